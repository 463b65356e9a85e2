/**
 * notistack's snackbars, connected to the app's alerts (`notify`). Loaded after the page by
 * SnackbarHost, so notistack is not part of the first bundle.
 */
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

import { ALERT_AUTO_HIDE_MS, NOTICE_AUTO_HIDE_MS } from '@contract/constants';
import { type Alert, attachAlertSink, MAX_ALERTS_SHOWN } from './notify';

function alertContent({ title, text }: Alert) {
  if (!title) return text;
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      <Box component="span">{text}</Box>
    </Box>
  );
}

/**
 * A notice in the theme's primary colours, which carry their text at 4.5:1 or more in both schemes
 * (notistack's own blue carries white at about 3:1).
 */
const NoticeContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
  },
}));

function AlertSink() {
  // Runs after SnackbarProvider has mounted, which is when enqueueSnackbar starts working.
  useEffect(
    () =>
      attachAlertSink((alert) =>
        enqueueSnackbar(alertContent(alert), {
          variant: alert.variant,
          autoHideDuration: alert.variant === 'info' ? NOTICE_AUTO_HIDE_MS : ALERT_AUTO_HIDE_MS,
        }),
      ),
    [],
  );
  return null;
}

export function AlertSnackbars() {
  return (
    <SnackbarProvider
      maxSnack={MAX_ALERTS_SHOWN}
      autoHideDuration={ALERT_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={{ info: NoticeContent }}
    >
      <AlertSink />
    </SnackbarProvider>
  );
}
