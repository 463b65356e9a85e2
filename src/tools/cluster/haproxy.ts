/**
 * HAProxy in front of the instances: its configuration (a pure function, the one
 * docs/deployment.md shows), finding or installing the binary, and running it in the
 * foreground as a child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

import { stopChild } from '../product';
import { aptInstall, findExecutable, isRoot, waitForOk } from './system';

export interface HaproxyBackend {
  name: string;
  host: string;
  port: number;
}

export interface HaproxyConfigOptions {
  /** The port the balancer listens on, on every interface. */
  port: number;
  backends: readonly HaproxyBackend[];
}

const SERVER_NAME = /^[A-Za-z0-9_.-]+$/;

function assertPort(port: number, what: string): void {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${what} must be a port from 1 to 65535, got ${port}.`);
  }
}

/** The balancer's configuration text (docs/deployment.md explains each line). */
export function haproxyConfig({ port, backends }: HaproxyConfigOptions): string {
  assertPort(port, 'The balancer port');
  if (backends.length === 0) throw new Error('The balancer needs at least one backend.');
  for (const backend of backends) {
    if (!SERVER_NAME.test(backend.name)) {
      throw new Error(`A backend name is letters, digits, "_", "." or "-", got "${backend.name}".`);
    }
    assertPort(backend.port, `The port of ${backend.name}`);
  }
  return [
    '# Coinwork behind HAProxy, as `npm run cluster` runs it (docs/deployment.md).',
    'global',
    '    maxconn 4096',
    '',
    'defaults',
    '    mode http',
    '    timeout connect 5s',
    '    timeout http-request 10s',
    // A notification stream is one response that stays open (a heartbeat every 25 s): the
    // inactivity timeouts must outlast it.
    '    timeout client 1h',
    '    timeout server 1h',
    '    timeout tunnel 1h',
    '',
    'frontend coinwork',
    `    bind 0.0.0.0:${port}`,
    '    default_backend instances',
    '',
    'backend instances',
    '    balance roundrobin',
    '    option forwardfor',
    '    option httpchk GET /api/health',
    '    http-check expect status 200',
    '    retries 2',
    '    option redispatch 1',
    '    retry-on conn-failure empty-response',
    // An empty response may come from an instance that did the work and died before it
    // answered: only reads are sent again then; a write is retried only when it never left.
    '    http-request disable-l7-retry unless METH_GET || METH_OPTIONS',
    ...backends.map(
      (backend) =>
        `    server ${backend.name} ${backend.host}:${backend.port} check inter 1s fall 2 rise 2`,
    ),
    '',
  ].join('\n');
}

/** The haproxy binary: found, or installed with apt-get when we are root. */
export function ensureHaproxy(log: (line: string) => void): string {
  const found = findExecutable('haproxy');
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      'HAProxy is not installed, and only root may install it here. Install it (Debian/Ubuntu: sudo apt-get install haproxy) and run again.',
    );
  }
  aptInstall('haproxy', log);
  const installed = findExecutable('haproxy');
  if (!installed) throw new Error('haproxy was installed, but no haproxy binary was found.');
  return installed;
}

export interface HaproxyOptions {
  binary: string;
  /** The configuration's text, written to `configFile`. */
  config: string;
  configFile: string;
  /** Where its output goes (warnings and errors: it logs no requests). */
  logFile: string;
  /** The balancer's port, to wait until `/api/health` answers 200 through it. */
  port: number;
  log: (line: string) => void;
  signal?: AbortSignal;
}

export interface RunningHaproxy {
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
}

export async function startHaproxy(options: HaproxyOptions): Promise<RunningHaproxy> {
  fs.writeFileSync(options.configFile, options.config);
  const output = fs.openSync(options.logFile, 'a');
  const child = spawn(options.binary, ['-db', '-f', options.configFile], {
    detached: true,
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  let spawnError: Error | undefined;
  let ready = false;
  let stopping = false;
  child.once('error', (error) => (spawnError = error));
  child.once('exit', () => {
    if (ready && !stopping) {
      options.log(`HAProxy exited (${describeExit(child)}); see ${options.logFile}.`);
    }
  });

  const stop = async () => {
    stopping = true;
    // SIGTERM is HAProxy's hard stop: open notification streams are cut, not waited for.
    await stopChild(child, 5_000);
  };
  try {
    await waitForOk({
      url: `http://localhost:${options.port}/api/health`,
      what: 'HAProxy',
      timeoutMs: READY_TIMEOUT_MS,
      signal: options.signal,
      exited: () => {
        if (spawnError) return `HAProxy could not be run: ${spawnError.message}.`;
        if (child.exitCode === null && child.signalCode === null) return undefined;
        return `HAProxy exited (${describeExit(child)}) while starting.`;
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  return { stop };
}
