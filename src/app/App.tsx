import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';

import { RouteFallback } from './components/RouteFallback';
import { SnackbarHost } from './components/SnackbarHost';
import { AuthProvider } from './features/auth/AuthProvider';
import type { AuthActorRef } from './features/auth/machines/authSelectors';
import { DrawnPageContext, type DrawnPageView } from './session/drawnPage';
import type { AppStore } from './store/store';
import { theme } from './theme/theme';

interface AppProvidersProps {
  store: AppStore;
  /** The page the server drew, which React's first draw must match. */
  drawn?: DrawnPageView;
  /** A ready auth actor (tests); without one the app's own loads after the page. */
  authActor?: AuthActorRef;
  children: ReactNode;
}

/**
 * Store, auth (loaded when a page asks for it), theme (light and dark, remembered) and snackbars
 * around the app. The session comes with the pages of the product (./router.tsx, ./LandingApp.tsx):
 * QA's Machine Lab has none.
 */
export function AppProviders({ store, authActor, drawn, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <DrawnPageContext.Provider value={drawn}>
        <AuthProvider actor={authActor}>
          <ThemeProvider theme={theme} defaultMode="system" noSsr disableTransitionOnChange>
            <CssBaseline enableColorScheme />
            {/* A part of a route whose code is on its way (a header's corner, a section). */}
            <Suspense fallback={<RouteFallback />}>{children}</Suspense>
            <SnackbarHost />
          </ThemeProvider>
        </AuthProvider>
      </DrawnPageContext.Provider>
    </Provider>
  );
}
