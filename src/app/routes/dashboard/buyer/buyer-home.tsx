/**
 * /dashboard/buyer-home (docs/product.md#buyer-home): the buyer's figures, work to review and the
 * appeals to answer (docs/money.md#the-submission-lifecycle).
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { BUYER_HOME_COPY, SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { APPEALS_COPY } from '@contract/copy/submissions';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { StatGrid } from '@app/components/StatCard';
import { BuyerBalanceCards } from '@app/features/users/components/BalanceCards';
import { SpendingInsightSection } from '@app/features/insights/components/LazyHomeInsights';
import { TotalPaymentStat } from '@app/features/payments/components/TotalPaymentStat';
import { AppealNotices } from '@app/features/submissions/components/AppealNotices';
import { AppealsTable } from '@app/features/submissions/components/AppealsTable';
import { PendingSubmissions } from '@app/features/submissions/components/PendingSubmissions';
import { BuyerTaskStats } from '@app/features/tasks/components/BuyerTaskStats';
import { useCurrentUser } from '@app/session/currentUser';

function Appeals() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {APPEALS_COPY.heading}
      </Typography>
      <AppealNotices />
      <AppealsTable viewer="buyer" />
    </Box>
  );
}

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
        <BuyerBalanceCards buyerEmail={user.email} />
        <PendingSubmissions buyerEmail={user.email} />
        <Appeals />
        <SpendingInsightSection buyerEmail={user.email} />
      </Stack>
    </>
  );
}
