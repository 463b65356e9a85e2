/**
 * The open notification streams of this server instance, and how a notification written by
 * any instance reaches them (docs/deployment.md#the-bell-across-instances):
 * - the writing transaction sends the notification's id on a channel (live/channels.ts);
 * - every instance listens on its one dedicated connection, reads the rows it has streams for,
 *   and writes them to those streams;
 * - a stream reopened with the id of the last event it received first gets what came after it;
 * - after a lost listening connection, the instance reads what was written meanwhile.
 * A stream never gets the same notification twice; rows are read by id, so the channel
 * carries nothing but ids.
 */
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';

import { NOTIFICATION_STREAM_MESSAGES } from '@contract/api';
import type { Notification } from '@contract/schemas/notifications';
import type { ChannelSubscription, DatabaseHandle } from '../db/client';
import { notifications, users } from '../db/schema';
import { HttpError } from '../errors';
import { toNotification } from '../services/notifications';
import { CHANNELS } from './channels';

/**
 * A notification's time is its transaction's start, and it is sent when that transaction
 * commits: catching up reaches this far back so that a slow transaction is not missed.
 */
const CATCH_UP_MARGIN_SECONDS = 60;
/** A reopened stream receives at most this many missed notifications (the list has the rest). */
const CATCH_UP_LIMIT = 100;
/** The ids a stream remembers having sent, so that catching up repeats none. */
const REMEMBERED_IDS = 500;

/** One open notification stream of an account. */
export interface OpenStream {
  /** Writes one notification to the stream. */
  deliver(notification: Notification): void;
  /** Ends the stream (its account was deleted or its role changed). */
  close(): void;
}

export interface StreamOwner {
  id: string;
  email: string;
  /** The role the stream was opened under; a change ends it. */
  role: string;
}

interface RegisteredStream {
  owner: StreamOwner;
  stream: OpenStream;
  sent: Set<string>;
  /** While the missed notifications are read, new ones wait here, to keep the order. */
  waiting: Notification[] | undefined;
}

export interface NotificationStreams {
  /**
   * Registers a stream of `owner`, refused with a 429 when the account already has `limit`
   * open on this instance. With `lastEventId`, what came after that notification is sent
   * first. Answers the function that unregisters the stream.
   */
  open(
    owner: StreamOwner,
    stream: OpenStream,
    options: { limit: number; lastEventId?: string },
  ): Promise<() => void>;
  /** Ends every stream of the account on this instance. */
  closeAccount(userId: string): void;
  /** Ends the streams whose account is gone or has another role now (changes may have been missed). */
  closeStale(): Promise<void>;
  /** Stops listening; open streams stay until their connections end. */
  stop(): Promise<void>;
}

export interface StreamsLog {
  warn(details: object, message: string): void;
}

