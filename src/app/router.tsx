/**
 * The route table of the public pages (docs/product.md#routes): each URL and the route file that
 * draws it (src/app/routes, named after the URL). Everything under /dashboard is in the dashboard's
 * table, routes/dashboard/routeTable.tsx, which comes with the dashboard's own chunk: the landing
 * page ships with the first bundle, and every entry here adds to it; every other route is loaded
 * when visited.
 */
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';

import { lazyScreen } from './components/lazyScreen';
import { RouteFallback } from './components/RouteFallback';
import { EMULATOR_GOOGLE_PATH } from './features/auth/emulatorGoogleAccount';
import { PublicLayout } from './layouts/PublicLayout';
import { LandingRoute } from './routes/landing';

const LoginRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-login" */ './routes/login'),
  'LoginRoute',
);
const RegisterRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-register" */ './routes/register'),
  'RegisterRoute',
);
const UnauthorizedRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-unauthorized" */ './routes/unauthorized'),
  'UnauthorizedRoute',
);
const NotFoundRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-not-found" */ './routes/not-found'),
  'NotFoundRoute',
);
const EmulatorGoogleRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-emulator-google" */ './routes/auth/emulator-google'),
  'EmulatorGoogleRoute',
);

const DashboardRoutes = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/routeTable'),
  'DashboardRoutes',
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
