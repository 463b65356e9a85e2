/** /dashboard/withdrawals (docs/product.md#withdrawals): the worker cashes out coins. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { AfterHydration } from '@app/components/AfterHydration';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { WithdrawFunds } from '@app/features/withdrawals/components/WithdrawFunds';
import { useCurrentUser } from '@app/session/currentUser';

export function WithdrawalsRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.withdrawals}</ScreenHeading>
      <AfterHydration height={420}>
        <WithdrawFunds availableCoins={user.availableCoin} />
      </AfterHydration>
    </>
  );
}
