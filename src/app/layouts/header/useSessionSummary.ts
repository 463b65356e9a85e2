import type { Role } from '../../../contract/entities';

export interface SessionSummary {
  signedIn: boolean;
  role: Role | undefined;
}

const SIGNED_OUT: SessionSummary = { signedIn: false, role: undefined };

/** Who is signed in, as far as the public pages need to know. */
export function useSessionSummary(): SessionSummary {
  return SIGNED_OUT;
}
