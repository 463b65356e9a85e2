/**
 * The open-task counts per posting day (open_task_days) and per buyer (user_stats.open_tasks)
 * against the tasks themselves.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '@server/db/client';
import { openTaskDays } from '@server/db/schema';

export interface DayCount extends Record<string, unknown> {
  day: string;
  open: number;
}

/** Open tasks per posting day (UTC), counted from the tasks. */
export async function countedOpenTaskDays(db: Database): Promise<DayCount[]> {
  const result = await db.execute<DayCount>(sql`
    select (created_at at time zone 'UTC')::date::text as day, count(*)::int as open
    from tasks where required_workers > 0 group by 1 order by 1`);
  return (Array.isArray(result) ? result : (result as { rows: DayCount[] }).rows) as DayCount[];
}

/** The kept counts (days with none left are dropped: their rows stay at 0). */
export async function keptOpenTaskDays(db: Database): Promise<DayCount[]> {
  const rows = await db.select().from(openTaskDays).orderBy(openTaskDays.day);
  return rows.filter((row) => row.open > 0);
}

export interface BuyerCount extends Record<string, unknown> {
  buyer: string;
  open: number;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Open tasks per buyer, counted from the tasks. */
export async function countedOpenTasksPerBuyer(db: Database): Promise<BuyerCount[]> {
  return rowsOf<BuyerCount>(
    await db.execute(sql`
      select buyer_id::text as buyer, count(*)::int as open
      from tasks where required_workers > 0 group by 1 order by 1`),
  );
}

/** The kept counts per buyer (a buyer with none left keeps a row at 0). */
export async function keptOpenTasksPerBuyer(db: Database): Promise<BuyerCount[]> {
  return rowsOf<BuyerCount>(
    await db.execute(sql`
      select user_id::text as buyer, open_tasks as open
      from user_stats where open_tasks <> 0 order by 1`),
  );
}

export async function expectOpenTaskCountsExact(db: Database): Promise<void> {
  expect(await keptOpenTaskDays(db)).toEqual(await countedOpenTaskDays(db));
  expect(await keptOpenTasksPerBuyer(db)).toEqual(await countedOpenTasksPerBuyer(db));
}
