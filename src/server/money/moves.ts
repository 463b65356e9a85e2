/**
 * The money moves: one function per ledger event. Each changes the balance, escrow or hold
 * columns AND writes the ledger rows that record the change, in the caller's transaction,
 * so a service cannot do half of a move (docs/money.md#the-rules names the move behind each
 * rule). A conditional update decides each move (no check-then-write); a refused move throws
 * before it writes anything, or its transaction rolls back. The caller takes its locks in
 * the lock order (docs/money.md#lock-order); a move that takes locks itself says which.
 */
import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';

import { STARTING_COINS } from '@contract/constants';
import type { PaymentSystem } from '@contract/entities';
import { ALERTS, SESSION_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { taskCost } from '@contract/money';
import { daysAfter, type RejectionReason } from '@contract/review';
import type { Transaction } from '@server/db/client';
import { submissions, tasks, users, withdrawalRequests } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/errors';
import type { OpenTaskChange } from '@server/services/openTasks';
import {
  type CallerRecord,
  MAX_COIN_COLUMN,
  type SubmissionRow,
  type TaskRow,
  type UserRow,
  type WithdrawalRow,
} from '@server/services/rows';
import { accountOf, EXTERNAL_ACCOUNTS, type Movement, recordMovements } from './ledger';

/** A submission row whose status the move has just set. */
type Decided<Status extends SubmissionRow['status']> = SubmissionRow & { status: Status };

/**
 * sign_up_grant: a new user's starting coins (a buyer's 50, a worker's 10, an admin's none)
 * from `grants`. Called once, in the transaction that created the user's row.
 */
export async function grantSignup(tx: Transaction, user: UserRow): Promise<UserRow> {
  const coins = user.role === 'admin' ? 0 : STARTING_COINS[user.role];
  if (coins === 0) return user;
  const [granted] = await tx
    .update(users)
    .set({ availableCoin: sql`${users.availableCoin} + ${coins}` })
    .where(eq(users.id, user.id))
    .returning();
  if (!granted) throw new Error(`User ${user.id} is not there to receive the sign-up grant.`);
  await recordMovements(tx, [
    { event: 'sign_up_grant', from: EXTERNAL_ACCOUNTS.grants, to: accountOf.user(user.id), coins },
  ]);
  return granted;
}

/**
 * coin_purchase: a verified package's coins from `purchases` to the buyer. The caller has
 * locked the buyer and stored the payment (its unique transaction id credits once).
 */
export async function creditPurchase(
  tx: Transaction,
  buyerId: string,
  coins: number,
): Promise<void> {
  const [credited] = await tx
    .update(users)
    .set({ availableCoin: sql`${users.availableCoin} + ${coins}` })
    .where(and(eq(users.id, buyerId), lte(users.availableCoin, MAX_COIN_COLUMN - coins)))
    .returning({ id: users.id });
  if (!credited) throw conflict('Your account cannot hold more coins.');
  await recordMovements(tx, [
    {
      event: 'coin_purchase',
      from: EXTERNAL_ACCOUNTS.purchases,
      to: accountOf.user(buyerId),
      coins,
    },
  ]);
}

/** A task as the buyer posts it; the buyer's fields and the escrow are the move's. */
export type TaskDraft = Omit<
  typeof tasks.$inferInsert,
  'id' | 'buyerId' | 'buyerEmail' | 'buyerName' | 'escrowCoins' | 'createdAt'
>;

/**
 * task_posted: required_workers × payable_amount from the buyer into the new task's escrow.
 * Refused, with nothing taken, when the balance is short or the person is no longer a buyer.
 */
export async function reserveEscrow(
  tx: Transaction,
  buyerId: string,
  draft: TaskDraft,
): Promise<TaskRow> {
  const cost = taskCost(draft.requiredWorkers, draft.payableAmount);
  const [charged] = await tx
    .update(users)
    .set({ availableCoin: sql`${users.availableCoin} - ${cost}` })
    // Still a buyer when the row is locked: a role change that committed meanwhile wins.
    .where(and(eq(users.id, buyerId), eq(users.role, 'buyer'), gte(users.availableCoin, cost)))
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!charged) {
    const [now] = await tx.select({ role: users.role }).from(users).where(eq(users.id, buyerId));
    if (now?.role !== 'buyer') throw forbidden(SESSION_MESSAGES.roleNotAllowed);
    throw conflict(ALERTS.notEnoughCoin.text);
  }
  const [task] = await tx
    .insert(tasks)
    .values({
      ...draft,
      buyerId: charged.id,
      buyerEmail: charged.email,
      buyerName: charged.name,
      escrowCoins: cost,
    })
    .returning();
  if (!task) throw new Error('The task was not stored.');
  await recordMovements(tx, [
    {
      event: 'task_posted',
      from: accountOf.user(buyerId),
      to: accountOf.task(task.id),
      coins: cost,
    },
  ]);
  return task;
}

