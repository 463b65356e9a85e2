/** The texts of the worker's screens and of the task details (docs/product.md#worker). */
import { MIN_WITHDRAWAL_COINS, WITHDRAWAL_COINS_PER_DOLLAR } from './constants';

export const WORKER_HOME_COPY = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  /** docs/product.md#worker: the welcome line uses the display name, or this. */
  fallbackName: 'Worker',
  figures: 'Your figures',
  availableTasks: 'Available Tasks',
  pendingSubmissions: 'Pending Submissions',
  totalEarnings: 'Total Earnings',
  pendingTable: 'Pending Submissions',
  loadingPending: 'Loading your pending submissions',
  columns: { task: 'Task', status: 'Status', amount: 'Amount' },
  noPending: 'You have no submissions waiting for review.',
  figuresFailed: 'Your figures could not be loaded.',
  pendingFailed: 'Your pending submissions could not be loaded.',
} as const;

export const TASKS_LIST_COPY = {
  empty: 'No task needs workers right now. Please check back soon.',
  loadFailed: 'The tasks could not be loaded.',
  details: 'View Details',
  detailsOf: (title: string) => `View Details: ${title}`,
  buyer: (name: string) => `by ${name}`,
  completeBy: (date: string) => `Complete by ${date}`,
  workersNeeded: (count: number) =>
    count === 1 ? '1 worker needed' : `${count.toLocaleString('en-US')} workers needed`,
} as const;

export const TASK_DETAILS_COPY = {
  requiredWorkers: 'Required workers',
  payableAmount: 'Payable amount',
  completionDate: 'Completion date',
  submissionInfo: 'Submission info',
  picture: (title: string) => `Picture of ${title}`,
  buyerName: 'Buyer name',
  buyerEmail: 'Buyer email',
  submitHeading: 'Submit your work',
  submissionDetails: 'Submission Details',
  submit: 'Submit Work',
  notFound: 'Task not found',
  notFoundText: 'This task does not exist, or it has been deleted.',
  loadFailed: 'The task could not be loaded.',
  back: 'Back',
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

export const WITHDRAWALS_COPY = {
  formHeading: 'Withdraw Funds',
  availableCoins: 'Available coins',
  worth: 'Worth',
  rate: `${WITHDRAWAL_COINS_PER_DOLLAR} coins = $1 · at least ${MIN_WITHDRAWAL_COINS} coins`,
  coinsToWithdraw: 'Coins to withdraw',
  withdrawAmount: 'Withdraw amount ($)',
  paymentSystem: 'Payment system',
  accountNumber: 'Account number',
  submit: 'Withdraw',
  requested: (coins: string, amount: string, paymentSystem: string) =>
    `${coins} (${amount}) will be paid through ${paymentSystem} once an admin approves the request.`,
  another: 'Request another withdrawal',
  retry: 'Try again',
} as const;

/** The Withdrawals screen's notice for an account whose e-mail address is not verified yet. */
export const EMAIL_VERIFICATION_COPY = {
  title: 'Verify your e-mail address to withdraw',
  text: 'Withdrawals are paid only to accounts with a verified e-mail address. We will send a link to your address; open it, then come back and press “I have verified it”.',
  send: 'Send verification e-mail',
  sending: 'Sending…',
  sent: (email: string) => `We sent a verification link to ${email}. Check your inbox.`,
  refresh: 'I have verified it',
  checking: 'Checking…',
  stillUnverified:
    'Your e-mail address is not verified yet. Open the link we sent, then try again.',
  verified: 'Thank you: your e-mail address is verified. You can withdraw now.',
  failed: 'That did not work. Please try again in a moment.',
} as const;
