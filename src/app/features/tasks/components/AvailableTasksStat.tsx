/** Worker Home: how many tasks still need workers (the total of a one-item page). */
import AssignmentIcon from '@mui/icons-material/Assignment';

import { COMMON_COPY } from '@contract/copy/common';
import { WORKER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { countText } from '@contract/copy/lists';
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
              retryLabel: COMMON_COPY.tryAgain,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