export interface SubmittedSlot {
  /** The task after the slot left it. */
  task: TaskRow;
  submission: Decided<'pending'>;
}

/**
 * work_submitted: one open slot of the task (its payable_amount) from the task's escrow into
 * a new pending submission's; required_workers goes down by one. The caller holds the
 * worker's row (shared) first, as the lock order says.
 */
export async function moveSlotToSubmission(
  tx: Transaction,
  worker: CallerRecord,
  taskId: string,
  details: string,
  now: Date,
): Promise<SubmittedSlot> {
  const [slot] = await tx
    .update(tasks)
    .set({
      requiredWorkers: sql`${tasks.requiredWorkers} - 1`,
      escrowCoins: sql`${tasks.escrowCoins} - ${tasks.payableAmount}`,
    })
    .where(and(eq(tasks.id, taskId), gt(tasks.requiredWorkers, 0)))
    .returning();
  if (!slot) throw conflict('This task needs no more workers.');
  // The unique (task, worker) index settles two submissions sent at the same moment; the
  // loser's transaction rolls back, slot and all.
  const [submission] = await tx
    .insert(submissions)
    .values({
      taskId: slot.id,
      taskTitle: slot.title,
      payableAmount: slot.payableAmount,
      workerId: worker.id,
      workerEmail: worker.email,
      workerName: worker.name,
      buyerId: slot.buyerId,
      buyerEmail: slot.buyerEmail,
      buyerName: slot.buyerName,
      details,
      status: 'pending',
      escrowCoins: slot.payableAmount,
      submittedAt: now,
      reviewDeadline: daysAfter(now, slot.reviewDays),
    })
    .onConflictDoNothing()
    .returning();
  if (!submission) throw conflict('You have already submitted work for this task.');
  await recordMovements(tx, [
    {
      event: 'work_submitted',
      from: accountOf.task(slot.id),
      to: accountOf.submission(submission.id),
      coins: slot.payableAmount,
    },
  ]);
  return { task: slot, submission: { ...submission, status: 'pending' } };
}

/** Why a buyer rejected work (docs/money.md#the-submission-lifecycle). */
export interface Rejection {
  reason: RejectionReason;
  comment: string;
}

type SubmissionStatus = SubmissionRow['status'];

/**
 * The statuses in which a submission still holds its slot's coins (its escrow): waiting for
 * review or for new details, rejected with its appeal window open, or under appeal.
 */
export const HOLDING_STATUSES = [
  'pending',
  'changes_requested',
  'rejected',
  'appealed',
] as const satisfies readonly SubmissionStatus[];

/** No deadline is running once a submission leaves the state that had it. */
const NO_DEADLINES = {
  reviewDeadline: null,
  resubmitDeadline: null,
  appealDeadline: null,
  appealAnswerDeadline: null,
} as const;

/**
 * Moves a submission from `from` to the status in `set` (with the other columns given), once:
 * the conditional update decides a race; undefined when it was not in `from` any more, or held
 * no coins.
 */
async function settle<Status extends SubmissionStatus>(
  tx: Transaction,
  submissionId: string,
  from: SubmissionStatus,
  set: Partial<typeof submissions.$inferInsert> & { status: Status },
): Promise<Decided<Status> | undefined> {
  const [settled] = await tx
    .update(submissions)
    .set(set)
    .where(
      and(
        eq(submissions.id, submissionId),
        eq(submissions.status, from),
        gt(submissions.escrowCoins, 0),
      ),
    )
    .returning();
  return settled && { ...settled, status: set.status };
}

