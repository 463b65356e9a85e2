/**
 * What keeps the server instances of one database in step (docs/deployment.md): the bell's
 * streams, the account changes that must take effect everywhere at once (a deleted account or a
 * changed role ends the account's streams, its remembered tokens and its caller record on every
 * instance), and the remembered task list pages, forgotten when the list changes.
 */
import type { TasksPage } from '@contract/schemas/tasks';
import type { CallerCache } from '../auth/callerCache';
import type { CachingIdentityProvider } from '../auth/tokenCache';
import type { ChannelSubscription, DatabaseHandle } from '../db/client';
import { type AccountChange, CHANNELS, parseAccountChange } from './channels';
import {
  type NotificationStreams,
  type StreamsLog,
  startNotificationStreams,
} from './notificationStreams';
import type { TaskListCache } from './taskListCache';

/** What each instance remembers, and forgets when the database announces a change. */
export interface RememberedReads {
  identity: CachingIdentityProvider;
  callers: CallerCache;
  taskList: TaskListCache<TasksPage>;
}

export interface LiveUpdates {
  streams: NotificationStreams;
  taskList: TaskListCache<TasksPage>;
  /** Call after the change committed: this instance acts now, the others on the message. */
  accountChanged(change: AccountChange): void;
  stop(): Promise<void>;
}

export async function startLiveUpdates(
  database: DatabaseHandle,
  { identity, callers, taskList }: RememberedReads,
  log: StreamsLog,
): Promise<LiveUpdates> {
  const streams = await startNotificationStreams(database, log);
  const actOn = (change: AccountChange) => {
    if (change.userId !== undefined) streams.closeAccount(change.userId);
    identity.forgetAccount(change.firebaseUid);
    callers.forgetAccount(change.firebaseUid);
  };
  const subscriptions: ChannelSubscription[] = [];
  try {
    subscriptions.push(
      await database.listen(CHANNELS.accountChanged, {
        onMessage(payload) {
          const change = parseAccountChange(payload);
          if (change) actOn(change);
        },
        onResumed() {
          // Changes sent while the connection was down are unknown: start over.
          identity.forgetAll();
          callers.forgetAll();
          streams
            .closeStale()
            .catch((error: unknown) => log.warn({ err: error }, 'could not recheck open streams'));
        },
      }),
      await database.listen(CHANNELS.taskListChanged, {
        onMessage: () => taskList.changed(),
        onResumed: () => taskList.changed(),
      }),
    );
  } catch (error) {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await streams.stop();
    throw error;
  }
  return {
    streams,
    taskList,
    accountChanged(change) {
      // The database sends the change to every instance (a trigger, migration 0010); this one
      // need not wait for its own message.
      actOn(change);
    },
    async stop() {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
      await streams.stop();
    },
  };
}
