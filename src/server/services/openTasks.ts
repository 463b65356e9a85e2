/**
 * Open tasks (tasks with a slot left) counted per day they were posted (UTC), in
 * `open_task_days`. The task list's total is the sum of a few hundred day rows instead of a
 * count over every open task, and a page deep in the list is found from the day it starts
 * on, so only that day's newer open tasks are skipped, not all of them.
 *
 * Each buyer's open tasks are counted too (user_stats.open_tasks), for the task list by buyer
 * approval (services/tasks.ts).
 *
 * Every transaction that opens or closes tasks records it with `countOpenTasks`, as its LAST
 * statement: the day rows are shared, and a transaction holding one must not wait for any
 * other lock (that could deadlock); several days are changed in day order for the same reason.
 * The buyers' user_stats rows come just before the days, in user id order, as reputation
 * counting takes them earlier in the same transactions (docs/money.md#lock-order).
 */
import { eq, gt, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../db/client';
import { openTaskDays, tasks, userStats } from '../db/schema';

export const isOpenTask = gt(tasks.requiredWorkers, 0);

/** A task opened (+1: posted, or a slot came back to a full task) or closed (−1). */
export interface OpenTaskChange {
  /** When the task was posted: it is counted on that UTC day. */
  postedAt: Date;
  /** Whose task it is: counted in their user_stats.open_tasks. */
  buyerId: string;
  change: 1 | -1;
}

/** Net changes per key, in key order (ascending user id, day). */
function netChanges(
  changes: readonly OpenTaskChange[],
  keyOf: (change: OpenTaskChange) => string,
): [string, number][] {
  const byKey = new Map<string, number>();
  for (const change of changes) {
    byKey.set(keyOf(change), (byKey.get(keyOf(change)) ?? 0) + change.change);
  }
  return [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const dayOf = (postedAt: Date) => postedAt.toISOString().slice(0, 10);

export async function countOpenTasks(
  tx: Transaction,
  changes: readonly OpenTaskChange[],
): Promise<void> {
  for (const [buyerId, change] of netChanges(changes, (task) => task.buyerId)) {
    if (change > 0) {
      await tx
        .insert(userStats)
        .values({ userId: buyerId, openTasks: change })
        .onConflictDoUpdate({
          target: userStats.userId,
          set: { openTasks: sql`${userStats.openTasks} + ${change}` },
        });
    } else if (change < 0) {
      // No row when the buyer's account is being deleted with its tasks (the row goes with it).
      await tx
        .update(userStats)
        .set({ openTasks: sql`${userStats.openTasks} + ${change}` })
        .where(eq(userStats.userId, buyerId));
    }
  }
  for (const [day, change] of netChanges(changes, (task) => dayOf(task.postedAt))) {
    if (change > 0) {
      await tx
        .insert(openTaskDays)
        .values({ day, open: change })
        .onConflictDoUpdate({
          target: openTaskDays.day,
          set: { open: sql`${openTaskDays.open} + ${change}` },
        });
    } else if (change < 0) {
      // A closing task was counted when it opened, so its day's row is there.
      const [counted] = await tx
        .update(openTaskDays)
        .set({ open: sql`${openTaskDays.open} + ${change}` })
        .where(eq(openTaskDays.day, day))
        .returning({ day: openTaskDays.day });
      if (!counted) throw new Error(`No open tasks were counted on ${day}.`);
    }
  }
}

export interface OpenTaskPosition {
  total: number;
  /** Where the open task at the offset is: on this day, after `skip` newer ones of it. */
  start: { day: string; skip: number } | undefined;
}

interface PositionRow extends Record<string, unknown> {
  day: string;
  skip: number | string;
  total: number | string;
}

/** The total, and the day on which the open task at `offset` (0 = the newest) was posted. */
export async function locateOpenTask(db: Database, offset: number): Promise<OpenTaskPosition> {
  const result = await db.execute<PositionRow>(sql`
    select day::text as day, ${offset} - newer as skip, total
    from (
      select day, open,
             coalesce(sum(open) over (order by day desc
                                      rows between unbounded preceding and 1 preceding), 0) as newer,
             sum(open) over () as total
      from ${openTaskDays}
      where open > 0
    ) as days
    where newer + open > ${offset}
    order by day desc
    limit 1`);
  const [found] = (
    Array.isArray(result) ? result : (result as { rows: PositionRow[] }).rows
  ) as PositionRow[];
  if (found) {
    return { total: Number(found.total), start: { day: found.day, skip: Number(found.skip) } };
  }
  return { total: await openTaskTotal(db), start: undefined };
}

export async function openTaskTotal(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${openTaskDays.open})` })
    .from(openTaskDays);
  return Number(row?.total ?? 0);
}

/** The first instant after `day` (UTC): tasks posted before it are on that day or earlier. */
export const endOfDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