const alreadyReviewed = () => conflict('This submission has already been reviewed.');

/**
 * submission_approved: the escrow of a pending (or appealed) submission — the pay recorded
 * when the work was submitted — to its worker, once. Locks the worker before the submission
 * (the lock order). Refused, with nothing paid, when the submission has moved on.
 */
export async function payFromEscrow(
  tx: Transaction,
  submission: SubmissionRow,
  from: 'pending' | 'appealed' = 'pending',
  appealComment?: string,
): Promise<Decided<'approved'>> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, submission.workerId))
    .for('update');
  const decided = await settle(tx, submission.id, from, {
    status: 'approved',
    escrowCoins: 0,
    decidedAt: new Date(),
    ...NO_DEADLINES,
    ...(appealComment === undefined ? {} : { appealComment }),
  });
  if (!decided) throw alreadyReviewed();
  // A held submission's escrow never changes until it is settled.
  const coins = submission.escrowCoins;
  const [paid] = await tx
    .update(users)
    .set({ availableCoin: sql`${users.availableCoin} + ${coins}` })
    .where(eq(users.id, decided.workerId))
    .returning({ id: users.id });
  if (!paid) throw conflict('The worker of this submission no longer has an account.');
  await recordMovements(tx, [
    {
      event: 'submission_approved',
      from: accountOf.submission(decided.id),
      to: accountOf.user(decided.workerId),
      coins,
    },
  ]);
  return decided;
}

/**
 * A rejection, with its reason: the submission's coins stay held for the worker's claim until
 * `appealDeadline` (no coin moves, so no ledger row). Refused when it is no longer pending.
 */
export async function holdRejected(
  tx: Transaction,
  submission: SubmissionRow,
  rejection: Rejection,
  appealDeadline: Date,
): Promise<Decided<'rejected'>> {
  const decided = await settle(tx, submission.id, 'pending', {
    status: 'rejected',
    decidedAt: new Date(),
    rejectionReason: rejection.reason,
    rejectionComment: rejection.comment,
    ...NO_DEADLINES,
    appealDeadline,
  });
  if (!decided) throw alreadyReviewed();
  return decided;
}

/**
 * Puts one slot of `coins` back into the task's escrow (required_workers up by one).
 * Answers the task's opening when it was full (for countOpenTasks), else nothing.
 */
async function returnSlot(
  tx: Transaction,
  taskId: string,
  coins: number,
): Promise<OpenTaskChange[]> {
  const [task] = await tx
    .update(tasks)
    .set({
      requiredWorkers: sql`${tasks.requiredWorkers} + 1`,
      escrowCoins: sql`${tasks.escrowCoins} + ${coins}`,
    })
    .where(and(eq(tasks.id, taskId), eq(tasks.payableAmount, coins)))
    .returning({
      requiredWorkers: tasks.requiredWorkers,
      createdAt: tasks.createdAt,
      buyerId: tasks.buyerId,
    });
  // Deleting a task cancels every submission that holds coins first, so the task is there.
  if (!task) throw new Error(`Task ${taskId} cannot take back a slot of ${coins} coins.`);
  return task.requiredWorkers === 1
    ? [{ postedAt: task.createdAt, buyerId: task.buyerId, change: 1 }]
    : [];
}

export interface ReturnedSlot<Status extends SubmissionStatus> {
  submission: Decided<Status>;
  /** The task's opening when it was full: the caller records it (countOpenTasks) last. */
  reopened: OpenTaskChange[];
}

/** How a held submission gives its slot back to the task, and the ledger event that says so. */
const SLOT_RETURNS = {
  /** The appeal window of a rejection closed without an appeal. */
  appealWindowClosed: { from: 'rejected', to: 'rejected', event: 'submission_rejected' },
  /** The buyer (or an admin) upheld the rejection. */
  upheld: { from: 'appealed', to: 'rejection_upheld', event: 'submission_rejected' },
  /** Changes were requested and no new details came in time. */
  expired: { from: 'changes_requested', to: 'expired', event: 'submission_expired' },
} as const;
export type SlotReturn = keyof typeof SLOT_RETURNS;

