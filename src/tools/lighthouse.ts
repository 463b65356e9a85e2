/**
 * `npm run lighthouse`: Lighthouse's performance and accessibility scores of the landing page
 * (the production build, served by the real server with the demo data), on a phone (mobile
 * preset: simulated slow 4G and a 4× slower CPU) and on a desktop, several runs each. Prints
 * the medians and exits non-zero when one is below the budget of docs/performance.md or when
 * the page asked for anything outside this machine.
 *
 * LIGHTHOUSE_RUNS (default 3) sets the runs per form factor; CHROME_PATH the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import { withThrowawayProduct } from './throwawayProduct';

type FormFactor = 'mobile' | 'desktop';

const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
const BUDGET: Record<FormFactor, { performance: number; accessibility: number }> = {
  mobile: { performance: 95, accessibility: 100 },
  desktop: { performance: 100, accessibility: 100 },
};
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUN_TIMEOUT_MS = 180_000;
/** Lighthouse sometimes loses a run on a busy machine (NO_NAVSTART, an interstitial): retried. */
const ATTEMPTS_PER_RUN = 3;

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

/** The parts of Lighthouse's JSON report (LHR) read here. */
interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string }[] } }>;
  runtimeError?: { code: string; message: string };
}

const log = (line: string) => console.log(`[lighthouse] ${line}`);

function runCount(): number {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be 1 or more.');
  return runs;
}

let running: ChildProcess | undefined;

/** Stops a Lighthouse run still going (and the browser it started) when the tool is interrupted. */
function stopRunning(): void {
  if (running?.pid === undefined || running.exitCode !== null) return;
  try {
    process.kill(-running.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseReport> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'lighthouse'), args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      },
    });
    running = child;
    const timer = setTimeout(stopRunning, RUN_TIMEOUT_MS);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      running = undefined;
      if (code !== 0) {
        reject(new Error(`Lighthouse exited with ${code}: ${Buffer.concat(err).toString()}`));
        return;
      }
      const report = JSON.parse(Buffer.concat(out).toString()) as LighthouseReport;
      if (report.runtimeError) {
        reject(new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`));
        return;
      }
      resolve(report);
    });
  });
}

async function runWithRetries(url: string, formFactor: FormFactor): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      log(
        `${formFactor}: ${error instanceof Error ? error.message.trim() : String(error)}; again.`,
      );
    }
  }
}

function figuresOf(report: LighthouseReport): Figures {
  const score = (category: keyof LighthouseReport['categories']) =>
    Math.round((report.categories[category].score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
  };
}

/** Addresses the page asked for that are not on this machine. */
function outsideRequests(report: LighthouseReport): string[] {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url ?? '')
    .filter((url) => /^https?:/.test(url))
    .filter((url) => !['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
  };
}

function printTable(results: Record<FormFactor, Figures[]>): void {
  const header = [
    '',
    'performance',
    'accessibility',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'runs (performance)',
  ];
  const rows = FORM_FACTORS.map((formFactor) => {
    const runs = results[formFactor];
    const m = medianFigures(runs);
    return [
      formFactor,
      `${m.performance} (≥ ${BUDGET[formFactor].performance})`,
      `${m.accessibility} (≥ ${BUDGET[formFactor].accessibility})`,
      `${Math.round(m.fcpMs)} ms`,
      `${Math.round(m.lcpMs)} ms`,
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      `${Math.round(m.speedIndexMs)} ms`,
      runs.map((run) => run.performance).join(' '),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\nLighthouse medians of ${results.mobile.length} runs (landing page /):\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const runs = runCount();
  process.on('exit', stopRunning);
  const results: Record<FormFactor, Figures[]> = { mobile: [], desktop: [] };
  const outside = new Set<string>();
  await withThrowawayProduct(log, async (product) => {
    const url = `${product.url}/`;
    // Mobile and desktop take turns, so a change in the machine's load touches both alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const formFactor of FORM_FACTORS) {
        const report = await runWithRetries(url, formFactor);
        const figures = figuresOf(report);
        outsideRequests(report).forEach((request) => outside.add(request));
        results[formFactor].push(figures);
        log(
          `${formFactor} run ${run}/${runs}: performance ${figures.performance}, accessibility ${figures.accessibility}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    }
  });

  printTable(results);
  const failures = FORM_FACTORS.flatMap((formFactor) => {
    const m = medianFigures(results[formFactor]);
    const budget = BUDGET[formFactor];
    return [
      ...(m.performance < budget.performance
        ? [`${formFactor} performance ${m.performance} < ${budget.performance}`]
        : []),
      ...(m.accessibility < budget.accessibility
        ? [`${formFactor} accessibility ${m.accessibility} < ${budget.accessibility}`]
        : []),
    ];
  });
  if (outside.size) failures.push(`requests outside this machine: ${[...outside].join(', ')}`);
  if (failures.length) {
    console.log(`\nBelow the budget: ${failures.join('; ')}.`);
    process.exitCode = 1;
    return;
  }
  console.log('\nWithin the budget.');
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
