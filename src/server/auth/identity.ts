/**
 * The identity provider as the server sees it: verify an ID token, make and verify the page
 * session's cookie (@contract/sessionCookie), remove an account.
 * Firebase in production, the Firebase Auth Emulator locally and in tests.
 */
import http from 'node:http';
import https from 'node:https';

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
  /** When the token expires, in seconds since 1970 (its `exp` claim). */
  expiresAt: number;
  /**
   * When the person signed in, in seconds since 1970 (its `auth_time` claim): the same in every
   * ID token and session cookie of one sign-in, whatever refreshed or renewed them.
   */
  signedInAt: number;
}

export interface IdentityProvider {
  /** Rejects when the token is missing its signature, expired, revoked or for another project. */
  verifyIdToken(token: string, options?: { checkRevoked?: boolean }): Promise<VerifiedIdentity>;
  /**
   * The provider's session cookie for the person an ID token names, valid for `expiresInMs`
   * (5 minutes to 14 days); rejects as verifyIdToken does for a token it refuses.
   */
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /**
   * Who a session cookie names, asking the provider whether it was revoked since (unless
   * `checkRevoked` is false: its signature and dates only); rejects as verifyIdToken does (its
   * `expiresAt` is the cookie's).
   */
  verifySessionCookie(
    cookie: string,
    options?: { checkRevoked?: boolean },
  ): Promise<VerifiedIdentity>;
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

/** The provider could not be asked (down, unreachable, too slow): nothing is known of the token. */
export class IdentityUnavailableError extends Error {}

export interface FirebaseIdentityOptions {
  projectId: string;
  /** `host:port` of the Auth Emulator, or undefined for real Firebase. */
  authEmulatorHost: string | undefined;
  /** The longest one call to the provider may take, queueing for a connection included. */
  timeoutMs: number;
  /** Connections to the provider open at once; further calls wait for one of them. */
  maxConnections: number;
}

/** The code of a request this server gave up on; firebase-admin does not retry it. */
const GAVE_UP_CODE = 'COINWORK_IDENTITY_TIMEOUT';

/** firebase-admin's codes for "the provider did not answer properly" (network, 5xx). */
const UNAVAILABLE_CODES = new Set([
  'app/network-error',
  'app/network-timeout',
  'auth/internal-error',
]);

function isUnavailable(error: unknown): boolean {
  if (error instanceof IdentityUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNAVAILABLE_CODES.has(code);
}

interface AgentInternals {
  addRequest(request: http.ClientRequest, options: unknown): void;
}

/**
 * A connection pool of `maxConnections` sockets whose every request is destroyed (socket
 * and all) `timeoutMs` after it was queued, answered or not. firebase-admin's own timeout is
 * 25 s per attempt with four retries; a request given up here is not retried.
 */
function boundedAgent(secure: boolean, timeoutMs: number, maxConnections: number): http.Agent {
  const Base: typeof http.Agent = secure ? https.Agent : http.Agent;
  const addRequest = (Base.prototype as unknown as AgentInternals).addRequest;
  class BoundedAgent extends Base {
    addRequest(request: http.ClientRequest, options: unknown): void {
      const deadline = setTimeout(() => {
        const error = Object.assign(
          new Error(`The identity provider did not answer within ${timeoutMs} ms.`),
          { code: GAVE_UP_CODE },
        );
        request.destroy(error);
      }, timeoutMs);
      deadline.unref();
      request.once('close', () => clearTimeout(deadline));
      addRequest.call(this, request, options);
    }
  }
  return new BoundedAgent({ keepAlive: true, maxSockets: maxConnections });
}

/** Answers `work`, or rejects with IdentityUnavailableError after `timeoutMs` (retries included). */
async function within<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new IdentityUnavailableError(
            `The identity provider did not answer within ${timeoutMs} ms.`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** A provider's refusal is InvalidIdTokenError; a provider that did not answer, IdentityUnavailableError. */
function classified(error: unknown): Error {
  if (error instanceof InvalidIdTokenError || error instanceof IdentityUnavailableError)
    return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (isUnavailable(error)) return new IdentityUnavailableError(reason);
  return new InvalidIdTokenError(reason);
}

let appCounter = 0;

export function createFirebaseIdentity(options: FirebaseIdentityOptions): IdentityProvider {
  if (options.authEmulatorHost) {
    // firebase-admin reads the emulator address from the environment only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  }
  // The emulator does not sign its tokens. There, the account must also exist in it and
  // match the token's claims (checking revocation fetches the account on every call).
  const emulated = options.authEmulatorHost !== undefined;
  const { timeoutMs } = options;
  const httpAgent = boundedAgent(!emulated, timeoutMs, options.maxConnections);
  appCounter += 1;
  const app: App = initializeApp(
    { projectId: options.projectId, httpAgent },
    `coinwork-${appCounter}`,
  );
  const auth = getAuth(app);

  const decode = (token: string, kind: 'idToken' | 'sessionCookie', checkRevoked: boolean) =>
    kind === 'idToken'
      ? auth.verifyIdToken(token, emulated || checkRevoked)
      : auth.verifySessionCookie(token, emulated || checkRevoked);
  const verify = async (
    token: string,
    kind: 'idToken' | 'sessionCookie',
    checkRevoked: boolean,
  ): Promise<VerifiedIdentity> => {
    try {
      const decoded = await decode(token, kind, checkRevoked);
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
        expiresAt: decoded.exp,
        signedInAt: decoded.auth_time,
      };
    } catch (error) {
      throw classified(error);
    }
  };
  /** Outside calls: bounded in time; a provider that cannot be reached is IdentityUnavailableError. */
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await within(timeoutMs, work());
    } catch (error) {
      if (isUnavailable(error) && !(error instanceof IdentityUnavailableError)) {
        throw new IdentityUnavailableError(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  };

  return {
    verifyIdToken: (token, verifyOptions) =>
      call(() => verify(token, 'idToken', verifyOptions?.checkRevoked === true)),
    // A session lasts days: one revoked since (a changed password, a disabled account) is refused.
    verifySessionCookie: (cookie, verifyOptions) =>
      call(() => verify(cookie, 'sessionCookie', verifyOptions?.checkRevoked !== false)),
    createSessionCookie: (idToken, expiresInMs) =>
      call(async () => {
        try {
          return await auth.createSessionCookie(idToken, { expiresIn: expiresInMs });
        } catch (error) {
          throw classified(error);
        }
      }),
    deleteAccount: (uid) =>
      call(async () => {
        try {
          await auth.deleteUser(uid);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (code !== 'auth/user-not-found') throw error;
        }
      }),
    ensureAccount: (account) =>
      call(async () => {
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
      }),
    async close() {
      await deleteApp(app);
      httpAgent.destroy();
    },
  };
}
