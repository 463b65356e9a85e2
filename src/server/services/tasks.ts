/** Tasks: posting with escrow, editing, deleting with refunds, and the task lists. */
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';

import type { PublicTask, Task, UpdateTaskBody } from '@contract/schemas/tasks';
import { FEATURED_TASKS_COUNT } from '@contract/constants';
import { ALERTS, NOTIFICATION_TEXTS, RULE_MESSAGES } from '@contract/messages';
import { taskCost } from '@contract/money';
import { REVIEW_RULES } from '@contract/review';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { submissions, tasks, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { refundTask, reserveEscrow } from '@server/money/moves';
import { type Notify, transactionWithNotifications } from './notifications';
import {
  countOpenTasks,
  endOfDay,
  isOpenTask,
  locateOpenTask,
  type OpenTaskChange,
} from './openTasks';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import { MAX_COIN_COLUMN, type TaskRow, type UserRow } from './rows';

export function toTask(row: TaskRow): Task {
  return {
    _id: row.id,
    task_title: row.title,
    task_detail: row.detail,
    required_workers: row.requiredWorkers,
    payable_amount: row.payableAmount,
    completion_date: row.completionDate,
    submission_info: row.submissionInfo,
    task_image_url: row.imageUrl,
    buyer_email: row.buyerEmail,
    buyer_name: row.buyerName,
    review_days: row.reviewDays,
  };
}

/** A task as posted: its buyer is the caller; the review window has a default. */
export type TaskInput = Omit<Task, '_id' | 'buyer_email' | 'buyer_name' | 'review_days'> &
  Partial<Pick<Task, 'review_days'>>;

function assertPositiveWhole(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw badRequest(`${field} must be a whole number of at least 1`);
  }
}

/** Takes required_workers × payable_amount from the buyer into the new task's escrow. */
export async function postTask(db: Database, buyer: UserRow, input: TaskInput): Promise<Task> {
  assertPositiveWhole(input.required_workers, 'required_workers');
  assertPositiveWhole(input.payable_amount, 'payable_amount');
  const cost = taskCost(input.required_workers, input.payable_amount);
  if (cost > MAX_COIN_COLUMN) throw conflict(ALERTS.notEnoughCoin.text);
  return transaction(db, async (tx) => {
    const task = await reserveEscrow(tx, buyer.id, {
      title: input.task_title,
      detail: input.task_detail,
      requiredWorkers: input.required_workers,
      payableAmount: input.payable_amount,
      completionDate: input.completion_date,
      submissionInfo: input.submission_info,
      imageUrl: input.task_image_url,
      reviewDays: input.review_days ?? REVIEW_RULES.reviewDays.default,
    });
    await countOpenTasks(tx, [{ postedAt: task.createdAt, change: 1 }]);
    return toTask(task);
  });
}

async function findTaskRow(db: Database, taskId: string): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw notFound('The task');
  return row;
}

export async function getTask(db: Database, taskId: string): Promise<Task> {
  return toTask(await findTaskRow(db, taskId));
}

export async function updateTask(
  db: Database,
  buyer: UserRow,
  taskId: string,
  input: UpdateTaskBody,
): Promise<Task> {
  const task = await findTaskRow(db, taskId);
  if (task.buyerId !== buyer.id) throw forbidden('You can only edit your own tasks.');
  const [updated] = await db
    .update(tasks)
    .set({
      title: input.task_title,
      detail: input.task_detail,
      submissionInfo: input.submission_info,
    })
    .where(eq(tasks.id, taskId))
    .returning();
  if (!updated) throw notFound('The task');
  return toTask(updated);
}

export interface TaskRemoval {
  /** Coins returned to the buyer: the open slots plus the cancelled submissions. */
  refundedCoins: number;
  cancelledSubmissions: number;
  /** An open task closed by the removal: the caller records it (countOpenTasks) last. */
  closed: OpenTaskChange[];
}

/**
 * Removes a task the caller has locked: its open slots and its pending submissions (which
 * are cancelled, their workers notified) go back to the buyer. Approved and rejected
 * submissions stay as history.
 */
