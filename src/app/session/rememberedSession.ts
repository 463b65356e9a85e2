/**
 * What the browser remembers of the signed-in person between visits, so that a returning person's
 * dashboard asks for its data at once instead of after the identity provider has loaded and
 * checked in (docs/performance.md#dashboards): who it is, the role last seen (which screens'
 * code to fetch) and the provider's current ID token with its expiry.
 *
 * The identity provider keeps the same token in the same storage (its local persistence), so this
 * exposes nothing new. It is written each time the provider issues a token and dropped on sign-out;
 * a token this close to its end is not used: the provider's fresh one is awaited instead.
 * Nothing here decides access: the server checks the token on every request, and the role comes
 * from the user record as always.
 */
import type { Role, SignedInIdentity } from '@contract/entities';
import { writePageLayout } from './pageCookie';
import { readStoredJson, writeStoredJson } from './storedJson';

export const SESSION_KEY = 'coinwork.session';
/** A token used this close to its expiry could lapse on the way. */
const TOKEN_MARGIN_MS = 60_000;
const ROLES: readonly Role[] = ['worker', 'buyer', 'admin'];

export interface RememberedSession {
  identity: SignedInIdentity;
  idToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  role?: Role;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function isIdentity(value: unknown): value is SignedInIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
  return isText(uid) && isTextOrNull(email) && isTextOrNull(displayName) && isTextOrNull(photoURL);
}

/** The remembered session, whatever its token's age; nothing when storage holds none or junk. */
export function readRememberedSession(): RememberedSession | undefined {
  const stored = readStoredJson(SESSION_KEY);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { identity, idToken, expiresAt, role } = stored as Record<string, unknown>;
  if (!isIdentity(identity) || !isText(idToken) || typeof expiresAt !== 'number') return undefined;
  return {
    identity,
    idToken,
    expiresAt,
    role: ROLES.find((known) => known === role),
  };
}

/** The remembered session while its token can still be used; otherwise nothing. */
export function usableRememberedSession(now = Date.now()): RememberedSession | undefined {
  const session = readRememberedSession();
  return session && session.expiresAt - now > TOKEN_MARGIN_MS ? session : undefined;
}

function store(session: RememberedSession | undefined): void {
  writePageLayout(session?.identity.uid);
  // Without storage the next visit waits for the identity provider, as a first visit does.
  writeStoredJson(SESSION_KEY, session);
}

/**
 * Called with each token the identity provider issues (null: signed out), `expiresAt` by this
 * browser's clock.
 */
export function rememberToken(
  token: { identity: SignedInIdentity; idToken: string; expiresAt: number } | null,
): void {
  if (!token) {
    store(undefined);
    return;
  }
  const previous = readRememberedSession();
  // The role stays only while the same person is signed in.
  const role = previous?.identity.uid === token.identity.uid ? previous.role : undefined;
  // A token reported again (as the provider starts) ends when it was first said to: its end is
  // counted by this browser's clock from when it came (@app/firebase/firebaseApp).
  const expiresAt =
    previous?.idToken === token.idToken
      ? Math.min(previous.expiresAt, token.expiresAt)
      : token.expiresAt;
  store({ ...token, expiresAt, role });
}

/**
 * What is known now of the signed-in person (the provider's latest identity, the role of their
 * record) for the next visit: a profile changed after the token was issued (the name and photo
 * given at registration) is not in the token's copy.
 */
export function rememberPerson(identity: SignedInIdentity, role: Role | undefined): void {
  const session = readRememberedSession();
  if (!session || session.identity.uid !== identity.uid) return;
  const updated = { ...session, identity, role: role ?? session.role };
  if (JSON.stringify(updated) !== JSON.stringify(session)) store(updated);
}
