import type { Earning } from '@contract/schemas/earnings';
import type { User } from '@contract/schemas/users';
import { addCoins, postTaskAs, review, submitAs } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let worker: Person;
let otherWorker: Person;
let admin: Person;
let approved: string[];
beforeAll(async () => {
  server = await createTestServer();
  [buyer, worker, otherWorker, admin] = await Promise.all([
    server.createUser('buyer', 'Bea Buyer'),
    server.createUser('worker', 'Wim Worker'),
    server.createUser('worker', 'Vera Worker'),
    server.createUser('admin'),
  ]);
  await addCoins(server.database.db, buyer.user._id, 1000);
  approved = [];
  for (const [title, amount] of [
    ['Sort receipts', 12],
    ['Tag songs', 30],
  ] as const) {
    const taskId = await postTaskAs(server, buyer, { task_title: title, payable_amount: amount });
    const submissionId = await submitAs(server, worker, taskId);
    await review(server, buyer, submissionId, 'approved');
    approved.push(submissionId);
  }
  const rejectedTask = await postTaskAs(server, buyer, { task_title: 'Rejected work' });
  await review(server, buyer, await submitAs(server, worker, rejectedTask), 'reject');
  await submitAs(server, worker, await postTaskAs(server, buyer, { task_title: 'Pending work' }));
});
afterAll(() => server.close());

const earningsOf = (caller: Person, email: string) =>
  server.call(caller, { method: 'GET', url: `/api/earnings?email=${encodeURIComponent(email)}` });

test('a worker’s earnings are their approved submissions, newest first', async () => {
  const response = await earningsOf(worker, worker.email);
  expect(response.statusCode).toBe(200);
  expect(response.json<Earning[]>()).toEqual([
    {
      _id: approved[1],
      amount: 30,
      task_title: 'Tag songs',
      buyer_email: buyer.email,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    },
    {
      _id: approved[0],
      amount: 12,
      task_title: 'Sort receipts',
      buyer_email: buyer.email,
      date: expect.any(String),
    },
  ]);
  expect(response.headers['x-total-count']).toBe('2');
  const paged = await server.call(worker, {
    method: 'GET',
    url: `/api/earnings?email=${encodeURIComponent(worker.email)}&page=2&limit=1`,
  });
  expect(paged.json<Earning[]>().map((earning) => earning.amount)).toEqual([12]);
});

test('a worker without approved work has none', async () => {
  const response = await earningsOf(otherWorker, otherWorker.email);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([]);
});

test('another worker’s earnings are forbidden, except to an admin', async () => {
  expect((await earningsOf(otherWorker, worker.email)).statusCode).toBe(403);
  const asAdmin = await earningsOf(admin, worker.email);
  expect(asAdmin.statusCode).toBe(200);
  expect(asAdmin.json<Earning[]>()).toHaveLength(2);
  expect((await earningsOf(admin, 'nobody@example.test')).statusCode).toBe(404);
});

test('buyers have no earnings screen; the e-mail is required', async () => {
  expect((await earningsOf(buyer, buyer.email)).statusCode).toBe(403);
  expect((await server.call(worker, { method: 'GET', url: '/api/earnings' })).statusCode).toBe(400);
  expect((await earningsOf(worker, 'not-an-email')).statusCode).toBe(400);
  expect(
    (await server.call(undefined, { method: 'GET', url: `/api/earnings?email=${worker.email}` }))
      .statusCode,
  ).toBe(401);
});
