/**
 * The HTTP contract between the client and the server (spec §7), all under `/api`.
 * Request bodies keep the spec's field names; the server recomputes or ignores every
 * figure it does not trust (see docs/money.md).
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

export const API_BASE_PATH = '/api';

export interface ErrorBody {
  message: string;
}

export interface InsertedId {
  insertedId: string;
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
  error?: { message: string; code: string };
}

export interface UploadResult {
  success: boolean;
  data: { display_url: string };
}

export interface HealthStatus {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export type { Notification, Payment, TopWorker };
