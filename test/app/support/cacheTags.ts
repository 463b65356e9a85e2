/**
 * Which reads a mutation makes refetch: every read of the API that shows a figure is subscribed
 * (as screens would), the mutation runs, and the GETs that follow are the reads whose tags it
 * invalidated.
 */
import { waitFor } from '@testing-library/react';

import { earningsApi } from '@app/features/earnings/api/earningsApi';
import { insightsApi } from '@app/features/insights/api/insightsApi';
import { landingApi } from '@app/features/landing/api/landingApi';
import { notificationsApi } from '@app/features/notifications/api/notificationsApi';
import { paymentsApi } from '@app/features/payments/api/paymentsApi';
import { submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { balanceApi } from '@app/features/users/api/balanceApi';
import { usersApi } from '@app/features/users/api/usersApi';
import { withdrawalsApi } from '@app/features/withdrawals/api/withdrawalsApi';
import { ADA_EMAIL, type RecordedRequest, task, type TestStore } from './apiWorld';

interface Subscription extends PromiseLike<unknown> {
  unsubscribe: () => void;
}

/** Every read, keyed by the path it GETs. */
const READS: Readonly<Record<string, (store: TestStore) => Subscription>> = {
  '/user': (store) => store.dispatch(usersApi.endpoints.getUserByEmail.initiate(ADA_EMAIL)),
  '/users': (store) => store.dispatch(usersApi.endpoints.getUsers.initiate(undefined)),
  '/users/summary': (store) =>
    store.dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined)),
  '/balance': (store) => store.dispatch(balanceApi.endpoints.getBalance.initiate(ADA_EMAIL)),
  '/insights/earnings': (store) =>
    store.dispatch(insightsApi.endpoints.getEarningsInsight.initiate({ email: ADA_EMAIL })),
  '/insights/spending': (store) =>
    store.dispatch(insightsApi.endpoints.getSpendingInsight.initiate({ email: ADA_EMAIL })),
  '/insights/platform': (store) =>
    store.dispatch(insightsApi.endpoints.getPlatformInsight.initiate({})),
  '/tasks': (store) => store.dispatch(tasksApi.endpoints.getTasksPage.initiate({ page: 1 })),
  [`/tasks/details/${task._id}`]: (store) =>
    store.dispatch(tasksApi.endpoints.getTaskDetails.initiate(task._id)),
  '/my-tasks': (store) => store.dispatch(tasksApi.endpoints.getMyTasks.initiate(ADA_EMAIL)),
  '/manage-tasks': (store) => store.dispatch(tasksApi.endpoints.getManageTasks.initiate(undefined)),
  '/available-tasks': (store) =>
    store.dispatch(tasksApi.endpoints.getAvailableTasks.initiate(undefined)),
  '/featured-tasks': (store) =>
    store.dispatch(landingApi.endpoints.getFeaturedTasks.initiate(undefined)),
  '/top-workers': (store) => store.dispatch(landingApi.endpoints.getTopWorkers.initiate(undefined)),
  '/submissions': (store) =>
    store.dispatch(submissionsApi.endpoints.getSubmissions.initiate({ email: ADA_EMAIL })),
  '/my-submissions': (store) =>
    store.dispatch(submissionsApi.endpoints.getMySubmissions.initiate({ email: ADA_EMAIL })),
  '/appeals': (store) => store.dispatch(submissionsApi.endpoints.getAppeals.initiate({})),
  '/notifications': (store) =>
    store.dispatch(notificationsApi.endpoints.getNotifications.initiate(ADA_EMAIL)),
  '/earnings': (store) => store.dispatch(earningsApi.endpoints.getEarnings.initiate(ADA_EMAIL)),
  '/withdrawal-requests': (store) =>
    store.dispatch(withdrawalsApi.endpoints.getWithdrawals.initiate(undefined)),
  '/payments': (store) => store.dispatch(paymentsApi.endpoints.getPayments.initiate(ADA_EMAIL)),
  '/total-payments': (store) =>
    store.dispatch(paymentsApi.endpoints.getTotalPayments.initiate(undefined)),
};

export const ALL_READS = Object.keys(READS).sort();

function readsIn(requests: readonly RecordedRequest[]): string[] {
  return [
    ...new Set(requests.filter(({ method }) => method === 'GET').map(({ path }) => path)),
  ].sort();
}

/** Resolves to the sorted paths of the reads that refetched after `mutate`. */
export async function expectRefetchedReads(
  store: TestStore,
  requests: RecordedRequest[],
  mutate: () => Promise<unknown>,
  expected: readonly string[],
): Promise<void> {
  const subscriptions = Object.values(READS).map((subscribe) => subscribe(store));
  await Promise.all(subscriptions);
  expect(readsIn(requests)).toEqual(ALL_READS);
  requests.length = 0;

  await mutate();
  const wanted = [...expected].sort();
  await waitFor(() => expect(readsIn(requests)).toEqual(wanted));
  // Invalidation starts every refetch at once; a late extra one would show up by now.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(readsIn(requests)).toEqual(wanted);
  subscriptions.forEach((subscription) => subscription.unsubscribe());
}
