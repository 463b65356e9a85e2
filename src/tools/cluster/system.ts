/** The few things the cluster asks of the machine: who we are, Debian packages, ports. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const isRoot = (): boolean => process.getuid?.() === 0;

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs a Debian package; refreshes the package lists once when the first try fails. */
export function aptInstall(name: string, log: (line: string) => void): void {
  log(`Installing Debian's ${name} (apt-get)…`);
  if (aptGet(['install', '-y', '-qq', name])) return;
  log('apt-get install failed; updating the package lists and trying again…');
  if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', name])) return;
  throw new Error(`Could not install ${name} with apt-get (see above).`);
}

/** The first executable called `name` on PATH or in the sbin folders (not on a user's PATH). */
export function findExecutable(name: string): string | undefined {
  const folders = [
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    '/usr/sbin',
    '/usr/local/sbin',
    '/sbin',
  ];
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** True when nothing listens on `host:port` (binding it succeeds). */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown when a start is interrupted (Ctrl-C): what was started has been stopped. */
export class StartInterrupted extends Error {
  constructor() {
    super('The start was interrupted.');
    this.name = 'StartInterrupted';
  }
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new StartInterrupted();
}

/**
 * Polls `url` until it answers 200. Fails early when `exited()` says the process behind it
 * is gone (its message is the error), or when `signal` aborts.
 */
export async function waitForOk(options: {
  url: string;
  what: string;
  timeoutMs: number;
  exited?: () => string | undefined;
  signal?: AbortSignal;
}): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    throwIfAborted(options.signal);
    const gone = options.exited?.();
    if (gone) throw new Error(gone);
    try {
      const response = await fetch(options.url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  throw new Error(
    `${options.what} did not answer 200 at ${options.url} within ${options.timeoutMs / 1000} s.`,
  );
}
