/**
 * A sign-out is final for every tab of this browser until someone signs in on purpose
 * (docs/security.md#the-session-cookie). The identity provider keeps the signed-in person in the
 * browser's storage, and a tab whose provider was still starting when another tab signed out
 * (reading the account back from the provider's servers) writes that person back when it is done:
 * every tab would then be signed in again, and would make a new session cookie. So the tab that
 * signs out marks it here first, and any tab that then finds someone signed in without a sign-in
 * made on purpose since (login, registration, Google) signs them out again
 * (@app/firebase/firebaseApp). The mark names nobody.
 */
import { readStoredJson, writeStoredJson } from './storedJson';

export const SIGNED_OUT_KEY = 'coinwork.signedOut';

/** Called before signing out on purpose. */
export function markSignedOut(): void {
  writeStoredJson(SIGNED_OUT_KEY, true);
}

/** Called as someone signs in on purpose, before the provider reports them. */
export function clearSignOutMark(): void {
  writeStoredJson(SIGNED_OUT_KEY, undefined);
}

/** Whoever the provider reports now was signed out of here and has not signed in since. */
export function signedOutHere(): boolean {
  return readStoredJson(SIGNED_OUT_KEY) === true;
}
