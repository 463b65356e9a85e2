/**
 * Renders the client as it runs in the browser: a fresh real store, the real theme and
 * snackbar host, the real routes, inside a memory router at the given address. The identity
 * provider is the one thing faked: the auth machine runs with controlled effects
 * (authEffects.ts), and the provider reports nobody signed in unless told otherwise.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createActor } from 'xstate';

import { AppProviders } from '@app/App';
import { authMachine } from '@app/features/auth/machines/authMachine';
import { AppRoutes } from '@app/router';
import { makeStore } from '@app/store/store';
import type { SignedInIdentity } from '@contract/entities';
import { ControlledAuthEffects } from './authEffects';

export interface RenderAppOptions {
  /**
   * Whom the identity provider reports at start: nobody by default; 'pending' reports
   * nothing yet (the test calls `effects.reportAuthState` when it wants).
   */
  signedInAs?: SignedInIdentity | null | 'pending';
}

/** The address the app is at, as the browser's address bar would show it. */
export interface CurrentLocation {
  pathname: string;
}

function LocationProbe({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => onChange(pathname), [pathname, onChange]);
  return null;
}

export function renderApp(route = '/', { signedInAs = null }: RenderAppOptions = {}) {
  const store = makeStore();
  const user = userEvent.setup();
  const effects = new ControlledAuthEffects();
  const authActor = createActor(authMachine.provide({ actors: effects.actors })).start();
  if (signedInAs !== 'pending') void effects.reportAuthState(signedInAs);
  const location: CurrentLocation = { pathname: route };
  const view = render(
    <AppProviders store={store} authActor={authActor}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe
          onChange={(pathname) => {
            location.pathname = pathname;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user, effects, authActor, location, ...view };
}
