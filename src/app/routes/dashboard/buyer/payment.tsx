/**
 * /dashboard/payment (docs/product.md#payment): paying for a package, whose coins and price arrive
 * through the navigation state.
 */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { AfterHydration } from '@app/components/AfterHydration';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { PaymentCheckout } from '@app/features/payments/components/PaymentCheckout';
import { useCurrentUser } from '@app/session/currentUser';

export function PaymentRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.payment}</ScreenHeading>
      <AfterHydration height={420}>
        <PaymentCheckout buyer={user} />
      </AfterHydration>
    </>
  );
}
