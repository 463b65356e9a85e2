/**
 * The baseline product: another commit of this repository, extracted into a throwaway folder
 * (`git archive`, so no worktree is registered) and started by its own `npm start` code
 * (src/tools/start.ts), which builds that commit's client. It shares this checkout's
 * node_modules as hard links (`cp -al`, a few seconds): through a symbolic link webpack would
 * see the packages outside the project, name their modules by that path and split the chunks
 * differently (one more file on Buyer Home), so the client would not be the one a checkout of
 * that commit builds. A symbolic link is the fallback where hard links cannot be made.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '@tools/freePort';

/** Building the client takes minutes on a busy machine, the server and the emulator seconds. */
const READY_TIMEOUT_MS = 20 * 60_000;
const STOP_GRACE_MS = 30_000;
const LOG_TAIL_LINES = 40;

export interface Baseline {
  commit: string;
  /** The product's address, once its server answers. */
  ready: Promise<string>;
  /** Ends it (at any point) and removes its folder. */
  stop(): Promise<void>;
}

function git(args: readonly string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function extract(commit: string, folder: string): void {
  const result = spawnSync(
    'bash',
    ['-c', 'set -o pipefail; git archive "$1" | tar -x -C "$2"', 'extract', commit, folder],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Extracting ${commit} failed: ${result.stderr.trim()}`);
}

function shareNodeModules(folder: string, log: (line: string) => void): void {
  const own = path.join(process.cwd(), 'node_modules');
  const shared = path.join(folder, 'node_modules');
  if (spawnSync('cp', ['-al', own, shared]).status === 0) return;
  fs.rmSync(shared, { recursive: true, force: true });
  log('Could not hard-link node_modules; linking the folder (its chunks may differ slightly).');
  fs.symlinkSync(own, shared);
}

function tail(file: string): string {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Stops start.ts and, through its own SIGTERM handling, the server and emulator it started. */
function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const forced = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(forced);
      resolve();
    }
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(`The baseline product exited (${child.exitCode}):\n${tail(logFile)}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`The baseline product was not healthy in time:\n${tail(logFile)}`);
}

/** Extracts `ref` and starts it. Its output goes to a log in its folder, shown when it fails. */
export async function startBaseline(ref: string, log: (line: string) => void): Promise<Baseline> {
  const commit = git(['rev-parse', '--verify', '--short', `${ref}^{commit}`]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-baseline-'));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopGroup(child);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    log(`Baseline ${ref} (${commit}): extracting, then its own start builds and serves it…`);
    extract(commit, folder);
    shareNodeModules(folder, log);
    const port = await freePort();
    const emulatorPort = await freePort();
    const logFile = path.join(folder, 'baseline.log');
    const output = fs.openSync(logFile, 'a');
    child = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['src/tools/start.ts'], {
      cwd: folder,
      detached: true,
      stdio: ['ignore', output, output],
      env: {
        ...process.env,
        PORT: String(port),
        AUTH_EMULATOR_PORT: String(emulatorPort),
        DATA_DIR: path.join(folder, '.data'),
      },
    });
    fs.closeSync(output);
    const started = child;
    const url = `http://localhost:${port}`;
    const ready = waitForHealth(url, started, logFile).then(() => url);
    // Awaited later; a failure meanwhile must not count as unhandled.
    ready.catch(() => undefined);
    return { commit, ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
