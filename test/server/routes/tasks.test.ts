import { eq } from 'drizzle-orm';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { TasksPage, Task } from '@contract/schemas/tasks';
import type { Notification } from '@contract/schemas/notifications';
import type { Submission } from '@contract/schemas/submissions';
import type { User } from '@contract/schemas/users';
import { ALERTS, NOTIFICATION_TEXTS, RULE_MESSAGES } from '@contract/messages';
import { REVIEW_RULES } from '@contract/review';
import { ledgerEntries, submissions, tasks } from '@server/db/schema';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import {
  addCoins,
  balanceOf,
  expectLedgerBalanced,
  postTaskAs,
  review,
  submitAs,
  taskBody,
} from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let otherBuyer: Person;
let worker: Person;
let admin: Person;
beforeAll(async () => {
  server = await createTestServer();
  [buyer, otherBuyer, worker, admin] = await Promise.all([
    server.createUser('buyer', 'Bea Buyer'),
    server.createUser('buyer', 'Otto Buyer'),
    server.createUser('worker', 'Wim Worker'),
    server.createUser('admin', 'Ada Admin'),
  ]);
  await addCoins(server.database.db, buyer.user._id, 10_000);
  await addCoins(server.database.db, otherBuyer.user._id, 1000);
});
afterAll(() => server.close());

const db = () => server.database.db;
const totalOf = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);

async function taskRow(id: string) {
  const [row] = await db().select().from(tasks).where(eq(tasks.id, id));
  return row;
}

