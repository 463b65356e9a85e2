/**
 * The server side of the tables' sort and filter (docs/product.md#tables): for each table, the
 * columns each sort key orders by (a whitelist: nothing from the request reaches the SQL but
 * its validated key), the text columns its search looks in, and what its status filter means.
 * Every order ends with the row's id, so equal values keep one order from page to page, and
 * an export can read on from the last row it sent (keyset, see rowsAfter).
 */
import { and, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { SortOrder, StatusOf, TableName, TableQuery, SortKeyOf } from '@contract/tables';
import { TABLES } from '@contract/tables';
import { payments, submissions, tasks, users, userStats, withdrawalRequests } from '../db/schema';

/**
 * Where NULLs go, chosen so an index serves the order in both directions: drizzle-kit writes a
 * `.desc()` column as DESC NULLS LAST, which read backwards is ASC NULLS FIRST; a plain column
 * is ASC NULLS LAST, backwards DESC NULLS FIRST. `last` keeps NULLs (a new buyer's approval
 * rate) at the end either way.
 */
type Nulls = 'likeDescIndex' | 'likeAscIndex' | 'last';

interface SortColumn {
  column: AnyPgColumn;
  nulls: Nulls;
}

type SortColumns<T extends TableName> = Record<SortKeyOf<T>, readonly SortColumn[]>;

const byDescIndex = (...columns: AnyPgColumn[]): SortColumn[] =>
  columns.map((column) => ({ column, nulls: 'likeDescIndex' }));
const byAscIndex = (...columns: AnyPgColumn[]): SortColumn[] =>
  columns.map((column) => ({ column, nulls: 'likeAscIndex' }));

const TASK_SORTS = {
  title: byDescIndex(tasks.title, tasks.id),
  buyer: byDescIndex(tasks.buyerName, tasks.id),
  workers: byDescIndex(tasks.requiredWorkers, tasks.id),
  pay: byDescIndex(tasks.payableAmount, tasks.id),
  deadline: byDescIndex(tasks.completionDate, tasks.id),
  posted: byDescIndex(tasks.createdAt, tasks.id),
};

const SORTS: { [T in TableName]: SortColumns<T> } = {
  users: {
    name: byAscIndex(users.name, users.id),
    email: byAscIndex(users.email, users.id),
    role: byAscIndex(users.role, users.createdAt, users.id),
    coins: byAscIndex(users.availableCoin, users.id),
    joined: byAscIndex(users.createdAt, users.id),
  },
  manageTasks: TASK_SORTS,
  myTasks: {
    title: TASK_SORTS.title,
    workers: TASK_SORTS.workers,
    pay: TASK_SORTS.pay,
    deadline: TASK_SORTS.deadline,
    posted: TASK_SORTS.posted,
  },
  openTasks: {
    posted: TASK_SORTS.posted,
    pay: TASK_SORTS.pay,
    deadline: TASK_SORTS.deadline,
    // docs/product.md#reputation: buyers still new (no rate) come last; one buyer's tasks
    // together, newest first, as the list reads them buyer by buyer (services/tasks.ts).
    buyerApproval: [
      { column: userStats.buyerApprovalRate, nulls: 'last' },
      ...byDescIndex(tasks.buyerId, tasks.createdAt, tasks.id),
    ],
  },
  mySubmissions: {
    title: byDescIndex(submissions.taskTitle, submissions.id),
    pay: byDescIndex(submissions.payableAmount, submissions.id),
    buyer: byDescIndex(submissions.buyerName, submissions.id),
    status: byDescIndex(submissions.status, submissions.submittedAt, submissions.id),
    submitted: byDescIndex(submissions.submittedAt, submissions.id),
  },
  payments: {
    paid: byDescIndex(payments.paidAt, payments.id),
    coins: byDescIndex(payments.coins, payments.id),
    price: byDescIndex(payments.price, payments.id),
  },
  withdrawals: {
    worker: byDescIndex(withdrawalRequests.workerName, withdrawalRequests.id),
    coins: byDescIndex(withdrawalRequests.withdrawalCoin, withdrawalRequests.id),
    amount: byDescIndex(withdrawalRequests.withdrawalAmount, withdrawalRequests.id),
    system: byDescIndex(withdrawalRequests.paymentSystem, withdrawalRequests.id),
    requested: byDescIndex(withdrawalRequests.requestedAt, withdrawalRequests.id),
  },
  appeals: {
    title: byAscIndex(submissions.taskTitle, submissions.id),
    worker: byAscIndex(submissions.workerName, submissions.id),
    pay: byAscIndex(submissions.payableAmount, submissions.id),
    // An appeal's answer is due a fixed number of days after it was filed (REVIEW_RULES).
    appealed: byAscIndex(submissions.appealAnswerDeadline, submissions.id),
    answerBy: byAscIndex(submissions.appealAnswerDeadline, submissions.id),
  },
};

/** The text columns each table's search looks in. */
const SEARCHED: Record<TableName, readonly AnyPgColumn[]> = {
  users: [users.name, users.email],
  manageTasks: [tasks.title, tasks.buyerName, tasks.buyerEmail],
  myTasks: [tasks.title],
  openTasks: [tasks.title],
  mySubmissions: [submissions.taskTitle, submissions.buyerName],
  payments: [payments.transactionId],
  withdrawals: [withdrawalRequests.workerName, withdrawalRequests.workerEmail],
  appeals: [submissions.taskTitle, submissions.workerName],
};

const taskFill = (status: StatusOf<'manageTasks'>): SQL =>
  status === 'open' ? gt(tasks.requiredWorkers, 0) : eq(tasks.requiredWorkers, 0);

const STATUS_FILTERS: { [T in TableName]: (status: StatusOf<T>) => SQL | undefined } = {
  users: (role) => eq(users.role, role),
  manageTasks: taskFill,
  myTasks: taskFill,
  openTasks: () => undefined,
  mySubmissions: (status) => eq(submissions.status, status),
  payments: () => undefined,
  withdrawals: (status) => eq(withdrawalRequests.status, status),
  appeals: () => undefined,
};

export interface ResolvedSort<T extends TableName> {
  sort: SortKeyOf<T>;
  order: SortOrder;
}

export function resolvedSort<T extends TableName>(table: T, query: TableQuery<T>): ResolvedSort<T> {
  const definition = TABLES[table];
  return {
    sort: query.sort ?? (definition.defaultSort as SortKeyOf<T>),
    order: query.order ?? definition.defaultOrder,
  };
}

/** Whether the query asks the table's default order (no sort or order, or the default's). */
export function isDefaultOrder<T extends TableName>(table: T, query: TableQuery<T>): boolean {
  const { sort, order } = resolvedSort(table, query);
  return sort === TABLES[table].defaultSort && order === TABLES[table].defaultOrder;
}

function sortColumnsOf<T extends TableName>(table: T, query: TableQuery<T>): readonly SortColumn[] {
  const { sort } = resolvedSort(table, query);
  const columns: SortColumns<T> = SORTS[table];
  return columns[sort];
}

function orderTerm({ column, nulls }: SortColumn, order: SortOrder): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const placement =
    nulls === 'last' || (nulls === 'likeDescIndex') === (order === 'desc')
      ? sql`nulls last`
      : sql`nulls first`;
  return sql`${column} ${direction} ${placement}`;
}

