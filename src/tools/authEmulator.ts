/**
 * Starts and stops the Firebase Auth Emulator (auth only: no Java, works offline).
 * Used by `npm start`, `npm run dev`, the server tests and the browser journeys.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from './freePort';

export interface AuthEmulatorOptions {
  port: number;
  projectId: string;
  /** Keep accounts across restarts: imported at start when present, exported on stop. */
  persistDir?: string;
  /** Where the emulator's output goes; silent when absent. */
  logFile?: string;
}

export interface RunningAuthEmulator {
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  url: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The auth emulator exited with code ${child.exitCode} before it was ready.`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The auth emulator did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s.`,
  );
}

function firebaseBinary(): string {
  return path.join(process.cwd(), 'node_modules', '.bin', 'firebase');
}

export async function startAuthEmulator(
  options: AuthEmulatorOptions,
): Promise<RunningAuthEmulator> {
  // The hub and logging emulators always start too; give them free ports so several
  // emulators (a running product and a test run) never collide on their defaults.
  const hubPort = await freePort();
  const loggingPort = await freePort();
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-emulator-'));
  const configFile = path.join(configDir, 'firebase.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { port: options.port, host: '127.0.0.1' },
        hub: { port: hubPort, host: '127.0.0.1' },
        logging: { port: loggingPort, host: '127.0.0.1' },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    configFile,
  ];
  if (options.persistDir) {
    fs.mkdirSync(options.persistDir, { recursive: true });
    if (fs.existsSync(path.join(options.persistDir, 'firebase-export-metadata.json'))) {
      args.push('--import', options.persistDir);
    }
    args.push('--export-on-exit', options.persistDir);
  }
  const output = options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(firebaseBinary(), args, {
    cwd: configDir,
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? 'true',
    },
  });
  const host = `127.0.0.1:${options.port}`;
  const url = `http://${host}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return;
    }
    const forced = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000);
    await exited;
    clearTimeout(forced);
    fs.rmSync(configDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, url, stop };
}
