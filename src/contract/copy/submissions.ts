/**
 * The texts of submissions (docs/product.md#routes): the buyer's review of them and the worker's
 * My Submissions.
 */
import type { SubmissionStatus } from '../entities';

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
};
