/**
 * Launches the whole product on one machine: the Auth Emulator, then the API server, which
 * migrates the database, seeds the demo data on first start and serves the built client.
 * Used by `npm start`, `npm run dev` and the browser journeys.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureDataFolderFree } from '@server/db/dataFolderLock';
import { pgliteFolderOf } from '@server/db/open';
import { startAuthEmulator } from './authEmulator';

export const DEMO_PROJECT_ID = 'demo-coinwork';

export interface LaunchOptions {
  port: number;
  emulatorPort: number;
  /** PGlite data, uploads and emulator accounts; a throwaway folder when absent. */
  dataDir: string | undefined;
  /** Restart the server when its code changes. */
  watch?: boolean;
  log: (line: string) => void;
  /** Extra environment for the server (e.g. DATABASE_URL). */
  env?: Record<string, string>;
}

export interface RunningProduct {
  url: string;
  emulatorHost: string;
  dataDir: string;
  stop(): Promise<void>;
}

const SERVER_READY_TIMEOUT_MS = 120_000;

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} while starting.`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${SERVER_READY_TIMEOUT_MS / 1000} s.`);
}

/** Stops a child's process group: SIGTERM, then SIGKILL after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve();
  }
  const pid = child.pid;
  return new Promise((resolve) => {
    const forced = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, graceMs);
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

export async function launchProduct(options: LaunchOptions): Promise<RunningProduct> {
  const throwaway = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-data-'));
  fs.mkdirSync(dataDir, { recursive: true });
  // Refused before anything starts when another process holds the PGlite folder; the
  // server takes the lock itself (docs/security.md).
  const databaseUrl = options.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) ensureDataFolderFree(pgliteFolderOf(dataDir));
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  options.log('Starting the Firebase Auth Emulator…');
  const emulator = await startAuthEmulator({
    port: options.emulatorPort,
    projectId: DEMO_PROJECT_ID,
    persistDir: path.join(dataDir, 'auth-emulator'),
    logFile: path.join(logDir, 'auth-emulator.log'),
  });

  options.log('Starting the API server (migrations and demo data run on first start)…');
  const url = `http://localhost:${options.port}`;
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const serverArgs = options.watch
    ? ['watch', '--clear-screen=false', '--include', 'src/contract', 'src/server/main.ts']
    : ['src/server/main.ts'];
  const server = spawn(tsx, serverArgs, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      SEED_DEMO_DATA: 'true',
      // QA's Machine Lab is on locally unless the operator says otherwise (README, configuration).
      MACHINE_LAB: process.env.MACHINE_LAB ?? 'true',
      ...options.env,
    },
  });
  const serverLog = fs.createWriteStream(path.join(logDir, 'server.log'), { flags: 'a' });
  server.stdout?.pipe(serverLog);
  server.stderr?.pipe(serverLog);

  const stop = async () => {
    await stopChild(server);
    await emulator.stop();
    serverLog.end();
    if (throwaway) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} See ${path.join(logDir, 'server.log')}.`,
    );
  }
  return { url, emulatorHost: emulator.host, dataDir, stop };
}
