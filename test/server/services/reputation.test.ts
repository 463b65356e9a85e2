/**
 * Reputations (docs/product.md#reputation): counters kept in the transactions of the events
 * they count, figures computed from them exactly, "new" below the minimum of decisions, the
 * one-time backfill agreeing with the live counters, and the figures on the answers that
 * carry them. The clock is moved by the test, never waited for.
 */
import fs from 'node:fs';
import path from 'node:path';

import { eq, sql, TransactionRollbackError } from 'drizzle-orm';

import { REVIEW_TIME_BUCKET_COUNT, REVIEW_TIME_BUCKET_HOURS } from '@contract/reputation';
import type { BuyerReputation, WorkerReputation } from '@contract/schemas/reputation';
import type { Submission } from '@contract/schemas/submissions';
import type { PublicTask, Task, TasksPage } from '@contract/schemas/tasks';
import type { User } from '@contract/schemas/users';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import { users, userStats } from '@server/db/schema';
import {
  buyerReputations,
  medianReviewTime,
  reviewTimeBucket,
  type UserStatsRow,
  workerReputations,
} from '@server/services/reputation';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import type { UserRow } from '@server/services/rows';
import {
  answerAppeal,
  appealRejection,
  resubmitWork,
  reviewSubmission,
  submitWork,
} from '@server/services/submissions';
import {
  addCoins,
  expectLedgerBalanced,
  postTaskAs,
  review,
  SOME_REJECTION,
  submitAs,
} from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

const HOUR_MS = 3600 * 1000;
const MIGRATION = path.join(MIGRATIONS_FOLDER, '0006_user_stats.sql');
/** Each buyer's open tasks came later, with their own one-time backfill. */
const OPEN_TASKS_MIGRATION = path.join(
  MIGRATIONS_FOLDER,
  '0008_trigram_search_and_buyer_open_tasks.sql',
);
const STATEMENT = 'Every photo is tagged; the sheet is in the shared folder.';

let server: TestServer;
beforeAll(async () => {
  // The sweep runs only when a test asks, at the time the test says.
  server = await createTestServer({ REVIEW_SWEEP_INTERVAL_SECONDS: '0' });
});
afterAll(() => server.close());
afterEach(() => expectLedgerBalanced(server.database.db));

const db = () => server.database.db;

async function rowOf(person: Person): Promise<UserRow> {
  const [row] = await db().select().from(users).where(eq(users.id, person.user._id));
  if (!row) throw new Error(`No user ${person.email}`);
  return row;
}

async function buyerFigures(person: Person): Promise<BuyerReputation | undefined> {
  return (await buyerReputations(db(), [person.user._id])).get(person.user._id);
}

async function workerFigures(person: Person): Promise<WorkerReputation | undefined> {
  return (await workerReputations(db(), [person.user._id])).get(person.user._id);
}

describe('review time buckets', () => {
  it('put a review in the first bucket whose bound it does not pass', () => {
    expect(reviewTimeBucket(0)).toBe(0);
    expect(reviewTimeBucket(HOUR_MS)).toBe(0);
    expect(reviewTimeBucket(HOUR_MS + 1)).toBe(1);
    expect(reviewTimeBucket(72 * HOUR_MS)).toBe(REVIEW_TIME_BUCKET_HOURS.indexOf(72));
    expect(reviewTimeBucket(169 * HOUR_MS)).toBe(REVIEW_TIME_BUCKET_COUNT - 1);
  });

  it('tell the median as the bound of the bucket holding the middle review', () => {
    const none = Array.from({ length: REVIEW_TIME_BUCKET_COUNT }, () => 0);
    const withReviews = (counts: Record<number, number>) =>
      none.map((zero, index) => counts[index] ?? zero);
    expect(medianReviewTime(none)).toBeNull();
    expect(medianReviewTime(withReviews({ 2: 1 }))).toEqual({ hours: 4, over: false });
    // Four reviews: the second one is the median.
    expect(medianReviewTime(withReviews({ 0: 1, 3: 1, 5: 2 }))).toEqual({ hours: 8, over: false });
    expect(medianReviewTime(withReviews({ 0: 1, 10: 2 }))).toEqual({ hours: 168, over: true });
  });
});

