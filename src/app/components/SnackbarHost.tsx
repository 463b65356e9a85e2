import { lazy, Suspense, useSyncExternalStore } from 'react';

import { usePageLoaded } from '../hooks/usePageLoaded';
import { anyAlertRaised, subscribeToFirstAlert } from './notify';

const AlertSnackbars = lazy(() =>
  import(/* webpackChunkName: "notistack" */ './AlertSnackbars').then((module) => ({
    default: module.AlertSnackbars,
  })),
);

/**
 * Hosts the snackbars that show the app's alerts, as a sibling of the app. They load with
 * the first alert, never before the page has loaded: most visits raise none. Raise an alert
 * with `notifySuccess` / `notifyError` from './notify'.
 */
export function SnackbarHost() {
  const pageLoaded = usePageLoaded();
  const needed = useSyncExternalStore(subscribeToFirstAlert, anyAlertRaised, () => false);
  if (!pageLoaded || !needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertSnackbars />
    </Suspense>
  );
}
