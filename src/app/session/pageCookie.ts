/**
 * Keeps the page layout's cookie (@contract/sessionCookie) while someone is signed in in this
 * browser: who, and the window's layout and time zone, with which the server renders that person's
 * dashboard page as this browser would (docs/security.md#the-session-cookie). It holds no
 * credential: the session itself is the server's `HttpOnly` cookie (./serverSession.ts). On an
 * HTTPS site it is `Secure` and named with `__Host-`; it is dropped on sign-out, which also stops
 * the server rendering pages here.
 */
import {
  encodePageLayout,
  legacySessionCookieLine,
  PAGE_LAYOUT_COOKIE,
  sessionCookieLine,
  SERVER_SESSION_MAX_AGE_SECONDS,
  WIDE_LAYOUT_MIN_WIDTH_PX,
} from '@contract/sessionCookie';

function write(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:';
  document.cookie = sessionCookieLine(PAGE_LAYOUT_COOKIE, value, { maxAgeSeconds, secure });
  // An earlier version's copy, which the browser would send first to a dashboard page.
  document.cookie = legacySessionCookieLine(PAGE_LAYOUT_COOKIE, secure);
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function isWide(): boolean {
  return window.matchMedia?.(`(min-width: ${WIDE_LAYOUT_MIN_WIDTH_PX}px)`).matches ?? false;
}

/** Writes the layout as the window has it now for `uid`, signed in; none signed in: drops it. */
export function writePageLayout(uid: string | undefined): void {
  try {
    if (!uid) {
      write('', 0);
      return;
    }
    write(
      encodePageLayout({ uid, timeZone: browserTimeZone(), wide: isWide() }),
      SERVER_SESSION_MAX_AGE_SECONDS,
    );
  } catch {
    // Without cookies every dashboard page is rendered in the browser, as on a first visit.
  }
}
