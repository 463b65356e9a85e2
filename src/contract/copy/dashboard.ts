/**
 * The dashboard's texts (docs/product.md#routes): the screen headings, the frame (top bar,
 * notification bell), the three role homes and the profile.
 */

/** The heading of each dashboard screen, as the spec names it. */
export const SCREEN_HEADINGS = {
  profile: 'Profile',
  taskDetails: 'Task Details',
  workerHome: 'Worker Home',
  tasks: 'Tasks List',
  submissions: 'My Submissions',
  withdrawals: 'Withdrawals',
  buyerHome: 'Buyer Home',
  addTasks: 'Add New Task',
  myTasks: 'My Tasks',
  purchase: 'Purchase Coin',
  payment: 'Payment',
  paymentHistory: 'Payment History',
  adminHome: 'Admin Home',
  manageUsers: 'Manage Users',
  manageTasks: 'Manage Tasks',
  appeals: 'Appeals',
} as const;

export const DASHBOARD_COPY = {
  title: 'Dashboard',
  loading: 'Loading your dashboard…',
  loadFailed: 'Your account could not be loaded.',
  openNavigation: 'Open the navigation',
  sidebar: 'Your account and pages',
  navigation: 'Dashboard navigation',
  notifications: 'Notifications',
  notificationsCount: (count: number) =>
    count === 0 ? 'Notifications, none' : `Notifications, ${count} in total`,
  /** The bell's name and its dropdown's text until the notifications have loaded. */
  notificationsLoading: 'Notifications, loading',
  loadingNotifications: 'Loading your notifications…',
  /** On the bell's red dot. */
  hasNotifications: 'You have notifications',
  noNotifications: 'No notifications yet.',
  notificationsFailed: 'The notifications could not be loaded.',
  /** On a buyer's Home link in the sidebar: the open appeals of work for their tasks. */
  appealsToAnswer: (count: number) =>
    count === 1 ? '1 appeal to answer' : `${count} appeals to answer`,
  pageNotFound: 'There is no such page in the dashboard.',
  backToDashboard: 'Back to the dashboard',
} as const;

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

export const BUYER_HOME_COPY = {
  figures: 'Your figures',
  totalTasks: 'Total Tasks',
  pendingTasks: 'Pending Tasks',
  totalPayment: 'Total Payment',
  statsFailed: 'Your figures could not be loaded.',
  pendingSubmissions: 'Pending Submissions',
  task: 'Task',
  worker: 'Worker',
  amount: 'Amount',
  action: 'Action',
  loadingSubmissions: 'Loading the pending submissions',
  noSubmissions: 'No submissions are waiting for your review.',
  submissionsFailed: 'The pending submissions could not be loaded.',
} as const;

export const WORKER_HOME_COPY = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  /** docs/product.md#worker-home: the welcome line uses the user record's name, or this. */
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

export const PROFILE_COPY = {
  welcome: (name: string) => `Welcome, ${name}!`,
  photo: (name: string) => `Photo of ${name}`,
  email: 'Email',
  role: 'Role',
  userId: 'User ID',
  availableCoins: 'Available coins',
  logout: 'Logout',
} as const;
