/**
 * `npm run perf:dashboards`: how fast the dashboard screens show their data on a phone, today's
 * client against this one, in the same run (issue 13). "current" is this checkout (its client
 * built when stale); "baseline" is BASELINE_REF, the last commit before the dashboard work (or
 * `--baseline <ref>`), extracted to a temporary folder and started by its own `npm start`. Both
 * serve the demo data from throwaway folders and take turns, run after run and screen after
 * screen, in headless Chromium: signed in as the screen's demo person, HTTP cache cold, CPU 4×
 * slower, Lighthouse's slow-4G network, a phone's screen. It prints the machine's load at the
 * start and the end, per screen the medians and current/baseline of time to data painted, LCP,
 * long tasks before the data (sum, longest) and the JavaScript that arrived before it (brotli
 * KiB, files), then Lighthouse's mobile preset per screen, signed in (current only unless
 * `--lighthouse-baseline`; LIGHTHOUSE_RUNS runs, default 3). With `--token-ended` each visit
 * comes after the ID token the browser remembers has ended, as hours after the last visit; with
 * `--session-ended` weeks after it, the session cookie ended too (the page makes a new one, then
 * opens the address again: the figures run from the first address). The Lighthouse runs stay as
 * they are. All figures go to
 * dist/perf-dashboards.json. It exits non-zero when the current client misses a budget of
 * docs/performance.md: data painted above a third of the baseline's, Lighthouse below 90, over
 * 150 KiB of JavaScript before the data, a longest task over 200 ms. CHROME_PATH sets the browser.
 *
 *   npm run perf:dashboards -- [--runs 5] [--screens "Buyer Home,Manage Users"]
 *     [--baseline <git ref> | --no-baseline] [--no-lighthouse] [--lighthouse-baseline]
 *     [--token-ended | --session-ended]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser } from 'playwright-core';

import { ensureClientBuild } from './clientBuild';
import { freePort } from './freePort';
import { lighthouseRunCount, stopLighthouse } from './lighthouseCli';
import { startBaseline } from './perfDashboards/baseline';
import { lighthouseScreen } from './perfDashboards/lighthouseSignedIn';
import { launchBrowser, measureScreen, type Visit } from './perfDashboards/measure';
import {
  budgetFailures,
  lighthouseMediansOf,
  lighthouseTable,
  mediansOf,
  type ProductName,
  type ScreenResults,
  screenTable,
} from './perfDashboards/report';
import { type Screen, SCREENS } from './perfDashboards/screens';
import { launchProduct } from './product';

/** The last commit before the dashboard work: what "today's client" means for issue 13. */
export const BASELINE_REF = 'aa5bd50';

const OUT_FILE = path.join('dist', 'perf-dashboards.json');

const log = (line: string) => console.log(`[perf:dashboards] ${line}`);

interface Options {
  runs: number;
  screens: typeof SCREENS;
  baseline: string | undefined;
  lighthouse: boolean;
  lighthouseBaseline: boolean;
  visit: Visit;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    runs: 5,
    screens: SCREENS,
    baseline: BASELINE_REF,
    lighthouse: true,
    lighthouseBaseline: false,
    visit: 'returning',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = () => {
      index += 1;
      const next = argv[index];
      if (next === undefined) throw new Error(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new Error('--runs: 1 or more.');
    } else if (flag === '--screens') {
      const names = value()
        .split(',')
        .map((name) => name.trim().toLowerCase());
      options.screens = SCREENS.filter((screen) => names.includes(screen.name.toLowerCase()));
      if (options.screens.length !== names.length) {
        throw new Error(
          `--screens: choose among ${SCREENS.map((screen) => screen.name).join(', ')}.`,
        );
      }
    } else if (flag === '--baseline') options.baseline = value();
    else if (flag === '--no-baseline') options.baseline = undefined;
    else if (flag === '--no-lighthouse') options.lighthouse = false;
    else if (flag === '--lighthouse-baseline') options.lighthouseBaseline = true;
    else if (flag === '--token-ended') options.visit = 'token-ended';
    else if (flag === '--session-ended') options.visit = 'session-ended';
    else throw new Error(`Unknown option ${flag}; the file's first comment lists them.`);
  }
  return options;
}

function machineLoad() {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverage: { one, five, fifteen },
  };
}

function loadLine(when: string, load: ReturnType<typeof machineLoad>): string {
  const { one, five, fifteen } = load.loadAverage;
  return `${when}: load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1, 5, 15 min) on ${load.cpus} CPUs`;
}

/** What to stop, last started first, at the end or on Ctrl-C. */
const stops: (() => Promise<void>)[] = [];

