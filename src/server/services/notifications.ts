/**
 * Notifications: stored rows, plus live delivery to open streams once the transaction that
 * wrote them has committed. Streams belong to an account (its user id, never its e-mail, which
 * a later account may take over). Delivery is in-process (an emitter per database handle); with
 * several server instances it would fan out through PostgreSQL LISTEN/NOTIFY instead.
 */
import { EventEmitter } from 'node:events';

import { count, eq } from 'drizzle-orm';

import { NOTIFICATION_STREAM_MESSAGES } from '@contract/api';
import type { Notification } from '@contract/schemas/notifications';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { notifications, users } from '../db/schema';
import { HttpError, notFound } from '../errors';
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

const feeds = new WeakMap<Database, EventEmitter>();
const streamsByDatabase = new WeakMap<Database, Map<string, Set<OpenStream>>>();

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

/** One open notification stream of an account. */
export interface OpenStream {
  /** Called with each notification written to the account from now on. */
  deliver(notification: Notification): void;
  /** Ends the stream (its account was deleted or its role changed). */
  close(): void;
}

function streamsOf(db: Database): Map<string, Set<OpenStream>> {
  let streams = streamsByDatabase.get(db);
  if (!streams) {
    streams = new Map();
    streamsByDatabase.set(db, streams);
  }
  return streams;
}

/**
 * Opens a stream for user `userId`, refused with a 429 when the account already has `limit`
 * open on this instance; returns the function that unregisters it.
 */
export function openNotificationStream(
  db: Database,
  userId: string,
  stream: OpenStream,
  limit: number,
): () => void {
  const streams = streamsOf(db);
  const own = streams.get(userId) ?? new Set<OpenStream>();
  if (own.size >= limit)
    throw new HttpError(429, NOTIFICATION_STREAM_MESSAGES.tooManyStreams(limit));
  own.add(stream);
  streams.set(userId, own);
  const feed = feedOf(db);
  const listener = (notification: Notification) => stream.deliver(notification);
  feed.on(userId, listener);
  return () => {
    feed.off(userId, listener);
    own.delete(stream);
    if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
  };
}

/** Ends every open stream of the account; call it after the change's transaction commits. */
export function closeNotificationStreams(db: Database, userId: string): void {
  for (const stream of [...(streamsOf(db).get(userId) ?? [])]) stream.close();
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
 * after the commit. A collision with another transaction runs it again (db/conflictRetry.ts).
 */
export async function transactionWithNotifications<T>(
  db: Database,
  work: (tx: Transaction, notify: Notify) => Promise<T>,
): Promise<T> {
  let written: { row: NotificationRow; recipientId: string | undefined }[] = [];
  const result = await transaction(db, (tx) => {
    // A collision runs the transaction again: only the last attempt's rows were stored.
    written = [];
    return work(tx, async (toEmail, message, detail) => {
      const [row] = await tx
        .insert(notifications)
        .values({ toEmail, message, detail: detail ?? null })
        .returning();
      if (!row) throw new Error('The notification was not stored.');
      const [recipient] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, toEmail))
        .limit(1);
      written.push({ row, recipientId: recipient?.id });
      return row;
    });
  });
  const feed = feedOf(db);
  for (const { row, recipientId } of written) {
    if (recipientId) feed.emit(recipientId, toNotification(row));
  }
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
