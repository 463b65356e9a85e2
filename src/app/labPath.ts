/**
 * Where QA's Machine Lab lives (docs/machines/README.md). The page's start-up checks it before
 * anything else loads, so it is kept apart from the lab's own code.
 */
export const LAB_PATH = '/lab';

export function isLabPath(pathname: string): boolean {
  return pathname === LAB_PATH || pathname.startsWith(`${LAB_PATH}/`);
}
