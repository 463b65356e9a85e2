/**
 * What `npm run lighthouse` and `npm run perf:dashboards` share: the browser they use, the
 * Lighthouse CLI run in its own process group (stopped when the tool is interrupted), retried
 * when a busy machine loses a run, and the median of several runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const RUN_TIMEOUT_MS = 180_000;
/** Lighthouse sometimes loses a run on a busy machine (NO_NAVSTART, an interstitial): retried. */
const ATTEMPTS_PER_RUN = 3;

/** The parts of Lighthouse's JSON report (LHR) the tools read. */
export interface LighthouseReport {
  finalDisplayedUrl?: string;
  categories: Partial<Record<'performance' | 'accessibility', { score: number | null }>>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string }[] } }>;
  runtimeError?: { code: string; message: string };
}

export function chromePath(): string {
  return process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** LIGHTHOUSE_RUNS (default 3): the runs per page and form factor. */
export function lighthouseRunCount(): number {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be 1 or more.');
  return runs;
}

let running: ChildProcess | undefined;

/** Stops a Lighthouse run still going (and a browser it started) when the tool is interrupted. */
export function stopLighthouse(): void {
  if (running?.pid === undefined || running.exitCode !== null) return;
  try {
    process.kill(-running.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** One run of the Lighthouse CLI on `url` with `args`, its JSON report read from stdout. */
function runOnce(url: string, args: readonly string[]): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(process.cwd(), 'node_modules', '.bin', 'lighthouse'),
      [url, '--output=json', '--output-path=stdout', '--quiet', ...args],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, CHROME_PATH: chromePath() },
      },
    );
    running = child;
    const timer = setTimeout(stopLighthouse, RUN_TIMEOUT_MS);
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

/**
 * Runs Lighthouse, again when a run is lost; `before` runs ahead of every attempt (e.g. to
 * clear the cache) and `check` may refuse a report, which counts as a lost run.
 */
export async function runLighthouse(
  url: string,
  args: readonly string[],
  options: {
    label: string;
    log: (line: string) => void;
    before?: () => Promise<void>;
    check?: (report: LighthouseReport) => void;
  },
): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await options.before?.();
      const report = await runOnce(url, args);
      options.check?.(report);
      return report;
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      options.log(
        `${options.label}: ${error instanceof Error ? error.message.trim() : String(error)}; again.`,
      );
    }
  }
}
