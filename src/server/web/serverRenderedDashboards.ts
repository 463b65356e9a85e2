/**
 * Dashboard pages rendered on the server (docs/performance.md#dashboards): a GET of a dashboard
 * address that carries the session cookie (@contract/sessionCookie) is answered with the screen
 * already rendered with its data. The data is asked of this server's own API in process, with the
 * session's cookie as the credential and this process's rendering key (auth/access.ts), so the API
 * verifies, authorizes and limits each read as it does the browser's
 * (docs/security.md#the-session-cookie). Someone signed in here (the layout cookie names them)
 * whose session is missing, refused or another person's gets the page that renews it
 * (@contract/sessionCookie APP_SCRIPTS_ELEMENT_ID); anything else (no layout, a failed query, a slow
 * rendering) gets the empty page, which the browser renders as before.
 */
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';

import { isDashboardPath } from '@contract/dashboardRoot';
import type { SignedInIdentity } from '@contract/entities';
import {
  cookieOf,
  decodePageLayout,
  PAGE_LAYOUT_COOKIE,
  type PageLayout,
  sessionCookieName,
  SERVER_SESSION_COOKIE,
} from '@contract/sessionCookie';
import type {
  DashboardRenderRequest,
  ServerRenderedDashboard,
} from '@app/prerender/renderDashboard';
import { PAGE_RENDERING_HEADER } from '../auth/access';
import {
  type IdentityProvider,
  InvalidIdTokenError,
  type VerifiedIdentity,
} from '../auth/identity';

export type { ServerRenderedDashboard };

/** What a dashboard GET is answered with. */
export type DashboardAnswer =
  | { page: 'server-rendered'; rendered: ServerRenderedDashboard }
  /**
   * Signed in here, without a session the server can use: the browser makes one first, and the
   * page shows `parts` meanwhile (its colour scheme, a loading bar).
   */
  | { page: 'renewal'; parts: RenewalPageParts }
  /** The empty page, which the browser renders. */
  | { page: 'empty' };

const EMPTY: DashboardAnswer = { page: 'empty' };

export interface DashboardRenderer {
  render(url: string, cookieHeader: string | undefined): Promise<DashboardAnswer>;
}

export interface DashboardRendererOptions {
  identity: IdentityProvider;
  /**
   * Whether the sign-in a session was made from was signed out of (services/sessionCookies.ts):
   * asked of the database before every rendering, whatever the identity provider's verification
   * remembered, so that a sign-out takes effect on every instance at once.
   */
  signedOut: (signIn: Pick<VerifiedIdentity, 'uid' | 'signedInAt'>) => Promise<boolean>;
  /** The site is served over HTTPS: the cookies' names carry `__Host-` (@contract/sessionCookie). */
  secure: boolean;
  /** The secret that marks the rendering's reads to the API (auth/access.ts). */
  renderingKey: string;
  /** Longer than this and the browser renders the page itself (0: it always does). */
  timeoutMs: number;
}

export interface RenewalPageParts {
  /** For the end of <head>. */
  head: string;
  /** The content of the root element. */
  root: string;
}

/** The rendering code, once loaded. */
interface DashboardRendering {
  render: (request: DashboardRenderRequest) => Promise<ServerRenderedDashboard | undefined>;
  renewal: Extract<DashboardAnswer, { page: 'renewal' }>;
}

/** `fetch` answered by the server's own routes, each request with `credentials` added. */
function injectingFetch(
  app: FastifyInstance,
  signal: AbortSignal,
  credentials: Record<string, string>,
) {
  return async (request: Request): Promise<Response> => {
    // A rendering given up asks nothing more.
    signal.throwIfAborted();
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, ...credentials },
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(one));
      }
    }
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

let loading: Promise<DashboardRendering> | undefined;
let loaded: DashboardRendering | undefined;

/**
 * Loads the rendering code (the client's: React, MUI and the screens, some seconds of work), once.
 * The server's entry calls it once listening, so the first dashboard page does not wait for it.
 */
export function loadDashboardRendering(): Promise<DashboardRendering> {
  loading ??= import('@app/prerender/renderDashboard').then(
    (module) => {
      loaded = {
        render: module.renderDashboard,
        renewal: { page: 'renewal', parts: module.renewalPageParts() },
      };
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function createDashboardRenderer(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  { identity, signedOut, secure, renderingKey, timeoutMs }: DashboardRendererOptions,
): DashboardRenderer {
  const layoutCookieName = sessionCookieName(PAGE_LAYOUT_COOKIE, secure);
  const serverSessionCookieName = sessionCookieName(SERVER_SESSION_COOKIE, secure);

  async function renderFor(
    { render, renewal }: DashboardRendering,
    session: string,
    layout: PageLayout,
    address: { pathname: string; search: string },
    signal: AbortSignal,
  ): Promise<DashboardAnswer> {
    const verified = await identity.verifySessionCookie(session);
    if (await signedOut(verified)) throw new InvalidIdTokenError('The session was signed out of.');
    // Someone else is signed in in this browser now (the session outlived a sign-out that
    // never reached the server): their page is not rendered with this one's data.
    if (verified.uid !== layout.uid) return renewal;
    const person: SignedInIdentity & { email: string } = {
      uid: verified.uid,
      email: verified.email,
      displayName: verified.name ?? null,
      photoURL: verified.picture ?? null,
      emailVerified: verified.emailVerified,
    };
    const fetch = injectingFetch(app, signal, {
      authorization: `Bearer ${session}`,
      [PAGE_RENDERING_HEADER]: renderingKey,
    });
    const rendered = await render({ ...address, layout, identity: person, fetch, signal });
    return rendered ? { page: 'server-rendered', rendered } : EMPTY;
  }

  return {
    async render(url, cookieHeader) {
      const [pathname = '/', query] = url.split('#', 1)[0]?.split(/\?(.*)/s) ?? [];
      if (timeoutMs === 0 || !isDashboardPath(pathname)) return EMPTY;
      const layoutCookie = cookieOf(cookieHeader, layoutCookieName);
      const layout = layoutCookie ? decodePageLayout(layoutCookie) : undefined;
      if (!layout) return EMPTY;
      // Until its code is loaded (just after the server starts), the browser renders the page.
      if (!loaded) {
        void loadDashboardRendering().catch(() => undefined);
        return EMPTY;
      }
      const session = cookieOf(cookieHeader, serverSessionCookieName);
      if (!session) return loaded.renewal;
      const search = query ? `?${query}` : '';
      try {
        // Past the time, the rendering gives up and the browser renders the page itself: whatever
        // is still under way (a slow read, the provider) is left to end, its result unused.
        const signal = AbortSignal.timeout(timeoutMs);
        const gaveUp = new Promise<DashboardAnswer>((resolve) => {
          signal.addEventListener('abort', () => resolve(EMPTY), { once: true });
        });
        const rendering = renderFor(loaded, session, layout, { pathname, search }, signal);
        const rendered = await Promise.race([rendering, gaveUp]);
        if (signal.aborted) {
          rendering.catch(() => undefined);
          log.warn({ pathname, timeoutMs }, 'A dashboard rendering was given up: too slow');
          return EMPTY;
        }
        return rendered;
      } catch (error) {
        // An ended, revoked or signed-out session is an ordinary visit, not a fault: the browser
        // makes a new one if the identity provider still knows the person.
        if (error instanceof InvalidIdTokenError) {
          log.info({ reason: error.message, pathname }, 'A session cookie was refused');
          return loaded.renewal;
        }
        log.warn({ err: error, pathname }, 'A dashboard page could not be rendered on the server');
        return EMPTY;
      }
    },
  };
}
