/**
 * The page layout's cookie (docs/security.md#the-session-cookie): what the client writes, the
 * server reads back exactly, and anything of another shape is no layout at all.
 */
import {
  cookieOf,
  decodePageLayout,
  encodePageLayout,
  PAGE_LAYOUT_COOKIE,
  SERVER_SESSION_COOKIE,
} from '@contract/sessionCookie';

test('a layout goes through the cookie unchanged, whatever the uid holds', () => {
  for (const layout of [
    { uid: 'Xq3mFw9kLzPa0b1c2d3e4f5g6h7i', timeZone: 'America/Argentina/Buenos_Aires', wide: true },
    { uid: 'demo-worker-noor', timeZone: 'Etc/GMT+5', wide: false },
    { uid: 'a.b;c=d e,f"g', timeZone: 'UTC', wide: true },
  ]) {
    const value = encodePageLayout(layout);
    // Nothing a cookie value may not hold: no space, quote, comma, semicolon or backslash.
    expect(value).toMatch(/^[A-Za-z0-9._/+%-]+$/);
    expect(decodePageLayout(value)).toEqual(layout);
  }
});

test('a value of another version or shape is no layout', () => {
  for (const value of [
    '',
    'v1.1.UTC.uid-1',
    'v1.1.UTC.eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoidSJ9.',
    'v2.2.UTC.uid-1',
    'v2.1..uid-1',
    'v2.1.UTC',
    'v2.1.UTC.',
    'v2.1.UTC.%E0%A4%A',
    'v2.1.Europe/Berlin;Path=/.uid-1',
    `v2.1.${'A'.repeat(65)}.uid-1`,
  ]) {
    expect(decodePageLayout(value)).toBeUndefined();
  }
});

test('each cookie is found among the others a browser sends', () => {
  const layout = encodePageLayout({ uid: 'uid-1', timeZone: 'UTC', wide: true });
  const header = `a=1; ${PAGE_LAYOUT_COOKIE}=${layout}; ${SERVER_SESSION_COOKIE}=x.y=z; b=2`;
  expect(cookieOf(header, PAGE_LAYOUT_COOKIE)).toBe(layout);
  expect(cookieOf(header, SERVER_SESSION_COOKIE)).toBe('x.y=z');
  expect(cookieOf(`${PAGE_LAYOUT_COOKIE}x=1; other=${layout}`, PAGE_LAYOUT_COOKIE)).toBeUndefined();
  expect(cookieOf(undefined, PAGE_LAYOUT_COOKIE)).toBeUndefined();
});
