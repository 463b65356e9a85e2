/** TaskDetailsView's task. */
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, params }) => {
  if (params.id) dispatch(tasksApi.endpoints.getTaskDetails.initiate(params.id, UNSUBSCRIBED));
};
