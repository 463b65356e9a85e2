/** TasksGrid. */
import { TASKS_PAGE_SIZE } from '@contract/constants';
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { pageOf } from '@app/hooks/usePageParam';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, search }) => {
  dispatch(
    tasksApi.endpoints.getTasksPage.initiate(
      { page: pageOf(search), limit: TASKS_PAGE_SIZE, ...tableQueryOf('openTasks', search) },
      UNSUBSCRIBED,
    ),
  );
};
