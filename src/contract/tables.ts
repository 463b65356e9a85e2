/**
 * The tables people sort, filter and export (docs/product.md#tables): for each, the columns it
 * sorts by, its default order and the values of its status filter. The server validates a
 * list's `sort`, `order`, `q` and `status` with these and orders and filters on its side; the
 * client keeps them in the address (`?sort=coins&order=desc&q=ann&status=worker`), so Back and
 * a shared link keep them. One definition for both sides.
 */
import { ROLES, SUBMISSION_STATUSES, WITHDRAWAL_STATUSES } from './entities';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The longest text filter a list accepts. */
export const TABLE_SEARCH_MAX_LENGTH = 100;

/** The address's names of a table's sort and filter. */
export const TABLE_PARAMS = {
  sort: 'sort',
  order: 'order',
  search: 'q',
  status: 'status',
  /** The worker's task list only: the buyer's approval rate, at least this many percent. */
  minApproval: 'min_approval',
} as const;

/** The choices of the task list's "buyer approval at least" filter, in percent. */
export const MIN_APPROVAL_CHOICES = [50, 80, 90] as const;

/** Whether a task still needs workers. */
export const TASK_FILL_STATUSES = ['open', 'filled'] as const;
export type TaskFillStatus = (typeof TASK_FILL_STATUSES)[number];

interface TableDefinition {
  /** Column keys the list sorts by (the client's header cells use the same keys). */
  readonly sorts: readonly string[];
  readonly defaultSort: string;
  readonly defaultOrder: SortOrder;
  /** The values of the table's `status` filter; none when it has no such filter. */
  readonly statuses: readonly string[];
}

export const TABLES = {
  /** Admin: Manage Users (`GET /users`); the status filter is the role. */
  users: {
    sorts: ['name', 'email', 'role', 'coins', 'joined'],
    defaultSort: 'joined',
    defaultOrder: 'asc',
    statuses: ROLES,
  },
  /** Admin: Manage Tasks (`GET /manage-tasks`). */
  manageTasks: {
    sorts: ['title', 'buyer', 'workers', 'pay', 'deadline', 'posted'],
    defaultSort: 'posted',
    defaultOrder: 'desc',
    statuses: TASK_FILL_STATUSES,
  },
  /** Buyer: My Tasks (`GET /my-tasks`). */
  myTasks: {
    sorts: ['title', 'workers', 'pay', 'deadline', 'posted'],
    defaultSort: 'posted',
    defaultOrder: 'desc',
    statuses: TASK_FILL_STATUSES,
  },
  /** Worker: the Tasks List's cards (`GET /tasks`), open tasks only. */
  openTasks: {
    sorts: ['posted', 'pay', 'deadline', 'buyerApproval'],
    defaultSort: 'posted',
    defaultOrder: 'desc',
    statuses: [],
  },
  /** Worker: My Submissions (`GET /my-submissions`). */
  mySubmissions: {
    sorts: ['title', 'pay', 'buyer', 'status', 'submitted'],
    defaultSort: 'submitted',
    defaultOrder: 'desc',
    statuses: SUBMISSION_STATUSES,
  },
  /** Buyer: Payment History (`GET /payments`). */
  payments: {
    sorts: ['paid', 'coins', 'price'],
    defaultSort: 'paid',
    defaultOrder: 'desc',
    statuses: [],
  },
  /** Admin: Pending Withdrawals (`GET /withdrawals`). */
  withdrawals: {
    sorts: ['worker', 'coins', 'amount', 'system', 'requested'],
    defaultSort: 'requested',
    defaultOrder: 'desc',
    statuses: WITHDRAWAL_STATUSES,
  },
  /** Buyer and admin: the Appeals tables (`GET /appeals`). */
  appeals: {
    sorts: ['title', 'worker', 'pay', 'appealed', 'answerBy'],
    defaultSort: 'answerBy',
    defaultOrder: 'asc',
    statuses: [],
  },
} as const satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof TABLES;
export type SortKeyOf<T extends TableName> = (typeof TABLES)[T]['sorts'][number];
export type StatusOf<T extends TableName> = (typeof TABLES)[T]['statuses'][number];

/** A table's sort and filter as a list query carries them (every field optional). */
export interface TableQuery<T extends TableName = TableName> {
  sort?: SortKeyOf<T>;
  order?: SortOrder;
  q?: string;
  status?: StatusOf<T>;
}

/**
 * CSV exports (docs/product.md#exports): every row the table's filter selects, streamed by
 * the server; each takes the same `sort`, `order`, `q` and `status` as its list. Paths are
 * relative to API_BASE_PATH.
 */
export const EXPORTS = {
  /** Buyer: Payment History. */
  payments: '/exports/payments.csv',
  /** Worker: My Submissions. */
  mySubmissions: '/exports/my-submissions.csv',
  /** Worker: every approved submission and what it paid (no table filter). */
  earnings: '/exports/earnings.csv',
  /** Admin tables. */
  users: '/exports/users.csv',
  manageTasks: '/exports/manage-tasks.csv',
  withdrawals: '/exports/withdrawals.csv',
  appeals: '/exports/appeals.csv',
} as const;
export type ExportName = keyof typeof EXPORTS;

/**
 * The most rows one export may have (docs/security.md#exports): the file is built in the
 * browser's memory before it is saved (100,000 rows are some 10–30 MB of CSV), and the server
 * reads them all. A larger one is refused before its first byte; narrow it with a search or a
 * status.
 */
export const EXPORT_MAX_ROWS = 100_000;
/** Exports one account may have under way at once, on every server instance together. */
export const EXPORTS_AT_ONCE = 2;