export async function startNotificationStreams(
  database: DatabaseHandle,
  log: StreamsLog,
): Promise<NotificationStreams> {
  const { db } = database;
  const byAccount = new Map<string, Set<RegisteredStream>>();

  const send = (registered: RegisteredStream, notification: Notification) => {
    if (registered.sent.has(notification._id)) return;
    if (registered.waiting) {
      registered.waiting.push(notification);
      return;
    }
    registered.sent.add(notification._id);
    if (registered.sent.size > REMEMBERED_IDS) {
      const oldest = registered.sent.values().next().value;
      if (oldest !== undefined) registered.sent.delete(oldest);
    }
    registered.stream.deliver(notification);
  };

  /** Rows oldest first, each to every open stream of its recipient. */
  const fanOut = (rows: { notification: Notification; userId: string }[]) => {
    for (const { notification, userId } of rows) {
      for (const registered of byAccount.get(userId) ?? []) send(registered, notification);
    }
  };

  const readRows = async (where: ReturnType<typeof and>) => {
    const rows = await db
      .select({ row: notifications, userId: users.id })
      .from(notifications)
      .innerJoin(users, eq(users.email, notifications.toEmail))
      .where(where)
      .orderBy(asc(notifications.time), asc(notifications.id));
    return rows.map(({ row, userId }) => ({ notification: toNotification(row), userId }));
  };

  // Ids arriving together are read in one query; reads run one after another, in order.
  let announced = new Set<string>();
  let reading: Promise<void> = Promise.resolve();
  const readAnnounced = () => {
    const ids = [...announced];
    announced = new Set();
    if (ids.length === 0 || byAccount.size === 0) return;
    reading = reading
      .then(async () => fanOut(await readRows(inArray(notifications.id, ids))))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'could not read announced notifications'),
      );
  };

  const catchUp = (lostAt: Date) => {
    const emails = [...byAccount.values()].flatMap((streams) =>
      [...streams].slice(0, 1).map((registered) => registered.owner.email),
    );
    if (emails.length === 0) return;
    const since = new Date(lostAt.getTime() - CATCH_UP_MARGIN_SECONDS * 1000);
    reading = reading
      .then(async () =>
        fanOut(
          await readRows(
            and(inArray(notifications.toEmail, emails), gte(notifications.time, since)),
          ),
        ),
      )
      .catch((error: unknown) => log.warn({ err: error }, 'could not catch up notifications'));
  };

  const subscription: ChannelSubscription = await database.listen(CHANNELS.notificationWritten, {
    onMessage(id) {
      if (announced.size === 0) setImmediate(readAnnounced);
      announced.add(id);
    },
    onResumed: catchUp,
  });

  /** What the owner was sent after `lastEventId`, oldest first (none when it is not theirs). */
  const missedSince = async (owner: StreamOwner, lastEventId: string) => {
    const [last] = await db
      .select({ time: notifications.time })
      .from(notifications)
      .where(and(eq(notifications.id, lastEventId), eq(notifications.toEmail, owner.email)))
      .limit(1);
    if (!last) return [];
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.toEmail, owner.email),
          ne(notifications.id, lastEventId),
          gte(
            notifications.time,
            sql`${last.time}::timestamptz - make_interval(secs => ${CATCH_UP_MARGIN_SECONDS})`,
          ),
        ),
      )
      .orderBy(asc(notifications.time), asc(notifications.id))
      .limit(CATCH_UP_LIMIT);
    return rows.map(toNotification);
  };

  return {
    async open(owner, stream, { limit, lastEventId }) {
      const own = byAccount.get(owner.id) ?? new Set<RegisteredStream>();
      if (own.size >= limit) {
        throw new HttpError(429, NOTIFICATION_STREAM_MESSAGES.tooManyStreams(limit));
      }
      const registered: RegisteredStream = {
        owner,
        stream,
        sent: new Set(lastEventId ? [lastEventId] : []),
        waiting: lastEventId ? [] : undefined,
      };
      own.add(registered);
      byAccount.set(owner.id, own);
      const unregister = () => {
        own.delete(registered);
        if (own.size === 0 && byAccount.get(owner.id) === own) byAccount.delete(owner.id);
      };
      if (lastEventId) {
        try {
          const missed = await missedSince(owner, lastEventId);
          const waiting = registered.waiting ?? [];
          registered.waiting = undefined;
          for (const notification of [...missed, ...waiting]) send(registered, notification);
        } catch (error) {
          unregister();
          throw error;
        }
      }
      return unregister;
    },
    closeAccount(userId) {
      for (const registered of [...(byAccount.get(userId) ?? [])]) registered.stream.close();
    },
    async closeStale() {
      const ids = [...byAccount.keys()];
      if (ids.length === 0) return;
      const current = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(inArray(users.id, ids));
      const roles = new Map(current.map((user) => [user.id, user.role]));
      for (const [userId, streams] of [...byAccount]) {
        for (const registered of [...streams]) {
          if (roles.get(userId) !== registered.owner.role) registered.stream.close();
        }
      }
    },
    async stop() {
      await subscription.stop();
      await reading;
    },
  };
}
