/**
 * `npm run test:cluster`: the product as `npm run cluster` runs it (two server instances on a
 * throwaway PostgreSQL, HAProxy in front, the Auth Emulator, the demo data), checked from the
 * outside (docs/deployment.md):
 * - the bell reaches a worker whatever instance wrote the notification;
 * - under mixed load through the balancer, one instance is killed with SIGKILL and restarted:
 *   every write answered 2xx is in the database, the ledger balances, no balance is negative,
 *   and a bell stream cut by the kill reopens and receives what it missed;
 * - the deadline sweep acts once on each passed deadline although both instances run it.
 */
import { randomUUID } from 'node:crypto';

import pg from 'pg';

import { SANDBOX_TEST_CARDS } from '@contract/constants';
import { DEMO_ACCOUNTS } from '@server/seed/demoAccounts';
import { openDatabase } from '@server/db/client';
import { checkLedger } from '@server/money/invariant';
import { freePort } from '@tools/freePort';
import { type RunningCluster, startCluster } from '@tools/cluster/launchCluster';
import { openEventStream, type StreamEvent } from '../server/support/eventStream';

jest.setTimeout(600_000);

/** How long the load runs, when the instance is killed, and when it is started again. */
const LOAD_MS = 30_000;
const KILL_AT_MS = 8_000;
const RESTART_AT_MS = 14_000;

let cluster: RunningCluster;
let database: pg.Client;

