/**
 * Sign-outs, as the session cookie sees them (docs/security.md#the-session-cookie): signing out ends
 * the sign-in the browser's session cookie was made from, at the server, for every copy of that
 * cookie and every renewal of it. A sign-in is its uid and the moment the person signed in (the
 * `auth_time` of every ID token and session cookie it produced), so ending it needs no ID token
 * that is still good: the session cookie itself names it. Kept in the database, so that every
 * instance refuses it at once; kept for SERVER_SESSION_DAYS, beyond which no cookie made before
 * it is still good.
 */
import { and, eq, lt, sql } from 'drizzle-orm';

import { SERVER_SESSION_MAX_AGE_SECONDS } from '@contract/sessionCookie';
import type { VerifiedIdentity } from '../auth/identity';
import type { Database } from '../db/client';
import { sessionCookieRevocations } from '../db/schema';

/** One sign-in: who, and when they signed in (seconds since 1970). */
export type SignIn = Pick<VerifiedIdentity, 'uid' | 'signedInAt'>;

const signedInAtOf = (signIn: SignIn) => new Date(signIn.signedInAt * 1000);

/** Ends the session cookies of this sign-in (again: ending one twice changes nothing). */
export async function endSessionCookies(db: Database, signIn: SignIn): Promise<void> {
  // Rows whose every cookie has ended anyway are cleared as new ones come.
  await db
    .delete(sessionCookieRevocations)
    .where(
      lt(
        sessionCookieRevocations.revokedAt,
        sql`now() - make_interval(secs => ${SERVER_SESSION_MAX_AGE_SECONDS})`,
      ),
    );
  await db
    .insert(sessionCookieRevocations)
    .values({ firebaseUid: signIn.uid, signedInAt: signedInAtOf(signIn) })
    .onConflictDoNothing();
}

/** Whether the sign-in's session cookies were ended by signing out. */
export async function sessionCookiesEnded(db: Database, signIn: SignIn): Promise<boolean> {
  const [ended] = await db
    .select({ uid: sessionCookieRevocations.firebaseUid })
    .from(sessionCookieRevocations)
    .where(
      and(
        eq(sessionCookieRevocations.firebaseUid, signIn.uid),
        eq(sessionCookieRevocations.signedInAt, signedInAtOf(signIn)),
      ),
    )
    .limit(1);
  return ended !== undefined;
}
