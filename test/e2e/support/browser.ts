/**
 * Debian's Chromium driven by playwright-core, plus axe-core for accessibility checks.
 * The product itself is started once by globalSetup; its URL is in COINWORK_E2E_URL.
 */
import fs from 'node:fs';

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

import { PAGINATION_COPY } from '@contract/copy/lists';
import { HINT_KEY } from '@app/session/currentUser';
import { SESSION_KEY } from '@app/session/rememberedSession';
import { CHROMIUM_FLAGS } from '@tools/chromiumFlags';

export function productUrl(pathname = '/'): string {
  const base = process.env.COINWORK_E2E_URL;
  if (!base) throw new Error('The journeys need the product started by the e2e globalSetup.');
  return new URL(pathname, base).toString();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

export interface Viewport {
  width: number;
  height: number;
}
/** The longest any one wait or action may take (jest gives each test 120 s). */
export const ACTION_TIMEOUT_MS = 60_000;

export const PHONE: Viewport = { width: 375, height: 812 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

export async function newPage(
  browser: Browser,
  options: {
    viewport?: Viewport;
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    /** The browser's time zone (IANA) and locale; the machine's when left out. */
    timezoneId?: string;
    locale?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    timezoneId: options.timezoneId,
    locale: options.locale,
  });
  // Every wait is for something a person would see; on a loaded machine (CI beside other
  // work) a page can take longer than Playwright's 30 s default to show it.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  recordTrouble(context);
  const page = await context.newPage();
  // Nothing on a page may come from outside this machine.
  const base = new URL(productUrl());
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const local =
      url.hostname === base.hostname || url.hostname === '127.0.0.1' || url.protocol === 'data:';
    return local ? route.continue() : route.abort();
  });
  return { context, page };
}

const troubles = new WeakMap<BrowserContext, string[]>();

/** Keeps what went wrong in the context's pages (any tab), for `describePages`. */
function recordTrouble(context: BrowserContext): void {
  const log: string[] = [];
  troubles.set(context, log);
  const started = Date.now();
  const note = (tab: number, line: string) =>
    log.push(`+${((Date.now() - started) / 1000).toFixed(1)} s tab ${tab}: ${line}`);
  let tabs = 0;
  context.on('page', (page) => {
    tabs += 1;
    const tab = tabs;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(tab, `console.${message.type()} ${message.text()}`);
    });
    page.on('pageerror', (error) => note(tab, `uncaught ${error.message}`));
    page.on('crash', () => note(tab, 'the page crashed'));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '?';
      // What a navigation leaves unfinished is aborted: not trouble.
      if (reason !== 'net::ERR_ABORTED') note(tab, `request failed ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) note(tab, `${response.status()} ${response.url()}`);
    });
  });
}

/**
 * What each open tab of the context shows and remembers, and what went wrong in it: added to a
 * journey's failure, so that a wait that timed out on CI says what the person would have seen.
 */
export async function describePages(context: BrowserContext): Promise<string> {
  const pages = await Promise.all(
    context.pages().map(async (page, index) => {
      const state = await page
        .evaluate(
          ([hintKey, sessionKey]) => ({
            signedInHint: window.localStorage.getItem(hintKey),
            rememberedSession: window.localStorage.getItem(sessionKey) !== null,
            header: document.querySelector('header')?.innerText.replace(/\s+/g, ' ') ?? null,
            main: document.querySelector('main')?.innerText.replace(/\s+/g, ' ').slice(0, 300),
          }),
          [HINT_KEY, SESSION_KEY] as const,
        )
        .catch((error: unknown) => String(error));
      return `tab ${index + 1} at ${page.url()}: ${JSON.stringify(state)}`;
    }),
  );
  return [...pages, ...(troubles.get(context) ?? [])].join('\n');
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2 A/AA) on the page, once its transitions have ended, and answers its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours measured mid-transition (a button just enabled, the dark scheme just applied)
  // are neither the old nor the new: wait for the running ones to end, then until no
  // element's colours change between two frames.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.waitForFunction(
    () => {
      const colours = Array.from(document.querySelectorAll('body *'), (element) => {
        const style = getComputedStyle(element);
        return `${style.color}|${style.backgroundColor}|${style.borderColor}|${style.opacity}`;
      }).join(';');
      const store = window as unknown as { axeColourSample?: string };
      const stable = store.axeColourSample === colours;
      store.axeColourSample = colours;
      return stable;
    },
    undefined,
    { polling: 'raf', timeout: ACTION_TIMEOUT_MS },
  );
  // Evaluated through the DevTools protocol, so the page's CSP stays as users get it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  });
}

/**
 * Waits until the page shows what its user came for: no skeleton, spinner or busy region for a
 * few frames running. Unlike Playwright's "networkidle", it does not depend on how fast the
 * machine's network and timers are, and an open notification stream does not hold it up.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    delete (window as unknown as { settledFrames?: number }).settledFrames;
  });
  await page.waitForFunction(
    () => {
      const loading = document.querySelector(
        '.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]',
      );
      const store = window as unknown as { settledFrames?: number };
      store.settledFrames = loading ? 0 : (store.settledFrames ?? 0) + 1;
      return store.settledFrames >= 3;
    },
    undefined,
    { polling: 'raf', timeout: ACTION_TIMEOUT_MS },
  );
}

/** Turns a paged list to its next page, as a person would, and waits until that page is shown. */
export async function nextPage(page: Page): Promise<void> {
  const pageOf = /^Page (\d+) of \d+$/;
  const shown = Number(pageOf.exec(await page.getByText(pageOf).innerText())?.[1]);
  await page.getByRole('button', { name: PAGINATION_COPY.next }).click();
  await page.getByText(new RegExp(`^Page ${shown + 1} of \\d+$`)).waitFor();
  await settled(page);
}

/**
 * Opens each view in turn (a name, and what brings it up) and collects what axe finds on it once
 * the page has settled.
 */
export async function violationsOn(
  page: Page,
  views: readonly (readonly [string, () => Promise<void>])[],
): Promise<Record<string, AxeViolation[]>> {
  const violations: Record<string, AxeViolation[]> = {};
  for (const [name, open] of views) {
    await open();
    await settled(page);
    const found = await axeViolations(page);
    if (found.length > 0) violations[name] = found;
  }
  return violations;
}
