/** /dashboard itself (docs/product.md#routes) opens the home of the person's role. */
import { Navigate } from 'react-router';

import { ROLE_HOME_PATHS } from '@contract/dashboard';
import { useCurrentUser } from '@app/session/currentUser';

export function DashboardIndexRoute() {
  const { role } = useCurrentUser('loaded');
  return <Navigate to={ROLE_HOME_PATHS[role]} replace />;
}
