/**
 * Where the coins are (docs/money.md#where-coins-can-be): after a history of every kind of
 * money move, each person's breakdown and the admin summary's escrow and holds equal what the
 * coin ledger says of the accounts that belong to them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';

import { WAITING_FOR_REVIEW_STATUSES } from '@contract/insights';
import type { Balance } from '@contract/schemas/balances';
import type { AdminSummary, User } from '@contract/schemas/users';
import { ledgerEntries, submissions, tasks, withdrawalRequests } from '@server/db/schema';
import { accountOf } from '@server/money/ledger';
import { addCoins, expectLedgerBalanced, postTaskAs, review, submitAs } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let otherBuyer: Person;
let worker: Person;
let otherWorker: Person;
let thirdWorker: Person;
let admin: Person;
const db = () => server.database.db;

async function expectOk(response: { statusCode: number; body: string }, status = 200) {
  if (response.statusCode !== status) {
    throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

beforeAll(async () => {
  server = await createTestServer({ REVIEW_SWEEP_INTERVAL_SECONDS: '0' });
  [buyer, otherBuyer, worker, otherWorker, thirdWorker, admin] = await Promise.all([
    server.createUser('buyer', 'Bea Buyer'),
    server.createUser('buyer', 'Otto Buyer'),
    server.createUser('worker', 'Wim Worker'),
    server.createUser('worker', 'Vera Worker'),
    server.createUser('worker', 'Tia Worker'),
    server.createUser('admin'),
  ]);
  await addCoins(db(), buyer.user._id, 1000);
  await addCoins(db(), otherBuyer.user._id, 300);
  await addCoins(db(), worker.user._id, 500);

  const labelling = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 5 });
  const tagging = await postTaskAs(server, buyer, { required_workers: 3, payable_amount: 7 });
  const sorting = await postTaskAs(server, otherBuyer, { required_workers: 1, payable_amount: 20 });
  const doomed = await postTaskAs(server, otherBuyer, { required_workers: 4, payable_amount: 3 });

  // Approved, and rejected then appealed (held until the appeal is answered).
  await expectOk(
    await review(server, buyer, await submitAs(server, worker, labelling), 'approved'),
  );
  const appealed = await submitAs(server, otherWorker, labelling);
  await expectOk(await review(server, buyer, appealed, 'reject'));
  await expectOk(
    await server.call(otherWorker, {
      method: 'POST',
      url: `/api/submissions/${appealed}/appeal`,
      payload: { statement: 'Both photos are in the folder, see the second sheet.' },
    }),
  );
  // Changes requested, one pending, one rejected inside its appeal window.
  await expectOk(
    await server.call(buyer, {
      method: 'PATCH',
      url: `/api/submissions/${await submitAs(server, worker, tagging)}`,
      payload: { action: 'request_changes', note: 'Please add the link to the second sheet.' },
    }),
  );
  await submitAs(server, otherWorker, tagging);
  await expectOk(
    await review(server, buyer, await submitAs(server, thirdWorker, tagging), 'reject'),
  );
  await expectOk(
    await review(server, otherBuyer, await submitAs(server, thirdWorker, sorting), 'approved'),
  );
  // A deleted task gives its escrow back.
  await expectOk(await server.call(otherBuyer, { method: 'DELETE', url: `/api/tasks/${doomed}` }));

  // One withdrawal paid, one still held.
  const withdraw = async (coins: number) => {
    const response = await server.call(worker, {
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: coins, payment_system: 'Bkash', account_number: '01700000000' },
    });
    await expectOk(response, 201);
    return response.json<{ insertedId: string }>().insertedId;
  };
  const paid = await withdraw(200);
  await expectOk(
    await server.call(admin, {
      method: 'PATCH',
      url: `/api/withdrawal-requests/${paid}`,
      payload: { status: 'success' },
    }),
  );
  await withdraw(250);
  await expectLedgerBalanced(db());
});
afterAll(() => server.close());

/** What the ledger says flowed into these accounts minus what flowed out of them. */
async function ledgerBalance(accounts: readonly string[]): Promise<number> {
  if (accounts.length === 0) return 0;
  const [inflow] = await db()
    .select({ coins: sql`coalesce(sum(${ledgerEntries.coins}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.toAccount, [...accounts]));
  const [outflow] = await db()
    .select({ coins: sql`coalesce(sum(${ledgerEntries.coins}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.fromAccount, [...accounts]));
  return (inflow?.coins ?? 0) - (outflow?.coins ?? 0);
}

async function earnedPerLedger(workerId: string): Promise<number> {
  const [earned] = await db()
    .select({ coins: sql`coalesce(sum(${ledgerEntries.coins}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.toAccount, accountOf.user(workerId)),
        eq(ledgerEntries.event, 'submission_approved'),
      ),
    );
  return earned?.coins ?? 0;
}

async function expectedBalance(person: Person): Promise<Balance> {
  const id = person.user._id;
  const available = await ledgerBalance([accountOf.user(id)]);
  if (person.user.role === 'worker') {
    const waiting = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.workerId, id),
          inArray(submissions.status, [...WAITING_FOR_REVIEW_STATUSES]),
        ),
      );
    const requests = await db()
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.workerId, id));
    return {
      role: 'worker',
      available,
      waiting_for_review: await ledgerBalance(waiting.map((row) => accountOf.submission(row.id))),
      held_for_withdrawal: await ledgerBalance(requests.map((row) => accountOf.withdrawal(row.id))),
      earned_total: await earnedPerLedger(id),
    };
  }
  if (person.user.role === 'buyer') {
    const own = await db().select({ id: tasks.id }).from(tasks).where(eq(tasks.buyerId, id));
    const received = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.buyerId, id));
    return {
      role: 'buyer',
      available,
      escrow_open_tasks: await ledgerBalance(own.map((row) => accountOf.task(row.id))),
      escrow_submissions: await ledgerBalance(received.map((row) => accountOf.submission(row.id))),
    };
  }
  return { role: 'admin', available };
}

const balanceOf = (caller: Person, email: string) =>
  server.call(caller, { method: 'GET', url: `/api/balance?email=${encodeURIComponent(email)}` });

test('every person’s breakdown equals the ledger’s balances of their accounts', async () => {
  for (const person of [buyer, otherBuyer, worker, otherWorker, thirdWorker, admin]) {
    const response = await balanceOf(person, person.email);
    expect(response.statusCode).toBe(200);
    expect(response.json<Balance>()).toEqual(await expectedBalance(person));
  }
});

test('the history leaves coins in every place of the breakdown', async () => {
  // So the equalities above compare real figures, not zeros.
  expect((await balanceOf(worker, worker.email)).json<Balance>()).toEqual({
    role: 'worker',
    available: 10 + 500 + 5 - 200 - 250,
    waiting_for_review: 7,
    held_for_withdrawal: 250,
    earned_total: 5,
  });
  expect((await balanceOf(otherWorker, otherWorker.email)).json<Balance>()).toMatchObject({
    waiting_for_review: 5 + 7,
  });
  expect((await balanceOf(buyer, buyer.email)).json<Balance>()).toEqual({
    role: 'buyer',
    available: 50 + 1000 - 10 - 21,
    // Labelling's two slots are taken; tagging's three are taken too.
    escrow_open_tasks: 0,
    // Appealed (5), changes requested (7), pending (7), rejected within its window (7).
    escrow_submissions: 5 + 7 + 7 + 7,
  });
  expect((await balanceOf(otherBuyer, otherBuyer.email)).json<Balance>()).toEqual({
    role: 'buyer',
    available: 50 + 300 - 20,
    escrow_open_tasks: 0,
    escrow_submissions: 0,
  });
});

test('the admin summary’s escrow and holds equal the ledger’s totals', async () => {
  const response = await server.call(admin, { method: 'GET', url: '/api/users/summary' });
  expect(response.statusCode).toBe(200);
  const summary = response.json<AdminSummary>();
  const accountsOf = async (kind: 'task' | 'submission' | 'withdrawal') => {
    const rows = await db()
      .selectDistinct({ account: ledgerEntries.toAccount })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.toAccount} like ${`${kind}:%`}`);
    return rows.map((row) => row.account);
  };
  const escrow =
    (await ledgerBalance(await accountsOf('task'))) +
    (await ledgerBalance(await accountsOf('submission')));
  expect(summary.totalEscrow).toBe(escrow);
  expect(summary.totalEscrow).toBe(5 + 7 + 7 + 7);
  expect(summary.totalWithdrawalHolds).toBe(await ledgerBalance(await accountsOf('withdrawal')));
  expect(summary.totalWithdrawalHolds).toBe(250);
  // The badge's figure stays the sum of every user's available coins.
  const people = [buyer, otherBuyer, worker, otherWorker, thirdWorker, admin];
  const available = await ledgerBalance(people.map((person) => accountOf.user(person.user._id)));
  expect(summary.totalCoins).toBe(available);
});

test('someone else’s breakdown is forbidden, except to an admin', async () => {
  expect((await balanceOf(otherWorker, worker.email)).statusCode).toBe(403);
  expect((await balanceOf(buyer, worker.email)).statusCode).toBe(403);
  const asAdmin = await balanceOf(admin, worker.email);
  expect(asAdmin.statusCode).toBe(200);
  expect(asAdmin.json<Balance>()).toEqual(await expectedBalance(worker));
  const missing = await balanceOf(admin, 'nobody@example.test');
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: 'The user was not found.' });
  const malformed = await balanceOf(worker, 'not-an-email');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json<{ message: string }>().message).toMatch(/querystring\.email/);
});
