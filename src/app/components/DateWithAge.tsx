/**
 * A moment in a list's date column (docs/product.md#numbers-and-dates): its date and time in the
 * reader's time zone, and how long ago it was below it in secondary text ("2 hours ago"); the full
 * date and time on hover and for assistive technology (`<time datetime>` with a title).
 */
import Box from '@mui/material/Box';

import { formatDateTime } from '@app/format/dates';
import { fullTime, relativeTime } from '@app/format/relativeTime';
import { useNow } from '@app/hooks/useNow';
import { useReaderTimeZone } from '@app/session/serverRenderedPage';

interface DateWithAgeProps {
  /** An ISO timestamp. */
  time: string;
}

export function DateWithAge({ time }: DateWithAgeProps) {
  const timeZone = useReaderTimeZone();
  const now = useNow();
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return <>{time}</>;
  return (
    // One box, so that a phone's stacked cell keeps both lines together beside the column's name.
    <Box component="span" sx={{ display: 'inline-block' }}>
      <time dateTime={date.toISOString()} title={fullTime(date, timeZone)}>
        {formatDateTime(time, timeZone)}
      </time>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
        {relativeTime(date, now)}
      </Box>
    </Box>
  );
}