describe('a scripted history', () => {
  let buyer: Person;
  let vera: Person;
  const workers: Person[] = [];

  beforeAll(async () => {
    buyer = await server.createUser('buyer', 'Rhea Reputation');
    await addCoins(db(), buyer.user._id, 10_000);
    vera = await server.createUser('worker', 'Vera Veteran');
    for (let index = 0; index < 6; index += 1) workers.push(await server.createUser('worker'));
  });

  it('gives a new account "new", never a rate', async () => {
    const newcomer = await server.createUser('worker');
    expect(await workerFigures(newcomer)).toEqual({
      is_new: true,
      decided: 0,
      approval_rate: null,
      completed: 0,
      appeals_won: 0,
    });
    expect(await buyerFigures(buyer)).toEqual({
      is_new: true,
      decided: 0,
      approval_rate: null,
      median_review_hours: null,
      median_review_over: false,
      appeals: 0,
      appeals_lost: 0,
      appeals_lost_rate: null,
      tasks_posted: 0,
    });
  });

  it('counts approvals, rejections, changes, appeals and auto-approvals exactly', async () => {
    const buyerRow = await rowOf(buyer);
    const start = Date.now();
    const at = (hours: number) => new Date(start + hours * HOUR_MS);
    const taskA = await postTaskAs(server, buyer, { required_workers: 7, payable_amount: 10 });
    const taskB = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 20 });
    const taskC = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 30 });
    const submit = async (worker: Person, taskId: string) =>
      (
        await submitWork(
          db(),
          await rowOf(worker),
          { task_id: taskId, submission_details: 'Done: https://sheets.example.test/1' },
          at(0),
        )
      )._id;
    const approve = (id: string, hours: number) =>
      reviewSubmission(db(), buyerRow, id, { action: 'approved' }, at(hours));
    const reject = (id: string, hours: number) =>
      reviewSubmission(db(), buyerRow, id, { action: 'reject', ...SOME_REJECTION }, at(hours));
    const appeal = async (worker: Person, id: string, hours: number) =>
      appealRejection(db(), await rowOf(worker), id, STATEMENT, at(hours));

    const [w2, w3, w4, w5, w6, w7] = workers as [Person, Person, Person, Person, Person, Person];
    const s1 = await submit(vera, taskA);
    const sB = await submit(vera, taskB);
    const sC = await submit(vera, taskC);
    const s2 = await submit(w2, taskA);
    const s3 = await submit(w3, taskA);
    const s4 = await submit(w4, taskA);
    const s5 = await submit(w5, taskA);
    const s6 = await submit(w6, taskA);
    await submit(w7, taskA);

    await approve(s1, 0.5); // within 1 hour
    await approve(sB, 0.75); // within 1 hour
    await reject(sC, 2); // within 2 hours
    await reject(s2, 3); // within 4 hours
    // Changes asked after 5 hours (within 8), then approved 90 minutes after the resubmission.
    await reviewSubmission(
      db(),
      buyerRow,
      s3,
      { action: 'request_changes', note: 'Please add the second sheet as well.' },
      at(5),
    );
    await resubmitWork(
      db(),
      await rowOf(w3),
      s3,
      'Both sheets: https://sheets.example.test/2',
      at(6),
    );
    await approve(s3, 7.5); // within 2 hours of the resubmission
    // Rejected within 12 hours, appealed, and paid by the buyer.
    await reject(s4, 10);
    await appeal(w4, s4, 11);
    await answerAppeal(db(), buyerRow, s4, { decision: 'pay_worker' }, at(12));
    // Rejected within 24 hours, appealed, upheld.
    await reject(s5, 20);
    await appeal(w5, s5, 21);
    await answerAppeal(
      db(),
      buyerRow,
      s5,
      { decision: 'uphold', comment: 'Half of the photos are still untagged.' },
      at(22),
    );
    // Rejected within 48 hours, appealed, never answered: decided for the worker.
    await reject(s6, 30);
    await appeal(w6, s6, 31);
    // The last submission waits for its review deadline (3 days: within 72 hours).
    const result = await sweepReviewDeadlines(db(), at(31 + 72));
    expect(result).toMatchObject({ autoApproved: 1, appealsDecidedForWorker: 1 });

    // Approved: s1, sB, s3, s4 (appeal), s6 (unanswered appeal), s7 (deadline); rejected: sC, s2, s5.
    // Reviews by bucket: 1h ×2, 2h ×2 (sC, s3), 4h, 8h, 12h, 24h, 48h, 72h: the 5th of 10 is 4h.
    expect(await buyerFigures(buyer)).toEqual({
      is_new: false,
      decided: 9,
      approval_rate: 666,
      median_review_hours: 4,
      median_review_over: false,
      appeals: 3,
      appeals_lost: 2,
      appeals_lost_rate: 666,
      tasks_posted: 3,
    });
    const [stored] = await db()
      .select()
      .from(userStats)
      .where(eq(userStats.userId, buyer.user._id));
    expect(stored?.reviewTimeBuckets).toEqual([2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
    expect(stored?.buyerApprovalRate).toBe(666);

    expect(await workerFigures(vera)).toEqual({
      is_new: false,
      decided: 3,
      approval_rate: 666,
      completed: 2,
      appeals_won: 0,
    });
    expect(await workerFigures(w4)).toEqual({
      is_new: true,
      decided: 1,
      approval_rate: null,
      completed: 1,
      appeals_won: 1,
    });
    expect(await workerFigures(w5)).toMatchObject({ decided: 1, completed: 0, appeals_won: 0 });
    expect(await workerFigures(w6)).toMatchObject({ decided: 1, completed: 1, appeals_won: 1 });
    expect(await workerFigures(w7)).toMatchObject({ decided: 1, completed: 1, appeals_won: 0 });
    const earned = await db()
      .select({ userId: userStats.userId, earnedCoins: userStats.earnedCoins })
      .from(userStats)
      .where(eq(userStats.userId, vera.user._id));
    expect(earned).toEqual([{ userId: vera.user._id, earnedCoins: 30 }]);
  });
});

