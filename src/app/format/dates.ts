/** Dates as the dashboard shows them, in US English like every other text. */
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date (`YYYY-MM-DD`, no time zone), shown as that same day everywhere. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed);
}

/** A moment (ISO timestamp), in the reader's own time zone. */
export function formatDateTime(time: string): string {
  const parsed = new Date(time);
  return Number.isNaN(parsed.getTime()) ? time : dateTime.format(parsed);
}
