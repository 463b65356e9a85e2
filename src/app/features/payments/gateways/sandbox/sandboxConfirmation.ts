/** The sandbox gateway's confirm answer, as the payment machine reads a confirmation. */
import type { SandboxConfirmResult } from '@contract/schemas/payments';
import { PAYMENT_COPY } from '@contract/copy/payments';
import type { CardConfirmation } from '@app/features/payments/machines/paymentMachine';

/**
 * An intent that has already succeeded counts as paid, even when the answer also says it
 * cannot be confirmed again: the first answer was lost on its way, the payment was not.
 */
export function sandboxConfirmation({
  paymentIntent,
  error,
}: SandboxConfirmResult): CardConfirmation {
  if (paymentIntent.status === 'succeeded') {
    return { status: 'succeeded', transactionId: paymentIntent.id };
  }
  const message = error?.message ?? PAYMENT_COPY.confirmFailed;
  return error?.field
    ? { status: 'failed', message, field: error.field }
    : { status: 'failed', message };
}