/**
 * submission_rejected / submission_expired: the escrow of a held submission back to its task as
 * an open slot for another worker, once. Locks the task before the submission (the lock order).
 */
export async function returnSlotToTask<Way extends SlotReturn>(
  tx: Transaction,
  submission: SubmissionRow,
  way: Way,
  appealComment?: string,
): Promise<ReturnedSlot<(typeof SLOT_RETURNS)[Way]['to']>> {
  const { from, to, event } = SLOT_RETURNS[way];
  await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.id, submission.taskId))
    .for('update');
  const settled = await settle(tx, submission.id, from, {
    status: to,
    escrowCoins: 0,
    ...NO_DEADLINES,
    ...(appealComment === undefined ? {} : { appealComment }),
  });
  if (!settled) throw alreadyReviewed();
  const coins = submission.escrowCoins;
  const reopened = await returnSlot(tx, settled.taskId, coins);
  await recordMovements(tx, [
    {
      event,
      from: accountOf.submission(settled.id),
      to: accountOf.task(settled.taskId),
      coins,
    },
  ]);
  return { submission: settled, reopened };
}

/**
 * submission_cancelled, when its worker is deleted: a submission that holds coins, which the
 * caller has locked (after its task), is cancelled and its escrow goes back to the task as an
 * open slot. Answers the task's opening when it was full (the caller records it last).
 */
export async function cancelSubmission(
  tx: Transaction,
  submission: SubmissionRow,
): Promise<OpenTaskChange[]> {
  await tx
    .update(submissions)
    .set({ status: 'cancelled', escrowCoins: 0, decidedAt: new Date(), ...NO_DEADLINES })
    .where(eq(submissions.id, submission.id));
  const reopened = await returnSlot(tx, submission.taskId, submission.escrowCoins);
  await recordMovements(tx, [
    {
      event: 'submission_cancelled',
      from: accountOf.submission(submission.id),
      to: accountOf.task(submission.taskId),
      coins: submission.escrowCoins,
    },
  ]);
  return reopened;
}

export interface RefundedTask {
  /** The task as it was when deleted. */
  removed: TaskRow;
  /** Its submissions that held coins, now cancelled (their workers are told). */
  cancelled: SubmissionRow[];
  /** Coins returned to the buyer: the open slots plus the cancelled submissions. */
  refundedCoins: number;
}

/**
 * task_deleted and submission_cancelled: deletes a task the caller has locked (after its
 * buyer); its open slots' escrow and the escrow of each submission that holds coins (pending,
 * changes requested, rejected within its appeal window, appealed) go back to the buyer,
 * and those submissions are cancelled. Approved and rejected submissions stay as history.
 */
export async function refundTask(tx: Transaction, task: TaskRow): Promise<RefundedTask> {
  const pending = await tx
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.taskId, task.id),
        inArray(submissions.status, HOLDING_STATUSES),
        gt(submissions.escrowCoins, 0),
      ),
    )
    .for('update');
  if (pending.length > 0) {
    await tx
      .update(submissions)
      .set({ status: 'cancelled', escrowCoins: 0, decidedAt: new Date(), ...NO_DEADLINES })
      .where(
        inArray(
          submissions.id,
          pending.map((submission) => submission.id),
        ),
      );
  }
  const [removed] = await tx.delete(tasks).where(eq(tasks.id, task.id)).returning();
  if (!removed) throw notFound('The task');

  const buyerAccount = accountOf.user(removed.buyerId);
  const movements: Movement[] = [
    {
      event: 'task_deleted',
      from: accountOf.task(removed.id),
      to: buyerAccount,
      coins: removed.escrowCoins,
    },
    ...pending.map((submission) => ({
      event: 'submission_cancelled' as const,
      from: accountOf.submission(submission.id),
      to: buyerAccount,
      coins: submission.escrowCoins,
    })),
  ];
  const refundedCoins = movements.reduce((sum, movement) => sum + movement.coins, 0);
  if (refundedCoins > 0) {
    await tx
      .update(users)
      .set({ availableCoin: sql`${users.availableCoin} + ${refundedCoins}` })
      .where(eq(users.id, removed.buyerId));
  }
  await recordMovements(tx, movements);
  return { removed, cancelled: pending, refundedCoins };
}

