/**
 * A dashboard URL's first data, asked for as the page starts, before React has drawn anything
 * (a small chunk of its own, DASHBOARD_START_CHUNK, preloaded with the page):
 * with a session remembered from the last visit, the user record and the screen's first queries
 * go out at once, in parallel (docs/performance.md#dashboards). The frame asks again as it draws
 * (for a first visit, once the identity provider has signed the person in); the cache answers it.
 */
import { usableRememberedSession } from '@app/session/rememberedSession';
import type { AppStore } from '@app/store/store';
import { prefetchScreen } from './screenData';

export function startDashboardData(store: AppStore): void {
  const session = usableRememberedSession();
  const email = session?.identity.email;
  if (!email) return;
  void prefetchScreen(window.location, { email, role: session.role }, store.dispatch).catch(
    () => undefined,
  );
}