async function stopAll(): Promise<void> {
  stopLighthouse();
  for (const stop of stops.splice(0).reverse()) {
    try {
      await stop();
    } catch (error) {
      log(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function onInterrupt(): void {
  log('Interrupted: stopping the products…');
  void stopAll().then(() => process.exit(130));
}

interface Products {
  urls: Record<ProductName, string | undefined>;
  baseline: { ref: string; commit: string } | undefined;
}

async function startProducts(options: Options): Promise<Products> {
  // Both products keep their data in throwaway PGlite folders, never in a shared database.
  delete process.env.DATABASE_URL;
  const baseline = options.baseline ? await startBaseline(options.baseline, log) : undefined;
  if (baseline) stops.push(baseline.stop);
  ensureClientBuild(process.cwd(), log);
  const current = await launchProduct({
    port: await freePort(),
    emulatorPort: await freePort(),
    dataDir: undefined,
    log,
  });
  stops.push(current.stop);
  if (baseline) log('Waiting for the baseline product (it builds its own client)…');
  return {
    urls: { baseline: await baseline?.ready, current: current.url },
    baseline:
      options.baseline && baseline ? { ref: options.baseline, commit: baseline.commit } : undefined,
  };
}

/** A busy machine sometimes loses a measurement (a timeout): one more try. */
async function measureWithRetry(
  browser: Browser,
  product: ProductName,
  url: string,
  screen: Screen,
  visit: Visit,
) {
  try {
    return await measureScreen(browser, url, screen, visit);
  } catch (error) {
    log(
      `${screen.name}, ${product}: ${error instanceof Error ? error.message : String(error)}; again.`,
    );
    return measureScreen(browser, url, screen, visit);
  }
}

async function measureAll(
  options: Options,
  urls: Record<ProductName, string | undefined>,
): Promise<ScreenResults[]> {
  const results: ScreenResults[] = options.screens.map((screen) => ({
    screen,
    runs: {},
    lighthouse: {},
  }));
  const browser: Browser = await launchBrowser();
  stops.push(() => browser.close());
  for (let run = 1; run <= options.runs; run += 1) {
    for (const result of results) {
      for (const product of ['baseline', 'current'] as const) {
        const url = urls[product];
        if (!url) continue;
        const measurement = await measureWithRetry(
          browser,
          product,
          url,
          result.screen,
          options.visit,
        );
        (result.runs[product] ??= []).push(measurement);
        log(
          `run ${run}/${options.runs} ${result.screen.name}, ${product}: data painted ${Math.round(measurement.dataPaintedMs)} ms, LCP ${Math.round(measurement.lcpMs ?? Number.NaN)} ms, longest task ${Math.round(measurement.longestTaskMs)} ms, JS ${(measurement.jsBodyBytes / 1024).toFixed(1)} KiB in ${measurement.jsFiles} files (${measurement.jsEncodings.join(', ')})${measurement.cachedScripts ? `, ${measurement.cachedScripts} scripts from a cache!` : ''}`,
        );
      }
    }
  }
  return results;
}

async function lighthouseAll(
  options: Options,
  urls: Record<ProductName, string | undefined>,
  results: readonly ScreenResults[],
): Promise<void> {
  const runs = lighthouseRunCount();
  const products = (['baseline', 'current'] as const).flatMap((name) => {
    const url = urls[name];
    return url && (name === 'current' || options.lighthouseBaseline) ? [{ name, url }] : [];
  });
  for (const result of results) {
    const figures = await lighthouseScreen(products, result.screen, runs, log);
    result.lighthouse = { baseline: figures.baseline, current: figures.current };
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const loadAtStart = machineLoad();
  log(loadLine('Start', loadAtStart));
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  process.on('exit', stopLighthouse);

  let results: ScreenResults[];
  let baseline: Products['baseline'];
  try {
    const products = await startProducts(options);
    baseline = products.baseline;
    results = await measureAll(options, products.urls);
    if (options.lighthouse) await lighthouseAll(options, products.urls, results);
  } finally {
    await stopAll();
  }
  const loadAtEnd = machineLoad();

  console.log('');
  console.log(loadLine('Load at the start', loadAtStart));
  console.log(loadLine('Load at the end', loadAtEnd));
  for (const result of results) console.log(`\n${screenTable(result)}`);
  if (options.lighthouse) {
    console.log(
      `\nLighthouse mobile preset, signed in, medians of ${lighthouseRunCount()} runs:\n`,
    );
    console.log(lighthouseTable(results));
  }

  const failures = budgetFailures(results);
  fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  fs.writeFileSync(
    OUT_FILE,
    `${JSON.stringify(
      {
        machine: { start: loadAtStart, end: loadAtEnd },
        baseline: baseline ?? null,
        runs: options.runs,
        screens: results.map(({ screen, runs, lighthouse }) => ({
          ...screen,
          medians: {
            baseline: runs.baseline && mediansOf(runs.baseline),
            current: runs.current && mediansOf(runs.current),
          },
          runs,
          lighthouse: {
            baseline: lighthouse.baseline && {
              median: lighthouseMediansOf(lighthouse.baseline),
              runs: lighthouse.baseline,
            },
            current: lighthouse.current && {
              median: lighthouseMediansOf(lighthouse.current),
              runs: lighthouse.current,
            },
          },
        })),
        budgetFailures: failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nAll figures: ${OUT_FILE}`);
  if (failures.length) {
    console.log(`\nOver the budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  console.log('\nWithin the budget.');
}

main().catch(async (error: unknown) => {
  console.error(`[perf:dashboards] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