describe('the answers that carry reputations', () => {
  let buyer: Person;
  let worker: Person;
  let taskId: string;

  beforeAll(async () => {
    buyer = await server.createUser('buyer', 'Carla Carrier');
    await addCoins(db(), buyer.user._id, 1_000);
    worker = await server.createUser('worker', 'Walt Worker');
    taskId = await postTaskAs(server, buyer, { required_workers: 3, payable_amount: 5 });
    const rejected = await submitAs(server, worker, taskId);
    expect((await review(server, buyer, rejected, 'reject')).statusCode).toBe(200);
    const appealed = await server.call(worker, {
      method: 'POST',
      url: `/api/submissions/${rejected}/appeal`,
      payload: { statement: STATEMENT },
    });
    expect(appealed.statusCode).toBe(200);
  });

  it('GET /tasks and GET /tasks/details/:id carry the buyer’s', async () => {
    const expected = await buyerFigures(buyer);
    expect(expected).toMatchObject({ tasks_posted: 1, decided: 1, appeals: 1, is_new: true });

    const list = await server.call(worker, { method: 'GET', url: '/api/tasks?limit=50' });
    expect(list.statusCode).toBe(200);
    const listed = list.json<TasksPage>().tasks.find((task) => task._id === taskId);
    expect(listed?.buyer_reputation).toEqual(expected);

    const details = await server.call(worker, {
      method: 'GET',
      url: `/api/tasks/details/${taskId}`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json<Task>().buyer_reputation).toEqual(expected);
  });

  it('the landing page’s featured tasks do not', async () => {
    const featured = await server.call(undefined, { method: 'GET', url: '/api/featured-tasks' });
    expect(featured.statusCode).toBe(200);
    expect(featured.json<PublicTask[]>().length).toBeGreaterThan(0);
    for (const task of featured.json<PublicTask[]>()) {
      expect(task).not.toHaveProperty('buyer_reputation');
    }
  });

  it('GET /appeals and the buyer’s GET /submissions carry the worker’s', async () => {
    const expected = await workerFigures(worker);
    expect(expected).toEqual({
      is_new: true,
      decided: 1,
      approval_rate: null,
      completed: 0,
      appeals_won: 0,
    });

    const appeals = await server.call(buyer, { method: 'GET', url: '/api/appeals' });
    expect(appeals.statusCode).toBe(200);
    expect(appeals.json<Submission[]>().map((item) => item.worker_reputation)).toEqual([expected]);

    const second = await submitAs(server, worker, await postTaskAs(server, buyer));
    const pending = await server.call(buyer, {
      method: 'GET',
      url: `/api/submissions?email=${encodeURIComponent(buyer.email)}&status=pending`,
    });
    expect(pending.statusCode).toBe(200);
    const waiting = pending.json<Submission[]>().find((item) => item._id === second);
    expect(waiting?.worker_reputation).toEqual(expected);

    // The worker's own list needs no figures about themselves.
    const own = await server.call(worker, {
      method: 'GET',
      url: `/api/my-submissions?email=${encodeURIComponent(worker.email)}`,
    });
    expect(own.json<Submission[]>()[0]).not.toHaveProperty('worker_reputation');
  });
});

/** The migration's last statement: the one-time backfill. */
function backfillStatement(): string {
  const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  const last = statements[statements.length - 1] ?? '';
  expect(last).toMatch(/INSERT INTO "user_stats"/);
  return last;
}

/** The later migration's backfill of each buyer's open tasks. */
function openTasksBackfillStatement(): string {
  const statements = fs
    .readFileSync(OPEN_TASKS_MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /INSERT INTO "user_stats"/.test(statement));
  expect(statements).toHaveLength(1);
  return statements[0] ?? '';
}

/** What the backfill makes of the history so far, with the live counters put back after. */
async function backfilled(): Promise<UserStatsRow[]> {
  let rows: UserStatsRow[] = [];
  try {
    await db().transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM user_stats`);
      await tx.execute(sql.raw(backfillStatement()));
      await tx.execute(sql.raw(openTasksBackfillStatement()));
      rows = await tx.select().from(userStats);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return rows;
}

const emptyRow: Omit<UserStatsRow, 'userId'> = {
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

const total = (buckets: readonly number[]) => buckets.reduce((sum, count) => sum + count, 0);

describe('the backfill', () => {
  it('gives the live counters for the same history; reviews history keeps no time of are left out', async () => {
    // A history in real time: approved, changes then approved, appealed and paid, appealed
    // and upheld.
    const buyer = await server.createUser('buyer', 'Bea Backfill');
    await addCoins(db(), buyer.user._id, 1_000);
    const taskId = await postTaskAs(server, buyer, { required_workers: 4, payable_amount: 3 });
    const made = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const worker = await server.createUser('worker');
        return { worker, id: await submitAs(server, worker, taskId) };
      }),
    );
    const [approved, changed, paid, upheld] = made as [
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
    ];
    const call = (who: Person, method: 'POST' | 'PATCH', url: string, payload: object) =>
      server.call(who, { method, url: `/api/submissions/${url}`, payload });
    expect((await review(server, buyer, approved.id, 'approved')).statusCode).toBe(200);
    const changes = { action: 'request_changes', note: 'Please add the second sheet.' };
    expect((await call(buyer, 'PATCH', changed.id, changes)).statusCode).toBe(200);
    const details = { submission_details: 'Both sheets: https://sheets.example.test/2' };
    expect((await call(changed.worker, 'POST', `${changed.id}/resubmit`, details)).statusCode).toBe(
      200,
    );
    expect((await review(server, buyer, changed.id, 'approved')).statusCode).toBe(200);
    for (const { worker, id } of [paid, upheld]) {
      expect((await review(server, buyer, id, 'reject')).statusCode).toBe(200);
      expect(
        (await call(worker, 'POST', `${id}/appeal`, { statement: STATEMENT })).statusCode,
      ).toBe(200);
    }
    const payIt = { decision: 'pay_worker' };
    expect((await call(buyer, 'POST', `${paid.id}/appeal-answer`, payIt)).statusCode).toBe(200);
    const upholdIt = { decision: 'uphold', comment: 'Half of the photos are still untagged.' };
    expect((await call(buyer, 'POST', `${upheld.id}/appeal-answer`, upholdIt)).statusCode).toBe(
      200,
    );

    const live = await db().select().from(userStats);
    const rebuilt = new Map((await backfilled()).map((row) => [row.userId, row]));
    // Every account with history, this file's earlier ones too (their clock was moved, so only
    // their counts of reviews compare).
    const liveIds = new Set(live.map((row) => row.userId));
    expect(live.filter((row) => !rebuilt.has(row.userId))).toEqual([]);
    for (const [userId, row] of rebuilt) {
      // Someone whose only work is still waiting has a row of zeros.
      if (!liveIds.has(userId)) expect(row).toEqual({ ...emptyRow, userId });
    }
    for (const row of live) {
      const { reviewTimeBuckets, ...counters } = row;
      const again = rebuilt.get(row.userId);
      const { reviewTimeBuckets: rebuiltBuckets, ...rebuiltCounters } = again ?? row;
      expect(rebuiltCounters).toEqual(counters);
      expect(rebuiltBuckets).toHaveLength(REVIEW_TIME_BUCKET_COUNT);
      if (row.userId !== buyer.user._id) {
        // A request for changes and a rejection reversed by an appeal leave no time in history.
        expect(total(rebuiltBuckets)).toBeLessThanOrEqual(total(reviewTimeBuckets));
      }
    }
    // Bea: five reviews live, each within an hour; history keeps three (not the request for
    // changes, nor the rejection the paid appeal reversed).
    const bea = live.find((row) => row.userId === buyer.user._id);
    expect(bea?.reviewTimeBuckets).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(rebuilt.get(buyer.user._id)?.reviewTimeBuckets).toEqual([
      3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(bea).toMatchObject({
      tasksPosted: 1,
      buyerApproved: 3,
      buyerRejected: 1,
      appealsReceived: 2,
      appealsLost: 1,
    });
  });
});
