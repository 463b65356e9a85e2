/**
 * One measurement of one dashboard screen in headless Chromium, the way a returning person on
 * a phone opens it: signed in, HTTP cache cold, CPU four times slower, Lighthouse's slow-4G
 * network, a phone's screen. Figures come from observers the page starts before its own code
 * (an init script) and from the DevTools protocol's network events.
 */
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

import { CHROMIUM_FLAGS } from '@tools/chromiumFlags';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';

import { chromePath } from '@tools/lighthouseCli';
import { SERVER_SESSION_COOKIE } from '@contract/sessionCookie';
import { SESSION_KEY } from '@app/session/rememberedSession';

import { DATA_SHOWN_SOURCE, type Screen, signInAndOpen } from './screens';

/**
 * Lighthouse 12.8's mobile profile ("slow 4G", lantern's throttling.mobileSlow4G: 150 ms round
 * trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×) as DevTools throttling applies it (its
 * `--throttling-method=devtools`): the request latency is the round trip × 3.75 and the
 * throughputs × 0.9 (DEVTOOLS_RTT_ADJUSTMENT_FACTOR, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR),
 * because DevTools throttles each request rather than the connection. DevTools wants bytes
 * per second; Lighthouse converts kbit/s with × 1024 / 8 (core/lib/emulation.js).
 */
const CPU_SLOWDOWN = 4;
const REQUEST_LATENCY_MS = 150 * 3.75; // 562.5 ms
const DOWNLOAD_KBITS = 1.6 * 1024 * 0.9; // 1,474.56 kbit/s
const UPLOAD_KBITS = 750 * 0.9; // 675 kbit/s
const bytesPerSecond = (kbits: number) => Math.floor((kbits * 1024) / 8);

/** The browser the measurements share; each measurement has a context of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
    // The tool stops everything itself on Ctrl-C.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
}

/** Lighthouse's mobile screen (a Moto G Power: constants.js screenEmulationMetrics.mobile). */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** The largest paint taken is the last one up to this long after the data was painted. */
const LCP_SETTLE_MS = 1_000;
const SCREEN_TIMEOUT_MS = 180_000;
const DONE_MESSAGE = 'perf-dashboards:done';

export interface ScriptResponse {
  url: string;
  /** Bytes on the wire, headers included (loadingFinished.encodedDataLength). */
  transferBytes: number;
  /** The compressed body, as the file is on the server (`.br`), headers left out. */
  bodyBytes: number;
  contentEncoding: string;
  /** When it had arrived, on the page's clock (Resource Timing's responseEnd). */
  responseEndMs: number | undefined;
}

export interface Measurement {
  dataShownMs: number;
  dataPaintedMs: number;
  lcpMs: number | undefined;
  lcpElement: string | undefined;
  longTaskSumMs: number;
  longestTaskMs: number;
  longTaskCount: number;
  /**
   * Scripts that had arrived when the data was painted: files, and scripts carried in the page
   * itself (the shell's webpack runtime, a dashboard's first script), which count as their
   * text compressed on its own.
   */
  jsFiles: number;
  jsBodyBytes: number;
  jsTransferBytes: number;
  /** Content encodings of those scripts, e.g. `br`. */
  jsEncodings: string[];
  /** Scripts that came from a cache although it was cleared (should be none). */
  cachedScripts: number;
  scripts: ScriptResponse[];
  /** The scripts in the page's own markup, by their size compressed on their own. */
  inlineScripts: { bodyBytes: number }[];
  /**
   * The whole page settled (docs/performance.md#how-it-is-measured): read down to
   * its foot after the data was painted, the last response in and the last long task over.
   */
  settledMs: number;
  /** Files the page fetched until it settled, and their bytes on the wire. */
  settledFiles: number;
  settledTransferBytes: number;
}

/** What the init script collects, read back from the page. */
interface PageFigures {
  dataShownMs: number | null;
  dataPaintedMs: number | null;
  lcp: { startTime: number; element: string }[];
  longTasks: { startTime: number; duration: number }[];
  scripts: { url: string; responseEnd: number; transferSize: number }[];
  /** The text of every script element without a src that runs (not JSON data). */
  inlineScripts: string[];
  /** How many of `scripts` an earlier document of the visit loaded (a page opened again). */
  earlierScripts?: number;
  /** This document's clock less the first document's of the visit. */
  clockOffset: number;
  observerError?: string;
}

