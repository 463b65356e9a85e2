/** Tasks: posting with escrow, editing, deleting with refunds, and the task lists. */
import { and, count, eq, getTableColumns, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';

import type { PublicTask, Task, UpdateTaskBody } from '@contract/schemas/tasks';
import { FEATURED_TASKS_COUNT } from '@contract/constants';
import { ALERTS, NOTIFICATION_TEXTS, RULE_MESSAGES } from '@contract/messages';
import { taskCost } from '@contract/money';
import { RATE_SCALE } from '@contract/reputation';
import { REVIEW_RULES } from '@contract/review';
import type { TableQuery } from '@contract/tables';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { submissions, tasks, users, userStats } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { refundTask, reserveEscrow } from '@server/money/moves';
import { type Notify, transactionWithNotifications } from './notifications';
import {
  countOpenTasks,
  endOfDay,
  isOpenTask,
  locateOpenTask,
  type OpenTaskChange,
  openTaskTotal,
} from './openTasks';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import { isDefaultOrder, isFiltered, resolvedSort, tableFilter, tableOrder } from './tableQueries';
import { countTaskPosted } from './reputation';
import { MAX_COIN_COLUMN, type TaskRow, type CallerRecord } from './rows';

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
export async function postTask(db: Database, buyer: CallerRecord, input: TaskInput): Promise<Task> {
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
    await countTaskPosted(tx, buyer.id);
    await countOpenTasks(tx, [{ postedAt: task.createdAt, buyerId: buyer.id, change: 1 }]);
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
  buyer: CallerRecord,
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
    closed:
      removed.requiredWorkers > 0
        ? [{ postedAt: removed.createdAt, buyerId: removed.buyerId, change: -1 }]
        : [],
  };
}

/** The buyer who posted it, or an admin, deletes a task (see removeTask). */
export async function deleteTask(
  db: Database,
  actor: CallerRecord,
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

/** The worker's task list's sort and filters (docs/product.md#tables). */
export type OpenTasksFilter = TableQuery<'openTasks'> & { min_approval?: number };

/**
 * Tasks that still need workers, newest first (index tasks_available_created_idx), or by
 * the buyer's approval (listOpenTasksByApproval), or as the filter asks (listFilteredOpenTasks).
 */
export async function listOpenTasks(
  db: Database,
  window: PageWindow | undefined,
  filter: OpenTasksFilter = {},
): Promise<Listing<Task>> {
  if (
    !isDefaultOrder('openTasks', filter) ||
    isFiltered(filter) ||
    filter.min_approval !== undefined
  ) {
    if (!isFiltered(filter) && resolvedSort('openTasks', filter).sort === 'buyerApproval') {
      return listOpenTasksByApproval(db, window, filter);
    }
    return listFilteredOpenTasks(db, window, filter);
  }
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
 * Open tasks in any sort, searched by title, of buyers approving at least `min_approval`
 * percent (their buyer_approval_rate, in RATE_SCALE); the total counts what the filter keeps.
 */
async function listFilteredOpenTasks(
  db: Database,
  window: PageWindow | undefined,
  filter: OpenTasksFilter,
): Promise<Listing<Task>> {
  const where = and(
    isOpenTask,
    tableFilter('openTasks', filter),
    filter.min_approval === undefined
      ? undefined
      : gte(userStats.buyerApprovalRate, minRateOf(filter) ?? 0),
  );
  const byBuyerStats = eq(userStats.userId, tasks.buyerId);
  const countMatches = async () => {
    // Not searched: every open task is in the list, and their total is kept per day, or the
    // filter keeps whole buyers, whose open tasks are counted. A search counts its matches
    // (its trigram index finds them, docs/performance.md).
    if (!isFiltered(filter)) {
      const minRate = minRateOf(filter);
      return minRate === undefined ? openTaskTotal(db) : openTasksOfBuyers(db, atLeast(minRate));
    }
    const [counted] = await db
      .select({ value: count() })
      .from(tasks)
      .leftJoin(userStats, byBuyerStats)
      .where(where);
    return counted?.value ?? 0;
  };
  const [rows, total] = await Promise.all([
    inWindow(
      db
        .select(getTableColumns(tasks))
        .from(tasks)
        .leftJoin(userStats, byBuyerStats)
        .where(where)
        .orderBy(...tableOrder('openTasks', filter))
        .$dynamic(),
      window,
    ),
    countMatches(),
  ]);
  return { items: rows.map(toTask), total };
}

/** min_approval (percent) as a buyer_approval_rate (RATE_SCALE). */
function minRateOf(filter: OpenTasksFilter): number | undefined {
  return filter.min_approval === undefined
    ? undefined
    : Math.ceil((filter.min_approval * RATE_SCALE) / 100);
}

/** Which buyers' open tasks (user_stats rows with open_tasks > 0, see openTasks.ts). */
const atLeast = (minRate: number): SQL => sql`${userStats.buyerApprovalRate} >= ${minRate}`;
const rated: SQL = sql`${userStats.buyerApprovalRate} is not null`;
const stillNew: SQL = sql`${userStats.buyerApprovalRate} is null`;

/** How many open tasks the buyers have: a sum over the buyers, not a count of their tasks. */
async function openTasksOfBuyers(db: Database, buyers: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${userStats.openTasks})` })
    .from(userStats)
    .where(and(gt(userStats.openTasks, 0), buyers));
  return Number(row?.total ?? 0);
}

interface IdRow extends Record<string, unknown> {
  id: string;
}

/**
 * The ids of the buyers' open tasks in the list's order, one window of them: buyers by rate
 * then id (user_stats_open_buyers_idx), each buyer's tasks newest first read from
 * tasks_buyer_created_idx, so a page reads about its own rows however many tasks are open.
 * Ascending reads both indexes backwards.
 */
async function openTaskIdsOfBuyers(
  db: Database,
  buyers: SQL,
  order: 'asc' | 'desc',
  window: { limit: number | undefined; offset: number },
): Promise<string[]> {
  // As the indexes store them (DESC NULLS LAST, read backwards ASC NULLS FIRST): the planner
  // matches an order to an index with its NULLs placement, even on columns without NULLs.
  // Within one segment every rate is null or none is, so the placement changes no order.
  const direction = order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const result = await db.execute<IdRow>(sql`
    select buyer_task.id
    from ${userStats}
    cross join lateral (
      select ${tasks.id} as id, ${tasks.createdAt} as created_at
      from ${tasks}
      where ${tasks.buyerId} = ${userStats.userId} and ${isOpenTask}
      order by ${tasks.createdAt} ${direction}, ${tasks.id} ${direction}
    ) as buyer_task
    where ${userStats.openTasks} > 0 and ${buyers}
    order by ${userStats.buyerApprovalRate} ${direction}, ${userStats.userId} ${direction},
             buyer_task.created_at ${direction}, buyer_task.id ${direction}
    ${window.limit === undefined ? sql`` : sql`limit ${window.limit}`}
    offset ${window.offset}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: IdRow[] }).rows) as IdRow[];
  return rows.map((row) => row.id);
}

