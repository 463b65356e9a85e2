/**
 * The Stripe gateway with the real `stripe` SDK, talking HTTP to a local stand-in for
 * Stripe's API. The intent's status and amount are what Stripe says, never what the client
 * says.
 */
import type { PaymentIntentCreated, PaymentRecorded } from '@contract/schemas/payments';
import type { User } from '@contract/schemas/users';
import { checkLedger } from '@server/money/invariant';
import { type StripeStandIn, startStripeStandIn } from '../support/stripeStandIn';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

const SECRET_KEY = 'sk_test_coinwork_stand_in';

let standIn: StripeStandIn;
let server: TestServer;

function stripeEnv(secretKey: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

beforeAll(async () => {
  standIn = await startStripeStandIn(SECRET_KEY);
  server = await createTestServer(stripeEnv(SECRET_KEY));
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

afterEach(async () => {
  const report = await checkLedger(server.database.db);
  expect(report.mismatches).toEqual([]);
  expect(report.negativeBalances).toEqual([]);
  expect(report.inSystem).toBe(report.enteredMinusLeft);
});

async function startPurchase(account: TestAccount, price: number) {
  const response = await server.call(account, {
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { price },
  });
  expect(response.statusCode).toBe(200);
  const created = response.json<PaymentIntentCreated>();
  expect(created.provider).toBe('stripe');
  return standIn.intentBySecret(created.clientSecret);
}

function record(account: TestAccount, transactionId: string) {
  return server.call(account, {
    method: 'POST',
    url: '/api/payments',
    payload: { email: account.email, price: 10, coins: 150, transactionId },
  });
}

async function balanceOf(account: TestAccount): Promise<number> {
  const response = await server.call(account, {
    method: 'GET',
    url: `/api/user?email=${encodeURIComponent(account.email)}`,
  });
  return response.json<User>().availableCoin;
}

test('the intent is created with the price in cents, in dollars, for the buyer and the package', async () => {
  const buyer = await server.createUser('buyer', 'Greta Holm');

  const intent = await startPurchase(buyer, 10);

  const sent = standIn.requests.at(-1);
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/v1/payment_intents',
    authorization: `Bearer ${SECRET_KEY}`,
    form: {
      amount: '1000',
      currency: 'usd',
      'metadata[userId]': buyer.user._id,
      'metadata[coins]': '150',
      'automatic_payment_methods[enabled]': 'true',
    },
  });
  expect(intent).toMatchObject({
    amount: 1000,
    currency: 'usd',
    metadata: { userId: buyer.user._id, coins: '150' },
  });
});

test('a succeeded intent credits its package once', async () => {
  const buyer = await server.createUser('buyer', 'Matteo Bianchi');
  const before = await balanceOf(buyer);
  const intent = await startPurchase(buyer, 10);
  standIn.update(intent.id, { status: 'succeeded' });

  const response = await record(buyer, intent.id);

  expect(response.statusCode).toBe(201);
  expect(response.json<PaymentRecorded>().payment).toMatchObject({
    price: 10,
    coins: 150,
    transactionId: intent.id,
  });
  expect(standIn.requests.at(-1)).toMatchObject({
    method: 'GET',
    path: `/v1/payment_intents/${intent.id}`,
    authorization: `Bearer ${SECRET_KEY}`,
  });
  expect((await record(buyer, intent.id)).statusCode).toBe(200);
  expect(await balanceOf(buyer)).toBe(before + 150);
});

test('an intent that still requires a payment method credits nothing', async () => {
  const buyer = await server.createUser('buyer', 'Amara Obi');
  const before = await balanceOf(buyer);
  const intent = await startPurchase(buyer, 20);

  const response = await record(buyer, intent.id);

  expect(response.statusCode).toBe(402);
  expect(await balanceOf(buyer)).toBe(before);
});

test('an amount that is not the price of a package is refused', async () => {
  const buyer = await server.createUser('buyer', 'Jonas Weber');
  const before = await balanceOf(buyer);
  const intent = await startPurchase(buyer, 35);
  standIn.update(intent.id, { status: 'succeeded', amount: 1234 });

  const response = await record(buyer, intent.id);

  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    message: 'The amount paid does not match a coin package, so no coins were added.',
  });
  expect(await balanceOf(buyer)).toBe(before);
});

test("another buyer's succeeded intent is refused", async () => {
  const owner = await server.createUser('buyer', 'Lina Berg');
  const other = await server.createUser('buyer', 'Omar Aziz');
  const intent = await startPurchase(owner, 1);
  standIn.update(intent.id, { status: 'succeeded' });

  const response = await record(other, intent.id);

  expect(response.statusCode).toBe(403);
});

test('an intent Stripe does not know is not found', async () => {
  const buyer = await server.createUser('buyer', 'Sofia Rossi');
  const response = await record(buyer, 'pi_0000000000000000unknown');
  expect(response.statusCode).toBe(404);
});

test('the sandbox confirm step does not exist when Stripe is the gateway', async () => {
  const buyer = await server.createUser('buyer', 'Ivan Petrov');
  const response = await server.call(buyer, {
    method: 'POST',
    url: '/api/sandbox/payment-intents/confirm',
    payload: { clientSecret: 'pi_x_secret_y', cardNumber: '', expiry: '', cvc: '' },
  });
  expect(response.statusCode).toBe(404);
});

test('a secret key Stripe refuses answers 502 without details', async () => {
  const misconfigured = await createTestServer(stripeEnv('sk_test_wrong'));
  try {
    const buyer = await misconfigured.createUser('buyer', 'Nadia Karim');
    const response = await misconfigured.call(buyer, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { price: 10 },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The payment provider is not answering. Please try again in a minute.',
    });
  } finally {
    await misconfigured.close();
  }
});
