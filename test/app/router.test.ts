/**
 * The route table (src/app/router.tsx) is the one map from a URL to its screen: every entry has a
 * route file, who may see it and a title, and every link of the sidebar opens a screen of its role.
 */
import { matchRoutes, type RouteObject } from 'react-router';

import { DASHBOARD_PATHS, SIDEBAR_LINKS } from '@contract/dashboard';
import { type RouteHandle, routes } from '@app/router';
import { PRELOAD_TIMEOUT_MS } from '@test/app/support/lazyModules';

const ACCESS = ['public', 'signedIn', 'worker', 'buyer', 'admin'];

/** Every entry of the table, with the URL pattern it answers. */
function listed(entries: RouteObject[], above = ''): { url: string; route: RouteObject }[] {
  return entries.flatMap((route) => {
    const url = route.index ? above || '/' : `${above}/${route.path ?? ''}`.replace(/\/+$/, '');
    const own = route.path !== undefined || route.index ? [{ url: url || '/', route }] : [];
    return [...own, ...listed(route.children ?? [], route.path === undefined ? above : url)];
  });
}

/** The screen a URL opens: the deepest entry it matches. */
const screenOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

test(
  'every route has a route file, who may see it and a title',
  async () => {
    const entries = listed(routes);
    expect(entries.length).toBeGreaterThan(20);
    for (const { url, route } of entries) {
      const { lazy, handle } = route;
      const { access, title } = (handle ?? {}) as Partial<RouteHandle>;
      const file = typeof lazy === 'function' ? await lazy() : undefined;
      expect({
        url,
        file: typeof file?.Component,
        access: ACCESS.includes(access ?? ''),
        title: typeof title === 'string' && title.length > 0,
      }).toEqual({ url, file: 'function', access: true, title: true });
    }
  },
  PRELOAD_TIMEOUT_MS,
);

test('every sidebar link opens a screen of its role', () => {
  for (const [role, links] of Object.entries(SIDEBAR_LINKS)) {
    for (const link of links) {
      const handle = screenOf(link.path)?.handle as RouteHandle | undefined;
      expect({ path: link.path, access: handle?.access }).toEqual({
        path: link.path,
        access: role,
      });
    }
  }
});

test('a task details URL opens the details screen, not the Tasks List', () => {
  expect(screenOf(DASHBOARD_PATHS.taskDetails('task 7'))?.id).toBe('screen-task-details');
  expect(screenOf('/dashboard/tasks')?.id).toBe('screen-tasks');
  expect(screenOf('/dashboard/tasks/')?.id).toBe('screen-tasks');
  expect(screenOf('/dashboard/tasks/details/')?.id).toBe('dashboard-not-found');
  expect(screenOf('/dashboard/no-such-screen')?.id).toBe('dashboard-not-found');
  expect(screenOf('/no-such-page')?.id).toBe('route-not-found');
});

test('the Appeals screen is an admin screen of its own, linked after Manage Tasks', () => {
  expect(screenOf(DASHBOARD_PATHS.appeals)?.handle).toMatchObject({ access: 'admin' });
  expect(SIDEBAR_LINKS.admin.map((link) => link.label).slice(-2)).toEqual([
    'Manage Tasks',
    'Appeals',
  ]);
  expect(SIDEBAR_LINKS.buyer.some((link) => link.path === DASHBOARD_PATHS.appeals)).toBe(false);
  expect(SIDEBAR_LINKS.worker.some((link) => link.path === DASHBOARD_PATHS.appeals)).toBe(false);
});
