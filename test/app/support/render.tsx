/**
 * Renders the client as it runs in the browser: a fresh real store, the real theme and
 * snackbar host, the real routes, inside a memory router at the given address.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { AppProviders } from '../../../src/app/App';
import { AppRoutes } from '../../../src/app/router';
import { makeStore } from '../../../src/app/store/store';

export function renderApp(route = '/') {
  const store = makeStore();
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...view };
}
