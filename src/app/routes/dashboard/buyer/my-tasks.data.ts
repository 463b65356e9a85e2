/** MyTasksTable: unsorted and unfiltered, the list the buyer's figures ask for. */
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, person: { email }, search }) => {
  const query = tableQueryOf('myTasks', search);
  const args = Object.keys(query).length > 0 ? { email, ...query } : email;
  dispatch(tasksApi.endpoints.getMyTasks.initiate(args, UNSUBSCRIBED));
};
