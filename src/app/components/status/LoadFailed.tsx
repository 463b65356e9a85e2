import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Says what could not be loaded and offers to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshIcon />}
          onClick={onRetry}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