/**
 * Runs before the page's own code. Data painted is performance.now() in a task queued from the
 * first animation frame after the marks appear: the frame's paint runs between the two, so it
 * approximates the moment the data was on screen (later by at most that one task).
 */
function initScript(screen: Screen): string {
  return `(() => {
  const marks = ${JSON.stringify(screen.shown)};
  const isShown = ${DATA_SHOWN_SOURCE};
  // A page that opens its address again (a session cookie made anew) measures on: figures are on
  // the first document's clock, and what the earlier documents saw is carried over.
  const ORIGIN_KEY = '__perfDashboardsOrigin';
  const EARLIER_KEY = '__perfDashboardsEarlier';
  let offset = 0;
  let earlier = { longTasks: [], scripts: [], inlineScripts: [] };
  try {
    const first = Number(sessionStorage.getItem(ORIGIN_KEY)) || performance.timeOrigin;
    sessionStorage.setItem(ORIGIN_KEY, String(first));
    offset = performance.timeOrigin - first;
    earlier = JSON.parse(sessionStorage.getItem(EARLIER_KEY) || 'null') || earlier;
  } catch {
    // A document without storage (about:blank) measures nothing.
  }
  const now = () => performance.now() + offset;
  const state = {
    dataShownMs: null, dataPaintedMs: null, lcp: [], longTasks: [], scripts: [], inlineScripts: [],
    clockOffset: offset,
  };
  Object.defineProperty(window, '__perfDashboards', { value: state });
  const describe = (element) => !element ? '' : element.tagName.toLowerCase() + (element.currentSrc
    ? ' ' + new URL(element.currentSrc).pathname
    : ' "' + (element.textContent || '').trim().slice(0, 40) + '"');
  const scriptsNow = () => performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name, responseEnd: entry.responseEnd + offset, transferSize: entry.transferSize,
  }));
  const inlineScriptsNow = () => Array.from(document.querySelectorAll('script:not([src])'))
    .filter((script) => !script.type || /javascript|module/.test(script.type))
    .map((script) => script.textContent || '');
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.lcp.push({
          startTime: entry.startTime + offset, element: describe(entry.element) || entry.url,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longTasks.push({ startTime: entry.startTime + offset, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    state.observerError = String(error);
  }
  addEventListener('pagehide', () => {
    if (state.dataShownMs !== null) return;
    try {
      sessionStorage.setItem(EARLIER_KEY, JSON.stringify({
        longTasks: earlier.longTasks.concat(state.longTasks),
        scripts: earlier.scripts.concat(scriptsNow()),
        inlineScripts: earlier.inlineScripts.concat(inlineScriptsNow()),
      }));
    } catch {
      // Nothing to carry over.
    }
  });
  const observer = new MutationObserver(() => {
    if (state.dataShownMs !== null || !isShown(marks)) return;
    state.dataShownMs = now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      state.dataPaintedMs = now();
      setTimeout(() => {
        state.longTasks = earlier.longTasks.concat(state.longTasks);
        state.scripts = earlier.scripts.concat(scriptsNow());
        state.inlineScripts = earlier.inlineScripts.concat(inlineScriptsNow());
        state.earlierScripts = earlier.scripts.length;
        console.debug(${JSON.stringify(DONE_MESSAGE)});
      }, ${LCP_SETTLE_MS});
    }, 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

interface NetworkLog {
  /** Requests under way, but the event stream's, which stays open. */
  inFlight: Set<string>;
  /** When the last request began or ended (Date.now()). */
  lastChangeAt: number;
  responses: Map<
    string,
    { url: string; type: string; encoding: string; fromCache: boolean; headerBytes: number }
  >;
  finished: Map<string, { transferBytes: number; bodyBytes: number | undefined }>;
  fromCache: Set<string>;
}

async function recordNetwork(session: CDPSession): Promise<NetworkLog> {
  const log: NetworkLog = {
    inFlight: new Set(),
    lastChangeAt: Date.now(),
    responses: new Map(),
    finished: new Map(),
    fromCache: new Set(),
  };
  const settle = (requestId: string) => {
    log.inFlight.delete(requestId);
    log.lastChangeAt = Date.now();
  };
  session.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'EventSource') return;
    log.inFlight.add(requestId);
    log.lastChangeAt = Date.now();
  });
  session.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    log.responses.set(requestId, {
      url: response.url,
      type,
      encoding: encoding ?? 'identity',
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      // What had arrived when the response started: its headers.
      headerBytes: response.encodedDataLength,
    });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength, encodedBodyLength }) => {
    settle(requestId);
    log.finished.set(requestId, {
      transferBytes: encodedDataLength,
      bodyBytes: encodedBodyLength,
    });
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => log.fromCache.add(requestId));
  await session.send('Network.enable');
  return log;
}

/** Empties the context's HTTP cache and closes the page that signed in. */
async function coolDown(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await page.close();
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: REQUEST_LATENCY_MS,
    downloadThroughput: bytesPerSecond(DOWNLOAD_KBITS),
    uploadThroughput: bytesPerSecond(UPLOAD_KBITS),
  });
}

const compressedBytes = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  }).length;

/** What the page reports once read to its foot and quiet. */
interface SettledFigures {
  lastResponseEnd: number;
  lastLongTaskEnd: number;
}

function figuresOf(page: PageFigures, network: NetworkLog, settled: SettledFigures): Measurement {
  const { dataShownMs, dataPaintedMs } = page;
  if (dataShownMs === null || dataPaintedMs === null) throw new Error('The data was not painted.');
  const lcp = page.lcp.filter((entry) => entry.startTime <= dataPaintedMs + LCP_SETTLE_MS).at(-1);
  const longTasks = page.longTasks.filter((task) => task.startTime < dataPaintedMs);
  const responseEnd = new Map(page.scripts.map((entry) => [entry.url, entry.responseEnd]));
  const scripts: ScriptResponse[] = [...network.responses.entries()]
    .filter(([, response]) => response.type === 'Script')
    .flatMap(([requestId, response]) => {
      const finished = network.finished.get(requestId);
      if (!finished) return [];
      return [
        {
          url: response.url,
          transferBytes: finished.transferBytes,
          // This Chromium leaves encodedBodyLength out: the transfer less the headers is the body.
          bodyBytes: finished.bodyBytes ?? finished.transferBytes - response.headerBytes,
          contentEncoding: response.encoding,
          responseEndMs: responseEnd.get(response.url),
        },
      ];
    });
  const before = scripts.filter(
    (script) => script.responseEndMs !== undefined && script.responseEndMs <= dataPaintedMs,
  );
  // In the page, so they had arrived before anything was painted.
  const inlineScripts = page.inlineScripts
    .filter((text) => text.trim() !== '')
    .map((text) => ({ bodyBytes: compressedBytes(text) }));
  const inlineBytes = inlineScripts.reduce((sum, script) => sum + script.bodyBytes, 0);
  const cachedIds = [...network.responses.entries()].filter(
    ([requestId, response]) =>
      response.type === 'Script' && (response.fromCache || network.fromCache.has(requestId)),
  );
  // A file an earlier document of the visit loaded comes from the cache the second time, rightly.
  const loadedEarlier = new Set(page.scripts.slice(0, page.earlierScripts ?? 0).map((e) => e.url));
  const memoryCached = page.scripts.filter(
    (entry) =>
      entry.transferSize === 0 && /\.m?js(\?|$)/.test(entry.url) && !loadedEarlier.has(entry.url),
  );
  return {
    dataShownMs,
    dataPaintedMs,
    lcpMs: lcp?.startTime,
    lcpElement: lcp?.element,
    longTaskSumMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    longTaskCount: longTasks.length,
    jsFiles: before.length + inlineScripts.length,
    jsBodyBytes: inlineBytes + before.reduce((sum, script) => sum + script.bodyBytes, 0),
    jsTransferBytes: inlineBytes + before.reduce((sum, script) => sum + script.transferBytes, 0),
    jsEncodings: [...new Set(before.map((script) => script.contentEncoding))],
    cachedScripts: cachedIds.length + memoryCached.length,
    scripts,
    inlineScripts,
    settledMs: Math.max(dataPaintedMs, settled.lastResponseEnd, settled.lastLongTaskEnd),
    settledFiles: network.finished.size,
    settledTransferBytes: [...network.finished.values()].reduce(
      (sum, file) => sum + file.transferBytes,
      0,
    ),
  };
}

/** No request under way and none begun or ended for this long: the page has settled. */
const QUIET_MS = 2_000;
const POLL_MS = 100;

/**
 * Reads the page down to its foot, as a person would once the data is there, until nothing is
 * fetched any more and the foot stays put; then the last response's end and the last long
 * task's, on the page's clock.
 */
async function settle(page: Page, network: NetworkLog): Promise<SettledFigures> {
  const deadline = Date.now() + SCREEN_TIMEOUT_MS;
  for (;;) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const quiet = network.inFlight.size === 0 && Date.now() - network.lastChangeAt >= QUIET_MS;
    if (quiet) break;
    if (Date.now() > deadline) throw new Error(`the page did not settle at ${page.url()}.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return page.evaluate(() => {
    const state = (window as unknown as { __perfDashboards: PageFigures }).__perfDashboards;
    const lastResponseEnd = Math.max(
      0,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd + state.clockOffset),
    );
    const lastLongTaskEnd = Math.max(
      0,
      ...state.longTasks.map((task) => task.startTime + task.duration),
    );
    return { lastResponseEnd, lastLongTaskEnd };
  });
}

