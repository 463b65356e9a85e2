/** Worker Home: how many tasks still need workers (the total of a one-item page). */
import AssignmentIcon from '@mui/icons-material/Assignment';

import { WORKER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { countText } from '@contract/copy/lists';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { useGetAvailableTasksQuery } from '../api/tasksApi';

export function AvailableTasksStat() {
  return (
    <QueryStatCard
      query={useGetAvailableTasksQuery({ limit: 1 })}
      label={COPY.availableTasks}
      icon={<AssignmentIcon />}
      figure={(page) => countText(page.total)}
      failedMessage={COPY.figuresFailed}
    />
  );
}
