/** /dashboard/admin-home (docs/product.md#admin-home): the platform's figures and withdrawals. */
import Stack from '@mui/material/Stack';

import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { PlatformCoinCards } from '@app/features/users/components/BalanceCards';
import { PlatformInsightSection } from '@app/features/insights/components/LazyHomeInsights';
import { PlatformFigures } from '@app/features/users/components/PlatformFigures';
import { WithdrawalRequestsTable } from '@app/features/withdrawals/components/WithdrawalRequestsTable';

export function AdminHomeRoute() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.adminHome}</ScreenHeading>
      <Stack spacing={4}>
        <PlatformFigures />
        <PlatformCoinCards />
        <WithdrawalRequestsTable />
        <PlatformInsightSection />
      </Stack>
    </>
  );
}
