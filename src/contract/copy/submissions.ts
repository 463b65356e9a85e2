/**
 * The texts of submissions (docs/product.md#routes): the buyer's review of them and the worker's
 * My Submissions.
 */
import type { SubmissionStatus } from '../entities';
import { REJECTION_COMMENT_LENGTH, REVIEW_RULES, REVIEW_TEXT_LENGTH } from '../review';

export const REVIEW_COPY = {
  view: 'View',
  accept: 'Accept',
  reject: 'Reject',
  requestChanges: 'Request changes',
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

/** The buyer's request for changes (docs/money.md#the-submission-lifecycle). */
export const REQUEST_CHANGES_COPY = {
  title: 'Ask for changes?',
  intro: (workerName: string, taskTitle: string) =>
    `${workerName} will see your note and can send new details for ${taskTitle} within ${REVIEW_RULES.resubmitDays} days.`,
  roundsLeft: (left: number) =>
    left === 1
      ? 'You can ask for changes once more after this.'
      : `You can ask ${left} more times after this.`,
  lastRound: 'This is the last time you can ask for changes to this work.',
  note: 'Note',
  noteHelp: `What to change, in at least ${REVIEW_TEXT_LENGTH.min} characters`,
  confirm: 'Request changes',
  cancel: 'Cancel',
  /** The alert once the request is sent. */
  sent: 'Changes requested. The worker has been told.',
  failed: 'Failed to request changes.',
  noRoundsLeft: `You have asked for changes ${REVIEW_RULES.maxRevisionRounds} times: accept or reject this work.`,
} as const;

/** The appeals tables: the buyer's on Buyer Home, and the admin's Appeals screen. */
export const APPEALS_COPY = {
  heading: 'Appeals',
  table: 'Open appeals',
  task: 'Task',
  worker: 'Worker',
  buyer: 'Buyer',
  reason: 'Reason given',
  statement: "Worker's statement",
  timeLeft: 'Time left',
  action: 'Action',
  answerWithin: (left: string) => `${left} left to answer`,
  decidedSoon: 'Decided for the worker any moment now',
  payWorker: 'Pay the worker',
  uphold: 'Uphold',
  empty: 'No appeals are waiting for your answer.',
  adminEmpty: 'No appeals are open.',
  /** The buyer's notices of the newest appeals, at the top of the section. */
  notices: 'Newest appeals',
  moreNotices: (more: number) =>
    more === 1 ? 'And 1 more appeal below.' : `And ${more} more appeals below.`,
  adminIntro:
    'Appeals the buyers have not answered yet. Decide one for the buyer: pay the worker, or uphold the rejection with a comment.',
  loading: 'Loading the appeals',
  loadFailed: 'The appeals could not be loaded.',
  paid: 'Paid. The worker has been told.',
  upheld: 'The rejection stands. The worker has been told.',
  failed: 'Failed to answer the appeal.',
} as const;

/** Paying the worker after an appeal: coins move, so it is confirmed first. */
export const PAY_WORKER_DIALOG_COPY = {
  title: 'Pay the worker?',
  intro: (coins: string, workerName: string, taskTitle: string) =>
    `The ${coins} held for ${taskTitle} go to ${workerName}. This cannot be undone.`,
  comment: 'Comment (optional)',
  confirm: 'Pay the worker',
  cancel: 'Cancel',
} as const;

/** Upholding a rejection after an appeal, always with a comment. */
export const UPHOLD_DIALOG_COPY = {
  title: 'Uphold the rejection?',
  intro: (workerName: string, taskTitle: string) =>
    `${workerName} will see your comment, and the coins held for ${taskTitle} go back to the task for another worker.`,
  comment: 'Comment',
  commentHelp: `Why the rejection stands, in at least ${REVIEW_TEXT_LENGTH.min} characters`,
  confirm: 'Uphold',
  cancel: 'Cancel',
} as const;

/** The worker's side of a review on My Submissions: changes to send and rejections to appeal. */
export const WORKER_REVIEW_COPY = {
  changesNote: "Buyer's note",
  resubmitWithin: (left: string) => `Send changes within ${left}`,
  appealWithin: (left: string) => `You can appeal within ${left}`,
  answerWithin: (left: string) => `The buyer answers within ${left}`,
  yourAppeal: 'Your appeal',
  appealAnswer: 'Answer to your appeal',
  resubmit: 'Resubmit',
  appeal: 'Appeal',
  resubmitDialog: {
    title: 'Send new details',
    intro: (taskTitle: string) =>
      `The buyer asked for changes to your work for ${taskTitle}. Your new details replace the old ones, and the buyer reviews them again.`,
    details: 'Submission Details',
    confirm: 'Resubmit',
    cancel: 'Cancel',
  },
  appealDialog: {
    title: 'Appeal this rejection?',
    intro: (taskTitle: string) =>
      `You can appeal the rejection of your work for ${taskTitle} once. The buyer must answer within ${REVIEW_RULES.appealAnswerDays} days; an appeal left unanswered is decided for you.`,
    statement: 'Statement',
    statementHelp: `Why the work should be paid, in at least ${REVIEW_TEXT_LENGTH.min} characters`,
    confirm: 'Appeal',
    cancel: 'Cancel',
  },
  resubmitted: 'Changes sent. The buyer will review your work again.',
  appealed: 'Appeal sent. The buyer has been told.',
  resubmitFailed: 'Failed to send the changes.',
  appealFailed: 'Failed to send the appeal.',
} as const;
