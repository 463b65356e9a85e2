import Box from '@mui/material/Box';

import { LOADING_TEXT } from '@contract/copy/site';
import { visuallyHidden } from '../theme/visuallyHidden';

/** Holds the space of a route whose code is on its way. */
export function RouteFallback() {
  return (
    <Box role="status" sx={{ minHeight: '50vh' }}>
      <Box component="span" sx={visuallyHidden}>
        {LOADING_TEXT}
      </Box>
    </Box>
  );
}
