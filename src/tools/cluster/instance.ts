/**
 * One API server instance of the cluster: a `tsx src/server/main.ts` child in its own process
 * group on a fixed port, which can be killed and started again on the same port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { stopChild } from '../product';
import { pause, portIsFree, waitForOk } from './system';

export interface ClusterInstance {
  /** 1-based; instance 1 is the one that migrates and seeds. */
  index: number;
  port: number;
  /** Its own address, bypassing the balancer. */
  url: string;
  /** The process id (also its process group's), undefined while it is not running. */
  pid(): number | undefined;
  /**
   * Signals the whole process group and resolves once it has exited (SIGKILL follows when a
   * gentler signal has not ended it within 10 s).
   */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts it again (stopping it first if it runs) on the same port and waits for its health. */
  restart(): Promise<void>;
}

export interface ManagedInstance extends ClusterInstance {
  logFile: string;
  start(options: { seed: boolean; signal?: AbortSignal }): Promise<void>;
  /** For the cluster's stop: no restart afterwards. */
  stop(): Promise<void>;
}

export interface InstanceOptions {
  index: number;
  port: number;
  root: string;
  dataDir: string;
  logFile: string;
  /** Everything but PORT, HOST, DATA_DIR and SEED_DEMO_DATA, which are the instance's own. */
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

const READY_TIMEOUT_MS = 120_000;
const KILL_GRACE_MS = 10_000;
const PORT_RELEASE_TIMEOUT_MS = 15_000;

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * tsx runs the server in a child node process: the group is gone only when that one is too
 * (else a restart could find the port still taken).
 */
async function groupGone(pid: number, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
    } catch {
      return true;
    }
    await pause(50);
  }
  return false;
}

export function createInstance(options: InstanceOptions): ManagedInstance {
  const { index, port, logFile } = options;
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let spawnError: Error | undefined;
  /** An exit is reported only when it was neither ours (kill, restart, stop) nor at start. */
  let exitExpected = false;
  let healthy = false;
  let stopped = false;

  const launch = (seed: boolean): ChildProcess => {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.appendFileSync(
      logFile,
      `--- instance ${index} starting on port ${port} at ${new Date().toISOString()} ---\n`,
    );
    const output = fs.openSync(logFile, 'a');
    const started = spawn(
      path.join(options.root, 'node_modules', '.bin', 'tsx'),
      ['src/server/main.ts'],
      {
        cwd: options.root,
        detached: true,
        stdio: ['ignore', output, output],
        env: {
          ...options.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: options.dataDir,
          SEED_DEMO_DATA: seed ? 'true' : 'false',
        },
      },
    );
    fs.closeSync(output);
    spawnError = undefined;
    exitExpected = false;
    healthy = false;
    started.once('error', (error) => (spawnError = error));
    exited = new Promise((resolve) =>
      started.once('exit', () => {
        if (healthy && !exitExpected) {
          options.log(`Instance ${index} exited (${describeExit(started)}); see ${logFile}.`);
        }
        resolve();
      }),
    );
    child = started;
    return started;
  };

  const waitHealthy = (started: ChildProcess, signal?: AbortSignal) =>
    waitForOk({
      url: `${url}/api/health`,
      what: `Instance ${index}`,
      timeoutMs: READY_TIMEOUT_MS,
      signal,
      exited: () => {
        if (spawnError) return `Instance ${index} could not be run: ${spawnError.message}.`;
        if (isRunning(started)) return undefined;
        return `Instance ${index} exited (${describeExit(started)}) while starting.`;
      },
    });

  const start = async ({ seed, signal }: { seed: boolean; signal?: AbortSignal }) => {
    if (stopped) throw new Error(`Instance ${index} belongs to a cluster that was stopped.`);
    await waitHealthy(launch(seed), signal);
    healthy = true;
  };

  const kill = async (signal: NodeJS.Signals) => {
    const current = child;
    if (!current?.pid || !isRunning(current)) return;
    const pid = current.pid;
    exitExpected = true;
    signalGroup(pid, signal);
    const forced =
      signal === 'SIGKILL'
        ? undefined
        : setTimeout(() => signalGroup(pid, 'SIGKILL'), KILL_GRACE_MS);
    await exited;
    clearTimeout(forced);
    if (!(await groupGone(pid))) signalGroup(pid, 'SIGKILL');
  };

  const restart = async () => {
    await kill('SIGTERM');
    const deadline = Date.now() + PORT_RELEASE_TIMEOUT_MS;
    while (!(await portIsFree(port, '127.0.0.1'))) {
      if (Date.now() > deadline) {
        throw new Error(`Instance ${index} cannot restart: port ${port} is still in use.`);
      }
      await pause(100);
    }
    await start({ seed: false });
  };

  const stop = async () => {
    stopped = true;
    exitExpected = true;
    const current = child;
    if (!current?.pid) return;
    await stopChild(current);
    if (!(await groupGone(current.pid))) signalGroup(current.pid, 'SIGKILL');
  };

  return {
    index,
    port,
    url,
    logFile,
    pid: () => (child && isRunning(child) ? child.pid : undefined),
    kill,
    restart,
    start,
    stop,
  };
}
