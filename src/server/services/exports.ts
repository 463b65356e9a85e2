/**
 * CSV exports (docs/product.md#exports): every row a table's sort and filter select, read
 * EXPORT_CHUNK_ROWS at a time, each read starting after the last row sent (services/
 * tableQueries.ts, rowsAfter), so neither the database nor the server holds the whole file.
 */
import { and, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';

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

/** A buyer's own payments. */
export function paymentRows(
  db: Database,
  userId: string,
  query: TableQuery<'payments'>,
): AsyncIterable<CsvCell[]> {
  const rows = chunked('payments', query, eq(payments.userId, userId), (chunk) =>
    db
      .select({ ...getTableColumns(payments), sortKeys: chunk.sortKeys })
      .from(payments)
      .where(chunk.where)
      .orderBy(...chunk.order)
      .limit(chunk.limit),
  );
  return cells(rows, (row) => [row.transactionId, row.coins, row.price, iso(row.paidAt)]);
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
): AsyncIterable<CsvCell[]> {
  const rows = chunked('mySubmissions', query, listedSubmissionsOf(workerId), submissionReader(db));
  return cells(rows, (row) => [
    row.taskTitle,
    row.buyerName,
    row.payableAmount,
    row.status,
    iso(row.submittedAt),
  ]);
}

/** A worker's approved submissions, newest first, with what each paid in coins and dollars. */
export function earningRows(db: Database, workerId: string): AsyncIterable<CsvCell[]> {
  const rows = chunked(
    'mySubmissions',
    { status: 'approved' },
    listedSubmissionsOf(workerId),
    submissionReader(db),
  );
  return cells(rows, (row) => [
    row.taskTitle,
    row.buyerName,
    row.payableAmount,
    withdrawalAmountFor(row.payableAmount),
    iso(row.submittedAt),
    iso(row.decidedAt),
  ]);
}

/** Manage Users. */
export function userRows(db: Database, query: TableQuery<'users'>): AsyncIterable<CsvCell[]> {
  const rows = chunked('users', query, undefined, (chunk) =>
    db
      .select({ ...getTableColumns(users), sortKeys: chunk.sortKeys })
      .from(users)
      .where(chunk.where)
      .orderBy(...chunk.order)
      .limit(chunk.limit),
  );
  return cells(rows, (row) => [
    row.name,
    row.email,
    row.role,
    row.availableCoin,
    iso(row.createdAt),
  ]);
}

/** Manage Tasks. */
export function taskRows(db: Database, query: TableQuery<'manageTasks'>): AsyncIterable<CsvCell[]> {
  const rows = chunked('manageTasks', query, undefined, (chunk) =>
    db
      .select({ ...getTableColumns(tasks), sortKeys: chunk.sortKeys })
      .from(tasks)
      .where(chunk.where)
      .orderBy(...chunk.order)
      .limit(chunk.limit),
  );
  return cells(rows, (row) => [
    row.title,
    row.buyerName,
    row.buyerEmail,
    row.requiredWorkers,
    row.payableAmount,
    row.completionDate,
    iso(row.createdAt),
  ]);
}

/** Every withdrawal request (the admin's). Without a sort: newest first. */
export function withdrawalRows(
  db: Database,
  query: TableQuery<'withdrawals'>,
): AsyncIterable<CsvCell[]> {
  const rows = chunked('withdrawals', query, undefined, (chunk) =>
    db
      .select({ ...getTableColumns(withdrawalRequests), sortKeys: chunk.sortKeys })
      .from(withdrawalRequests)
      .where(chunk.where)
      .orderBy(...chunk.order)
      .limit(chunk.limit),
  );
  return cells(rows, (row) => [
    row.workerName,
    row.workerEmail,
    row.withdrawalCoin,
    row.withdrawalAmount,
    row.paymentSystem,
    row.accountNumber,
    row.status,
    iso(row.requestedAt),
  ]);
}

/** Every open appeal (the admin's). */
export function appealRows(db: Database, query: TableQuery<'appeals'>): AsyncIterable<CsvCell[]> {
  const rows = chunked('appeals', query, eq(submissions.status, 'appealed'), submissionReader(db));
  return cells(rows, (row) => [
    row.taskTitle,
    row.workerName,
    row.workerEmail,
    row.buyerName,
    row.payableAmount,
    row.appealStatement,
    iso(row.appealAnswerDeadline),
  ]);
}
