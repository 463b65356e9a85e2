/** Which screen a dashboard URL opens: what the server preloads and the client prefetches. */
import {
  DASHBOARD_PATHS,
  DASHBOARD_SCREENS,
  dashboardScreenOf,
  isDashboardPath,
  SIDEBAR_LINKS,
} from '@contract/dashboard';

test('every sidebar link opens a screen of its role, with a chunk of its own', () => {
  for (const [role, links] of Object.entries(SIDEBAR_LINKS)) {
    for (const link of links) {
      expect({ path: link.path, role: dashboardScreenOf(link.path)?.role }).toEqual({
        path: link.path,
        role,
      });
    }
  }
  const chunks = DASHBOARD_SCREENS.map((screen) => screen.chunk);
  expect(new Set(chunks).size).toBe(chunks.length);
});

test('a task details URL opens the details screen, not the Tasks List', () => {
  expect(dashboardScreenOf(DASHBOARD_PATHS.taskDetails('task 7'))?.chunk).toBe(
    'screen-task-details',
  );
  expect(dashboardScreenOf('/dashboard/tasks')?.chunk).toBe('screen-tasks');
  expect(dashboardScreenOf('/dashboard/tasks/')?.chunk).toBe('screen-tasks');
  expect(dashboardScreenOf('/dashboard/tasks/details/')).toBeUndefined();
});

test('the Appeals screen is an admin screen of its own, linked after Manage Tasks', () => {
  expect(dashboardScreenOf(DASHBOARD_PATHS.appeals)).toEqual({
    path: '/dashboard/appeals',
    role: 'admin',
    chunk: 'screen-appeals',
  });
  expect(SIDEBAR_LINKS.admin.map((link) => link.label).slice(-2)).toEqual([
    'Manage Tasks',
    'Appeals',
  ]);
  expect(SIDEBAR_LINKS.buyer.some((link) => link.path === DASHBOARD_PATHS.appeals)).toBe(false);
  expect(SIDEBAR_LINKS.worker.some((link) => link.path === DASHBOARD_PATHS.appeals)).toBe(false);
});

test('/dashboard opens the home of the role when it is known, and no screen otherwise', () => {
  expect(dashboardScreenOf('/dashboard', 'buyer')?.chunk).toBe('screen-buyer-home');
  expect(dashboardScreenOf('/dashboard', 'admin')?.chunk).toBe('screen-admin-home');
  expect(dashboardScreenOf('/dashboard')).toBeUndefined();
  expect(dashboardScreenOf('/dashboard/profile')).toBeUndefined();
  expect(dashboardScreenOf('/dashboard/no-such-screen')).toBeUndefined();
});

test('dashboard paths are /dashboard and what lies below it', () => {
  expect(isDashboardPath('/dashboard')).toBe(true);
  expect(isDashboardPath('/dashboard/buyer-home')).toBe(true);
  expect(isDashboardPath('/dashboards')).toBe(false);
  expect(isDashboardPath('/login')).toBe(false);
  expect(isDashboardPath('/')).toBe(false);
});
