/**
 * The dashboard's routes and the sidebar's links per role (docs/product.md#routes). The screen
 * headings and the frame's texts are in ./copy/dashboard.
 */
import { DASHBOARD_ROOT } from './dashboardRoot';
import type { Role } from './entities';

export { isDashboardPath } from './dashboardRoot';

export const DASHBOARD_PATHS = {
  root: DASHBOARD_ROOT,
  profile: '/dashboard/profile',
  taskDetails: (id: string) => `/dashboard/tasks/details/${encodeURIComponent(id)}`,
  taskDetailsPattern: '/dashboard/tasks/details/:id',
  workerHome: '/dashboard/worker-home',
  tasks: '/dashboard/tasks',
  submissions: '/dashboard/submissions',
  withdrawals: '/dashboard/withdrawals',
  buyerHome: '/dashboard/buyer-home',
  addTasks: '/dashboard/add-tasks',
  myTasks: '/dashboard/my-tasks',
  purchase: '/dashboard/purchase',
  payment: '/dashboard/payment',
  paymentHistory: '/dashboard/payment-history',
  adminHome: '/dashboard/admin-home',
  manageUsers: '/dashboard/manage-users',
  manageTasks: '/dashboard/manage-tasks',
  appeals: '/dashboard/appeals',
} as const;

/** Where the Dashboard menu link and /dashboard lead: the home of the person's role. */
export const ROLE_HOME_PATHS: Readonly<Record<Role, string>> = {
  worker: DASHBOARD_PATHS.workerHome,
  buyer: DASHBOARD_PATHS.buyerHome,
  admin: DASHBOARD_PATHS.adminHome,
};

export interface DashboardLink {
  label: string;
  path: string;
}

/** The sidebar's links, in order. */
export const SIDEBAR_LINKS: Readonly<Record<Role, readonly DashboardLink[]>> = {
  worker: [
    { label: 'Home', path: DASHBOARD_PATHS.workerHome },
    { label: 'Tasks List', path: DASHBOARD_PATHS.tasks },
    { label: 'My Submissions', path: DASHBOARD_PATHS.submissions },
    { label: 'Withdrawals', path: DASHBOARD_PATHS.withdrawals },
  ],
  buyer: [
    { label: 'Home', path: DASHBOARD_PATHS.buyerHome },
    { label: 'Add New Tasks', path: DASHBOARD_PATHS.addTasks },
    { label: 'My Tasks', path: DASHBOARD_PATHS.myTasks },
    { label: 'Purchase Coin', path: DASHBOARD_PATHS.purchase },
    { label: 'Payment History', path: DASHBOARD_PATHS.paymentHistory },
  ],
  admin: [
    { label: 'Home', path: DASHBOARD_PATHS.adminHome },
    { label: 'Manage Users', path: DASHBOARD_PATHS.manageUsers },
    { label: 'Manage Tasks', path: DASHBOARD_PATHS.manageTasks },
    { label: 'Appeals', path: DASHBOARD_PATHS.appeals },
  ],
};
