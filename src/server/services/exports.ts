/**
 * CSV exports (docs/product.md#exports): every row a table's sort and filter select, read
 * EXPORT_CHUNK_ROWS at a time, each read starting after the last row sent (services/
 * tableQueries.ts, rowsAfter), so neither the database nor the server holds the whole file.
 * Each export also counts its rows, so that one over the ceiling is refused before it starts.
 */
import { and, count, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { withdrawalAmountFor } from '@contract/money';
import type { TableName, TableQuery } from '@contract/tables';
import type { Database } from '../db/client';
import { payments, submissions, tasks, users, withdrawalRequests } from '../db/schema';
import {
  rowsAfter,
  type SortKeys,
  sortKeySelection,
  tableFilter,
  tableOrder,
} from './tableQueries';

export const EXPORT_CHUNK_ROWS = 500;

export type CsvCell = string | number | null;

/** An export: how many rows it has now, and its rows as CSV cells, read when iterated. */
export interface ExportSource {
  count(): Promise<number>;
  rows: AsyncIterable<CsvCell[]>;
}

/** The rows of `from` that `scope` and the query's filter select. */
async function countRows<T extends TableName>(
  db: Database,
  from: PgTable,
  table: T,
  query: TableQuery<T>,
  scope: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(from)
    .where(and(scope, tableFilter(table, query)));
  return row?.value ?? 0;
}

/**
 * Ends the rows with an error rather than pass `maxRows`: rows added while an export streams
 * could take it past the ceiling its count was checked against, and a file cut short without
 * a word would pass for the whole table.
 */
export async function* atMostRows<R>(rows: AsyncIterable<R>, maxRows: number): AsyncGenerator<R> {
  let sent = 0;
  for await (const row of rows) {
    sent += 1;
    if (sent > maxRows) throw new Error(`The export grew past ${maxRows} rows while it was sent.`);
    yield row;
  }
}

interface ChunkRead {
  where: SQL | undefined;
  order: SQL[];
  /** Selected as `sortKeys`: where the next chunk starts. */
  sortKeys: SQL<SortKeys>;
  limit: number;
}

/** The rows of `table` that `scope` and the query select, in the query's order, chunk by chunk. */
async function* chunked<T extends TableName, R extends { sortKeys: SortKeys }>(
  table: T,
  query: TableQuery<T>,
  scope: SQL | undefined,
  read: (chunk: ChunkRead) => Promise<R[]>,
): AsyncGenerator<R> {
  const sortKeys = sortKeySelection(table, query);
  const order = tableOrder(table, query);
  const filter = and(scope, tableFilter(table, query));
  let last: SortKeys | undefined;
  for (;;) {
    const rows = await read({
      where: last ? and(filter, rowsAfter(table, query, last)) : filter,
      order,
      sortKeys,
      limit: EXPORT_CHUNK_ROWS,
    });
    yield* rows;
    const lastRow = rows.at(-1);
    if (rows.length < EXPORT_CHUNK_ROWS || !lastRow) return;
    last = lastRow.sortKeys;
  }
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

async function* cells<R>(rows: AsyncIterable<R>, toCells: (row: R) => CsvCell[]) {
  for await (const row of rows) yield toCells(row);
}

/** The export of the rows of `from` (as `table` sorts and filters them) that `scope` selects. */
function exportOf<T extends TableName, R extends { sortKeys: SortKeys }>(
  db: Database,
  from: PgTable,
  table: T,
  query: TableQuery<T>,
  scope: SQL | undefined,
  read: (chunk: ChunkRead) => Promise<R[]>,
  toCells: (row: R) => CsvCell[],
): ExportSource {
  return {
    count: () => countRows(db, from, table, query, scope),
    rows: cells(chunked(table, query, scope, read), toCells),
  };
}

/** A buyer's own payments. */
export function paymentRows(
  db: Database,
  userId: string,
  query: TableQuery<'payments'>,
): ExportSource {
  return exportOf(
    db,
    payments,
    'payments',
    query,
    eq(payments.userId, userId),
    (chunk) =>
      db
        .select({ ...getTableColumns(payments), sortKeys: chunk.sortKeys })
        .from(payments)
        .where(chunk.where)
        .orderBy(...chunk.order)
        .limit(chunk.limit),
    (row) => [row.transactionId, row.coins, row.price, iso(row.paidAt)],
  );
}

const listedSubmissionsOf = (workerId: string) =>
  and(eq(submissions.workerId, workerId), ne(submissions.status, 'cancelled'));

function submissionReader(db: Database) {
  return (chunk: ChunkRead) =>
    db
      .select({ ...getTableColumns(submissions), sortKeys: chunk.sortKeys })
      .from(submissions)
      .where(chunk.where)
      .orderBy(...chunk.order)
      .limit(chunk.limit);
}

/** A worker's own submissions (My Submissions). */
export function mySubmissionRows(
  db: Database,
  workerId: string,
  query: TableQuery<'mySubmissions'>,
): ExportSource {
  return exportOf(
    db,
    submissions,
    'mySubmissions',
    query,
    listedSubmissionsOf(workerId),
    submissionReader(db),
    (row) => [row.taskTitle, row.buyerName, row.payableAmount, row.status, iso(row.submittedAt)],
  );
}

/** A worker's approved submissions, newest first, with what each paid in coins and dollars. */
export function earningRows(db: Database, workerId: string): ExportSource {
  return exportOf(
    db,
    submissions,
    'mySubmissions',
    { status: 'approved' },
    listedSubmissionsOf(workerId),
    submissionReader(db),
    (row) => [
      row.taskTitle,
      row.buyerName,
      row.payableAmount,
      withdrawalAmountFor(row.payableAmount),
      iso(row.submittedAt),
      iso(row.decidedAt),
    ],
  );
}

/** Manage Users. */
export function userRows(db: Database, query: TableQuery<'users'>): ExportSource {
  return exportOf(
    db,
    users,
    'users',
    query,
    undefined,
    (chunk) =>
      db
        .select({ ...getTableColumns(users), sortKeys: chunk.sortKeys })
        .from(users)
        .where(chunk.where)
        .orderBy(...chunk.order)
        .limit(chunk.limit),
    (row) => [row.name, row.email, row.role, row.availableCoin, iso(row.createdAt)],
  );
}

/** Manage Tasks. */
export function taskRows(db: Database, query: TableQuery<'manageTasks'>): ExportSource {
  return exportOf(
    db,
    tasks,
    'manageTasks',
    query,
    undefined,
    (chunk) =>
      db
        .select({ ...getTableColumns(tasks), sortKeys: chunk.sortKeys })
        .from(tasks)
        .where(chunk.where)
        .orderBy(...chunk.order)
        .limit(chunk.limit),
    (row) => [
      row.title,
      row.buyerName,
      row.buyerEmail,
      row.requiredWorkers,
      row.payableAmount,
      row.completionDate,
      iso(row.createdAt),
    ],
  );
}

/** Every withdrawal request (the admin's). Without a sort: newest first. */
export function withdrawalRows(db: Database, query: TableQuery<'withdrawals'>): ExportSource {
  return exportOf(
    db,
    withdrawalRequests,
    'withdrawals',
    query,
    undefined,
    (chunk) =>
      db
        .select({ ...getTableColumns(withdrawalRequests), sortKeys: chunk.sortKeys })
        .from(withdrawalRequests)
        .where(chunk.where)
        .orderBy(...chunk.order)
        .limit(chunk.limit),
    (row) => [
      row.workerName,
      row.workerEmail,
      row.withdrawalCoin,
      row.withdrawalAmount,
      row.paymentSystem,
      row.accountNumber,
      row.status,
      iso(row.requestedAt),
    ],
  );
}

/** Every open appeal (the admin's). */
export function appealRows(db: Database, query: TableQuery<'appeals'>): ExportSource {
  return exportOf(
    db,
    submissions,
    'appeals',
    query,
    eq(submissions.status, 'appealed'),
    submissionReader(db),
    (row) => [
      row.taskTitle,
      row.workerName,
      row.workerEmail,
      row.buyerName,
      row.payableAmount,
      row.appealStatement,
      iso(row.appealAnswerDeadline),
    ],
  );
}
