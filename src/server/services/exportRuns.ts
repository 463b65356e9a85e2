/**
 * The CSV exports under way, counted in the database so that an account's limit holds on every
 * instance together (docs/security.md#exports). An export takes a run before it reads anything
 * and ends it when its answer ends, however it ends (sent, the client gone, an error). A run
 * lapses EXPORT_RUN_LEASE_SECONDS after it was last renewed, so one whose instance stopped
 * without ending it does not hold its place for ever; a running export renews it well before.
 */
import { and, count, eq, lte, sql } from 'drizzle-orm';

import { lockAccount } from '../db/accountLocks';
import type { Database } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { exportRuns } from '../db/schema';

export const EXPORT_RUN_LEASE_SECONDS = 60;

const leaseEnd = sql`now() + make_interval(secs => ${EXPORT_RUN_LEASE_SECONDS})`;

/**
 * Starts one of the account's `atOnce` exports: its run's id, or undefined when they are all
 * under way. Counted and taken under the account's lock, so exports asked for at once, on any
 * instances, never run more than `atOnce` together.
 */
export async function startExportRun(
  db: Database,
  userId: string,
  atOnce: number,
): Promise<string | undefined> {
  return transaction(db, async (tx) => {
    await lockAccount(tx, 'exportRuns', userId);
    const ofAccount = eq(exportRuns.userId, userId);
    await tx.delete(exportRuns).where(and(ofAccount, lte(exportRuns.expiresAt, sql`now()`)));
    const [running] = await tx.select({ value: count() }).from(exportRuns).where(ofAccount);
    if ((running?.value ?? 0) >= atOnce) return undefined;
    const [run] = await tx
      .insert(exportRuns)
      .values({ userId, expiresAt: leaseEnd })
      .returning({ id: exportRuns.id });
    return run?.id;
  });
}

export async function renewExportRun(db: Database, runId: string): Promise<void> {
  await db.update(exportRuns).set({ expiresAt: leaseEnd }).where(eq(exportRuns.id, runId));
}

export async function endExportRun(db: Database, runId: string): Promise<void> {
  await db.delete(exportRuns).where(eq(exportRuns.id, runId));
}
