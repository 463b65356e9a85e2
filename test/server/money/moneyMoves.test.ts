/**
 * Each money move on a real database: it changes the balance, escrow or hold columns and
 * writes the matching ledger rows in one call, the ledger invariant holds after it, and a
 * refused move writes nothing (docs/money.md#the-rules).
 */
import { randomUUID } from 'node:crypto';

import { asc, count, eq, gt, max } from 'drizzle-orm';

import { MIN_WITHDRAWAL_COINS, STARTING_COINS } from '@contract/constants';
import type { Role } from '@contract/entities';
import { ALERTS, SESSION_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { withdrawalAmountFor } from '@contract/money';
import type { Database, Transaction } from '@server/db/client';
import { ledgerEntries, submissions, tasks, users, withdrawalRequests } from '@server/db/schema';
import { accountOf, EXTERNAL_ACCOUNTS } from '@server/money/ledger';
import {
  cancelSubmission,
  closeBalance,
  creditPurchase,
  grantSignup,
  holdForWithdrawal,
  moveSlotToSubmission,
  payFromEscrow,
  holdRejected,
  payOut,
  refundTask,
  returnSlotToTask,
  reserveEscrow,
  type TaskDraft,
} from '@server/money/moves';
import { MAX_COIN_COLUMN, type TaskRow, type UserRow } from '@server/services/rows';
import { balanceOf, expectLedgerBalanced, SOME_REJECTION } from '../support/market';
import { createTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await createTestServer();
  db = server.database.db;
});
afterAll(() => server.close());
afterEach(() => expectLedgerBalanced(db));

type Reader = Database | Transaction;

async function lastLedgerId(): Promise<number> {
  const [last] = await db.select({ id: max(ledgerEntries.id) }).from(ledgerEntries);
  return last?.id ?? 0;
}

async function ledgerCount(reader: Reader): Promise<number> {
  const [row] = await reader.select({ value: count() }).from(ledgerEntries);
  return row?.value ?? 0;
}

/** The ledger rows written after `sinceId`, as event, from, to, coins. */
async function ledgerSince(sinceId: number) {
  return db
    .select({
      event: ledgerEntries.event,
      from: ledgerEntries.fromAccount,
      to: ledgerEntries.toAccount,
      coins: ledgerEntries.coins,
    })
    .from(ledgerEntries)
    .where(gt(ledgerEntries.id, sinceId))
    .orderBy(asc(ledgerEntries.id));
}

/** Every coin column and the ledger's length: what a refused move must leave as it was. */
async function moneyState(reader: Reader) {
  return {
    users: await reader
      .select({ id: users.id, coins: users.availableCoin })
      .from(users)
      .orderBy(asc(users.id)),
    tasks: await reader
      .select({ id: tasks.id, slots: tasks.requiredWorkers, coins: tasks.escrowCoins })
      .from(tasks)
      .orderBy(asc(tasks.id)),
    submissions: await reader
      .select({ id: submissions.id, status: submissions.status, coins: submissions.escrowCoins })
      .from(submissions)
      .orderBy(asc(submissions.id)),
    withdrawals: await reader
      .select({ id: withdrawalRequests.id, status: withdrawalRequests.status })
      .from(withdrawalRequests)
      .orderBy(asc(withdrawalRequests.id)),
    ledgerRows: await ledgerCount(reader),
  };
}

/**
 * Runs a move that must be refused with `expected`, and checks inside the same transaction
 * that it wrote nothing (not even something a rollback would have undone).
 */
async function expectRefusedWritingNothing(
  move: (tx: Transaction) => Promise<unknown>,
  expected: { statusCode: number; message: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await moneyState(tx);
    await expect(move(tx)).rejects.toMatchObject(expected);
    expect(await moneyState(tx)).toEqual(before);
  });
}

/** A user row as sign-up inserts it (no coins yet), then the sign-up grant. */
async function signUp(role: Role): Promise<UserRow> {
  const id = randomUUID().slice(0, 8);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        firebaseUid: `uid-${id}`,
        name: `${role} ${id}`,
        email: `${id}@example.test`,
        role,
      })
      .returning();
    if (!inserted) throw new Error('The user was not stored.');
    return grantSignup(tx, inserted);
  });
}

function draft(overrides: Partial<TaskDraft> = {}): TaskDraft {
  return {
    title: 'Label photos',
    detail: 'Name the bird in each photo.',
    requiredWorkers: 2,
    payableAmount: 5,
    completionDate: '2030-06-30',
    submissionInfo: 'A link to the sheet.',
    imageUrl: '/images/demo/tasks/birds.svg',
    ...overrides,
  };
}

async function taskRow(taskId: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  return row;
}

async function submissionRow(submissionId: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) throw new Error(`No submission ${submissionId}`);
  return row;
}

