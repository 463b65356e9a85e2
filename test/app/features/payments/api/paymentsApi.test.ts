import { paymentsApi } from '@app/features/payments/api/paymentsApi';
import { SANDBOX_TEST_CARDS } from '@contract/constants';
import { expectRefetchedReads } from '@test/app/support/cacheTags';
import { ADA_EMAIL, ID_TOKEN, setUpApiWorld, setUpTestStore } from '@test/app/support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = paymentsApi;

const recorded = {
  insertedId: 'payment-2',
  credited: true,
  payment: {
    _id: 'payment-2',
    email: ADA_EMAIL,
    price: 20,
    coins: 500,
    date: '2030-01-06T10:00:00.000Z',
    transactionId: 'pi_2',
  },
};
const record = { transactionId: 'pi_2', email: ADA_EMAIL, price: 20, coins: 500 };

describe('payment endpoints', () => {
  it('walks the payment flow: intent, sandbox confirm, record', async () => {
    world.answer('post', '/create-payment-intent', {
      clientSecret: 'pi_2_secret',
      provider: 'sandbox',
    });
    world.answer('post', '/sandbox/payment-intents/confirm', {
      paymentIntent: { id: 'pi_2', status: 'succeeded', amount: 2000 },
    });
    world.answer('post', '/payments', recorded);
    const card = {
      clientSecret: 'pi_2_secret',
      cardNumber: SANDBOX_TEST_CARDS.succeeds,
      expiry: '12/40',
      cvc: '123',
    };

    const intent = await store()
      .dispatch(endpoints.createPaymentIntent.initiate({ price: 20 }))
      .unwrap();
    const confirmed = await store()
      .dispatch(endpoints.confirmSandboxPayment.initiate(card))
      .unwrap();
    const result = await store().dispatch(endpoints.recordPayment.initiate(record)).unwrap();

    expect(intent.clientSecret).toBe('pi_2_secret');
    expect(confirmed.paymentIntent.status).toBe('succeeded');
    expect(result.credited).toBe(true);
    expect(world.lastRequest('POST', '/create-payment-intent')).toMatchObject({
      body: { price: 20 },
      authorization: `Bearer ${ID_TOKEN}`,
    });
    expect(world.lastRequest('POST', '/sandbox/payment-intents/confirm').body).toEqual(card);
    expect(world.lastRequest('POST', '/payments').body).toEqual(record);
  });

  it('lists the buyer’s payments and reads the total', async () => {
    await store().dispatch(endpoints.getPayments.initiate(ADA_EMAIL)).unwrap();
    const total = await store().dispatch(endpoints.getTotalPayments.initiate(undefined)).unwrap();

    expect(total).toEqual({ totalPrice: 10 });
    expect(world.lastRequest('GET', '/payments').query).toEqual({ email: ADA_EMAIL });
    expect(world.countOf('GET', '/total-payments')).toBe(1);
  });
});

describe('what payment mutations refresh', () => {
  it('recordPayment: payments, their total, the coin balance and the admin summary', async () => {
    world.answer('post', '/payments', recorded);
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.recordPayment.initiate(record)).unwrap(),
      [
        '/payments',
        '/total-payments',
        '/user',
        '/users/summary',
        '/balance',
        '/insights/earnings',
        '/insights/spending',
        '/insights/platform',
      ],
    );
  });

  it('createPaymentIntent refreshes nothing', async () => {
    world.answer('post', '/create-payment-intent', { clientSecret: 's', provider: 'sandbox' });
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(endpoints.createPaymentIntent.initiate({ price: 1 }))
          .unwrap(),
      [],
    );
  });
});
