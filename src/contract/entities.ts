/** The entities of the product (docs/product.md#entities), as the API sends them to the client. */

export const ROLES = ['worker', 'buyer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when signing up; nobody signs up as admin. */
export const SIGN_UP_ROLES = ['worker', 'buyer'] as const satisfies readonly Role[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export interface User {
  _id: string;
  name: string;
  email: string;
  photo: string;
  role: Role;
  /** Treated as 0 when missing. */
  availableCoin: number;
}

/** What the identity provider knows about the signed-in person. */
export interface SignedInIdentity {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
  /** False until the person opens the provider's verification link (absent: not known). */
  emailVerified?: boolean;
}

export interface Task {
  _id: string;
  task_title: string;
  task_detail: string;
  /** Open slots: workers still needed. */
  required_workers: number;
  /** Coins paid to each worker whose submission is approved. */
  payable_amount: number;
  /** Calendar date, `YYYY-MM-DD`. */
  completion_date: string;
  submission_info: string;
  task_image_url: string;
  buyer_email: string;
  buyer_name: string;
}

/** A task as public answers (the landing page) carry it: nobody's e-mail. */
export type PublicTask = Omit<Task, 'buyer_email'>;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface Submission {
  _id: string;
  task_id: string;
  task_title: string;
  payable_amount: number;
  /** ISO timestamp of the submission. */
  current_date: string;
  worker_email: string;
  worker_name: string;
  buyer_name: string;
  buyer_email: string;
  submission_details: string;
  status: SubmissionStatus;
}

/** What a buyer sends to decide on a submission (docs/product.md#states-and-transitions). */
export const REVIEW_ACTIONS = ['approved', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const WITHDRAWAL_STATUSES = ['pending', 'success'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const PAYMENT_SYSTEMS = ['Bkash', 'Rocket', 'Nagad', 'Other'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];

export interface WithdrawalRequest {
  _id: string;
  withdrawal_coin: number;
  /** Dollars: withdrawal_coin / 20, two decimals. */
  withdrawal_amount: number;
  payment_system: PaymentSystem;
  worker_email: string;
  worker_name: string;
  /** ISO timestamp of the request. */
  withdrawal_date: string;
  status: WithdrawalStatus;
  /** Where to pay, as the worker typed it (not in the spec's payload); absent when not given. */
  account_number?: string;
  /** Admins only: where the worker's coins came from, from the ledger (docs/money.md). */
  coin_sources?: CoinSources;
}

/**
 * Every coin that ever reached a worker's balance, by where it came from: approved work,
 * the sign-up grant, purchases, and everything else (refunds of their own tasks, …).
 */
export interface CoinSources {
  earned: number;
  signUpGrant: number;
  purchased: number;
  other: number;
}

export interface Notification {
  _id: string;
  message: string;
  toEmail: string;
  /** ISO timestamp. */
  time: string;
}

export interface Payment {
  _id: string;
  email: string;
  /** Dollars paid. */
  price: number;
  coins: number;
  /** ISO timestamp. */
  date: string;
  transactionId: string;
}

/** One approved submission's pay, listed per worker e-mail. */
export interface Earning {
  _id: string;
  amount: number;
  task_title: string;
  buyer_email: string;
  date: string;
}

export interface TopWorker {
  _id: string;
  name: string;
  photo: string;
  availableCoin: number;
}

export interface Testimonial {
  name: string;
  photo: string;
  quote: string;
  rating: 4 | 5;
}

export interface StatisticTile {
  label: string;
  count: number;
}
