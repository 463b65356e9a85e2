import { lazy, Suspense } from 'react';

import { ALERT_AUTO_HIDE_MS } from '../../contract/constants';
import { usePageLoaded } from '../hooks/usePageLoaded';

const SnackbarProvider = lazy(() =>
  import(/* webpackChunkName: "notistack" */ 'notistack').then((module) => ({
    default: module.SnackbarProvider,
  })),
);

/**
 * Hosts the snackbars. It loads after the page, as a sibling of the app; show a message with
 * `enqueueSnackbar` imported from 'notistack'.
 */
export function SnackbarHost() {
  const pageLoaded = usePageLoaded();
  if (!pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={ALERT_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      />
    </Suspense>
  );
}
