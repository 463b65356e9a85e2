/** /dashboard/my-tasks (docs/product.md#my-tasks): the buyer's tasks. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { MyTasksTable } from '@app/features/tasks/components/MyTasksTable';
import { useCurrentUser } from '@app/session/currentUser';

export function MyTasksRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.myTasks}</ScreenHeading>
      <MyTasksTable buyerEmail={user.email} />
    </>
  );
}
