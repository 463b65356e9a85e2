/**
 * Who is signed in: the one model every screen, layout and feature reads through
 * `useCurrentUser()`. The identity comes from the auth machine, the user record (and with it the
 * role, docs/product.md#roles-and-permissions) from the server, fetched by e-mail.
 *
 * Two providers fill the same context. Around every page of the product, SessionProvider gives
 * what the public pages may know from their first paint without loading the identity provider: a
 * guess from the last visit's hint, then what the late-loaded session runtime reports. Around the signed-in parts (the
 * dashboard, the header's account corner) LiveCurrentUser gives the live value, straight from the
 * auth machine and the record. This module loads neither, so the landing page may read it.
 *
 * Until the auth actor has reported, a hint left by the last visit says whether to expect someone.
 */
import { createContext, useContext } from 'react';

import type { Role, SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';

export type UserRecordState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'loaded'; user: User };

export type CurrentUser =
  | { status: 'loading' | 'signedOut'; role: undefined; user?: undefined }
  | {
      status: 'signedIn';
      identity: SignedInIdentity;
      record: UserRecordState;
      /** Known once the user record has loaded, as is the role. */
      user: User | undefined;
      role: Role | undefined;
    };

/** Signed in with the record loaded: what the dashboard's screens see past its layout. */
export interface LoadedCurrentUser {
  status: 'signedIn';
  identity: SignedInIdentity;
  record: { status: 'loaded'; user: User };
  user: User;
  role: Role;
}

export const CurrentUserContext = createContext<CurrentUser>({
  status: 'loading',
  role: undefined,
});

/** Whatever is known of who is signed in. */
export function useCurrentUser(): CurrentUser;
/**
 * The signed-in person whose record has loaded: for the screens under the dashboard's layout,
 * which renders them only once the record is there (a screen used elsewhere fails loudly).
 */
export function useCurrentUser(need: 'loaded'): LoadedCurrentUser;
export function useCurrentUser(need?: 'loaded'): CurrentUser {
  const current = useContext(CurrentUserContext);
  if (need && !current.user)
    throw new Error('Only screens inside the dashboard layout ask for it.');
  return current;
}

export const HINT_KEY = 'coinwork.signedIn';
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
 * Calls `onChange` when another tab of the browser writes or drops the hint: a person who signs
 * in (or out) there is then shown as such on a public page already open here, which otherwise
 * would not ask the identity provider (docs/architecture.md#the-client).
 */
export function subscribeToSignedInHint(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // A null key: the other tab cleared the whole storage.
    if (event.key !== HINT_KEY && event.key !== null) return;
    document.documentElement.toggleAttribute(SIGNED_IN_HINT_ATTRIBUTE, readSignedInHint());
    onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * The inline script of the pre-rendered page: it marks <html> before the first paint, so a
 * returning person never sees the visitor's links that the build rendered.
 */
export const SIGNED_IN_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(HINT_KEY)})==='1')document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},'')}catch(e){}`;
