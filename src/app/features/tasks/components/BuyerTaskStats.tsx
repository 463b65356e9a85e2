/**
 * Buyer Home (docs/product.md#buyer-home): how many tasks the buyer has posted, and how many
 * workers they still need in all (the sum of required_workers).
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import PendingActionsIcon from '@mui/icons-material/PendingActions';

import { COMMON_COPY } from '@contract/copy/common';
import { BUYER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { countText } from '@contract/copy/lists';
import { StatCard } from '@app/components/StatCard';
import { useGetMyTasksQuery } from '../api/tasksApi';

export function BuyerTaskStats({ buyerEmail }: { buyerEmail: string }) {
  const { data: tasks, isLoading, isError, refetch } = useGetMyTasksQuery(buyerEmail);
  const failure =
    isError && !tasks
      ? {
          message: COPY.statsFailed,
          retryLabel: COMMON_COPY.tryAgain,
          onRetry: () => void refetch(),
        }
      : undefined;
  const pendingWorkers = tasks?.reduce((sum, task) => sum + task.required_workers, 0);
  return (
    <>
      <StatCard
        label={COPY.totalTasks}
        icon={<AssignmentIcon />}
        value={tasks ? countText(tasks.length) : undefined}
        loading={isLoading}
        failure={failure}
      />
      <StatCard
        label={COPY.pendingTasks}
        icon={<PendingActionsIcon />}
        value={pendingWorkers === undefined ? undefined : countText(pendingWorkers)}
        loading={isLoading}
        failure={failure}
      />
    </>
  );
}
