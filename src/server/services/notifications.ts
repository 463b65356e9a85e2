/**
 * Notifications: stored rows, each announced on a channel by the transaction that writes it,
 * so that every server instance delivers it to the open streams of its recipient once it is
 * committed (live/notificationStreams.ts).
 */
import { count, eq } from 'drizzle-orm';

import type { Notification } from '@contract/schemas/notifications';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { notifications, users } from '../db/schema';
import { notFound } from '../errors';
import { announceNotification } from '../live/channels';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import type { NotificationRow } from './rows';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    toEmail: row.toEmail,
    time: row.time.toISOString(),
    ...(row.detail === null ? {} : { detail: row.detail }),
  };
}

/** Writes a notification in the transaction; `detail` is shown under the message. */
export type Notify = (
  toEmail: string,
  message: string,
  detail?: string,
) => Promise<NotificationRow>;

/**
 * Runs `work` in one transaction. The notifications it writes with `notify` are part of that
 * transaction (none is lost, none is sent for a rolled-back decision) and reach open streams
 * on every instance after the commit. A collision with another transaction runs it again
 * (db/conflictRetry.ts); only the attempt that commits is announced.
 */
export async function transactionWithNotifications<T>(
  db: Database,
  work: (tx: Transaction, notify: Notify) => Promise<T>,
): Promise<T> {
  return transaction(db, (tx) =>
    work(tx, async (toEmail, message, detail) => {
      const [row] = await tx
        .insert(notifications)
        .values({ toEmail, message, detail: detail ?? null })
        .returning();
      if (!row) throw new Error('The notification was not stored.');
      await announceNotification(tx, row.id);
      return row;
    }),
  );
}

export async function listNotifications(
  db: Database,
  email: string,
  window: PageWindow | undefined,
): Promise<Listing<Notification>> {
  const rows = await inWindow(
    db
      .select()
      .from(notifications)
      .where(eq(notifications.toEmail, email))
      .orderBy(descending(notifications.time), descending(notifications.id))
      .$dynamic(),
    window,
  );
  const [total] = await db
    .select({ value: count() })
    .from(notifications)
    .where(eq(notifications.toEmail, email));
  return { items: rows.map(toNotification), total: total?.value ?? 0 };
}

/** A message from an admin to one user; the time is the server's. */
export async function sendNotification(
  db: Database,
  toEmail: string,
  message: string,
): Promise<Notification> {
  const email = toEmail.toLowerCase();
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!recipient) throw notFound('The user');
  const sent = await transactionWithNotifications(db, (_tx, notify) => notify(email, message));
  return toNotification(sent);
}