beforeAll(async () => {
  cluster = await startCluster({
    instances: 2,
    port: await freePort(),
    log: (line) => console.info(`[cluster] ${line}`),
    env: {
      REVIEW_SWEEP_INTERVAL_SECONDS: '1',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
  });
  database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
}, 900_000);

afterAll(async () => {
  await database?.end();
  await cluster?.stop();
});

function demoAccount(role: 'admin' | 'buyer' | 'worker', index = 0) {
  const account = DEMO_ACCOUNTS.filter((candidate) => candidate.role === role)[index];
  if (!account) throw new Error(`No demo ${role} number ${index}`);
  return account;
}

interface SignedIn {
  email: string;
  token: string;
}

async function signIn(account: { email: string; password: string }): Promise<SignedIn> {
  const response = await fetch(
    `http://${cluster.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Sign-in of ${account.email} failed: ${await response.text()}`);
  return { email: account.email, token: ((await response.json()) as { idToken: string }).idToken };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One API call; a dropped connection answers status 0. */
async function call(
  base: string,
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: {} };
  }
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

function taskBody(title: string, payable = 1) {
  return {
    task_title: title,
    task_detail: 'Check the listed shop fronts and note their opening hours.',
    required_workers: 1,
    payable_amount: payable,
    completion_date: '2030-06-30',
    submission_info: 'A link to your notes.',
    task_image_url: '/images/demo/tasks/birds.svg',
  };
}

async function postTask(base: string, buyer: SignedIn, title: string, payable = 1) {
  const answer = await call(base, buyer, 'POST', '/tasks', taskBody(title, payable));
  if (answer.status !== 201)
    throw new Error(`POST /tasks: ${answer.status} ${JSON.stringify(answer.body)}`);
  return String(answer.body.insertedId);
}

async function submit(base: string, worker: SignedIn, taskId: string) {
  const answer = await call(base, worker, 'POST', '/submissions', {
    task_id: taskId,
    submission_details: 'Done: https://notes.example.test/1',
  });
  if (answer.status !== 201)
    throw new Error(`POST /submissions: ${answer.status} ${JSON.stringify(answer.body)}`);
  return String(answer.body.insertedId);
}

async function openBell(base: string, worker: SignedIn, lastEventId?: string) {
  const ticket = await call(base, worker, 'POST', '/notifications/stream-ticket');
  expect(ticket.status).toBe(201);
  const query = lastEventId ? `&last_event_id=${lastEventId}` : '';
  return openEventStream(
    `${base}/api/notifications/stream?ticket=${String(ticket.body.ticket)}${query}`,
  );
}

const carrying = (text: string) => (event: StreamEvent) => event.data.includes(text);

async function message(base: string, admin: SignedIn, to: SignedIn, text: string) {
  const answer = await call(base, admin, 'POST', '/notifications', {
    toEmail: to.email,
    message: text,
  });
  expect(answer.status).toBe(201);
}

test('the bell open through the balancer hears approvals and messages written by either instance', async () => {
  const [admin, buyer, worker] = await Promise.all([
    signIn(demoAccount('admin')),
    signIn(demoAccount('buyer')),
    signIn(demoAccount('worker', 1)),
  ]);
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('The cluster has two instances.');
  const bell = await openBell(cluster.url, worker);
  expect(bell.status).toBe(200);

  // Whichever instance holds the stream, one of these was written by the other.
  const taskId = await postTask(cluster.url, buyer, 'Note the bakery hours');
  const submissionId = await submit(cluster.url, worker, taskId);
  const approved = await call(first.url, buyer, 'PATCH', `/submissions/${submissionId}`, {
    action: 'approved',
  });
  expect(approved.status).toBe(200);
  await message(second.url, admin, worker, 'Written by the second instance');

  await bell.waitFor(carrying('for completing Note the bakery hours.'));
  await bell.waitFor(carrying('Written by the second instance'));
  bell.close();
});

interface LoadRecord {
  at: number;
  ok: boolean;
}

test('one instance killed with SIGKILL under load: nothing answered 2xx is lost, the ledger balances, the bell catches up', async () => {
  const [admin, buyer, otherBuyer, worker, otherWorker] = await Promise.all([
    signIn(demoAccount('admin')),
    signIn(demoAccount('buyer', 1)),
    signIn(demoAccount('buyer', 2)),
    signIn(demoAccount('worker', 0)),
    signIn(demoAccount('worker', 2)),
  ]);
  const victim = cluster.instances[1];
  if (!victim) throw new Error('The cluster has two instances.');

  // A bell held by the instance about to die; it reopens through the balancer.
  const bell = await openBell(victim.url, worker);
  await message(cluster.url, admin, worker, 'Before the kill');
  const lastSeen = await bell.waitFor(carrying('Before the kill'));

  const created = {
    tasks: [] as string[],
    submissions: [] as string[],
    payments: [] as string[],
    withdrawals: [] as string[],
  };
  const records: LoadRecord[] = [];
  const openTasks: string[] = [];
  const start = Date.now();
  const running = () => Date.now() - start < LOAD_MS;
  const track = (answer: Answer) => {
    records.push({
      at: Date.now() - start,
      ok: ok(answer) || (answer.status >= 400 && answer.status < 500),
    });
    return answer;
  };

  const buyerLoop = async (who: SignedIn) => {
    for (let round = 0; running(); round += 1) {
      if (round % 5 === 0) {
        const intent = track(
          await call(cluster.url, who, 'POST', '/create-payment-intent', { price: 10 }),
        );
        if (!ok(intent)) continue;
        const confirmed = track(
          await call(cluster.url, who, 'POST', '/sandbox/payment-intents/confirm', {
            clientSecret: intent.body.clientSecret,
            cardNumber: SANDBOX_TEST_CARDS.succeeds,
            expiry: '12/39',
            cvc: '123',
          }),
        );
        const paymentIntent = confirmed.body.paymentIntent as { id?: string } | undefined;
        if (!ok(confirmed) || !paymentIntent?.id) continue;
        const recorded = track(
          await call(cluster.url, who, 'POST', '/payments', {
            email: who.email,
            price: 10,
            coins: 150,
            date: new Date().toISOString(),
            transactionId: paymentIntent.id,
          }),
        );
        if (ok(recorded)) created.payments.push(paymentIntent.id);
        continue;
      }
      const posted = track(
        await call(
          cluster.url,
          who,
          'POST',
          '/tasks',
          taskBody(`Load task ${randomUUID().slice(0, 8)}`),
        ),
      );
      if (ok(posted)) {
        created.tasks.push(String(posted.body.insertedId));
        openTasks.push(String(posted.body.insertedId));
      }
    }
  };
  const workerLoop = async (who: SignedIn) => {
    for (let round = 0; running(); round += 1) {
      track(await call(cluster.url, who, 'GET', '/tasks?page=1&limit=9'));
      if (round % 10 === 9) {
        const asked = track(
          await call(cluster.url, who, 'POST', '/withdrawal-requests', {
            withdrawal_coin: 200,
            withdrawal_amount: 10,
            payment_system: 'Bkash',
            account_number: '01700-000000',
          }),
        );
        if (ok(asked)) created.withdrawals.push(String(asked.body.insertedId));
      }
      const taskId = openTasks.shift();
      if (!taskId) continue;
      const submitted = track(
        await call(cluster.url, who, 'POST', '/submissions', {
          task_id: taskId,
          submission_details: 'Done: https://notes.example.test/load',
        }),
      );
      if (ok(submitted)) created.submissions.push(String(submitted.body.insertedId));
    }
  };
  const chaos = async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    await victim.kill('SIGKILL');
    // Written while the victim is down: the reopened bell must get it.
    await message(cluster.url, admin, worker, 'While an instance was down');
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, RESTART_AT_MS - (Date.now() - start))),
    );
    await victim.restart();
  };

  await Promise.all([
    buyerLoop(buyer),
    buyerLoop(otherBuyer),
    workerLoop(worker),
    workerLoop(otherWorker),
    workerLoop(worker),
    chaos(),
  ]);

  const failedIn = (from: number, to: number) => {
    const inWindow = records.filter((record) => record.at >= from && record.at < to);
    return { requests: inWindow.length, failed: inWindow.filter((record) => !record.ok).length };
  };
  const around = failedIn(KILL_AT_MS, KILL_AT_MS + 5_000);
  const overall = failedIn(0, Number.POSITIVE_INFINITY);
  console.info(
    `load: ${overall.requests} requests, ${overall.failed} failed (5xx or no answer); ` +
      `in the 5 s after the kill ${around.failed} of ${around.requests} ` +
      `(${((100 * around.failed) / Math.max(1, around.requests)).toFixed(1)}%); created ` +
      `${created.tasks.length} tasks, ${created.submissions.length} submissions, ` +
      `${created.payments.length} payments, ${created.withdrawals.length} withdrawals`,
  );
  expect(created.tasks.length).toBeGreaterThan(0);
  expect(created.submissions.length).toBeGreaterThan(0);
  expect(created.payments.length).toBeGreaterThan(0);

  // Every write answered 2xx is in the database.
  const present = async (table: string, column: string, ids: string[]) => {
    const result = await database.query<{ count: string }>(
      `select count(*) from ${table} where ${column}::text = any($1::text[])`,
      [ids],
    );
    return Number(result.rows[0]?.count ?? 0);
  };
  expect(await present('tasks', 'id', created.tasks)).toBe(created.tasks.length);
  expect(await present('submissions', 'id', created.submissions)).toBe(created.submissions.length);
  expect(await present('payments', 'transaction_id', created.payments)).toBe(
    created.payments.length,
  );
  expect(await present('withdrawal_requests', 'id', created.withdrawals)).toBe(
    created.withdrawals.length,
  );

  // The ledger balances and no balance is negative.
  const handle = await openDatabase({
    kind: 'postgres',
    url: cluster.databaseUrl,
    maxConnections: 2,
  });
  try {
    const report = await checkLedger(handle.db);
    expect(report.mismatches).toEqual([]);
    expect(report.negativeBalances).toEqual([]);
    expect(report.inSystem).toBe(report.enteredMinusLeft);
  } finally {
    await handle.close();
  }

  // The bell cut by the kill reopens through the balancer and gets what it missed.
  await bell.ended;
  const reopened = await openBell(cluster.url, worker, lastSeen.id);
  await reopened.waitFor(carrying('While an instance was down'));
  expect(reopened.events.some(carrying('Before the kill'))).toBe(false);
  reopened.close();
});

