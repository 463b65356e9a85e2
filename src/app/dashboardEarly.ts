/**
 * The first script of a dashboard page (carried in the page itself, before the app's bundle, see
 * src/server/web/clientPages.ts): with a session remembered from the last visit, it sends the
 * reads this address made last time at once, while the app's code is still on its way
 * (src/app/session/earlyReads.ts, docs/performance.md#dashboards). About 0.7 KiB (brotli), with
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

// The page now waits a second or more for its code with the main thread idle. The browser's first
// number and date formatters load its locale data, some 40 ms on a slow phone, which the screen's
// first draw would otherwise pay on the way to its data: they are set up meanwhile.
setTimeout(() => {
  new Intl.NumberFormat('en-US').format(0);
  new Intl.DateTimeFormat('en-US').format(0);
}, 0);
