/**
 * /dashboard/tasks/details/:id (docs/product.md#task-details): a task's details, for every role; a
 * worker can submit work for it below.
 */
import { useParams } from 'react-router';

import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { DASHBOARD_PATHS, ROLE_HOME_PATHS } from '@contract/dashboard';
import { SubmitWorkForm } from '@app/features/submissions/components/SubmitWorkForm';
import { TaskDetailsView } from '@app/features/tasks/components/TaskDetailsView';
import { AfterHydration } from '@app/components/AfterHydration';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { useCurrentUser } from '@app/session/currentUser';

export function TaskDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser('loaded');
  const isWorker = user.role === 'worker';
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.taskDetails}</ScreenHeading>
      <TaskDetailsView
        id={id}
        backTo={isWorker ? DASHBOARD_PATHS.tasks : ROLE_HOME_PATHS[user.role]}
      >
        {isWorker && (
          <AfterHydration height={360}>
            <SubmitWorkForm key={id} taskId={id} />
          </AfterHydration>
        )}
      </TaskDetailsView>
    </>
  );
}
