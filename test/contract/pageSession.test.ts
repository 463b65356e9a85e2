/**
 * The page session's cookie (docs/security.md#what-is-trusted): what the client writes, the
 * server reads back exactly, and anything of another shape is no session at all.
 */
import {
  decodePageSession,
  encodePageSession,
  PAGE_SESSION_COOKIE,
  pageSessionCookieOf,
} from '@contract/pageSession';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJ1c2VyX2lkIjoidSJ9.c2ln-_';

test('a session goes through the cookie unchanged, its token dots and all', () => {
  for (const session of [
    { idToken: TOKEN, timeZone: 'America/Argentina/Buenos_Aires', wide: true },
    { idToken: TOKEN, timeZone: 'Etc/GMT+5', wide: false },
    { idToken: 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoidSJ9.', timeZone: 'UTC', wide: true },
  ]) {
    const value = encodePageSession(session);
    expect(value).toMatch(/^[A-Za-z0-9._/+-]+$/);
    expect(decodePageSession(value)).toEqual(session);
  }
});

test('a value of another version or shape is no session', () => {
  for (const value of [
    '',
    TOKEN,
    `v2.1.UTC.${TOKEN}`,
    `v1.2.UTC.${TOKEN}`,
    `v1.1..${TOKEN}`,
    'v1.1.UTC.',
    'v1.1.UTC.not-a-token',
    `v1.1.Europe/Berlin;Path=/.${TOKEN}`,
    `v1.1.${'A'.repeat(65)}.${TOKEN}`,
  ]) {
    expect(decodePageSession(value)).toBeUndefined();
  }
});

test('the cookie is found among the others a browser sends', () => {
  const value = encodePageSession({ idToken: TOKEN, timeZone: 'UTC', wide: true });
  expect(pageSessionCookieOf(`a=1; ${PAGE_SESSION_COOKIE}=${value}; b=2`)).toBe(value);
  expect(pageSessionCookieOf(`${PAGE_SESSION_COOKIE}x=1; other=${value}`)).toBeUndefined();
  expect(pageSessionCookieOf(undefined)).toBeUndefined();
});
