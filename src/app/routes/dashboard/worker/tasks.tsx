/** /dashboard/tasks (docs/product.md#tasks-list): the tasks a worker can still take. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { TasksGrid } from '@app/features/tasks/components/TasksGrid';

export function TasksRoute() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.tasks}</ScreenHeading>
      <TasksGrid />
    </>
  );
}
