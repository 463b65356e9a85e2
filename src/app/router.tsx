/**
 * The route table: every URL of the client (docs/product.md#routes), the route file that draws it
 * (src/app/routes, named after the URL) and the role it is for. The landing page ships with the
 * first bundle; every other route is loaded when visited: the dashboard's frame with the profile
 * as one chunk, and each role's screens as one chunk that only that role's pages fetch.
 */
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';

import { DASHBOARD_PATHS } from '@contract/dashboard';
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

const DashboardLayout = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ './layouts/dashboard/DashboardLayout'),
  'DashboardLayout',
);
const RoleGuard = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ './layouts/dashboard/RoleGuard'),
  'RoleGuard',
);
const DashboardIndexRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/index'),
  'DashboardIndexRoute',
);
const DashboardNotFoundRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/not-found'),
  'DashboardNotFoundRoute',
);
const ProfileRoute = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard/profile'),
  'ProfileRoute',
);
const TaskDetailsRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-task-details" */ './routes/dashboard/tasks/details'),
  'TaskDetailsRoute',
);

const WorkerHomeRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './routes/dashboard/worker/worker-home'),
  'WorkerHomeRoute',
);
const TasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './routes/dashboard/worker/tasks'),
  'TasksRoute',
);
const SubmissionsRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './routes/dashboard/worker/submissions'),
  'SubmissionsRoute',
);
const WithdrawalsRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './routes/dashboard/worker/withdrawals'),
  'WithdrawalsRoute',
);

const BuyerHomeRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './routes/dashboard/buyer/buyer-home'),
  'BuyerHomeRoute',
);
const AddTasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './routes/dashboard/buyer/add-tasks'),
  'AddTasksRoute',
);
const MyTasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './routes/dashboard/buyer/my-tasks'),
  'MyTasksRoute',
);
const PurchaseRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './routes/dashboard/buyer/purchase'),
  'PurchaseRoute',
);
const PaymentRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './routes/dashboard/buyer/payment'),
  'PaymentRoute',
);
const PaymentHistoryRoute = lazyScreen(
  () =>
    import(/* webpackChunkName: "dashboard-buyer" */ './routes/dashboard/buyer/payment-history'),
  'PaymentHistoryRoute',
);

const AdminHomeRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-admin" */ './routes/dashboard/admin/admin-home'),
  'AdminHomeRoute',
);
const ManageUsersRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-admin" */ './routes/dashboard/admin/manage-users'),
  'ManageUsersRoute',
);
const ManageTasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-admin" */ './routes/dashboard/admin/manage-tasks'),
  'ManageTasksRoute',
);

const P = DASHBOARD_PATHS;

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
        <Route path={EMULATOR_GOOGLE_PATH} element={<EmulatorGoogleRoute />} />
        {/* The frame sends signed-out visitors to /login; a guard shows another role nothing. */}
        <Route path={P.root} element={<DashboardLayout />}>
          <Route index element={<DashboardIndexRoute />} />
          <Route path={P.profile} element={<ProfileRoute />} />
          <Route path={P.taskDetailsPattern} element={<TaskDetailsRoute />} />
          <Route element={<RoleGuard allow="worker" />}>
            <Route path={P.workerHome} element={<WorkerHomeRoute />} />
            <Route path={P.tasks} element={<TasksRoute />} />
            <Route path={P.submissions} element={<SubmissionsRoute />} />
            <Route path={P.withdrawals} element={<WithdrawalsRoute />} />
          </Route>
          <Route element={<RoleGuard allow="buyer" />}>
            <Route path={P.buyerHome} element={<BuyerHomeRoute />} />
            <Route path={P.addTasks} element={<AddTasksRoute />} />
            <Route path={P.myTasks} element={<MyTasksRoute />} />
            <Route path={P.purchase} element={<PurchaseRoute />} />
            <Route path={P.payment} element={<PaymentRoute />} />
            <Route path={P.paymentHistory} element={<PaymentHistoryRoute />} />
          </Route>
          <Route element={<RoleGuard allow="admin" />}>
            <Route path={P.adminHome} element={<AdminHomeRoute />} />
            <Route path={P.manageUsers} element={<ManageUsersRoute />} />
            <Route path={P.manageTasks} element={<ManageTasksRoute />} />
          </Route>
          <Route path="*" element={<DashboardNotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
