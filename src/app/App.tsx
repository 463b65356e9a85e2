import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';

import { SnackbarHost } from './components/SnackbarHost';
import { AppRoutes } from './router';
import type { AppStore } from './store/store';
import { theme } from './theme/theme';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, theme (light and dark, remembered) and snackbars around any router. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme} defaultMode="system" noSsr disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        {children}
        <SnackbarHost />
      </ThemeProvider>
    </Provider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
