/**
 * The session a returning person's dashboard starts from before the identity provider has loaded
 * (docs/performance.md#dashboards): kept per person, used only while its token has time left,
 * dropped on sign-out, and never trusted when storage holds something else.
 */
import {
  readRememberedSession,
  rememberPerson,
  rememberToken,
  usableRememberedSession,
} from '@app/session/rememberedSession';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const identity = {
  uid: 'uid-priya',
  email: 'priya@example.com',
  displayName: 'Priya',
  photoURL: null,
};

beforeEach(() => window.localStorage.clear());

test('a token the provider issued is remembered with who it belongs to', () => {
  rememberToken({ identity, idToken: 'token-1', expiresAt: NOW + 3_600_000 });
  expect(usableRememberedSession(NOW)).toEqual({
    identity,
    idToken: 'token-1',
    expiresAt: NOW + 3_600_000,
    role: undefined,
  });
});

test('a token about to expire (a minute or less) is not used, nor an expired one', () => {
  rememberToken({ identity, idToken: 'token-1', expiresAt: NOW + 60_000 });
  expect(usableRememberedSession(NOW)).toBeUndefined();
  expect(readRememberedSession()?.idToken).toBe('token-1');
  rememberToken({ identity, idToken: 'token-2', expiresAt: NOW + 61_000 });
  expect(usableRememberedSession(NOW)?.idToken).toBe('token-2');
  expect(usableRememberedSession(NOW + 10 * 60_000)).toBeUndefined();
});

test('a token reported again keeps the end it was first remembered with, counted by this browser’s clock', () => {
  // The provider issued it at NOW: it lasts an hour from here, whatever the provider's clock says.
  rememberToken({ identity, idToken: 'token-1', expiresAt: NOW + 3_600_000 });
  // Fifty minutes later the provider, starting in a new page, reports the same token; counted
  // from now, as for a token just issued, it would seem to have another hour.
  rememberToken({ identity, idToken: 'token-1', expiresAt: NOW + 50 * 60_000 + 3_600_000 });
  expect(usableRememberedSession(NOW + 61 * 60_000)).toBeUndefined();
  expect(usableRememberedSession(NOW + 58 * 60_000)?.idToken).toBe('token-1');
});

test('the role stays with the same person across new tokens, and not with another', () => {
  rememberToken({ identity, idToken: 'token-1', expiresAt: NOW + 3_600_000 });
  rememberPerson(identity, 'buyer');
  rememberToken({ identity, idToken: 'token-2', expiresAt: NOW + 7_200_000 });
  expect(readRememberedSession()).toMatchObject({ idToken: 'token-2', role: 'buyer' });

  rememberPerson({ ...identity, uid: 'uid-someone-else' }, 'admin');
  expect(readRememberedSession()?.role).toBe('buyer');

  const other = { ...identity, uid: 'uid-kwame', email: 'kwame@example.com' };
  rememberToken({ identity: other, idToken: 'token-3', expiresAt: NOW + 3_600_000 });
  expect(readRememberedSession()).toMatchObject({ identity: other, role: undefined });
});

test('a profile changed after the token was issued is remembered too', () => {
  rememberToken({
    identity: { ...identity, displayName: null },
    idToken: 't',
    expiresAt: NOW + 1e7,
  });
  rememberPerson(identity, undefined);
  expect(readRememberedSession()).toMatchObject({ identity, idToken: 't', role: undefined });
});

test('signing out forgets the session', () => {
  rememberToken({ identity, idToken: 'token-1', expiresAt: NOW + 3_600_000 });
  rememberToken(null);
  expect(readRememberedSession()).toBeUndefined();
  expect(window.localStorage.getItem('coinwork.session')).toBeNull();
});

test.each([
  ['not JSON', '{'],
  ['no identity', JSON.stringify({ idToken: 't', expiresAt: NOW + 3_600_000 })],
  ['a token that is not text', JSON.stringify({ identity, idToken: 42, expiresAt: NOW + 1e7 })],
  ['an expiry that is not a number', JSON.stringify({ identity, idToken: 't', expiresAt: 'soon' })],
  [
    'an identity without uid',
    JSON.stringify({ identity: { email: 'x' }, idToken: 't', expiresAt: NOW + 1e7 }),
  ],
])('storage holding %s gives no session', (_case, stored) => {
  window.localStorage.setItem('coinwork.session', stored);
  expect(readRememberedSession()).toBeUndefined();
});

test('an unknown role in storage is left out', () => {
  window.localStorage.setItem(
    'coinwork.session',
    JSON.stringify({ identity, idToken: 't', expiresAt: NOW + 3_600_000, role: 'owner' }),
  );
  expect(readRememberedSession()?.role).toBeUndefined();
});
