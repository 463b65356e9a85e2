/**
 * `npm run bench`: the API's throughput and latency on a large data set, against the real
 * server (src/server/main.ts, a child process) with real ID tokens from the Auth Emulator,
 * loaded by autocannon over loopback (10 connections, a short warm-up, then BENCH_SECONDS).
 *
 * Scenarios, each at 1,000 tasks and at the full size (100,000 tasks, 50,000 users, 500,000
 * submissions; both servers run at once and take turns, so a drifting machine load touches
 * both alike): GET /api/health (the ceiling), GET /api/featured-tasks, GET /api/tasks at the
 * first, middle and last page, and the tables' server-side sorts and filters (Manage Users by
 * coins, by role and by text, as an admin written into the database before the server starts;
 * the task list by pay and by buyer approval with min_approval). These reads measure the
 * database: the servers run with TASK_LIST_CACHE_SECONDS=0. Then each server is restarted as it
 * runs by default, which remembers task list pages, for the first page again ('tasks, first
 * page, remembered'), and at the full size a submit + approve mix runs (workers submitting to
 * tasks with many slots, the buyer approving each). Dashboard pages rendered on the server
 * (docs/performance.md#rendered-on-the-server) are loaded too, with the session cookies:
 * Manage Users as an admin and the Tasks List as a worker, each rendered from the API in process,
 * beside the same page not server-rendered (no session: the built page as it is). Then the checks, PASS or
 * FAIL (exit code 1 on a FAIL): the signed-in task list of the default server serves at least
 * half the health ceiling on PostgreSQL (0.4 on PGlite), the last page's p99 is at most twice the
 * first page's, no read serves fewer than half the requests per second at the full size than at
 * 1,000, and at least 99 % of the pages loaded with a session come rendered.
 *
 *   npm run bench                        PGlite: about 2 minutes on 2 cores, 3 the first
 *                                        time (the data sets are made once, kept in
 *                                        .data/bench, and copied for each run)
 *   BENCH_SCALE=0.1 npm run bench        a tenth of the full size (10,000 tasks): quicker
 *   DATABASE_URL=postgres://… npm run bench
 *                                        PostgreSQL as well, in fresh databases created on
 *                                        that server and dropped at the end (+2 minutes)
 *   BENCH_SECONDS=10 npm run bench       longer scenarios (default 5 s each)
 *
 * The write rate limit is lifted for the bench (it would measure the limiter) and the server
 * logs warnings only. docs/performance.md has the figures and how to read them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';
import pg from 'pg';

import { COIN_PACKAGES, SANDBOX_TEST_CARDS, TASKS_PAGE_SIZE } from '@contract/constants';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import {
  SERVER_RENDERED_PAGE_ELEMENT_ID,
  encodePageLayout,
  PAGE_LAYOUT_COOKIE,
  SERVER_SESSION_COOKIE,
} from '@contract/sessionCookie';
import {
  type DatabaseHandle,
  type DatabaseKind,
  MIGRATIONS_FOLDER,
  openDatabase,
} from '@server/db/client';
import { users } from '@server/db/schema';
import { createLargeData, DEFAULT_LARGE_DATA, type LargeDataSize } from '@server/seed/largeData';
import { OUTPUT_DIR as CLIENT_DIR } from '../../webpack.config';
import { signUpInAuthEmulator, startAuthEmulator } from './authEmulator';
import { ensureClientBuild } from './clientBuild';
import { freePort } from './freePort';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const SCALE = positiveNumber('BENCH_SCALE', 1);
const SECONDS = positiveNumber('BENCH_SECONDS', 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;
const PROJECT_ID = 'demo-coinwork-bench';
const BENCH_DIR = path.resolve('.data', 'bench');

const SMALL: LargeDataSize = { tasks: 1000, users: 500, submissions: 5000 };
const FULL: LargeDataSize = {
  tasks: Math.max(SMALL.tasks, Math.round(DEFAULT_LARGE_DATA.tasks * SCALE)),
  users: Math.max(SMALL.users, Math.round(DEFAULT_LARGE_DATA.users * SCALE)),
  submissions: Math.max(SMALL.submissions, Math.round(DEFAULT_LARGE_DATA.submissions * SCALE)),
};

/** The write mix: each worker submits once to each task (tasks × workers submissions at most). */
const MIX_WORKERS = 20;
const MIX_TASKS = 200;

