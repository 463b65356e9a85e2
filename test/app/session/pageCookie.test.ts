/**
 * The page layout's cookie follows the session the browser remembers
 * (docs/security.md#the-session-cookie): written while someone is signed in, for the whole site,
 * with no credential in it, and dropped on sign-out; over HTTPS with `__Host-` (its own file:
 * pageCookieHttps.test.ts).
 */
import { cookieOf, decodePageLayout, PAGE_LAYOUT_COOKIE } from '@contract/sessionCookie';
import { rememberToken } from '@app/session/rememberedSession';
import { writePageLayout } from '@app/session/pageCookie';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJ1c2VyX2lkIjoidSJ9.c2lnbmF0dXJl';
const identity = {
  uid: 'uid-priya',
  email: 'priya@example.com',
  displayName: 'Priya',
  photoURL: null,
};

/** document.cookie as the page's scripts see it at `pathname`. */
function cookieSeenAt(pathname: string): string | undefined {
  window.history.replaceState(null, '', pathname);
  return cookieOf(document.cookie, PAGE_LAYOUT_COOKIE);
}

afterEach(() => {
  writePageLayout(undefined);
  window.localStorage.clear();
});

test('a signed-in browser writes who, its time zone and layout for the whole site, and no token', () => {
  rememberToken({ identity, idToken: TOKEN, expiresAt: Date.now() + 3_600_000 });
  // Path=/, as `__Host-` asks over HTTPS: the sign-out's request to the API gets the session too.
  expect(cookieSeenAt('/')).toBe(cookieSeenAt('/dashboard/buyer-home'));
  const value = cookieSeenAt('/dashboard/buyer-home') ?? '';
  expect(value).not.toContain(TOKEN);
  expect(decodePageLayout(value)).toEqual({
    uid: 'uid-priya',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    wide: expect.any(Boolean),
  });
});

test('an earlier version’s copy, kept for the dashboard only, goes when it is written', () => {
  document.cookie = `${PAGE_LAYOUT_COOKIE}=v2.1.UTC.uid-someone-before; Path=/dashboard`;
  rememberToken({ identity, idToken: TOKEN, expiresAt: Date.now() + 3_600_000 });
  window.history.replaceState(null, '', '/dashboard/buyer-home');
  expect(
    document.cookie.split('; ').filter((c) => c.startsWith(`${PAGE_LAYOUT_COOKIE}=`)),
  ).toHaveLength(1);
  expect(decodePageLayout(cookieSeenAt('/dashboard/buyer-home') ?? '')?.uid).toBe('uid-priya');
});

test('signing out drops it', () => {
  rememberToken({ identity, idToken: TOKEN, expiresAt: Date.now() + 3_600_000 });
  expect(cookieSeenAt('/dashboard')).toBeDefined();
  rememberToken(null);
  expect(cookieSeenAt('/dashboard')).toBeUndefined();
  expect(document.cookie).not.toContain(PAGE_LAYOUT_COOKIE);
});
