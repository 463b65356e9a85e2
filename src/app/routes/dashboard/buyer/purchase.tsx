/** /dashboard/purchase (docs/product.md#purchase-coin): the coin packages. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { CoinPackages } from '@app/features/payments/components/CoinPackages';

export function PurchaseRoute() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.purchase}</ScreenHeading>
      <CoinPackages />
    </>
  );
}
