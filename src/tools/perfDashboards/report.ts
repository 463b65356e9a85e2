/** The medians `npm run perf:dashboards` prints, the budgets of issue 13 it checks, its JSON. */
import { median } from '@tools/lighthouseCli';
import type { LighthouseFigures } from './lighthouseSignedIn';
import type { Measurement } from './measure';
import type { Screen } from './screens';

export type ProductName = 'baseline' | 'current';

export interface ScreenResults {
  screen: Screen;
  runs: Partial<Record<ProductName, Measurement[]>>;
  lighthouse: Partial<Record<ProductName, LighthouseFigures[]>>;
}

/** The budgets of docs/performance.md (issue 13), checked on the current product. */
export const BUDGET = {
  /** Data painted at most this share of the baseline's. */
  dataPaintedShareOfBaseline: 1 / 3,
  lighthousePerformance: 90,
  jsBeforeDataKiB: 150,
  longestTaskMs: 200,
} as const;

const KIB = 1024;

export interface Medians {
  dataPaintedMs: number;
  lcpMs: number;
  longTaskSumMs: number;
  longestTaskMs: number;
  jsKiB: number;
  jsFiles: number;
  settledMs: number;
  /** The whole page settled, as a multiple of its first screenful's data painted. */
  settledShare: number;
  settledFiles: number;
  settledKiB: number;
}

export function mediansOf(runs: readonly Measurement[]): Medians {
  const of = (value: (run: Measurement) => number | undefined) =>
    median(runs.map(value).filter((figure): figure is number => figure !== undefined));
  return {
    dataPaintedMs: of((run) => run.dataPaintedMs),
    lcpMs: of((run) => run.lcpMs),
    longTaskSumMs: of((run) => run.longTaskSumMs),
    longestTaskMs: of((run) => run.longestTaskMs),
    jsKiB: of((run) => run.jsBodyBytes / KIB),
    jsFiles: of((run) => run.jsFiles),
    settledMs: of((run) => run.settledMs),
    settledShare: of((run) => run.settledMs / run.dataPaintedMs),
    settledFiles: of((run) => run.settledFiles),
    settledKiB: of((run) => run.settledTransferBytes / KIB),
  };
}

export function lighthouseMediansOf(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kib = (value: number) => `${value.toFixed(1)} KiB`;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  // The first column is a name, the others figures.
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

const MEASUREMENT_ROWS: readonly {
  label: string;
  value: (m: Medians) => number;
  text: (value: number) => string;
}[] = [
  { label: 'data painted', value: (m) => m.dataPaintedMs, text: ms },
  { label: 'LCP', value: (m) => m.lcpMs, text: ms },
  { label: 'long tasks, sum', value: (m) => m.longTaskSumMs, text: ms },
  { label: 'longest task', value: (m) => m.longestTaskMs, text: ms },
  { label: 'JS before data (br)', value: (m) => m.jsKiB, text: kib },
  { label: 'JS files', value: (m) => m.jsFiles, text: (value) => String(value) },
  { label: 'page settled', value: (m) => m.settledMs, text: ms },
  {
    label: 'settled / data painted',
    value: (m) => m.settledShare,
    text: (v) => `${v.toFixed(2)}×`,
  },
  { label: 'files to settle', value: (m) => m.settledFiles, text: (value) => String(value) },
  { label: 'KiB to settle (wire)', value: (m) => m.settledKiB, text: kib },
];

export function screenTable(results: ScreenResults): string {
  const { baseline, current } = results.runs;
  const base = baseline?.length ? mediansOf(baseline) : undefined;
  const now = current?.length ? mediansOf(current) : undefined;
  const header = [
    '',
    ...(base ? ['baseline'] : []),
    'current',
    ...(base ? ['current/baseline'] : []),
  ];
  const rows = MEASUREMENT_ROWS.map((row) => {
    const before = base ? row.value(base) : undefined;
    const after = now ? row.value(now) : Number.NaN;
    return [
      row.label,
      ...(before === undefined ? [] : [row.text(before)]),
      row.text(after),
      ...(before === undefined ? [] : [before ? (after / before).toFixed(2) : '–']),
    ];
  });
  const { name, path, role } = results.screen;
  const runs = current?.length ?? 0;
  return `${name} (${path}, as ${role}), medians of ${runs} run${runs === 1 ? '' : 's'}\n${table(header, rows)}`;
}

export function lighthouseTable(all: readonly ScreenResults[]): string {
  const header = [
    'screen',
    'product',
    'performance',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'runs (performance)',
  ];
  const rows = all.flatMap((results) =>
    (['baseline', 'current'] as const).flatMap((product) => {
      const runs = results.lighthouse[product];
      if (!runs?.length) return [];
      const m = lighthouseMediansOf(runs);
      return [
        [
          results.screen.name,
          product,
          String(m.performance),
          ms(m.fcpMs),
          ms(m.lcpMs),
          ms(m.tbtMs),
          m.cls.toFixed(3),
          runs.map((run) => run.performance).join(' '),
        ],
      ];
    }),
  );
  return table(header, rows);
}

/** What is over the budget, one line each. */
export function budgetFailures(all: readonly ScreenResults[]): string[] {
  return all.flatMap(({ screen, runs, lighthouse }) => {
    const failures: string[] = [];
    const current = runs.current?.length ? mediansOf(runs.current) : undefined;
    const baseline = runs.baseline?.length ? mediansOf(runs.baseline) : undefined;
    if (current && baseline) {
      const limit = baseline.dataPaintedMs * BUDGET.dataPaintedShareOfBaseline;
      if (current.dataPaintedMs > limit) {
        failures.push(
          `${screen.name}: data painted ${ms(current.dataPaintedMs)} > a third of the baseline's (${ms(limit)})`,
        );
      }
    }
    if (current && current.jsKiB > BUDGET.jsBeforeDataKiB) {
      failures.push(
        `${screen.name}: ${kib(current.jsKiB)} of JS before the data > ${BUDGET.jsBeforeDataKiB} KiB`,
      );
    }
    if (current && current.longestTaskMs > BUDGET.longestTaskMs) {
      failures.push(
        `${screen.name}: longest task ${ms(current.longestTaskMs)} > ${ms(BUDGET.longestTaskMs)}`,
      );
    }
    const scores = lighthouse.current;
    if (scores?.length) {
      const { performance } = lighthouseMediansOf(scores);
      if (performance < BUDGET.lighthousePerformance) {
        failures.push(
          `${screen.name}: Lighthouse mobile performance ${performance} < ${BUDGET.lighthousePerformance}`,
        );
      }
    }
    return failures;
  });
}
