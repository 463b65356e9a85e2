/**
 * Everything under /dashboard (docs/product.md#routes): the shared frame, the shared screens, and
 * each role's screens behind its guard. A role's screens are one chunk that only that role's pages
 * fetch.
 */
import Button from '@mui/material/Button';
import { Navigate, Route, Link as RouterLink, Routes } from 'react-router';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { DASHBOARD_PATHS, ROLE_HOME_PATHS } from '@contract/dashboard';
import { ScreenHeading } from './components/ScreenHeading';
import { useDashboardUser } from './dashboardUser';
import { RoleGuard } from './guards/RoleGuard';
import { DashboardLayout } from './layout/DashboardLayout';
import { lazyScreen } from './lazyScreen';
import { ProfilePage } from './shared/ProfilePage';

const TaskDetails = lazyScreen(
  () => import(/* webpackChunkName: "dashboard-task-details" */ './shared/TaskDetails'),
  'TaskDetails',
);

const loadWorker = () =>
  import(/* webpackChunkName: "dashboard-worker" */ './worker/workerScreens');
const WorkerHome = lazyScreen(loadWorker, 'WorkerHome');
const TasksList = lazyScreen(loadWorker, 'TasksList');
const MySubmissions = lazyScreen(loadWorker, 'MySubmissions');
const Withdrawals = lazyScreen(loadWorker, 'Withdrawals');

const loadBuyer = () => import(/* webpackChunkName: "dashboard-buyer" */ './buyer/buyerScreens');
const BuyerHome = lazyScreen(loadBuyer, 'BuyerHome');
const AddTask = lazyScreen(loadBuyer, 'AddTask');
const MyTasks = lazyScreen(loadBuyer, 'MyTasks');
const PurchaseCoin = lazyScreen(loadBuyer, 'PurchaseCoin');
const Payment = lazyScreen(loadBuyer, 'Payment');
const PaymentHistory = lazyScreen(loadBuyer, 'PaymentHistory');

const loadAdmin = () => import(/* webpackChunkName: "dashboard-admin" */ './admin/adminScreens');
const AdminHome = lazyScreen(loadAdmin, 'AdminHome');
const ManageUsers = lazyScreen(loadAdmin, 'ManageUsers');
const ManageTasks = lazyScreen(loadAdmin, 'ManageTasks');

/** A route path below /dashboard, from the full path. */
function below(path: string): string {
  return path.slice(`${DASHBOARD_PATHS.root}/`.length);
}

/** /dashboard itself opens the home of the person's role. */
function RoleHome() {
  const { user } = useDashboardUser();
  return <Navigate to={ROLE_HOME_PATHS[user.role]} replace />;
}

function DashboardNotFound() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{DASHBOARD_COPY.pageNotFound}</ScreenHeading>
      <Button component={RouterLink} to={ROLE_HOME_PATHS[user.role]} variant="contained">
        {DASHBOARD_COPY.backToDashboard}
      </Button>
    </>
  );
}

export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<RoleHome />} />
        <Route path={below(DASHBOARD_PATHS.profile)} element={<ProfilePage />} />
        <Route path={below(DASHBOARD_PATHS.taskDetailsPattern)} element={<TaskDetails />} />
        <Route element={<RoleGuard allow="worker" />}>
          <Route path={below(DASHBOARD_PATHS.workerHome)} element={<WorkerHome />} />
          <Route path={below(DASHBOARD_PATHS.tasks)} element={<TasksList />} />
          <Route path={below(DASHBOARD_PATHS.submissions)} element={<MySubmissions />} />
          <Route path={below(DASHBOARD_PATHS.withdrawals)} element={<Withdrawals />} />
        </Route>
        <Route element={<RoleGuard allow="buyer" />}>
          <Route path={below(DASHBOARD_PATHS.buyerHome)} element={<BuyerHome />} />
          <Route path={below(DASHBOARD_PATHS.addTasks)} element={<AddTask />} />
          <Route path={below(DASHBOARD_PATHS.myTasks)} element={<MyTasks />} />
          <Route path={below(DASHBOARD_PATHS.purchase)} element={<PurchaseCoin />} />
          <Route path={below(DASHBOARD_PATHS.payment)} element={<Payment />} />
          <Route path={below(DASHBOARD_PATHS.paymentHistory)} element={<PaymentHistory />} />
        </Route>
        <Route element={<RoleGuard allow="admin" />}>
          <Route path={below(DASHBOARD_PATHS.adminHome)} element={<AdminHome />} />
          <Route path={below(DASHBOARD_PATHS.manageUsers)} element={<ManageUsers />} />
          <Route path={below(DASHBOARD_PATHS.manageTasks)} element={<ManageTasks />} />
        </Route>
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