describe('POST /api/tasks', () => {
  test('holds required_workers × payable_amount of the buyer’s coins for the task', async () => {
    const before = await balanceOf(db(), buyer.user._id);
    const response = await server.call(buyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: taskBody({
        required_workers: 3,
        payable_amount: 7,
        buyer_email: 'forged@example.test',
        buyer_name: 'Forged Name',
      }),
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    expect(await taskRow(insertedId)).toMatchObject({
      buyerId: buyer.user._id,
      buyerEmail: buyer.email,
      buyerName: 'Bea Buyer',
      requiredWorkers: 3,
      payableAmount: 7,
      escrowCoins: 21,
      completionDate: '2030-06-30',
    });
    expect(await balanceOf(db(), buyer.user._id)).toBe(before - 21);
    const moved = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.toAccount, `task:${insertedId}`));
    expect(moved).toMatchObject([
      { event: 'task_posted', fromAccount: `user:${buyer.user._id}`, coins: 21 },
    ]);
    await expectLedgerBalanced(db());
  });

  test('a short balance is refused with the spec’s message and nothing moves', async () => {
    const poor = await server.createUser('buyer');
    const response = await server.call(poor, {
      method: 'POST',
      url: '/api/tasks',
      payload: taskBody({ required_workers: 6, payable_amount: 9 }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "You don't have enough coin!" });
    expect(response.json().message).toBe(ALERTS.notEnoughCoin.text);
    expect(await balanceOf(db(), poor.user._id)).toBe(50);
    await expectLedgerBalanced(db());
  });

  test('the largest allowed task is a coin conflict, not a server error', async () => {
    const response = await server.call(buyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: taskBody({ required_workers: 10_000, payable_amount: 1_000_000 }),
    });
    expect(response.statusCode).toBe(409);
  });

  test('two posts that together exceed the balance: exactly one succeeds', async () => {
    const spender = await server.createUser('buyer');
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        server.call(spender, {
          method: 'POST',
          url: '/api/tasks',
          payload: taskBody({ required_workers: 3, payable_amount: 10 }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balanceOf(db(), spender.user._id)).toBe(20);
    await expectLedgerBalanced(db());
  });

  test('only buyers post tasks', async () => {
    for (const caller of [worker, admin]) {
      const response = await server.call(caller, {
        method: 'POST',
        url: '/api/tasks',
        payload: taskBody(),
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await server.call(undefined, {
      method: 'POST',
      url: '/api/tasks',
      payload: taskBody(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test.each([
    ['no title', { task_title: undefined }, /body\.task_title is required/],
    ['a blank title', { task_title: '  ' }, /body\.task_title/],
    ['an oversized title', { task_title: 't'.repeat(201) }, /body\.task_title/],
    ['oversized details', { task_detail: 'd'.repeat(5001) }, /body\.task_detail/],
    ['no submission info', { submission_info: undefined }, /body\.submission_info is required/],
    ['zero workers', { required_workers: 0 }, /body\.required_workers/],
    ['negative workers', { required_workers: -3 }, /body\.required_workers/],
    ['fractional workers', { required_workers: 1.5 }, /body\.required_workers/],
    ['workers as words', { required_workers: 'many' }, /body\.required_workers/],
    ['too many workers', { required_workers: 10_001 }, /body\.required_workers/],
    ['a zero payable amount', { payable_amount: 0 }, /body\.payable_amount/],
    ['a huge payable amount', { payable_amount: 1e12 }, /body\.payable_amount/],
    ['a date in words', { completion_date: 'next friday' }, /body\.completion_date/],
    ['an impossible date', { completion_date: '2030-02-30' }, /body\.completion_date/],
    ['year zero', { completion_date: '0000-01-01' }, /body\.completion_date/],
    ['a non-web image address', { task_image_url: 'ftp://host/x.png' }, /body\.task_image_url/],
    ['an unknown field', { escrow: 0 }, /body\.escrow is not allowed/],
  ])('%s is refused with 400', async (_case, change, message) => {
    const response = await server.call(buyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: taskBody(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('an uploaded image’s path on this server is a valid image address', async () => {
    const id = await postTaskAs(server, buyer, { task_image_url: '/api/uploads/abc.png' });
    expect((await taskRow(id))?.imageUrl).toBe('/api/uploads/abc.png');
  });
});

describe('reading tasks', () => {
  let openTask: string;
  let filledTask: string;
  beforeAll(async () => {
    filledTask = await postTaskAs(server, buyer, {
      task_title: 'Filled task',
      required_workers: 1,
    });
    await submitAs(server, worker, filledTask);
    openTask = await postTaskAs(server, buyer, { task_title: 'Newest open task' });
  });

  test('GET /api/tasks pages the open tasks, newest first, nine by default', async () => {
    for (let index = 0; index < 9; index += 1) await postTaskAs(server, otherBuyer);
    const response = await server.call(worker, { method: 'GET', url: '/api/tasks?page=1' });
    expect(response.statusCode).toBe(200);
    const page = response.json<TasksPage>();
    expect(page.tasks).toHaveLength(9);
    const open = (await db().select().from(tasks)).filter((row) => row.requiredWorkers > 0);
    expect(page.totalTasks).toBe(open.length);
    expect(page.tasks.map((task) => task._id)).not.toContain(filledTask);

    const second = await server.call(worker, { method: 'GET', url: '/api/tasks?page=2&limit=9' });
    const secondIds = second.json<TasksPage>().tasks.map((task) => task._id);
    expect(secondIds).toContain(openTask);
    expect(secondIds).not.toEqual(expect.arrayContaining(page.tasks.map((task) => task._id)));

    const beyond = await server.call(worker, { method: 'GET', url: '/api/tasks?page=999' });
    expect(beyond.json<TasksPage>()).toEqual({ tasks: [], totalTasks: page.totalTasks });
  });

  test('GET /api/tasks refuses oversized pages and needs a token', async () => {
    const big = await server.call(worker, { method: 'GET', url: '/api/tasks?limit=101' });
    expect(big.statusCode).toBe(400);
    expect((await server.call(undefined, { method: 'GET', url: '/api/tasks' })).statusCode).toBe(
      401,
    );
  });

  test('GET /api/tasks/details/:id answers one task', async () => {
    const response = await server.call(worker, {
      method: 'GET',
      url: `/api/tasks/details/${openTask}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Task>()).toEqual({
      _id: openTask,
      task_title: 'Newest open task',
      task_detail: 'Name the bird species in each of the twenty photos.',
      required_workers: 2,
      payable_amount: 5,
      completion_date: '2030-06-30',
      submission_info: 'A link to your labelled sheet.',
      task_image_url: '/images/demo/tasks/birds.svg',
      buyer_email: buyer.email,
      buyer_name: 'Bea Buyer',
      review_days: REVIEW_RULES.reviewDays.default,
      // The buyer has decided nothing yet (docs/product.md#reputation).
      buyer_reputation: expect.objectContaining({ is_new: true, approval_rate: null }),
    });
    const missing = await server.call(worker, {
      method: 'GET',
      url: '/api/tasks/details/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The task was not found.' });
    const malformed = await server.call(worker, {
      method: 'GET',
      url: '/api/tasks/details/42',
    });
    expect(malformed.statusCode).toBe(400);
  });

  test('GET /api/available-tasks lists open tasks and always sends the total', async () => {
    const all = await server.call(worker, { method: 'GET', url: '/api/available-tasks' });
    expect(all.statusCode).toBe(200);
    const everything = all.json<Task[]>();
    expect(everything.every((task) => task.required_workers > 0)).toBe(true);
    expect(totalOf(all)).toBe(everything.length);
    const one = await server.call(worker, {
      method: 'GET',
      url: '/api/available-tasks?limit=1',
    });
    expect(one.json<Task[]>()).toEqual(everything.slice(0, 1));
    expect(totalOf(one)).toBe(everything.length);
  });

  test('GET /api/featured-tasks is public: a few open tasks, best paid first', async () => {
    const rich = await postTaskAs(server, buyer, { payable_amount: 900, required_workers: 1 });
    const response = await server.call(undefined, { method: 'GET', url: '/api/featured-tasks' });
    expect(response.statusCode).toBe(200);
    const featured = response.json<Task[]>();
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(featured[0]?._id).toBe(rich);
    expect(featured.every((task) => task.required_workers > 0)).toBe(true);
    const amounts = featured.map((task) => task.payable_amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('GET /api/featured-tasks carries nobody’s e-mail', async () => {
    await postTaskAs(server, buyer, { payable_amount: 950, required_workers: 1 });
    const response = await server.call(undefined, { method: 'GET', url: '/api/featured-tasks' });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>().length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/@/);
    for (const task of response.json<Record<string, unknown>[]>()) {
      expect(task).not.toHaveProperty('buyer_email');
      expect(task).toHaveProperty('buyer_name');
    }
  });

  test('GET /api/manage-tasks gives an admin every task, filled ones too', async () => {
    const response = await server.call(admin, { method: 'GET', url: '/api/manage-tasks' });
    expect(response.statusCode).toBe(200);
    const ids = response.json<Task[]>().map((task) => task._id);
    expect(ids).toEqual(expect.arrayContaining([filledTask, openTask]));
    expect(totalOf(response)).toBe(ids.length);
    const paged = await server.call(admin, {
      method: 'GET',
      url: '/api/manage-tasks?page=2&limit=3',
    });
    expect(paged.json<Task[]>().map((task) => task._id)).toEqual(ids.slice(3, 6));
    expect((await server.call(buyer, { method: 'GET', url: '/api/manage-tasks' })).statusCode).toBe(
      403,
    );
  });

  test('GET /api/my-tasks gives a buyer their own tasks, newest first', async () => {
    const response = await server.call(buyer, {
      method: 'GET',
      url: `/api/my-tasks?email=${encodeURIComponent(buyer.email)}`,
    });
    expect(response.statusCode).toBe(200);
    const mine = response.json<Task[]>();
    expect(mine.every((task) => task.buyer_email === buyer.email)).toBe(true);
    expect(mine.map((task) => task._id)).toEqual(expect.arrayContaining([filledTask, openTask]));
    expect(totalOf(response)).toBe(mine.length);
    const foreign = await server.call(buyer, {
      method: 'GET',
      url: `/api/my-tasks?email=${encodeURIComponent(otherBuyer.email)}`,
    });
    expect(foreign.statusCode).toBe(403);
    const asWorker = await server.call(worker, {
      method: 'GET',
      url: `/api/my-tasks?email=${encodeURIComponent(worker.email)}`,
    });
    expect(asWorker.statusCode).toBe(403);
  });
});

describe('PATCH /api/tasks/:id', () => {
  const edit = { task_title: 'New title', task_detail: 'New details', submission_info: 'New info' };

  test('the owner edits title, details and submission info', async () => {
    const id = await postTaskAs(server, buyer);
    const response = await server.call(buyer, {
      method: 'PATCH',
      url: `/api/tasks/${id}`,
      payload: edit,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Task>()).toMatchObject({ _id: id, ...edit, required_workers: 2 });
    expect(await taskRow(id)).toMatchObject({
      title: 'New title',
      detail: 'New details',
      submissionInfo: 'New info',
    });
  });

  test('another buyer, a worker or a bad body cannot', async () => {
    const id = await postTaskAs(server, buyer);
    const patch = (caller: Person, payload: Record<string, unknown>, url = `/api/tasks/${id}`) =>
      server.call(caller, { method: 'PATCH', url, payload });
    expect((await patch(otherBuyer, edit)).statusCode).toBe(403);
    expect((await patch(worker, edit)).statusCode).toBe(403);
    expect((await patch(buyer, { ...edit, task_title: '' })).statusCode).toBe(400);
    expect((await patch(buyer, { task_title: 'Only a title' })).statusCode).toBe(400);
    expect((await patch(buyer, { ...edit, payable_amount: 1 })).statusCode).toBe(400);
    expect(
      (await patch(buyer, edit, '/api/tasks/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await patch(buyer, edit, '/api/tasks/nope')).statusCode).toBe(400);
    expect((await taskRow(id))?.title).toBe('Label twenty bird photos');
  });
});

describe('DELETE /api/tasks/:id', () => {
  test('refunds open slots and pending work, cancels and notifies, keeps decided work', async () => {
    const [second, third] = await Promise.all([
      server.createUser('worker', 'Second Worker'),
      server.createUser('worker', 'Third Worker'),
    ]);
    const id = await postTaskAs(server, buyer, {
      task_title: 'Doomed task',
      required_workers: 5,
      payable_amount: 4,
    });
    const approved = await submitAs(server, worker, id);
    expect((await review(server, buyer, approved, 'approved')).statusCode).toBe(200);
    const pending = await submitAs(server, second, id);
    const rejected = await submitAs(server, third, id);
    expect((await review(server, buyer, rejected, 'reject')).statusCode).toBe(200);
    // While the rejection can be appealed its coins are held and the buyer cannot delete.
    const refused = await server.call(buyer, { method: 'DELETE', url: `/api/tasks/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: RULE_MESSAGES.taskUnderAppeal });
    await db()
      .update(submissions)
      .set({ appealDeadline: new Date(Date.now() - 1000) })
      .where(eq(submissions.id, rejected));
    await sweepReviewDeadlines(db());
    const before = await balanceOf(db(), buyer.user._id);

    const response = await server.call(buyer, { method: 'DELETE', url: `/api/tasks/${id}` });
    expect(response.statusCode).toBe(200);
    // 5 slots − 1 approved − 1 pending = 3 open slots, plus the pending one: 4 × 4 coins.
    expect(response.json()).toEqual({ deletedCount: 1, refundedCoins: 16 });
    expect(await balanceOf(db(), buyer.user._id)).toBe(before + 16);
    expect(await taskRow(id)).toBeUndefined();
    const kept = await db().select().from(submissions).where(eq(submissions.taskId, id));
    expect(Object.fromEntries(kept.map((row) => [row.id, [row.status, row.escrowCoins]]))).toEqual({
      [approved]: ['approved', 0],
      [pending]: ['cancelled', 0],
      [rejected]: ['rejected', 0],
    });
    const bell = await server.call(second, {
      method: 'GET',
      url: `/api/notifications?email=${encodeURIComponent(second.email)}`,
    });
    expect(bell.json<Notification[]>()[0]?.message).toBe(
      NOTIFICATION_TEXTS.taskDeleted('Doomed task'),
    );
    const history = await server.call(worker, {
      method: 'GET',
      url: `/api/my-submissions?email=${encodeURIComponent(worker.email)}`,
    });
    expect(history.json<Submission[]>().map((submission) => submission._id)).toContain(approved);
    const cancelledView = await server.call(second, {
      method: 'GET',
      url: `/api/my-submissions?email=${encodeURIComponent(second.email)}`,
    });
    expect(cancelledView.json<Submission[]>()).toEqual([]);
    await expectLedgerBalanced(db());
  });

  test('an admin may delete any task; the refund goes to its buyer', async () => {
    const id = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 10 });
    const before = await balanceOf(db(), buyer.user._id);
    const response = await server.call(admin, { method: 'DELETE', url: `/api/tasks/${id}` });
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(db(), buyer.user._id)).toBe(before + 20);
    await expectLedgerBalanced(db());
  });

  test('another buyer or a worker cannot; unknown and malformed ids are told apart', async () => {
    const id = await postTaskAs(server, buyer);
    const remove = (caller: Person, url = `/api/tasks/${id}`) =>
      server.call(caller, { method: 'DELETE', url });
    expect((await remove(otherBuyer)).statusCode).toBe(403);
    expect((await remove(worker)).statusCode).toBe(403);
    expect(
      (await remove(buyer, '/api/tasks/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await remove(buyer, '/api/tasks/not-an-id')).statusCode).toBe(400);
    expect(await taskRow(id)).toBeDefined();
  });

  test('deleting twice at once refunds once', async () => {
    const id = await postTaskAs(server, buyer, { required_workers: 4, payable_amount: 3 });
    const before = await balanceOf(db(), buyer.user._id);
    const responses = await Promise.all([
      server.call(buyer, { method: 'DELETE', url: `/api/tasks/${id}` }),
      server.call(admin, { method: 'DELETE', url: `/api/tasks/${id}` }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    expect(await balanceOf(db(), buyer.user._id)).toBe(before + 12);
    await expectLedgerBalanced(db());
  });
});
