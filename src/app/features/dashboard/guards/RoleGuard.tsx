/**
 * Lets only one role through (docs/product.md#access-and-loading, #roles-and-permissions): a
 * spinner while the session loads, and for any other role nothing at all, a blank page without a
 * redirect, as the spec has it. The server refuses the role's calls to anyone else regardless; this
 * guard is only a courtesy.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import type { Role } from '@contract/entities';
import { useSession } from '@app/features/session/useSession';
import { LoadingScreen } from '../components/LoadingScreen';

interface RoleGuardProps {
  /** The one role let through. */
  allow: Role;
  /** What the role may see; the nested routes when left out. */
  children?: ReactNode;
}

export function RoleGuard({ allow, children }: RoleGuardProps) {
  const session = useSession();
  const loading =
    session.status === 'loading' ||
    (session.status === 'signedIn' && session.record.status === 'loading');
  if (loading) return <LoadingScreen />;
  const allowed =
    session.status === 'signedIn' &&
    session.record.status === 'loaded' &&
    session.record.user.role === allow;
  if (!allowed) return null;
  return children ?? <Outlet />;
}
