/** /dashboard/add-tasks (docs/product.md#add-task): the buyer posts a task. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { AfterHydration } from '@app/components/AfterHydration';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { AddTaskForm } from '@app/features/tasks/components/AddTaskForm';
import { useCurrentUser } from '@app/session/currentUser';

export function AddTasksRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.addTasks}</ScreenHeading>
      <AfterHydration height={640}>
        <AddTaskForm buyer={user} />
      </AfterHydration>
    </>
  );
}
