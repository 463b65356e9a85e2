/**
 * A dashboard page sent to someone signed in whose session cookie the server lacks makes a new one
 * and opens the address again, rendered; when it cannot, it loads the app, which renders the page
 * (docs/security.md#the-session-cookie). The identity provider's part (a remembered token that has
 * ended) runs in Chromium: test/e2e/serverRenderedDashboards.e2e.test.ts.
 */
import { HttpResponse } from 'msw';

import { APP_SCRIPTS_ELEMENT_ID, SERVER_SESSION_MAX_AGE_SECONDS } from '@contract/sessionCookie';
import { rememberToken } from '@app/session/rememberedSession';
import {
  NOT_KEPT_AT_KEY,
  REOPENED_AT_KEY,
  renewSessionCookie,
} from '@app/session/renewSessionCookie';
import { endServerSession } from '@app/session/serverSession';
import { setUpApiWorld } from '../support/apiWorld';

const world = setUpApiWorld();
const APP_SCRIPTS = ['/js/framework.abc.js', '/js/main.def.js'];

function rememberAda(tokenEndsInMs: number): void {
  rememberToken({
    identity: {
      uid: 'uid-ada',
      email: 'ada@coinwork.example',
      displayName: 'Ada Okafor',
      photoURL: null,
    },
    idToken: 'token-ada',
    expiresAt: Date.now() + tokenEndsInMs,
  });
}

/** The app's scripts the page added, in order. */
const loadedScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

const reopenedAt = () => window.sessionStorage.getItem(REOPENED_AT_KEY);
const notKeptAt = () => window.localStorage.getItem(NOT_KEPT_AT_KEY);
const removeLoadedScripts = () =>
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A sign-out: this page may ask for a session again.
  await endServerSession();
  document.head.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${JSON.stringify(APP_SCRIPTS)}</script>`;
  world.answer('delete', '/session', () => new HttpResponse(null, { status: 204 }));
  world.answer('post', '/session', {
    endsAt: new Date(Date.now() + SERVER_SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
  });
});

test('with the token remembered from the last visit, a session is made with it and the address opened again', async () => {
  rememberAda(30 * 60 * 1000);
  const reopen = jest.fn();
  await renewSessionCookie(reopen);
  expect(world.countOf('POST', '/session')).toBe(1);
  expect(world.lastRequest('POST', '/session').authorization).toBe('Bearer token-ada');
  expect(reopen).toHaveBeenCalledTimes(1);
  expect(loadedScripts()).toEqual([]);
  expect(Number(reopenedAt())).toBeGreaterThan(Date.now() - 5_000);
  expect(notKeptAt()).toBeNull();
});

test('nobody signed in here: the app loads, in its order, and nothing is asked', async () => {
  const reopen = jest.fn();
  await renewSessionCookie(reopen);
  expect(loadedScripts()).toEqual(APP_SCRIPTS);
  const [first] = document.head.querySelectorAll('script[src]');
  expect((first as HTMLScriptElement).async).toBe(false);
  expect(world.countOf('POST', '/session')).toBe(0);
  expect(reopen).not.toHaveBeenCalled();
});

test('a session refused: the app loads and renders the page, and nothing is marked', async () => {
  rememberAda(30 * 60 * 1000);
  world.answer('post', '/session', () =>
    HttpResponse.json({ message: 'Your session is not valid.' }, { status: 401 }),
  );
  const reopen = jest.fn();
  await renewSessionCookie(reopen);
  expect(world.countOf('POST', '/session')).toBe(1);
  expect(reopen).not.toHaveBeenCalled();
  expect(loadedScripts()).toEqual(APP_SCRIPTS);
  expect(reopenedAt()).toBeNull();
});

test('this tab back for a session within the minute of opening its address again: it was not kept, and for a day the app renders the pages', async () => {
  rememberAda(30 * 60 * 1000);
  const reopen = jest.fn();
  await renewSessionCookie(reopen);
  expect(reopen).toHaveBeenCalledTimes(1);

  // The address opened again came back for a session: the cookie never reached the server.
  await renewSessionCookie(reopen);
  expect(reopen).toHaveBeenCalledTimes(1);
  expect(loadedScripts()).toEqual(APP_SCRIPTS);
  expect(Number(notKeptAt())).toBeGreaterThan(Date.now() - 5_000);

  // Later that day, in a new tab, still the app.
  removeLoadedScripts();
  window.sessionStorage.clear();
  window.localStorage.setItem(NOT_KEPT_AT_KEY, String(Date.now() - 5 * 60 * 60 * 1000));
  await renewSessionCookie(reopen);
  expect(reopen).toHaveBeenCalledTimes(1);
  expect(loadedScripts()).toEqual(APP_SCRIPTS);

  // A day on, it tries again.
  removeLoadedScripts();
  await endServerSession();
  window.localStorage.setItem(NOT_KEPT_AT_KEY, String(Date.now() - 25 * 60 * 60 * 1000));
  await renewSessionCookie(reopen);
  expect(reopen).toHaveBeenCalledTimes(2);
  expect(loadedScripts()).toEqual([]);
  expect(world.countOf('POST', '/session')).toBe(2);
});

test('a session renewal in another tab a moment ago does not hold this one back', async () => {
  rememberAda(30 * 60 * 1000);
  const reopen = jest.fn();
  await renewSessionCookie(reopen);
  // This tab is new: its session storage is its own.
  window.sessionStorage.clear();
  await endServerSession();
  await renewSessionCookie(reopen);
  expect(reopen).toHaveBeenCalledTimes(2);
  expect(notKeptAt()).toBeNull();
});
