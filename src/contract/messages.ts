/**
 * Every text the spec shows to people (docs/product.md#validation-rules and
 * docs/product.md#error-texts), written once.
 */
import { MIN_WITHDRAWAL_COINS } from './constants';

export const VALIDATION_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  roleRequired: 'Role is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  photoRequired: 'Photo is required',
  passwordStrong: 'Password is strong',
  passwordWeak: 'Password is weak',
  minimumWithdrawal: `Minimum withdrawal coins is ${MIN_WITHDRAWAL_COINS}.`,
  withdrawalWholeCoins: `Coins to withdraw must be a whole number, like ${MIN_WITHDRAWAL_COINS}.`,
  withdrawalAboveAvailable: (available: number) =>
    `You cannot withdraw more than ${available} coins.`,
  paymentSystemRequired: 'Payment system is required',
  accountNumberRequired: 'Account number is required',
  taskTitleRequired: 'Task Title is required',
  taskDetailRequired: 'Task Details is required',
  requiredWorkersRequired: 'Required Workers is required',
  payableAmountRequired: 'Payable Amount is required',
  completionDateRequired: 'Completion Date is required',
  submissionInfoRequired: 'Submission Info is required',
  taskImageRequired: 'Photo is required',
  submissionDetailsRequired: 'Submission Details is required',
  wholeNumberAtLeastOne: 'Enter a whole number of at least 1',
} as const;

export const ALERTS = {
  loginFailed: { title: 'Login Failed', text: 'Invalid email or password. Please try again.' },
  googleLoginFailed: {
    title: 'Google Login Failed',
    text: 'There was an issue logging in with Google. Please try again.',
  },
  notEnoughCoin: { title: 'Not available Coin', text: "You don't have enough coin!" },
  approveFailed: { title: 'Error', text: 'Failed to approve the submission.' },
  rejectFailed: { title: 'Error', text: 'Failed to reject the submission.' },
  deleteConfirmation: {
    text: "Are you sure? You won't be able to undo this!",
    confirm: 'Yes, delete it!',
    cancel: 'No, cancel!',
  },
  paymentHistoryFailed: 'Error loading payments. Please try again later.',
} as const;

export const SUCCESS_MESSAGES = {
  registration: 'Registration successful!',
  withdrawalRequested: 'Successful Request!',
  taskAdded: 'Task added successful!',
  taskUpdated: 'Task updated successfully!',
  taskDeleted: 'Task deleted successfully!',
  userDeleted: 'User deleted successfully!',
  userRoleUpdated: (role: string) => `User role updated to ${role}!`,
  withdrawalApproved: 'Withdrawal request approved successfully!',
  submissionApproved: 'Approved! The submission has been approved.',
  submissionRejected: 'Rejected! The submission has been rejected.',
  payment: 'Payment successful!',
  workSubmitted: 'Work submit successful!',
} as const;

/** Texts sent to a worker when a buyer decides on a submission. */
export const NOTIFICATION_TEXTS = {
  approved: (amount: number, buyerEmail: string, taskTitle: string) =>
    `You have earned ${amount} from ${buyerEmail} for completing ${taskTitle}.`,
  rejected: (buyerEmail: string, taskTitle: string) =>
    `Your submission request has been rejected by ${buyerEmail} for not completing ${taskTitle}.`,
  /** Not in the spec: a pending submission is cancelled when its task is deleted. */
  taskDeleted: (taskTitle: string) =>
    `The task ${taskTitle} was deleted, so your pending submission was cancelled.`,
  /** Not in the spec, from here on: revisions and appeals (docs/money.md#the-submission-lifecycle). */
  changesRequested: (buyerEmail: string, taskTitle: string) =>
    `${buyerEmail} asked for changes to your submission for ${taskTitle}.`,
  submissionExpired: (taskTitle: string) =>
    `Your submission for ${taskTitle} expired: no changes were sent in time.`,
  appealReceived: (workerName: string, taskTitle: string) =>
    `${workerName} appealed your rejection of their work for ${taskTitle}.`,
  appealWon: (amount: number, taskTitle: string) =>
    `Your appeal for ${taskTitle} was decided for you: you have earned ${amount}.`,
  appealUpheld: (taskTitle: string) =>
    `The rejection of your work for ${taskTitle} stands after your appeal.`,
} as const;

/**
 * Shown under a notification (docs/money.md#the-submission-lifecycle): the spec's texts stay word
 * for word, what the review adds goes here.
 */
