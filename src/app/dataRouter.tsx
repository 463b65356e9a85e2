/**
 * React Router's data router over the route table (./router.tsx), in a chunk of its own: the
 * landing page comes alive without it (./LandingApp.tsx) and loads it on its first move to
 * another address; every other page starts with it (docs/architecture.md#how-a-page-starts).
 */
import { type ReactElement, useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { NavigateContext } from './components/AppLink';
import type { ServerRenderedPage } from '@contract/sessionCookie';
import { loadMatchedRoutes, routes } from './router';
import { routerContextFor } from './routes/screenLoader';
import { usableRememberedSession } from './session/rememberedSession';
import type { AppStore } from './store/store';

export interface AppRouter {
  router: ReturnType<typeof createBrowserRouter>;
  /** What the app renders: the router's provider. */
  element: ReactElement;
}

/** Who is signed in, as remembered from the identity provider's last answer. */
export function rememberedPerson() {
  const session = usableRememberedSession();
  const email = session?.identity.email;
  return email ? { email, role: session.role } : undefined;
}

/**
 * The browser's router. A server-rendered page gives what its loaders returned there
 * (`hydrationData`): the matched routes' code is loaded first, and their loaders do not run again.
 */
export async function createAppRouter(
  store: AppStore,
  hydrationData?: ServerRenderedPage['hydrationData'],
): Promise<AppRouter> {
  if (hydrationData) await loadMatchedRoutes(window.location.pathname);
  const router = createBrowserRouter(routes, {
    hydrationData,
    getContext: () => routerContextFor({ dispatch: store.dispatch, person: rememberedPerson }),
  });
  return { router, element: <AppRouterProvider router={router} /> };
}

/**
 * The router's provider, and its `navigate` for the links that the landing page renders too
 * (./components/AppLink.tsx). Each move is rendered as it happens, not as a transition: a screen
 * left on screen while the next one's parts load would go on acting on what happens meanwhile (a
 * sign-out sends a dashboard to /login).
 */
export function AppRouterProvider({ router }: { router: AppRouter['router'] }) {
  const navigate = useMemo(() => (to: string) => void router.navigate(to), [router]);
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterProvider router={router} useTransitions={false} />
    </NavigateContext.Provider>
  );
}
