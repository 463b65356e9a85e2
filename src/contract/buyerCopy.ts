/**
 * The texts of the buyer's screens (docs/product.md#routes): Buyer Home and the review of
 * submissions, Add New Task, My Tasks, Purchase Coin, Payment and Payment History. The spec's
 * alerts, success and validation messages are in messages.ts; Try again and how figures are
 * written, shared by every dashboard table, in listCopy.ts.
 */

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

export const TASK_FORM_COPY = {
  title: 'Task Title',
  detail: 'Task Details',
  requiredWorkers: 'Required Workers',
  payableAmount: 'Payable Amount',
  payableAmountHelp: 'Coins paid to each worker whose work you approve',
  completionDate: 'Completion Date',
  submissionInfo: 'Submission Info',
  submissionInfoHelp: 'What workers must send you as proof, e.g. a screenshot',
  photo: 'Photo',
  choosePhoto: 'Choose a photo',
  changePhoto: 'Choose another photo',
  photoPreview: 'Preview of the task photo',
  uploadingPhoto: 'Uploading the task photo',
  totalCost: 'Total cost',
  balance: 'Your balance',
  submit: 'Add Task',
  notEnoughPurchase: 'Purchase Coin',
  notEnoughClose: 'Not now',
} as const;

export const MY_TASKS_COPY = {
  task: 'Task',
  completionDate: 'Completion Date',
  action: 'Action',
  edit: (title: string) => `Edit ${title}`,
  delete: (title: string) => `Delete ${title}`,
  loading: 'Loading your tasks',
  empty: 'You have not posted any tasks yet.',
  addFirst: 'Add a task',
  loadFailed: 'Your tasks could not be loaded.',
  editTitle: 'Edit task',
  editFields: {
    title: 'Title',
    detail: 'Details',
    submissionInfo: 'Submission Info',
  },
  update: 'Update Task',
  cancel: 'Cancel',
  deleteTitle: (title: string) => `Delete “${title}”?`,
} as const;

export const PURCHASE_COPY = {
  intro: 'Choose a coin package. Coins pay for the tasks you post.',
  coins: (coins: number) => `${coins.toLocaleString('en-US')} Coins`,
  price: (price: number) => `$${price}`,
  perDollar: (coins: number) => `${coins} coins per dollar`,
  purchase: 'Purchase',
  purchaseLabel: (coins: number, price: number) =>
    `Purchase ${coins.toLocaleString('en-US')} coins for $${price}`,
} as const;

export const PAYMENT_COPY = {
  buying: (coins: number, price: number) => `${coins.toLocaleString('en-US')} coins for $${price}`,
  pay: (price: number) => `Pay $${price}`,
  preparing: 'Preparing your payment…',
  settingsFailed: 'The payment settings could not be loaded.',
  changePackage: 'Choose another package',
  testMode: 'Test mode: no real money moves',
  testCardsIntro: 'Pay with one of these test cards, any future expiry date and any CVC:',
  testCardSucceeds: 'succeeds',
  testCardDeclined: 'is declined',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  stripeNotConfigured: 'Card payments are not set up yet. Please try again later.',
  stripeLoadFailed: 'The card form could not be loaded. Check your connection and try again.',
  intentFailed: 'The payment could not be started. Please try again.',
  confirmFailed: 'The card payment did not go through. Please try again.',
  recordFailed:
    'Your payment went through, but the coins could not be added yet. Please try again.',
  added: (coins: number) => `${coins.toLocaleString('en-US')} coins were added to your balance.`,
  history: 'View payment history',
  buyMore: 'Buy more coins',
} as const;

export const PAYMENT_HISTORY_COPY = {
  payment: 'Payment',
  coins: 'Coins',
  date: 'Date',
  transactionId: 'Transaction Id',
  empty: 'You have not bought any coins yet.',
  buyCoins: 'Purchase Coin',
} as const;
