/**
 * The bell's live feed: server-sent events from the notification stream, and polling while
 * the stream is down (it errored, or the browser has no EventSource). The stream opens with a
 * single-use ticket (an ID token in an address would be kept by proxies and logs), so the
 * browser's own retry, which reuses the address, cannot work: a dropped stream is closed and
 * opened again with a fresh ticket, waiting longer after each failure, and with the id of the
 * last notification received, so that the server (any instance) first sends what was missed.
 * When it is back, polling stops after one catch-up refresh.
 */
import { LAST_EVENT_ID_PARAM, NOTIFICATIONS_STREAM_PATH, STREAM_TICKET_PARAM } from '@contract/api';
import { NOTIFICATIONS_POLL_INTERVAL_MS, NOTIFICATIONS_STREAM_RETRY } from '@contract/constants';
import type { Notification } from '@contract/schemas/notifications';
import { apiBaseUrl } from '@app/store/baseQuery';

export interface NotificationFeedHandlers {
  onNotification: (notification: Notification) => void;
  /** Time to refetch the list: the stream cannot be trusted to have delivered everything. */
  onRefreshDue: () => void;
  /** A fresh single-use stream ticket; rejects when none can be had right now. */
  requestTicket: () => Promise<string>;
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

export function notificationStreamUrl(ticket: string, lastEventId?: string): string {
  const url = new URL(`${apiBaseUrl()}${NOTIFICATIONS_STREAM_PATH}`);
  url.searchParams.set(STREAM_TICKET_PARAM, ticket);
  if (lastEventId) url.searchParams.set(LAST_EVENT_ID_PARAM, lastEventId);
  return url.href;
}

export function openNotificationFeed({
  onNotification,
  onRefreshDue,
  requestTicket,
}: NotificationFeedHandlers): NotificationFeed {
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const startPolling = () => {
    pollTimer ??= setInterval(onRefreshDue, NOTIFICATIONS_POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  if (typeof EventSource === 'undefined') {
    startPolling();
    return { close: stopPolling };
  }

  let closed = false;
  let stream: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId: string | undefined;

  const openLater = () => {
    startPolling();
    const wait = Math.min(
      NOTIFICATIONS_STREAM_RETRY.firstMs * 2 ** failures,
      NOTIFICATIONS_STREAM_RETRY.longestMs,
    );
    failures += 1;
    retryTimer = setTimeout(() => void open(), wait);
  };

  const open = async () => {
    retryTimer = undefined;
    let ticket: string;
    try {
      ticket = await requestTicket();
    } catch {
      if (!closed) openLater();
      return;
    }
    if (closed) return;
    const source = new EventSource(notificationStreamUrl(ticket, lastEventId));
    stream = source;
    source.addEventListener('message', (event) => {
      const notification = parseNotification(event.data);
      if (!notification) return;
      lastEventId = notification._id;
      onNotification(notification);
    });
    source.addEventListener('error', () => {
      source.close();
      if (closed || stream !== source) return;
      stream = undefined;
      openLater();
    });
    source.addEventListener('open', () => {
      failures = 0;
      if (pollTimer === undefined) return;
      stopPolling();
      onRefreshDue();
    });
  };

  void open();
  return {
    close: () => {
      closed = true;
      stream?.close();
      clearTimeout(retryTimer);
      stopPolling();
    },
  };
}
