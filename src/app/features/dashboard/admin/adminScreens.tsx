/**
 * The admin's screens (docs/product.md#admin), loaded together as one chunk that no other role
 * fetches. Each screen is composed here from the parts the features own.
 */
import Stack from '@mui/material/Stack';

import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { MANAGE_TASKS_COPY } from '@contract/copy/tasks';
import { MANAGE_USERS_COPY } from '@contract/copy/users';
import { ManageTasksTable } from '@app/features/tasks/components/ManageTasksTable';
import { ManageUsersTable } from '@app/features/users/components/ManageUsersTable';
import { PlatformFigures } from '@app/features/users/components/PlatformFigures';
import { WithdrawalRequestsTable } from '@app/features/withdrawals/components/WithdrawalRequestsTable';
import { ScreenHeading } from '../components/ScreenHeading';
import { useDashboardUser } from '../dashboardUser';

export function AdminHome() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.adminHome}</ScreenHeading>
      <Stack spacing={4}>
        <PlatformFigures />
        <WithdrawalRequestsTable />
      </Stack>
    </>
  );
}

export function ManageUsers() {
  const { user } = useDashboardUser();
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

export function ManageTasks() {
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
