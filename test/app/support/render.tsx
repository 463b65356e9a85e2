/**
 * Renders the client as it runs in the browser: a fresh real store, the real theme and
 * snackbar host, the route table, in a memory data router at the given address. The identity
 * provider is the one thing faked: the auth machine runs with controlled effects
 * (authEffects.ts), and the provider reports nobody signed in unless told otherwise.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { createActor } from 'xstate';

import { AppProviders } from '@app/App';
import { authMachine } from '@app/features/auth/machines/authMachine';
import { AppRouterProvider, rememberedPerson } from '@app/dataRouter';
import { routes } from '@app/router';
import { routerContextFor } from '@app/routes/screenLoader';
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
  search: string;
}

export function renderApp(route = '/', { signedInAs = null }: RenderAppOptions = {}) {
  const store = makeStore();
  const user = userEvent.setup();
  const effects = new ControlledAuthEffects();
  const authActor = createActor(authMachine.provide({ actors: effects.actors })).start();
  if (signedInAs !== 'pending') void effects.reportAuthState(signedInAs);
  const router = createMemoryRouter(routes, {
    initialEntries: [route],
    getContext: () => routerContextFor({ dispatch: store.dispatch, person: rememberedPerson }),
  });
  const location: CurrentLocation = { pathname: route, search: '' };
  router.subscribe(({ location: { pathname, search } }) => {
    location.pathname = pathname;
    location.search = search;
  });
  /** The browser's Back (-1) and Forward (1) buttons. */
  const go = (delta: number) => act(() => router.navigate(delta));
  const view = render(
    <AppProviders store={store} authActor={authActor}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  const history = { back: () => go(-1), forward: () => go(1) };
  return { store, user, effects, authActor, location, history, ...view };
}
