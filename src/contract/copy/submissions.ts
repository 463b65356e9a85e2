/**
 * The texts of submissions (docs/product.md#routes): the buyer's review of them and the worker's
 * My Submissions.
 */
import type { SubmissionStatus } from '../entities';
import { REJECTION_COMMENT_LENGTH } from '../review';

export const REVIEW_COPY = {
  view: 'View',
  accept: 'Accept',
  reject: 'Reject',
  dismiss: 'Cancel',
  detailsTitle: 'Submission details',
  task: 'Task',
  worker: 'Worker',
  submittedOn: 'Submitted on',
  amount: 'Amount',
  details: 'Submission Details',
  close: 'Close',
} as const;

export const MY_SUBMISSIONS_COPY = {
  table: 'Your submissions',
  loading: 'Loading your submissions',
  findWork: 'Browse the tasks',
  columns: {
    task: 'Task',
    buyerEmail: 'Buyer Email',
    payableAmount: 'Payable Amount',
    status: 'Status',
  },
  empty: 'You have not submitted any work yet.',
  loadFailed: 'Your submissions could not be loaded.',
} as const;

export const SUBMISSION_STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  changes_requested: 'Changes requested',
  appealed: 'Appealed',
  rejection_upheld: 'Rejection upheld',
  expired: 'Expired',
};

/** The buyer's rejection dialog (docs/money.md#the-submission-lifecycle). */
export const REJECT_DIALOG_COPY = {
  title: 'Reject this submission?',
  intro: (workerName: string, taskTitle: string) =>
    `${workerName} will see your reason and comment for ${taskTitle}.`,
  reason: 'Reason',
  comment: 'Comment',
  commentHelp: `What was wrong, in at least ${REJECTION_COMMENT_LENGTH.min} characters`,
  confirm: 'Reject',
  cancel: 'Cancel',
} as const;

/** Deadlines as people read them, from the server's ISO timestamps. */
export const DEADLINE_COPY = {
  autoApprovesIn: (left: string) => `Auto-approves in ${left}`,
  autoApprovesSoon: 'Auto-approves any moment now',
} as const;

/** The worker's view of a rejection. */
export const REJECTION_COPY = {
  reason: 'Reason',
  comment: "Buyer's comment",
} as const;
