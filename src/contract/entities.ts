/**
 * The entities of the product (docs/product.md#entities): their roles and statuses. The fields
 * the API sends of each (User, Task, Submission, …) are TypeBox schemas in `./schemas/`.
 */

export const ROLES = ['worker', 'buyer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when signing up; nobody signs up as admin. */
export const SIGN_UP_ROLES = ['worker', 'buyer'] as const satisfies readonly Role[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/** What the identity provider knows about the signed-in person. */
export interface SignedInIdentity {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
  /** False until the person opens the provider's verification link (absent: not known). */
  emailVerified?: boolean;
}

/**
 * Where a submission is in its life (docs/money.md#the-submission-lifecycle): the spec's three,
 * then those of revisions and appeals.
 */
export const SUBMISSION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'changes_requested',
  'appealed',
  'rejection_upheld',
  'expired',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * What a buyer sends to decide on a submission (docs/product.md#states-and-transitions): the
 * spec's `approved` and `reject`, and asking for changes.
 */
export const REVIEW_ACTIONS = ['approved', 'reject', 'request_changes'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** How the buyer (or an admin) answers a worker's appeal. */
export const APPEAL_DECISIONS = ['pay_worker', 'uphold'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

export const WITHDRAWAL_STATUSES = ['pending', 'success'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const PAYMENT_SYSTEMS = ['Bkash', 'Rocket', 'Nagad', 'Other'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];

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
