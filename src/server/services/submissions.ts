/** Submissions: a worker takes a slot of a task, the buyer approves (pays) or rejects it. */
import { and, asc, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';

import type { ReviewAction, SubmissionStatus } from '@contract/entities';
import type { CreateSubmissionBody, Submission } from '@contract/schemas/submissions';
import { NOTIFICATION_TEXTS, RULE_MESSAGES } from '@contract/messages';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { submissions, tasks, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { accountOf, recordMovements } from '../money/ledger';
import { transactionWithNotifications } from './notifications';
import { countOpenTasks, type OpenTaskChange } from './openTasks';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import type { SubmissionRow, UserRow } from './rows';

/** A cancelled submission (its task or its worker was deleted) is kept but never listed. */
type ListedSubmissionRow = SubmissionRow & { status: SubmissionStatus };

function isListed(row: SubmissionRow): row is ListedSubmissionRow {
  return row.status !== 'cancelled';
}

export function toSubmission(row: ListedSubmissionRow): Submission {
  return {
    _id: row.id,
    task_id: row.taskId,
    task_title: row.taskTitle,
    payable_amount: row.payableAmount,
    current_date: row.submittedAt.toISOString(),
    worker_email: row.workerEmail,
    worker_name: row.workerName,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    submission_details: row.details,
    status: row.status,
  };
}

export type WorkInput = Pick<CreateSubmissionBody, 'task_id' | 'submission_details'>;

/**
 * One open slot of the task (its escrow) moves to a new pending submission. Everything
 * else on the submission comes from the task and the worker's record.
 */
export async function submitWork(
  db: Database,
  worker: UserRow,
  input: WorkInput,
): Promise<Submission> {
  return transaction(db, async (tx) => {
    // The worker first (the lock order), held shared while the slot moves: a deletion of
    // this worker either waits for this submission, and then cancels it, or goes first, and
    // then this one is refused; an admin's role change, which counts the pending
    // submissions, sees this one or comes after it (docs/money.md).
    const [stillHere] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, worker.id))
      .for('share');
    if (!stillHere) throw notFound('Your account');
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, input.task_id)).limit(1);
    if (!task) throw notFound('The task');
    if (task.buyerId === worker.id) throw forbidden(RULE_MESSAGES.ownTask);
    const sameWorker = and(eq(submissions.taskId, task.id), eq(submissions.workerId, worker.id));
    const [earlier] = await tx.select({ id: submissions.id }).from(submissions).where(sameWorker);
    if (earlier) throw conflict('You have already submitted work for this task.');

    const [slot] = await tx
      .update(tasks)
      .set({
        requiredWorkers: sql`${tasks.requiredWorkers} - 1`,
        escrowCoins: sql`${tasks.escrowCoins} - ${tasks.payableAmount}`,
      })
      .where(and(eq(tasks.id, task.id), gt(tasks.requiredWorkers, 0)))
      .returning();
    if (!slot) throw conflict('This task needs no more workers.');
    // The unique (task, worker) index settles two submissions sent at the same moment.
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
        details: input.submission_details,
        status: 'pending',
        escrowCoins: slot.payableAmount,
      })
      .onConflictDoNothing()
      .returning();
    if (!submission || !isListed(submission)) {
      throw conflict('You have already submitted work for this task.');
    }
    await recordMovements(tx, [
      {
        event: 'work_submitted',
        from: accountOf.task(slot.id),
        to: accountOf.submission(submission.id),
        coins: slot.payableAmount,
      },
    ]);
    if (slot.requiredWorkers === 0) {
      await countOpenTasks(tx, [{ postedAt: slot.createdAt, change: -1 }]);
    }
    return toSubmission(submission);
  });
}

/**
 * The buyer of the task decides once on a pending submission. Approval pays its escrow to
 * the worker; rejection returns the slot to the task. The worker's notification is written
 * in the same transaction.
 */
