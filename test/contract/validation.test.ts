import {
  COIN_PACKAGES,
  coinPackageForPrice,
  coinsPerDollar,
  isWithdrawDisabled,
  passwordStrengthText,
  validateEmail,
  validateNewPassword,
  validateWithdrawalCoins,
  withdrawalAmountFor,
} from '@contract/index';

describe('password strength (docs/product.md#validation-rules)', () => {
  test.each([
    ['Abcdef1@', 'Password is strong'],
    ['Abcdefg1', 'Password is weak'], // no special character
    ['abcdef1@', 'Password is weak'], // no upper case
    ['ABCDEF1@', 'Password is weak'], // no lower case
    ['Abcdefg@', 'Password is weak'], // no digit
    ['Abc1@', 'Password is weak'], // too short
    ['Abcdef1@ ', 'Password is weak'], // a character outside the allowed set
    ['Abcdef1#', 'Password is weak'], // # is not one of @$!%*?&
  ])('%s → %s', (password, expected) => {
    expect(passwordStrengthText(password)).toBe(expected);
  });
});

describe('register rules', () => {
  test('e-mail is required and must look like an address', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('not-an-email')).toBe('Invalid email address');
    expect(validateEmail('mira@example.com')).toBeUndefined();
  });

  test('password is required and at least 8 characters', () => {
    expect(validateNewPassword('')).toBe('Password is required');
    expect(validateNewPassword('1234567')).toBe('Password must be at least 8 characters long');
    expect(validateNewPassword('12345678')).toBeUndefined();
  });
});

describe('withdrawal rules', () => {
  test('at least 200 coins, and no more than available', () => {
    expect(validateWithdrawalCoins(199, 500)).toBe('Minimum withdrawal coins is 200.');
    expect(validateWithdrawalCoins(501, 500)).toBe('You cannot withdraw more than 500 coins.');
    expect(validateWithdrawalCoins(200, 500)).toBeUndefined();
  });

  test('the amount is coins / 20 to two decimals', () => {
    expect(withdrawalAmountFor(200)).toBe(10);
    expect(withdrawalAmountFor(233)).toBe(11.65);
    expect(withdrawalAmountFor(201)).toBe(10.05);
  });

  test('the Withdraw button is disabled under each condition of the spec', () => {
    const fine = { coins: 200, availableCoins: 500, accountNumber: '01700000000', hasError: false };
    expect(isWithdrawDisabled(fine)).toBe(false);
    expect(isWithdrawDisabled({ ...fine, coins: 0 })).toBe(true);
    expect(isWithdrawDisabled({ ...fine, coins: 520 })).toBe(true);
    expect(isWithdrawDisabled({ ...fine, hasError: true })).toBe(true);
    expect(isWithdrawDisabled({ ...fine, accountNumber: '  ' })).toBe(true);
  });
});

describe('coin packages (docs/product.md#constants-and-limits)', () => {
  test('four packages with whole coins per dollar', () => {
    expect(COIN_PACKAGES.map((p) => [p.coins, p.price])).toEqual([
      [10, 1],
      [150, 10],
      [500, 20],
      [1000, 35],
    ]);
    expect(COIN_PACKAGES.map(coinsPerDollar)).toEqual([10, 15, 25, 29]);
  });

  test('only a package price names a package', () => {
    expect(coinPackageForPrice(10)?.coins).toBe(150);
    expect(coinPackageForPrice(11)).toBeUndefined();
  });
});
