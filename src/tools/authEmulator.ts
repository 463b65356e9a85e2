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

export interface EmulatorSignUp {
  email: string;
  password: string;
  displayName?: string;
}

export interface EmulatorAccount {
  uid: string;
  idToken: string;
}

async function postToAccounts<T>(url: string, body: unknown): Promise<T> {
  const request = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // A kept-alive connection the emulator has just closed fails once.
  const response = await request().catch(request);
  if (!response.ok) throw new Error(`The Auth Emulator refused: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The `auth_time` claim of an ID token, in seconds since 1970. */
function authTimeOf(idToken: string): number {
  const payload = idToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    auth_time?: unknown;
  };
  return typeof claims.auth_time === 'number' ? claims.auth_time : 0;
}

/**
 * A new password account in the emulator at `host` (`host:port`), and an ID token that a
 * revocation check accepts. The emulator stamps a sign-up's sign-in time at its start and the
 * account's "tokens valid since" a moment later, both in whole seconds: when a second begins
 * in between, the first token looks revoked. A sign-in then gives one that is not.
 */
export async function signUpInAuthEmulator(
  host: string,
  account: EmulatorSignUp,
): Promise<EmulatorAccount> {
  const accounts = `http://${host}/identitytoolkit.googleapis.com/v1/accounts`;
  const signedUp = await postToAccounts<{ localId: string; idToken: string }>(
    `${accounts}:signUp?key=local`,
    { ...account, returnSecureToken: true },
  );
  if (authTimeOf(signedUp.idToken) === Math.floor(Date.now() / 1000)) {
    return { uid: signedUp.localId, idToken: signedUp.idToken };
  }
  const signedIn = await postToAccounts<{ idToken: string }>(
    `${accounts}:signInWithPassword?key=local`,
    { email: account.email, password: account.password, returnSecureToken: true },
  );
  return { uid: signedUp.localId, idToken: signedIn.idToken };
}
