/**
 * The bell's live feed: server-sent events from the notification stream, and polling while
 * the stream is down (it errored, or the browser has no EventSource). The browser retries a
 * dropped stream by itself; when it reconnects, polling stops after one catch-up refresh.
 */
import { NOTIFICATIONS_STREAM_PATH, STREAM_ACCESS_TOKEN_PARAM } from '../../../../contract/api';
import { NOTIFICATIONS_POLL_INTERVAL_MS } from '../../../../contract/constants';
import type { Notification } from '../../../../contract/entities';
import { apiBaseUrl } from '../../../store/baseQuery';

export interface NotificationFeedHandlers {
  onNotification: (notification: Notification) => void;
  /** Time to refetch the list: the stream cannot be trusted to have delivered everything. */
  onRefreshDue: () => void;
}

export interface NotificationFeed {
  close: () => void;
}

function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  return ['_id', 'message', 'toEmail', 'time'].every(
    (field) => field in value && typeof Reflect.get(value, field) === 'string',
  );
}

function parseNotification(data: unknown): Notification | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return isNotification(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function notificationStreamUrl(idToken: string): string {
  const url = new URL(`${apiBaseUrl()}${NOTIFICATIONS_STREAM_PATH}`);
  url.searchParams.set(STREAM_ACCESS_TOKEN_PARAM, idToken);
  return url.href;
}

export function openNotificationFeed(
  idToken: string | null,
  { onNotification, onRefreshDue }: NotificationFeedHandlers,
): NotificationFeed {
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const startPolling = () => {
    pollTimer ??= setInterval(onRefreshDue, NOTIFICATIONS_POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  if (!idToken || typeof EventSource === 'undefined') {
    startPolling();
    return { close: stopPolling };
  }

  const stream = new EventSource(notificationStreamUrl(idToken));
  stream.addEventListener('message', (event) => {
    const notification = parseNotification(event.data);
    if (notification) onNotification(notification);
  });
  stream.addEventListener('error', startPolling);
  stream.addEventListener('open', () => {
    if (pollTimer === undefined) return;
    stopPolling();
    onRefreshDue();
  });
  return {
    close: () => {
      stream.close();
      stopPolling();
    },
  };
}
