/**
 * What the payment machine is exercised with outside the product
 * (src/app/machineKit/fixtures.ts): an invented package, the sandbox's test card and three
 * answers of the card gateway (paid, a field problem, declined), for the Machine Lab and the
 * model-based tests.
 */
import type { PaymentRecorded } from '@contract/schemas/payments';
import type { CardDetails } from '@contract/validation';
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type { CardConfirmation } from './paymentMachine';

export const PACKAGE = { coins: 150, price: 10 };
export const CLIENT_SECRET = 'pi_sandbox_1_secret_abc';
export const card: CardDetails = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
};
export const intent = { clientSecret: CLIENT_SECRET, provider: 'sandbox' };
export const succeeded: CardConfirmation = { status: 'succeeded', transactionId: 'pi_sandbox_1' };
export const badExpiry: CardConfirmation = {
  status: 'failed',
  message: "Your card's expiration date is in the past.",
  field: 'expiry',
};
export const declined: CardConfirmation = { status: 'failed', message: 'Your card was declined.' };
export const recorded: PaymentRecorded = {
  insertedId: 'payment-9',
  credited: true,
  payment: {
    _id: 'payment-9',
    email: 'ada@coinwork.test',
    price: 10,
    coins: 150,
    date: '2030-01-06T10:00:00.000Z',
    transactionId: 'pi_sandbox_1',
  },
};

export const paymentFixtures: MachineFixtures = {
  input: PACKAGE,
  events: [
    { type: 'START' },
    { type: 'PAY', card },
    { type: 'CARD_CHANGED' },
    { type: 'RETRY' },
    doneEvent('createIntent', intent),
    errorEvent('createIntent', 'The payment could not be started. Please try again.'),
    doneEvent('confirmCard', succeeded),
    doneEvent('confirmCard', badExpiry),
    doneEvent('confirmCard', declined),
    errorEvent('confirmCard', 'This payment was not found. Start the purchase again.'),
    doneEvent('recordPayment', recorded),
    errorEvent('recordPayment', 'The payment provider is not answering.'),
  ],
};
