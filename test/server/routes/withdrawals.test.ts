import { eq } from 'drizzle-orm';

import type { User } from '@contract/schemas/users';
import type { WithdrawalRequest } from '@contract/schemas/withdrawals';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { ledgerEntries, withdrawalRequests } from '@server/db/schema';
import { addCoins, balanceOf, expectLedgerBalanced } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let worker: Person;
let otherWorker: Person;
let buyer: Person;
let admin: Person;
beforeAll(async () => {
  server = await createTestServer();
  [worker, otherWorker, buyer, admin] = await Promise.all([
    server.createUser('worker', 'Wim Worker'),
    server.createUser('worker', 'Vera Worker'),
    server.createUser('buyer'),
    server.createUser('admin'),
  ]);
  await addCoins(server.database.db, worker.user._id, 2000);
  await addCoins(server.database.db, otherWorker.user._id, 190);
});
afterAll(() => server.close());

const db = () => server.database.db;

function request(caller: Person | undefined, payload: Record<string, unknown>) {
  return server.call(caller, { method: 'POST', url: '/api/withdrawal-requests', payload });
}

function approve(caller: Person, id: string, payload: Record<string, unknown> = {}) {
  return server.call(caller, {
    method: 'PATCH',
    url: `/api/withdrawal-requests/${id}`,
    payload: { status: 'success', ...payload },
  });
}

async function withdrawalRow(id: string) {
  const [row] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id));
  return row;
}

