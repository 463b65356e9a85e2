/**
 * Firebase, started on first use with the settings the server publishes at
 * `/client-config` (fetched once): the real project, or the Auth Emulator locally.
 */
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  initializeAuth,
} from 'firebase/auth';

import type { ClientConfig } from '@contract/schemas/clientConfig';
import { loadClientConfig } from '@app/clientConfig';

let startingAuth: Promise<Auth> | undefined;
let startedAuth: Auth | undefined;

function startAuth({ firebase }: ClientConfig): Auth {
  const app = initializeApp({
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
  });
  // The popup resolver fetches Google's script host (on phones as soon as it starts), which
  // the emulator setup cannot reach; Google sign-in then goes through emulatorGoogleSignIn.
  const auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    popupRedirectResolver: firebase.authEmulatorUrl ? undefined : browserPopupRedirectResolver,
  });
  if (firebase.authEmulatorUrl) {
    connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });
  }
  startedAuth = auth;
  return auth;
}

/** The one Auth instance; a failed start is forgotten so the next call tries again. */
export function getFirebaseAuth(): Promise<Auth> {
  startingAuth ??= loadClientConfig()
    .then(startAuth)
    .catch((error: unknown) => {
      startingAuth = undefined;
      throw error;
    });
  return startingAuth;
}

/** The signed-in person's ID token for API calls; null before Firebase has started. */
export async function currentIdToken(): Promise<string | null> {
  const user = startedAuth?.currentUser;
  return user ? user.getIdToken() : null;
}
