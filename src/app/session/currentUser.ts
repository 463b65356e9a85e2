/**
 * Who is signed in: the one model every screen, layout and feature reads through
 * `useCurrentUser()`. The identity comes from the auth machine, the user record (and with it the
 * role, docs/product.md#roles-and-permissions) from the server, fetched by e-mail.
 *
 * Two providers fill the same context. At the root, SessionProvider gives what the public pages
 * may know from their first paint without loading the identity provider: a guess from the last
 * visit's hint, then what the late-loaded session runtime reports. Around the signed-in parts (the
 * dashboard, the header's account corner) LiveCurrentUser gives the live value, straight from the
 * auth machine and the record. This module loads neither, so the landing page may read it.
 */
import { createContext, useContext } from 'react';

import type { Role, SignedInIdentity, User } from '@contract/entities';

export type UserRecordState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'loaded'; user: User };

export type CurrentUser =
  | { status: 'loading' | 'signedOut'; role: undefined; user: undefined }
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
  user: undefined,
});

/** Whatever is known of who is signed in. */
export function useCurrentUser(): CurrentUser;
/** The signed-in person whose record has loaded: for screens inside the dashboard's layout. */
export function useCurrentUser(need: 'loaded'): LoadedCurrentUser;
export function useCurrentUser(need?: 'loaded'): CurrentUser {
  const current = useContext(CurrentUserContext);
  // Small on purpose: the landing page's first bundle carries this module.
  if (need && !current.user) throw new Error('Outside the dashboard layout');
  return current;
}
