import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { COMMON_COPY } from '@contract/copy/common';
import { LOAD_ERROR_MAX_WIDTH_PX } from '@app/theme/landingDimensions';

/** Says a section's data could not be loaded and offers to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ maxWidth: LOAD_ERROR_MAX_WIDTH_PX, mx: 'auto', alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {COMMON_COPY.tryAgain}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
