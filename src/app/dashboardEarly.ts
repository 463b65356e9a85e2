/**
 * The first script of a dashboard page (served only there, before the app's bundle, see
 * src/server/web/clientPages.ts): with a session remembered from the last visit, it sends the
 * reads this address made last time at once, while the app's code is still on its way
 * (src/app/session/earlyReads.ts, docs/performance.md#dashboards). About 1.5 KiB (brotli), with
 * a webpack runtime of its own: it waits for no other file.
 */
import { plannedReads, sendEarlyReads } from './session/earlyReads';
import { usableRememberedSession } from './session/rememberedSession';

const session = usableRememberedSession();
if (session) {
  const reads = plannedReads(
    session.identity.uid,
    window.location.pathname + window.location.search,
  );
  if (reads.length > 0) sendEarlyReads(reads, `Bearer ${session.idToken}`);
}
