/**
 * What the public pages know of the session, from their first paint: the header and the
 * landing page read it without loading the identity provider or the API. Until the auth
 * actor has reported, a hint left by the last visit says whether to expect someone.
 */
import { createContext } from 'react';

import type { Role } from '../../../contract/entities';

export type PublicSessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface PublicSession {
  status: PublicSessionStatus;
  /** Known once the user record has loaded. */
  role: Role | undefined;
}

const HINT_KEY = 'coinwork.signedIn';

/** Storage can be unavailable (private modes, blocked cookies): then there is no hint. */
export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Without storage the next visit simply waits for the provider.
  }
}

/** A visitor with no hint is taken as signed out until the provider says otherwise. */
export function initialPublicSession(): PublicSession {
  return { status: readSignedInHint() ? 'loading' : 'signedOut', role: undefined };
}

export const PublicSessionContext = createContext<PublicSession>({
  status: 'loading',
  role: undefined,
});
