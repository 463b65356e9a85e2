import { REDACTED, sanitize } from '@app/machineKit/recording/sanitize';

const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJhZGEiLCJlbWFpbCI6ImFkYUBjb2lud29yay50ZXN0In0.c2lnbmF0dXJl';
const UNSIGNED_JWT = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZGEifQ.';

describe('sanitize: secrets found by their key', () => {
  it('replaces the card of a PAY event, whatever its fields hold', () => {
    expect(
      sanitize({ type: 'PAY', card: { cardNumber: '1', expiry: '12/40', cvc: '123' } }),
    ).toEqual({
      type: 'PAY',
      card: { cardNumber: REDACTED, expiry: REDACTED, cvc: REDACTED },
    });
  });

  it.each([
    ['card_number', '4242'],
    ['CVV', '999'],
    ['exp_month', 12],
    ['exp_year', 2040],
    ['password', 'correct horse'],
    ['newPassword', 'hunter22'],
    ['idToken', 'opaque'],
    ['accessToken', 'opaque'],
    ['refreshToken', 'opaque'],
    ['clientSecret', 'opaque'],
    ['client_secret', 'opaque'],
    ['Authorization', 'Bearer opaque'],
    ['apiKey', 'AIza-opaque'],
    ['api_key', 'opaque'],
  ])('replaces the value of %s', (key, value) => {
    expect(sanitize({ [key]: value, kept: 'plain' })).toEqual({ [key]: REDACTED, kept: 'plain' });
  });

  it('replaces a Firebase user’s token manager and tokens, keeping who it is', () => {
    const firebaseUser = {
      uid: 'uid-ada',
      email: 'ada@coinwork.test',
      displayName: 'Ada',
      stsTokenManager: { accessToken: JWT, refreshToken: 'r-1', expirationTime: 1 },
      accessToken: JWT,
      getIdToken: () => Promise.resolve(JWT),
    };

    expect(sanitize({ identity: firebaseUser })).toEqual({
      identity: {
        uid: 'uid-ada',
        email: 'ada@coinwork.test',
        displayName: 'Ada',
        stsTokenManager: REDACTED,
        accessToken: REDACTED,
      },
    });
  });

  it('keeps an empty secret (nothing to hide) and ordinary fields named alike', () => {
    expect(
      sanitize({ clientSecret: null, cardProblem: { field: 'cvc', message: 'Check the CVC.' } }),
    ).toEqual({ clientSecret: null, cardProblem: { field: 'cvc', message: 'Check the CVC.' } });
  });
});

describe('sanitize: secrets found by what they look like', () => {
  it.each([
    ['a card number with spaces', '4242 4242 4242 4242'],
    ['a card number without spaces', '4242424242424242'],
    ['a card number with dashes', '4000-0000-0000-0002'],
    ['a 13-digit card number', '4222222222222'],
    ['a 19-digit card number', '6011 0000 0000 0000 004'],
    ['a card number inside a message', 'Card 4242424242424242 was declined'],
    ['a signed JWT', JWT],
    ['an unsigned JWT (the Auth Emulator’s)', UNSIGNED_JWT],
    ['a bearer header', `Bearer ${JWT}`],
    ['a Stripe client secret', 'pi_3Nabc_secret_Xyz'],
  ])('replaces %s under any key', (_, text) => {
    expect(sanitize({ note: text, list: [text] })).toEqual({ note: REDACTED, list: [REDACTED] });
  });

  it('keeps ordinary text, short numbers, e-mails, dates and ids', () => {
    const ordinary = {
      email: 'ada.lovelace@mail.coinwork.test',
      price: 10,
      coins: 150,
      phone: '+44 20 7946 0958',
      transactionId: 'pi_sandbox_7',
      submissionId: 'submission-2',
      accountNumber: '01712345678',
      state: { signedIn: 'idle' },
      message: 'Your card was declined.',
    };
    expect(sanitize(ordinary)).toEqual(ordinary);
  });
});

describe('sanitize: a JSON-safe copy', () => {
  it('keeps an Error’s message, dates as ISO text, files by name, and drops what JSON cannot hold', () => {
    const actorRef = { sessionId: 'x:1', send: () => undefined, getSnapshot: () => undefined };
    const file = new File(['abc'], 'photo.png', { type: 'image/png' });
    const value = {
      error: new Error('Network down'),
      when: new Date('2030-01-06T10:00:00.000Z'),
      photo: file,
      child: actorRef,
      callback: () => undefined,
      missing: undefined,
      list: [1, undefined, 'two'],
      big: BigInt(12),
      notANumber: Number.NaN,
    };

    const copied = sanitize(value);

    expect(copied).toEqual({
      error: { message: 'Network down' },
      when: '2030-01-06T10:00:00.000Z',
      photo: { name: 'photo.png', type: 'image/png', size: 3 },
      list: [1, null, 'two'],
      big: '12',
      notANumber: null,
    });
    expect(JSON.parse(JSON.stringify(copied))).toEqual(copied);
  });

  it('does not follow a cycle, and leaves the original untouched', () => {
    const original: Record<string, unknown> = { name: 'loop', password: 'p' };
    original.self = original;

    expect(sanitize(original)).toEqual({ name: 'loop', password: REDACTED });
    expect(original.password).toBe('p');
  });

  it('redacts an error message that carries a secret', () => {
    expect(sanitize(new Error('Bad card 4242424242424242'))).toEqual({ message: REDACTED });
  });
});