test('the deadline sweep acts once on each passed deadline although both instances run it', async () => {
  const [buyer, worker] = await Promise.all([
    signIn(demoAccount('buyer', 0)),
    signIn(demoAccount('worker', 3)),
  ]);
  const run = randomUUID().slice(0, 6);
  const submissionIds: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const taskId = await postTask(cluster.url, buyer, `Sweep ${run} ${index}`, 3);
    submissionIds.push(await submit(cluster.url, worker, taskId));
  }
  const before = await database.query<{ coins: number }>(
    'select available_coin as coins from users where email = $1',
    [worker.email],
  );
  // The buyer's review deadline passes now; both instances sweep every second.
  await database.query(
    `update submissions set review_deadline = now() - interval '1 second' where id = any($1::uuid[])`,
    [submissionIds],
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pending = await database.query<{ count: string }>(
      `select count(*) from submissions where id = any($1::uuid[]) and status <> 'approved'`,
      [submissionIds],
    );
    if (Number(pending.rows[0]?.count) === 0) break;
    if (Date.now() > deadline)
      throw new Error('The sweep did not approve the submissions within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const payouts = await database.query<{ from_account: string; count: string }>(
    `select from_account, count(*) from ledger_entries
     where from_account = any($1::text[]) group by from_account`,
    [submissionIds.map((id) => `submission:${id}`)],
  );
  expect(payouts.rows).toHaveLength(submissionIds.length);
  expect(payouts.rows.every((row) => Number(row.count) === 1)).toBe(true);
  const notices = await database.query<{ count: string }>(
    `select count(*) from notifications where to_email = $1 and message like $2`,
    [worker.email, `%Sweep ${run} %`],
  );
  expect(Number(notices.rows[0]?.count)).toBe(submissionIds.length);
  const after = await database.query<{ coins: number }>(
    'select available_coin as coins from users where email = $1',
    [worker.email],
  );
  expect((after.rows[0]?.coins ?? 0) - (before.rows[0]?.coins ?? 0)).toBe(3 * submissionIds.length);
});