const READS = [
  'featured tasks',
  'tasks, first page',
  'tasks, middle page',
  'tasks, last page',
  'users by coins',
  'users by role',
  'users by text',
  'tasks by pay',
  'tasks by buyer approval',
] as const;
/** The first page again, with the server as it runs by default: it remembers task list pages. */
const REMEMBERED_LIST = 'tasks, first page, remembered';

/** Dashboard pages: rendered with the person's data (a session), and the same page not server-rendered. */
const PAGES = [
  'Manage Users page, server-rendered',
  'Manage Users page, browser-rendered',
  'Tasks List page, server-rendered',
] as const;
const SERVER_RENDERED_PAGES: readonly Scenario[] = PAGES.filter((page) =>
  page.endsWith(', server-rendered'),
);

type Scenario =
  | 'health'
  | (typeof READS)[number]
  | typeof REMEMBERED_LIST
  | (typeof PAGES)[number]
  | 'submit + approve';

interface Measurement {
  database: DatabaseKind;
  tasks: number;
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers and connection errors. */
  failed: number;
  /** Pages loaded with a session: the share that came rendered (the rest, given up). */
  serverRenderedShare?: number;
}

type Figures = Omit<Measurement, 'database' | 'tasks' | 'scenario'>;

const log = (message: string) => console.log(`  ${message}`);

// --- data sets -------------------------------------------------------------------------

interface PreparedDatabase {
  env: Record<string, string>;
  /** The run's database, opened while its server is not running. */
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

/** Changes whenever the schema or the generator does, so a stale cached data set is remade. */
function dataVersion(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
    hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(fs.readFileSync(path.join(__dirname, '..', 'server', 'seed', 'largeData.ts')));
  return hash.digest('hex').slice(0, 10);
}

const cacheName = (size: LargeDataSize) =>
  `pglite-${size.tasks}-${size.users}-${size.submissions}-${dataVersion()}`;

/** A cached PGlite data set (made once), copied so the write mix never changes the cache. */
async function pgliteDatabase(size: LargeDataSize): Promise<PreparedDatabase> {
  const cached = path.join(BENCH_DIR, cacheName(size));
  const readyMark = path.join(cached, 'ready');
  if (!fs.existsSync(readyMark)) {
    log(`making the data set in ${path.relative(process.cwd(), cached)} (once)`);
    fs.rmSync(cached, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(cached, 'pglite') });
    try {
      await database.migrate();
      await createLargeData(database.db, size, log);
    } finally {
      await database.close();
    }
    fs.writeFileSync(readyMark, `${JSON.stringify(size)}\n`);
  }
  const run = path.join(BENCH_DIR, `run-${randomUUID().slice(0, 8)}`);
  fs.rmSync(run, { recursive: true, force: true });
  fs.cpSync(path.join(cached, 'pglite'), path.join(run, 'pglite'), { recursive: true });
  return {
    env: { DATA_DIR: run, DATABASE_URL: '' },
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(run, 'pglite') }),
    cleanup: async () => fs.rmSync(run, { recursive: true, force: true }),
  };
}

/**
 * Cached data sets of an older schema or generator are of no further use (and large), nor
 * are the copies an interrupted run left behind.
 */
