/**
 * Reputations (docs/product.md#reputation): counters in user_stats kept current in the same
 * transactions as the events they count, and read back as the wire's figures. A read never
 * scans history; the one-time backfill in migration 0006 fills the counters for history that
 * came before them.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';

import {
  RATE_SCALE,
  REPUTATION_MIN_DECISIONS,
  REVIEW_TIME_BUCKET_COUNT,
  REVIEW_TIME_BUCKET_HOURS,
} from '@contract/reputation';
import type { BuyerReputation, WorkerReputation } from '@contract/schemas/reputation';
import type { Submission } from '@contract/schemas/submissions';
import type { Task } from '@contract/schemas/tasks';
import type { Database, Transaction } from '../db/client';
import { users, userStats } from '../db/schema';
import type { SubmissionRow } from './rows';

export type UserStatsRow = typeof userStats.$inferSelect;

type Counter =
  | 'tasksPosted'
  | 'buyerApproved'
  | 'buyerRejected'
  | 'appealsReceived'
  | 'appealsLost'
  | 'workerApproved'
  | 'workerRejected'
  | 'appealsFiled'
  | 'appealsWon'
  | 'earnedCoins';

interface StatsChange {
  userId: string;
  add: Partial<Record<Counter, number>>;
  /** One more review in this REVIEW_TIME_BUCKET_HOURS bucket. */
  reviewBucket?: number;
}

const HOUR_MS = 3600 * 1000;

/** The bucket a review of this many milliseconds falls in: its bound is "within" hours. */
export function reviewTimeBucket(elapsedMs: number): number {
  const index = REVIEW_TIME_BUCKET_HOURS.findIndex((hours) => elapsedMs <= hours * HOUR_MS);
  return index === -1 ? REVIEW_TIME_BUCKET_COUNT - 1 : index;
}

/** `review_time_buckets` with one more in `bucket` (Postgres arrays count from 1). */
function bucketPlusOne(bucket: number): SQL {
  const column = sql`(${userStats.reviewTimeBuckets})`;
  const at = bucket + 1;
  return sql`${column}[1:${sql.raw(String(at - 1))}] || (${column}[${sql.raw(String(at))}] + 1) || ${column}[${sql.raw(String(at + 1))}:${sql.raw(String(REVIEW_TIME_BUCKET_COUNT))}]`;
}

/**
 * Adds to people's counters, creating their row on first use. Rows change in the order of
 * their ids, so two transactions touching the same people never wait on each other in a
 * circle.
 */
async function record(tx: Transaction, changes: StatsChange[]): Promise<void> {
  const ordered = [...changes].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  for (const { userId, add, reviewBucket } of ordered) {
    const entries = Object.entries(add) as [Counter, number][];
    const firstRow: typeof userStats.$inferInsert = { userId };
    const set: Partial<Record<Counter | 'reviewTimeBuckets', SQL>> = {};
    for (const [counter, amount] of entries) {
      // A row made by a decrement (history from before the counters) starts at zero.
      firstRow[counter] = Math.max(amount, 0);
      set[counter] = sql`${userStats[counter]} + ${amount}`;
    }
    if (reviewBucket !== undefined) {
      firstRow.reviewTimeBuckets = Array.from({ length: REVIEW_TIME_BUCKET_COUNT }, (_, index) =>
        index === reviewBucket ? 1 : 0,
      );
      set.reviewTimeBuckets = bucketPlusOne(reviewBucket);
    }
    await tx
      .insert(userStats)
      .values(firstRow)
      .onConflictDoUpdate({ target: userStats.userId, set });
  }
}

/** A buyer posted a task. */
export function countTaskPosted(tx: Transaction, buyerId: string): Promise<void> {
  return record(tx, [{ userId: buyerId, add: { tasksPosted: 1 } }]);
}

export type BuyerDecision = 'approve' | 'reject' | 'request_changes';

/**
 * The buyer decided on a pending submission (or the review deadline approved it): one more
 * review time, from the (re)submission to `decidedAt`; an approval pays the worker.
 */
export function countDecision(
  tx: Transaction,
  submission: Pick<SubmissionRow, 'buyerId' | 'workerId' | 'submittedAt' | 'payableAmount'>,
  decision: BuyerDecision,
  decidedAt: Date,
): Promise<void> {
  const reviewBucket = reviewTimeBucket(decidedAt.getTime() - submission.submittedAt.getTime());
  if (decision === 'request_changes') {
    return record(tx, [{ userId: submission.buyerId, add: {}, reviewBucket }]);
  }
  const approved = decision === 'approve';
  return record(tx, [
    {
      userId: submission.buyerId,
      add: approved ? { buyerApproved: 1 } : { buyerRejected: 1 },
      reviewBucket,
    },
    {
      userId: submission.workerId,
      add: approved
        ? { workerApproved: 1, earnedCoins: submission.payableAmount }
        : { workerRejected: 1 },
    },
  ]);
}

/** The worker appealed a rejection. */
export function countAppealFiled(
  tx: Transaction,
  submission: Pick<SubmissionRow, 'buyerId' | 'workerId'>,
): Promise<void> {
  return record(tx, [
    { userId: submission.buyerId, add: { appealsReceived: 1 } },
    { userId: submission.workerId, add: { appealsFiled: 1 } },
  ]);
}

/**
 * An appeal was decided for the worker (paid by the buyer or an admin, or unanswered by its
 * deadline): the rejection becomes an approval on both sides, and the worker is paid.
 */