/**
 * Open tasks by the buyer's approval rate (docs/product.md#reputation), not searched: buyers
 * with a rate in its order, then (without min_approval) the new buyers; each buyer's tasks
 * newest first. The total is a sum over the buyers (user_stats.open_tasks) or, for every
 * open task, the day counts.
 */
async function listOpenTasksByApproval(
  db: Database,
  window: PageWindow | undefined,
  filter: OpenTasksFilter,
): Promise<Listing<Task>> {
  const { order } = resolvedSort('openTasks', filter);
  const minRate = minRateOf(filter);
  const segments = minRate === undefined ? [rated, stillNew] : [atLeast(minRate)];
  const ids: string[] = [];
  let skip = window?.offset ?? 0;
  for (const [index, buyers] of segments.entries()) {
    const room = window === undefined ? undefined : window.limit - ids.length;
    if (room === 0) break;
    const found = await openTaskIdsOfBuyers(db, buyers, order, { limit: room, offset: skip });
    ids.push(...found);
    const isLast = index === segments.length - 1;
    if (found.length > 0 || isLast || skip === 0) {
      skip = 0;
    } else {
      // The window starts past this segment: skip what it holds in the next one.
      skip = Math.max(0, skip - (await openTasksOfBuyers(db, buyers)));
    }
  }
  const [rows, total] = await Promise.all([
    ids.length === 0 ? [] : db.select().from(tasks).where(inArray(tasks.id, ids)),
    minRate === undefined ? openTaskTotal(db) : openTasksOfBuyers(db, atLeast(minRate)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTask(row)] : [];
  });
  return { items, total };
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

/** Every task, open or filled, newest first unless another sort is asked: the admin's list. */
export async function listAllTasks(
  db: Database,
  window: PageWindow | undefined,
  query: TableQuery<'manageTasks'> = {},
): Promise<Listing<Task>> {
  const where = tableFilter('manageTasks', query);
  const rows = await inWindow(
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...tableOrder('manageTasks', query))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(tasks).where(where);
  return { items: rows.map(toTask), total: total?.value ?? 0 };
}

export async function listBuyerTasks(
  db: Database,
  buyerId: string,
  window: PageWindow | undefined,
  query: TableQuery<'myTasks'> = {},
): Promise<Listing<Task>> {
  const where = and(eq(tasks.buyerId, buyerId), tableFilter('myTasks', query));
  const rows = await inWindow(
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...tableOrder('myTasks', query))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(tasks).where(where);
  return { items: rows.map(toTask), total: total?.value ?? 0 };
}
