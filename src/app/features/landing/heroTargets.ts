import type { CurrentUser } from '@app/session/currentUser';

/** Where each hero slide's button leads, in slide order. */
export function heroTargets({
  status,
  role,
}: Pick<CurrentUser, 'status' | 'role'>): readonly [string, string, string] {
  const signedIn = status === 'signedIn';
  const browseTasks = !signedIn ? '/login' : role === 'worker' ? '/dashboard/tasks' : '/dashboard';
  const startEarning = signedIn ? '/dashboard' : '/login';
  return [browseTasks, '/register', startEarning];
}
