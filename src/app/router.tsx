/**
 * The route table (docs/architecture.md#how-a-page-starts, docs/product.md#routes): every URL of
 * the client, one entry each, in React Router's data-route form. Each entry names its route file
 * (`lazy`, its code), the reads its screen makes (`loader`, ./routes/screenLoader.ts)
 * and, in `handle`, its page title and who may see it. Nothing else maps a URL to a screen.
 *
 * The table comes with the data router (./dataRouter.tsx); it imports no route's code itself, so
 * the server reads it without loading any. The public layout and the landing page are in the
 * first bundle (`webpackMode: "eager"`: the landing page renders them without the router,
 * ./LandingApp.tsx). An entry's `id` is the name of the chunk its code is built
 * into (the webpackChunkName of its import): the server preloads a URL's chunks with its page
 * (src/server/web/clientPages.ts). The dashboard's frame and its small routes share one chunk,
 * and every screen's reads one more, `dashboard-data`, so a dashboard URL costs three requests.
 */
import { matchRoutes, Outlet, type RouteObject } from 'react-router';

import { LANDING_TITLE } from '@contract/constants';
import { LOGIN_COPY, REGISTER_COPY, EMULATOR_GOOGLE_COPY } from '@contract/copy/auth';
import { DASHBOARD_COPY, SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { NOT_FOUND_COPY, UNAUTHORIZED_COPY } from '@contract/copy/site';
import type { Role } from '@contract/entities';
import { LAB_COPY } from '@contract/copy/lab';
import { loadClientConfig } from './clientConfig';
import { EMULATOR_GOOGLE_PATH } from './features/auth/emulatorGoogleAccount';
import { LAB_PATH } from './labPath';
import { SessionProvider } from './providers/SessionProvider';
import { screenLoader } from './routes/screenLoader';

/** Who may see a route: anyone, anyone signed in, or the one role its guard lets through. */
export type RouteAccess = 'public' | 'signedIn' | Role;

export interface RouteHandle {
  /** The page's title, before the brand. */
  title: string;
  access: RouteAccess;
}

const handle = (title: string, access: RouteAccess): RouteHandle => ({ title, access });

/**
 * What a page rendered in the browser shows until its first route's code (and loader) is in: the
 * empty root it came with. A server-rendered or pre-rendered page is hydrated as it is instead.
 */
function EmptyUntilLoaded() {
  return null;
}

/** QA's Machine Lab's entry, and the chunk of its code: a page only some servers offer. */
export const LAB_ROUTE_ID = 'lab';

/** Every page of the product, below the signed-in person's session. */
const productRoutes: RouteObject[] = [
  {
    id: 'public',
    HydrateFallback: EmptyUntilLoaded,
    lazy: () =>
      import(/* webpackMode: "eager" */ './layouts/PublicLayout').then((m) => ({
        Component: m.PublicLayout,
      })),
    children: [
      {
        id: 'landing',
        index: true,
        lazy: () =>
          import(/* webpackMode: "eager" */ './routes/landing').then((m) => ({
            Component: m.LandingRoute,
          })),
        handle: handle(LANDING_TITLE, 'public'),
      },
      {
        id: 'route-login',
        path: 'login',
        lazy: () =>
          import(/* webpackChunkName: "route-login" */ './routes/login').then((m) => ({
            Component: m.LoginRoute,
          })),
        handle: handle(LOGIN_COPY.heading, 'public'),
      },
      {
        id: 'route-register',
        path: 'register',
        lazy: () =>
          import(/* webpackChunkName: "route-register" */ './routes/register').then((m) => ({
            Component: m.RegisterRoute,
          })),
        handle: handle(REGISTER_COPY.heading, 'public'),
      },
      {
        id: 'route-unauthorized',
        path: 'unauthorized',
        lazy: () =>
          import(/* webpackChunkName: "route-unauthorized" */ './routes/unauthorized').then(
            (m) => ({ Component: m.UnauthorizedRoute }),
          ),
        handle: handle(UNAUTHORIZED_COPY.heading, 'public'),
      },
      {
        id: 'route-not-found',
        path: '*',
        lazy: () =>
          import(/* webpackChunkName: "route-not-found" */ './routes/not-found').then((m) => ({
            Component: m.NotFoundRoute,
          })),
        handle: handle(NOT_FOUND_COPY.heading, 'public'),
      },
    ],
  },
  {
    id: 'route-dashboard',
    path: 'dashboard',
    HydrateFallback: EmptyUntilLoaded,
    lazy: () =>
      import(/* webpackChunkName: "route-dashboard" */ './layouts/dashboard/DashboardLayout').then(
        (m) => ({ Component: m.DashboardLayout }),
      ),
    loader: screenLoader(
      undefined,
      () => import(/* webpackChunkName: "dashboard-data" */ './routes/dashboard/frame.data'),
    ),
    handle: handle(DASHBOARD_COPY.title, 'signedIn'),
    children: [
      {
        id: 'dashboard-index',
        index: true,
        lazy: () =>
          import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/index').then(
            (m) => ({ Component: m.DashboardIndexRoute }),
          ),
        handle: handle(DASHBOARD_COPY.title, 'signedIn'),
      },
      {
        id: 'dashboard-profile',
        path: 'profile',
        lazy: () =>
          import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/profile').then(
            (m) => ({ Component: m.ProfileRoute }),
          ),
        handle: handle(SCREEN_HEADINGS.profile, 'signedIn'),
      },
      {
        id: 'screen-task-details',
        path: 'tasks/details/:id',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-task-details" */ './routes/dashboard/tasks/details'
          ).then((m) => ({ Component: m.TaskDetailsRoute })),
        loader: screenLoader(
          undefined,
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/tasks/details.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.taskDetails, 'signedIn'),
      },
      {
        id: 'screen-worker-home',
        path: 'worker-home',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-worker-home" */ './routes/dashboard/worker/worker-home'
          ).then((m) => ({ Component: m.WorkerHomeRoute })),
        loader: screenLoader(
          'worker',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/worker/worker-home.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.workerHome, 'worker'),
      },
      {
        id: 'screen-tasks',
        path: 'tasks',
        lazy: () =>
          import(/* webpackChunkName: "screen-tasks" */ './routes/dashboard/worker/tasks').then(
            (m) => ({ Component: m.TasksRoute }),
          ),
        loader: screenLoader(
          'worker',
          () =>
            import(/* webpackChunkName: "dashboard-data" */ './routes/dashboard/worker/tasks.data'),
        ),
        handle: handle(SCREEN_HEADINGS.tasks, 'worker'),
      },
      {
        id: 'screen-submissions',
        path: 'submissions',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-submissions" */ './routes/dashboard/worker/submissions'
          ).then((m) => ({ Component: m.SubmissionsRoute })),
        loader: screenLoader(
          'worker',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/worker/submissions.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.submissions, 'worker'),
      },
      {
        id: 'screen-withdrawals',
        path: 'withdrawals',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-withdrawals" */ './routes/dashboard/worker/withdrawals'
          ).then((m) => ({ Component: m.WithdrawalsRoute })),
        handle: handle(SCREEN_HEADINGS.withdrawals, 'worker'),
      },
      {
        id: 'screen-buyer-home',
        path: 'buyer-home',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-buyer-home" */ './routes/dashboard/buyer/buyer-home'
          ).then((m) => ({ Component: m.BuyerHomeRoute })),
        loader: screenLoader(
          'buyer',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/buyer/buyer-home.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.buyerHome, 'buyer'),
      },
      {
        id: 'screen-add-tasks',
        path: 'add-tasks',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-add-tasks" */ './routes/dashboard/buyer/add-tasks'
          ).then((m) => ({ Component: m.AddTasksRoute })),
        handle: handle(SCREEN_HEADINGS.addTasks, 'buyer'),
      },
      {
        id: 'screen-my-tasks',
        path: 'my-tasks',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-my-tasks" */ './routes/dashboard/buyer/my-tasks'
          ).then((m) => ({ Component: m.MyTasksRoute })),
        loader: screenLoader(
          'buyer',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/buyer/my-tasks.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.myTasks, 'buyer'),
      },
      {
        id: 'screen-purchase',
        path: 'purchase',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-purchase" */ './routes/dashboard/buyer/purchase'
          ).then((m) => ({ Component: m.PurchaseRoute })),
        handle: handle(SCREEN_HEADINGS.purchase, 'buyer'),
      },
      {
        id: 'screen-payment',
        path: 'payment',
        lazy: () =>
          import(/* webpackChunkName: "screen-payment" */ './routes/dashboard/buyer/payment').then(
            (m) => ({ Component: m.PaymentRoute }),
          ),
        loader: screenLoader(
          'buyer',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/buyer/payment.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.payment, 'buyer'),
      },
      {
        id: 'screen-payment-history',
        path: 'payment-history',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-payment-history" */ './routes/dashboard/buyer/payment-history'
          ).then((m) => ({ Component: m.PaymentHistoryRoute })),
        loader: screenLoader(
          'buyer',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/buyer/payment-history.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.paymentHistory, 'buyer'),
      },
      {
        id: 'screen-admin-home',
        path: 'admin-home',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-admin-home" */ './routes/dashboard/admin/admin-home'
          ).then((m) => ({ Component: m.AdminHomeRoute })),
        loader: screenLoader(
          'admin',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/admin/admin-home.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.adminHome, 'admin'),
      },
      {
        id: 'screen-manage-users',
        path: 'manage-users',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-manage-users" */ './routes/dashboard/admin/manage-users'
          ).then((m) => ({ Component: m.ManageUsersRoute })),
        loader: screenLoader(
          'admin',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/admin/manage-users.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.manageUsers, 'admin'),
      },
      {
        id: 'screen-manage-tasks',
        path: 'manage-tasks',
        lazy: () =>
          import(
            /* webpackChunkName: "screen-manage-tasks" */ './routes/dashboard/admin/manage-tasks'
          ).then((m) => ({ Component: m.ManageTasksRoute })),
        loader: screenLoader(
          'admin',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/admin/manage-tasks.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.manageTasks, 'admin'),
      },
      {
        id: 'screen-appeals',
        path: 'appeals',
        lazy: () =>
          import(/* webpackChunkName: "screen-appeals" */ './routes/dashboard/admin/appeals').then(
            (m) => ({ Component: m.AppealsRoute }),
          ),
        loader: screenLoader(
          'admin',
          () =>
            import(
              /* webpackChunkName: "dashboard-data" */ './routes/dashboard/admin/appeals.data'
            ),
        ),
        handle: handle(SCREEN_HEADINGS.appeals, 'admin'),
      },
      {
        id: 'dashboard-not-found',
        path: '*',
        lazy: () =>
          import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/not-found').then(
            (m) => ({ Component: m.DashboardNotFoundRoute }),
          ),
        handle: handle(DASHBOARD_COPY.pageNotFound, 'signedIn'),
      },
    ],
  },
  {
    id: 'route-emulator-google',
    HydrateFallback: EmptyUntilLoaded,
    path: EMULATOR_GOOGLE_PATH.slice(1),
    lazy: () =>
      import(/* webpackChunkName: "route-emulator-google" */ './routes/auth/emulator-google').then(
        (m) => ({ Component: m.EmulatorGoogleRoute }),
      ),
    handle: handle(EMULATOR_GOOGLE_COPY.heading, 'public'),
  },
];