function removeStaleDataSets(): void {
  if (!fs.existsSync(BENCH_DIR)) return;
  const version = dataVersion();
  for (const name of fs.readdirSync(BENCH_DIR)) {
    const stale = name.startsWith('pglite-') && !name.endsWith(version);
    if (stale || name.startsWith('run-')) {
      fs.rmSync(path.join(BENCH_DIR, name), { recursive: true, force: true });
    }
  }
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server of `url`, filled, and dropped afterwards. */
async function postgresDatabase(url: string, size: LargeDataSize): Promise<PreparedDatabase> {
  const name = `coinwork_bench_${randomUUID().slice(0, 8)}`;
  await onServer(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = () => onServer(url, `drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ kind: 'postgres', url: target.toString() });
    try {
      await database.migrate();
      await createLargeData(database.db, size, log);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    env: { DATABASE_URL: target.toString() },
    open: () => openDatabase({ kind: 'postgres', url: target.toString() }),
    cleanup: drop,
  };
}

// --- the server and its callers --------------------------------------------------------

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within two minutes.');
}

/** The real server (src/server/main.ts) in a child process, so the load generator has its own. */
async function startServer(env: Record<string, string>, emulatorHost: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [...process.execArgv, 'src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      CLIENT_DIR,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      PAYMENT_PROVIDER: 'sandbox',
      RATE_LIMIT_WRITES_PER_MINUTE: String(1_000_000_000),
      SEED_DEMO_DATA: 'false',
      // The reads measure the database: no page comes from memory, except where REMEMBERED_LIST
      // restarts the server with the default.
      TASK_LIST_CACHE_SECONDS: '0',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      // Requests autocannon dropped at the end of a run may still be in flight: let them end
      // before the server closes its database.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitForHealth(server.url, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

interface Caller {
  token: string;
  email: string;
  uid: string;
}

async function api<T>(
  server: RunningServer,
  caller: Caller,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${caller.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function emulatorAccount(emulatorHost: string, role: string): Promise<Caller> {
  const email = `bench.${role}.${randomUUID().slice(0, 8)}@example.test`;
  const account = await signUpInAuthEmulator(emulatorHost, { email, password: 'Bench-pass1' });
  return { token: account.idToken, uid: account.uid, email };
}

/** An emulator account with its user record, signed up through the API like a person. */
async function signUp(
  server: RunningServer,
  emulatorHost: string,
  role: 'worker' | 'buyer',
  name: string,
): Promise<Caller> {
  const caller = await emulatorAccount(emulatorHost, role);
  await api(server, caller, 'POST', '/api/users', { name, email: caller.email, photo: '', role });
  return caller;
}

/** Nobody signs up as admin: the record is written before the server starts. */
async function seedAdmin(prepared: PreparedDatabase, emulatorHost: string): Promise<Caller> {
  const admin = await emulatorAccount(emulatorHost, 'admin');
  const database = await prepared.open();
  try {
    await database.db
      .insert(users)
      .values({ firebaseUid: admin.uid, name: 'Ada Bench', email: admin.email, role: 'admin' });
  } finally {
    await database.close();
  }
  return admin;
}

// --- measuring -------------------------------------------------------------------------

/** For the page scenarios: how many pages came, and how many of them rendered. */
const pageCounts = new WeakMap<autocannon.Options, { pages: number; rendered: number }>();

async function measure(options: autocannon.Options): Promise<Figures> {
  const settings = { connections: CONNECTIONS, ...options };
  await autocannon({ ...settings, duration: WARM_UP_SECONDS });
  const counts = pageCounts.get(options);
  if (counts) Object.assign(counts, { pages: 0, rendered: 0 });
  const result = await autocannon({ ...settings, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    ...(counts && { serverRenderedShare: counts.pages ? counts.rendered / counts.pages : 0 }),
  };
}

/** The cookies a signed-in browser sends with a dashboard page: its session, made by the server. */
async function sessionCookies(server: RunningServer, caller: Caller): Promise<string> {
  const response = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.token}` },
  });
  const session = new RegExp(`${SERVER_SESSION_COOKIE}=([^;]+)`).exec(
    response.headers.get('set-cookie') ?? '',
  )?.[1];
  if (!response.ok || !session) throw new Error(`POST /api/session: ${response.status}`);
  const layout = encodePageLayout({ uid: caller.uid, timeZone: 'UTC', wide: true });
  return `${SERVER_SESSION_COOKIE}=${session}; ${PAGE_LAYOUT_COOKIE}=${layout}`;
}

