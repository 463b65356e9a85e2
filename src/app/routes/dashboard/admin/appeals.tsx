/**
 * /dashboard/appeals (docs/money.md#the-submission-lifecycle): every open appeal, for an admin to
 * decide in the buyer's place.
 */
import Typography from '@mui/material/Typography';

import { SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { APPEALS_COPY } from '@contract/copy/submissions';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { AppealsTable } from '@app/features/submissions/components/AppealsTable';

export function AppealsRoute() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.appeals}</ScreenHeading>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        {APPEALS_COPY.adminIntro}
      </Typography>
      <AppealsTable viewer="admin" />
    </>
  );
}
