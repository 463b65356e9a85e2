import { useContext } from 'react';

import type { Role } from '@contract/entities';
import { PublicSessionContext } from '@app/features/session/publicSession';

export interface SessionSummary {
  signedIn: boolean;
  role: Role | undefined;
}

/** Who is signed in, as far as the public pages need to know. */
export function useSessionSummary(): SessionSummary {
  const { status, role } = useContext(PublicSessionContext);
  return { signedIn: status === 'signedIn', role };
}
