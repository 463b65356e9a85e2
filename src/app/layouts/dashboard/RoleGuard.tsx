/**
 * Lets only one role through (docs/product.md#access-and-loading, #roles-and-permissions): a
 * spinner while the session loads, and for any other role nothing at all, a blank page without a
 * redirect, as the spec has it. The server refuses the role's calls to anyone else regardless; this
 * guard is only a courtesy.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import type { Role } from '@contract/entities';
import { useCurrentUser } from '@app/session/currentUser';
import { LoadingScreen } from './LoadingScreen';

interface RoleGuardProps {
  /** The one role let through. */
  allow: Role;
  /** What the role may see; the nested routes when left out. */
  children?: ReactNode;
}

export function RoleGuard({ allow, children }: RoleGuardProps) {
  const current = useCurrentUser();
  const loading =
    current.status === 'loading' ||
    (current.status === 'signedIn' && current.record.status === 'loading');
  if (loading) return <LoadingScreen />;
  const allowed =
    current.status === 'signedIn' &&
    current.record.status === 'loaded' &&
    current.record.user.role === allow;
  if (!allowed) return null;
  return children ?? <Outlet />;
}
