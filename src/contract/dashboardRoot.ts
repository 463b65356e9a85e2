/**
 * Where the dashboard lives, apart from the rest of ./dashboard so that the first bundle can ask
 * whether a URL is the dashboard's without carrying its route table.
 */
export const DASHBOARD_ROOT = '/dashboard';

/** Whether the URL path is one of the dashboard's (its frame renders it). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_ROOT || pathname.startsWith(`${DASHBOARD_ROOT}/`);
}
