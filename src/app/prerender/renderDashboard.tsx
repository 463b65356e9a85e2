/**
 * Renders a dashboard address on the server, for the person whose session cookie the browser sent
 * (@contract/sessionCookie): the screen's data is asked of the server's own API exactly as the
 * browser would ask it (routes/dashboard/screenData.ts; the server's `fetch` adds the session, which
 * the API verifies), then the app is rendered with it, so the page shows its data before any script has arrived
 * (docs/performance.md#dashboards). The browser's React hydrates the page as it is
 * (../index.tsx): the API cache and what the page was rendered for go with it.
 * Runs in Node (src/server/web/serverRenderedDashboards.ts).
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import type { SignedInIdentity } from '@contract/entities';
import type { ServerRenderedPage, PageLayout } from '@contract/sessionCookie';
import { ServerRenderedPartsContext } from '@app/components/serverRenderedPart';
import { usersApi } from '@app/features/users/api/usersApi';
import { routerContextFor } from '@app/routes/screenLoader';
import { api } from '@app/store/api';
import type { PageRendering } from '@app/store/baseQuery';
import { type AppStore, makeStore } from '@app/store/store';
import { AppProviders } from '../App';
import { routes } from '../router';
import {
  colorSchemeScript,
  criticalStyleElements,
  prerenderCache,
  splitHoistables,
} from './pageParts';

export { renewalPageParts } from './pageParts';

export interface DashboardRenderRequest {
  /** The address asked for: its path and query. */
  pathname: string;
  search: string;
  layout: PageLayout;
  /** Who the session cookie names, as the identity provider verified it. */
  identity: SignedInIdentity & { email: string };
  /** Answers the API's requests in process (the server's own routes), as the session's person. */
  fetch: PageRendering['fetch'];
  /** Gives up the rendering (the server then sends the empty page). */
  signal?: AbortSignal;
}

export interface ServerRenderedDashboard {
  /** For the end of <head>: the colour scheme's script, React's hoisted elements, the styles. */
  head: string;
  /** The page's title, escaped, when the screen names one. */
  title: string | undefined;
  /** The content of the root element. */
  root: string;
  /** For the page's SERVER_RENDERED_PAGE_ELEMENT_ID element. */
  page: ServerRenderedPage;
}

/** The origin of the requests the static handler is given: only their path and query count. */
const PAGE_ORIGIN = 'http://server-rendering.invalid';

/** A part React sent apart from the rest, to be moved into place by an inline script. */
const SENT_APART = '<template id="B:';

/**
 * The app's markup in one piece: React would otherwise send a large part (a screen's table) apart
 * from the rest, with an inline script to move it into place, which the Content-Security-Policy
 * forbids and which needs the page's scripts to show.
 */
async function renderWhole(
  app: ReactNode,
  signal: AbortSignal | undefined,
): Promise<{ cache: EmotionCache; markup: string }> {
  const cache = prerenderCache();
  let failure: unknown;
  const { prelude } = await prerender(<CacheProvider value={cache}>{app}</CacheProvider>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    // A part that failed would be rendered by the browser instead: the page is not worth sending.
    onError: (error) => {
      failure ??= error;
    },
  });
  const markup = await new Response(prelude).text();
  if (failure !== undefined) throw failure;
  if (markup.includes(SENT_APART)) throw new Error('The dashboard was not rendered in one piece.');
  return { cache, markup };
}

/**
 * The rendered page, or nothing when there is nothing to render for this session: the API refused it
 * (no user record, a screen of another role), or a first query failed (the browser then asks
 * again and shows what it gets, as on any other visit).
 */
export async function renderDashboard(
  request: DashboardRenderRequest,
): Promise<ServerRenderedDashboard | undefined> {
  const store = makeStore({ extra: { pageRendering: { fetch: request.fetch } } });
  try {
    return await renderWith(store, request);
  } finally {
    // Nothing of the person's stays on the server: the cache and its timers go with the page.
    store.dispatch(api.util.resetApiState());
  }
}

async function renderWith(
  store: AppStore,
  request: DashboardRenderRequest,
): Promise<ServerRenderedDashboard | undefined> {
  const { identity } = request;
  const record = await store.dispatch(
    usersApi.endpoints.getUserByEmail.initiate(identity.email, { subscribe: false }),
  );
  if (!record.data) return undefined;
  const { role } = record.data;
  // The route table's loaders, as the browser's router runs them, against this store.
  const handler = createStaticHandler(routes);
  const routed = await handler.query(
    new Request(new URL(`${request.pathname}${request.search}`, PAGE_ORIGIN), {
      signal: request.signal,
    }),
    {
      requestContext: routerContextFor({
        dispatch: store.dispatch,
        person: () => ({ email: identity.email, role }),
      }),
    },
  );
  // A redirect or a loader's failure: the browser renders the page itself.
  if (routed instanceof Response || routed.errors) return undefined;
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const apiState = store.getState().api;
  const queries = Object.values(apiState?.queries ?? {});
  if (queries.some((query) => query?.status !== 'fulfilled')) return undefined;

  const view = {
    identity,
    timeZone: request.layout.timeZone,
    wide: request.layout.wide,
    now: Date.now(),
  };
  const parts = new Set<string>();
  const { cache, markup } = await renderWhole(
    <ServerRenderedPartsContext.Provider value={parts}>
      <AppProviders store={store} rendered={view}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, routed)}
          context={routed}
          // The router's data goes in the page's JSON: an inline script would break the
          // Content-Security-Policy.
          hydrate={false}
        />
      </AppProviders>
    </ServerRenderedPartsContext.Provider>,
    request.signal,
  );
  const { hoisted, title, root } = splitHoistables(markup);
  return {
    head: colorSchemeScript() + hoisted + criticalStyleElements(cache, root),
    title,
    root,
    page: {
      ...view,
      parts: [...parts].sort(),
      apiState,
      hydrationData: { loaderData: routed.loaderData },
    } satisfies ServerRenderedPage,
  };
}
