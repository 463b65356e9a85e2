/** ManageUsersTable, and the platform's figures the admin's coin badge shows. */
import { tablePageOf } from '@app/components/table/tablePage';
import { usersApi } from '@app/features/users/api/usersApi';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, search }) => {
  dispatch(
    usersApi.endpoints.getUsers.initiate(
      { ...tablePageOf(search), ...tableQueryOf('users', search) },
      UNSUBSCRIBED,
    ),
  );
  dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, UNSUBSCRIBED));
};
