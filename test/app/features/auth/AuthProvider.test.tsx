import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createActor } from 'xstate';

import { AuthProvider } from '@app/features/auth/AuthProvider';
import { authMachine } from '@app/features/auth/machines/authMachine';
import { useAuthSend, useAuthFlow } from '@app/features/auth/hooks/useAuth';
import { usersApi } from '@app/features/users/api/usersApi';
import {
  ServerRenderedPageContext,
  type ServerRenderedPageView,
} from '@app/session/serverRenderedPage';
import { rememberToken } from '@app/session/rememberedSession';
import { makeStore } from '@app/store/store';
import type { SignedInIdentity } from '@contract/entities';
import { ADA_EMAIL, setUpApiWorld } from '../../support/apiWorld';
import { ControlledAuthEffects } from '../../support/authEffects';

const ada: SignedInIdentity = {
  uid: 'uid-ada',
  displayName: 'Ada Quill',
  photoURL: '/uploads/ada.png',
  email: ADA_EMAIL,
};

setUpApiWorld();

function AccountStatus() {
  const { status, loading, identity } = useAuthFlow();
  const send = useAuthSend();
  return (
    <>
      <p>{`Status: ${status}${loading ? ' (busy)' : ''}`}</p>
      {identity && <p>{`Signed in as ${identity.displayName ?? ''}`}</p>}
      <button type="button" onClick={() => send({ type: 'LOGOUT' })}>
        Logout
      </button>
    </>
  );
}

function renderWithAuth(rendered?: ServerRenderedPageView) {
  const effects = new ControlledAuthEffects();
  const actor = createActor(authMachine.provide({ actors: effects.actors })).start();
  const store = makeStore();
  render(
    <Provider store={store}>
      <ServerRenderedPageContext.Provider value={rendered}>
        <AuthProvider actor={actor}>
          <AccountStatus />
        </AuthProvider>
      </ServerRenderedPageContext.Provider>
    </Provider>,
  );
  return { effects, store };
}

afterEach(() => window.localStorage.clear());

describe('AuthProvider', () => {
  it('shows loading until the provider reports, then who is signed in', async () => {
    const { effects } = renderWithAuth();
    expect(screen.getByText('Status: loading (busy)')).toBeInTheDocument();

    await act(() => effects.reportAuthState(ada));

    expect(screen.getByText('Status: signedIn')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ada Quill')).toBeInTheDocument();
  });

  it('logs out and clears the cached data of the person who left', async () => {
    const { effects, store } = renderWithAuth();
    await act(() => effects.reportAuthState(ada));
    await act(() => store.dispatch(usersApi.endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap());
    expect(store.getState().api?.queries).not.toEqual({});

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('Status: loading (busy)')).toBeInTheDocument();
    await act(() => effects.succeed('signOut'));

    expect(screen.getByText('Status: signedOut')).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().api?.queries).toEqual({}));
  });

  it('clears the cached data when another person takes over the session in another tab', async () => {
    // The provider can report the next person without a signed-out moment between them (another
    // tab signed out and in again before this one looked).
    const { effects, store } = renderWithAuth();
    await act(() => effects.reportAuthState(ada));
    await act(() => store.dispatch(usersApi.endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap());
    expect(store.getState().api?.queries).not.toEqual({});

    await act(() => effects.reportAuthState({ ...ada, uid: 'uid-bo', displayName: 'Bo Lind' }));

    expect(screen.getByText('Signed in as Bo Lind')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().api?.queries).toEqual({}));
  });

  const bo: SignedInIdentity = { ...ada, uid: 'uid-bo', displayName: 'Bo Lind' };

  it.each([
    ['a page the server rendered for them', 'nobody', 'server-rendered', null],
    ['a page the server rendered for them', 'another person', 'server-rendered', bo],
    ['the token remembered from their last visit', 'nobody', 'remembered', null],
    ['the token remembered from their last visit', 'another person', 'remembered', bo],
  ] as const)(
    'empties what the page holds of the person it started with (%s) when the provider then reports %s',
    async (_startedWith, _who, how, reported) => {
      // Ada signed out in another tab (and maybe Bo signed in) before this tab's provider loaded.
      if (how === 'remembered') {
        rememberToken({ identity: ada, idToken: 'ada-token', expiresAt: Date.now() + 3_600_000 });
      }
      const rendered =
        how === 'server-rendered'
          ? { identity: ada, timeZone: 'UTC', wide: true, now: Date.now() }
          : undefined;
      const { effects, store } = renderWithAuth(rendered);
      await act(() =>
        store.dispatch(usersApi.endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap(),
      );
      expect(store.getState().api?.queries).not.toEqual({});

      await act(() => effects.reportAuthState(reported));

      await waitFor(() => expect(store.getState().api?.queries).toEqual({}));
    },
  );

  it('keeps the cached data when the same person is reported again', async () => {
    const { effects, store } = renderWithAuth();
    await act(() => effects.reportAuthState(ada));
    await act(() => store.dispatch(usersApi.endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap());

    await act(() => effects.reportAuthState({ ...ada, displayName: 'Ada Q.' }));
    await act(() => import('@app/store/api'));

    expect(screen.getByText('Signed in as Ada Q.')).toBeInTheDocument();
    expect(store.getState().api?.queries).not.toEqual({});
  });

  it('keeps a Logout pressed before the provider has reported, and signs out once it has', async () => {
    // A returning person's avatar is rendered from the remembered session before Firebase loads.
    const { effects } = renderWithAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('Status: loading (busy)')).toBeInTheDocument();

    await act(() => effects.reportAuthState(ada));
    // Signing out, not signed in: the command waited for the actor and went through.
    expect(screen.getByText('Status: loading (busy)')).toBeInTheDocument();
    await act(() => effects.succeed('signOut'));

    expect(screen.getByText('Status: signedOut')).toBeInTheDocument();
  });
});
