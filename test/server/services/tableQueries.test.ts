/**
 * The tables' sorts and filters on the server (docs/product.md#tables): each list orders and
 * filters as asked, answers as before without them, and its paging total follows the filter.
 */
import { eq, sql } from 'drizzle-orm';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { Payment } from '@contract/schemas/payments';
import type { Submission } from '@contract/schemas/submissions';
import type { Task, TasksPage } from '@contract/schemas/tasks';
import type { User } from '@contract/schemas/users';
import type { WithdrawalRequest } from '@contract/schemas/withdrawals';
import { payments, submissions, userStats, withdrawalRequests } from '@server/db/schema';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import { addCoins, postTaskAs, review, submitAs } from '../support/market';
import { expectOpenTaskCountsExact } from '../support/openTaskCounts';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let admin: Person;
let ann: Person;
let bob: Person;
let newBuyer: Person;
let worker: Person;
const taskIds: Record<string, string> = {};

const db = () => server.database.db;

async function get<T>(who: Person, url: string) {
  const response = await server.call(who, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return {
    body: response.json<T>(),
    total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
  };
}

/** A buyer's approval counts, as reviews would have left them. */
async function setApprovals(buyer: Person, approved: number, rejected: number) {
  await db()
    .insert(userStats)
    .values({ userId: buyer.user._id, buyerApproved: approved, buyerRejected: rejected })
    .onConflictDoUpdate({
      target: userStats.userId,
      set: { buyerApproved: approved, buyerRejected: rejected },
    });
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.createUser('admin', 'Ada Admin');
  ann = await server.createUser('buyer', 'Ann Buyer');
  bob = await server.createUser('buyer', 'Bob Buyer');
  newBuyer = await server.createUser('buyer', 'Nia New');
  worker = await server.createUser('worker', 'Wendy Worker');
  for (const buyer of [ann, bob, newBuyer]) await addCoins(db(), buyer.user._id, 1000);
  const posts: [Person, string, number, number][] = [
    [ann, 'Alpha 100% sure', 7, 2],
    [ann, 'Beta_task', 3, 2],
    [ann, 'gamma', 9, 1],
    [bob, 'Delta', 5, 2],
    [bob, 'Epsilon', 9, 2],
    [newBuyer, 'Zeta', 4, 2],
  ];
  for (const [buyer, title, pay, workers] of posts) {
    taskIds[title] = await postTaskAs(server, buyer, {
      task_title: title,
      payable_amount: pay,
      required_workers: workers,
    });
  }
  await setApprovals(ann, 9, 1); // 90%
  await setApprovals(bob, 1, 2); // 33.3%
  // gamma fills up (its one slot is taken); Beta_task keeps a slot.
  await submitAs(server, worker, taskIds.gamma ?? '');
  await submitAs(server, worker, taskIds.Beta_task ?? '');
});
afterAll(() => server.close());

const titles = (tasks: readonly Task[]) => tasks.map((task) => task.task_title);

