/** Worker Home: how many tasks still need workers (the total of a one-item page). */
import AssignmentIcon from '@mui/icons-material/Assignment';

import { countText, LIST_COPY } from '@contract/listCopy';
import { WORKER_HOME_COPY as COPY } from '@contract/workerCopy';
import { StatCard } from '@app/components/StatCard';
import { useGetAvailableTasksQuery } from '../api/tasksApi';

export function AvailableTasksStat() {
  const { data, isLoading, isError, refetch } = useGetAvailableTasksQuery({ limit: 1 });
  return (
    <StatCard
      label={COPY.availableTasks}
      icon={<AssignmentIcon />}
      value={data ? countText(data.total) : undefined}
      loading={isLoading}
      failure={
        isError
          ? {
              message: COPY.figuresFailed,
              retryLabel: LIST_COPY.retry,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
