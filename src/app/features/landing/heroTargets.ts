import type { SessionSummary } from '@app/layouts/header/useSessionSummary';

/** Where each hero slide's button leads, in slide order. */
export function heroTargets({ signedIn, role }: SessionSummary): readonly [string, string, string] {
  const browseTasks = !signedIn ? '/login' : role === 'worker' ? '/dashboard/tasks' : '/dashboard';
  const startEarning = signedIn ? '/dashboard' : '/login';
  return [browseTasks, '/register', startEarning];
}
