/** /dashboard/manage-users (docs/product.md#manage-users): every user, their role and removal. */
import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { MANAGE_USERS_COPY } from '@contract/copy/users';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { ManageUsersTable } from '@app/features/users/components/ManageUsersTable';
import { useCurrentUser } from '@app/session/currentUser';

export function ManageUsersRoute() {
  const { user } = useCurrentUser('loaded');
  return (
    <ManageUsersTable
      currentUserId={user._id}
      heading={(total) => (
        <ScreenHeading>
          {total === undefined ? SCREEN_HEADINGS.manageUsers : MANAGE_USERS_COPY.heading(total)}
        </ScreenHeading>
      )}
    />
  );
}