describe('the task list (GET /tasks)', () => {
  test('without a sort it answers newest first, with the total of open tasks', async () => {
    const { body } = await get<TasksPage>(worker, '/api/tasks');
    expect(titles(body.tasks)).toEqual([
      'Zeta',
      'Epsilon',
      'Delta',
      'Beta_task',
      'Alpha 100% sure',
    ]);
    expect(body.totalTasks).toBe(5);
  });

  test('sorts by pay both ways, equal pay in one order by id', async () => {
    const down = (await get<TasksPage>(worker, '/api/tasks?sort=pay&order=desc')).body;
    expect(down.tasks.map((task) => task.payable_amount)).toEqual([9, 7, 5, 4, 3]);
    const up = (await get<TasksPage>(worker, '/api/tasks?sort=pay&order=asc')).body;
    expect(titles(up.tasks)).toEqual(titles(down.tasks).reverse());
    expect(up.totalTasks).toBe(5);
  });

  test("sorts by the buyer's approval rate, new buyers last, then newest", async () => {
    const { body } = await get<TasksPage>(worker, '/api/tasks?sort=buyerApproval');
    expect(titles(body.tasks)).toEqual([
      'Beta_task',
      'Alpha 100% sure',
      'Epsilon',
      'Delta',
      'Zeta',
    ]);
    // Ascending: the lowest rate first, each buyer's oldest first; new buyers still last.
    const up = (await get<TasksPage>(worker, '/api/tasks?sort=buyerApproval&order=asc')).body;
    expect(titles(up.tasks)).toEqual(['Delta', 'Epsilon', 'Alpha 100% sure', 'Beta_task', 'Zeta']);
    expect(up.totalTasks).toBe(5);
  });

  test('pages by approval cross from rated buyers to new ones in either order', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const whole = await get<TasksPage>(worker, `/api/tasks?sort=buyerApproval&order=${order}`);
      const pages: string[] = [];
      for (const page of [1, 2, 3, 4]) {
        const url = `/api/tasks?sort=buyerApproval&order=${order}&limit=2&page=${page}`;
        const answer = (await get<TasksPage>(worker, url)).body;
        expect(answer.totalTasks).toBe(5);
        pages.push(...titles(answer.tasks));
      }
      expect(pages).toEqual(titles(whole.body.tasks));
    }
    const searched = (await get<TasksPage>(worker, '/api/tasks?sort=buyerApproval&q=a')).body;
    expect(titles(searched.tasks)).toEqual(['Beta_task', 'Alpha 100% sure', 'Delta', 'Zeta']);
    expect(searched.totalTasks).toBe(4);
  });

  test('min_approval keeps the tasks of buyers approving that often; the total follows', async () => {
    const at80 = (await get<TasksPage>(worker, '/api/tasks?min_approval=80')).body;
    expect(titles(at80.tasks)).toEqual(['Beta_task', 'Alpha 100% sure']);
    expect(at80.totalTasks).toBe(2);
    const at30 = (await get<TasksPage>(worker, '/api/tasks?min_approval=30&sort=deadline')).body;
    expect(at30.totalTasks).toBe(4);
    const paged = (await get<TasksPage>(worker, '/api/tasks?min_approval=30&limit=3&page=2')).body;
    expect(paged).toMatchObject({ totalTasks: 4, tasks: [expect.any(Object)] });
  });

  test('q searches titles; %, _ and \\ stand for themselves', async () => {
    const percent = (await get<TasksPage>(worker, '/api/tasks?q=%25')).body;
    expect(titles(percent.tasks)).toEqual(['Alpha 100% sure']);
    const underscore = (await get<TasksPage>(worker, '/api/tasks?q=_')).body;
    expect(titles(underscore.tasks)).toEqual(['Beta_task']);
    const backslash = (await get<TasksPage>(worker, '/api/tasks?q=%5C')).body;
    expect(backslash).toEqual({ tasks: [], totalTasks: 0 });
    const letters = (await get<TasksPage>(worker, '/api/tasks?q=TA')).body;
    expect(titles(letters.tasks)).toEqual(['Zeta', 'Delta', 'Beta_task']);
    expect(letters.totalTasks).toBe(3);
  });

  test('a sort or status the table does not have is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=coins', 'sort'],
      ['order=up', 'order'],
      ['min_approval=101', 'min_approval'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await server.call(worker, { method: 'GET', url: `/api/tasks?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(`querystring.${field}`);
    }
  });
});

describe('Manage Users (GET /users)', () => {
  test('without a sort: oldest first, every user counted', async () => {
    const { body, total } = await get<User[]>(admin, '/api/users');
    expect(body.map((user) => user.name)).toEqual([
      'Ada Admin',
      'Ann Buyer',
      'Bob Buyer',
      'Nia New',
      'Wendy Worker',
    ]);
    expect(total).toBe(5);
  });

  test('sorts by coins, filters by role and by name or e-mail', async () => {
    const byCoins = (await get<User[]>(admin, '/api/users?sort=coins&order=desc')).body;
    const coins = byCoins.map((user) => user.availableCoin);
    expect(coins).toEqual([...coins].sort((a, b) => b - a));
    const buyers = await get<User[]>(admin, '/api/users?status=buyer&sort=name&limit=2');
    expect(buyers.body.map((user) => user.name)).toEqual(['Ann Buyer', 'Bob Buyer']);
    expect(buyers.total).toBe(3);
    const byName = await get<User[]>(admin, '/api/users?q=bUyEr');
    expect(byName.total).toBe(2);
    const domainPart = encodeURIComponent(worker.email.slice(0, 12));
    const byEmail = await get<User[]>(admin, `/api/users?q=${domainPart}`);
    expect(byEmail.body.map((user) => user.name)).toEqual(['Wendy Worker']);
  });
});

describe('Manage Tasks and My Tasks', () => {
  test('Manage Tasks: filled or open, searched by buyer, sorted by title', async () => {
    const filled = await get<Task[]>(admin, '/api/manage-tasks?status=filled');
    expect(titles(filled.body)).toEqual(['gamma']);
    expect(filled.total).toBe(1);
    const open = await get<Task[]>(admin, '/api/manage-tasks?status=open&sort=title&order=asc');
    expect(titles(open.body)).toEqual(['Alpha 100% sure', 'Beta_task', 'Delta', 'Epsilon', 'Zeta']);
    const bobs = await get<Task[]>(admin, '/api/manage-tasks?q=bob');
    expect(titles(bobs.body)).toEqual(['Epsilon', 'Delta']);
    const all = await get<Task[]>(admin, '/api/manage-tasks');
    expect(titles(all.body)).toEqual([
      'Zeta',
      'Epsilon',
      'Delta',
      'gamma',
      'Beta_task',
      'Alpha 100% sure',
    ]);
  });

  test("My Tasks: the buyer's own, sorted by pay, filtered", async () => {
    const email = encodeURIComponent(ann.email);
    const byPay = await get<Task[]>(ann, `/api/my-tasks?email=${email}&sort=pay&order=asc`);
    expect(byPay.body.map((task) => task.payable_amount)).toEqual([3, 7, 9]);
    const filled = await get<Task[]>(ann, `/api/my-tasks?email=${email}&status=filled`);
    expect(titles(filled.body)).toEqual(['gamma']);
    expect(filled.total).toBe(1);
    const none = await get<Task[]>(ann, `/api/my-tasks?email=${email}&q=Delta`);
    expect(none).toEqual({ body: [], total: 0 });
  });
});

describe("the worker's My Submissions", () => {
  test('sorts by title, filters by status and searches the buyer', async () => {
    const email = encodeURIComponent(worker.email);
    const url = (query: string) => `/api/my-submissions?email=${email}&${query}`;
    const byTitle = await get<Submission[]>(worker, url('sort=title&order=asc'));
    expect(byTitle.body.map((row) => row.task_title)).toEqual(['Beta_task', 'gamma']);
    const newest = await get<Submission[]>(worker, url(''));
    expect(newest.body.map((row) => row.task_title)).toEqual(['Beta_task', 'gamma']);
    const approved = await get<Submission[]>(worker, url('status=approved'));
    expect(approved).toEqual({ body: [], total: 0 });
    const byBuyer = await get<Submission[]>(worker, url('q=ann&sort=pay&order=desc'));
    expect(byBuyer.body.map((row) => row.payable_amount)).toEqual([9, 3]);
    expect(byBuyer.total).toBe(2);
  });
});

describe('payments, withdrawals and appeals', () => {
  beforeAll(async () => {
    const paid = (transactionId: string, coins: number, minutesAgo: number) => ({
      userId: ann.user._id,
      email: ann.email,
      price: coins / 10,
      coins,
      transactionId,
      provider: 'sandbox',
      paidAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db()
      .insert(payments)
      .values([paid('pi_abc', 100, 3), paid('pi_x%1', 500, 2), paid('pi_xyz', 1000, 1)]);
    const requested = (
      name: string,
      coins: number,
      status: 'pending' | 'success',
      ago: number,
    ) => ({
      workerId: worker.user._id,
      workerEmail: `${name.toLowerCase()}@example.test`,
      workerName: name,
      withdrawalCoin: coins,
      withdrawalAmount: coins / 20,
      paymentSystem: 'Bkash' as const,
      status,
      requestedAt: new Date(Date.now() - ago * 60_000),
    });
    await db()
      .insert(withdrawalRequests)
      .values([
        requested('Olga', 200, 'success', 5),
        requested('Pete', 400, 'pending', 4),
        requested('Quinn', 300, 'pending', 3),
      ]);
    await db()
      .update(submissions)
      .set({
        status: 'appealed',
        reviewDeadline: null,
        appealStatement: 'All the work was there.',
        appealAnswerDeadline: sql`now() + interval '3 days'`,
      })
      .where(eq(submissions.taskId, taskIds.gamma ?? ''));
  });

  test('Payment History: sorted by coins, searched by transaction id', async () => {
    const email = encodeURIComponent(ann.email);
    const newest = await get<Payment[]>(ann, `/api/payments?email=${email}`);
    expect(newest.body.map((row) => row.transactionId)).toEqual(['pi_xyz', 'pi_x%1', 'pi_abc']);
    const byCoins = await get<Payment[]>(ann, `/api/payments?email=${email}&sort=coins&order=asc`);
    expect(byCoins.body.map((row) => row.coins)).toEqual([100, 500, 1000]);
    const searched = await get<Payment[]>(ann, `/api/payments?email=${email}&q=x%25`);
    expect(searched.body.map((row) => row.transactionId)).toEqual(['pi_x%1']);
    expect(searched.total).toBe(1);
  });

  test('withdrawals: pending first by default; sorted, searched and filtered on asking', async () => {
    const url = '/api/withdrawal-requests';
    const names = (rows: WithdrawalRequest[]) => rows.map((row) => row.worker_name);
    expect(names((await get<WithdrawalRequest[]>(admin, url)).body)).toEqual([
      'Pete',
      'Quinn',
      'Olga',
    ]);
    const byCoins = await get<WithdrawalRequest[]>(admin, `${url}?sort=coins&order=desc`);
    expect(names(byCoins.body)).toEqual(['Pete', 'Quinn', 'Olga']);
    const byWorker = await get<WithdrawalRequest[]>(admin, `${url}?sort=worker&order=asc`);
    expect(names(byWorker.body)).toEqual(['Olga', 'Pete', 'Quinn']);
    const paid = await get<WithdrawalRequest[]>(admin, `${url}?status=success`);
    expect(names(paid.body)).toEqual(['Olga']);
    const searched = await get<WithdrawalRequest[]>(admin, `${url}?q=QUINN@`);
    expect(searched).toMatchObject({ total: 1, body: [{ worker_name: 'Quinn' }] });
  });

  test('appeals: searched by task title or worker name', async () => {
    const found = await get<Submission[]>(admin, '/api/appeals?q=gam&sort=title');
    expect(found.body.map((row) => row.task_title)).toEqual(['gamma']);
    const byWorker = await get<Submission[]>(ann, '/api/appeals?q=wendy');
    expect(byWorker.total).toBe(1);
    const none = await get<Submission[]>(admin, '/api/appeals?q=nobody');
    expect(none).toEqual({ body: [], total: 0 });
  });
});

describe('the task list by approval as tasks open and close', () => {
  /** Open tasks of buyers approving at least 80%, counted from the tasks themselves. */
  async function countedAt80(): Promise<number> {
    const result = await db().execute<{ open: number }>(sql`
      select count(*)::int as open from tasks join user_stats on user_stats.user_id = tasks.buyer_id
      where tasks.required_workers > 0 and user_stats.buyer_approval_rate >= 800`);
    const rows = (
      Array.isArray(result) ? result : (result as { rows: { open: number }[] }).rows
    ) as { open: number }[];
    return rows[0]?.open ?? 0;
  }

  async function expectAt80(expected: number): Promise<void> {
    await expectOpenTaskCountsExact(db());
    expect(await countedAt80()).toBe(expected);
    for (const sort of ['buyerApproval', 'posted']) {
      const url = `/api/tasks?min_approval=80&sort=${sort}&limit=50&page=1`;
      const { body } = await get<TasksPage>(worker, url);
      expect({ sort, total: body.totalTasks, shown: body.tasks.length }).toEqual({
        sort,
        total: expected,
        shown: expected,
      });
    }
  }

  test('posts, filling work, deletions and a slot back from a rejection keep the total exact', async () => {
    const start = await countedAt80();
    const single = await postTaskAs(server, ann, {
      task_title: 'Eta',
      payable_amount: 2,
      required_workers: 1,
    });
    const doomed = await postTaskAs(server, ann, {
      task_title: 'Theta',
      payable_amount: 2,
      required_workers: 3,
    });
    await expectAt80(start + 2);

    const filling = await submitAs(server, worker, single);
    await expectAt80(start + 1);

    const removed = await server.call(ann, { method: 'DELETE', url: `/api/tasks/${doomed}` });
    expect(removed.statusCode).toBe(200);
    await expectAt80(start);

    // Ann stays above 80% with one more rejection (9 of 11); the slot comes back to Eta when
    // the rejection's appeal window closes.
    expect((await review(server, ann, filling, 'reject')).statusCode).toBe(200);
    await expectAt80(start);
    const [rejected] = await db().select().from(submissions).where(eq(submissions.id, filling));
    if (!rejected?.appealDeadline) throw new Error('A rejection carries its appeal deadline.');
    await sweepReviewDeadlines(db(), rejected.appealDeadline);
    await expectAt80(start + 1);
  });
});
