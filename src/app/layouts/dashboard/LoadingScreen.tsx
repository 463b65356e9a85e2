import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

import { BRAND } from '@contract/constants';
import { DASHBOARD_COPY } from '@contract/copy/dashboard';

interface LoadingScreenProps {
  /** The whole viewport (before the frame exists) or the content area only. */
  fullScreen?: boolean;
}

/** A spinner with a name screen readers announce. */
export function LoadingScreen({ fullScreen }: LoadingScreenProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : '40vh',
      }}
    >
      {fullScreen && <title>{`${DASHBOARD_COPY.title} - ${BRAND}`}</title>}
      <CircularProgress aria-label={DASHBOARD_COPY.loading} />
    </Box>
  );
}