/**
 * How long after the last visit this one comes: soon (`returning`); hours later, the ID token the
 * browser remembers ended (`token-ended`); weeks later, the session cookie ended too
 * (`session-ended`).
 */
export type Visit = 'returning' | 'token-ended' | 'session-ended';

/**
 * The ID tokens the browser keeps ended this long ago: the copy kept for the next visit and the
 * identity provider's own (its refresh token stays), as after that long away.
 */
async function endRememberedToken(page: Page, agoMs: number): Promise<void> {
  await page.evaluate(
    ({ key, ago }: { key: string; ago: number }) => {
      const endedAt = Date.now() - ago;
      const kept = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        expiresAt?: number;
      } | null;
      if (kept) {
        kept.expiresAt = endedAt;
        window.localStorage.setItem(key, JSON.stringify(kept));
      }
      // Firebase keeps its signed-in user under firebase:authUser:<API key>:<app name>.
      for (const name of Object.keys(window.localStorage)) {
        if (!name.startsWith('firebase:authUser:')) continue;
        const user = JSON.parse(window.localStorage.getItem(name) ?? 'null') as {
          stsTokenManager?: { expirationTime?: number };
        } | null;
        if (!user?.stsTokenManager) continue;
        user.stsTokenManager.expirationTime = endedAt;
        window.localStorage.setItem(name, JSON.stringify(user));
      }
    },
    { key: SESSION_KEY, ago: agoMs },
  );
}

