/**
 * The baseline product: another commit of this repository, extracted into a throwaway folder
 * (`git archive`, so no worktree is registered) and started by its own `npm start` code
 * (src/tools/start.ts), which builds that commit's client.
 *
 * Its client is the one this checkout would build at that commit, byte for byte, which takes
 * two things. node_modules is shared as hard links (`cp -al`, a few seconds), not a symbolic
 * link, through which webpack would see the packages outside the project and name and number
 * their modules differently. And the folder's path is as long as this checkout's: Babel writes
 * the path aliases as absolute imports (babel.config.js), so the size of a module before
 * minifying, which webpack's chunk splitting weighs, grows with the path; the same commit built
 * under a 12-character longer path split into one more file on Manage Users.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '@tools/freePort';
import { stopChild } from '@tools/product';

/** Building the client takes minutes on a busy machine, the server and the emulator seconds. */
const READY_TIMEOUT_MS = 20 * 60_000;
const STOP_GRACE_MS = 30_000;
const LOG_TAIL_LINES = 40;
/** What start.ts's product writes under DATA_DIR/logs (src/tools/product.ts). */
const SERVER_LOGS = ['server.log', 'auth-emulator.log'];

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

const NAME = 'coinwork-baseline-';
const RANDOM_CHARACTERS = 6;
/** Fewer random characters than this would risk meeting another run's folder. */
const FEWEST_RANDOM_CHARACTERS = 4;

function randomCharacters(count: number): string {
  return [...crypto.randomBytes(count)].map((byte) => (byte % 36).toString(36)).join('');
}

/** A new temporary folder whose path is as long as `checkout`'s, when the temp folder allows. */
function folderLike(checkout: string, log: (line: string) => void): string {
  const base = `${os.tmpdir()}${path.sep}`;
  const nameLength = checkout.length - base.length;
  if (nameLength < FEWEST_RANDOM_CHARACTERS) {
    log('The temporary folder has a longer path than this checkout: chunks may differ a little.');
    return fs.mkdtempSync(`${base}${NAME}`);
  }
  const random = Math.min(RANDOM_CHARACTERS, nameLength);
  const fixed = NAME.padEnd(nameLength - random, '-').slice(0, nameLength - random);
  for (;;) {
    const folder = `${base}${fixed}${randomCharacters(random)}`;
    try {
      fs.mkdirSync(folder, { mode: 0o700 });
      return folder;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
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
  const folder = folderLike(process.cwd(), log);
  let child: ChildProcess | undefined;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child) await stopChild(child, STOP_GRACE_MS);
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
    started.once('exit', (code, signal) => {
      if (stopping) return;
      const logs = [
        logFile,
        ...SERVER_LOGS.map((name) => path.join(folder, '.data', 'logs', name)),
      ];
      log(
        `The baseline product stopped by itself (${signal ?? code}). Its logs end:\n${logs
          .map((file) => `${path.basename(file)}:\n${tail(file)}`)
          .join('\n')}`,
      );
    });
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
