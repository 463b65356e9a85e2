/**
 * Firebase, started on first use with the settings the server publishes (in the page, or at
 * `/client-config`): the real project, or the Auth Emulator locally. Each ID token it issues is
 * remembered for the next visit (@app/session/rememberedSession), and keeps the server's page
 * session (@app/session/serverSession). A person it reports after this browser signed out, with no
 * sign-in made on purpose since, is signed out again (@app/session/signOutMark).
 */
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  type IdTokenResult,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  type User as FirebaseUser,
} from 'firebase/auth';

import type { ClientConfig } from '@contract/schemas/clientConfig';
import type { SignedInIdentity } from '@contract/entities';
import { loadClientConfig } from '@app/clientConfig';
import { readRememberedSession, rememberToken } from '@app/session/rememberedSession';
import { endServerSession, keepServerSession } from '@app/session/serverSession';
import { markSignedOut, signedOutHere } from '@app/session/signOutMark';

export function identityOf(user: FirebaseUser): SignedInIdentity {
  return {
    uid: user.uid,
    displayName: user.displayName,
    photoURL: user.photoURL,
    email: user.email,
    emailVerified: user.emailVerified,
  };
}

let startingAuth: Promise<Auth> | undefined;

/**
 * `withPopups`: with the support for Google's sign-in popup, which on phones loads Google's
 * scripts as Auth starts; the page that only makes the session cookie anew
 * (@app/session/renewSessionCookie) starts it without, and Google sign-in passes it itself.
 */
function startAuth({ firebase }: ClientConfig, withPopups: boolean): Auth {
  const app = initializeApp({
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
  });
  // The popup resolver fetches Google's script host (on phones as soon as it starts), which
  // the emulator setup cannot reach; Google sign-in then goes through emulatorGoogleSignIn.
  const auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    popupRedirectResolver:
      withPopups && !firebase.authEmulatorUrl ? browserPopupRedirectResolver : undefined,
  });
  if (firebase.authEmulatorUrl) {
    connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });
  }
  onIdTokenChanged(auth, (user) => {
    if (!user) {
      rememberToken(null);
      void endServerSession();
      return;
    }
    if (signedInHere(auth, user)) void keepToken(auth, user);
  });
  return auth;
}

/**
 * Whether `user` may be taken as signed in: not when this browser signed out and nobody has signed
 * in on purpose since (another tab, still starting, wrote the person back). Such a person is signed
 * out again, here and, through the provider's storage, in every tab.
 */
function signedInHere(auth: Auth, user: FirebaseUser): boolean {
  if (!signedOutHere()) return true;
  if (auth.currentUser === user) void signOut(auth);
  return false;
}

/** The person the provider reports, unless signed out here since (see signedInHere). */
export function personSignedIn(auth: Auth, user: FirebaseUser | null): FirebaseUser | null {
  return user && signedInHere(auth, user) ? user : null;
}

/**
 * When the token ends by this browser's clock: the provider's `exp` is its own servers' time, and a
 * browser whose clock is behind would keep using a token they have already ended. A token the
 * provider has just issued lasts its lifetime from now (a token reported again keeps the end it was
 * first remembered with, @app/session/rememberedSession).
 */
function endsAtHere({ issuedAtTime, expirationTime }: IdTokenResult): number {
  const endsAt = Date.parse(expirationTime);
  return Math.min(endsAt, Date.now() + (endsAt - Date.parse(issuedAtTime)));
}

/**
 * Remembers the person's current ID token and keeps the server's session cookie with it; true once
 * this browser holds a session (@app/session/serverSession).
 */
async function keepToken(auth: Auth, user: FirebaseUser): Promise<boolean> {
  try {
    const result = await user.getIdTokenResult();
    // Signed out in another tab meanwhile.
    if (!signedInHere(auth, user)) return false;
    rememberToken({
      identity: identityOf(user),
      idToken: result.token,
      expiresAt: endsAtHere(result),
    });
    return await keepServerSession(user.uid, result.token);
  } catch {
    // Not remembered: the next visit waits for the provider.
    return false;
  }
}

/**
 * Signs out on purpose: every tab of this browser stays signed out until someone signs in on
 * purpose, and the session cookie ends at the server, named by the browser's session cookie or else
 * by the last token the provider issued here (a session may be on its way: no new one is made for
 * that sign-in).
 */
export async function signOutOnPurpose(): Promise<void> {
  const auth = await getFirebaseAuth();
  markSignedOut();
  void endServerSession({ idToken: readRememberedSession()?.idToken });
  await signOut(auth);
}

function startAuthOnce(withPopups: boolean): Promise<Auth> {
  startingAuth ??= loadClientConfig()
    .then((config) => startAuth(config, withPopups))
    .catch((error: unknown) => {
      startingAuth = undefined;
      throw error;
    });
  return startingAuth;
}

/** The one Auth instance; a failed start is forgotten so the next call tries again. */
export function getFirebaseAuth(): Promise<Auth> {
  return startAuthOnce(true);
}

/**
 * The signed-in person's account, once the provider has restored who is signed in: on a page just
 * opened `currentUser` is null until it has, though someone is (a button pressed as soon as it
 * shows would otherwise be answered "nobody is signed in").
 */
export async function signedInFirebaseUser(): Promise<FirebaseUser> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  if (!auth.currentUser) throw new Error('Nobody is signed in.');
  return auth.currentUser;
}

/**
 * For a page whose session the server lacks (@app/session/renewSessionCookie): once the provider
 * has restored who is signed in, their token is remembered and a session made with it. False for
 * nobody, and when either fails.
 */
export async function keepSessionOfSignedInPerson(): Promise<boolean> {
  const auth = await startAuthOnce(false);
  await auth.authStateReady();
  const user = personSignedIn(auth, auth.currentUser);
  return user ? keepToken(auth, user) : false;
}

/**
 * The signed-in person's ID token for API calls, once Firebase has started and restored who that
 * is; null for nobody (and when Firebase cannot start).
 */
export async function currentIdToken(): Promise<string | null> {
  const auth = await getFirebaseAuth().catch(() => undefined);
  if (!auth) return null;
  await auth.authStateReady();
  const user = personSignedIn(auth, auth.currentUser);
  return user ? user.getIdToken() : null;
}
