/**
 * The page session's cookie follows the session the browser remembers
 * (docs/security.md#what-is-trusted): written with each token the provider issues, for the
 * dashboard's pages only and no longer than the token lives, and dropped on sign-out.
 */
import { decodePageSession, PAGE_SESSION_COOKIE, pageSessionCookieOf } from '@contract/pageSession';
import { rememberToken } from '@app/session/rememberedSession';
import { writePageSession } from '@app/session/pageCookie';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJ1c2VyX2lkIjoidSJ9.c2lnbmF0dXJl';
const identity = {
  uid: 'uid-priya',
  email: 'priya@example.com',
  displayName: 'Priya',
  photoURL: null,
};

/** document.cookie as the page's scripts see it; the cookie's path is /dashboard. */
function cookieSeenAt(pathname: string): string | undefined {
  window.history.replaceState(null, '', pathname);
  return pageSessionCookieOf(document.cookie);
}

afterEach(() => {
  writePageSession(undefined);
  window.localStorage.clear();
});

test('each token the provider issues is written for the dashboard, with the time zone and layout', () => {
  rememberToken({ identity, idToken: TOKEN, expiresAt: Date.now() + 3_600_000 });
  expect(cookieSeenAt('/')).toBeUndefined();
  const session = decodePageSession(cookieSeenAt('/dashboard/buyer-home') ?? '');
  expect(session).toEqual({
    idToken: TOKEN,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    wide: expect.any(Boolean),
  });
});

test('signing out drops it, and an expired token is not written', () => {
  rememberToken({ identity, idToken: TOKEN, expiresAt: Date.now() + 3_600_000 });
  expect(cookieSeenAt('/dashboard')).toBeDefined();
  rememberToken(null);
  expect(cookieSeenAt('/dashboard')).toBeUndefined();
  writePageSession({ idToken: TOKEN, expiresAt: Date.now() - 1 });
  expect(cookieSeenAt('/dashboard')).toBeUndefined();
  expect(document.cookie).not.toContain(PAGE_SESSION_COOKIE);
});
