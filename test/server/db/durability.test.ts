/**
 * Every write the server answered 2xx survives the process being killed without warning
 * (SIGKILL, no shutdown hook): the real server process, on a PGlite data folder (or
 * PostgreSQL when DATABASE_URL is set), killed in the middle of a stream of writes,
 * restarted on the same data, three times over. Afterwards the ledger agrees with every
 * balance.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { freePort } from '@tools/freePort';
import { expectLedgerBalanced, taskBody } from '../support/market';
import { TEST_PROJECT_ID } from '../support/constants';
import { freshPostgresDatabase, signUpInEmulator, type TestAccount } from '../support/testServer';

const KILL_ROUNDS = 3;
const WRITES_BEFORE_KILL = 6;
const PARALLEL_WRITERS = 3;
// Four cold starts of the real server process: generous, for a busy machine.
const TEST_TIMEOUT_MS = 300_000;

interface RunningServer {
  url: string;
  process: ChildProcess;
  exited: Promise<void>;
}

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-durability-'));
  if (process.env.DATABASE_URL) postgres = await freshPostgresDatabase(process.env.DATABASE_URL);
});

afterAll(async () => {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  // Node itself runs the server (tsx as a loader, not as a parent process), so SIGKILL
  // reaches the process that holds the data.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when the health check answers; a start that fails says why.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server did not start:\n${errors}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, process: child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function postTask(server: RunningServer, buyer: TestAccount): Promise<string | null> {
  try {
    const response = await fetch(`${server.url}/api/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(taskBody({ required_workers: 1, payable_amount: 1 })),
    });
    if (response.status !== 201) return null;
    const { insertedId } = (await response.json()) as { insertedId: string };
    return insertedId;
  } catch {
    // The process was killed while this request was in flight: it was never answered.
    return null;
  }
}

async function openData(): Promise<DatabaseHandle> {
  return postgres
    ? openDatabase({ kind: 'postgres', url: postgres.url, maxConnections: 2 })
    : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
}

it(
  'keeps every write it answered 2xx through three SIGKILLs',
  async () => {
    let server = await startServer();
    const buyer = await signUpInEmulator('Durable Buyer');
    const signUp = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: buyer.name, email: buyer.email, photo: '', role: 'buyer' }),
    });
    expect(signUp.status).toBe(201);

    const acknowledged: string[] = [];
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const inThisRound: string[] = [];
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const id = await postTask(server, buyer);
          if (id === null) continue;
          inThisRound.push(id);
          if (inThisRound.length >= WRITES_BEFORE_KILL && !killed) {
            killed = true;
            server.process.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_WRITERS }, writer));
      await server.exited;
      acknowledged.push(...inThisRound);

      server = await startServer();
      for (const id of acknowledged) {
        const response = await fetch(`${server.url}/api/tasks/details/${id}`, {
          headers: { authorization: `Bearer ${buyer.idToken}` },
        });
        expect({ id, status: response.status }).toEqual({ id, status: 200 });
      }
    }

    server.process.kill('SIGTERM');
    await server.exited;
    const database = await openData();
    try {
      await expectLedgerBalanced(database.db);
    } finally {
      await database.close();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_ROUNDS * WRITES_BEFORE_KILL);
  },
  TEST_TIMEOUT_MS,
);
