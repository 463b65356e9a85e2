import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';

import { RouteFallback } from './components/RouteFallback';
import { SnackbarHost } from './components/SnackbarHost';
import { AuthProvider } from './features/auth/AuthProvider';
import type { AuthActorRef } from './features/auth/machines/authSelectors';
import {
  ServerRenderedPageContext,
  type ServerRenderedPageView,
} from './session/serverRenderedPage';
import type { AppStore } from './store/store';
import { theme } from './theme/theme';

interface AppProvidersProps {
  store: AppStore;
  /** The page the server rendered, which React's first render must match. */
  rendered?: ServerRenderedPageView;
  /** A ready auth actor (tests); without one the app's own loads after the page. */
  authActor?: AuthActorRef;
  children: ReactNode;
}

/**
 * Store, auth (loaded when a page asks for it), theme (light and dark, remembered) and snackbars
 * around the app. The session comes with the pages of the product (./router.tsx, ./LandingApp.tsx):
 * QA's Machine Lab has none.
 */
export function AppProviders({ store, authActor, rendered, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ServerRenderedPageContext.Provider value={rendered}>
        <AuthProvider actor={authActor}>
          <ThemeProvider theme={theme} defaultMode="system" noSsr disableTransitionOnChange>
            <CssBaseline enableColorScheme />
            {/* A part of a route whose code is on its way (a header's corner, a section). */}
            <Suspense fallback={<RouteFallback />}>{children}</Suspense>
            <SnackbarHost />
          </ThemeProvider>
        </AuthProvider>
      </ServerRenderedPageContext.Provider>
    </Provider>
  );
}
