/**
 * The session cookie, and the layout cookie beside it: what a browser tells the server when it opens a dashboard address, so that the
 * server can send the screen already rendered with its data (docs/performance.md#dashboards,
 * docs/security.md#the-session-cookie). Two cookies:
 *
 * - the session (SERVER_SESSION_COOKIE), which the server makes from an ID token at
 *   `POST /api/session` (the identity provider's session cookie: `HttpOnly`, for
 *   SERVER_SESSION_DAYS) and ends at `DELETE /api/session`, which also ends, for every copy of
 *   it, the sign-in it was made from;
 * - the page's layout (PAGE_LAYOUT_COOKIE), which the client writes (src/app/session/pageCookie.ts)
 *   while someone is signed in in this browser, and drops on sign-out: for whom, the time zone
 *   and whether the window is wide. A page is rendered only when the session names that person.
 *
 * On a site served over HTTPS both names carry the `__Host-` prefix (sessionCookieName).
 * The server reads them only to render a GET page (src/server/web/serverRenderedDashboards.ts) and to end
 * the session on sign-out.
 */
import type { SignedInIdentity } from './entities';

export const PAGE_LAYOUT_COOKIE = 'coinwork_page';
export const SERVER_SESSION_COOKIE = 'coinwork_session';
export type SessionCookie = typeof PAGE_LAYOUT_COOKIE | typeof SERVER_SESSION_COOKIE;
/**
 * Both are sent with every request of the site: the `__Host-` prefix allows no other path, and
 * signing out (`DELETE /api/session`) must receive the session it ends. The API takes neither as a
 * credential (docs/security.md#the-session-cookie).
 */
export const SESSION_COOKIE_PATH = '/';
/** Where earlier versions kept them, unprefixed: such a copy is removed when either is written. */
export const LEGACY_SESSION_COOKIE_PATH = '/dashboard';
/** How long a session made at `POST /api/session` lasts (the identity provider allows 14 at most). */
export const SERVER_SESSION_DAYS = 14;
export const SERVER_SESSION_MAX_AGE_SECONDS = SERVER_SESSION_DAYS * 24 * 60 * 60;
/** Under `/api`: POST (signed in) makes the session cookie, DELETE ends it. */
export const SERVER_SESSION_PATH = '/session';
/** The width from which the dashboard shows its sidebar beside the screen (MUI's `md`). */
export const WIDE_LAYOUT_MIN_WIDTH_PX = 900;

export interface PageLayout {
  /** Who is signed in in this browser now (the identity provider's uid). */
  uid: string;
  /** The browser's time zone (IANA name), in which the page shows moments. */
  timeZone: string;
  /** The window was at least WIDE_LAYOUT_MIN_WIDTH_PX wide: the sidebar is rendered beside. */
  wide: boolean;
}

const VERSION = 'v2';
/** An IANA time zone name: letters, digits and `/_+-`. */
const TIME_ZONE = /^[A-Za-z0-9/_+-]{1,64}$/;

/** The layout cookie's value: `v2.<1|0>.<time zone>.<uid, URI-encoded>`. */
export function encodePageLayout(layout: PageLayout): string {
  return [VERSION, layout.wide ? '1' : '0', layout.timeZone, encodeURIComponent(layout.uid)].join(
    '.',
  );
}

/** The layout a cookie value holds, or nothing when it is not one this version wrote. */
export function decodePageLayout(value: string): PageLayout | undefined {
  const [version, wide, timeZone, ...rest] = value.split('.');
  if (version !== VERSION || (wide !== '0' && wide !== '1')) return undefined;
  if (!timeZone || !TIME_ZONE.test(timeZone)) return undefined;
  try {
    const uid = decodeURIComponent(rest.join('.'));
    return uid ? { uid, timeZone, wide: wide === '1' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cookie's name: on an HTTPS site with the `__Host-` prefix, which the browser keeps only when
 * this very host set it, over HTTPS, with `Path=/` and no `Domain`: no other host of the domain
 * and no page served over HTTP can plant or replace it.
 */
export function sessionCookieName(name: SessionCookie, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/**
 * A `Set-Cookie` / `document.cookie` line for one of the two cookies: sent with every request of
 * the site, and with another site's requests only when they open one of its pages (SameSite=Lax);
 * `Secure` and `__Host-` on an HTTPS site; `httpOnly` for the session. A `maxAgeSeconds` of 0
 * removes it.
 */
export function sessionCookieLine(
  name: SessionCookie,
  value: string,
  {
    maxAgeSeconds,
    secure,
    httpOnly = false,
  }: { maxAgeSeconds: number; secure: boolean; httpOnly?: boolean },
): string {
  return [
    `${sessionCookieName(name, secure)}=${value}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The line that removes the copy an earlier version kept at LEGACY_SESSION_COOKIE_PATH. */
export function legacySessionCookieLine(name: SessionCookie, secure: boolean): string {
  return [
    `${name}=`,
    `Path=${LEGACY_SESSION_COOKIE_PATH}`,
    'Max-Age=0',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The value of the cookie `name` in a `Cookie` header, if it is there. */
export function cookieOf(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * What a page rendered on the server tells the client (a `<script type="application/json">` with
 * this id): who it was rendered for, in which layout and time zone, the moment it was rendered, and the
 * API cache it was rendered from, so that React's first render in the browser is the same page.
 */
export const SERVER_RENDERED_PAGE_ELEMENT_ID = 'server-rendered-page';

export interface ServerRenderedPage extends Omit<PageLayout, 'uid'> {
  identity: SignedInIdentity;
  /**
   * When the server rendered the page (ms since the epoch): how long ago a moment was and the time
   * left until a deadline are counted from it until React has hydrated the page.
   */
  now: number;
  /**
   * The chunks of the parts rendered with code of their own (a filter bar, the bell): the page
   * preloads them, and the browser loads them before React hydrates the page.
   */
  parts: string[];
  /** The RTK Query cache's state (the `api` slice) the page was rendered from. */
  apiState: unknown;
  /**
   * React Router's `hydrationData`: what each matched route's loader returned on the server, so
   * the browser's router starts from it rather than running them again.
   */
  hydrationData: { loaderData: Record<string, unknown> };
}

/**
 * A dashboard page for someone signed in here whose session the server lacks (none came, it
 * ended after SERVER_SESSION_DAYS, or it names someone else) comes without the app: only the
 * session renewal (src/app/sessionRenewal.ts), which makes a new session and opens the address
 * again, rendered. The app's scripts are listed in the page (a `<script type="application/json">`
 * with this id, an array of URLs), for the browser to render the page itself when that fails.
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';
