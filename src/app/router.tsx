/**
 * The routes of the client. The landing page ships with the first bundle; every other
 * route is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

import { RouteFallback } from './components/RouteFallback';
import { EMULATOR_GOOGLE_PATH } from './features/auth/emulatorGoogleAccount';
import { LandingPage } from './features/landing/LandingPage';
import { PublicLayout } from './layouts/PublicLayout';

const LoginPage = lazy(() =>
  import(/* webpackChunkName: "route-login" */ './features/auth/pages/LoginPage').then(
    (module) => ({ default: module.LoginPage }),
  ),
);
const RegisterPage = lazy(() =>
  import(/* webpackChunkName: "route-register" */ './features/auth/pages/RegisterPage').then(
    (module) => ({ default: module.RegisterPage }),
  ),
);
const UnauthorizedPage = lazy(() =>
  import(/* webpackChunkName: "route-unauthorized" */ './routes/UnauthorizedPage').then(
    (module) => ({ default: module.UnauthorizedPage }),
  ),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "route-not-found" */ './routes/NotFoundPage').then((module) => ({
    default: module.NotFoundPage,
  })),
);
const EmulatorGooglePage = lazy(() =>
  import(
    /* webpackChunkName: "route-emulator-google" */ './features/auth/pages/EmulatorGooglePage'
  ).then((module) => ({ default: module.EmulatorGooglePage })),
);
const DashboardRoutes = lazy(() =>
  import(/* webpackChunkName: "route-dashboard" */ './features/dashboard/DashboardRoutes').then(
    (module) => ({ default: module.DashboardRoutes }),
  ),
);

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="unauthorized" element={<UnauthorizedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="dashboard/*" element={<DashboardRoutes />} />
        <Route path={EMULATOR_GOOGLE_PATH} element={<EmulatorGooglePage />} />
      </Routes>
    </Suspense>
  );
}
