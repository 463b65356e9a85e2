/**
 * The moment "2 minutes ago" and the time left until a deadline are counted from
 * (docs/product.md#numbers-and-dates). A page drawn on the server was drawn at the server's
 * moment, which travels with it (`DrawnPage.now`): React's first draw in the browser uses that same
 * moment, so that the texts it finds are the ones it draws (docs/performance.md#dashboards); once
 * it has taken the page over, the browser's own clock, read again every minute.
 */
import { useEffect, useMemo, useState } from 'react';

import { useDrawnPage } from '@app/session/drawnPage';
import { useHydrated } from './useHydrated';

/** How often the texts counted from now are brought up to date. */
export const NOW_REFRESH_MS = 60_000;

export function useNow(): Date {
  const drawnAt = useDrawnPage()?.now;
  const taken = useHydrated();
  const [clock, setClock] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const now = !taken && drawnAt !== undefined ? drawnAt : clock;
  return useMemo(() => new Date(now), [now]);
}
