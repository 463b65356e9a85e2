import { eq } from 'drizzle-orm';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { AdminSummary, CreateUserResult, TopWorker, User } from '@contract/schemas/users';
import { STARTING_COINS } from '@contract/constants';
import type { Notification } from '@contract/schemas/notifications';
import { NOTIFICATION_TEXTS } from '@contract/messages';
import {
  ledgerEntries,
  notifications,
  submissions,
  tasks,
  users,
  withdrawalRequests,
} from '@server/db/schema';
import {
  addCoins,
  balanceOf,
  expectLedgerBalanced,
  postTaskAs,
  review,
  submitAs,
} from '../support/market';
import {
  changeEmailInEmulator,
  createTestServer,
  signUpWithEmail,
  type TestAccount,
  type TestServer,
} from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const signUp = (account: TestAccount, payload: Record<string, unknown>) =>
  server.call(account, { method: 'POST', url: '/api/users', payload });

const profile = (account: TestAccount, role = 'buyer') => ({
  name: account.name,
  email: account.email,
  photo: '/api/uploads/me.png',
  role,
});

describe('POST /api/users', () => {
  test('creates the caller’s record with the starting coins the server decides', async () => {
    const account = await server.createAccount('Mira Buyer');
    const response = await signUp(account, { ...profile(account), availableCoin: 99_999 });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateUserResult>();
    expect(body.insertedId).toEqual(expect.any(String));
    expect(body.user).toEqual({
      _id: body.insertedId,
      name: 'Mira Buyer',
      email: account.email,
      photo: '/api/uploads/me.png',
      role: 'buyer',
      availableCoin: STARTING_COINS.buyer,
    });
    const grants = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.toAccount, `user:${body.insertedId}`));
    expect(grants).toMatchObject([
      { event: 'sign_up_grant', fromAccount: 'grants', coins: STARTING_COINS.buyer },
    ]);
    await expectLedgerBalanced(server.database.db);
  });

  test('a worker starts with 10 coins and an empty photo is allowed', async () => {
    const account = await server.createAccount('Wes Worker');
    const response = await signUp(account, { ...profile(account, 'worker'), photo: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreateUserResult>().user).toMatchObject({
      role: 'worker',
      photo: '',
      availableCoin: STARTING_COINS.worker,
    });
  });

  test('signing up again answers 200 with the existing record and grants nothing more', async () => {
    const account = await server.createAccount('Twice Person');
    const first = await signUp(account, profile(account, 'worker'));
    const second = await signUp(account, profile(account, 'buyer'));
    expect(second.statusCode).toBe(200);
    expect(second.json<CreateUserResult>()).toEqual({
      insertedId: null,
      user: first.json<CreateUserResult>().user,
    });
    await expectLedgerBalanced(server.database.db);
  });

  test('simultaneous sign-ups create one record and grant the coins once', async () => {
    const account = await server.createAccount('Eager Clicker');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => signUp(account, profile(account))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const rows = await server.database.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, account.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.availableCoin).toBe(STARTING_COINS.buyer);
    await expectLedgerBalanced(server.database.db);
  });

  test('nobody signs up as admin', async () => {
    const account = await server.createAccount();
    const response = await signUp(account, profile(account, 'admin'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\.role/);
  });

  test('the e-mail must be the one the caller signed in with', async () => {
    const account = await server.createAccount();
    const response = await signUp(account, { ...profile(account), email: 'someone@else.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'body.email must be the e-mail address you signed in with.',
    );
  });

  test('an e-mail that differs only in case is the same address', async () => {
    const account = await server.createAccount();
    const response = await signUp(account, {
      ...profile(account),
      email: account.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreateUserResult>().user.email).toBe(account.email);
  });

  test('an address another record already uses is a conflict', async () => {
    const account = await server.createAccount();
    await server.database.db.insert(users).values({
      firebaseUid: 'someone-else',
      name: 'Earlier Record',
      email: account.email,
      role: 'worker',
    });
    const response = await signUp(account, profile(account));
    expect(response.statusCode).toBe(409);
  });

  test.each([
    ['a missing name', { name: undefined }, /body\.name is required/],
    ['a blank name', { name: '   ' }, /body\.name/],
    ['an oversized name', { name: 'n'.repeat(101) }, /body\.name/],
    ['a missing role', { role: undefined }, /body\.role is required/],
    ['a photo that is not a web address', { photo: 'javascript:alert(1)' }, /body\.photo/],
    ['an unknown field', { isAdmin: true }, /body\.isAdmin is not allowed/],
    ['a malformed e-mail', { email: 'not-an-email' }, /body\.email/],
  ])('%s is refused with 400', async (_case, change, message) => {
    const account = await server.createAccount();
    const response = await signUp(account, { ...profile(account), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('without a token the answer is 401', async () => {
    const response = await server.call(undefined, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'X', email: 'x@example.test', photo: '', role: 'worker' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user', () => {
  const getUser = (account: TestAccount | undefined, email: string) =>
    server.call(account, { method: 'GET', url: `/api/user?email=${encodeURIComponent(email)}` });

  test('answers the caller’s own record', async () => {
    const worker = await server.createUser('worker', 'Own Record');
    const response = await getUser(worker, worker.email);
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toEqual(worker.user);
    expect(worker.user).toMatchObject({ name: 'Own Record', role: 'worker', availableCoin: 10 });
  });

  test('someone else’s e-mail is forbidden unless the caller is an admin', async () => {
    const worker = await server.createUser('worker');
    const buyer = await server.createUser('buyer');
    const admin = await server.createUser('admin');
    expect((await getUser(worker, buyer.email)).statusCode).toBe(403);
    const asAdmin = await getUser(admin, buyer.email);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<User>()).toEqual(buyer.user);
    expect(admin.user.role).toBe('admin');
  });

  test('a signed-in account without a record gets 404', async () => {
    const account = await server.createAccount();
    const response = await getUser(account, account.email);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The user was not found.' });
  });

  test('after a change of sign-in address, whoever signs in with the old one reads nothing', async () => {
    const mover = await server.createUser('worker', 'Moving Mona');
    const oldAddress = mover.email;
    const moved = await changeEmailInEmulator(mover, `moved.${oldAddress}`);
    // The old address is free at the identity provider: someone else signs up with it.
    const newcomer = await signUpWithEmail(oldAddress, 'Nosy Newcomer');

    const read = await getUser(newcomer, oldAddress);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'The user was not found.' });
    // The record is its owner's, under the address it was made with.
    const own = await getUser(moved, oldAddress);
    expect(own.statusCode).toBe(200);
    expect(own.json<User>()).toMatchObject({ _id: mover.user._id, name: 'Moving Mona' });
  });

  test('a missing or malformed e-mail is 400, no token is 401', async () => {
    const worker = await server.createUser('worker');
    expect((await server.call(worker, { method: 'GET', url: '/api/user' })).statusCode).toBe(400);
    expect((await getUser(worker, 'nope')).statusCode).toBe(400);
    expect((await getUser(undefined, worker.email)).statusCode).toBe(401);
  });
});

describe('admin user management', () => {
  let admin: TestAccount & { user: User };
  beforeAll(async () => {
    admin = await server.createUser('admin', 'Ada Admin');
  });

  test('GET /api/users lists everyone with the total in a header, pageable', async () => {
    const all = await server.call(admin, { method: 'GET', url: '/api/users' });
    expect(all.statusCode).toBe(200);
    const everyone = all.json<User[]>();
    const total = Number(all.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(everyone).toHaveLength(total);
    expect(everyone).toContainEqual(admin.user);

    const page = await server.call(admin, { method: 'GET', url: '/api/users?page=2&limit=2' });
    expect(page.statusCode).toBe(200);
    expect(page.json<User[]>()).toEqual(everyone.slice(2, 4));
    expect(Number(page.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(total);
  });

  test('GET /api/users refuses other roles and bad paging', async () => {
    const worker = await server.createUser('worker');
    expect((await server.call(worker, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'limit=-5']) {
      const response = await server.call(admin, { method: 'GET', url: `/api/users?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring\.(page|limit)/);
    }
  });

  test('GET /api/users/summary adds up coins, people and payments', async () => {
    const response = await server.call(admin, { method: 'GET', url: '/api/users/summary' });
    expect(response.statusCode).toBe(200);
    const everyone = (await server.call(admin, { method: 'GET', url: '/api/users' })).json<
      User[]
    >();
    expect(response.json<AdminSummary>()).toEqual({
      totalCoins: everyone.reduce((sum, user) => sum + user.availableCoin, 0),
      totalWorkers: everyone.filter((user) => user.role === 'worker').length,
      totalBuyers: everyone.filter((user) => user.role === 'buyer').length,
      totalPayments: 0,
      // Nothing posted or withdrawn here (balances.test.ts beside this file checks them with coins).
      totalEscrow: 0,
      totalWithdrawalHolds: 0,
    });
    const buyer = await server.createUser('buyer');
    expect(
      (await server.call(buyer, { method: 'GET', url: '/api/users/summary' })).statusCode,
    ).toBe(403);
  });

  test('PATCH /api/users/:id changes another user’s role', async () => {
    const worker = await server.createUser('worker');
    const response = await server.call(admin, {
      method: 'PATCH',
      url: `/api/users/${worker.user._id}`,
      payload: { role: 'buyer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toEqual({ ...worker.user, role: 'buyer' });
    const me = await server.call(worker, {
      method: 'GET',
      url: `/api/user?email=${encodeURIComponent(worker.email)}`,
    });
    expect(me.json<User>().role).toBe('buyer');
  });

  test('PATCH /api/users/:id refuses the caller’s own role, bad ids and bad roles', async () => {
    const target = await server.createUser('worker');
    const patch = (url: string, payload: unknown, as: TestAccount = admin) =>
      server.call(as, { method: 'PATCH', url, payload: payload as Record<string, unknown> });
    expect((await patch(`/api/users/${admin.user._id}`, { role: 'worker' })).statusCode).toBe(403);
    expect((await patch('/api/users/not-a-uuid', { role: 'worker' })).statusCode).toBe(400);
    expect(
      (await patch('/api/users/00000000-0000-4000-8000-000000000000', { role: 'worker' }))
        .statusCode,
    ).toBe(404);
    expect((await patch(`/api/users/${target.user._id}`, { role: 'owner' })).statusCode).toBe(400);
    expect((await patch(`/api/users/${target.user._id}`, {})).statusCode).toBe(400);
    expect(
      (await patch(`/api/users/${admin.user._id}`, { role: 'admin' }, target)).statusCode,
    ).toBe(403);
  });

  test('two admins demoting each other at once leave one admin', async () => {
    const first = await server.createUser('admin');
    const second = await server.createUser('admin');
    const responses = await Promise.all([
      server.call(first, {
        method: 'PATCH',
        url: `/api/users/${second.user._id}`,
        payload: { role: 'worker' },
      }),
      server.call(second, {
        method: 'PATCH',
        url: `/api/users/${first.user._id}`,
        payload: { role: 'worker' },
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const roles = await server.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(roles.length).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/top-workers', () => {
  test('is public and lists at most six workers, richest first', async () => {
    const rich = await server.createUser('worker', 'Rich Worker');
    await addCoins(server.database.db, rich.user._id, 5000);
    const response = await server.call(undefined, { method: 'GET', url: '/api/top-workers' });
    expect(response.statusCode).toBe(200);
    const top = response.json<TopWorker[]>();
    expect(top.length).toBeLessThanOrEqual(6);
    expect(top[0]).toEqual({
      _id: rich.user._id,
      name: 'Rich Worker',
      photo: '',
      availableCoin: 5010,
    });
    const coins = top.map((worker) => worker.availableCoin);
    expect(coins).toEqual([...coins].sort((a, b) => b - a));
    // A public answer: nobody's e-mail.
    expect(response.body).not.toMatch(/@/);
    await expectLedgerBalanced(server.database.db);
  });
});

describe('DELETE /api/users/:id', () => {
  let admin: TestAccount & { user: User };
  beforeAll(async () => {
    admin = await server.createUser('admin', 'Deleting Admin');
  });

  const remove = (caller: TestAccount, id: string) =>
    server.call(caller, { method: 'DELETE', url: `/api/users/${id}` });

  async function closedCoins(userId: string): Promise<number[]> {
    const rows = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.fromAccount, `user:${userId}`));
    return rows.filter((row) => row.toAccount === 'closures').map((row) => row.coins);
  }

  test('a worker: pending work goes back to its task, the balance is closed, withdrawals stay payable', async () => {
    const db = server.database.db;
    const buyer = await server.createUser('buyer');
    const worker = await server.createUser('worker', 'Leaving Worker');
    await addCoins(db, buyer.user._id, 500);
    await addCoins(db, worker.user._id, 300);
    const doneTask = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 20 });
    const approved = await submitAs(server, worker, doneTask);
    await review(server, buyer, approved, 'approved');
    const openTask = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 7 });
    const pending = await submitAs(server, worker, openTask);
    const withdrawal = await server.call(worker, {
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: 200, payment_system: 'Bkash' },
    });
    expect(withdrawal.statusCode).toBe(201);
    const balance = await balanceOf(db, worker.user._id);
    expect(balance).toBe(10 + 300 + 20 - 200);

    const response = await remove(admin, worker.user._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    expect(await db.select().from(users).where(eq(users.id, worker.user._id))).toEqual([]);
    expect(await closedCoins(worker.user._id)).toEqual([balance]);
    const [slots] = await db.select().from(tasks).where(eq(tasks.id, openTask));
    expect(slots).toMatchObject({ requiredWorkers: 2, escrowCoins: 14 });
    const kept = await db
      .select()
      .from(submissions)
      .where(eq(submissions.workerId, worker.user._id));
    expect(Object.fromEntries(kept.map((row) => [row.id, row.status]))).toEqual({
      [approved]: 'approved',
      [pending]: 'cancelled',
    });
    expect(
      await db.select().from(notifications).where(eq(notifications.toEmail, worker.email)),
    ).toEqual([]);
    await expectLedgerBalanced(db);

    const payout = await server.call(admin, {
      method: 'PATCH',
      url: `/api/withdrawal-requests/${withdrawal.json().insertedId}`,
      payload: { status: 'success' },
    });
    expect(payout.statusCode).toBe(200);
    const [paid] = await db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.workerId, worker.user._id));
    expect(paid?.status).toBe('success');
    await expectLedgerBalanced(db);

    const afterwards = await server.call(worker, {
      method: 'GET',
      url: `/api/user?email=${encodeURIComponent(worker.email)}`,
    });
    expect(afterwards.statusCode).toBe(401);
  });

  test('a buyer: their tasks are deleted with refunds and the workers told, then the balance is closed', async () => {
    const db = server.database.db;
    const buyer = await server.createUser('buyer', 'Leaving Buyer');
    const worker = await server.createUser('worker');
    const taskId = await postTaskAs(server, buyer, {
      task_title: 'Orphaned task',
      required_workers: 3,
      payable_amount: 5,
    });
    await submitAs(server, worker, taskId);
    const workerBefore = await balanceOf(db, worker.user._id);

    const response = await remove(admin, buyer.user._id);
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(tasks).where(eq(tasks.buyerId, buyer.user._id))).toEqual([]);
    expect(await closedCoins(buyer.user._id)).toEqual([STARTING_COINS.buyer]);
    expect(await balanceOf(db, worker.user._id)).toBe(workerBefore);
    const bell = await server.call(worker, {
      method: 'GET',
      url: `/api/notifications?email=${encodeURIComponent(worker.email)}`,
    });
    expect(bell.json<Notification[]>()[0]?.message).toBe(
      NOTIFICATION_TEXTS.taskDeleted('Orphaned task'),
    );
    await expectLedgerBalanced(db);
  });

  test('refuses the caller’s own account, other roles, unknown and malformed ids', async () => {
    const worker = await server.createUser('worker');
    const buyer = await server.createUser('buyer');
    expect((await remove(admin, admin.user._id)).statusCode).toBe(403);
    expect((await remove(buyer, worker.user._id)).statusCode).toBe(403);
    expect((await remove(worker, buyer.user._id)).statusCode).toBe(403);
    expect((await remove(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(admin, 'robert-tables')).statusCode).toBe(400);
    expect(
      await server.database.db.select().from(users).where(eq(users.id, worker.user._id)),
    ).toHaveLength(1);
  });

  test('two admins deleting each other at once: one of them stays', async () => {
    const first = await server.createUser('admin');
    const second = await server.createUser('admin');
    const responses = await Promise.all([
      remove(first, second.user._id),
      remove(second, first.user._id),
    ]);
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    const left = await server.database.db.select().from(users).where(eq(users.role, 'admin'));
    const ids = left.map((row) => row.id);
    expect([first.user._id, second.user._id].filter((id) => ids.includes(id))).toHaveLength(1);
    await expectLedgerBalanced(server.database.db);
  });
});
