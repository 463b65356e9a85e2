import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

import { type ReactNode, startTransition, StrictMode } from 'react';

import { isDashboardPath } from '@contract/dashboardRoot';

import { type ServerRenderedPageView, takeServerRenderedPage } from './session/serverRenderedPage';
import { writePageLayout } from './session/pageCookie';
import { readRememberedSession } from './session/rememberedSession';
import { pageNotServerRendered } from './session/serverSession';
import type { AppStore } from './store/store';

const viewOf = ({
  identity,
  timeZone,
  wide,
  now,
}: ServerRenderedPageView): ServerRenderedPageView => ({
  identity,
  timeZone,
  wide,
  now,
});

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The data router, loaded once (./dataRouter.ts). */
function dataRouterLoader(store: AppStore) {
  let router: ReturnType<typeof load> | undefined;
  const load = () =>
    import(/* webpackChunkName: "data-router" */ './dataRouter').then(({ createAppRouter }) =>
      createAppRouter(store),
    );
  return () => {
    router ??= load();
    return router;
  };
}

/**
 * Starts the client (docs/architecture.md#how-a-page-starts) one of two ways: a page that came
 * rendered (the landing page, built with it; a dashboard the server rendered with its data) is
 * hydrated; any other, QA's Machine Lab among them, is rendered in the browser by the data router
 * over the route table. React DOM, the theme
 * and the app are evaluated in three tasks rather than one: they are in the first bundle all the
 * same (eager imports), but no single task blocks the page for their whole start-up.
 */
async function start(container: HTMLElement): Promise<void> {
  const { makeStore } = await import(/* webpackMode: "eager" */ './store/store');
  const dashboard = isDashboardPath(window.location.pathname);
  // A dashboard the server rendered comes with the API cache and the router's data it was
  // rendered from; the layout it was rendered for follows the window's width now.
  const rendered = dashboard && container.hasChildNodes() ? takeServerRenderedPage() : undefined;
  if (dashboard) writePageLayout(readRememberedSession()?.identity.uid);
  if (dashboard && !rendered) pageNotServerRendered();
  const store = makeStore({ serverRenderedApiState: rendered?.apiState });
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const loadRouter = dataRouterLoader(store);
  // The router's code and the screen's beside React's start, not after it.
  const router = rendered
    ? import(/* webpackChunkName: "data-router" */ './dataRouter').then(
        async ({ createAppRouter }) => {
          const created = await createAppRouter(store, rendered.hydrationData);
          // The parts rendered with code of their own, once the screen's code names them.
          const { loadServerRenderedParts } = await import('./components/serverRenderedPart');
          await loadServerRenderedParts(rendered.parts);
          return created;
        },
      )
    : undefined;
  await nextTask();
  await import(/* webpackMode: "eager" */ './theme/theme');
  await nextTask();
  const { AppProviders } = await import(/* webpackMode: "eager" */ './App');
  const app = (routed: ReactNode) => (
    <StrictMode>
      <AppProviders store={store} rendered={rendered && viewOf(rendered)}>
        {routed}
      </AppProviders>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between components, so the page
  // stays responsive while it comes alive.
  if (container.hasChildNodes() && (window.location.pathname === '/' || router)) {
    let routed: ReactNode;
    if (router) {
      routed = (await router).element;
    } else {
      const { LandingApp } = await import(/* webpackMode: "eager" */ './LandingApp');
      routed = <LandingApp loadRouter={loadRouter} />;
    }
    startTransition(() => {
      hydrateRoot(container, app(routed));
    });
    return;
  }
  container.replaceChildren();
  const root = createRoot(container);
  const routed = (await loadRouter()).element;
  // As a transition too: React renders in slices, no task of it long enough to block the page.
  startTransition(() => root.render(app(routed)));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void start(root);
