import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

import { startTransition, StrictMode } from 'react';

import { isDashboardPath } from '@contract/dashboardRoot';

import { isLabPath } from './labPath';
import { type DrawnPageView, takeDrawnPage } from './session/drawnPage';
import { writePageLayout } from './session/pageCookie';
import { readRememberedSession } from './session/rememberedSession';
import { pageNotDrawn } from './session/serverSession';

const viewOf = ({ identity, timeZone, wide, now }: DrawnPageView): DrawnPageView => ({
  identity,
  timeZone,
  wide,
  now,
});

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the client in three tasks rather than one: evaluating React DOM, then the theme (MUI
 * and both colour schemes), then the app. The modules are in the first bundle all the same
 * (eager imports), but no single task blocks the page for their whole start-up.
 */
async function start(container: HTMLElement): Promise<void> {
  const { makeStore } = await import(/* webpackMode: "eager" */ './store/store');
  const dashboard = isDashboardPath(window.location.pathname);
  // A dashboard page the server drew with its data (prerender/renderDashboard.tsx) comes with the
  // API cache it was drawn from; the layout it was drawn for follows the window's width now.
  const drawn = dashboard && container.hasChildNodes() ? takeDrawnPage() : undefined;
  if (dashboard) writePageLayout(readRememberedSession()?.identity.uid);
  if (dashboard && !drawn) pageNotDrawn();
  const store = makeStore({ drawnApiState: drawn?.apiState });
  if (dashboard && !drawn) {
    // A dashboard's data goes out as soon as its small, preloaded chunk is here
    // (routes/dashboard/start.ts), beside React's start rather than before it: the page's
    // first paint does not wait for it. On failure the frame asks for the same data as it draws.
    import(/* webpackChunkName: "dashboard-start" */ './routes/dashboard/start').then(
      ({ startDashboardData }) => startDashboardData(store),
      (error: unknown) => console.error(error),
    );
  }
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  if (isLabPath(window.location.pathname)) {
    // QA's Machine Lab is a page of its own, loaded only here (docs/machines/README.md).
    const { startMachineLab } = await import(/* webpackChunkName: "lab" */ './routes/lab');
    const started = await startMachineLab(() => {
      container.replaceChildren();
      return createRoot(container);
    });
    if (started) return;
  }
  await nextTask();
  await import(/* webpackMode: "eager" */ './theme/theme');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  const { loadDashboardRoutes } = await import(/* webpackMode: "eager" */ './router');
  const app = (
    <StrictMode>
      <App store={store} drawn={drawn && viewOf(drawn)} />
    </StrictMode>
  );
  // The server sends the landing page pre-rendered (prerender/renderLanding.tsx), a dashboard
  // drawn when it could (prerender/renderDashboard.tsx) and every other route an empty root.
  // Hydrating as a transition lets React yield to the browser between components, so the page
  // stays responsive while it comes alive.
  if (drawn) {
    // The dashboard's and the screen's code first, and that of the parts drawn with code of their
    // own (all preloaded with the page): React then takes the whole page over at once, rather
    // than leaving a part as drawn, looking ready, while its code arrives.
    const { parts } = drawn;
    await loadDashboardRoutes()
      .then(async ({ loadScreenCode, loadDrawnParts }) => {
        await loadScreenCode(window.location.pathname);
        // After the screen's: the screen's code names the parts it draws.
        await loadDrawnParts(parts);
      })
      .catch(() => undefined);
  }
  if (container.hasChildNodes() && (window.location.pathname === '/' || drawn)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    // As a transition too: React draws in slices, no task of it long enough to block the page.
    startTransition(() => root.render(app));
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void start(root);
