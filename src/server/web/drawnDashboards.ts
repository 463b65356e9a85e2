/**
 * Dashboard pages drawn on the server (docs/performance.md#dashboards): a GET of a dashboard
 * address that carries the page session (@contract/pageSession) is answered with the screen
 * already drawn with its data, asked of this server's own API in process with the session's token,
 * so the API checks it exactly as it checks the browser's requests (docs/security.md#what-is-trusted).
 * Anything else (no session, a token the API refuses, a failed query, a slow drawing) gets the
 * empty page, which the browser draws as before.
 */
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';

import { isDashboardPath } from '@contract/dashboardRoot';
import { decodePageSession, pageSessionCookieOf } from '@contract/pageSession';
import type { DashboardDrawingRequest, DrawnDashboard } from '@app/prerender/renderDashboard';

export type { DrawnDashboard };

export interface DashboardDrawer {
  /** The drawn page for this GET, or nothing (then the empty page is sent). */
  draw(url: string, cookieHeader: string | undefined): Promise<DrawnDashboard | undefined>;
}

type RenderDashboard = (request: DashboardDrawingRequest) => Promise<DrawnDashboard | undefined>;

function injectingFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
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

let loading: Promise<RenderDashboard> | undefined;
let loaded: RenderDashboard | undefined;

/**
 * Loads the drawing code (the client's: React, MUI and the screens, some seconds of work), once.
 * The server's entry calls it once listening, so the first dashboard page does not wait for it.
 */
export function loadDashboardDrawing(): Promise<RenderDashboard> {
  loading ??= import('@app/prerender/renderDashboard').then(
    (module) => {
      loaded = module.renderDashboard;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** `timeoutMs`: longer than this and the browser draws the page itself (0: it always does). */
export function createDashboardDrawer(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  timeoutMs: number,
): DashboardDrawer {
  const fetch = injectingFetch(app);

  return {
    async draw(url, cookieHeader) {
      const [pathname = '/', query] = url.split('#', 1)[0]?.split(/\?(.*)/s) ?? [];
      if (timeoutMs === 0 || !isDashboardPath(pathname)) return undefined;
      const cookie = pageSessionCookieOf(cookieHeader);
      const session = cookie ? decodePageSession(cookie) : undefined;
      if (!session) return undefined;
      const search = query ? `?${query}` : '';
      try {
        // Until its code is loaded (just after the server starts), the browser draws the page.
        if (!loaded) {
          void loadDashboardDrawing().catch(() => undefined);
          return undefined;
        }
        // Past the time, the drawing gives up and the browser draws the page itself.
        const signal = AbortSignal.timeout(timeoutMs);
        return await loaded({ pathname, search, session, fetch, signal });
      } catch (error) {
        log.warn({ err: error, pathname }, 'A dashboard page could not be drawn on the server');
        return undefined;
      }
    },
  };
}
