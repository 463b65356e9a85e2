/**
 * The people of the account tests, their user records answered by GET /user at the network
 * boundary, and the app rendered with them signed in (or not). Each test's API cache is
 * reset afterwards, which also ends the notification feed.
 */
import { act } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { rememberPerson, rememberToken } from '@app/session/rememberedSession';
import { api } from '@app/store/api';
import { idTokenBeforeProvider, setIdTokenGetter } from '@app/store/baseQuery';
import type { SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { ada, ADA_EMAIL, setUpApiWorld } from './apiWorld';
import { allowScrolling } from './browser';
import { renderApp, type RenderAppOptions } from './render';
import { allowForLazySections, PRELOAD_TIMEOUT_MS, preloadDashboard } from './lazyModules';

export const buyer: User = ada;
export const worker: User = {
  _id: 'user-bo',
  name: 'Bo Reed',
  email: 'bo@coinwork.test',
  photo: '/images/bo.png',
  role: 'worker',
  availableCoin: 35,
};
export const admin: User = {
  _id: 'user-cleo',
  name: 'Cleo Vance',
  email: 'cleo@coinwork.test',
  photo: '/images/cleo.png',
  role: 'admin',
  availableCoin: 0,
};

/** What the identity provider knows of a person with this user record. */
export function identityOf(user: User): SignedInIdentity {
  return {
    uid: `uid-${user._id}`,
    displayName: user.name,
    photoURL: user.photo,
    email: user.email,
  };
}

/**
 * The browser remembers `person`'s session from the last visit, with a token an hour from its
 * end, and the API uses it until the identity provider answers (@app/session/rememberedSession).
 */
export function rememberSession(person: User, idToken = 'remembered-token'): void {
  const identity = identityOf(person);
  rememberToken({ identity, idToken, expiresAt: Date.now() + 3_600_000 });
  rememberPerson(identity, person.role);
  setIdTokenGetter(idTokenBeforeProvider);
}

/** MUI's `up('md')` queries match: the screen is a desktop's. */
export function onDesktopScreen(): void {
  const original = window.matchMedia;
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        ...original(query),
        matches: /min-width/.test(query),
        media: query,
      }),
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: original });
  });
}

export function setUpAccountWorld() {
  const world = setUpApiWorld();
  const records = [buyer, worker, admin];
  let reset: (() => void) | undefined;

  beforeAll(allowScrolling);
  allowForLazySections();
  beforeAll(preloadDashboard, PRELOAD_TIMEOUT_MS);
  beforeEach(() => {
    world.answer('get', '/user', (request) => {
      const email = new URL(request.url).searchParams.get('email') ?? ADA_EMAIL;
      const record = records.find((candidate) => candidate.email === email);
      return record
        ? HttpResponse.json(record)
        : HttpResponse.json({ message: 'No user with this e-mail.' }, { status: 404 });
    });
  });
  afterEach(() => {
    reset?.();
    reset = undefined;
    localStorage.clear();
  });

  /**
   * The app at `route`; `signedInAs` a user record signs that person in, with `identity`
   * overriding what the identity provider reports of them.
   */
  async function open(
    route: string,
    {
      signedInAs,
      identity,
      ...options
    }: {
      signedInAs?: User | null;
      identity?: Partial<SignedInIdentity>;
    } & Omit<RenderAppOptions, 'signedInAs'> = {},
  ) {
    const view = renderApp(route, {
      ...options,
      signedInAs: signedInAs ? { ...identityOf(signedInAs), ...identity } : signedInAs,
    });
    reset = () => view.store.dispatch(api.util.resetApiState());
    await act(async () => undefined);
    return view;
  }

  /** The app with the identity provider not yet reporting. */
  function openWhileLoading(route: string) {
    const view = renderApp(route, { signedInAs: 'pending' });
    reset = () => view.store.dispatch(api.util.resetApiState());
    return view;
  }

  return { world, open, openWhileLoading };
}