export function countAppealWon(
  tx: Transaction,
  submission: Pick<SubmissionRow, 'buyerId' | 'workerId' | 'payableAmount'>,
): Promise<void> {
  return record(tx, [
    {
      userId: submission.buyerId,
      add: { buyerRejected: -1, buyerApproved: 1, appealsLost: 1 },
    },
    {
      userId: submission.workerId,
      add: {
        workerRejected: -1,
        workerApproved: 1,
        appealsWon: 1,
        earnedCoins: submission.payableAmount,
      },
    },
  ]);
}

/** A share in RATE_SCALE thousandths, rounded down as the stored approval rate is. */
function rateOf(part: number, whole: number): number {
  return Math.floor((part * RATE_SCALE) / whole);
}

/** What a person without a row (no history yet) has. */
function emptyStats(userId: string): UserStatsRow {
  return {
    userId,
    tasksPosted: 0,
    buyerApproved: 0,
    buyerRejected: 0,
    reviewTimeBuckets: Array.from({ length: REVIEW_TIME_BUCKET_COUNT }, () => 0),
    appealsReceived: 0,
    appealsLost: 0,
    buyerApprovalRate: null,
    workerApproved: 0,
    workerRejected: 0,
    appealsFiled: 0,
    appealsWon: 0,
    earnedCoins: 0,
    openTasks: 0,
  };
}

/**
 * The median review time as the histogram tells it: the upper bound of the bucket holding the
 * middle review (the lower one of two); past the last bound, that bound and "more than".
 */
export function medianReviewTime(
  buckets: readonly number[],
): { hours: number; over: boolean } | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  const lastBound = REVIEW_TIME_BUCKET_HOURS[REVIEW_TIME_BUCKET_HOURS.length - 1] ?? 0;
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= middle) {
      const bound = REVIEW_TIME_BUCKET_HOURS[index];
      return bound === undefined ? { hours: lastBound, over: true } : { hours: bound, over: false };
    }
  }
  return { hours: lastBound, over: true };
}

export function toBuyerReputation(row: UserStatsRow): BuyerReputation {
  const decided = row.buyerApproved + row.buyerRejected;
  const isNew = decided < REPUTATION_MIN_DECISIONS;
  const median = medianReviewTime(row.reviewTimeBuckets);
  return {
    is_new: isNew,
    decided,
    approval_rate: isNew ? null : rateOf(row.buyerApproved, decided),
    median_review_hours: median?.hours ?? null,
    median_review_over: median?.over ?? false,
    appeals: row.appealsReceived,
    appeals_lost: row.appealsLost,
    appeals_lost_rate:
      row.appealsReceived === 0 ? null : rateOf(row.appealsLost, row.appealsReceived),
    tasks_posted: row.tasksPosted,
  };
}

export function toWorkerReputation(row: UserStatsRow): WorkerReputation {
  const decided = row.workerApproved + row.workerRejected;
  const isNew = decided < REPUTATION_MIN_DECISIONS;
  return {
    is_new: isNew,
    decided,
    approval_rate: isNew ? null : rateOf(row.workerApproved, decided),
    completed: row.workerApproved,
    appeals_won: row.appealsWon,
  };
}

async function statsOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, UserStatsRow>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, UserStatsRow>(ids.map((id) => [id, emptyStats(id)]));
  if (ids.length === 0) return found;
  const rows = await db.select().from(userStats).where(inArray(userStats.userId, ids));
  for (const row of rows) found.set(row.userId, row);
  return found;
}

/** Each buyer's reputation, by id (a buyer with no history yet is new). */
export async function buyerReputations(
  db: Database,
  buyerIds: readonly string[],
): Promise<Map<string, BuyerReputation>> {
  const stats = await statsOf(db, buyerIds);
  return new Map([...stats].map(([id, row]) => [id, toBuyerReputation(row)]));
}

/** Each worker's reputation, by id (a worker with no history yet is new). */
export async function workerReputations(
  db: Database,
  workerIds: readonly string[],
): Promise<Map<string, WorkerReputation>> {
  const stats = await statsOf(db, workerIds);
  return new Map([...stats].map(([id, row]) => [id, toWorkerReputation(row)]));
}

/**
 * The counters of the people with these e-mails (the wire names people by e-mail), by e-mail,
 * in one query: a list's reputations cost one round trip however many rows it shows.
 */
async function statsByEmail(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, UserStatsRow>> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, stats: userStats })
    .from(users)
    .leftJoin(userStats, eq(userStats.userId, users.id))
    .where(unique.length === 1 ? eq(users.email, unique[0] ?? '') : inArray(users.email, unique));
  return new Map(rows.map((row) => [row.email, row.stats ?? emptyStats(row.id)]));
}

/** The tasks, each with its buyer's reputation (a buyer whose account is gone gets none). */
export async function withBuyerReputations<T extends Task>(db: Database, list: T[]): Promise<T[]> {
  const stats = await statsByEmail(
    db,
    list.map((task) => task.buyer_email),
  );
  return list.map((task) => {
    const row = stats.get(task.buyer_email.toLowerCase());
    return row ? { ...task, buyer_reputation: toBuyerReputation(row) } : task;
  });
}

/** The submissions, each with its worker's reputation (none when the account is gone). */
export async function withWorkerReputations<T extends Submission>(
  db: Database,
  list: T[],
): Promise<T[]> {
  const stats = await statsByEmail(
    db,
    list.map((submission) => submission.worker_email),
  );
  return list.map((submission) => {
    const row = stats.get(submission.worker_email.toLowerCase());
    return row ? { ...submission, worker_reputation: toWorkerReputation(row) } : submission;
  });
}
