/**
 * The moment "2 minutes ago" and the time left until a deadline are counted from
 * (docs/product.md#numbers-and-dates). A page rendered on the server was rendered at the server's
 * moment, which travels with it (`ServerRenderedPage.now`): React's first render in the browser uses that same
 * moment, so that the texts it finds are the ones it renders (docs/performance.md#dashboards); once
 * it has hydrated the page, the browser's own clock, read again every minute.
 */
import { useEffect, useMemo, useState } from 'react';

import { useServerRenderedPage } from '@app/session/serverRenderedPage';
import { useHydrated } from './useHydrated';

/** How often the texts counted from now are brought up to date. */
export const NOW_REFRESH_MS = 60_000;

export function useNow(): Date {
  const renderedAt = useServerRenderedPage()?.now;
  const hydrated = useHydrated();
  const [clock, setClock] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const now = !hydrated && renderedAt !== undefined ? renderedAt : clock;
  return useMemo(() => new Date(now), [now]);
}
