/**
 * `npm run lighthouse`: Lighthouse's performance and accessibility scores of the landing page
 * (the production build, served by the real server with the demo data), on a phone (mobile
 * preset: simulated slow 4G and a 4× slower CPU) and on a desktop, several runs each. Prints
 * the medians and exits non-zero when one is below the budget of docs/performance.md or when
 * the page asked for anything outside this machine.
 *
 * LIGHTHOUSE_RUNS (default 3) sets the runs per form factor; CHROME_PATH the browser.
 */
import {
  type LighthouseReport,
  lighthouseRunCount,
  median,
  runLighthouse,
  stopLighthouse,
} from './lighthouseCli';
import { withThrowawayProduct } from './throwawayProduct';

type FormFactor = 'mobile' | 'desktop';

const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
const BUDGET: Record<FormFactor, { performance: number; accessibility: number }> = {
  mobile: { performance: 95, accessibility: 100 },
  desktop: { performance: 100, accessibility: 100 },
};
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

const log = (line: string) => console.log(`[lighthouse] ${line}`);

function runWithRetries(url: string, formFactor: FormFactor): Promise<LighthouseReport> {
  return runLighthouse(
    url,
    [
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { label: formFactor, log },
  );
}

function figuresOf(report: LighthouseReport): Figures {
  const score = (category: keyof LighthouseReport['categories']) =>
    Math.round((report.categories[category]?.score ?? 0) * 100);
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
  const runs = lighthouseRunCount();
  process.on('exit', stopLighthouse);
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
