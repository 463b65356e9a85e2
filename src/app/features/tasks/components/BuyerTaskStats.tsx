/**
 * Buyer Home (docs/product.md#buyer-home): how many tasks the buyer has posted, and how many
 * workers they still need in all (the sum of required_workers).
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import PendingActionsIcon from '@mui/icons-material/PendingActions';

import { BUYER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { countText } from '@contract/copy/lists';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { useGetMyTasksQuery } from '../api/tasksApi';

export function BuyerTaskStats({ buyerEmail }: { buyerEmail: string }) {
  const query = useGetMyTasksQuery(buyerEmail);
  return (
    <>
      <QueryStatCard
        query={query}
        label={COPY.totalTasks}
        icon={<AssignmentIcon />}
        figure={(tasks) => countText(tasks.length)}
        failedMessage={COPY.statsFailed}
        keepLoadedFigure
      />
      <QueryStatCard
        query={query}
        label={COPY.pendingTasks}
        icon={<PendingActionsIcon />}
        figure={(tasks) => countText(tasks.reduce((sum, task) => sum + task.required_workers, 0))}
        failedMessage={COPY.statsFailed}
        keepLoadedFigure
      />
    </>
  );
}