/**
 * A dashboard page's load as a browser asks for it (brotli), counting the pages that came rendered
 * (only those are `private`: they are one person's). The rendering's code loads once the server
 * listens: this first waits until a page comes rendered.
 */
async function pageRequest(
  server: RunningServer,
  path: string,
  cookie: string | undefined,
): Promise<autocannon.Options> {
  const headers: Record<string, string> = { 'accept-encoding': 'br', ...(cookie && { cookie }) };
  if (cookie) {
    const deadline = Date.now() + 60_000;
    const asText = { ...headers, 'accept-encoding': 'identity' };
    const rendered = async () =>
      (await (await fetch(`${server.url}${path}`, { headers: asText })).text()).includes(
        `id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`,
      );
    while (!(await rendered())) {
      if (Date.now() > deadline) throw new Error(`${path} never came rendered.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const counts = { pages: 0, rendered: 0 };
  const options: autocannon.Options = {
    url: server.url,
    requests: [
      {
        method: 'GET',
        path,
        headers,
        onResponse: (status, _body, _context, answered) => {
          counts.pages += 1;
          if (status === 200 && String(answered?.['cache-control']).startsWith('private')) {
            counts.rendered += 1;
          }
        },
      },
    ],
  };
  if (cookie) pageCounts.set(options, counts);
  return options;
}

function readRequest(server: RunningServer, reader: Caller, url: string): autocannon.Options {
  return { url: `${server.url}${url}`, headers: { authorization: `Bearer ${reader.token}` } };
}

async function readScenarios(
  server: RunningServer,
  reader: Caller,
  admin: Caller,
): Promise<[Scenario, autocannon.Options][]> {
  const first = await api<{ totalTasks: number }>(server, reader, 'GET', '/api/tasks?page=1');
  const pages = Math.max(1, Math.ceil(first.totalTasks / TASKS_PAGE_SIZE));
  const page = (n: number) => readRequest(server, reader, `/api/tasks?page=${n}`);
  log(`${first.totalTasks} open tasks, ${pages} pages`);
  return [
    ['health', { url: `${server.url}/api/health` }],
    ['featured tasks', { url: `${server.url}/api/featured-tasks` }],
    ['tasks, first page', page(1)],
    ['tasks, middle page', page(Math.ceil(pages / 2))],
    ['tasks, last page', page(pages)],
    // The tables' server-side sorts and filters (services/tableQueries.ts).
    [
      'users by coins',
      readRequest(server, admin, '/api/users?sort=coins&order=desc&page=1&limit=20'),
    ],
    ['users by role', readRequest(server, admin, '/api/users?status=buyer&page=1&limit=20')],
    ['users by text', readRequest(server, admin, '/api/users?q=ann&page=1&limit=20')],
    ['tasks by pay', readRequest(server, reader, '/api/tasks?sort=pay&order=desc&page=1')],
    [
      'tasks by buyer approval',
      readRequest(server, reader, '/api/tasks?sort=buyerApproval&min_approval=80&page=1'),
    ],
    [
      'Manage Users page, server-rendered',
      await pageRequest(server, DASHBOARD_PATHS.manageUsers, await sessionCookies(server, admin)),
    ],
    [
      'Manage Users page, browser-rendered',
      await pageRequest(server, DASHBOARD_PATHS.manageUsers, undefined),
    ],
    [
      'Tasks List page, server-rendered',
      await pageRequest(
        server,
        `${DASHBOARD_PATHS.tasks}?page=1`,
        await sessionCookies(server, reader),
      ),
    ],
  ];
}

/** A buyer with tasks of many one-coin slots, and workers to fill them. */
async function prepareWriteMix(server: RunningServer, emulatorHost: string) {
  const buyer = await signUp(server, emulatorHost, 'buyer', 'Bastian Bench');
  const biggest = COIN_PACKAGES.reduce((a, b) => (b.coins > a.coins ? b : a));
  const purchases = Math.ceil((MIX_TASKS * MIX_WORKERS) / biggest.coins);
  for (let purchase = 0; purchase < purchases; purchase += 1) {
    const { clientSecret } = await api<{ clientSecret: string }>(
      server,
      buyer,
      'POST',
      '/api/create-payment-intent',
      { price: biggest.price },
    );
    const confirmed = await api<{ paymentIntent: { id: string } }>(
      server,
      buyer,
      'POST',
      '/api/sandbox/payment-intents/confirm',
      { clientSecret, cardNumber: SANDBOX_TEST_CARDS.succeeds, expiry: '12/40', cvc: '123' },
    );
    await api(server, buyer, 'POST', '/api/payments', {
      transactionId: confirmed.paymentIntent.id,
    });
  }
  const taskIds: string[] = [];
  for (let task = 0; task < MIX_TASKS; task += 1) {
    const { insertedId } = await api<{ insertedId: string }>(server, buyer, 'POST', '/api/tasks', {
      task_title: `Check a shop's opening hours (bench ${task + 1})`,
      task_detail: 'Look up the opening hours and write them down.',
      required_workers: MIX_WORKERS,
      payable_amount: 1,
      completion_date: '2030-12-31',
      submission_info: 'The hours as text.',
      task_image_url: '/images/demo/tasks/web-research.svg',
    });
    taskIds.push(insertedId);
  }
  const workers: Caller[] = [];
  for (let worker = 0; worker < MIX_WORKERS; worker += 1) {
    workers.push(await signUp(server, emulatorHost, 'worker', `Wilma Bench ${worker + 1}`));
  }
  return { buyer, taskIds, workers };
}

