/**
 * Why Request changes is disabled once the buyer has asked as often as the rules allow
 * (docs/money.md#the-submission-lifecycle). A disabled button cannot be focused, so the reason is
 * shown beside it, and the button names it as its description.
 */
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

import { REQUEST_CHANGES_COPY } from '@contract/copy/submissions';

export function NoRoundsLeft({ id, sx }: { id: string; sx?: SxProps<Theme> }) {
  return (
    <Typography
      id={id}
      variant="body2"
      sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {REQUEST_CHANGES_COPY.noRoundsLeft}
    </Typography>
  );
}
