/** /dashboard/buyer-home (docs/product.md#buyer-home): the buyer's figures and work to review. */
import Stack from '@mui/material/Stack';

import { BUYER_HOME_COPY, SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { StatGrid } from '@app/components/StatCard';
import { TotalPaymentStat } from '@app/features/payments/components/TotalPaymentStat';
import { PendingSubmissions } from '@app/features/submissions/components/PendingSubmissions';
import { BuyerTaskStats } from '@app/features/tasks/components/BuyerTaskStats';
import { useCurrentUser } from '@app/session/currentUser';

export function BuyerHomeRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.buyerHome}</ScreenHeading>
      <Stack spacing={4}>
        <StatGrid label={BUYER_HOME_COPY.figures}>
          <BuyerTaskStats buyerEmail={user.email} />
          <TotalPaymentStat buyerEmail={user.email} />
        </StatGrid>
        <PendingSubmissions buyerEmail={user.email} />
      </Stack>
    </>
  );
}
