/**
 * The synthetic data set of the bench, at a small size: every constraint holds (it went in),
 * the ledger agrees with every balance, the open-task counts with the tasks, and the API
 * reads it like any other data.
 */
import { sql } from 'drizzle-orm';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { TasksPage, Task } from '@contract/schemas/tasks';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { createLargeData, type LargeDataSize } from '@server/seed/largeData';
import { expectLedgerBalanced } from '../support/market';
import { expectOpenTaskCountsExact } from '../support/openTaskCounts';
import { createTestServer, type TestServer } from '../support/testServer';

const SIZE: LargeDataSize = { tasks: 240, users: 60, submissions: 1500 };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await createLargeData(server.database.db, SIZE);
});
afterAll(() => server.close());

const db = () => server.database.db;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db().execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

test('it has the asked numbers of rows, and no worker submits twice to a task', async () => {
  const [counts] = await rows<Record<string, number>>(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from users where role = 'buyer') as buyers,
           (select count(*)::int from tasks) as tasks,
           (select count(*)::int from submissions) as submissions,
           (select count(distinct (task_id, worker_id))::int from submissions) as pairs,
           (select count(*)::int from submissions s join users u on u.id = s.worker_id
              where u.role = 'worker') as by_workers,
           (select count(*)::int from submissions s join tasks t on t.id = s.task_id
              where s.buyer_id = t.buyer_id and s.payable_amount = t.payable_amount) as matching`);
  expect(counts).toEqual({
    users: 60,
    buyers: 12,
    tasks: 240,
    submissions: 1500,
    pairs: 1500,
    by_workers: 1500,
    matching: 1500,
  });
});

test('every balance, escrow and hold agrees with the ledger', async () => {
  await expectLedgerBalanced(db());
  const [pending] = await rows<{ pending: number }>(
    sql`select count(*)::int as pending from submissions where status = 'pending' and escrow_coins > 0`,
  );
  expect(pending?.pending).toBe(150);
});

test('the open-task counts per day agree with the tasks, and the API pages them', async () => {
  await expectOpenTaskCountsExact(db());

  const reader = await server.createUser('worker', 'Rhea Reader');
  const ids: string[] = [];
  for (const page of [1, 2, 3]) {
    const answer = await server.call(reader, {
      method: 'GET',
      url: `/api/available-tasks?page=${page}&limit=${MAX_PAGE_SIZE}`,
    });
    ids.push(...answer.json<Task[]>().map((task) => task._id));
  }
  expect(ids).toHaveLength(216);
  const last = await server.call(reader, { method: 'GET', url: '/api/tasks?page=24' });
  expect(last.json<TasksPage>()).toMatchObject({ totalTasks: 216 });
  expect(last.json<TasksPage>().tasks.map((task) => task._id)).toEqual(ids.slice(207, 216));
});

test('lists that grow with the platform answer at most one page when no page is asked', async () => {
  const admin = await server.createUser('admin', 'Ada Admin');
  const sizes: Record<string, [number, string | undefined]> = {};
  for (const url of [
    '/api/available-tasks',
    '/api/manage-tasks',
    '/api/users',
    '/api/withdrawal-requests',
    '/api/payments',
  ]) {
    const answer = await server.call(admin, { method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    sizes[url] = [
      answer.json<unknown[]>().length,
      answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]?.toString(),
    ];
  }
  const [counts] = await rows<Record<string, number>>(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from withdrawal_requests) as withdrawals,
           (select count(*)::int from payments) as payments`);
  const bounded = (total: number): [number, string] => [
    Math.min(total, MAX_PAGE_SIZE),
    String(total),
  ];
  expect(sizes).toEqual({
    '/api/available-tasks': bounded(216),
    '/api/manage-tasks': bounded(240),
    '/api/users': bounded(counts?.users ?? -1),
    '/api/withdrawal-requests': bounded(counts?.withdrawals ?? -1),
    '/api/payments': bounded(counts?.payments ?? -1),
  });
});

test('it is made in an empty database only, and refuses sizes it cannot keep unique', async () => {
  await expect(createLargeData(db(), SIZE)).rejects.toThrow(/empty database/);
  await expect(createLargeData(db(), { tasks: 10, users: 5, submissions: 100 })).rejects.toThrow(
    /workers per task/,
  );
});