export async function removeTask(
  tx: Transaction,
  notify: Notify,
  task: TaskRow,
): Promise<TaskRemoval> {
  const { removed, cancelled, refundedCoins } = await refundTask(tx, task);
  for (const submission of cancelled) {
    await notify(submission.workerEmail, NOTIFICATION_TEXTS.taskDeleted(removed.title));
  }
  return {
    refundedCoins,
    cancelledSubmissions: cancelled.length,
    closed: removed.requiredWorkers > 0 ? [{ postedAt: removed.createdAt, change: -1 }] : [],
  };
}

/** The buyer who posted it, or an admin, deletes a task (see removeTask). */
export async function deleteTask(
  db: Database,
  actor: UserRow,
  taskId: string,
): Promise<TaskRemoval> {
  return transactionWithNotifications(db, async (tx, notify) => {
    // The buyer refunded before the task (the lock order, docs/money.md).
    const [posted] = await tx
      .select({ buyerId: tasks.buyerId })
      .from(tasks)
      .where(eq(tasks.id, taskId));
    if (!posted) throw notFound('The task');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, posted.buyerId)).for('update');
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!task) throw notFound('The task');
    if (actor.role !== 'admin' && task.buyerId !== actor.id) {
      throw forbidden('You can only delete your own tasks.');
    }
    // A rejection can be appealed, and an appeal must be answered: deleting the task would
    // refund its coins to the buyer and end both (docs/money.md#the-submission-lifecycle).
    if (actor.role !== 'admin') {
      const [underAppeal] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            eq(submissions.taskId, task.id),
            inArray(submissions.status, ['rejected', 'appealed']),
            gt(submissions.escrowCoins, 0),
          ),
        )
        .limit(1);
      if (underAppeal) throw conflict(RULE_MESSAGES.taskUnderAppeal);
    }
    const removal = await removeTask(tx, notify, task);
    await countOpenTasks(tx, removal.closed);
    return removal;
  });
}

const newestFirst = [descending(tasks.createdAt), descending(tasks.id)];

/** Tasks that still need workers, newest first (index tasks_available_created_idx). */
export async function listOpenTasks(
  db: Database,
  window: PageWindow | undefined,
): Promise<Listing<Task>> {
  if (!window) {
    const rows = await db
      .select()
      .from(tasks)
      .where(isOpenTask)
      .orderBy(...newestFirst);
    return { items: rows.map(toTask), total: rows.length };
  }
  const { total, start } = await locateOpenTask(db, window.offset);
  if (!start) return { items: [], total };
  // From the page's first day on, skipping only that day's newer open tasks; the ids come
  // from the index alone (an index-only scan), the rows by their ids.
  const pageIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(isOpenTask, lt(tasks.createdAt, endOfDay(start.day))))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(start.skip);
  const rows = await db
    .select()
    .from(tasks)
    .where(inArray(tasks.id, pageIds))
    .orderBy(...newestFirst);
  return { items: rows.map(toTask), total };
}

/**
 * The best-paying open tasks for the landing page (index tasks_featured_idx), without the
 * buyer's e-mail: the answer is public.
 */
export async function featuredTasks(db: Database): Promise<PublicTask[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(isOpenTask)
    .orderBy(descending(tasks.payableAmount), descending(tasks.createdAt))
    .limit(FEATURED_TASKS_COUNT);
  return rows.map((row) => {
    const { buyer_email: _privateEmail, review_days: _reviewTerms, ...publicTask } = toTask(row);
    return publicTask;
  });
}

/** Every task, open or filled, newest first: the admin's list. */
export async function listAllTasks(
  db: Database,
  window: PageWindow | undefined,
): Promise<Listing<Task>> {
  const rows = await inWindow(
    db
      .select()
      .from(tasks)
      .orderBy(...newestFirst)
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(tasks);
  return { items: rows.map(toTask), total: total?.value ?? 0 };
}

export async function listBuyerTasks(
  db: Database,
  buyerId: string,
  window: PageWindow | undefined,
): Promise<Listing<Task>> {
  const ofBuyer = eq(tasks.buyerId, buyerId);
  const rows = await inWindow(
    db
      .select()
      .from(tasks)
      .where(ofBuyer)
      .orderBy(...newestFirst)
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(tasks).where(ofBuyer);
  return { items: rows.map(toTask), total: total?.value ?? 0 };
}
