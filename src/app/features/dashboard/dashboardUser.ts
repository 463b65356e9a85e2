import { createContext, useContext } from 'react';

import type { SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';

export interface DashboardUser {
  identity: SignedInIdentity;
  user: User;
}

/** Set by the dashboard layout once the person's user record has loaded. */
export const DashboardUserContext = createContext<DashboardUser | undefined>(undefined);

/** The signed-in person inside the dashboard, whose record the layout has loaded. */
export function useDashboardUser(): DashboardUser {
  const dashboardUser = useContext(DashboardUserContext);
  if (!dashboardUser) throw new Error('useDashboardUser is for screens inside DashboardLayout.');
  return dashboardUser;
}
