/**
 * The header rows of the CSV exports (docs/product.md#exports), column by column in the order
 * the files have them, and the start of each file's name (the date follows it).
 */
import type { ExportName } from '../tables';

export const EXPORT_FILE_NAMES: Record<ExportName, string> = {
  payments: 'payments',
  mySubmissions: 'my-submissions',
  earnings: 'earnings',
  users: 'users',
  manageTasks: 'tasks',
  withdrawals: 'withdrawals',
  appeals: 'appeals',
};

export const EXPORT_HEADERS = {
  payments: {
    transactionId: 'Transaction ID',
    coins: 'Coins',
    price: 'Price (USD)',
    paidAt: 'Paid at',
  },
  mySubmissions: {
    title: 'Task',
    buyer: 'Buyer',
    pay: 'Pay (coins)',
    status: 'Status',
    submittedAt: 'Submitted at',
  },
  earnings: {
    title: 'Task',
    buyer: 'Buyer',
    coins: 'Earned (coins)',
    dollars: 'Earned (USD)',
    submittedAt: 'Submitted at',
    approvedAt: 'Approved at',
  },
  users: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    coins: 'Coins',
    joined: 'Joined at',
  },
  manageTasks: {
    title: 'Title',
    buyer: 'Buyer',
    buyerEmail: 'Buyer email',
    workers: 'Workers still needed',
    pay: 'Pay per worker (coins)',
    deadline: 'Deadline',
    posted: 'Posted at',
  },
  withdrawals: {
    worker: 'Worker',
    workerEmail: 'Worker email',
    coins: 'Coins',
    amount: 'Amount (USD)',
    system: 'Payment system',
    account: 'Account number',
    status: 'Status',
    requested: 'Requested at',
  },
  appeals: {
    title: 'Task',
    worker: 'Worker',
    workerEmail: 'Worker email',
    buyer: 'Buyer',
    pay: 'Pay (coins)',
    statement: 'Appeal statement',
    answerBy: 'Answer by',
  },
} as const satisfies Record<ExportName, Record<string, string>>;