async function postTask(buyer: UserRow, overrides: Partial<TaskDraft> = {}): Promise<TaskRow> {
  return db.transaction((tx) => reserveEscrow(tx, buyer.id, draft(overrides)));
}

async function submit(worker: UserRow, task: TaskRow) {
  return (
    await db.transaction((tx) => moveSlotToSubmission(tx, worker, task.id, 'Done.', new Date()))
  ).submission;
}

describe('grantSignup', () => {
  test.each([
    ['buyer', STARTING_COINS.buyer],
    ['worker', STARTING_COINS.worker],
  ] as const)('a new %s gets %i coins from grants', async (role, coins) => {
    const since = await lastLedgerId();
    const user = await signUp(role);
    expect(user.availableCoin).toBe(coins);
    expect(await balanceOf(db, user.id)).toBe(coins);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'sign_up_grant',
        from: EXTERNAL_ACCOUNTS.grants,
        to: accountOf.user(user.id),
        coins,
      },
    ]);
  });

  test('an admin gets no coins and no ledger row', async () => {
    const since = await lastLedgerId();
    const admin = await signUp('admin');
    expect(await balanceOf(db, admin.id)).toBe(0);
    expect(await ledgerSince(since)).toEqual([]);
  });
});

describe('creditPurchase', () => {
  test("a package's coins from purchases to the buyer", async () => {
    const buyer = await signUp('buyer');
    const since = await lastLedgerId();
    await db.transaction((tx) => creditPurchase(tx, buyer.id, 150));
    expect(await balanceOf(db, buyer.id)).toBe(STARTING_COINS.buyer + 150);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'coin_purchase',
        from: EXTERNAL_ACCOUNTS.purchases,
        to: accountOf.user(buyer.id),
        coins: 150,
      },
    ]);
  });

  test('more than the balance column can hold is refused and writes nothing', async () => {
    const buyer = await signUp('buyer');
    await expectRefusedWritingNothing(
      (tx) => creditPurchase(tx, buyer.id, MAX_COIN_COLUMN - STARTING_COINS.buyer + 1),
      { statusCode: 409, message: 'Your account cannot hold more coins.' },
    );
  });
});

describe('reserveEscrow', () => {
  test("required_workers × payable_amount from the buyer into the new task's escrow", async () => {
    const buyer = await signUp('buyer');
    const since = await lastLedgerId();
    const task = await postTask(buyer, { requiredWorkers: 3, payableAmount: 4 });
    expect(task).toMatchObject({ buyerId: buyer.id, requiredWorkers: 3, escrowCoins: 12 });
    expect(await balanceOf(db, buyer.id)).toBe(STARTING_COINS.buyer - 12);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'task_posted',
        from: accountOf.user(buyer.id),
        to: accountOf.task(task.id),
        coins: 12,
      },
    ]);
  });

  test('a short balance is refused and writes nothing', async () => {
    const buyer = await signUp('buyer');
    await expectRefusedWritingNothing(
      (tx) =>
        reserveEscrow(
          tx,
          buyer.id,
          draft({ requiredWorkers: 1, payableAmount: STARTING_COINS.buyer + 1 }),
        ),
      { statusCode: 409, message: ALERTS.notEnoughCoin.text },
    );
  });

  test('someone who is no longer a buyer is refused and nothing moves', async () => {
    const worker = await signUp('worker');
    await expectRefusedWritingNothing((tx) => reserveEscrow(tx, worker.id, draft()), {
      statusCode: 403,
      message: SESSION_MESSAGES.roleNotAllowed,
    });
  });
});

describe('moveSlotToSubmission', () => {
  test("one slot's pay from the task's escrow into the new submission's", async () => {
    const task = await postTask(await signUp('buyer'), { requiredWorkers: 2, payableAmount: 5 });
    const worker = await signUp('worker');
    const since = await lastLedgerId();
    const submission = await submit(worker, task);
    expect(submission).toMatchObject({ status: 'pending', escrowCoins: 5, workerId: worker.id });
    expect(await taskRow(task.id)).toMatchObject({ requiredWorkers: 1, escrowCoins: 5 });
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'work_submitted',
        from: accountOf.task(task.id),
        to: accountOf.submission(submission.id),
        coins: 5,
      },
    ]);
  });

  test('a task with no open slot is refused and writes nothing', async () => {
    const task = await postTask(await signUp('buyer'), { requiredWorkers: 1 });
    await submit(await signUp('worker'), task);
    const worker = await signUp('worker');
    await expectRefusedWritingNothing(
      (tx) => moveSlotToSubmission(tx, worker, task.id, 'Done.', new Date()),
      {
        statusCode: 409,
        message: 'This task needs no more workers.',
      },
    );
  });

  test('a second submission by the same worker is refused and its transaction keeps nothing', async () => {
    const task = await postTask(await signUp('buyer'), { requiredWorkers: 2 });
    const worker = await signUp('worker');
    await submit(worker, task);
    const before = await moneyState(db);
    await expect(
      db.transaction((tx) => moveSlotToSubmission(tx, worker, task.id, 'Again.', new Date())),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'You have already submitted work for this task.',
    });
    expect(await moneyState(db)).toEqual(before);
  });
});