/** Each connection submits as the next (worker, task) pair, then the buyer approves it. */
function writeMix(
  server: RunningServer,
  mix: Awaited<ReturnType<typeof prepareWriteMix>>,
): autocannon.Options {
  let nextPair = 0;
  const submitted = new WeakMap<object, string>();
  return {
    url: server.url,
    requests: [
      {
        method: 'POST',
        path: '/api/submissions',
        setupRequest: (request, context) => {
          const pair = nextPair;
          nextPair += 1;
          const worker = mix.workers[pair % MIX_WORKERS];
          const taskId = mix.taskIds[Math.floor(pair / MIX_WORKERS) % MIX_TASKS];
          submitted.delete(context);
          return {
            ...request,
            headers: {
              authorization: `Bearer ${worker?.token ?? ''}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ task_id: taskId, submission_details: `Done (${pair}).` }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201)
            submitted.set(context, (JSON.parse(body) as { insertedId: string }).insertedId);
        },
      },
      {
        method: 'PATCH',
        setupRequest: (request, context) => ({
          ...request,
          // Without a submission (the submit failed) this approves nothing and counts as failed.
          path: `/api/submissions/${submitted.get(context) ?? randomUUID()}`,
          headers: {
            authorization: `Bearer ${mix.buyer.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ action: 'approved' }),
        }),
      },
    ],
  };
}

interface SizeUnderTest {
  size: LargeDataSize;
  server(): RunningServer;
  scenarios: [Scenario, autocannon.Options][];
  /** Restarts the server as it runs by default (pages remembered); answers the first page. */
  rememberTaskList(): Promise<autocannon.Options>;
  stop(): Promise<void>;
}

