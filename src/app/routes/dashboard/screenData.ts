/**
 * Each dashboard screen's first data, asked for as soon as the signed-in person's e-mail is known
 * (from the session remembered from the last visit, or from the identity provider), beside the
 * user record rather than after it, and apart from the screen's code, which may still be on its way
 * (docs/performance.md#dashboards). Each entry asks with exactly the arguments the screen's
 * components use, so that they find their queries answered or under way; a test checks that no
 * screen asks twice (test/app/routes/dashboard/screenData.test.tsx).
 */
import { TASKS_PAGE_SIZE } from '@contract/constants';
import { DASHBOARD_PATHS, type DashboardScreenChunk, dashboardScreenOf } from '@contract/dashboard';
import type { Role } from '@contract/entities';
import { tablePageOf } from '@app/components/table/tablePage';
import { earningsApi } from '@app/features/earnings/api/earningsApi';
import { paymentSettingsApi } from '@app/features/payments/api/paymentSettingsApi';
import { paymentsApi } from '@app/features/payments/api/paymentsApi';
import { NEWEST_APPEALS, submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { tasksApi } from '@app/features/tasks/api/tasksApi';
import { balanceApi } from '@app/features/users/api/balanceApi';
import { usersApi } from '@app/features/users/api/usersApi';
import { withdrawalsApi } from '@app/features/withdrawals/api/withdrawalsApi';
import { pageOf } from '@app/hooks/usePageParam';
import { isFiltered, tableQueryOf } from '@app/hooks/useTableParams';
import { markFirstData } from '@app/session/earlyReads';
import type { AppDispatch } from '@app/store/store';

export interface ScreenDataContext {
  dispatch: AppDispatch;
  /** Marks a query as part of the first data (the next visit's first script sends it early). */
  first: <Started extends { queryCacheKey: string }>(started: Started) => Started;
  /** The signed-in person's e-mail. */
  email: string;
  /** The URL's path (`/dashboard/tasks/details/…`) and query (`?page=2`). */
  pathname: string;
  search: URLSearchParams;
}

/** Starts the screen's first queries; settles once they have all answered (well or not). */
export type ScreenDataPrefetch = (context: ScreenDataContext) => Promise<unknown>;

const cached = { subscribe: false } as const;

/** The task a details address names, as the route reads it; none when it names none. */
function taskIdOf(pathname: string): string | undefined {
  const prefix = `${DASHBOARD_PATHS.taskDetailsPattern.slice(0, -':id'.length)}`;
  if (!pathname.startsWith(prefix)) return undefined;
  try {
    const id = decodeURIComponent(pathname.slice(prefix.length));
    return id && !id.includes('/') ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Every screen's first data; a screen drawn from the user record alone asks for nothing more. */
export const SCREEN_DATA: Record<DashboardScreenChunk, ScreenDataPrefetch> = {
  // BuyerTaskStats, TotalPaymentStat and PendingSubmissions. The appeals come below them, out of
  // the first view: their table asks for them once drawn, so the first data does not wait for them.
  'screen-buyer-home': ({ dispatch, email, first }) =>
    Promise.all([
      first(dispatch(tasksApi.endpoints.getMyTasks.initiate(email, cached))),
      first(dispatch(paymentsApi.endpoints.getPayments.initiate(email, cached))),
      first(
        dispatch(
          submissionsApi.endpoints.getSubmissions.initiate({ email, status: 'pending' }, cached),
        ),
      ),
    ]),
  // TasksGrid.
  'screen-tasks': ({ dispatch, search, first }) =>
    first(
      dispatch(
        tasksApi.endpoints.getTasksPage.initiate(
          { page: pageOf(search), limit: TASKS_PAGE_SIZE, ...tableQueryOf('openTasks', search) },
          cached,
        ),
      ),
    ),
  // MySubmissionsTable.
  'screen-submissions': ({ dispatch, email, search, first }) =>
    first(
      dispatch(
        submissionsApi.endpoints.getMySubmissions.initiate(
          { email, ...tablePageOf(search), ...tableQueryOf('mySubmissions', search) },
          cached,
        ),
      ),
    ),
  // PlatformFigures and WithdrawalRequestsTable.
  'screen-admin-home': ({ dispatch, search, first }) =>
    Promise.all([
      first(dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, cached))),
      first(
        dispatch(
          withdrawalsApi.endpoints.getWithdrawals.initiate(
            { ...tablePageOf(search), ...tableQueryOf('withdrawals', search) },
            cached,
          ),
        ),
      ),
    ]),
  // ManageUsersTable, and the platform's figures the admin's coin badge shows.
  'screen-manage-users': ({ dispatch, search, first }) =>
    Promise.all([
      first(
        dispatch(
          usersApi.endpoints.getUsers.initiate(
            { ...tablePageOf(search), ...tableQueryOf('users', search) },
            cached,
          ),
        ),
      ),
      first(dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, cached))),
    ]),
  // AppealsTable, and the platform's figures the admin's coin badge shows.
  'screen-appeals': ({ dispatch, search, first }) =>
    Promise.all([
      first(
        dispatch(
          submissionsApi.endpoints.getAppeals.initiate(
            { ...tablePageOf(search), ...tableQueryOf('appeals', search) },
            cached,
          ),
        ),
      ),
      first(dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, cached))),
    ]),
  // TaskDetailsView.
  'screen-task-details': ({ dispatch, pathname, first }) => {
    const id = taskIdOf(pathname);
    return id === undefined
      ? Promise.resolve()
      : first(dispatch(tasksApi.endpoints.getTaskDetails.initiate(id, cached)));
  },
  // AvailableTasksStat, MyPendingSubmissions, TotalEarningsStat and WorkerBalanceCards. The chart
  // section comes below them, out of the first view.
  'screen-worker-home': ({ dispatch, email, first }) =>
    Promise.all([
      first(dispatch(tasksApi.endpoints.getAvailableTasks.initiate({ limit: 1 }, cached))),
      first(
        dispatch(
          submissionsApi.endpoints.getSubmissions.initiate({ email, status: 'pending' }, cached),
        ),
      ),
      first(dispatch(earningsApi.endpoints.getEarnings.initiate(email, cached))),
      first(dispatch(balanceApi.endpoints.getBalance.initiate(email, cached))),
    ]),
  // WithdrawFunds, AddTaskForm and CoinPackages draw from the user record alone.
  'screen-withdrawals': () => Promise.resolve(),
  'screen-add-tasks': () => Promise.resolve(),
  'screen-purchase': () => Promise.resolve(),
  // PaymentCheckout (the card form itself comes from the gateway, in the browser).
  'screen-payment': ({ dispatch, first }) =>
    first(dispatch(paymentSettingsApi.endpoints.getPaymentSettings.initiate(undefined, cached))),
  // MyTasksTable: unsorted and unfiltered, the list the buyer's figures ask for.
  'screen-my-tasks': ({ dispatch, email, search, first }) => {
    const query = tableQueryOf('myTasks', search);
    const args = Object.keys(query).length > 0 ? { email, ...query } : email;
    return first(dispatch(tasksApi.endpoints.getMyTasks.initiate(args, cached)));
  },
  // PaymentHistoryTable, likewise.
  'screen-payment-history': ({ dispatch, email, search, first }) => {
    const query = tableQueryOf('payments', search);
    const args = Object.keys(query).length > 0 ? { email, ...query } : email;
    return first(dispatch(paymentsApi.endpoints.getPayments.initiate(args, cached)));
  },
  // ManageTasksTable (and, under a filter, the unfiltered first page its heading counts), and the
  // platform's figures the admin's coin badge shows.
  'screen-manage-tasks': ({ dispatch, search, first }) => {
    const query = tableQueryOf('manageTasks', search);
    return Promise.all([
      first(
        dispatch(
          tasksApi.endpoints.getManageTasks.initiate({ ...tablePageOf(search), ...query }, cached),
        ),
      ),
      ...(isFiltered(query)
        ? [
            first(
              dispatch(
                tasksApi.endpoints.getManageTasks.initiate(
                  tablePageOf(new URLSearchParams()),
                  cached,
                ),
              ),
            ),
          ]
        : []),
      first(dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, cached))),
    ]);
  },
};

