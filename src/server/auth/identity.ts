/**
 * The identity provider as the server sees it: verify an ID token, remove an account.
 * Firebase in production, the Firebase Auth Emulator locally and in tests.
 */
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
  /** `password` or `google.com`. */
  signInProvider: string | undefined;
  /** The provider has seen the person open a link sent to the address (Google: always). */
  emailVerified: boolean;
}

export interface IdentityProvider {
  /** Rejects when the token is missing its signature, expired, revoked or for another project. */
  verifyIdToken(token: string, options?: { checkRevoked?: boolean }): Promise<VerifiedIdentity>;
  deleteAccount(uid: string): Promise<void>;
  /**
   * Creates the account, its e-mail address verified, when no account has this uid; an
   * existing one is made verified and loses an absolute photo address (demo data only).
   */
  ensureAccount(account: NewAccount): Promise<void>;
  close(): Promise<void>;
}

export interface NewAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export class InvalidIdTokenError extends Error {}

export interface FirebaseIdentityOptions {
  projectId: string;
  /** `host:port` of the Auth Emulator, or undefined for real Firebase. */
  authEmulatorHost: string | undefined;
}

let appCounter = 0;

export function createFirebaseIdentity(options: FirebaseIdentityOptions): IdentityProvider {
  if (options.authEmulatorHost) {
    // firebase-admin reads the emulator address from the environment only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  }
  appCounter += 1;
  const app: App = initializeApp({ projectId: options.projectId }, `coinwork-${appCounter}`);
  const auth = getAuth(app);
  // The emulator does not sign its tokens. There, the account must also exist in it and
  // match the token's claims (checking revocation fetches the account on every call).
  const emulated = options.authEmulatorHost !== undefined;

  return {
    async verifyIdToken(token, options) {
      try {
        const decoded = await auth.verifyIdToken(token, emulated || options?.checkRevoked === true);
        if (!decoded.email) throw new InvalidIdTokenError('The account has no e-mail address.');
        if (emulated) {
          const account = await auth.getUser(decoded.uid);
          if (account.email?.toLowerCase() !== decoded.email.toLowerCase()) {
            throw new InvalidIdTokenError('The token does not match its account.');
          }
        }
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
          picture: decoded.picture,
          signInProvider: decoded.firebase.sign_in_provider,
          emailVerified: decoded.email_verified === true,
        };
      } catch (error) {
        if (error instanceof InvalidIdTokenError) throw error;
        throw new InvalidIdTokenError(error instanceof Error ? error.message : String(error));
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== 'auth/user-not-found') throw error;
      }
    },
    async ensureAccount(account) {
      try {
        const existing = await auth.getUser(account.uid);
        // Made by an earlier version with PUBLIC_URL's photo and no verified address.
        if (!existing.emailVerified || existing.photoURL) {
          await auth.updateUser(account.uid, { emailVerified: true, photoURL: null });
        }
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
        await auth.createUser({ ...account, emailVerified: true });
      }
    },
    close: () => deleteApp(app),
  };
}
