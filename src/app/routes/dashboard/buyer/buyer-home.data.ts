/**
 * BuyerTaskStats, TotalPaymentStat, PendingSubmissions, and below them the appeals' table and the
 * spending chart: the whole page's data goes out at once, so the sections further down settle
 * with the first screenful rather than once rendered.
 */
import { tablePageOf } from '@app/components/table/tablePage';
import { insightsApi } from '@app/features/insights/api/insightsApi';
import { paymentsApi } from '@app/features/payments/api/paymentsApi';
import { submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, person: { email }, search }) => {
  dispatch(tasksApi.endpoints.getMyTasks.initiate(email, UNSUBSCRIBED));
  dispatch(paymentsApi.endpoints.getPayments.initiate(email, UNSUBSCRIBED));
  dispatch(
    submissionsApi.endpoints.getSubmissions.initiate({ email, status: 'pending' }, UNSUBSCRIBED),
  );
  dispatch(
    submissionsApi.endpoints.getAppeals.initiate(
      { ...tablePageOf(search), ...tableQueryOf('appeals', search) },
      UNSUBSCRIBED,
    ),
  );
  dispatch(insightsApi.endpoints.getSpendingInsight.initiate({ email }, UNSUBSCRIBED));
};
