/**
 * Sign-outs, as the page session sees them (docs/security.md#the-page-session): signing out ends
 * the sign-in the browser's session cookie was made from, at the server, for every copy of that
 * cookie and every renewal of it. A sign-in is its uid and the moment the person signed in (the
 * `auth_time` of every ID token and session cookie it produced), so ending it needs no ID token
 * that is still good: the session cookie itself names it. Kept in the database, so that every
 * instance refuses it at once; kept for SERVER_SESSION_DAYS, beyond which no cookie made before
 * it is still good.
 */
import { and, eq, lt, sql } from 'drizzle-orm';

import { SERVER_SESSION_MAX_AGE_SECONDS } from '@contract/pageSession';
import type { VerifiedIdentity } from '../auth/identity';
import type { Database } from '../db/client';
import { pageSessionRevocations } from '../db/schema';

/** One sign-in: who, and when they signed in (seconds since 1970). */
export type SignIn = Pick<VerifiedIdentity, 'uid' | 'signedInAt'>;

const signedInAtOf = (signIn: SignIn) => new Date(signIn.signedInAt * 1000);

/** Ends the page sessions of this sign-in (again: ending one twice changes nothing). */
export async function endPageSessions(db: Database, signIn: SignIn): Promise<void> {
  // Rows whose every cookie has ended anyway are cleared as new ones come.
  await db
    .delete(pageSessionRevocations)
    .where(
      lt(
        pageSessionRevocations.revokedAt,
        sql`now() - make_interval(secs => ${SERVER_SESSION_MAX_AGE_SECONDS})`,
      ),
    );
  await db
    .insert(pageSessionRevocations)
    .values({ firebaseUid: signIn.uid, signedInAt: signedInAtOf(signIn) })
    .onConflictDoNothing();
}

/** Whether the sign-in's page sessions were ended by signing out. */
export async function pageSessionsEnded(db: Database, signIn: SignIn): Promise<boolean> {
  const [ended] = await db
    .select({ uid: pageSessionRevocations.firebaseUid })
    .from(pageSessionRevocations)
    .where(
      and(
        eq(pageSessionRevocations.firebaseUid, signIn.uid),
        eq(pageSessionRevocations.signedInAt, signedInAtOf(signIn)),
      ),
    )
    .limit(1);
  return ended !== undefined;
}
