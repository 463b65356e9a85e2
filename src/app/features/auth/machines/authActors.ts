/**
 * The real effects of authMachine: Firebase Authentication (modular API) for the account,
 * and the product's API for the photo and the user record.
 *
 * The API calls carry the new account's own ID token rather than going through the store's
 * endpoints: they run before anyone is signed in as far as the app knows, and nothing is
 * cached for the new e-mail yet. The photo goes up with the uploads feature's progress-aware
 * upload, so the registration form can show how far it got.
 */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { fromCallback, fromPromise } from 'xstate';

import { serverMessageOf } from '@contract/api';
import type { CreateUserBody, CreateUserResult } from '@contract/schemas/users';
import type { SignedInIdentity } from '@contract/entities';
import { apiBaseUrl } from '@app/store/baseQuery';
import { uploadImageWithProgress } from '@app/uploads/uploadWithProgress';
import { signInWithEmulatorGoogle } from '../emulatorGoogleSignIn';
import {
  getFirebaseAuth,
  identityOf,
  personSignedIn,
  signedInFirebaseUser,
  signOutOnPurpose,
} from '@app/firebase/firebaseApp';
import { clearSignOutMark } from '@app/session/signOutMark';
import type { AuthEvent, Credentials, PhotoUploadReport, ProfileChanges } from './authMachine';

/** The new account's own token: the app may not have taken note of the account yet. */
async function signedInUserIdToken(): Promise<string> {
  return (await signedInFirebaseUser()).getIdToken();
}

/** POSTs JSON to the API as the signed-in person; rejects with the server's message. */
async function postAsSignedInUser(path: string, body: unknown): Promise<unknown> {
  const token = await signedInUserIdToken();
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new Error(serverMessageOf(answer) ?? `The request failed (${response.status}).`);
  }
  return answer;
}

export const authActors = {
  authStateListener: fromCallback<AuthEvent>(({ sendBack }) => {
    let stopListening: (() => void) | undefined;
    let stopped = false;
    getFirebaseAuth().then(
      (auth) => {
        if (stopped) return;
        stopListening = onAuthStateChanged(auth, (user) => {
          const person = personSignedIn(auth, user);
          sendBack({ type: 'AUTH_STATE_CHANGED', identity: person ? identityOf(person) : null });
        });
      },
      (error: unknown) => {
        // Without its settings the provider cannot say who is signed in: nobody, for now.
        console.error(error);
        sendBack({ type: 'AUTH_STATE_CHANGED', identity: null });
      },
    );
    return () => {
      stopped = true;
      stopListening?.();
    };
  }),

  createAccount: fromPromise<SignedInIdentity, Credentials>(async ({ input }) => {
    const auth = await getFirebaseAuth();
    clearSignOutMark();
    const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
    return identityOf(user);
  }),

  /** Over XMLHttpRequest, which (unlike fetch) says how much of the photo has been sent. */
  uploadPhoto: fromCallback<AuthEvent, { photo: File }>(({ input, sendBack }) => {
    let stopped = false;
    const report = (event: PhotoUploadReport) => {
      if (!stopped) sendBack(event);
    };
    uploadImageWithProgress(
      input.photo,
      (fraction) => report({ type: 'PHOTO_UPLOAD_PROGRESS', fraction }),
      signedInUserIdToken,
    ).then(
      (result) => report({ type: 'PHOTO_UPLOADED', photoURL: result.data.display_url }),
      (error: unknown) => report({ type: 'PHOTO_UPLOAD_FAILED', error }),
    );
    return () => {
      stopped = true;
    };
  }),

  updateProfile: fromPromise<SignedInIdentity, ProfileChanges>(async ({ input }) => {
    const user = await signedInFirebaseUser();
    await updateProfile(user, input);
    return identityOf(user);
  }),

  saveUserRecord: fromPromise<CreateUserResult, CreateUserBody>(async ({ input }) => {
    const answer = await postAsSignedInUser('/users', input);
    return answer as CreateUserResult;
  }),

  /** Deleting needs a recent sign-in, which a just-created account has; else sign out. */
  discardAccount: fromPromise<undefined>(async () => {
    const user = await signedInFirebaseUser();
    try {
      await deleteUser(user);
    } catch {
      await signOut(await getFirebaseAuth());
    }
  }),

  logIn: fromPromise<SignedInIdentity, Credentials>(async ({ input }) => {
    const auth = await getFirebaseAuth();
    clearSignOutMark();
    const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
    return identityOf(user);
  }),

  /**
   * The provider opens its own popup window (docs/product.md#server-calls: 500 by 600 pixels);
   * locally, our own.
   */
  signInWithGoogle: fromPromise<SignedInIdentity>(async () => {
    const auth = await getFirebaseAuth();
    clearSignOutMark();
    const { user } = auth.emulatorConfig
      ? await signInWithEmulatorGoogle(auth)
      : // Passed here too: an Auth started by the session renewal has none of its own.
        await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    return identityOf(user);
  }),

  /** Final for every tab of the browser until someone signs in on purpose. */
  signOut: fromPromise<undefined>(async () => {
    await signOutOnPurpose();
  }),
};
