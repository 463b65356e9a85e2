/**
 * The marketplace's rules beyond the spec's forms (docs/money.md): nobody submits to their
 * own task, a role change waits until no coins are held for the person, and a withdrawal
 * needs a verified e-mail address.
 */
import { eq } from 'drizzle-orm';

import type { User } from '@contract/schemas/users';
import type { WithdrawalRequest } from '@contract/schemas/withdrawals';
import { RULE_MESSAGES } from '@contract/messages';
import { ledgerEntries, submissions, users, withdrawalRequests } from '@server/db/schema';
import {
  addCoins,
  balanceOf,
  expectLedgerBalanced,
  postTaskAs,
  review,
  submitAs,
} from '../support/market';
import { postTask, type TaskInput } from '@server/services/tasks';
import {
  createTestServer,
  type TestAccount,
  type TestServer,
  verifyEmailInEmulator,
} from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let admin: Person;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.createUser('admin', 'Rule Admin');
});
afterAll(() => server.close());

const db = () => server.database.db;

async function ledgerSize(): Promise<number> {
  return (await db().select({ id: ledgerEntries.id }).from(ledgerEntries)).length;
}

function changeRole(target: Person, role: string) {
  return server.call(admin, {
    method: 'PATCH',
    url: `/api/users/${target.user._id}`,
    payload: { role },
  });
}

async function roleOf(person: Person): Promise<string | undefined> {
  const [row] = await db()
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, person.user._id));
  return row?.role;
}

function withdraw(worker: TestAccount, coins = 200) {
  return server.call(worker, {
    method: 'POST',
    url: '/api/withdrawal-requests',
    payload: { withdrawal_coin: coins, payment_system: 'Bkash', account_number: '01700-000000' },
  });
}

describe('nobody submits work to their own task', () => {
  test('a buyer demoted to worker cannot submit to the task they posted: 403, nothing moves', async () => {
    const buyer = await server.createUser('buyer', 'Self Dealer');
    const taskId = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 5 });
    // The API refuses this role change now (tested below); set it as the old code allowed.
    await db().update(users).set({ role: 'worker' }).where(eq(users.id, buyer.user._id));
    const balance = await balanceOf(db(), buyer.user._id);
    const entries = await ledgerSize();

    const response = await server.call(buyer, {
      method: 'POST',
      url: '/api/submissions',
      payload: { task_id: taskId, submission_details: 'My own work' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: RULE_MESSAGES.ownTask });
    expect(
      await db().select().from(submissions).where(eq(submissions.taskId, taskId)),
    ).toHaveLength(0);
    expect(await balanceOf(db(), buyer.user._id)).toBe(balance);
    expect(await ledgerSize()).toBe(entries);
    await expectLedgerBalanced(db());
  });
});

describe('a role change waits until no coins are held for the person', () => {
  test('a buyer with an open task is not demoted: 409 naming the task, the role stays', async () => {
    const buyer = await server.createUser('buyer', 'Open Task Buyer');
    const taskId = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 5 });

    const refused = await changeRole(buyer, 'worker');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: RULE_MESSAGES.roleChangeWithOpenCommitments({
        openTasks: 1,
        pendingSubmissionsToReview: 0,
        pendingSubmissions: 0,
        pendingWithdrawals: 0,
      }),
    });
    expect(refused.json<{ message: string }>().message).toMatch(/1 open task\b/);
    expect(await roleOf(buyer)).toBe('buyer');

    const deleted = await server.call(buyer, { method: 'DELETE', url: `/api/tasks/${taskId}` });
    expect(deleted.statusCode).toBe(200);
    const allowed = await changeRole(buyer, 'worker');
    expect(allowed.statusCode).toBe(200);
    expect(await roleOf(buyer)).toBe('worker');
    await expectLedgerBalanced(db());
  });

  test('a buyer whose filled task has a submission to review is not demoted', async () => {
    const buyer = await server.createUser('buyer', 'Reviewing Buyer');
    const worker = await server.createUser('worker', 'Busy Worker');
    const taskId = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 5 });
    await submitAs(server, worker, taskId);

    const refusedBuyer = await changeRole(buyer, 'worker');
    expect(refusedBuyer.statusCode).toBe(409);
    expect(refusedBuyer.json<{ message: string }>().message).toBe(
      RULE_MESSAGES.roleChangeWithOpenCommitments({
        openTasks: 0,
        pendingSubmissionsToReview: 1,
        pendingSubmissions: 0,
        pendingWithdrawals: 0,
      }),
    );
    const refusedWorker = await changeRole(worker, 'buyer');
    expect(refusedWorker.statusCode).toBe(409);
    expect(refusedWorker.json<{ message: string }>().message).toMatch(/1 pending submission\b/);
    expect(await roleOf(buyer)).toBe('buyer');
    expect(await roleOf(worker)).toBe('worker');
  });

  test('a worker with a pending withdrawal is not promoted; once paid, the role changes', async () => {
    const worker = await server.createUser('worker', 'Cashing Worker');
    await addCoins(db(), worker.user._id, 300);
    const requested = await withdraw(worker);
    expect(requested.statusCode).toBe(201);

    const refused = await changeRole(worker, 'buyer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/1 pending withdrawal\b/);
    expect(await roleOf(worker)).toBe('worker');

    const paid = await server.call(admin, {
      method: 'PATCH',
      url: `/api/withdrawal-requests/${requested.json<{ insertedId: string }>().insertedId}`,
      payload: { status: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await changeRole(worker, 'buyer')).statusCode).toBe(200);
    await expectLedgerBalanced(db());
  });
});

