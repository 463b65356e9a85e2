/**
 * The route table of the public pages (docs/product.md#routes): each URL and the route file that
 * draws it (src/app/routes, named after the URL). This table ships with the first bundle, as does
 * the landing page, so every entry adds to it; every other route is loaded when visited.
 * Everything under /dashboard is in the dashboard's own table, routes/dashboard/routeTable.tsx,
 * which comes with the dashboard's chunk.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

import { RouteFallback } from './components/RouteFallback';
import { settledPromise } from './components/settledPromise';
import { EMULATOR_GOOGLE_PATH } from './features/auth/emulatorGoogleAccount';
import { PublicLayout } from './layouts/PublicLayout';
import { LandingRoute } from './routes/landing';

const LoginRoute = lazy(() =>
  import(/* webpackChunkName: "route-login" */ './routes/login').then((module) => ({
    default: module.LoginRoute,
  })),
);
const RegisterRoute = lazy(() =>
  import(/* webpackChunkName: "route-register" */ './routes/register').then((module) => ({
    default: module.RegisterRoute,
  })),
);
const UnauthorizedRoute = lazy(() =>
  import(/* webpackChunkName: "route-unauthorized" */ './routes/unauthorized').then((module) => ({
    default: module.UnauthorizedRoute,
  })),
);
const NotFoundRoute = lazy(() =>
  import(/* webpackChunkName: "route-not-found" */ './routes/not-found').then((module) => ({
    default: module.NotFoundRoute,
  })),
);
const EmulatorGoogleRoute = lazy(() =>
  import(/* webpackChunkName: "route-emulator-google" */ './routes/auth/emulator-google').then(
    (module) => ({ default: module.EmulatorGoogleRoute }),
  ),
);

interface DashboardRouteTable {
  DashboardRoutes: ComponentType;
  loadScreenCode: (pathname: string) => Promise<void>;
  loadDrawnParts: (chunks: readonly string[]) => Promise<void>;
}
let dashboardRouteTable: DashboardRouteTable | undefined;

/**
 * The dashboard's route table, loaded once. A page drawn on the server loads it (and its screen's
 * code) before React takes the page over, which then draws it in the same pass (settledPromise).
 */
export async function loadDashboardRoutes(): Promise<DashboardRouteTable> {
  dashboardRouteTable ??= await import(
    /* webpackChunkName: "route-dashboard" */ './routes/dashboard/routeTable'
  );
  return dashboardRouteTable;
}

const DashboardRoutes = lazy(() =>
  (dashboardRouteTable ? settledPromise(dashboardRouteTable) : loadDashboardRoutes()).then(
    (module) => ({ default: module.DashboardRoutes }),
  ),
);

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="register" element={<RegisterRoute />} />
          <Route path="unauthorized" element={<UnauthorizedRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route path="dashboard/*" element={<DashboardRoutes />} />
        <Route path={EMULATOR_GOOGLE_PATH} element={<EmulatorGoogleRoute />} />
      </Routes>
    </Suspense>
  );
}
