/**
 * Keeps the page session's cookie (@contract/pageSession) in step with the session the browser
 * remembers: the provider's current ID token, with the window's layout and time zone, so that the
 * server can send a dashboard address already drawn (docs/security.md#what-is-trusted). The token
 * is the one the provider keeps in this browser's storage already. The cookie goes with the
 * dashboard's pages only, with another site's requests only when they open one (SameSite=Lax: a
 * link in a mail), and ends with the token.
 */
import {
  encodePageSession,
  PAGE_SESSION_COOKIE,
  PAGE_SESSION_COOKIE_PATH,
  WIDE_LAYOUT_MIN_WIDTH_PX,
} from '@contract/pageSession';

function cookie(value: string, maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `${PAGE_SESSION_COOKIE}=${value}; Path=${PAGE_SESSION_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function isWide(): boolean {
  return window.matchMedia?.(`(min-width: ${WIDE_LAYOUT_MIN_WIDTH_PX}px)`).matches ?? false;
}

/** Writes the cookie for a token that ends at `expiresAt` (epoch ms); none: drops it. */
export function writePageSession(token: { idToken: string; expiresAt: number } | undefined): void {
  try {
    const seconds = token ? Math.floor((token.expiresAt - Date.now()) / 1000) : 0;
    if (!token || seconds <= 0) {
      document.cookie = cookie('', 0);
      return;
    }
    const value = encodePageSession({
      idToken: token.idToken,
      timeZone: browserTimeZone(),
      wide: isWide(),
    });
    document.cookie = cookie(value, seconds);
  } catch {
    // Without cookies every dashboard page is drawn in the browser, as on a first visit.
  }
}
