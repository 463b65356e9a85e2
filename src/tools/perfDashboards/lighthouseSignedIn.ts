/**
 * Lighthouse's mobile preset on a dashboard screen, signed in: Chromium is started here with a
 * debugging port, Playwright signs in through /login over that port and lets go, and the
 * Lighthouse CLI opens the screen in the same browser (`--port`), so it finds the session a
 * returning person has.
 *
 * The HTTP cache must still be cold. Lighthouse 12.8's own reset (clearStorageTypes in
 * core/config/constants.js) would keep localStorage, but it is off (`--disable-storage-reset`)
 * so the session never depends on that default: the cache is cleared here before every run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type BrowserContext, chromium } from 'playwright-core';

import { freePort } from '@tools/freePort';
import { chromePath, type LighthouseReport, runLighthouse } from '@tools/lighthouseCli';
import { CHROMIUM_FLAGS } from '@tools/chromiumFlags';
import { type Screen, signInAndOpen } from './screens';

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const READY_TIMEOUT_MS = 30_000;

interface DebuggableChromium {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

async function startChromium(): Promise<DebuggableChromium> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    chromePath(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_FLAGS,
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGKILL');
        await gone;
      } catch {
        // already gone
      }
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) return { endpoint, port, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('Chromium did not open its debugging port.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs `work` with Playwright attached to the browser, then lets go of it (Lighthouse drives alone). */
async function attached(
  browser: DebuggableChromium,
  work: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const connection = await chromium.connectOverCDP(browser.endpoint);
  try {
    const [context] = connection.contexts();
    if (!context) throw new Error('The browser has no default context.');
    await work(context);
  } finally {
    await connection.close();
  }
}

async function clearHttpCache(browser: DebuggableChromium): Promise<void> {
  await attached(browser, async (context) => {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  });
}

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * Signs in to each product (one browser holds both: their origins differ) and runs Lighthouse
 * `runs` times on the screen, the products taking turns.
 */
export async function lighthouseScreen(
  products: readonly { name: string; url: string }[],
  screen: Screen,
  runs: number,
  log: (line: string) => void,
): Promise<Record<string, LighthouseFigures[]>> {
  const browser = await startChromium();
  const results: Record<string, LighthouseFigures[]> = {};
  try {
    await attached(browser, async (context) => {
      for (const product of products) {
        const page = await context.newPage();
        await signInAndOpen(page, product.url, screen);
        await page.close();
      }
    });
    for (let run = 1; run <= runs; run += 1) {
      for (const product of products) {
        const label = `Lighthouse ${screen.name}, ${product.name}`;
        const report = await runLighthouse(
          `${product.url}${screen.path}`,
          [`--port=${browser.port}`, '--disable-storage-reset', '--only-categories=performance'],
          {
            label,
            log,
            before: () => clearHttpCache(browser),
            check: (lhr) => {
              const shown = new URL(lhr.finalDisplayedUrl ?? '', product.url).pathname;
              if (shown !== screen.path) throw new Error(`it ended at ${shown}, not signed in?`);
            },
          },
        );
        const figures = figuresOf(report);
        (results[product.name] ??= []).push(figures);
        log(
          `${label} run ${run}/${runs}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    }
  } finally {
    await browser.stop();
  }
  return results;
}
