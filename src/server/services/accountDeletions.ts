/**
 * Deleting a person's identity-provider account, outside any transaction (docs/money.md,
 * "Outside calls"). Deleting the user record writes a row to `identity_account_deletions` in
 * the same transaction; a sweep then asks the provider, and retries with a growing delay
 * until the account is gone. Several server instances may sweep at once: a row is claimed
 * with `FOR UPDATE SKIP LOCKED` and its next attempt moved past the provider's timeout before
 * the call, so no two instances ask for the same account at the same time. Once the provider has
 * deleted it, every instance is told to forget the account again: a token verified between the
 * record's deletion and the provider's was still good at the provider, and may be remembered.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { IdentityProvider } from '../auth/identity';
import type { Database, Transaction } from '../db/client';
import { identityAccountDeletions } from '../db/schema';
import { announceAccountChange } from '../live/channels';

/** Accounts asked for per sweep. */
const SWEEP_BATCH = 20;
/** The longest wait between two attempts for one account. */
const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Records, in the caller's transaction, that the account must be deleted from the provider. */
export async function recordAccountDeletion(tx: Transaction, firebaseUid: string): Promise<void> {
  await tx
    .insert(identityAccountDeletions)
    .values({ firebaseUid })
    .onConflictDoUpdate({
      target: identityAccountDeletions.firebaseUid,
      set: { deletedAt: null, nextAttemptAt: sql`now()` },
    });
}

/** True when the account's record was deleted (its provider account is gone or going). */
export async function isDeletedAccount(
  db: Database | Transaction,
  firebaseUid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uid: identityAccountDeletions.firebaseUid })
    .from(identityAccountDeletions)
    .where(eq(identityAccountDeletions.firebaseUid, firebaseUid))
    .limit(1);
  return row !== undefined;
}

export interface SweepOptions {
  /** How long one provider call may take at most: a claimed row is left alone that long. */
  leaseMs: number;
  /** The first retry's delay; each further failure doubles it (up to 10 minutes). */
  retryDelayMs: number;
  warn: (message: string) => void;
}

/**
 * One pass: asks the provider to delete every due account (or only `onlyUid`'s); answers how
 * many are now gone.
 */
export async function sweepAccountDeletions(
  db: Database,
  identity: IdentityProvider,
  options: SweepOptions,
  onlyUid?: string,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ uid: identityAccountDeletions.firebaseUid })
      .from(identityAccountDeletions)
      .where(
        and(
          isNull(identityAccountDeletions.deletedAt),
          lte(identityAccountDeletions.nextAttemptAt, sql`now()`),
          onlyUid === undefined ? undefined : eq(identityAccountDeletions.firebaseUid, onlyUid),
        ),
      )
      .orderBy(asc(identityAccountDeletions.nextAttemptAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const uids = due.map((row) => row.uid);
    if (uids.length > 0) {
      await tx
        .update(identityAccountDeletions)
        .set({ nextAttemptAt: inMs(options.leaseMs * 2) })
        .where(inArray(identityAccountDeletions.firebaseUid, uids));
    }
    return uids;
  });

  let deleted = 0;
  for (const uid of claimed) {
    const byUid = eq(identityAccountDeletions.firebaseUid, uid);
    try {
      await identity.deleteAccount(uid);
      await db.transaction(async (tx) => {
        await tx
          .update(identityAccountDeletions)
          .set({
            deletedAt: sql`now()`,
            lastError: null,
            attempts: sql`${identityAccountDeletions.attempts} + 1`,
          })
          .where(byUid);
        await announceAccountChange(tx, { firebaseUid: uid });
      });
      deleted += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      options.warn(`Deleting identity account ${uid} failed (will retry): ${reason}`);
      const attempts = identityAccountDeletions.attempts;
      await db
        .update(identityAccountDeletions)
        .set({
          attempts: sql`${attempts} + 1`,
          lastError: reason,
          nextAttemptAt: sql`now() + least(${options.retryDelayMs} * power(2, ${attempts}), ${MAX_RETRY_DELAY_MS}) * interval '1 millisecond'`,
        })
        .where(byUid);
    }
  }
  return deleted;
}

export interface AccountDeletionSweep {
  /**
   * Tries the account's deletion at once (after its transaction committed), within the
   * provider's timeout; when that fails the sweep retries it. Never rejects.
   */
  deleteNow(firebaseUid: string): Promise<void>;
  /** Stops sweeping; resolves once a sweep under way has finished. */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sweeps at start and then `intervalMs` after each sweep ends. */
export function startAccountDeletionSweep(
  db: Database,
  identity: IdentityProvider,
  intervalMs: number,
  options: SweepOptions,
): AccountDeletionSweep {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  function run(): void {
    running = sweepAccountDeletions(db, identity, options)
      .then(
        () => undefined,
        (error: unknown) => options.warn(`The identity-account sweep failed: ${reasonOf(error)}`),
      )
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
  }
  schedule(0);

  return {
    async deleteNow(firebaseUid) {
      try {
        await sweepAccountDeletions(db, identity, options, firebaseUid);
      } catch (error) {
        options.warn(`Deleting identity account ${firebaseUid} failed: ${reasonOf(error)}`);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
