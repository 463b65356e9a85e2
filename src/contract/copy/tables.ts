/**
 * The texts of the tables' sorting, filters and exports (src/contract/tables.ts). Each entity's
 * status labels stay with its feature's texts; the task's open/filled labels are here.
 */
import type { SortOrder, TaskFillStatus } from '../tables';

export const TABLES_COPY = {
  search: 'Search',
  searchTransactions: 'Search by transaction ID',
  status: 'Status',
  all: 'All',
  sortBy: 'Sort by',
  clearFilters: 'Clear filters',
  noMatches: 'No rows match these filters.',
  exportCsv: 'Export CSV',
  exportEarnings: 'Export earnings',
  exportFailed: 'The file could not be prepared. Please try again.',
  /** A phone's "Sort by" choice: a column and its direction. */
  sortChoice: (column: string, order: SortOrder) =>
    `${column}, ${order === 'asc' ? 'ascending' : 'descending'}`,
} as const;

export const TASK_FILL_STATUS_LABELS: Readonly<Record<TaskFillStatus, string>> = {
  open: 'Open',
  filled: 'Filled',
};

/** Sort columns that no header names (the default orders of the lists). */
export const SORT_COLUMN_LABELS = {
  joined: 'Joined',
  posted: 'Posted',
  submitted: 'Submitted',
  requested: 'Requested',
  paid: 'Date',
  deadline: 'Deadline',
  coins: 'Coins',
  pay: 'Pay',
  workers: 'Workers',
  appealed: 'Appealed',
} as const;

/** The worker's task list: how its cards are ordered (each sort both ways) and filtered. */
export const TASK_LIST_FILTERS_COPY = {
  newest: 'Newest',
  oldest: 'Oldest',
  highestPay: 'Highest pay',
  lowestPay: 'Lowest pay',
  soonestDeadline: 'Soonest deadline',
  latestDeadline: 'Latest deadline',
  highestApproval: 'Highest buyer approval',
  lowestApproval: 'Lowest buyer approval',
  searchTitles: 'Search titles',
  minApproval: 'Buyer approval at least',
  any: 'Any',
  percent: (value: number) => `${value}%`,
  noMatches: 'No tasks match these filters.',
} as const;
