/**
 * The HTTP contract between the client and the server (docs/product.md#server-calls), all under
 * `/api`: its paths, headers and the helpers that read answers. The shapes of every request
 * and answer are TypeBox schemas in `./schemas/<resource>.ts`, with their types from `Static<>`.
 * Request bodies keep the spec's field names; the server recomputes or ignores every figure
 * it does not trust (see docs/money.md).
 */

export const API_BASE_PATH = '/api';

/**
 * Every list can be paged with `page` (from 1) and `limit`. Lists keep the spec's shape
 * (a plain array); the total count of a paged list travels in the `X-Total-Count` header.
 * `GET /tasks` is the exception the spec defines: `{ tasks, totalTasks }`.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The status of an answer when the sign-in service could not verify the session (down or
 * too slow): the session may be fine, so the client retries after this many seconds instead
 * of signing the person out (docs/security.md).
 */
export const SIGN_IN_UNAVAILABLE_STATUS = 503;
export const SIGN_IN_RETRY_AFTER_SECONDS = 5;

export const CARD_ERROR_TYPES = [
  'validation_error',
  'card_error',
  'invalid_request_error',
] as const;
export type CardErrorType = (typeof CARD_ERROR_TYPES)[number];

/** A list read with its `X-Total-Count` (the whole list's length when it is not paged). */
export interface CountedList<T> {
  items: T[];
  total: number;
}

/**
 * The multipart field `POST /uploads` reads the image from (docs/product.md#server-calls: field
 * image).
 */
export const UPLOAD_IMAGE_FIELD = 'image';
/** What GET /api/uploads/:name accepts: 32 hex digits and a known extension. */
export const STORED_IMAGE_NAME = '^[0-9a-f]{32}\\.(png|jpg|gif|webp)$';

/**
 * New notifications are pushed as server-sent events: each `message` event's data is one
 * Notification as JSON. EventSource cannot send headers, and an ID token in an address is kept
 * by proxies and logs, so the client first asks `POST` NOTIFICATIONS_STREAM_TICKET_PATH (signed
 * in) for a short-lived, single-use ticket and opens the stream with it in the query parameter
 * named here; each reconnection needs a new ticket.
 */
export const NOTIFICATIONS_STREAM_PATH = '/notifications/stream';
export const NOTIFICATIONS_STREAM_TICKET_PATH = '/notifications/stream-ticket';
export const STREAM_TICKET_PARAM = 'ticket';
/**
 * The id of the last notification a reopened stream had received: the server first sends what
 * came after it. Browsers send it as the `Last-Event-ID` header only when EventSource retries
 * by itself, which a single-use ticket rules out, so the client puts it in the query.
 */
export const LAST_EVENT_ID_PARAM = 'last_event_id';

export const NOTIFICATION_STREAM_MESSAGES = {
  invalidTicket: 'This stream ticket is not valid or has expired. Ask for a new one.',
  tooManyStreams: (limit: number) =>
    `You have ${limit} notification streams open already. Close another tab and try again.`,
  invalidLastEventId: 'Last-Event-ID must be the id of a notification this stream sent.',
} as const;

/** The image's address from an upload answer, or null unless the upload succeeded. */
export function uploadedImageUrl(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  if (!('success' in answer) || answer.success !== true || !('data' in answer)) return null;
  const { data } = answer;
  if (typeof data !== 'object' || data === null || !('display_url' in data)) return null;
  return typeof data.display_url === 'string' ? data.display_url : null;
}

/** The `message` of an error answer (`ErrorBody`), or null when the answer has none. */
export function serverMessageOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return null;
  return typeof answer.message === 'string' && answer.message ? answer.message : null;
}

/**
 * The id of the `<script type="application/json">` element in which every page the server sends
 * carries the client configuration (schemas/clientConfig).
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';
