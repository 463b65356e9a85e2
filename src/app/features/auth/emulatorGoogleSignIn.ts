/**
 * Google sign-in when the app talks to the Auth Emulator. Firebase's signInWithPopup loads
 * Google's script host (apis.google.com) even with the emulator connected, which a local,
 * offline machine and the server's CSP do not allow. So the 500 by 600 popup is a page of
 * this client where a test account is typed in, and the account reaches the emulator as an
 * unsigned Google ID token: the emulator accepts those, real Firebase never does.
 */
import { FirebaseError } from 'firebase/app';
import {
  type Auth,
  GoogleAuthProvider,
  signInWithCredential,
  type UserCredential,
} from 'firebase/auth';

import {
  EMULATOR_GOOGLE_PATH,
  type EmulatorGoogleAccount,
  isEmulatorGoogleAccount,
} from './emulatorGoogleAccount';

/** docs/product.md#server-calls: the provider's popup is 500 by 600 pixels. */
const POPUP_FEATURES = 'popup,width=500,height=600';
const POPUP_NAME = 'coinwork-google-sign-in';
export const CLOSED_POLL_MS = 250;
/** The popup posts its answer and closes at once: the answer may arrive just after. */
export const CLOSED_GRACE_MS = 500;

export interface SignInPopup {
  readonly closed: boolean;
}

/** The window that opens the popup (the page's own window outside tests). */
export interface PopupHost {
  readonly location: { readonly origin: string };
  open(url: string, target: string, features: string): SignInPopup | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Rejections carry the codes Firebase's own popup uses. */
function popupError(code: 'popup-blocked' | 'popup-closed-by-user'): FirebaseError {
  return new FirebaseError(`auth/${code}`, `Firebase: Error (auth/${code}).`);
}

/** Opens the local account popup and waits for the account typed there. */
export function askForEmulatorGoogleAccount(
  host: PopupHost = window,
): Promise<EmulatorGoogleAccount> {
  return new Promise((resolve, reject) => {
    const popup = host.open(EMULATOR_GOOGLE_PATH, POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      reject(popupError('popup-blocked'));
      return;
    }
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      host.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(closedTimer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== host.location.origin || !isEmulatorGoogleAccount(event.data)) return;
      stop();
      resolve({ email: event.data.email, displayName: event.data.displayName });
    };
    const closedPoll = setInterval(() => {
      if (!popup.closed || closedTimer) return;
      closedTimer = setTimeout(() => {
        stop();
        reject(popupError('popup-closed-by-user'));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    host.addEventListener('message', onMessage);
  });
}

function hexOf(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The fake Google ID token the emulator accepts; the same e-mail is the same account. */
export function emulatorGoogleIdToken({ email, displayName }: EmulatorGoogleAccount): string {
  const normalisedEmail = email.trim().toLowerCase();
  return JSON.stringify({
    sub: `google-${hexOf(normalisedEmail)}`,
    email: normalisedEmail,
    name: displayName.trim() || undefined,
    email_verified: true,
  });
}

export async function signInWithEmulatorGoogle(
  auth: Auth,
  host: PopupHost = window,
): Promise<UserCredential> {
  const account = await askForEmulatorGoogleAccount(host);
  return signInWithCredential(auth, GoogleAuthProvider.credential(emulatorGoogleIdToken(account)));
}