export interface WithdrawalDraft {
  coins: number;
  /** Dollars, worked out by the server (withdrawalAmountFor). */
  amount: number;
  paymentSystem: PaymentSystem;
  accountNumber: string | null;
}

/**
 * withdrawal_requested: the coins from the worker's balance into a new pending request's
 * hold. Refused, with nothing held, when the balance is short.
 */
export async function holdForWithdrawal(
  tx: Transaction,
  workerId: string,
  draft: WithdrawalDraft,
): Promise<WithdrawalRow> {
  const { coins } = draft;
  const [held] = await tx
    .update(users)
    .set({ availableCoin: sql`${users.availableCoin} - ${coins}` })
    .where(and(eq(users.id, workerId), sql`${users.availableCoin} >= ${coins}`))
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!held) {
    const [current] = await tx
      .select({ availableCoin: users.availableCoin })
      .from(users)
      .where(eq(users.id, workerId));
    throw conflict(VALIDATION_MESSAGES.withdrawalAboveAvailable(current?.availableCoin ?? 0));
  }
  const [request] = await tx
    .insert(withdrawalRequests)
    .values({
      workerId: held.id,
      workerEmail: held.email,
      workerName: held.name,
      withdrawalCoin: coins,
      withdrawalAmount: draft.amount,
      paymentSystem: draft.paymentSystem,
      accountNumber: draft.accountNumber,
    })
    .returning();
  if (!request) throw new Error('The withdrawal request was not stored.');
  await recordMovements(tx, [
    {
      event: 'withdrawal_requested',
      from: accountOf.user(held.id),
      to: accountOf.withdrawal(request.id),
      coins,
    },
  ]);
  return request;
}

/**
 * withdrawal_paid: a pending request's hold leaves the system to `payouts`, once; the
 * figures are the stored ones.
 */
export async function payOut(
  tx: Transaction,
  adminId: string,
  withdrawalId: string,
): Promise<WithdrawalRow> {
  const [paid] = await tx
    .update(withdrawalRequests)
    .set({ status: 'success', approvedAt: new Date(), approvedBy: adminId })
    .where(and(eq(withdrawalRequests.id, withdrawalId), eq(withdrawalRequests.status, 'pending')))
    .returning();
  if (!paid) {
    const [existing] = await tx
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, withdrawalId));
    throw existing
      ? conflict('This withdrawal request has already been paid.')
      : notFound('The withdrawal request');
  }
  await recordMovements(tx, [
    {
      event: 'withdrawal_paid',
      from: accountOf.withdrawal(paid.id),
      to: EXTERNAL_ACCOUNTS.payouts,
      coins: paid.withdrawalCoin,
    },
  ]);
  return paid;
}

/**
 * account_closed: what is left of a user's balance leaves the system to `closures`, and the
 * balance becomes 0. The caller has locked the user and deletes the row afterwards.
 */
export async function closeBalance(tx: Transaction, userId: string): Promise<number> {
  const [closing] = await tx
    .select({ balance: users.availableCoin })
    .from(users)
    .where(eq(users.id, userId));
  const coins = closing?.balance ?? 0;
  if (coins === 0) return 0;
  const [closed] = await tx
    .update(users)
    .set({ availableCoin: 0 })
    .where(and(eq(users.id, userId), eq(users.availableCoin, coins)))
    .returning({ id: users.id });
  if (!closed) throw new Error(`User ${userId}'s balance changed while it was being closed.`);
  await recordMovements(tx, [
    {
      event: 'account_closed',
      from: accountOf.user(userId),
      to: EXTERNAL_ACCOUNTS.closures,
      coins,
    },
  ]);
  return coins;
}
