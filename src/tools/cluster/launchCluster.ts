/**
 * The product as production runs it, on one machine: several stateless API server instances
 * on one PostgreSQL, behind HAProxy, with the Auth Emulator as the identity provider.
 * Used by `npm run cluster` and the cluster test (docs/deployment.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startAuthEmulator } from '../authEmulator';
import { ensureClientBuild } from '../clientBuild';
import { freePort } from '../freePort';
import { DEMO_PROJECT_ID } from '../product';
import { ensureHaproxy, haproxyConfig, startHaproxy } from './haproxy';
import { type ClusterInstance, createInstance, type ManagedInstance } from './instance';
import { startThrowawayPostgres } from './postgres';
import { portIsFree, StartInterrupted, throwIfAborted } from './system';

export type { ClusterInstance } from './instance';
export { StartInterrupted } from './system';

export const MAX_INSTANCES = 16;

export interface ClusterOptions {
  instances: number;
  /** The balancer's port (on every interface). */
  port: number;
  /** An existing PostgreSQL, left as it is; a throwaway one when absent. */
  databaseUrl?: string;
  log: (line: string) => void;
  /** Extra environment for every instance (not PORT, HOST, DATA_DIR, DATABASE_URL, SEED_DEMO_DATA). */
  env?: Record<string, string>;
  /** The Auth Emulator's port; a free one when absent. */
  emulatorPort?: number;
  /** Aborting stops what was started and rejects with StartInterrupted. */
  signal?: AbortSignal;
}

export interface RunningCluster {
  /** The balancer's address, the one people use. */
  url: string;
  databaseUrl: string;
  /** True when the database was created for this cluster (and is dropped by stop). */
  throwawayDatabase: boolean;
  emulatorHost: string;
  projectId: string;
  instances: ClusterInstance[];
  /** instance-<n>.log, auth-emulator.log, haproxy.log; removed by stop. */
  logDir: string;
  stop(): Promise<void>;
}

type Cleanup = () => Promise<void>;

function assertOptions(options: ClusterOptions): void {
  const { instances, port } = options;
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new Error(
      `instances must be a whole number from 1 to ${MAX_INSTANCES}, got ${instances}.`,
    );
  }
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`port must be a whole number from 1 to 65535, got ${port}.`);
  }
}

/** Runs one part of the start; its failure names the part and where its log is. */
async function startPart<T>(
  part: string,
  logFile: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StartInterrupted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${part} did not start: ${message}${logFile ? ` See ${logFile}.` : ''}`, {
      cause: error,
    });
  }
}

/** Free loopback ports for the instances, none of them one the cluster already uses. */
async function instancePorts(count: number, taken: number[]): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!taken.includes(port) && !ports.includes(port)) ports.push(port);
  }
  return ports;
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  assertOptions(options);
  const { log, signal } = options;
  const root = process.cwd();
  ensureClientBuild(root, log);
  // Before anything starts: a missing balancer or a taken port fails at once.
  const haproxyBinary = ensureHaproxy(log);
  if (!(await portIsFree(options.port, '0.0.0.0'))) {
    throw new Error(
      `Port ${options.port} (the load balancer) is in use. Stop what uses it, or pick another with --port.`,
    );
  }

  const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-cluster-'));
  const logDir = path.join(clusterDir, 'logs');
  fs.mkdirSync(logDir);
  const cleanups: Cleanup[] = [];
  const stopStarted = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    throwIfAborted(signal);
    let databaseUrl = options.databaseUrl;
    if (databaseUrl === undefined) {
      const postgres = await startPart('PostgreSQL', undefined, () => startThrowawayPostgres(log));
      cleanups.push(() => postgres.stop());
      databaseUrl = postgres.url;
    } else {
      log('Using the PostgreSQL of DATABASE_URL (nothing is created or dropped).');
    }
    throwIfAborted(signal);

    log('Starting the Firebase Auth Emulator…');
    const emulatorLog = path.join(logDir, 'auth-emulator.log');
    const emulatorPort = options.emulatorPort ?? (await freePort());
    const emulator = await startPart('The Auth Emulator', emulatorLog, () =>
      startAuthEmulator({ port: emulatorPort, projectId: DEMO_PROJECT_ID, logFile: emulatorLog }),
    );
    cleanups.push(() => emulator.stop());
    throwIfAborted(signal);

    const url = `http://localhost:${options.port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PUBLIC_URL: url,
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      // The balancer is on loopback and sets X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      MACHINE_LAB: process.env.MACHINE_LAB ?? 'true',
      ...options.env,
      DATABASE_URL: databaseUrl,
    };
    const ports = await instancePorts(options.instances, [options.port, emulatorPort]);
    const instances: ManagedInstance[] = ports.map((port, i) => {
      const dataDir = path.join(clusterDir, `instance-${i + 1}`);
      fs.mkdirSync(dataDir);
      return createInstance({
        index: i + 1,
        port,
        root,
        dataDir,
        logFile: path.join(logDir, `instance-${i + 1}.log`),
        env,
        log,
      });
    });
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
    });

    // The first instance migrates the database and seeds the demo data, alone: drizzle's
    // migrator takes no lock, so two first starts would both run the migrations.
    const [first, ...others] = instances;
    if (!first) throw new Error('A cluster has at least one instance.');
    log(`Starting instance 1 on port ${first.port} (migrations and demo data)…`);
    await startPart('Instance 1', first.logFile, () => first.start({ seed: true, signal }));
    if (others.length > 0) {
      const which =
        others.length === 1 ? 'instance 2 on port' : `instances 2–${instances.length} on ports`;
      log(`Starting ${which} ${others.map((instance) => instance.port).join(', ')}…`);
    }
    const results = await Promise.allSettled(
      others.map((instance) =>
        startPart(`Instance ${instance.index}`, instance.logFile, () =>
          instance.start({ seed: false, signal }),
        ),
      ),
    );
    for (const result of results) {
      if (result.status === 'rejected') throw result.reason as Error;
    }

    log(`Starting HAProxy on port ${options.port}…`);
    const haproxyLog = path.join(logDir, 'haproxy.log');
    const balancer = await startPart('HAProxy', haproxyLog, () =>
      startHaproxy({
        binary: haproxyBinary,
        config: haproxyConfig({
          port: options.port,
          backends: instances.map((instance) => ({
            name: `instance-${instance.index}`,
            host: '127.0.0.1',
            port: instance.port,
          })),
        }),
        configFile: path.join(clusterDir, 'haproxy.cfg'),
        logFile: haproxyLog,
        port: options.port,
        log,
        signal,
      }),
    );
    cleanups.push(() => balancer.stop());

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= stopStarted().then(() =>
        fs.rmSync(clusterDir, { recursive: true, force: true }),
      ));
    return {
      url,
      databaseUrl,
      throwawayDatabase: options.databaseUrl === undefined,
      emulatorHost: emulator.host,
      projectId: DEMO_PROJECT_ID,
      instances,
      logDir,
      stop,
    };
  } catch (error) {
    await stopStarted();
    const interrupted = error instanceof StartInterrupted;
    // The logs stay after a failed start, so the file the error names can be read.
    for (const entry of fs.readdirSync(clusterDir)) {
      if (interrupted || entry !== 'logs') {
        fs.rmSync(path.join(clusterDir, entry), { recursive: true, force: true });
      }
    }
    if (interrupted) fs.rmSync(clusterDir, { recursive: true, force: true });
    throw error;
  }
}
