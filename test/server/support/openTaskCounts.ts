/** The open-task counts per posting day (open_task_days) against the tasks themselves. */
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

export async function expectOpenTaskCountsExact(db: Database): Promise<void> {
  expect(await keptOpenTaskDays(db)).toEqual(await countedOpenTaskDays(db));
}
