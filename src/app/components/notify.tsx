/**
 * The spec's alerts (§8) as snackbars that close after ALERT_AUTO_HIDE_MS: a success
 * message, or an error with an optional title over its text.
 */
import Box from '@mui/material/Box';
import { enqueueSnackbar } from 'notistack';

import { ALERT_AUTO_HIDE_MS } from '../../contract/constants';

export function notifySuccess(text: string): void {
  enqueueSnackbar(text, { variant: 'success', autoHideDuration: ALERT_AUTO_HIDE_MS });
}

export function notifyError(text: string, title?: string): void {
  const message = title ? (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      <Box component="span">{text}</Box>
    </Box>
  ) : (
    text
  );
  enqueueSnackbar(message, { variant: 'error', autoHideDuration: ALERT_AUTO_HIDE_MS });
}
