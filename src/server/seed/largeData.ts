/**
 * A large synthetic marketplace for measuring the server at scale (`npm run bench`), made
 * with set-based SQL (`insert … select … from generate_series`), so 100,000 tasks and
 * 500,000 submissions take seconds, not hours. Runs on PGlite and PostgreSQL, into an
 * empty database only.
 *
 * Everything is derived from row numbers, so the same size always gives the same rows:
 * - users 1..B are buyers (a fifth of them), the rest workers; ids are md5-derived uuids;
 * - task t belongs to buyer 1 + t mod B; every tenth task has no open slot left;
 * - submission k is worker (t + r) mod W for task t = k mod T in round r = k div T, so no
 *   worker submits twice to one task; one in ten is pending (holding its pay in escrow); the
 *   others are decided as their buyer tends to: buyer b's class b mod 5 is 0 for new buyers
 *   (changes asked, never resubmitted: no approval rate yet), then approving about 90%,
 *   80%, 60% and 30% of the work;
 * - user_stats holds what those submissions and tasks count (docs/product.md#reputation),
 *   each buyer's open tasks included.
 * Coins: the balances are not replayed event by event. Each internal account that holds
 * coins (a user's balance, a task's escrow, a pending submission's escrow) gets ONE ledger
 * row `opening_balance` from `grants` for exactly what it holds: synthetic opening
 * balances, which keep the ledger invariant (docs/money.md) true.
 */
import { type SQL, sql } from 'drizzle-orm';

import { TEXT_LIMITS } from '@contract/constants';
import { REVIEW_TIME_BUCKET_COUNT } from '@contract/reputation';
import { REJECTION_REASONS } from '@contract/review';
import type { Database } from '../db/client';

export interface LargeDataSize {
  tasks: number;
  users: number;
  submissions: number;
}

export const DEFAULT_LARGE_DATA: LargeDataSize = {
  tasks: 100_000,
  users: 50_000,
  submissions: 500_000,
};

type Log = (message: string) => void;

const FIRST_NAMES = ['Amara', 'Bodhi', 'Calla', 'Dario', 'Elin', 'Farid', 'Greta', 'Hugo'];
const LAST_NAMES = ['Achterberg', 'Brandt', 'Castell', 'Dorn', 'Eklund', 'Falk', 'Grau'];
const TASK_KINDS = [
  ['Label twenty bird photos', 'data-labeling'],
  ['Transcribe a two-minute voice memo', 'transcription'],
  ['Translate a short product note', 'translation'],
  ['Answer a five-question survey', 'survey'],
  ['Test the sign-up form of a shop app', 'app-testing'],
  ['Find the opening hours of three shops', 'web-research'],
  ['Write a one-line photo caption', 'writing'],
  ['Rate five short video clips', 'video'],
] as const;

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;

/** SQL expressions for the synthetic rows, from the row number `n` (an SQL expression). */
const row = {
  userId: (n: string) => `md5('coinwork-user-' || (${n}))::uuid`,
  userEmail: (n: string) => `'bulk.user.' || (${n}) || '@example.test'`,
  userName: (n: string) =>
    `(${textArray(FIRST_NAMES)})[1 + (${n}) % ${FIRST_NAMES.length}] || ' ' || ` +
    `(${textArray(LAST_NAMES)})[1 + ((${n}) / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`,
  taskId: (t: string) => `md5('coinwork-task-' || (${t}))::uuid`,
  submissionId: (k: string) => `md5('coinwork-submission-' || (${k}))::uuid`,
  taskTitle: (t: string) =>
    `(${textArray(TASK_KINDS.map(([title]) => title))})[1 + (${t}) % ${TASK_KINDS.length}] || ' (no. ' || (${t}) || ')'`,
  taskImage: (t: string) =>
    `'/images/demo/tasks/' || (${textArray(TASK_KINDS.map(([, image]) => image))})[1 + (${t}) % ${TASK_KINDS.length}] || '.svg'`,
  payableAmount: (t: string) => `(1 + ((${t}) * 37) % 50)`,
  /** Every tenth task is filled; the others have 1..20 open slots. */
  openSlots: (t: string) => `(case when (${t}) % 10 = 0 then 0 else 1 + ((${t}) * 13) % 20 end)`,
  userCoins: (n: string) => `(((${n}) * 7919) % 5000)`,
  /** One minute apart from a fixed start: newest tasks have the highest numbers. */
  createdAt: (n: string) => `(timestamptz '2024-01-01 00:00:00+00' + (${n}) * interval '1 minute')`,
  /** Pending one in ten; else by the buyer's class (b mod 5) against a digit spread over k. */
  submissionStatus: (k: string, b: string, taskCount: number) =>
    `(case when (${k}) % 10 = 0 then 'pending'
           when (${b}) % 5 = 0 then 'expired'
           when ((${k}) * 37 + (${k}) / ${taskCount}) % 97 % 10
                < (array[9, 8, 6, 3])[(${b}) % 5] then 'approved'
           else 'rejected' end)::submission_status`,
};