/**
 * Starts the first data of the screen a URL opens (with the user record the frame waits for, and
 * for a buyer the appeals their sidebar's Home link counts), for the person signed in as `email`
 * with `role` (known from the record, or remembered from the last visit); another role's screen is
 * left alone, as its guard will show nothing. Settles once that data has answered. In the browser
 * the queries are marked for the next visit's first script; a page drawn on the server
 * (`keepForNextVisit: false`) keeps nothing.
 */
export async function prefetchScreen(
  location: { pathname: string; search: string },
  person: { email: string; role: Role | undefined },
  dispatch: AppDispatch,
  { keepForNextVisit = true }: { keepForNextVisit?: boolean } = {},
): Promise<void> {
  const address = `${location.pathname}${location.search}`;
  const first = <Started extends { queryCacheKey: string }>(started: Started): Started => {
    if (keepForNextVisit) markFirstData(started, address);
    return started;
  };
  first(dispatch(usersApi.endpoints.getUserByEmail.initiate(person.email, cached)));
  const frame =
    person.role === 'buyer'
      ? first(dispatch(submissionsApi.endpoints.getAppeals.initiate(NEWEST_APPEALS, cached)))
      : undefined;
  const screen = dashboardScreenOf(location.pathname, person.role);
  if (!screen || (screen.role && screen.role !== person.role)) return;
  await Promise.all([
    frame,
    SCREEN_DATA[screen.chunk]({
      dispatch,
      email: person.email,
      first,
      pathname: location.pathname,
      search: new URLSearchParams(location.search),
    }),
  ]);
}
