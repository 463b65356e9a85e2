/**
 * The worker's screens (docs/product.md#worker), loaded together as one chunk that no other role
 * fetches. Each screen is composed here from the parts the features own.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SCREEN_HEADINGS, WORKER_HOME_COPY } from '@contract/copy/dashboard';
import { StatGrid } from '@app/components/StatCard';
import { TotalEarningsStat } from '@app/features/earnings/components/TotalEarningsStat';
import {
  MyPendingSubmissionsStat,
  MyPendingSubmissionsTable,
} from '@app/features/submissions/components/MyPendingSubmissions';
import { MySubmissionsTable } from '@app/features/submissions/components/MySubmissionsTable';
import { AvailableTasksStat } from '@app/features/tasks/components/AvailableTasksStat';
import { TasksGrid } from '@app/features/tasks/components/TasksGrid';
import { WithdrawFunds } from '@app/features/withdrawals/components/WithdrawFunds';
import { ScreenHeading } from '../components/ScreenHeading';
import { useDashboardUser } from '../dashboardUser';

export function WorkerHome() {
  const { user, identity } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.workerHome}</ScreenHeading>
      <Typography sx={{ mt: -1.5, mb: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
        {WORKER_HOME_COPY.welcome(identity.displayName || WORKER_HOME_COPY.fallbackName)}
      </Typography>
      <Stack spacing={4}>
        <StatGrid label={WORKER_HOME_COPY.figures}>
          <AvailableTasksStat />
          <MyPendingSubmissionsStat workerEmail={user.email} />
          <TotalEarningsStat workerEmail={user.email} />
        </StatGrid>
        <MyPendingSubmissionsTable workerEmail={user.email} />
      </Stack>
    </>
  );
}

export function TasksList() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.tasks}</ScreenHeading>
      <TasksGrid />
    </>
  );
}

export function MySubmissions() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.submissions}</ScreenHeading>
      <MySubmissionsTable workerEmail={user.email} />
    </>
  );
}

export function Withdrawals() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.withdrawals}</ScreenHeading>
      <WithdrawFunds availableCoins={user.availableCoin} />
    </>
  );
}
