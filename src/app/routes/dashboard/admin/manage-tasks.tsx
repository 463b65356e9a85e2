/** /dashboard/manage-tasks (docs/product.md#manage-tasks): every task, and removal. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { MANAGE_TASKS_COPY } from '@contract/copy/tasks';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { ManageTasksTable } from '@app/features/tasks/components/ManageTasksTable';

export function ManageTasksRoute() {
  return (
    <ManageTasksTable
      heading={(total) => (
        <ScreenHeading>
          {total === undefined ? SCREEN_HEADINGS.manageTasks : MANAGE_TASKS_COPY.heading(total)}
        </ScreenHeading>
      )}
    />
  );
}
