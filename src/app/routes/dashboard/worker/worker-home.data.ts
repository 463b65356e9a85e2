/** AvailableTasksStat, MyPendingSubmissions, TotalEarningsStat and WorkerBalanceCards. */
import { earningsApi } from '@app/features/earnings/api/earningsApi';
import { submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { balanceApi } from '@app/features/users/api/balanceApi';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, person: { email } }) => {
  dispatch(tasksApi.endpoints.getAvailableTasks.initiate({ limit: 1 }, UNSUBSCRIBED));
  dispatch(
    submissionsApi.endpoints.getSubmissions.initiate({ email, status: 'pending' }, UNSUBSCRIBED),
  );
  dispatch(earningsApi.endpoints.getEarnings.initiate(email, UNSUBSCRIBED));
  dispatch(balanceApi.endpoints.getBalance.initiate(email, UNSUBSCRIBED));
};