/** The ORDER BY terms of the table's sort (its default without one). */
export function tableOrder<T extends TableName>(table: T, query: TableQuery<T>): SQL[] {
  const { order } = resolvedSort(table, query);
  return sortColumnsOf(table, query).map((column) => orderTerm(column, order));
}

/** `%`, `_` and `\` stand for themselves in the searched text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The search and status conditions of the query; undefined when it filters nothing. */
export function tableFilter<T extends TableName>(table: T, query: TableQuery<T>): SQL | undefined {
  const conditions: SQL[] = [];
  const text = query.q?.trim();
  if (text) {
    const pattern = likePattern(text);
    const matches = SEARCHED[table].map((column) => ilike(column, pattern));
    const anyColumn = matches.length === 1 ? matches[0] : or(...matches);
    if (anyColumn) conditions.push(anyColumn);
  }
  if (query.status !== undefined) {
    const filters: { [K in TableName]: (status: StatusOf<K>) => SQL | undefined } = STATUS_FILTERS;
    const byStatus = (filters[table] as (status: StatusOf<T>) => SQL | undefined)(query.status);
    if (byStatus) conditions.push(byStatus);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Whether the query filters the rows (so the total is counted with the same filter). */
export function isFiltered<T extends TableName>(query: TableQuery<T>): boolean {
  return Boolean(query.q?.trim()) || query.status !== undefined;
}

// --- reading on from a row (exports) -----------------------------------------------------

/**
 * The sort columns' values of a row, as PostgreSQL writes them in text: a timestamp keeps its
 * microseconds (a JavaScript Date would round them away and repeat or skip rows).
 */
export function sortKeySelection<T extends TableName>(
  table: T,
  query: TableQuery<T>,
): SQL<SortKeys> {
  const texts = sortColumnsOf(table, query).map(({ column }) => sql`${column}::text`);
  return sql<SortKeys>`array[${sql.join(texts, sql`, `)}]`;
}

export type SortKeys = readonly (string | null)[];

/** The rows that come after the one whose sort values are `keys`, in the query's order. */
export function rowsAfter<T extends TableName>(
  table: T,
  query: TableQuery<T>,
  keys: SortKeys,
): SQL {
  const { order } = resolvedSort(table, query);
  const columns = sortColumnsOf(table, query);
  const valueOf = (column: AnyPgColumn, key: string) =>
    sql`cast(${key} as ${sql.raw(column.getSQLType())})`;
  const sameAs = (column: AnyPgColumn, key: string | null) =>
    key === null ? isNull(column) : sql`${column} = ${valueOf(column, key)}`;
  const after = ({ column, nulls }: SortColumn, key: string | null): SQL | undefined => {
    const nullsLast = nulls === 'last' || (nulls === 'likeDescIndex') === (order === 'desc');
    if (key === null) return nullsLast ? undefined : sql`${column} is not null`;
    const beyond =
      order === 'asc'
        ? sql`${column} > ${valueOf(column, key)}`
        : sql`${column} < ${valueOf(column, key)}`;
    return nullsLast ? or(beyond, isNull(column)) : beyond;
  };
  const alternatives = columns.map((column, index) => {
    const beyond = after(column, keys[index] ?? null);
    if (!beyond) return undefined;
    const earlier = columns
      .slice(0, index)
      .map((prefix, at) => sameAs(prefix.column, keys[at] ?? null));
    return and(...earlier, beyond);
  });
  // Nothing comes after a row whose every column is already last: a condition no row meets.
  return or(...alternatives.filter((condition) => condition !== undefined)) ?? sql`false`;
}
