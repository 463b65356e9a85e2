/**
 * "5 minutes ago" for a notification or a date column (DateWithAge), and the full date and time
 * for its title.
 */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const fullFormats = new Map<string, Intl.DateTimeFormat>();

export function relativeTime(time: Date, now: Date): string {
  const seconds = Math.round((time.getTime() - now.getTime()) / 1000);
  const { unit, seconds: size } = UNITS.find(
    (candidate) => Math.abs(seconds) >= candidate.seconds,
  ) ?? {
    unit: 'second',
    seconds: 1,
  };
  return relative.format(Math.trunc(seconds / size), unit);
}

/** In `timeZone` (an IANA name), or the reader's own when none is given. */
export function fullTime(time: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = fullFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone });
    fullFormats.set(key, format);
  }
  return format.format(time);
}
