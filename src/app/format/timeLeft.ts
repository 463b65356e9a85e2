/**
 * How long until a deadline, as people read it (docs/product.md#numbers-and-dates): the largest
 * unit of which a whole one is left and the next one down, "4 days 23 hours", "5 hours 12
 * minutes", "12 minutes", each rounded down. It never says more time than is left, and never less
 * by a whole unit of the largest: a 5-day window just opened reads "4 days 23 hours", not "4 days".
 * Under a minute, or past, it is nothing: the deadline is due.
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
  const largest = UNITS.findIndex(({ ms }) => left >= ms);
  const unit = UNITS[largest];
  if (!unit) return null;
  const whole = Math.floor(left / unit.ms);
  const text = unit.format.format(whole);
  const next = UNITS[largest + 1];
  const rest = next ? Math.floor((left - whole * unit.ms) / next.ms) : 0;
  return next && rest > 0 ? `${text} ${next.format.format(rest)}` : text;
}
