/**
 * Per-account advisory locks, held until the transaction ends: a count checked and added to under
 * one holds for requests sent at once to any instance. Each use has a lock space of its own, all
 * listed here so that no two share one.
 */
import { sql } from 'drizzle-orm';

import type { Transaction } from './client';

const ACCOUNT_LOCK_SPACES = {
  /** The account's uploads of the last hour (services/uploadRecords.ts). */
  uploadCount: 1,
  /** The account's CSV exports under way (services/exportRuns.ts). */
  exportRuns: 2,
} as const;

export type AccountLockSpace = keyof typeof ACCOUNT_LOCK_SPACES;

/** Waits for, then holds until the transaction ends, the account's lock of `space`. */
export async function lockAccount(
  tx: Transaction,
  space: AccountLockSpace,
  account: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACES[space]}, hashtext(${account}))`,
  );
}
