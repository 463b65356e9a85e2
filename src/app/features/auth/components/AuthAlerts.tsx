/**
 * Shows the auth machine's outcomes as alerts (spec §8): a failure's title and text, or a
 * success message. Each new outcome is shown once, whichever screen started the action.
 */
import Box from '@mui/material/Box';
import { enqueueSnackbar } from 'notistack';
import { useContext, useEffect } from 'react';

import { ALERT_AUTO_HIDE_MS } from '../../../../contract/constants';
import { AuthActorContext } from '../authActorContext';
import type { AuthAlert } from '../machines/authMachine';

function AlertMessage({ title, text }: AuthAlert) {
  return (
    <Box>
      {title && (
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
      )}
      <Box component="span">{text}</Box>
    </Box>
  );
}

export function AuthAlerts() {
  const actor = useContext(AuthActorContext);
  useEffect(() => {
    if (!actor) return undefined;
    let { error, notice } = actor.getSnapshot().context;
    const subscription = actor.subscribe(({ context }) => {
      if (context.error && context.error !== error) {
        enqueueSnackbar(<AlertMessage {...context.error} />, {
          variant: 'error',
          autoHideDuration: ALERT_AUTO_HIDE_MS,
        });
      }
      if (context.notice && context.notice !== notice) {
        enqueueSnackbar(context.notice, {
          variant: 'success',
          autoHideDuration: ALERT_AUTO_HIDE_MS,
        });
      }
      ({ error, notice } = context);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}
