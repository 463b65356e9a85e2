import { lazy, Suspense } from 'react';

import { usePageLoaded } from '../hooks/usePageLoaded';

const AlertSnackbars = lazy(() =>
  import(/* webpackChunkName: "notistack" */ './AlertSnackbars').then((module) => ({
    default: module.AlertSnackbars,
  })),
);

/**
 * Hosts the snackbars that show the app's alerts. It loads after the page, as a sibling of
 * the app; raise an alert with `notifySuccess` / `notifyError` from './notify'.
 */
export function SnackbarHost() {
  const pageLoaded = usePageLoaded();
  if (!pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <AlertSnackbars />
    </Suspense>
  );
}
