/**
 * Notifications: stored rows, plus live delivery to open streams once the transaction that
 * wrote them has committed. Delivery is in-process (an emitter per database handle); with
 * several server instances it would fan out through PostgreSQL LISTEN/NOTIFY instead.
 */
import { EventEmitter } from 'node:events';

import { count, eq } from 'drizzle-orm';

import type { Notification } from '../../contract/entities';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { notifications, users } from '../db/schema';
import { notFound } from '../errors';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import type { NotificationRow } from './rows';

export function toNotification(row: NotificationRow): Notification {
  return { _id: row.id, message: row.message, toEmail: row.toEmail, time: row.time.toISOString() };
}

const feeds = new WeakMap<Database, EventEmitter>();

function feedOf(db: Database): EventEmitter {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new EventEmitter();
    // One listener per open stream; many people may be watching at once.
    feed.setMaxListeners(0);
    feeds.set(db, feed);
  }
  return feed;
}

/** Calls `listener` with each notification written to `email` from now on; returns the unsubscribe. */
export function subscribeToNotifications(
  db: Database,
  email: string,
  listener: (notification: Notification) => void,
): () => void {
  const feed = feedOf(db);
  feed.on(email, listener);
  return () => feed.off(email, listener);
}

export type Notify = (toEmail: string, message: string) => Promise<NotificationRow>;

/**
 * Runs `work` in one transaction. The notifications it writes with `notify` are part of that
 * transaction (none is lost, none is sent for a rolled-back decision) and reach open streams
 * after the commit. A collision with another transaction runs it again (db/conflictRetry.ts).
 */
export async function transactionWithNotifications<T>(
  db: Database,
  work: (tx: Transaction, notify: Notify) => Promise<T>,
): Promise<T> {
  let written: NotificationRow[] = [];
  const result = await transaction(db, (tx) => {
    // A collision runs the transaction again: only the last attempt's rows were stored.
    written = [];
    return work(tx, async (toEmail, message) => {
      const [row] = await tx.insert(notifications).values({ toEmail, message }).returning();
      if (!row) throw new Error('The notification was not stored.');
      written.push(row);
      return row;
    });
  });
  const feed = feedOf(db);
  for (const row of written) feed.emit(row.toEmail, toNotification(row));
  return result;
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