function assertSize(size: LargeDataSize): { buyers: number; workers: number } {
  for (const [name, value] of Object.entries(size)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
    }
  }
  const buyers = Math.max(1, Math.floor(size.users / 5));
  const workers = size.users - buyers;
  if (workers < 1) throw new Error('The data set needs at least two users (a buyer and a worker).');
  const rounds = Math.ceil(size.submissions / size.tasks);
  if (rounds > workers) {
    throw new Error(
      `${size.submissions} submissions need ${rounds} workers per task, but there are ${workers} workers.`,
    );
  }
  return { buyers, workers };
}

async function timed(log: Log, what: string, statement: SQL, db: Database): Promise<void> {
  const started = Date.now();
  await db.execute(statement);
  log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface IndexRow extends Record<string, unknown> {
  indexname: string;
  indexdef: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Runs `work` with the tables' secondary indexes dropped, then builds them again: one
 * sorted build per index is far cheaper than half a million single-row index updates.
 * Primary keys stay; unique indexes are rebuilt, which checks them.
 */
async function withoutSecondaryIndexes(
  db: Database,
  tables: string[],
  log: Log,
  work: () => Promise<void>,
): Promise<void> {
  const indexes = rowsOf<IndexRow>(
    await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema()
        and tablename in (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )})
        and indexname not in (select conname from pg_constraint)`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await work();
  const started = Date.now();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  log(`${indexes.length} indexes rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function assertEmpty(db: Database): Promise<void> {
  const result = await db.execute<{ rows: number }>(
    sql`select (select count(*) from users) + (select count(*) from tasks) + (select count(*) from ledger_entries) as rows`,
  );
  if (Number(rowsOf<{ rows: number }>(result)[0]?.rows ?? 0) > 0) {
    throw new Error('The large data set is made in an empty database only.');
  }
}

/**
 * Fills an empty, migrated database; then VACUUM ANALYZE, so the planner knows the sizes
 * and index-only scans can skip the table.
 */
export async function createLargeData(
  db: Database,
  size: LargeDataSize = DEFAULT_LARGE_DATA,
  log: Log = () => undefined,
): Promise<void> {
  const { buyers, workers } = assertSize(size);
  await assertEmpty(db);
  const { tasks: taskCount, submissions: submissionCount } = size;
  const buyerOfTask = (t: string) => `(1 + (${t}) % ${buyers})`;
  const workerNumber = (k: string) =>
    `(${buyers} + 1 + ((${k}) % ${taskCount} + 1 + (${k}) / ${taskCount}) % ${workers})`;
  const taskOf = (k: string) => `(1 + (${k}) % ${taskCount})`;
  const statusOf = (k: string) => row.submissionStatus(k, buyerOfTask(taskOf(k)), taskCount);
  const detail = `'Synthetic task for measuring the server at scale; details are kept short but realistic.'`;

  await db.transaction(async (tx) => {
    const run = (what: string, statement: string) => timed(log, what, sql.raw(statement), tx);
    await withoutSecondaryIndexes(
      tx,
      ['users', 'tasks', 'submissions', 'ledger_entries'],
      log,
      async () => {
        await run(
          `${size.users} users`,
          `insert into users (id, firebase_uid, name, email, photo, role, available_coin, created_at)
       select ${row.userId('n')}, 'bulk-user-' || n, ${row.userName('n')}, ${row.userEmail('n')}, '',
              (case when n <= ${buyers} then 'buyer' else 'worker' end)::role,
              ${row.userCoins('n')}, ${row.createdAt('n')}
       from generate_series(1, ${size.users}) as n`,
        );
        await run(
          `${taskCount} tasks`,
          `insert into tasks (id, buyer_id, buyer_email, buyer_name, task_title, task_detail,
                          required_workers, payable_amount, completion_date, submission_info,
                          task_image_url, escrow_coins, created_at)
       select ${row.taskId('t')}, ${row.userId(buyerOfTask('t'))}, ${row.userEmail(buyerOfTask('t'))},
              ${row.userName(buyerOfTask('t'))}, left(${row.taskTitle('t')}, ${TEXT_LIMITS.title}), ${detail},
              ${row.openSlots('t')}, ${row.payableAmount('t')}, date '2030-01-01' + (t % 365),
              'A link to your finished work.', ${row.taskImage('t')},
              ${row.openSlots('t')} * ${row.payableAmount('t')}, ${row.createdAt('t')}
       from generate_series(1, ${taskCount}) as t`,
        );
        await run(
          `${submissionCount} submissions`,
          `insert into submissions (id, task_id, task_title, payable_amount, worker_id, worker_email,
                                worker_name, buyer_id, buyer_email, buyer_name, submission_details,
                                status, escrow_coins, submitted_at, decided_at, review_deadline,
                                rejection_reason, revision_rounds, changes_note)
       select ${row.submissionId('k')}, ${row.taskId(taskOf('k'))},
              ${row.taskTitle(taskOf('k'))}, ${row.payableAmount(taskOf('k'))},
              ${row.userId(workerNumber('k'))}, ${row.userEmail(workerNumber('k'))},
              ${row.userName(workerNumber('k'))}, ${row.userId(buyerOfTask(taskOf('k')))},
              ${row.userEmail(buyerOfTask(taskOf('k')))}, ${row.userName(buyerOfTask(taskOf('k')))},
              'Done: https://proof.example.test/' || k, ${statusOf('k')},
              (case when k % 10 = 0 then ${row.payableAmount(taskOf('k'))} else 0 end),
              ${row.createdAt(taskOf('k'))} + (1 + k / ${taskCount}) * interval '1 hour',
              (case when k % 10 = 0 then null
                    else ${row.createdAt(taskOf('k'))} + (2 + k / ${taskCount}) * interval '1 hour' end),
              -- Pending work waits a whole review window from now: no sweep approves it mid-run.
              (case when k % 10 = 0 then now() + interval '3 days' else null end),
              (case when ${statusOf('k')} = 'rejected' then '${REJECTION_REASONS[0]}' end),
              (case when ${statusOf('k')} = 'expired' then 1 else 0 end),
              (case when ${statusOf('k')} = 'expired' then 'Please add the missing part.' end)
       from generate_series(0, ${submissionCount - 1}) as k`,
        );
        await run(
          'opening balances in the ledger',
          `insert into ledger_entries (event, from_account, to_account, coins)
       select 'opening_balance', 'grants', 'user:' || id, available_coin from users where available_coin > 0
       union all
       select 'opening_balance', 'grants', 'task:' || id, escrow_coins from tasks where escrow_coins > 0
       union all
       select 'opening_balance', 'grants', 'submission:' || id, escrow_coins from submissions where escrow_coins > 0`,
        );
        // Every decision was made an hour after the (last) submission: the first review bucket.
        await run(
          'reputations',
          `insert into user_stats (user_id, tasks_posted, buyer_approved, buyer_rejected,
                                   review_time_buckets, worker_approved, worker_rejected,
                                   earned_coins, open_tasks)
           with as_buyer as (
             select buyer_id as user_id,
                    count(*) filter (where status = 'approved')::int as approved,
                    count(*) filter (where status = 'rejected')::int as rejected,
                    count(*) filter (where status <> 'pending')::int as reviews
             from submissions group by buyer_id
           ), posted as (
             select buyer_id as user_id, count(*)::int as tasks_posted,
                    count(*) filter (where required_workers > 0)::int as open_tasks
             from tasks group by buyer_id
           ), as_worker as (
             select worker_id as user_id,
                    count(*) filter (where status = 'approved')::int as approved,
                    count(*) filter (where status = 'rejected')::int as rejected,
                    coalesce(sum(payable_amount) filter (where status = 'approved'), 0)::int as earned
             from submissions group by worker_id
           )
           select users.id, coalesce(posted.tasks_posted, 0), coalesce(as_buyer.approved, 0),
                  coalesce(as_buyer.rejected, 0),
                  array[coalesce(as_buyer.reviews, 0)] || array_fill(0, array[${REVIEW_TIME_BUCKET_COUNT - 1}]),
                  coalesce(as_worker.approved, 0), coalesce(as_worker.rejected, 0),
                  coalesce(as_worker.earned, 0), coalesce(posted.open_tasks, 0)
           from users
           left join posted on posted.user_id = users.id
           left join as_buyer on as_buyer.user_id = users.id
           left join as_worker on as_worker.user_id = users.id
           where posted.user_id is not null or as_buyer.user_id is not null
              or as_worker.user_id is not null`,
        );
        await run(
          'open tasks per day',
          `insert into open_task_days (day, open)
           select (created_at at time zone 'UTC')::date, count(*) from tasks
           where required_workers > 0 group by 1`,
        );
      },
    );
  });
  await timed(log, 'vacuum analyze', sql`vacuum analyze`, db);
}