export async function reviewSubmission(
  db: Database,
  buyer: UserRow,
  submissionId: string,
  action: ReviewAction,
): Promise<Submission> {
  return transactionWithNotifications(db, async (tx, notify) => {
    const [found] = await tx
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .limit(1);
    if (!found) throw notFound('The submission');
    if (found.buyerId !== buyer.id) {
      throw forbidden('You can only review submissions to your own tasks.');
    }
    // The lock order (docs/money.md): the worker paid, or the task a slot goes back to,
    // before the submission.
    if (action === 'approved') {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, found.workerId))
        .for('update');
    } else {
      await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, found.taskId)).for('update');
    }
    const [decided] = await tx
      .update(submissions)
      .set({
        status: action === 'approved' ? 'approved' : 'rejected',
        escrowCoins: 0,
        decidedAt: new Date(),
      })
      .where(and(eq(submissions.id, found.id), eq(submissions.status, 'pending')))
      .returning();
    if (!decided || !isListed(decided)) {
      throw conflict('This submission has already been reviewed.');
    }
    const coins = found.escrowCoins;
    if (action === 'approved') {
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
      await notify(
        decided.workerEmail,
        NOTIFICATION_TEXTS.approved(decided.payableAmount, decided.buyerEmail, decided.taskTitle),
      );
    } else {
      const reopened = await returnSlot(tx, decided.taskId, coins);
      await recordMovements(tx, [
        {
          event: 'submission_rejected',
          from: accountOf.submission(decided.id),
          to: accountOf.task(decided.taskId),
          coins,
        },
      ]);
      await notify(
        decided.workerEmail,
        NOTIFICATION_TEXTS.rejected(decided.buyerEmail, decided.taskTitle),
      );
      await countOpenTasks(tx, reopened);
    }
    return toSubmission(decided);
  });
}

/** Answers the task's opening when it was full (for countOpenTasks), else nothing. */
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
    .returning({ requiredWorkers: tasks.requiredWorkers, createdAt: tasks.createdAt });
  // Deleting a task cancels its pending submissions first, so the task is always there.
  if (!task) throw new Error(`Task ${taskId} cannot take back a slot of ${coins} coins.`);
  return task.requiredWorkers === 1 ? [{ postedAt: task.createdAt, change: 1 }] : [];
}

/**
 * A deleted worker's pending submissions: cancelled, each slot back to its task. Answers the
 * full tasks that opened again (the caller records them last, see countOpenTasks).
 */
export async function cancelWorkerSubmissions(
  tx: Transaction,
  workerId: string,
): Promise<OpenTaskChange[]> {
  const ofWorker = and(eq(submissions.workerId, workerId), eq(submissions.status, 'pending'));
  const taskIds = await tx
    .selectDistinct({ id: submissions.taskId })
    .from(submissions)
    .where(ofWorker);
  if (taskIds.length === 0) return [];
  await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      inArray(
        tasks.id,
        taskIds.map((task) => task.id),
      ),
    )
    .orderBy(asc(tasks.id))
    .for('update');
  const pending = await tx.select().from(submissions).where(ofWorker).for('update');
  const reopened: OpenTaskChange[] = [];
  for (const submission of pending) {
    await tx
      .update(submissions)
      .set({ status: 'cancelled', escrowCoins: 0, decidedAt: new Date() })
      .where(eq(submissions.id, submission.id));
    reopened.push(...(await returnSlot(tx, submission.taskId, submission.escrowCoins)));
    await recordMovements(tx, [
      {
        event: 'submission_cancelled',
        from: accountOf.submission(submission.id),
        to: accountOf.task(submission.taskId),
        coins: submission.escrowCoins,
      },
    ]);
  }
  return reopened;
}

export interface SubmissionFilter {
  workerId?: string;
  buyerId?: string;
  status?: SubmissionStatus;
}

/** Newest first; by worker (index submissions_worker_idx) or buyer (submissions_buyer_status_idx). */
export async function listSubmissions(
  db: Database,
  filter: SubmissionFilter,
  window: PageWindow | undefined,
): Promise<Listing<Submission>> {
  const conditions: SQL[] = [
    filter.status ? eq(submissions.status, filter.status) : ne(submissions.status, 'cancelled'),
  ];
  if (filter.workerId) conditions.push(eq(submissions.workerId, filter.workerId));
  if (filter.buyerId) conditions.push(eq(submissions.buyerId, filter.buyerId));
  const where = and(...conditions);
  const rows = await inWindow(
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(descending(submissions.submittedAt), descending(submissions.id))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(submissions).where(where);
  return { items: rows.filter(isListed).map(toSubmission), total: total?.value ?? 0 };
}
