/**
 * How long until a deadline, as people read it: "2 days", "5 hours", "12 minutes", in the largest
 * unit of which a whole one is left, rounded down (never more than is left). Under a minute, or
 * past, it is nothing: the deadline is due.
 */
const unitFormat = (unit: 'day' | 'hour' | 'minute') =>
  new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' });

const MINUTE_MS = 60 * 1000;
const UNITS: readonly { ms: number; format: Intl.NumberFormat }[] = [
  { ms: 24 * 60 * MINUTE_MS, format: unitFormat('day') },
  { ms: 60 * MINUTE_MS, format: unitFormat('hour') },
  { ms: MINUTE_MS, format: unitFormat('minute') },
];

/** The time left until `deadline` at `now`, or null when less than a minute is left. */
export function formatTimeLeft(deadline: Date, now: Date): string | null {
  const left = deadline.getTime() - now.getTime();
  const largest = UNITS.find(({ ms }) => left >= ms);
  return largest ? largest.format.format(Math.floor(left / largest.ms)) : null;
}