const HOUR_MS = 60 * 60 * 1000;

/** Signs in as the screen's role, then opens the screen again cold and throttled, and measures. */
export async function measureScreen(
  browser: Browser,
  baseUrl: string,
  screen: Screen,
  visit: Visit = 'returning',
): Promise<Measurement> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const signedIn = await context.newPage();
    await signInAndOpen(signedIn, baseUrl, screen);
    if (visit === 'token-ended') await endRememberedToken(signedIn, 6 * HOUR_MS);
    if (visit === 'session-ended') {
      await endRememberedToken(signedIn, 21 * 24 * HOUR_MS);
      await context.clearCookies({ name: SERVER_SESSION_COOKIE });
    }
    await coolDown(signedIn);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const network = await recordNetwork(session);
    await throttle(session);
    await page.addInitScript(initScript(screen));
    const done = page.waitForEvent('console', {
      predicate: (message) => message.text() === DONE_MESSAGE,
      timeout: SCREEN_TIMEOUT_MS,
    });
    await page.goto(`${baseUrl}${screen.path}`, {
      waitUntil: 'commit',
      timeout: SCREEN_TIMEOUT_MS,
    });
    try {
      await done;
    } catch {
      throw new Error(`no data painted within ${SCREEN_TIMEOUT_MS / 1000} s at ${page.url()}.`);
    }
    const figures = await page.evaluate<PageFigures>('window.__perfDashboards');
    if (figures.observerError) throw new Error(`Performance observers: ${figures.observerError}`);
    return figuresOf(figures, network, await settle(page, network));
  } finally {
    await context.close();
  }
}
