/**
 * The page session: what a browser tells the server when it opens a dashboard address, so that the
 * server can send the screen already drawn with its data (docs/performance.md#dashboards,
 * docs/security.md#what-is-trusted). The client writes it (src/app/session/pageCookie.ts) each
 * time the identity provider issues a token, and drops it on sign-out; the server reads it only to
 * draw a GET page (src/server/web/drawnDashboards.ts), never to answer the API.
 */
import type { SignedInIdentity } from './entities';

export const PAGE_SESSION_COOKIE = 'coinwork_page';
/** Sent with the dashboard's pages only: not with the API, the landing page or anything else. */
export const PAGE_SESSION_COOKIE_PATH = '/dashboard';
/** The width from which the dashboard shows its sidebar beside the screen (MUI's `md`). */
export const WIDE_LAYOUT_MIN_WIDTH_PX = 900;

export interface PageSession {
  /** The identity provider's ID token, which the API checks as it checks every request's. */
  idToken: string;
  /** The browser's time zone (IANA name), in which the page shows moments. */
  timeZone: string;
  /** The window was at least WIDE_LAYOUT_MIN_WIDTH_PX wide: the sidebar is drawn beside. */
  wide: boolean;
}

const VERSION = 'v1';
/** An IANA time zone name: letters, digits and `/_+-`. */
const TIME_ZONE = /^[A-Za-z0-9/_+-]{1,64}$/;
/** A JWT: three base64url parts. */
const ID_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The cookie's value: `v1.<1|0>.<time zone>.<token>` (a cookie value needs no further quoting). */
export function encodePageSession(session: PageSession): string {
  return [VERSION, session.wide ? '1' : '0', session.timeZone, session.idToken].join('.');
}

/** The session a cookie value holds, or nothing when it is not one this version wrote. */
export function decodePageSession(value: string): PageSession | undefined {
  const [version, wide, timeZone, ...token] = value.split('.');
  const idToken = token.join('.');
  if (version !== VERSION || (wide !== '0' && wide !== '1')) return undefined;
  if (!timeZone || !TIME_ZONE.test(timeZone) || !ID_TOKEN.test(idToken)) return undefined;
  return { idToken, timeZone, wide: wide === '1' };
}

/** The value of the page session's cookie in a `Cookie` header, if there is one. */
export function pageSessionCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PAGE_SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * What a page drawn on the server tells the client (a `<script type="application/json">` with
 * this id): who it was drawn for, in which layout and time zone, and the API cache it was drawn
 * from, so that React's first draw in the browser is the same page.
 */
export const DRAWN_PAGE_ELEMENT_ID = 'drawn-page';

export interface DrawnPage {
  identity: SignedInIdentity;
  timeZone: string;
  wide: boolean;
  /** The RTK Query cache's state (the `api` slice) the page was drawn from. */
  apiState: unknown;
}
