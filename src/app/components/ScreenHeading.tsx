import Typography from '@mui/material/Typography';

import { BRAND } from '@contract/constants';

/** A dashboard screen's heading, which also names the browser tab. */
export function ScreenHeading({ children }: { children: string }) {
  return (
    <>
      <title>{`${children} - ${BRAND}`}</title>
      <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {children}
      </Typography>
    </>
  );
}
