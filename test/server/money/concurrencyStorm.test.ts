/**
 * Everything at once, as an attacker with several accounts would try it: overdrawing with
 * parallel task posts and withdrawals, crowding a slot, deciding twice, deleting a task
 * and a worker while their submissions are decided, and paying a withdrawal twice. No
 * request may answer 5xx, no coin may appear or vanish, and each "once" happens once.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (real row locks).
 */
import type { LightMyRequestResponse } from 'fastify';

import {
  addCoins,
  balanceOf,
  expectLedgerBalanced,
  postTaskAs,
  review,
  submitAs,
} from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';
import type { User } from '@contract/schemas/users';

type Person = TestAccount & { user: User };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function expectNoServerErrors(responses: LightMyRequestResponse[]): void {
  const failures = responses
    .filter((response) => response.statusCode >= 500)
    .map((response) => `${response.statusCode} ${response.body}`);
  expect(failures).toEqual([]);
  for (const response of responses) {
    expect(response.json()).toEqual(expect.any(Object));
  }
}

const created = (responses: LightMyRequestResponse[]) =>
  responses.filter((response) => response.statusCode === 201 || response.statusCode === 200);

test('parallel task posts never spend more than the balance', async () => {
  const buyer: Person = await server.createUser('buyer');
  await addCoins(server.database.db, buyer.user._id, 950);
  const balance = await balanceOf(server.database.db, buyer.user._id);
  const cost = 100;
  const responses = await Promise.all(
    Array.from({ length: 16 }, () =>
      server.call(buyer, {
        method: 'POST',
        url: '/api/tasks',
        payload: {
          task_title: 'Sort receipts',
          task_detail: 'Sort the receipts by date.',
          required_workers: 4,
          payable_amount: cost / 4,
          completion_date: '2030-06-30',
          submission_info: 'A link to the sorted sheet.',
          task_image_url: '/images/demo/tasks/community.svg',
        },
      }),
    ),
  );
  expectNoServerErrors(responses);
  const posted = created(responses).length;
  expect(posted).toBe(Math.floor(balance / cost));
  expect(await balanceOf(server.database.db, buyer.user._id)).toBe(balance - posted * cost);
  await expectLedgerBalanced(server.database.db);
});

test('a crowd, double decisions and deletions at once move every coin exactly once', async () => {
  const buyer: Person = await server.createUser('buyer');
  const admin: Person = await server.createUser('admin');
  const workers: Person[] = await Promise.all(
    Array.from({ length: 6 }, (_, index) => server.createUser('worker', `Storm Worker ${index}`)),
  );
  await addCoins(server.database.db, buyer.user._id, 500);
  const crowded = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 10 });
  const decided = await postTaskAs(server, buyer, { required_workers: 6, payable_amount: 10 });
  const doomed = await postTaskAs(server, buyer, { required_workers: 3, payable_amount: 10 });

  // Six workers crowd a two-slot task.
  const crowd = await Promise.all(
    workers.map((worker) =>
      server.call(worker, {
        method: 'POST',
        url: '/api/submissions',
        payload: { task_id: crowded, submission_details: 'Mine first' },
      }),
    ),
  );
  expectNoServerErrors(crowd);
  expect(created(crowd)).toHaveLength(2);

  const toDecide = await Promise.all(workers.map((worker) => submitAs(server, worker, decided)));
  const toCancel = await Promise.all(
    workers.slice(0, 3).map((worker) => submitAs(server, worker, doomed)),
  );
  const [deletedWorker] = workers.slice(5);
  if (!deletedWorker) throw new Error('six workers were created');

  const storm = await Promise.all([
    // Each submission approved and rejected at the same moment.
    ...toDecide.flatMap((id) => [
      review(server, buyer, id, 'approved'),
      review(server, buyer, id, 'reject'),
    ]),
    // The doomed task deleted while its submissions are decided.
    server.call(buyer, { method: 'DELETE', url: `/api/tasks/${doomed}` }),
    ...toCancel.map((id) => review(server, buyer, id, 'approved')),
    // A worker deleted while their submission is decided.
    server.call(admin, { method: 'DELETE', url: `/api/users/${deletedWorker.user._id}` }),
  ]);
  expectNoServerErrors(storm);
  const decisions = storm.slice(0, toDecide.length * 2);
  for (let index = 0; index < toDecide.length; index += 1) {
    const pair = decisions.slice(index * 2, index * 2 + 2);
    // At most one decision per submission (none when its worker was deleted first).
    expect(created(pair).length).toBeLessThanOrEqual(1);
  }
  await expectLedgerBalanced(server.database.db);
});

test('parallel withdrawals never hold more than the balance, and a payout happens once', async () => {
  const worker: Person = await server.createUser('worker');
  const admin: Person = await server.createUser('admin');
  await addCoins(server.database.db, worker.user._id, 690);
  const balance = await balanceOf(server.database.db, worker.user._id);
  const requests = await Promise.all(
    Array.from({ length: 8 }, () =>
      server.call(worker, {
        method: 'POST',
        url: '/api/withdrawal-requests',
        payload: { withdrawal_coin: 300, payment_system: 'Bkash', account_number: '01700-000000' },
      }),
    ),
  );
  expectNoServerErrors(requests);
  const held = created(requests);
  expect(held.length).toBeLessThanOrEqual(Math.floor(balance / 300));
  expect(await balanceOf(server.database.db, worker.user._id)).toBe(balance - held.length * 300);

  for (const response of held) {
    const { insertedId } = response.json<{ insertedId: string }>();
    const payouts = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.call(admin, {
          method: 'PATCH',
          url: `/api/withdrawal-requests/${insertedId}`,
          payload: { status: 'success' },
        }),
      ),
    );
    expectNoServerErrors(payouts);
    expect(created(payouts)).toHaveLength(1);
  }
  await expectLedgerBalanced(server.database.db);
});
