/**
 * @jest-environment-options {"url": "https://coinwork.example/dashboard/buyer-home"}
 */
/**
 * On a site served over HTTPS the page layout's cookie is `Secure` and named with `__Host-`
 * (docs/security.md#the-session-cookie): only this host, over HTTPS, with `Path=/`, can have set it.
 */
import {
  decodePageLayout,
  PAGE_LAYOUT_COOKIE,
  SERVER_SESSION_MAX_AGE_SECONDS,
} from '@contract/sessionCookie';
import { writePageLayout } from '@app/session/pageCookie';

test('it is written with __Host-, Secure and Path=/, and the unprefixed copy of an earlier version goes', () => {
  const written: string[] = [];
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((line) => {
    written.push(line);
  });
  try {
    writePageLayout('uid-priya');
  } finally {
    setter.mockRestore();
  }
  const [line = '', legacy] = written;
  const [nameAndValue = '', ...attributes] = line.split('; ');
  expect(nameAndValue.startsWith(`__Host-${PAGE_LAYOUT_COOKIE}=`)).toBe(true);
  expect(decodePageLayout(nameAndValue.slice(nameAndValue.indexOf('=') + 1))?.uid).toBe(
    'uid-priya',
  );
  expect(attributes).toEqual([
    'Path=/',
    `Max-Age=${SERVER_SESSION_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    'Secure',
  ]);
  expect(line).not.toMatch(/Domain=/i);
  expect(legacy).toBe(`${PAGE_LAYOUT_COOKIE}=; Path=/dashboard; Max-Age=0; SameSite=Lax; Secure`);
});

test('the browser keeps it, and signing out drops it', () => {
  writePageLayout('uid-priya');
  expect(document.cookie).toContain(`__Host-${PAGE_LAYOUT_COOKIE}=v2.`);
  writePageLayout(undefined);
  expect(document.cookie).not.toContain(PAGE_LAYOUT_COOKIE);
});
