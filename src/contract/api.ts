/**
 * The HTTP contract between the client and the server (docs/product.md#server-calls), all under
 * `/api`. Request bodies keep the spec's field names; the server recomputes or ignores every figure
 * it does not trust (see docs/money.md).
 */
import type {
  Notification,
  Payment,
  PaymentSystem,
  ReviewAction,
  Role,
  SignUpRole,
  SubmissionStatus,
  Task,
  TopWorker,
  User,
  WithdrawalStatus,
} from './entities';
import type { CardField } from './validation';

export const API_BASE_PATH = '/api';

export interface ErrorBody {
  message: string;
}

export interface InsertedId {
  insertedId: string;
}

/** The answer of a DELETE (the spec does not show one). */
export interface DeleteResult {
  deletedCount: number;
}
/** Deleting a task also says how many coins went back to its buyer. */
export interface TaskDeleteResult extends DeleteResult {
  refundedCoins: number;
}

/**
 * Every list can be paged with `page` (from 1) and `limit`. Lists keep the spec's shape
 * (a plain array); the total count of a paged list travels in the `X-Total-Count` header.
 * `GET /tasks` is the exception the spec defines: `{ tasks, totalTasks }`.
 */
export interface PageQuery {
  page?: number;
  limit?: number;
}
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The status of an answer when the sign-in service could not verify the session (down or
 * too slow): the session may be fine, so the client retries after this many seconds instead
 * of signing the person out (docs/security.md).
 */
export const SIGN_IN_UNAVAILABLE_STATUS = 503;
export const SIGN_IN_RETRY_AFTER_SECONDS = 5;

export interface EmailQuery {
  email: string;
}

export interface CreateUserBody {
  name: string;
  email: string;
  photo: string;
  role: SignUpRole;
  /** Ignored: the server decides starting coins. */
  availableCoin?: number;
}
/** `insertedId` is null when the record already existed. */
export interface CreateUserResult {
  insertedId: string | null;
  user: User;
}

export interface UpdateUserRoleBody {
  role: Role;
}

/** Figures for the admin's badge and Admin Home cards. */
export interface AdminSummary {
  totalCoins: number;
  totalWorkers: number;
  totalBuyers: number;
  totalPayments: number;
}

export interface TasksPage {
  tasks: Task[];
  totalTasks: number;
}

export interface CreateTaskBody {
  task_title: string;
  task_detail: string;
  required_workers: number;
  payable_amount: number;
  completion_date: string;
  submission_info: string;
  task_image_url: string;
  buyer_email?: string;
  buyer_name?: string;
}

export interface UpdateTaskBody {
  task_title: string;
  task_detail: string;
  submission_info: string;
}

export interface CreateSubmissionBody {
  task_id: string;
  submission_details: string;
  task_title?: string;
  payable_amount?: number;
  current_date?: string;
  worker_email?: string;
  worker_name?: string;
  buyer_name?: string;
  buyer_email?: string;
  status?: SubmissionStatus;
}

export interface ReviewSubmissionBody {
  action: ReviewAction;
}

export interface CreateWithdrawalBody {
  withdrawal_coin: number;
  withdrawal_amount?: number;
  payment_system: PaymentSystem;
  /** Where to pay; the form asks for it, the spec's payload leaves it out. */
  account_number?: string;
  worker_email?: string;
  worker_name?: string;
  withdrawal_date?: string;
  status?: WithdrawalStatus;
}

export interface ApproveWithdrawalBody {
  status: 'success';
  worker_email?: string;
  withdrawal_coin?: number;
}

export interface CreateNotificationBody {
  message: string;
  toEmail: string;
  time?: string;
}

export interface TotalPayments {
  totalPrice: number;
}

export interface CreatePaymentIntentBody {
  price: number;
}
export interface PaymentIntentCreated {
  clientSecret: string;
  /** Which gateway issued the intent, so the client shows the matching card form. */
  provider: PaymentProviderName;
}

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface RecordPaymentBody {
  transactionId: string;
  email?: string;
  price?: number;
  coins?: number;
  date?: string;
}
export interface PaymentRecorded {
  insertedId: string | null;
  /** False when this transaction id had already been credited. */
  credited: boolean;
  payment: Payment;
}

/** The sandbox gateway's confirm step (the stand-in for the card provider's client). */
export interface SandboxConfirmBody {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export interface SandboxConfirmResult {
  paymentIntent: { id: string; status: 'succeeded' | 'requires_payment_method'; amount: number };
  /**
   * Shaped like the card provider's: `validation_error` for what was typed (with the field
   * to show it under), `card_error` for a declined card, `invalid_request_error` otherwise.
   */
  error?: { message: string; code: string; type?: CardErrorType; field?: CardField };
}
export const CARD_ERROR_TYPES = [
  'validation_error',
  'card_error',
  'invalid_request_error',
] as const;
export type CardErrorType = (typeof CARD_ERROR_TYPES)[number];

export interface UploadResult {
  success: boolean;
  data: { display_url: string };
}

export interface HealthStatus {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export type { Notification, Payment, TopWorker };

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

export interface StreamTicket {
  ticket: string;
  /** ISO timestamp after which the ticket opens nothing. */
  expiresAt: string;
}

export const NOTIFICATION_STREAM_MESSAGES = {
  invalidTicket: 'This stream ticket is not valid or has expired. Ask for a new one.',
  tooManyStreams: (limit: number) =>
    `You have ${limit} notification streams open already. Close another tab and try again.`,
} as const;

/** `GET /client-config`: the public settings the web client starts with. */
export interface ClientConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** The Auth Emulator's URL when the server uses it; null for real Firebase. */
    authEmulatorUrl: string | null;
  };
  payments: {
    provider: PaymentProviderName;
    stripePublishableKey: string | null;
  };
  /** The external page 'Join as a Developer' opens (DEVELOPER_PAGE_URL). */
  developerPageUrl: string;
}

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