async function startSize(
  size: LargeDataSize,
  prepare: (size: LargeDataSize) => Promise<PreparedDatabase>,
  emulatorHost: string,
): Promise<SizeUnderTest> {
  log(`${size.tasks} tasks, ${size.users} users, ${size.submissions} submissions`);
  const prepared = await prepare(size);
  let server: RunningServer | undefined;
  const stop = async () => {
    await server?.stop();
    await prepared.cleanup();
  };
  try {
    const admin = await seedAdmin(prepared, emulatorHost);
    server = await startServer(prepared.env, emulatorHost);
    const reader = await signUp(server, emulatorHost, 'worker', 'Rhea Reader');
    const scenarios = await readScenarios(server, reader, admin);
    const running = () => {
      if (!server) throw new Error('The server is not running.');
      return server;
    };
    const rememberTaskList = async () => {
      await running().stop();
      server = undefined;
      // Empty: the server's default.
      server = await startServer({ ...prepared.env, TASK_LIST_CACHE_SECONDS: '' }, emulatorHost);
      return readRequest(server, reader, '/api/tasks?page=1');
    };
    return { size, server: running, scenarios, rememberTaskList, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Both sizes run at once, each scenario measured on one and then the other: a machine whose
 * load drifts (a shared one) then shifts both alike, and their ratio stays fair.
 */
async function benchDatabase(
  database: DatabaseKind,
  prepare: (size: LargeDataSize) => Promise<PreparedDatabase>,
  emulatorHost: string,
): Promise<Measurement[]> {
  console.log(`\n${database}`);
  const measurements: Measurement[] = [];
  const record = async (under: SizeUnderTest, scenario: Scenario, options: autocannon.Options) => {
    const figures = await measure(options);
    log(
      `${number(under.size.tasks)} tasks, ${scenario}: ${number(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms`,
    );
    measurements.push({ database, tasks: under.size.tasks, scenario, ...figures });
  };
  const small = await startSize(SMALL, prepare, emulatorHost);
  try {
    const full = await startSize(FULL, prepare, emulatorHost);
    try {
      // The first authenticated requests of a run are slow (the emulator warms up too).
      for (const [, options] of [...small.scenarios, ...full.scenarios]) {
        await autocannon({ connections: CONNECTIONS, ...options, duration: WARM_UP_SECONDS });
      }
      for (const [index, [scenario, options]] of small.scenarios.entries()) {
        await record(small, scenario, options);
        const [, fullOptions] = full.scenarios[index] ?? [];
        if (fullOptions) await record(full, scenario, fullOptions);
      }
      const remembered: [SizeUnderTest, autocannon.Options][] = [
        [small, await small.rememberTaskList()],
        [full, await full.rememberTaskList()],
      ];
      for (const [, options] of remembered) {
        await autocannon({ connections: CONNECTIONS, ...options, duration: WARM_UP_SECONDS });
      }
      for (const [under, options] of remembered) await record(under, REMEMBERED_LIST, options);
      const mix = await prepareWriteMix(full.server(), emulatorHost);
      await record(full, 'submit + approve', writeMix(full.server(), mix));
    } finally {
      await full.stop();
    }
  } finally {
    await small.stop();
  }
  return measurements;
}

// --- the report ------------------------------------------------------------------------

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);

function printTable(measurements: Measurement[]): void {
  const ceilingOf = (m: Measurement) =>
    measurements.find(
      (other) =>
        other.database === m.database && other.tasks === m.tasks && other.scenario === 'health',
    )?.requestsPerSecond ?? Number.NaN;
  const rows = [
    [
      'database',
      'tasks',
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      '× health',
      'failed',
      'server-rendered',
    ],
    ...measurements.map((m) => [
      m.database,
      number(m.tasks),
      m.scenario,
      number(m.requestsPerSecond),
      ms(m.p50),
      ms(m.p99),
      m.scenario === 'submit + approve' ? '' : (m.requestsPerSecond / ceilingOf(m)).toFixed(2),
      String(m.failed),
      m.serverRenderedShare === undefined ? '' : `${(m.serverRenderedShare * 100).toFixed(1)} %`,
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  console.log('');
  rows.forEach((row, index) => {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  });
}

/**
 * The signed-in task list must serve at least this share of the health ceiling: verified ID
 * tokens, callers' records and the pages are remembered
 * (docs/deployment.md#fast-authenticated-requests), so a read calls neither the identity provider
 * nor the database while nothing changes.
 */
const AUTHENTICATED_READ_SHARE: Readonly<Record<DatabaseKind, number>> = {
  postgres: 0.5,
  pglite: 0.4,
};

/**
 * Pages loaded with a session that must come rendered: a rendering slower than
 * DASHBOARD_DRAWING_TIMEOUT_MS is given up and the page sent without server rendering.
 */
const MIN_SERVER_RENDERED_SHARE = 0.99;

/** PASS/FAIL lines; answers whether every check passed. */
function printChecks(measurements: Measurement[]): boolean {
  const find = (database: DatabaseKind, tasks: number, scenario: Scenario) =>
    measurements.find(
      (m) => m.database === database && m.tasks === tasks && m.scenario === scenario,
    );
  let allPassed = true;
  const check = (passed: boolean, text: string) => {
    allPassed &&= passed;
    console.log(`${passed ? 'PASS' : 'FAIL'}  ${text}`);
  };
  console.log('');
  for (const database of new Set(measurements.map((m) => m.database))) {
    for (const tasks of new Set([SMALL.tasks, FULL.tasks])) {
      const health = find(database, tasks, 'health');
      const list = find(database, tasks, REMEMBERED_LIST);
      if (health && list) {
        const share = list.requestsPerSecond / health.requestsPerSecond;
        const target = AUTHENTICATED_READ_SHARE[database];
        check(
          share >= target,
          `${database}, ${number(tasks)} tasks: the signed-in task list serves ${share.toFixed(2)} × the health ceiling (${number(list.requestsPerSecond)} of ${number(health.requestsPerSecond)} req/s), at least ${target}`,
        );
      }
    }
    for (const tasks of [SMALL.tasks, FULL.tasks]) {
      const first = find(database, tasks, 'tasks, first page');
      const last = find(database, tasks, 'tasks, last page');
      if (!first || !last) continue;
      check(
        last.p99 <= 2 * first.p99,
        `${database}, ${number(tasks)} tasks: last page p99 ${ms(last.p99)} ms ≤ 2 × first page p99 ${ms(first.p99)} ms`,
      );
    }
    for (const tasks of [SMALL.tasks, FULL.tasks]) {
      for (const scenario of SERVER_RENDERED_PAGES) {
        const page = find(database, tasks, scenario);
        if (page?.serverRenderedShare === undefined) continue;
        check(
          page.serverRenderedShare >= MIN_SERVER_RENDERED_SHARE,
          `${database}, ${number(tasks)} tasks, ${scenario}: ${(page.serverRenderedShare * 100).toFixed(1)} % of the pages came rendered under ${CONNECTIONS} connections (p99 ${ms(page.p99)} ms), at least ${MIN_SERVER_RENDERED_SHARE * 100} %`,
        );
      }
    }
    for (const scenario of READS) {
      const small = find(database, SMALL.tasks, scenario);
      const full = find(database, FULL.tasks, scenario);
      if (!small || !full || FULL.tasks === SMALL.tasks) continue;
      const slowdown = small.requestsPerSecond / full.requestsPerSecond;
      check(
        slowdown <= 2,
        `${database}, ${scenario}: ${number(SMALL.tasks)} → ${number(FULL.tasks)} tasks, ${slowdown.toFixed(2)}× slower (${number(small.requestsPerSecond)} → ${number(full.requestsPerSecond)} req/s, p99 ${ms(small.p99)} → ${ms(full.p99)} ms)`,
      );
    }
  }
  return allPassed;
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Bench: ${SECONDS} s per scenario, ${CONNECTIONS} connections, BENCH_SCALE=${SCALE}`);
  removeStaleDataSets();
  // The dashboard pages are rendered with the built client's code and served with its pages.
  ensureClientBuild(process.cwd(), log);
  const emulator = await startAuthEmulator({ port: await freePort(), projectId: PROJECT_ID });
  const measurements: Measurement[] = [];
  try {
    const postgresUrl = process.env.DATABASE_URL;
    type Target = [DatabaseKind, (size: LargeDataSize) => Promise<PreparedDatabase>];
    const targets: Target[] = [['pglite', pgliteDatabase]];
    if (postgresUrl) targets.push(['postgres', (size) => postgresDatabase(postgresUrl, size)]);
    for (const [database, prepare] of targets) {
      measurements.push(...(await benchDatabase(database, prepare, emulator.host)));
    }
  } finally {
    await emulator.stop();
  }
  printTable(measurements);
  const passed = printChecks(measurements);
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
