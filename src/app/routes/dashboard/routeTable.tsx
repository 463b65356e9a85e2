/**
 * The route table of everything under /dashboard (docs/product.md#routes): each URL, the route file
 * that draws it and the role it is for. It comes with the dashboard's frame, in the chunk the
 * public route table (src/app/router.tsx) loads for /dashboard, so none of it weighs on the landing
 * page. The frame sends signed-out visitors to /login; a role's guard shows any other role nothing.
 *
 * Every screen is a chunk of its own, named in DASHBOARD_SCREENS (@contract/dashboard): the server
 * preloads the chunk of the URL's screen with the page; the screen's first data is asked for apart
 * from its code, as soon as the signed-in person is known (./screenData.ts).
 */
import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';

import type { Role } from '@contract/entities';
import {
  DASHBOARD_PATHS,
  DASHBOARD_SCREENS,
  type DashboardScreenChunk,
  dashboardScreenOf,
} from '@contract/dashboard';
import { settledPromise } from '@app/components/settledPromise';
import { DashboardLayout } from '@app/layouts/dashboard/DashboardLayout';
import { RoleGuard } from '@app/layouts/dashboard/RoleGuard';
import { DashboardIndexRoute } from './index';
import { DashboardNotFoundRoute } from './not-found';
import { ProfileRoute } from './profile';
import { prefetchScreen } from './screenData';

export { loadDrawnParts } from '@app/components/drawnPart';

interface ScreenModule {
  Screen: ComponentType;
}

/** Each screen's code, by the chunk name its import gives it (the same as in DASHBOARD_SCREENS). */
const SCREEN_CODE: Record<DashboardScreenChunk, () => Promise<ScreenModule>> = {
  'screen-task-details': () =>
    import(/* webpackChunkName: "screen-task-details" */ './tasks/details').then((m) => ({
      Screen: m.TaskDetailsRoute,
    })),
  'screen-worker-home': () =>
    import(/* webpackChunkName: "screen-worker-home" */ './worker/worker-home').then((m) => ({
      Screen: m.WorkerHomeRoute,
    })),
  'screen-tasks': () =>
    import(/* webpackChunkName: "screen-tasks" */ './worker/tasks').then((m) => ({
      Screen: m.TasksRoute,
    })),
  'screen-submissions': () =>
    import(/* webpackChunkName: "screen-submissions" */ './worker/submissions').then((m) => ({
      Screen: m.SubmissionsRoute,
    })),
  'screen-withdrawals': () =>
    import(/* webpackChunkName: "screen-withdrawals" */ './worker/withdrawals').then((m) => ({
      Screen: m.WithdrawalsRoute,
    })),
  'screen-buyer-home': () =>
    import(/* webpackChunkName: "screen-buyer-home" */ './buyer/buyer-home').then((m) => ({
      Screen: m.BuyerHomeRoute,
    })),
  'screen-add-tasks': () =>
    import(/* webpackChunkName: "screen-add-tasks" */ './buyer/add-tasks').then((m) => ({
      Screen: m.AddTasksRoute,
    })),
  'screen-my-tasks': () =>
    import(/* webpackChunkName: "screen-my-tasks" */ './buyer/my-tasks').then((m) => ({
      Screen: m.MyTasksRoute,
    })),
  'screen-purchase': () =>
    import(/* webpackChunkName: "screen-purchase" */ './buyer/purchase').then((m) => ({
      Screen: m.PurchaseRoute,
    })),
  'screen-payment': () =>
    import(/* webpackChunkName: "screen-payment" */ './buyer/payment').then((m) => ({
      Screen: m.PaymentRoute,
    })),
  'screen-payment-history': () =>
    import(/* webpackChunkName: "screen-payment-history" */ './buyer/payment-history').then(
      (m) => ({ Screen: m.PaymentHistoryRoute }),
    ),
  'screen-admin-home': () =>
    import(/* webpackChunkName: "screen-admin-home" */ './admin/admin-home').then((m) => ({
      Screen: m.AdminHomeRoute,
    })),
  'screen-manage-users': () =>
    import(/* webpackChunkName: "screen-manage-users" */ './admin/manage-users').then((m) => ({
      Screen: m.ManageUsersRoute,
    })),
  'screen-manage-tasks': () =>
    import(/* webpackChunkName: "screen-manage-tasks" */ './admin/manage-tasks').then((m) => ({
      Screen: m.ManageTasksRoute,
    })),
  'screen-appeals': () =>
    import(/* webpackChunkName: "screen-appeals" */ './admin/appeals').then((m) => ({
      Screen: m.AppealsRoute,
    })),
};

const loading = new Map<DashboardScreenChunk, Promise<ScreenModule>>();
const loaded = new Map<DashboardScreenChunk, ScreenModule>();

/** A screen's code, fetched once (a failed fetch is tried again on the next call). */
function screenCode(chunk: DashboardScreenChunk): Promise<ScreenModule> {
  let code = loading.get(chunk);
  if (!code) {
    code = SCREEN_CODE[chunk]().then(
      (module) => {
        loaded.set(chunk, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(chunk);
        throw error;
      },
    );
    loading.set(chunk, code);
  }
  return code;
}

/**
 * Loads the code of the screen a URL opens. A page drawn on the server waits for it before React
 * takes the page over (../../index.tsx): while a part's code is missing React leaves the part as
 * drawn, and any change above it meanwhile would have React draw it afresh.
 */
export async function loadScreenCode(pathname: string): Promise<void> {
  const screen = dashboardScreenOf(pathname);
  if (screen) await screenCode(screen.chunk);
}

const SCREENS = DASHBOARD_SCREENS.map((screen) => ({
  ...screen,
  // Code already here is drawn in the same pass (settledPromise).
  Screen: lazy(() => {
    const code = loaded.get(screen.chunk);
    return (code ? settledPromise(code) : screenCode(screen.chunk)).then(({ Screen }) => ({
      default: Screen,
    }));
  }),
}));

/** A route path below /dashboard, from the full path. */
function below(path: string): string {
  return path.slice(`${DASHBOARD_PATHS.root}/`.length);
}

function screenRoutes(role: Role | undefined) {
  return SCREENS.filter((screen) => screen.role === role).map(({ path, Screen }) => (
    <Route key={path} path={below(path)} element={<Screen />} />
  ));
}

export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout prefetchScreen={prefetchScreen} />}>
        <Route index element={<DashboardIndexRoute />} />
        <Route path={below(DASHBOARD_PATHS.profile)} element={<ProfileRoute />} />
        {screenRoutes(undefined)}
        <Route element={<RoleGuard allow="worker" />}>{screenRoutes('worker')}</Route>
        <Route element={<RoleGuard allow="buyer" />}>{screenRoutes('buyer')}</Route>
        <Route element={<RoleGuard allow="admin" />}>{screenRoutes('admin')}</Route>
        <Route path="*" element={<DashboardNotFoundRoute />} />
      </Route>
    </Routes>
  );
}