describe('payFromEscrow', () => {
  test("the submission's escrow to its worker, once", async () => {
    const task = await postTask(await signUp('buyer'), { payableAmount: 7 });
    const worker = await signUp('worker');
    const submission = await submit(worker, task);
    const since = await lastLedgerId();
    const decided = await db.transaction((tx) => payFromEscrow(tx, submission));
    expect(decided).toMatchObject({ status: 'approved', escrowCoins: 0 });
    expect(await balanceOf(db, worker.id)).toBe(STARTING_COINS.worker + 7);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'submission_approved',
        from: accountOf.submission(submission.id),
        to: accountOf.user(worker.id),
        coins: 7,
      },
    ]);
    await expectRefusedWritingNothing((tx) => payFromEscrow(tx, submission), {
      statusCode: 409,
      message: 'This submission has already been reviewed.',
    });
  });
});

describe('holdRejected and returnSlotToTask', () => {
  const inThreeDays = () => new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);

  test('a rejection moves no coin: the escrow stays held on the submission, once', async () => {
    const task = await postTask(await signUp('buyer'), { requiredWorkers: 1, payableAmount: 6 });
    const worker = await signUp('worker');
    const submission = await submit(worker, task);
    const since = await lastLedgerId();
    const deadline = inThreeDays();
    const decided = await db.transaction((tx) =>
      holdRejected(tx, submission, SOME_REJECTION, deadline),
    );
    expect(decided).toMatchObject({
      status: 'rejected',
      escrowCoins: 6,
      appealDeadline: deadline,
      rejectionReason: SOME_REJECTION.reason,
    });
    expect(await taskRow(task.id)).toMatchObject({ requiredWorkers: 0, escrowCoins: 0 });
    expect(await ledgerSince(since)).toEqual([]);
    await expectRefusedWritingNothing(
      (tx) => holdRejected(tx, submission, SOME_REJECTION, deadline),
      { statusCode: 409, message: 'This submission has already been reviewed.' },
    );
  });

  test.each([
    ['appealWindowClosed', 'rejected', 'rejected', 'submission_rejected'],
    ['upheld', 'appealed', 'rejection_upheld', 'submission_rejected'],
    ['expired', 'changes_requested', 'expired', 'submission_expired'],
  ] as const)(
    '%s: the held escrow back to its task as an open slot, once (%s → %s)',
    async (way, from, to, event) => {
      const task = await postTask(await signUp('buyer'), { requiredWorkers: 1, payableAmount: 6 });
      const worker = await signUp('worker');
      const submitted = await submit(worker, task);
      const [held] = await db
        .update(submissions)
        .set({ status: from })
        .where(eq(submissions.id, submitted.id))
        .returning();
      if (!held) throw new Error('The submission was not there.');
      const since = await lastLedgerId();
      const { submission: settled, reopened } = await db.transaction((tx) =>
        returnSlotToTask(tx, held, way),
      );
      expect(settled).toMatchObject({ status: to, escrowCoins: 0, appealDeadline: null });
      expect(reopened).toEqual([{ postedAt: task.createdAt, buyerId: task.buyerId, change: 1 }]);
      expect(await taskRow(task.id)).toMatchObject({ requiredWorkers: 1, escrowCoins: 6 });
      expect(await balanceOf(db, worker.id)).toBe(STARTING_COINS.worker);
      expect(await ledgerSince(since)).toEqual([
        { event, from: accountOf.submission(held.id), to: accountOf.task(task.id), coins: 6 },
      ]);
      await expectRefusedWritingNothing((tx) => returnSlotToTask(tx, held, way), {
        statusCode: 409,
        message: 'This submission has already been reviewed.',
      });
    },
  );
});

describe('cancelSubmission', () => {
  test("a deleted worker's pending submission: its escrow back to the task", async () => {
    const task = await postTask(await signUp('buyer'), { requiredWorkers: 2, payableAmount: 3 });
    const submission = await submit(await signUp('worker'), task);
    const since = await lastLedgerId();
    const reopened = await db.transaction((tx) => cancelSubmission(tx, submission));
    expect(reopened).toEqual([]);
    expect(await submissionRow(submission.id)).toMatchObject({
      status: 'cancelled',
      escrowCoins: 0,
    });
    expect(await taskRow(task.id)).toMatchObject({ requiredWorkers: 2, escrowCoins: 6 });
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'submission_cancelled',
        from: accountOf.submission(submission.id),
        to: accountOf.task(task.id),
        coins: 3,
      },
    ]);
  });
});

