/**
 * ManageTasksTable (and, under a filter, the unfiltered first page its heading counts), and the
 * platform's figures the admin's coin badge shows.
 */
import { tablePageOf } from '@app/components/table/tablePage';
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { usersApi } from '@app/features/users/api/usersApi';
import { isFiltered, tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, search }) => {
  const query = tableQueryOf('manageTasks', search);
  dispatch(
    tasksApi.endpoints.getManageTasks.initiate({ ...tablePageOf(search), ...query }, UNSUBSCRIBED),
  );
  if (isFiltered(query)) {
    dispatch(
      tasksApi.endpoints.getManageTasks.initiate(tablePageOf(new URLSearchParams()), UNSUBSCRIBED),
    );
  }
  dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, UNSUBSCRIBED));
};
