/** The texts of the admin's screens (docs/product.md#routes). */
import { countText } from './listCopy';

export const ADMIN_HOME_COPY = {
  figures: 'Platform figures',
  totalWorkers: 'Total Workers',
  totalBuyers: 'Total Buyers',
  totalPayments: 'Total Payments',
  figuresFailed: 'The figures could not be loaded.',
  withdrawalsTable: 'Pending Withdrawals',
  columns: {
    workerEmail: 'Worker Email',
    paymentMethod: 'Payment Method',
    amount: 'Amount',
    status: 'Status',
    action: 'Action',
    coinSources: 'Source of coins',
  },
  /** Where the worker's coins came from (docs/money.md): farmed sign-up coins stand out. */
  coinSources: {
    earned: (coins: string) => `Earned ${coins}`,
    signUpGrant: (coins: string) => `Sign-up ${coins}`,
    purchased: (coins: string) => `Bought ${coins}`,
    other: (coins: string) => `Other ${coins}`,
    noEarnings: 'Nothing earned from approved work',
  },
  accept: 'Accept',
  acceptFor: (amount: string, email: string) => `Accept ${amount} for ${email}`,
  paid: 'Paid',
  loadingWithdrawals: 'Loading the withdrawal requests',
  noWithdrawals: 'No withdrawal requests yet.',
  withdrawalsFailed: 'The withdrawal requests could not be loaded.',
} as const;

export const MANAGE_USERS_COPY = {
  heading: (count: number) => `Manage Users (${countText(count)})`,
  table: 'Users',
  columns: {
    photo: 'Photo',
    name: 'Name',
    email: 'Email',
    coin: 'Coin',
    role: 'Role',
    action: 'Action',
  },
  roleOf: (name: string) => `Role of ${name}`,
  you: (name: string) => `${name} (you)`,
  deleteUser: (name: string) => `Delete ${name}`,
  loading: 'Loading the users',
  empty: 'There are no users.',
  loadFailed: 'The users could not be loaded.',
} as const;

export const MANAGE_TASKS_COPY = {
  heading: (count: number) => `Manage Tasks (${countText(count)})`,
  table: 'Tasks',
  columns: {
    task: 'Task',
    buyerEmail: 'Buyer Email',
    requiredWorker: 'Required Worker',
    payableAmount: 'Payable Amount',
    action: 'Action',
  },
  deleteTask: (title: string) => `Delete ${title}`,
  loading: 'Loading the tasks',
  empty: 'There are no tasks.',
  loadFailed: 'The tasks could not be loaded.',
} as const;

/** The delete confirmation's title, above the spec's question. */
export const confirmDeleteTitle = (what: string) => `Delete ${what}?`;
