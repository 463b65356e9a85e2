/**
 * Buying coins through the sandbox gateway, end to end over the HTTP API: create an intent,
 * confirm it with a test card, record it. Only a verified, succeeded intent credits, and
 * only once.
 */
import { COIN_PACKAGES, SANDBOX_TEST_CARDS } from '@contract/constants';
import type {
  Payment,
  PaymentIntentCreated,
  PaymentRecorded,
  SandboxConfirmResult,
} from '@contract/schemas/payments';
import type { User } from '@contract/schemas/users';
import { checkLedger } from '@server/money/invariant';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

afterEach(async () => {
  const report = await checkLedger(server.database.db);
  expect(report.mismatches).toEqual([]);
  expect(report.negativeBalances).toEqual([]);
  expect(report.inSystem).toBe(report.enteredMinusLeft);
});

const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

interface Card {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
const goodCard: Card = {
  cardNumber: SANDBOX_TEST_CARDS.succeeds,
  expiry: FUTURE_EXPIRY,
  cvc: '123',
};

async function createIntent(account: TestAccount, price: number): Promise<string> {
  const response = await server.call(account, {
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { price },
  });
  expect(response.statusCode).toBe(200);
  const created = response.json<PaymentIntentCreated>();
  expect(created.provider).toBe('sandbox');
  return created.clientSecret;
}

function confirm(account: TestAccount, clientSecret: string, card: Partial<Card> = {}) {
  return server.call(account, {
    method: 'POST',
    url: '/api/sandbox/payment-intents/confirm',
    payload: { clientSecret, ...goodCard, ...card },
  });
}

async function confirmed(
  account: TestAccount,
  clientSecret: string,
  card: Partial<Card> = {},
): Promise<SandboxConfirmResult> {
  const response = await confirm(account, clientSecret, card);
  expect(response.statusCode).toBe(200);
  return response.json<SandboxConfirmResult>();
}

function record(account: TestAccount, transactionId: string, extra: Record<string, unknown> = {}) {
  return server.call(account, {
    method: 'POST',
    url: '/api/payments',
    payload: {
      email: account.email,
      price: 10,
      coins: 150,
      date: new Date().toISOString(),
      transactionId,
      ...extra,
    },
  });
}

/** Intent created and confirmed with the card that succeeds; answers the transaction id. */
async function paidIntent(account: TestAccount, price: number): Promise<string> {
  const result = await confirmed(account, await createIntent(account, price));
  expect(result.error).toBeUndefined();
  expect(result.paymentIntent).toMatchObject({ status: 'succeeded', amount: price * 100 });
  return result.paymentIntent.id;
}

async function balanceOf(account: TestAccount): Promise<number> {
  const response = await server.call(account, {
    method: 'GET',
    url: `/api/user?email=${encodeURIComponent(account.email)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<User>().availableCoin;
}

describe('buying the $10 package with the test card that succeeds', () => {
  test('credits exactly 150 coins and lists the payment in the history', async () => {
    const buyer = await server.createUser('buyer', 'Mira Okafor');
    const before = await balanceOf(buyer);
    const transactionId = await paidIntent(buyer, 10);

    const response = await record(buyer, transactionId);

    expect(response.statusCode).toBe(201);
    const recorded = response.json<PaymentRecorded>();
    expect(recorded).toEqual({
      insertedId: expect.any(String),
      credited: true,
      payment: {
        _id: recorded.insertedId,
        email: buyer.email,
        price: 10,
        coins: 150,
        date: expect.any(String),
        transactionId,
      },
    });
    expect(await balanceOf(buyer)).toBe(before + 150);

    const history = await server.call(buyer, {
      method: 'GET',
      url: `/api/payments?email=${encodeURIComponent(buyer.email)}`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json<Payment[]>()).toEqual([recorded.payment]);
    expect(history.headers['x-total-count']).toBe('1');
  });

  test("every package credits the coins of the server's own table, whatever the client claims", async () => {
    const buyer = await server.createUser('buyer', 'Tomas Lindqvist');
    let expected = await balanceOf(buyer);
    for (const coinPackage of COIN_PACKAGES) {
      const transactionId = await paidIntent(buyer, coinPackage.price);
      const response = await record(buyer, transactionId, { price: 1, coins: 999_999 });
      expect(response.statusCode).toBe(201);
      expect(response.json<PaymentRecorded>().payment).toMatchObject(coinPackage);
      expected += coinPackage.coins;
      expect(await balanceOf(buyer)).toBe(expected);
    }
  });
});

describe('a payment that did not go through credits nothing', () => {
  test("the declined test card answers Stripe's decline and recording it is refused", async () => {
    const buyer = await server.createUser('buyer', 'Ines Duarte');
    const before = await balanceOf(buyer);
    const clientSecret = await createIntent(buyer, 10);

    const result = await confirmed(buyer, clientSecret, {
      cardNumber: SANDBOX_TEST_CARDS.declined,
    });

    expect(result.error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(result.paymentIntent.status).toBe('requires_payment_method');
    const refused = await record(buyer, result.paymentIntent.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: 'This payment has not gone through, so no coins were added.',
    });
    expect(await balanceOf(buyer)).toBe(before);
  });

  test('an intent that was never confirmed is refused', async () => {
    const buyer = await server.createUser('buyer', 'Arjun Mehta');
    const before = await balanceOf(buyer);
    const clientSecret = await createIntent(buyer, 20);
    const transactionId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));

    const refused = await record(buyer, transactionId);

    expect(refused.statusCode).toBe(402);
    expect(await balanceOf(buyer)).toBe(before);
  });

  test('a declined card can be followed by the good card on the same intent', async () => {
    const buyer = await server.createUser('buyer', 'Lea Novak');
    const before = await balanceOf(buyer);
    const clientSecret = await createIntent(buyer, 1);
    await confirmed(buyer, clientSecret, { cardNumber: SANDBOX_TEST_CARDS.declined });

    const result = await confirmed(buyer, clientSecret);

    expect(result.paymentIntent.status).toBe('succeeded');
    expect((await record(buyer, result.paymentIntent.id)).statusCode).toBe(201);
    expect(await balanceOf(buyer)).toBe(before + 10);
  });

  test('an unknown transaction id is not found', async () => {
    const buyer = await server.createUser('buyer', 'Noor Haddad');
    const response = await record(buyer, 'pi_sandbox_000000000000000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The payment was not found.' });
  });
});

describe('card details are checked like the card provider checks them', () => {
  let buyer: TestAccount;
  let clientSecret: string;
  beforeAll(async () => {
    buyer = await server.createUser('buyer', 'Kofi Mensah');
    clientSecret = await createIntent(buyer, 10);
  });

  test.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'cardNumber',
      'invalid_number',
      'Your card number is invalid.',
    ],
    [
      'a number too short',
      { cardNumber: '4242 4242' },
      'cardNumber',
      'incomplete_number',
      'Your card number is incomplete.',
    ],
    [
      'an expiry in a past year',
      { expiry: '01/20' },
      'expiry',
      'invalid_expiry_year_past',
      "Your card's expiration year is in the past.",
    ],
    [
      'an expiry that is not MM/YY',
      { expiry: '2030' },
      'expiry',
      'incomplete_expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      'month 13',
      { expiry: '13/40' },
      'expiry',
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
    ],
    [
      'a two-digit CVC',
      { cvc: '12' },
      'cvc',
      'incomplete_cvc',
      "Your card's security code is incomplete.",
    ],
    [
      'a CVC with letters',
      { cvc: '1a3' },
      'cvc',
      'invalid_cvc',
      "Your card's security code is invalid.",
    ],
  ])('%s is shown under its field', async (_case, card, field, code, message) => {
    const result = await confirmed(buyer, clientSecret, card);
    expect(result.error).toEqual({ type: 'validation_error', field, code, message });
    expect(result.paymentIntent.status).toBe('requires_payment_method');
  });

  test('a valid card number that is not a test card is declined', async () => {
    const result = await confirmed(buyer, clientSecret, { cardNumber: '5555 5555 5555 4444' });
    expect(result.error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
    });
  });

  test('a succeeded intent cannot be confirmed again', async () => {
    const secret = await createIntent(buyer, 10);
    await confirmed(buyer, secret);
    const again = await confirmed(buyer, secret);
    expect(again.paymentIntent.status).toBe('succeeded');
    expect(again.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  test('a made-up client secret is not found', async () => {
    const response = await confirm(buyer, `${clientSecret.slice(0, -4)}beef`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'This payment was not found. Start the purchase again.',
    });
  });
});

describe('a transaction id is credited once', () => {
  test('recording the same transaction id again answers the payment without crediting', async () => {
    const buyer = await server.createUser('buyer', 'Sana Qureshi');
    const before = await balanceOf(buyer);
    const transactionId = await paidIntent(buyer, 10);
    const first = await record(buyer, transactionId);
    expect(first.statusCode).toBe(201);

    const replay = await record(buyer, transactionId);

    expect(replay.statusCode).toBe(200);
    expect(replay.json<PaymentRecorded>()).toEqual({
      insertedId: null,
      credited: false,
      payment: first.json<PaymentRecorded>().payment,
    });
    expect(await balanceOf(buyer)).toBe(before + 150);
  });

  test('five confirmations of one transaction at once credit exactly once', async () => {
    const buyer = await server.createUser('buyer', 'Elif Demir');
    const before = await balanceOf(buyer);
    const transactionId = await paidIntent(buyer, 35);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => record(buyer, transactionId)),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(responses.filter((response) => response.json<PaymentRecorded>().credited)).toHaveLength(
      1,
    );
    expect(await balanceOf(buyer)).toBe(before + 1000);
  });
});

describe('who may pay and record what', () => {
  test('a price that is not a package is refused', async () => {
    const buyer = await server.createUser('buyer', 'Pavel Horak');
    for (const price of [15, 0, 1001, 10.5, 'ten']) {
      const response = await server.call(buyer, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { price },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const notPackage = await server.call(buyer, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { price: 15 },
    });
    expect(notPackage.json()).toEqual({
      message: 'Choose one of the coin packages: $1, $10, $20, $35.',
    });
  });

  test("someone else's intent can be neither confirmed nor recorded", async () => {
    const owner = await server.createUser('buyer', 'Aiko Tanaka');
    const other = await server.createUser('buyer', 'Diego Ramos');
    const otherBefore = await balanceOf(other);
    const clientSecret = await createIntent(owner, 10);

    const confirmByOther = await confirm(other, clientSecret);
    expect(confirmByOther.statusCode).toBe(403);

    const result = await confirmed(owner, clientSecret);
    const recordByOther = await record(other, result.paymentIntent.id, { email: other.email });
    expect(recordByOther.statusCode).toBe(403);
    expect(recordByOther.json()).toEqual({ message: 'This payment belongs to another account.' });
    expect(await balanceOf(other)).toBe(otherBefore);
  });

  test("recording for another person's e-mail is refused", async () => {
    const buyer = await server.createUser('buyer', 'Yara Saleh');
    const transactionId = await paidIntent(buyer, 1);
    const response = await record(buyer, transactionId, { email: 'someone.else@example.test' });
    expect(response.statusCode).toBe(403);
  });

  test('workers and admins cannot buy coins; nobody can without signing in', async () => {
    const worker = await server.createUser('worker', 'Ola Berg');
    const admin = await server.createUser('admin', 'Rina Sato');
    for (const account of [worker, admin]) {
      const response = await server.call(account, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { price: 10 },
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await server.call(undefined, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { price: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('payment history and totals', () => {
  let buyer: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    buyer = await server.createUser('buyer', 'Hana Kim');
    admin = await server.createUser('admin', 'Oskar Wilde');
    for (const price of [1, 10, 20]) {
      expect((await record(buyer, await paidIntent(buyer, price))).statusCode).toBe(201);
    }
  });

  test("a buyer sees their own payments newest first and may not read another's", async () => {
    const own = await server.call(buyer, { method: 'GET', url: '/api/payments' });
    expect(own.json<Payment[]>().map((payment) => payment.price)).toEqual([20, 10, 1]);

    const other = await server.call(buyer, {
      method: 'GET',
      url: '/api/payments?email=someone.else%40example.test',
    });
    expect(other.statusCode).toBe(403);
  });

  test('pages carry the total count', async () => {
    const page = await server.call(buyer, {
      method: 'GET',
      url: `/api/payments?email=${encodeURIComponent(buyer.email)}&page=2&limit=2`,
    });
    expect(page.json<Payment[]>().map((payment) => payment.price)).toEqual([1]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  test("an admin reads anyone's payments and the total of all", async () => {
    const ofBuyer = await server.call(admin, {
      method: 'GET',
      url: `/api/payments?email=${encodeURIComponent(buyer.email.toUpperCase())}`,
    });
    expect(ofBuyer.json<Payment[]>()).toHaveLength(3);

    const ofNobody = await server.call(admin, {
      method: 'GET',
      url: '/api/payments?email=nobody%40example.test',
    });
    expect(ofNobody.json()).toEqual([]);

    const all = await server.call(admin, { method: 'GET', url: '/api/payments' });
    const everyone = all.json<Payment[]>();
    expect(Number(all.headers['x-total-count'])).toBe(everyone.length);

    const total = await server.call(admin, { method: 'GET', url: '/api/total-payments' });
    expect(total.statusCode).toBe(200);
    expect(total.json()).toEqual({
      totalPrice: everyone.reduce((sum, payment) => sum + payment.price, 0),
    });
  });

  test('the total of all payments is for admins only', async () => {
    const response = await server.call(buyer, { method: 'GET', url: '/api/total-payments' });
    expect(response.statusCode).toBe(403);
  });
});
