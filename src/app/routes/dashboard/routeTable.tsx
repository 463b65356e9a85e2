/**
 * The route table of everything under /dashboard (docs/product.md#routes): each URL, the route file
 * that draws it and the role it is for. It comes with the dashboard's frame, in the chunk the
 * public route table (src/app/router.tsx) loads for /dashboard, so none of it weighs on the landing
 * page. The frame sends signed-out visitors to /login; a role's guard shows any other role nothing.
 * A role's screens are one chunk that only that role's pages fetch.
 */
import { Route, Routes } from 'react-router';

import { DASHBOARD_PATHS } from '@contract/dashboard';
import { lazyScreen } from '@app/components/lazyScreen';
import { DashboardLayout } from '@app/layouts/dashboard/DashboardLayout';
import { RoleGuard } from '@app/layouts/dashboard/RoleGuard';
import { DashboardIndexRoute } from './index';
import { DashboardNotFoundRoute } from './not-found';
import { ProfileRoute } from './profile';

const TaskDetailsRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-task-details" */ './tasks/details'),
  'TaskDetailsRoute',
);

const WorkerHomeRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './worker/worker-home'),
  'WorkerHomeRoute',
);
const TasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './worker/tasks'),
  'TasksRoute',
);
const SubmissionsRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './worker/submissions'),
  'SubmissionsRoute',
);
const WithdrawalsRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-worker" */ './worker/withdrawals'),
  'WithdrawalsRoute',
);

const BuyerHomeRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/buyer-home'),
  'BuyerHomeRoute',
);
const AddTasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/add-tasks'),
  'AddTasksRoute',
);
const MyTasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/my-tasks'),
  'MyTasksRoute',
);
const PurchaseRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/purchase'),
  'PurchaseRoute',
);
const PaymentRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/payment'),
  'PaymentRoute',
);
const PaymentHistoryRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/payment-history'),
  'PaymentHistoryRoute',
);

const AdminHomeRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-admin" */ './admin/admin-home'),
  'AdminHomeRoute',
);
const ManageUsersRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-admin" */ './admin/manage-users'),
  'ManageUsersRoute',
);
const ManageTasksRoute = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-admin" */ './admin/manage-tasks'),
  'ManageTasksRoute',
);

/** A route path below /dashboard, from the full path. */
function below(path: string): string {
  return path.slice(`${DASHBOARD_PATHS.root}/`.length);
}

export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardIndexRoute />} />
        <Route path={below(DASHBOARD_PATHS.profile)} element={<ProfileRoute />} />
        <Route path={below(DASHBOARD_PATHS.taskDetailsPattern)} element={<TaskDetailsRoute />} />
        <Route element={<RoleGuard allow="worker" />}>
          <Route path={below(DASHBOARD_PATHS.workerHome)} element={<WorkerHomeRoute />} />
          <Route path={below(DASHBOARD_PATHS.tasks)} element={<TasksRoute />} />
          <Route path={below(DASHBOARD_PATHS.submissions)} element={<SubmissionsRoute />} />
          <Route path={below(DASHBOARD_PATHS.withdrawals)} element={<WithdrawalsRoute />} />
        </Route>
        <Route element={<RoleGuard allow="buyer" />}>
          <Route path={below(DASHBOARD_PATHS.buyerHome)} element={<BuyerHomeRoute />} />
          <Route path={below(DASHBOARD_PATHS.addTasks)} element={<AddTasksRoute />} />
          <Route path={below(DASHBOARD_PATHS.myTasks)} element={<MyTasksRoute />} />
          <Route path={below(DASHBOARD_PATHS.purchase)} element={<PurchaseRoute />} />
          <Route path={below(DASHBOARD_PATHS.payment)} element={<PaymentRoute />} />
          <Route path={below(DASHBOARD_PATHS.paymentHistory)} element={<PaymentHistoryRoute />} />
        </Route>
        <Route element={<RoleGuard allow="admin" />}>
          <Route path={below(DASHBOARD_PATHS.adminHome)} element={<AdminHomeRoute />} />
          <Route path={below(DASHBOARD_PATHS.manageUsers)} element={<ManageUsersRoute />} />
          <Route path={below(DASHBOARD_PATHS.manageTasks)} element={<ManageTasksRoute />} />
        </Route>
        <Route path="*" element={<DashboardNotFoundRoute />} />
      </Route>
    </Routes>
  );
}