describe('a withdrawal needs a verified e-mail address', () => {
  test('refused with 403 and nothing held until the address is verified, then accepted', async () => {
    const unverified = await server.createUser('worker', 'Fresh Worker', { emailVerified: false });
    await addCoins(db(), unverified.user._id, 300);
    const entries = await ledgerSize();

    const refused = await withdraw(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: RULE_MESSAGES.verifyEmailBeforeWithdrawal });
    expect(await balanceOf(db(), unverified.user._id)).toBe(310);
    expect(
      await db()
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.workerId, unverified.user._id)),
    ).toHaveLength(0);
    expect(await ledgerSize()).toBe(entries);

    const verified = await verifyEmailInEmulator(unverified);
    const accepted = await withdraw(verified);
    expect(accepted.statusCode).toBe(201);
    expect(await balanceOf(db(), unverified.user._id)).toBe(110);
    await expectLedgerBalanced(db());
  });
});

describe('an admin sees where a withdrawal’s coins came from', () => {
  test('earned from approved work, the sign-up grant and purchases, from the ledger', async () => {
    const buyer = await server.createUser('buyer', 'Paying Buyer');
    const worker = await server.createUser('worker', 'Earning Worker');
    await addCoins(db(), buyer.user._id, 1000);
    const taskId = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 150 });
    const submissionId = await submitAs(server, worker, taskId);
    expect((await review(server, buyer, submissionId, 'approved')).statusCode).toBe(200);
    await addCoins(db(), worker.user._id, 40);
    const requested = await withdraw(worker);
    expect(requested.statusCode).toBe(201);
    const id = requested.json<{ insertedId: string }>().insertedId;

    const list = await server.call(admin, {
      method: 'GET',
      url: '/api/withdrawal-requests?status=pending',
    });
    expect(list.statusCode).toBe(200);
    const row = list.json<WithdrawalRequest[]>().find((withdrawal) => withdrawal._id === id);
    expect(row?.coin_sources).toEqual({ earned: 150, signUpGrant: 10, purchased: 40, other: 0 });

    const own = await server.call(worker, { method: 'GET', url: '/api/withdrawal-requests' });
    expect(own.json<WithdrawalRequest[]>()[0]).not.toHaveProperty('coin_sources');
  });
});

test('a task posted by someone whose role changed after their request was admitted is refused, and nothing moves', async () => {
  const buyer: Person = await server.createUser('buyer', 'Demoted Buyer');
  // The caller's record as access control read it, before the admin's change committed.
  const [admitted] = await db().select().from(users).where(eq(users.id, buyer.user._id));
  if (!admitted) throw new Error('The buyer has a record.');
  const demote = await server.call(admin, {
    method: 'PATCH',
    url: `/api/users/${buyer.user._id}`,
    payload: { role: 'worker' },
  });
  expect(demote.statusCode).toBe(200);
  const before = { coins: await balanceOf(db(), buyer.user._id), entries: await ledgerSize() };

  await expect(
    postTask(db(), admitted, {
      task_title: 'Label ten photos',
      task_detail: 'Name what each photo shows.',
      required_workers: 1,
      payable_amount: 5,
      completion_date: '2030-06-30',
      submission_info: 'A link to your list.',
      task_image_url: '/images/demo/tasks/community.svg',
    } satisfies TaskInput),
  ).rejects.toMatchObject({ statusCode: 403, message: 'Your role does not allow this.' });
  expect({ coins: await balanceOf(db(), buyer.user._id), entries: await ledgerSize() }).toEqual(
    before,
  );
  await expectLedgerBalanced(db());
});
