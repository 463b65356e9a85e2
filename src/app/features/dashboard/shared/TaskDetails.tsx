/**
 * A task's details (docs/product.md#task-details), for every role; a worker can submit work for it
 * below.
 */
import { useParams } from 'react-router';

import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { DASHBOARD_PATHS, ROLE_HOME_PATHS } from '@contract/dashboard';
import { SubmitWorkForm } from '@app/features/submissions/components/SubmitWorkForm';
import { TaskDetailsView } from '@app/features/tasks/components/TaskDetailsView';
import { ScreenHeading } from '../components/ScreenHeading';
import { useDashboardUser } from '../dashboardUser';

export function TaskDetails() {
  const { id = '' } = useParams();
  const { user } = useDashboardUser();
  const isWorker = user.role === 'worker';
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.taskDetails}</ScreenHeading>
      <TaskDetailsView
        id={id}
        backTo={isWorker ? DASHBOARD_PATHS.tasks : ROLE_HOME_PATHS[user.role]}
      >
        {isWorker && <SubmitWorkForm key={id} taskId={id} />}
      </TaskDetailsView>
    </>
  );
}
