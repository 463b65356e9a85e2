/**
 * The payment machine's real effects: the server's steps (the intent for the price, and the
 * recording that credits the coins) through the API cache, and each gateway's card confirmation.
 * Recording invalidates the user record, so the new coins show everywhere once it succeeded.
 */
import type { loadStripe } from '@stripe/stripe-js/pure';
import { fromPromise, type PromiseActorLogic } from 'xstate';

import type { PaymentIntentCreated, PaymentRecorded } from '@contract/schemas/payments';
import { PAYMENT_COPY } from '@contract/copy/payments';
import { withServerMessage } from '@app/machineKit/effects';
import type { AppDispatch } from '@app/store/store';
import { paymentsApi } from '../api/paymentsApi';
import { sandboxConfirmation } from '../gateways/sandbox/sandboxConfirmation';
import { stripeConfirmation } from '../gateways/stripe/stripeConfirmation';
import type { CardConfirmation, ConfirmCardInput, RecordPaymentInput } from './paymentMachine';

export type ConfirmCardLogic = PromiseActorLogic<CardConfirmation, ConfirmCardInput>;

// Stripe's types, taken from what its loader gives, so nothing of Stripe loads with this module.
type Stripe = NonNullable<Awaited<ReturnType<typeof loadStripe>>>;
type CardPaymentData = NonNullable<Parameters<Stripe['confirmCardPayment']>[1]>;
type StripeCard = Exclude<CardPaymentData['payment_method'], string | undefined>['card'];

/** The server's steps, for the buyer with this e-mail; the gateway's `confirmCard` comes apart. */
export function paymentActors(dispatch: AppDispatch, email: string) {
  return {
    createIntent: fromPromise<PaymentIntentCreated, { price: number }>(({ input }) =>
      withServerMessage(
        dispatch(paymentsApi.endpoints.createPaymentIntent.initiate(input)).unwrap(),
        PAYMENT_COPY.intentFailed,
      ),
    ),
    recordPayment: fromPromise<PaymentRecorded, RecordPaymentInput>(({ input }) =>
      withServerMessage(
        dispatch(
          paymentsApi.endpoints.recordPayment.initiate({
            ...input,
            email,
            date: new Date().toISOString(),
          }),
        ).unwrap(),
        PAYMENT_COPY.recordFailed,
      ),
    ),
  };
}

/** The sandbox gateway's confirm step: the card the buyer typed goes to the server's sandbox. */
export function sandboxConfirmCard(dispatch: AppDispatch): ConfirmCardLogic {
  return fromPromise<CardConfirmation, ConfirmCardInput>(
    async ({ input: { clientSecret, card } }) => {
      if (!card) throw new Error(PAYMENT_COPY.confirmFailed);
      const answer = await withServerMessage(
        dispatch(
          paymentsApi.endpoints.confirmSandboxPayment.initiate({ clientSecret, ...card }),
        ).unwrap(),
        PAYMENT_COPY.confirmFailed,
      );
      return sandboxConfirmation(answer);
    },
  );
}

/** Stripe's confirm step: the card is in Stripe's own element, which `cardElement` finds. */
export function stripeConfirmCard(
  stripe: Stripe,
  cardElement: () => StripeCard | null,
  email: string,
): ConfirmCardLogic {
  return fromPromise<CardConfirmation, ConfirmCardInput>(async ({ input }) => {
    const card = cardElement();
    if (!card) throw new Error(PAYMENT_COPY.stripeLoadFailed);
    const result = await stripe.confirmCardPayment(input.clientSecret, {
      payment_method: { card, billing_details: { email } },
    });
    return stripeConfirmation(result);
  });
}
