/**
 * What keeps the server instances of one database in step (docs/deployment.md): the bell's
 * streams, and the account changes that must take effect everywhere at once (a deleted account
 * or a changed role ends the account's streams and its remembered tokens on every instance).
 */
import type { CachingIdentityProvider } from '../auth/tokenCache';
import type { ChannelSubscription, DatabaseHandle } from '../db/client';
import {
  type AccountChange,
  announceAccountChange,
  CHANNELS,
  parseAccountChange,
} from './channels';
import {
  type NotificationStreams,
  type StreamsLog,
  startNotificationStreams,
} from './notificationStreams';

export interface LiveUpdates {
  streams: NotificationStreams;
  /** Call after the change committed: this instance acts now, the others on the message. */
  accountChanged(change: AccountChange): Promise<void>;
  stop(): Promise<void>;
}

export async function startLiveUpdates(
  database: DatabaseHandle,
  identity: CachingIdentityProvider,
  log: StreamsLog,
): Promise<LiveUpdates> {
  const streams = await startNotificationStreams(database, log);
  const actOn = (change: AccountChange) => {
    streams.closeAccount(change.userId);
    identity.forgetAccount(change.firebaseUid);
  };
  let accounts: ChannelSubscription;
  try {
    accounts = await database.listen(CHANNELS.accountChanged, {
      onMessage(payload) {
        const change = parseAccountChange(payload);
        if (change) actOn(change);
      },
      onResumed() {
        // Changes sent while the connection was down are unknown: start over.
        identity.forgetAll();
        streams
          .closeStale()
          .catch((error: unknown) => log.warn({ err: error }, 'could not recheck open streams'));
      },
    });
  } catch (error) {
    await streams.stop();
    throw error;
  }
  return {
    streams,
    async accountChanged(change) {
      actOn(change);
      // The change itself is committed: a failed message must not fail the request. The other
      // instances still apply it wherever the account's record is read (on every request that
      // needs a role); only their open streams and remembered tokens wait for another message.
      await announceAccountChange(database.db, change).catch((error: unknown) =>
        log.warn({ err: error }, 'could not tell the other instances of an account change'),
      );
    },
    async stop() {
      await accounts.stop();
      await streams.stop();
    },
  };
}