export const NOTIFICATION_DETAILS = {
  rejected: (reason: string, comment: string) => `${reason}: ${comment}`,
  autoApproved: 'Approved automatically: the buyer did not review it before the deadline.',
  appealUnanswered: 'Decided for you: the buyer did not answer your appeal in time.',
} as const;

export const LOADING_TEXTS = {
  tasks: 'Loading tasks...',
  taskDetails: 'Loading task details...',
  payments: 'Loading payments...',
} as const;

/** Card errors in the card provider's own words (Stripe's), keyed by its error codes. */
export const CARD_ERRORS = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  invalid_cvc: "Your card's security code is invalid.",
  card_declined: 'Your card was declined.',
  test_mode_live_card:
    'Your card was declined. Your request was in test mode, but used a non test card.',
  payment_intent_unexpected_state:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
} as const;

function describeBytes(bytes: number): string {
  const units = [
    { size: 1024 * 1024, name: 'MB' },
    { size: 1024, name: 'KB' },
  ];
  const unit = units.find((candidate) => bytes >= candidate.size);
  if (!unit) return `${bytes} bytes`;
  return `${Math.round((bytes / unit.size) * 10) / 10} ${unit.name}`;
}

export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) => `The image is larger than ${describeBytes(maxBytes)}.`,
  notAnImage: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
  missingImage: 'Attach the image in the form field "image".',
  unreadableForm:
    'The upload could not be read. Attach the image in the form field "image" and try again.',
  tooMany: (perHour: number) =>
    `You have uploaded ${perHour} images in the last hour. Please try again later.`,
} as const;

export const EXPORT_MESSAGES = {
  tooManyAtOnce: (atOnce: number) =>
    `You already have ${atOnce} exports under way. Wait for one to finish, then try again.`,
  tooManyRows: (rows: number, maxRows: number) =>
    `This export has ${rows.toLocaleString('en-US')} rows, more than the ${maxRows.toLocaleString('en-US')} one export can hold. Narrow it with a search or a status, then try again.`,
} as const;

/** Said when an image upload fails without a message from the server. */
export const UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded. Please try again.';

/**
 * What the server answers when it cannot accept a request's session. A 503 means the
 * sign-in service could not be asked, not that the session is bad: the client keeps the
 * person signed in and retries (docs/security.md).
 */
export const SESSION_MESSAGES = {
  signInRequired: 'Sign in to continue.',
  invalidSession: 'Your session is not valid. Please sign in again.',
  signInUnavailable: 'The sign-in service is unavailable right now. Please try again in a moment.',
  signUpUnfinished: 'Finish signing up before using this.',
  roleNotAllowed: 'Your role does not allow this.',
  /** `POST /api/session` with a token of a sign-in that was ended by signing out. */
  signedOut: 'You signed out of this sign-in. Sign in again to continue.',
  /** For whoever still holds a sign-in of an account whose user record was deleted. */
  accountDeleted:
    'This account has been deleted, so it cannot sign up again. Create a new account to come back.',
} as const;

/** What one person still has open, named in a refused role change (docs/money.md). */
export interface OpenCommitments {
  openTasks: number;
  pendingSubmissionsToReview: number;
  pendingSubmissions: number;
  pendingWithdrawals: number;
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The marketplace's rules beyond the spec's forms, as the server refuses them (docs/money.md). */
export const RULE_MESSAGES = {
  ownTask: 'You cannot submit work to your own task.',
  roleChangeWithOpenCommitments: (open: OpenCommitments) => {
    const named = [
      open.openTasks > 0 && counted(open.openTasks, 'open task', 'open tasks'),
      open.pendingSubmissionsToReview > 0 &&
        counted(open.pendingSubmissionsToReview, 'submission to review', 'submissions to review'),
      open.pendingSubmissions > 0 &&
        counted(open.pendingSubmissions, 'pending submission', 'pending submissions'),
      open.pendingWithdrawals > 0 &&
        counted(open.pendingWithdrawals, 'pending withdrawal', 'pending withdrawals'),
    ].filter((part): part is string => typeof part === 'string');
    return `This user's role cannot change while coins are held for them: ${named.join(', ')}. Close or settle these first.`;
  },
  verifyEmailBeforeWithdrawal:
    'Please verify your e-mail address before requesting a withdrawal. Open the verification link we sent you, then try again.',
  taskUnderAppeal:
    'Work for this task was rejected and can still be appealed, or is under appeal: delete the task once that is settled.',
} as const;
