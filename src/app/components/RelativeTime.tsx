/**
 * A moment as people read it (docs/product.md#numbers-and-dates): "2 hours ago" while it is
 * recent, its date after a week, and the exact date and time on hover and for assistive
 * technology (`<time datetime>` with a title).
 */
import { formatDateTime } from '@app/format/dates';
import { fullTime, relativeTime } from '@app/format/relativeTime';
import { useNow } from '@app/hooks/useNow';
import { useReaderTimeZone } from '@app/session/drawnPage';

/** Older than this, a moment shows as its date. */
const RECENT_MS = 7 * 24 * 3600 * 1000;

interface RelativeTimeProps {
  /** An ISO timestamp. */
  time: string;
  /** The moment it is compared with: `useNow()` unless a list passes one for every row. */
  now?: Date;
}

export function RelativeTime({ time, now }: RelativeTimeProps) {
  const timeZone = useReaderTimeZone();
  const clock = useNow();
  const at = now ?? clock;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return <>{time}</>;
  const recent = Math.abs(at.getTime() - date.getTime()) < RECENT_MS;
  return (
    <time dateTime={date.toISOString()} title={fullTime(date, timeZone)}>
      {recent ? relativeTime(date, at) : formatDateTime(time, timeZone)}
    </time>
  );
}
