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

/**
 * Every dashboard screen: its URL pattern, the one role it is for (none: any signed-in person) and
 * the name of the chunk its code is built into. The client's route table names each screen's
 * import after `chunk`; the server preloads that chunk with the page of a URL that matches, so a
 * screen's code is requested at once rather than discovered step by step (docs/performance.md).
 */
export const DASHBOARD_SCREENS = [
  { path: DASHBOARD_PATHS.taskDetailsPattern, role: undefined, chunk: 'screen-task-details' },
  { path: DASHBOARD_PATHS.workerHome, role: 'worker', chunk: 'screen-worker-home' },
  { path: DASHBOARD_PATHS.tasks, role: 'worker', chunk: 'screen-tasks' },
  { path: DASHBOARD_PATHS.submissions, role: 'worker', chunk: 'screen-submissions' },
  { path: DASHBOARD_PATHS.withdrawals, role: 'worker', chunk: 'screen-withdrawals' },
  { path: DASHBOARD_PATHS.buyerHome, role: 'buyer', chunk: 'screen-buyer-home' },
  { path: DASHBOARD_PATHS.addTasks, role: 'buyer', chunk: 'screen-add-tasks' },
  { path: DASHBOARD_PATHS.myTasks, role: 'buyer', chunk: 'screen-my-tasks' },
  { path: DASHBOARD_PATHS.purchase, role: 'buyer', chunk: 'screen-purchase' },
  { path: DASHBOARD_PATHS.payment, role: 'buyer', chunk: 'screen-payment' },
  { path: DASHBOARD_PATHS.paymentHistory, role: 'buyer', chunk: 'screen-payment-history' },
  { path: DASHBOARD_PATHS.adminHome, role: 'admin', chunk: 'screen-admin-home' },
  { path: DASHBOARD_PATHS.manageUsers, role: 'admin', chunk: 'screen-manage-users' },
  { path: DASHBOARD_PATHS.manageTasks, role: 'admin', chunk: 'screen-manage-tasks' },
  { path: DASHBOARD_PATHS.appeals, role: 'admin', chunk: 'screen-appeals' },
] as const satisfies readonly { path: string; role: Role | undefined; chunk: string }[];

export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number];
export type DashboardScreenChunk = DashboardScreen['chunk'];

/** The chunk of the dashboard's frame (layout, sidebar, top bar), which every screen needs. */
export const DASHBOARD_FRAME_CHUNK = 'route-dashboard';
/**
 * The chunk group that asks for a dashboard's first data as the page starts (before the frame
 * draws); its code is in one file with what the frame and the session runtime share
 * (`dashboard-shared`, webpack.config.ts).
 */
export const DASHBOARD_START_CHUNK = 'dashboard-start';
/** The first script of a dashboard page: it sends the reads the address made last time. */
export const DASHBOARD_EARLY_ENTRY = 'dashboard-early';
/** A dashboard page's script when its page session must be made again (src/app/sessionResume.ts). */
export const SESSION_RESUME_ENTRY = 'session-resume';
/**
 * The identity provider's code that script loads when the remembered ID token has ended (its
 * import's webpackChunkName, src/app/session/resumePageSession.ts); the page preloads it.
 */
export const SESSION_RESUME_PROVIDER_CHUNK = 'session-resume-provider';
/** The signed-in session's runtime (identity provider, auth machine), on every signed-in page. */
export const SESSION_RUNTIME_CHUNK = 'session-runtime';

/** Whether a URL path is drawn by the pattern (`:name` stands for one non-empty segment). */
function pathMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? Boolean(given[index]) : segment === given[index],
    )
  );
}

/** The screen a URL path opens: /dashboard itself opens the home of the role, when known. */
export function dashboardScreenOf(pathname: string, role?: Role): DashboardScreen | undefined {
  const path =
    pathMatches(DASHBOARD_PATHS.root, pathname) && role ? ROLE_HOME_PATHS[role] : pathname;
  return DASHBOARD_SCREENS.find((screen) => pathMatches(screen.path, path));
}
