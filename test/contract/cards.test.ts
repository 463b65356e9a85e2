import {
  CARD_ERRORS,
  checkCardDetails,
  coinPackageForCents,
  SANDBOX_TEST_CARDS,
  UPLOAD_MESSAGES,
} from '@contract/index';

/** 15 June 2031: cards are checked against this day. */
const TODAY = new Date(2031, 5, 15);
const good = { cardNumber: SANDBOX_TEST_CARDS.succeeds, expiry: '06/31', cvc: '123' };

describe('card details (checked the way the card provider checks them)', () => {
  test('both test cards pass the checks; the gateway decides what happens to them', () => {
    expect(checkCardDetails(good, TODAY)).toBeUndefined();
    expect(
      checkCardDetails({ ...good, cardNumber: SANDBOX_TEST_CARDS.declined }, TODAY),
    ).toBeUndefined();
  });

  test.each([
    [{ cardNumber: '4242-4242-4242-4242' }, undefined],
    [{ cardNumber: '4242 4242 4242 4241' }, { field: 'cardNumber', code: 'invalid_number' }],
    [{ cardNumber: '4242 4242 42x2 4242' }, { field: 'cardNumber', code: 'invalid_number' }],
    [{ cardNumber: '' }, { field: 'cardNumber', code: 'incomplete_number' }],
    [{ expiry: '6/2031' }, undefined],
    [{ expiry: '05/31' }, { field: 'expiry', code: 'invalid_expiry_month_past' }],
    [{ expiry: '12/30' }, { field: 'expiry', code: 'invalid_expiry_year_past' }],
    [{ expiry: '00/32' }, { field: 'expiry', code: 'invalid_expiry_month' }],
    [{ expiry: '0632' }, { field: 'expiry', code: 'incomplete_expiry' }],
    [{ cvc: '12' }, { field: 'cvc', code: 'incomplete_cvc' }],
    [{ cvc: '1234' }, { field: 'cvc', code: 'invalid_cvc' }],
    [{ cardNumber: '3782 822463 10005', cvc: '1234' }, undefined],
    [
      { cardNumber: '3782 822463 10005', cvc: '123' },
      { field: 'cvc', code: 'incomplete_cvc' },
    ],
  ])('%j → %j', (change, problem) => {
    expect(checkCardDetails({ ...good, ...change }, TODAY)).toEqual(problem);
  });

  test("every problem has the provider's message", () => {
    expect(CARD_ERRORS.invalid_number).toBe('Your card number is invalid.');
    expect(CARD_ERRORS.card_declined).toBe('Your card was declined.');
  });
});

test('a card amount in cents names a package only when it is exactly its price', () => {
  expect(coinPackageForCents(1000)).toEqual({ coins: 150, price: 10 });
  expect(coinPackageForCents(1001)).toBeUndefined();
  expect(coinPackageForCents(1500)).toBeUndefined();
});

test('the upload size message names the limit', () => {
  expect(UPLOAD_MESSAGES.tooLarge(5 * 1024 * 1024)).toBe('The image is larger than 5 MB.');
  expect(UPLOAD_MESSAGES.tooLarge(1536)).toBe('The image is larger than 1.5 KB.');
  expect(UPLOAD_MESSAGES.tooLarge(900)).toBe('The image is larger than 900 bytes.');
});
