/** /dashboard/worker-home (docs/product.md#worker-home): the worker's figures and pending work. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SCREEN_HEADINGS, WORKER_HOME_COPY } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { StatGrid } from '@app/components/StatCard';
import { TotalEarningsStat } from '@app/features/earnings/components/TotalEarningsStat';
import { WorkerBalanceCards } from '@app/features/users/components/BalanceCards';
import { EarningsInsightSection } from '@app/features/insights/components/LazyHomeInsights';
import {
  MyPendingSubmissionsStat,
  MyPendingSubmissionsTable,
} from '@app/features/submissions/components/MyPendingSubmissions';
import { AvailableTasksStat } from '@app/features/tasks/components/AvailableTasksStat';
import { useCurrentUser } from '@app/session/currentUser';

export function WorkerHomeRoute() {
  // The name of the user record, which the server rendered the page with and the browser reads the
  // same: the identity provider's copy of it is missing from the tokens issued before
  // registration set it (docs/product.md#worker-home).
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.workerHome}</ScreenHeading>
      <Typography sx={{ mt: -1.5, mb: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
        {WORKER_HOME_COPY.welcome(user.name || WORKER_HOME_COPY.fallbackName)}
      </Typography>
      <Stack spacing={4}>
        <StatGrid label={WORKER_HOME_COPY.figures}>
          <AvailableTasksStat />
          <MyPendingSubmissionsStat workerEmail={user.email} />
          <TotalEarningsStat workerEmail={user.email} />
        </StatGrid>
        <WorkerBalanceCards workerEmail={user.email} />
        <MyPendingSubmissionsTable workerEmail={user.email} />
        <EarningsInsightSection workerEmail={user.email} />
      </Stack>
    </>
  );
}
