/**
 * Stripe's `confirmCardPayment` result, as the payment machine reads a confirmation. The
 * shape is written out here so this module loads nothing of Stripe.
 */
import { PAYMENT_COPY } from '@contract/copy/payments';
import type { CardField } from '@contract/validation';
import type { CardConfirmation } from '@app/features/payments/machines/paymentMachine';

interface StripeIntent {
  id: string;
  status: string;
}

export interface StripeConfirmResult {
  paymentIntent?: StripeIntent;
  error?: { type?: string; code?: string; message?: string; payment_intent?: StripeIntent };
}

/** Which part of the card Stripe's validation error code is about. */
export function cardFieldOf(code: string | undefined): CardField | undefined {
  if (!code) return undefined;
  if (/number/.test(code)) return 'cardNumber';
  if (/expiry/.test(code)) return 'expiry';
  if (/cvc/.test(code)) return 'cvc';
  return undefined;
}

export function stripeConfirmation({
  paymentIntent,
  error,
}: StripeConfirmResult): CardConfirmation {
  const intent = paymentIntent ?? error?.payment_intent;
  if (intent?.status === 'succeeded') return { status: 'succeeded', transactionId: intent.id };
  const message = error?.message ?? PAYMENT_COPY.confirmFailed;
  const field = error?.type === 'validation_error' ? cardFieldOf(error.code) : undefined;
  return field ? { status: 'failed', message, field } : { status: 'failed', message };
}