/**
 * QA's Machine Lab (docs/machines/README.md): a page of its own, with its own frame and no
 * account, where the server offers it (MACHINE_LAB); elsewhere /lab is a page not found, and its
 * code is never loaded.
 */
const labRoute: RouteObject = {
  id: LAB_ROUTE_ID,
  path: `${LAB_PATH.slice(1)}/:machine?`,
  HydrateFallback: EmptyUntilLoaded,
  lazy: async () => {
    const config = await loadClientConfig().catch(() => null);
    if (config?.machineLab) {
      const lab = await import(/* webpackChunkName: "lab" */ './routes/lab');
      return { Component: lab.LabRoute };
    }
    const notFound = await import(/* webpackChunkName: "route-not-found" */ './routes/not-found');
    return { Component: notFound.LabNotOfferedRoute };
  },
  handle: handle(LAB_COPY.title, 'public'),
};

/**
 * The session of the person signed in (or not), for every page of the product; the Machine Lab
 * needs none, and a signed-in person's lab asks nothing of the identity provider.
 */
function WithSession() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export const routes: RouteObject[] = [
  { id: 'session', Component: WithSession, children: productRoutes },
  labRoute,
];

/** The table's entry of this `id`, at whatever depth. */
export function routeById(id: string, within: RouteObject[] = routes): RouteObject | undefined {
  for (const route of within) {
    if (route.id === id) return route;
    const below = route.children && routeById(id, route.children);
    if (below) return below;
  }
  return undefined;
}

/**
 * Loads the code of the routes an address matches into the table (React Router's way of
 * hydrating lazy routes): a page the server rendered is then rendered in the browser by the same
 * components in one pass.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
