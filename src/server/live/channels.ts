/**
 * What the server instances of one database hear from each other and from the database itself,
 * through PostgreSQL's NOTIFY (or PGlite's, in one process): a notification was written (its id
 * only: payloads are limited to 8,000 bytes and the row is in the table); an account changed
 * (deleted, or its role changed: sent by a trigger, migration 0010; and once a deleted account's
 * sign-in account is gone too), so that every instance ends its streams and forgets its verified
 * tokens and caller record; the task list changed (also a
 * trigger), so that every instance forgets its pages (docs/deployment.md).
 * Sent inside the writing transaction, a message is delivered on commit and never for a
 * transaction rolled back.
 */
import { sql } from 'drizzle-orm';

import type { Transaction } from '../db/client';

export const CHANNELS = {
  notificationWritten: 'coinwork_notification_written',
  accountChanged: 'coinwork_account_changed',
  /** Sent by the database itself (a trigger, migration 0010) when the task list may differ. */
  taskListChanged: 'coinwork_task_list_changed',
} as const;

export interface AccountChange {
  /**
   * The user record's id (streams belong to it); none when only the sign-in account's removal is
   * announced, after its record was deleted (services/accountDeletions.ts).
   */
  userId?: string;
  /** The identity provider's uid (verified tokens are remembered by it). */
  firebaseUid: string;
}

export async function announceNotification(tx: Transaction, notificationId: string) {
  await tx.execute(sql`select pg_notify(${CHANNELS.notificationWritten}, ${notificationId})`);
}

/** Sent on commit: every instance forgets the account (and ends its streams, given a userId). */
export async function announceAccountChange(tx: Transaction, change: AccountChange) {
  await tx.execute(sql`select pg_notify(${CHANNELS.accountChanged}, ${JSON.stringify(change)})`);
}

export function parseAccountChange(payload: string): AccountChange | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const userId: unknown = Reflect.get(value, 'userId');
    const firebaseUid: unknown = Reflect.get(value, 'firebaseUid');
    if (typeof firebaseUid !== 'string') return undefined;
    if (userId === undefined || userId === null) return { firebaseUid };
    return typeof userId === 'string' ? { userId, firebaseUid } : undefined;
  } catch {
    return undefined;
  }
}
