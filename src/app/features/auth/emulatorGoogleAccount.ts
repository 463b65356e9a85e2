/**
 * What the local Google sign-in popup (Auth Emulator only) sends back to the window that
 * opened it. Free of imports: the router names the popup's path in the first bundle.
 */
export const EMULATOR_GOOGLE_PATH = '/auth/emulator-google';

/** The message the popup posts to its opener, at the opener's (own) origin. */
export interface EmulatorGoogleAccount {
  email: string;
  displayName: string;
}

export function isEmulatorGoogleAccount(data: unknown): data is EmulatorGoogleAccount {
  if (typeof data !== 'object' || data === null) return false;
  if (!('email' in data) || !('displayName' in data)) return false;
  const { email, displayName } = data;
  return (
    typeof email === 'string' &&
    email.includes('@') &&
    typeof displayName === 'string' &&
    Object.keys(data).length === 2
  );
}
