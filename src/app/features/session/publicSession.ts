/**
 * What the public pages know of the session, from their first paint: the header and the
 * landing page read it without loading the identity provider or the API. Until the auth
 * actor has reported, a hint left by the last visit says whether to expect someone.
 */
import { createContext } from 'react';

import type { Role } from '@contract/entities';

export type PublicSessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface PublicSession {
  status: PublicSessionStatus;
  /** Known once the user record has loaded. */
  role: Role | undefined;
}

const HINT_KEY = 'coinwork.signedIn';
/** Mirrors the hint on <html>, where the pre-rendered header's styles can see it. */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';

/** Storage can be unavailable (private modes, blocked cookies): then there is no hint. */
export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_HINT_ATTRIBUTE, signedIn);
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Without storage the next visit simply waits for the provider.
  }
}

/**
 * The inline script of the pre-rendered page: it marks <html> before the first paint, so a
 * returning person never sees the visitor's links that the build drew.
 */
export const SIGNED_IN_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(HINT_KEY)})==='1')document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},'')}catch(e){}`;

export const PublicSessionContext = createContext<PublicSession>({
  status: 'loading',
  role: undefined,
});
