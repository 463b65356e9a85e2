/**
 * The task list at scale: open tasks are counted per day they were posted (open_task_days),
 * every way of opening or closing a task keeps those counts exact, and a page is found from
 * its day; the answers are the same as counting and slicing the whole list.
 */
import { eq, sql } from 'drizzle-orm';

import type { TasksPage, Task } from '@contract/schemas/tasks';
import type { User } from '@contract/schemas/users';
import { openTaskDays, submissions } from '@server/db/schema';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import { addCoins, expectLedgerBalanced, postTaskAs, review, submitAs } from '../support/market';
import {
  countedOpenTaskDays,
  type DayCount,
  expectOpenTaskCountsExact,
} from '../support/openTaskCounts';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let worker: Person;
let admin: Person;
beforeAll(async () => {
  server = await createTestServer();
  [buyer, worker, admin] = await Promise.all([
    server.createUser('buyer', 'Tilda Totals'),
    server.createUser('worker', 'Piet Pager'),
    server.createUser('admin', 'Ada Admin'),
  ]);
  await addCoins(server.database.db, buyer.user._id, 10_000);
});
afterAll(() => server.close());

const db = () => server.database.db;

const totalOf = (days: DayCount[]) => days.reduce((sum, day) => sum + day.open, 0);

async function countedTotal(): Promise<number> {
  return totalOf(await countedOpenTaskDays(db()));
}

async function tasksPage(query: string): Promise<TasksPage> {
  const response = await server.call(worker, { method: 'GET', url: `/api/tasks?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<TasksPage>();
}

/** The kept counts equal the counted ones, day by day, and the API's totalTasks their sum. */
async function expectTotal(expected: number): Promise<void> {
  await expectOpenTaskCountsExact(db());
  expect(await countedTotal()).toBe(expected);
  expect((await tasksPage('page=1')).totalTasks).toBe(expected);
}

async function deleteTask(caller: Person, taskId: string): Promise<void> {
  const response = await server.call(caller, { method: 'DELETE', url: `/api/tasks/${taskId}` });
  expect(response.statusCode).toBe(200);
}

test('every way a task opens or closes keeps the total exact', async () => {
  const start = await countedTotal();
  const single = await postTaskAs(server, buyer, { required_workers: 1 });
  const pair = await postTaskAs(server, buyer, { required_workers: 2 });
  await expectTotal(start + 2);

  const filling = await submitAs(server, worker, single);
  await expectTotal(start + 1);
  expect((await review(server, buyer, filling, 'reject')).statusCode).toBe(200);
  // The rejected work's slot stays held while it can be appealed, then opens the task again.
  await expectTotal(start + 1);
  const [rejected] = await db().select().from(submissions).where(eq(submissions.id, filling));
  if (!rejected?.appealDeadline) throw new Error('A rejection carries its appeal deadline.');
  await sweepReviewDeadlines(db(), rejected.appealDeadline);
  await expectTotal(start + 2);

  const taking = await submitAs(server, worker, pair);
  await expectTotal(start + 2);
  const other = await server.createUser('worker', 'Olli Other');
  await submitAs(server, other, pair);
  await expectTotal(start + 1);
  expect((await review(server, buyer, taking, 'approved')).statusCode).toBe(200);
  await expectTotal(start + 1);

  // Deleting the worker whose pending submission filled the task opens it again.
  const removeWorker = await server.call(admin, {
    method: 'DELETE',
    url: `/api/users/${other.user._id}`,
  });
  expect(removeWorker.statusCode).toBe(200);
  await expectTotal(start + 2);

  await deleteTask(buyer, single);
  await expectTotal(start + 1);
  const full = await postTaskAs(server, buyer, { required_workers: 1 });
  await submitAs(server, worker, full);
  await expectTotal(start + 1);
  await deleteTask(admin, full);
  await expectTotal(start + 1);

  // Deleting a buyer closes every open task of theirs at once.
  const leaving = await server.createUser('buyer', 'Lea Leaving');
  await postTaskAs(server, leaving, { required_workers: 1 });
  await postTaskAs(server, leaving, { required_workers: 2, payable_amount: 3 });
  await expectTotal(start + 3);
  const removeBuyer = await server.call(admin, {
    method: 'DELETE',
    url: `/api/users/${leaving.user._id}`,
  });
  expect(removeBuyer.statusCode).toBe(200);
  await expectTotal(start + 1);
  await expectLedgerBalanced(db());
});

test('a refused change leaves the total as it was', async () => {
  const before = await countedTotal();
  const onlySlot = await postTaskAs(server, buyer, { required_workers: 1 });
  await submitAs(server, worker, onlySlot);
  const again = await server.call(worker, {
    method: 'POST',
    url: '/api/submissions',
    payload: { task_id: onlySlot, submission_details: 'Twice.' },
  });
  expect(again.statusCode).toBe(409);
  await expectTotal(before);
});

test('every page is the slice of the whole list', async () => {
  for (let index = 0; index < 12; index += 1) {
    await postTaskAs(server, buyer, { task_title: `Paged task ${index}`, required_workers: 1 });
  }
  const whole = await server.call(worker, { method: 'GET', url: '/api/available-tasks' });
  const all = whole.json<Task[]>().map((task) => task._id);
  const limit = 5;
  const pages = Math.ceil(all.length / limit);
  for (let page = 1; page <= pages + 1; page += 1) {
    const answer = await tasksPage(`page=${page}&limit=${limit}`);
    expect({ page, ids: answer.tasks.map((task) => task._id) }).toEqual({
      page,
      ids: all.slice((page - 1) * limit, page * limit),
    });
    expect(answer.totalTasks).toBe(all.length);
  }
});

test('pages that start on older days skip only that day’s newer tasks', async () => {
  // Move a few open tasks to earlier days, as if posted then, with their counts.
  const moved = await db().execute<{ id: string }>(sql`
    update tasks set created_at = created_at - (interval '1 day' * (1 + (ascii(id::text) % 3)))
    where id in (select id from tasks where required_workers > 0 order by created_at limit 6)
    returning id`);
  expect((Array.isArray(moved) ? moved : (moved as { rows: unknown[] }).rows).length).toBe(6);
  await db().delete(openTaskDays);
  for (const { day, open } of await countedOpenTaskDays(db())) {
    await db().insert(openTaskDays).values({ day, open });
  }
  const whole = await server.call(worker, { method: 'GET', url: '/api/available-tasks' });
  const all = whole.json<Task[]>().map((task) => task._id);
  for (let page = 1; page <= Math.ceil(all.length / 2) + 1; page += 1) {
    const answer = await tasksPage(`page=${page}&limit=2`);
    expect({ page, ids: answer.tasks.map((task) => task._id) }).toEqual({
      page,
      ids: all.slice((page - 1) * 2, page * 2),
    });
  }
});
