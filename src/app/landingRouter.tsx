/**
 * The landing page, pre-rendered at build time, comes alive with React Router's declarative core
 * over the same route table (./router.tsx): its own entries have neither lazy code nor a loader,
 * and the declarative core is about half the code of the data router, which the landing page's
 * budget cannot carry (docs/performance.md#landing-page). The first move to another address loads
 * the data router (./dataRouter.ts), which draws that address and everything after it.
 */
import { type ReactNode, useMemo, useState } from 'react';
import {
  createPath,
  type Navigator,
  type NavigateOptions,
  Router,
  type To,
  useRoutes,
} from 'react-router';

import type { AppRouter } from './dataRouter';
import { routes } from './router';

/** The route table drawn by the declarative core (the landing page's entries need no more). */
export function TableRoutes(): ReactNode {
  return useRoutes(routes);
}

interface LandingRouterProps {
  /** The address the page was pre-rendered for. */
  location: string;
  /** The data router, loaded once. */
  loadRouter: () => Promise<AppRouter>;
}

export function LandingRouter({ location, loadRouter }: LandingRouterProps) {
  const [router, setRouter] = useState<AppRouter>();
  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, options: NavigateOptions) => {
      void loadRouter().then(async (loaded) => {
        await loaded.router.navigate(to, options);
        setRouter(loaded);
      });
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state, options) => move(to, { ...options, state }),
      replace: (to, state, options) => move(to, { ...options, state, replace: true }),
    };
  }, [loadRouter]);
  if (router) return router.element;
  return (
    <Router location={location} navigator={navigator}>
      <TableRoutes />
    </Router>
  );
}
