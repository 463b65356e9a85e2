/** Dates as the dashboard shows them, in US English like every other text. */
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** In `timeZone` (an IANA name), or the reader's own when none is given. */
function dateTimeIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    dateTimes.set(key, format);
  }
  return format;
}

/** A calendar date (`YYYY-MM-DD`, no time zone), shown as that same day everywhere. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed);
}

/**
 * A moment (ISO timestamp), in the reader's own time zone: the browser's, or the one a page rendered
 * on the server was rendered in (`useReaderTimeZone()`, which is the same browser's).
 */
export function formatDateTime(time: string, timeZone?: string): string {
  const parsed = new Date(time);
  return Number.isNaN(parsed.getTime()) ? time : dateTimeIn(timeZone).format(parsed);
}