describe('refundTask', () => {
  test('the open slots and every pending submission back to the buyer; the task is gone', async () => {
    const buyer = await signUp('buyer');
    const task = await postTask(buyer, { requiredWorkers: 3, payableAmount: 4 });
    const approved = await submit(await signUp('worker'), task);
    await db.transaction((tx) => payFromEscrow(tx, approved));
    const pending = await submit(await signUp('worker'), task);
    const since = await lastLedgerId();
    const refund = await db.transaction((tx) => refundTask(tx, task));
    expect(refund.refundedCoins).toBe(8);
    expect(refund.cancelled.map((submission) => submission.id)).toEqual([pending.id]);
    expect(await taskRow(task.id)).toBeUndefined();
    expect(await submissionRow(pending.id)).toMatchObject({ status: 'cancelled', escrowCoins: 0 });
    expect(await submissionRow(approved.id)).toMatchObject({ status: 'approved' });
    expect(await balanceOf(db, buyer.id)).toBe(STARTING_COINS.buyer - 12 + 8);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'task_deleted',
        from: accountOf.task(task.id),
        to: accountOf.user(buyer.id),
        coins: 4,
      },
      {
        event: 'submission_cancelled',
        from: accountOf.submission(pending.id),
        to: accountOf.user(buyer.id),
        coins: 4,
      },
    ]);
  });
});

describe('holdForWithdrawal and payOut', () => {
  const coins = MIN_WITHDRAWAL_COINS;
  const request = {
    coins,
    amount: withdrawalAmountFor(coins),
    paymentSystem: 'Bkash' as const,
    accountNumber: '01700000000',
  };

  test('the coins into a hold, then paid out of the system once', async () => {
    const worker = await signUp('worker');
    await db.transaction((tx) => creditPurchase(tx, worker.id, coins));
    const since = await lastLedgerId();
    const held = await db.transaction((tx) => holdForWithdrawal(tx, worker.id, request));
    expect(held).toMatchObject({ workerId: worker.id, withdrawalCoin: coins, status: 'pending' });
    expect(await balanceOf(db, worker.id)).toBe(STARTING_COINS.worker);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'withdrawal_requested',
        from: accountOf.user(worker.id),
        to: accountOf.withdrawal(held.id),
        coins,
      },
    ]);
    await expectLedgerBalanced(db);

    const admin = await signUp('admin');
    const beforePayout = await lastLedgerId();
    const paid = await db.transaction((tx) => payOut(tx, admin.id, held.id));
    expect(paid).toMatchObject({ status: 'success', approvedBy: admin.id });
    expect(await ledgerSince(beforePayout)).toEqual([
      {
        event: 'withdrawal_paid',
        from: accountOf.withdrawal(held.id),
        to: EXTERNAL_ACCOUNTS.payouts,
        coins,
      },
    ]);
    await expectRefusedWritingNothing((tx) => payOut(tx, admin.id, held.id), {
      statusCode: 409,
      message: 'This withdrawal request has already been paid.',
    });
    await expectRefusedWritingNothing((tx) => payOut(tx, admin.id, randomUUID()), {
      statusCode: 404,
      message: 'The withdrawal request was not found.',
    });
  });

  test('more than the balance is refused and writes nothing', async () => {
    const worker = await signUp('worker');
    await expectRefusedWritingNothing((tx) => holdForWithdrawal(tx, worker.id, request), {
      statusCode: 409,
      message: VALIDATION_MESSAGES.withdrawalAboveAvailable(STARTING_COINS.worker),
    });
  });
});

describe('closeBalance', () => {
  test('what is left of a balance leaves the system to closures', async () => {
    const buyer = await signUp('buyer');
    const since = await lastLedgerId();
    const closed = await db.transaction((tx) => closeBalance(tx, buyer.id));
    expect(closed).toBe(STARTING_COINS.buyer);
    expect(await balanceOf(db, buyer.id)).toBe(0);
    expect(await ledgerSince(since)).toEqual([
      {
        event: 'account_closed',
        from: accountOf.user(buyer.id),
        to: EXTERNAL_ACCOUNTS.closures,
        coins: STARTING_COINS.buyer,
      },
    ]);
  });

  test('an empty balance closes without a ledger row', async () => {
    const admin = await signUp('admin');
    const since = await lastLedgerId();
    expect(await db.transaction((tx) => closeBalance(tx, admin.id))).toBe(0);
    expect(await ledgerSince(since)).toEqual([]);
  });
});
