/**
 * The landing page, pre-rendered at build time (./prerender/renderLanding.tsx), comes alive
 * without React Router: the landing page's budget cannot carry the router
 * (docs/performance.md#landing-page), and the page has one address. Its links move through
 * `NavigateContext` (./components/AppLink.tsx): the first move loads the data router
 * (./dataRouter.tsx), which renders that address and everything after it
 * (docs/architecture.md#how-a-page-starts).
 */
import { useMemo, useState } from 'react';

import { type Navigate, NavigateContext } from './components/AppLink';
import type { AppRouter } from './dataRouter';
import { PublicFrame } from './layouts/PublicFrame';
import { SessionProvider } from './providers/SessionProvider';
import { LandingRoute } from './routes/landing';

interface LandingAppProps {
  /** The data router, loaded once; without it (at build time) links are plain links. */
  loadRouter?: () => Promise<AppRouter>;
}

export function LandingApp({ loadRouter }: LandingAppProps) {
  const [router, setRouter] = useState<AppRouter>();
  const navigate = useMemo<Navigate | undefined>(
    () =>
      loadRouter &&
      ((to) => {
        void loadRouter().then(async (loaded) => {
          await loaded.router.navigate(to);
          setRouter(loaded);
          // A new page starts at the top, as after a page load.
          window.scrollTo(0, 0);
        });
      }),
    [loadRouter],
  );
  if (router) return router.element;
  return (
    <NavigateContext.Provider value={navigate}>
      <SessionProvider>
        <PublicFrame>
          <LandingRoute />
        </PublicFrame>
      </SessionProvider>
    </NavigateContext.Provider>
  );
}
