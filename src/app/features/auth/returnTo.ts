/**
 * Where a visitor sent to the login page wanted to go: the dashboard's redirect puts it in
 * the navigation state, the login page goes back there after an e-mail login.
 */
export interface ReturnToState {
  returnTo: string;
}

export function returnToState(pathname: string, search = '', hash = ''): ReturnToState {
  return { returnTo: `${pathname}${search}${hash}` };
}

/** Only paths of this site, never another origin (`//host`). */
export function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  const { returnTo } = state;
  if (typeof returnTo !== 'string') return undefined;
  return returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
}
