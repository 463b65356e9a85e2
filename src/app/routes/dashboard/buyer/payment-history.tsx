/** /dashboard/payment-history (docs/product.md#payment-history): the buyer's payments. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { PaymentHistoryTable } from '@app/features/payments/components/PaymentHistoryTable';
import { useCurrentUser } from '@app/session/currentUser';

export function PaymentHistoryRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.paymentHistory}</ScreenHeading>
      <PaymentHistoryTable buyerEmail={user.email} />
    </>
  );
}
