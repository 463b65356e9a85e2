/** The figures of a chart and its table alternative, in one shape for both. */
import { formatCalendarDate } from '@app/format/dates';

export interface ChartPoint {
  /** The day (`YYYY-MM-DD`) or the first day of the week. */
  day: string;
  /** The day or week as the axis and the table show it. */
  label: string;
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  label: string;
}

const DAYS_PER_WEEK = 7;

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Jun 3" for `2030-06-03`, read as that same UTC day everywhere. */
export function shortDayLabel(day: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? day : shortDay.format(parsed);
}

/** One point per day, from the server's per-day entries. */
export function pointsByDay<Entry extends { day: string }>(
  entries: readonly Entry[],
  keys: readonly (keyof Entry & string)[],
): ChartPoint[] {
  return entries.map((entry) => ({
    day: entry.day,
    label: shortDayLabel(entry.day),
    values: Object.fromEntries(keys.map((key) => [key, Number(entry[key])])),
  }));
}

/** One point per 7 days, counted back from the last day, so the latest week is a whole one. */
export function pointsByWeek(daily: readonly ChartPoint[]): ChartPoint[] {
  const weeks: ChartPoint[] = [];
  for (let end = daily.length; end > 0; end -= DAYS_PER_WEEK) {
    const days = daily.slice(Math.max(0, end - DAYS_PER_WEEK), end);
    const [first] = days;
    if (!first) break;
    const values: Record<string, number> = {};
    for (const day of days) {
      for (const [key, value] of Object.entries(day.values)) {
        values[key] = (values[key] ?? 0) + value;
      }
    }
    weeks.unshift({ day: first.day, label: shortDayLabel(first.day), values });
  }
  return weeks;
}

/** The sum of one series over every point. */
export function totalOf(points: readonly ChartPoint[], key: string): number {
  return points.reduce((sum, point) => sum + (point.values[key] ?? 0), 0);
}

/** The largest value of one series. */
export function bestOf(points: readonly ChartPoint[], key: string): number {
  return points.reduce((best, point) => Math.max(best, point.values[key] ?? 0), 0);
}

/** The full date of a point, for the table's first column. */
export function fullDayLabel(day: string): string {
  return formatCalendarDate(day);
}
