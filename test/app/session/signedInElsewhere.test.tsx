/**
 * A public page open in one tab while the person signs in or out in another: the root session
 * follows the signed-in hint the other tab writes (docs/architecture.md#the-client), so the page
 * asks for the identity provider once someone is signed in, without a reload.
 */
import { act, render, screen } from '@testing-library/react';

import { AuthActorContext, RequestAuthActorContext } from '@app/features/auth/authActorContext';
import { SessionProvider } from '@app/providers/SessionProvider';
import {
  HINT_KEY,
  SIGNED_IN_HINT_ATTRIBUTE,
  useCurrentUser,
  writeSignedInHint,
} from '@app/session/currentUser';
import { SESSION_KEY } from '@app/session/rememberedSession';
import { buyer, rememberSession } from '@test/app/support/accountWorld';

function Status() {
  const current = useCurrentUser();
  return (
    <p>{`${current.status}${current.status === 'signedIn' ? ` as ${current.identity.email ?? ''}` : ''}`}</p>
  );
}

/** The root session of a public page, before its auth actor has loaded. */
function openPublicPage() {
  const requestAuthActor = jest.fn();
  render(
    <RequestAuthActorContext.Provider value={requestAuthActor}>
      <AuthActorContext.Provider value={undefined}>
        <SessionProvider>
          <Status />
        </SessionProvider>
      </AuthActorContext.Provider>
    </RequestAuthActorContext.Provider>,
  );
  return { requestAuthActor };
}

/** What the browser tells this tab when another tab of it changes a stored value. */
function anotherTabWrites(key: string | null, value: string | null) {
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  writeSignedInHint(false);
});

test('a visitor’s page shows the person who signed in in another tab, and asks for the provider', () => {
  const { requestAuthActor } = openPublicPage();
  expect(screen.getByText('signedOut')).toBeInTheDocument();
  expect(requestAuthActor).not.toHaveBeenCalled();

  rememberSession(buyer);
  anotherTabWrites(HINT_KEY, '1');

  expect(screen.getByText(`signedIn as ${buyer.email}`)).toBeInTheDocument();
  expect(requestAuthActor).toHaveBeenCalled();
  expect(document.documentElement).toHaveAttribute(SIGNED_IN_HINT_ATTRIBUTE);
});

test('without a remembered session yet, the page waits for the provider instead of showing the links', () => {
  const { requestAuthActor } = openPublicPage();

  anotherTabWrites(HINT_KEY, '1');

  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(requestAuthActor).toHaveBeenCalled();
});

test('signing out in another tab shows the visitor’s page again', () => {
  window.localStorage.setItem(HINT_KEY, '1');
  rememberSession(buyer);
  openPublicPage();
  expect(screen.getByText(`signedIn as ${buyer.email}`)).toBeInTheDocument();

  window.localStorage.removeItem(SESSION_KEY);
  anotherTabWrites(HINT_KEY, null);

  expect(screen.getByText('signedOut')).toBeInTheDocument();
  expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_HINT_ATTRIBUTE);
});

test('another tab clearing the whole storage counts as signing out', () => {
  window.localStorage.setItem(HINT_KEY, '1');
  rememberSession(buyer);
  openPublicPage();

  anotherTabWrites(null, null);

  expect(screen.getByText('signedOut')).toBeInTheDocument();
});