describe('POST /api/withdrawal-requests', () => {
  test('holds the coins; the server computes the amount and takes the worker from the token', async () => {
    const before = await balanceOf(db(), worker.user._id);
    const response = await request(worker, {
      withdrawal_coin: 250,
      withdrawal_amount: 12.5,
      payment_system: 'Bkash',
      account_number: '01700-000000',
      worker_email: otherWorker.email,
      worker_name: 'Forged Name',
      withdrawal_date: '1999-01-01',
      status: 'success',
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    expect(await withdrawalRow(insertedId)).toMatchObject({
      workerId: worker.user._id,
      workerEmail: worker.email,
      workerName: 'Wim Worker',
      withdrawalCoin: 250,
      withdrawalAmount: 12.5,
      paymentSystem: 'Bkash',
      accountNumber: '01700-000000',
      status: 'pending',
    });
    expect(await balanceOf(db(), worker.user._id)).toBe(before - 250);
    const held = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.toAccount, `withdrawal:${insertedId}`));
    expect(held).toMatchObject([
      { event: 'withdrawal_requested', fromAccount: `user:${worker.user._id}`, coins: 250 },
    ]);
    await expectLedgerBalanced(db());
  });

  test('without a dollar figure the server’s own is stored', async () => {
    const response = await request(worker, { withdrawal_coin: 333, payment_system: 'Other' });
    expect(response.statusCode).toBe(201);
    expect(await withdrawalRow(response.json().insertedId)).toMatchObject({
      withdrawalAmount: 16.65,
      accountNumber: null,
    });
  });

  test('fewer than 200 coins is refused with the spec’s message', async () => {
    const response = await request(worker, { withdrawal_coin: 199, payment_system: 'Nagad' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Minimum withdrawal coins is 200.' });
  });

  test('more than the balance is refused with the spec’s message, nothing moves', async () => {
    const response = await request(otherWorker, {
      withdrawal_coin: 201,
      payment_system: 'Rocket',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You cannot withdraw more than 200 coins.' });
    expect(response.json().message).toBe(VALIDATION_MESSAGES.withdrawalAboveAvailable(200));
    expect(await balanceOf(db(), otherWorker.user._id)).toBe(200);
  });

  test('a dollar figure that disagrees with the coins is refused', async () => {
    const response = await request(worker, {
      withdrawal_coin: 200,
      withdrawal_amount: 100,
      payment_system: 'Bkash',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'withdrawal_amount must be 10 for 200 coins.' });
  });

  test('two requests that together exceed the balance: exactly one succeeds', async () => {
    const saver = await server.createUser('worker');
    await addCoins(db(), saver.user._id, 290);
    const responses = await Promise.all(
      [0, 1, 2].map(() => request(saver, { withdrawal_coin: 200, payment_system: 'Bkash' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balanceOf(db(), saver.user._id)).toBe(100);
    await expectLedgerBalanced(db());
  });

  test.each([
    ['no coins', { withdrawal_coin: undefined }, /body\.withdrawal_coin is required/],
    ['negative coins', { withdrawal_coin: -500 }, /body\.withdrawal_coin/],
    ['fractional coins', { withdrawal_coin: 250.5 }, /body\.withdrawal_coin/],
    ['coins as words', { withdrawal_coin: 'lots' }, /body\.withdrawal_coin/],
    ['astronomical coins', { withdrawal_coin: 1e15 }, /body\.withdrawal_coin/],
    ['an unknown payment system', { payment_system: 'Cash' }, /body\.payment_system/],
    ['no payment system', { payment_system: undefined }, /body\.payment_system is required/],
    ['an oversized account number', { account_number: '1'.repeat(65) }, /account_number/],
    ['an unknown field', { fee: 0 }, /body\.fee is not allowed/],
  ])('%s is refused with 400', async (_case, change, message) => {
    const response = await request(worker, {
      withdrawal_coin: 200,
      payment_system: 'Bkash',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('only workers request withdrawals', async () => {
    const payload = { withdrawal_coin: 200, payment_system: 'Bkash' };
    expect((await request(buyer, payload)).statusCode).toBe(403);
    expect((await request(admin, payload)).statusCode).toBe(403);
    expect((await request(undefined, payload)).statusCode).toBe(401);
  });
});

describe('PATCH /api/withdrawal-requests/:id', () => {
  async function pendingRequest(coins = 200): Promise<string> {
    const response = await request(worker, { withdrawal_coin: coins, payment_system: 'Bkash' });
    expect(response.statusCode).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  }

  test('pays the stored hold out once; the client’s figures are ignored', async () => {
    const id = await pendingRequest(240);
    const response = await approve(admin, id, {
      worker_email: otherWorker.email,
      withdrawal_coin: 999_999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<WithdrawalRequest>()).toMatchObject({
      _id: id,
      status: 'success',
      withdrawal_coin: 240,
      withdrawal_amount: 12,
      worker_email: worker.email,
    });
    expect(await withdrawalRow(id)).toMatchObject({
      status: 'success',
      approvedBy: admin.user._id,
    });
    const paid = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.fromAccount, `withdrawal:${id}`));
    expect(paid).toMatchObject([{ event: 'withdrawal_paid', toAccount: 'payouts', coins: 240 }]);
    const again = await approve(admin, id);
    expect(again.statusCode).toBe(409);
    await expectLedgerBalanced(db());
  });

  test('approving several times at once pays once', async () => {
    const id = await pendingRequest(200);
    const responses = await Promise.all([0, 1, 2].map(() => approve(admin, id)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const paid = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.fromAccount, `withdrawal:${id}`));
    expect(paid).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  test('only admins approve; bad bodies and ids are refused', async () => {
    const id = await pendingRequest(200);
    expect((await approve(worker, id)).statusCode).toBe(403);
    expect((await approve(buyer, id)).statusCode).toBe(403);
    const patch = (url: string, payload: Record<string, unknown>) =>
      server.call(admin, { method: 'PATCH', url, payload });
    expect((await patch(`/api/withdrawal-requests/${id}`, { status: 'pending' })).statusCode).toBe(
      400,
    );
    expect((await patch(`/api/withdrawal-requests/${id}`, {})).statusCode).toBe(400);
    expect(
      (
        await patch('/api/withdrawal-requests/00000000-0000-4000-8000-000000000000', {
          status: 'success',
        })
      ).statusCode,
    ).toBe(404);
    expect((await patch('/api/withdrawal-requests/7', { status: 'success' })).statusCode).toBe(400);
    expect((await withdrawalRow(id))?.status).toBe('pending');
  });
});

describe('GET /api/withdrawal-requests', () => {
  test('an admin sees every request, filterable by status and pageable', async () => {
    const extra = await request(otherWorker, { withdrawal_coin: 200, payment_system: 'Nagad' });
    expect(extra.statusCode).toBe(201);
    const all = await server.call(admin, { method: 'GET', url: '/api/withdrawal-requests' });
    expect(all.statusCode).toBe(200);
    const everything = all.json<WithdrawalRequest[]>();
    expect(new Set(everything.map((row) => row.worker_email))).toEqual(
      new Set([worker.email, otherWorker.email, expect.any(String)].slice(0, 3)),
    );
    // Pending first, oldest first (the admin pays them in turn), then the paid, newest first.
    const pendingFirst = everything.filter((row) => row.status === 'pending');
    const paid = everything.filter((row) => row.status === 'success');
    expect(paid.length).toBeGreaterThan(0);
    expect(everything).toEqual([...pendingFirst, ...paid]);
    const dates = (rows: WithdrawalRequest[]) => rows.map((row) => row.withdrawal_date);
    expect(dates(pendingFirst)).toEqual(dates(pendingFirst).sort());
    expect(dates(paid)).toEqual(dates(paid).sort().reverse());
    expect(pendingFirst.at(-1)?._id).toBe(extra.json().insertedId);
    expect(Number(all.headers['x-total-count'])).toBe(everything.length);
    const first = everything.find((row) => row.account_number === '01700-000000');
    expect(first).toMatchObject({ payment_system: 'Bkash', withdrawal_coin: 250 });

    const pending = await server.call(admin, {
      method: 'GET',
      url: '/api/withdrawal-requests?status=pending&limit=2',
    });
    const pendingRows = pending.json<WithdrawalRequest[]>();
    expect(pendingRows).toHaveLength(2);
    expect(pendingRows.every((row) => row.status === 'pending')).toBe(true);
    expect(Number(pending.headers['x-total-count'])).toBe(
      everything.filter((row) => row.status === 'pending').length,
    );
  });

  test('a worker sees only their own; buyers see none', async () => {
    const mine = await server.call(otherWorker, { method: 'GET', url: '/api/withdrawal-requests' });
    expect(mine.statusCode).toBe(200);
    const rows = mine.json<WithdrawalRequest[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.worker_email === otherWorker.email)).toBe(true);
    expect(
      (await server.call(buyer, { method: 'GET', url: '/api/withdrawal-requests' })).statusCode,
    ).toBe(403);
    const badStatus = await server.call(admin, {
      method: 'GET',
      url: '/api/withdrawal-requests?status=done',
    });
    expect(badStatus.statusCode).toBe(400);
  });
});
