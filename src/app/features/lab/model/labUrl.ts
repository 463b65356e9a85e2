/** The lab's addresses (docs/machines/README.md#links). */
export const LAB_PATH = '/lab';

export function labUrl(machineName?: string, params?: Record<string, string>): string {
  const path = machineName ? `${LAB_PATH}/${encodeURIComponent(machineName)}` : LAB_PATH;
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
}

export function isLabPath(pathname: string): boolean {
  return pathname === LAB_PATH || pathname.startsWith(`${LAB_PATH}/`);
}
