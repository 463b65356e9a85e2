/**
 * Who may call what (DESIGN docs/product.md#entities), for every route the server registers, in one
 * table. The test fails when the server has an API route the table does not name, or the table
 * names a route the server does not have; so a new route cannot ship without deciding its rules.
 *
 * Callers: `anonymous` (no token), `newcomer` (a real ID token, no user record yet), `worker` and
 * `buyer` (who own the fixtures), `otherWorker` and `otherBuyer` (same roles, not the owners),
 * `admin`. A request that names a person (`email=`) or a thing (`:id`) names the owner's. A refused
 * request must leave the thing as it was.
 */
import http from 'node:http';

import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import type { PaymentIntentCreated, SandboxConfirmResult } from '@contract/schemas/payments';
import type { UploadResult } from '@contract/schemas/uploads';
import { SANDBOX_TEST_CARDS } from '@contract/constants';
import type { User } from '@contract/schemas/users';
import type { WithdrawalRequest } from '@contract/schemas/withdrawals';
import {
  payments,
  sandboxPaymentIntents,
  submissions,
  withdrawalRequests,
} from '@server/db/schema';
import { addCoins, expectLedgerBalanced, postTaskAs, submitAs, taskBody } from '../support/market';
import { multipartBody, PNG_BYTES } from '../support/multipart';
import { expectOpenTaskCountsExact } from '../support/openTaskCounts';
import {
  isDocsRoute,
  registeredApiRoutes,
  type RegisteredRoute,
  routeKey,
} from '../support/registeredRoutes';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

const MATRIX = `
| route                                     | case                      | anonymous | newcomer | worker | otherWorker | buyer | otherBuyer | admin |
|-------------------------------------------|---------------------------|-----------|----------|--------|-------------|-------|------------|-------|
| GET /api/health                           |                           | 200       | 200      | 200    | 200         | 200   | 200        | 200   |
| GET /api/client-config                    |                           | 200       | 200      | 200    | 200         | 200   | 200        | 200   |
| POST /api/session                         |                           | 401       | 201      | 201    | 201         | 201   | 201        | 201   |
| DELETE /api/session                       |                           | 204       | 204      | 204    | 204         | 204   | 204        | 204   |
| GET /api/top-workers                      |                           | 200       | 200      | 200    | 200         | 200   | 200        | 200   |
| GET /api/featured-tasks                   |                           | 200       | 200      | 200    | 200         | 200   | 200        | 200   |
| GET /api/uploads/:name                    |                           | 200       | 200      | 200    | 200         | 200   | 200        | 200   |
| POST /api/uploads                         |                           | 401       | 200      | 200    | 200         | 200   | 200        | 200   |
| GET /api/user                             | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 200   |
| GET /api/user                             | one's own e-mail          | 401       | 404      | 200    | 200         | 200   | 200        | 200   |
| POST /api/users                           | one's own record          | 401       | 201      | 200    | 200         | 200   | 200        | 200   |
| GET /api/users                            |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/users/summary                    |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| PATCH /api/users/:id                      | another person            | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| DELETE /api/users/:id                     | another person            | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/tasks                            |                           | 401       | 403      | 200    | 200         | 200   | 200        | 200   |
| GET /api/tasks/details/:id                |                           | 401       | 403      | 200    | 200         | 200   | 200        | 200   |
| GET /api/available-tasks                  |                           | 401       | 403      | 200    | 200         | 200   | 200        | 200   |
| POST /api/tasks                           |                           | 401       | 403      | 403    | 403         | 201   | 201        | 403   |
| PATCH /api/tasks/:id                      | the buyer's task          | 401       | 403      | 403    | 403         | 200   | 403        | 403   |
| DELETE /api/tasks/:id                     | the buyer's task          | 401       | 403      | 403    | 403         | 200   | 403        | 200   |
| GET /api/manage-tasks                     |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/my-tasks                         | the buyer's e-mail        | 401       | 403      | 403    | 403         | 200   | 403        | 403   |
| GET /api/submissions                      | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 200   |
| GET /api/submissions                      | the buyer's e-mail        | 401       | 403      | 403    | 403         | 200   | 403        | 200   |
| GET /api/my-submissions                   | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 403   |
| POST /api/submissions                     |                           | 401       | 403      | 201    | 201         | 403   | 403        | 403   |
| PATCH /api/submissions/:id                | to the buyer's task       | 401       | 403      | 403    | 403         | 200   | 403        | 403   |
| POST /api/submissions/:id/resubmit        | changes asked of worker   | 401       | 403      | 200    | 403         | 403   | 403        | 403   |
| POST /api/submissions/:id/appeal          | the worker's, rejected    | 401       | 403      | 200    | 403         | 403   | 403        | 403   |
| POST /api/submissions/:id/appeal-answer   | to the buyer's task       | 401       | 403      | 403    | 403         | 200   | 403        | 200   |
| GET /api/appeals                          |                           | 401       | 403      | 403    | 403         | 200   | 200        | 200   |
| GET /api/earnings                         | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 200   |
| GET /api/balance                          | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 200   |
| GET /api/balance                          | the buyer's e-mail        | 401       | 403      | 403    | 403         | 200   | 403        | 200   |
| GET /api/insights/earnings                | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 200   |
| GET /api/insights/spending                | the buyer's e-mail        | 401       | 403      | 403    | 403         | 200   | 403        | 200   |
| GET /api/insights/platform                |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/notifications                    | the worker's e-mail       | 401       | 403      | 200    | 403         | 403   | 403        | 200   |
| POST /api/notifications                   |                           | 401       | 403      | 403    | 403         | 403   | 403        | 201   |
| POST /api/notifications/stream-ticket     |                           | 401       | 403      | 201    | 201         | 201   | 201        | 201   |
| GET /api/notifications/stream             |                           | 401       | 403      | 200    | 200         | 200   | 200        | 200   |
| POST /api/withdrawal-requests             |                           | 401       | 403      | 201    | 201         | 403   | 403        | 403   |
| GET /api/withdrawal-requests              | the worker's e-mail       | 401       | 403      | 200    | 200         | 403   | 403        | 200   |
| PATCH /api/withdrawal-requests/:id        | the worker's request      | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| POST /api/create-payment-intent           |                           | 401       | 403      | 403    | 403         | 200   | 200        | 403   |
| POST /api/sandbox/payment-intents/confirm | the buyer's intent        | 401       | 403      | 403    | 403         | 200   | 403        | 403   |
| POST /api/payments                        | the buyer's paid intent   | 401       | 403      | 403    | 403         | 201   | 403        | 403   |
| GET /api/payments                         | the buyer's e-mail        | 401       | 403      | 403    | 403         | 200   | 403        | 200   |
| GET /api/total-payments                   |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/exports/payments.csv             |                           | 401       | 403      | 403    | 403         | 200   | 200        | 403   |
| GET /api/exports/my-submissions.csv       |                           | 401       | 403      | 200    | 200         | 403   | 403        | 403   |
| GET /api/exports/earnings.csv             |                           | 401       | 403      | 200    | 200         | 403   | 403        | 403   |
| GET /api/exports/users.csv                |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/exports/manage-tasks.csv         |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/exports/withdrawals.csv          |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
| GET /api/exports/appeals.csv              |                           | 401       | 403      | 403    | 403         | 403   | 403        | 200   |
`;

const KINDS = [
  'anonymous',
  'newcomer',
  'worker',
  'otherWorker',
  'buyer',
  'otherBuyer',
  'admin',
] as const;
type Kind = (typeof KINDS)[number];
type Member = Exclude<Kind, 'anonymous' | 'newcomer'>;
type Expected = Record<Kind, number>;

interface Row {
  route: string;
  label: string;
  expected: Expected;
}

function parseMatrix(table: string): Row[] {
  const lines = table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = lines;
  if (header?.join() !== ['route', 'case', ...KINDS].join()) {
    throw new Error(`The matrix header must be route, case, ${KINDS.join(', ')}`);
  }
  return body.map(([route = '', caseName = '', ...statuses]) => ({
    route,
    label: caseName ? `${route} (${caseName})` : route,
    expected: Object.fromEntries(
      KINDS.map((kind, index) => [kind, Number(statuses[index])]),
    ) as Expected,
  }));
}

const ROWS = parseMatrix(MATRIX);

type Person = TestAccount & { user: User };

interface Caller {
  kind: Kind;
  account: TestAccount | undefined;
}

interface Call {
  options: InjectOptions;
  /** The notification stream stays open: it is called over HTTP and closed at once. */
  overHttp?: boolean;
  /** After a refusal: the thing the request named is as it was. */
  intact?: () => Promise<void>;
  /** After a success: what this caller may see in the answer. */
  shows?: (response: LightMyRequestResponse) => void;
}

let server: TestServer;
let baseUrl: string;
let people: Record<Member, Person>;
let taskId: string;
let imageUrl: string;

const db = () => server.database.db;
const emailQuery = (person: Person) => `email=${encodeURIComponent(person.email)}`;

beforeAll(async () => {
  server = await createTestServer();
  const [worker, otherWorker, buyer, otherBuyer, admin] = await Promise.all([
    server.createUser('worker', 'Wanda Worker'),
    server.createUser('worker', 'Oskar Worker'),
    server.createUser('buyer', 'Bruno Buyer'),
    server.createUser('buyer', 'Olga Buyer'),
    server.createUser('admin', 'Ada Admin'),
  ]);
  people = { worker, otherWorker, buyer, otherBuyer, admin };
  await addCoins(db(), buyer.user._id, 100_000);
  await addCoins(db(), worker.user._id, 10_000);
  await addCoins(db(), otherWorker.user._id, 10_000);

  taskId = await postTaskAs(server, buyer, { required_workers: 50 });
  await submitAs(server, worker, taskId);
  await withdrawalBy(worker);
  const upload = await server.call(worker, {
    method: 'POST',
    url: '/api/uploads',
    ...(await multipartBody({ bytes: PNG_BYTES, filename: 'square.png', type: 'image/png' })),
  });
  imageUrl = upload.json<UploadResult>().data.display_url;
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

async function withdrawalBy(worker: Person): Promise<string> {
  const response = await server.call(worker, {
    method: 'POST',
    url: '/api/withdrawal-requests',
    payload: { withdrawal_coin: 200, payment_system: 'Bkash', account_number: '01700000000' },
  });
  if (response.statusCode !== 201) throw new Error(`Withdrawal refused: ${response.body}`);
  return response.json<{ insertedId: string }>().insertedId;
}

/** A payment intent of the buyer's, optionally paid with the sandbox's test card. */
async function buyerIntent(paid: boolean): Promise<{ id: string; clientSecret: string }> {
  const created = await server.call(people.buyer, {
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { price: 1 },
  });
  const { clientSecret } = created.json<PaymentIntentCreated>();
  const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  if (paid) {
    const confirmed = await server.call(people.buyer, {
      method: 'POST',
      url: '/api/sandbox/payment-intents/confirm',
      payload: {
        clientSecret,
        cardNumber: SANDBOX_TEST_CARDS.succeeds,
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(confirmed.json<SandboxConfirmResult>().paymentIntent.status).toBe('succeeded');
  }
  return { id, clientSecret };
}

async function expectStatus(url: string, status: number): Promise<void> {
  const response = await server.call(people.admin, { method: 'GET', url });
  expect(response.statusCode).toBe(status);
}

const get = (url: string): Call => ({ options: { method: 'GET', url } });

/** How each row of the table is asked, for one caller. */
/** A fresh submission of the worker's to the buyer's task, decided by the buyer with `action`. */
async function submissionOfWorker(action: 'reject' | 'request_changes'): Promise<string> {
  const task = await postTaskAs(server, people.buyer, { required_workers: 1 });
  const submissionId = await submitAs(server, people.worker, task);
  const decided = await server.call(people.buyer, {
    method: 'PATCH',
    url: `/api/submissions/${submissionId}`,
    payload:
      action === 'reject'
        ? { action, reason: 'Low quality', comment: 'The sheet is mostly empty.' }
        : { action, note: 'Please add the second sheet.' },
  });
  expect(decided.statusCode).toBe(200);
  return submissionId;
}

async function expectSubmissionStatus(id: string, status: string): Promise<void> {
  const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
  expect(row?.status).toBe(status);
}

const REQUESTS: Record<string, (caller: Caller) => Call | Promise<Call>> = {
  'GET /api/health': () => get('/api/health'),
  'GET /api/client-config': () => get('/api/client-config'),
  'POST /api/session': () => ({ options: { method: 'POST', url: '/api/session' } }),
  'DELETE /api/session': () => ({ options: { method: 'DELETE', url: '/api/session' } }),
  'GET /api/top-workers': () => get('/api/top-workers'),
  'GET /api/featured-tasks': () => get('/api/featured-tasks'),
  'GET /api/uploads/:name': () => get(imageUrl),
  'POST /api/uploads': async () => ({
    options: {
      method: 'POST',
      url: '/api/uploads',
      ...(await multipartBody({ bytes: PNG_BYTES, filename: 'photo.png', type: 'image/png' })),
    },
  }),
  "GET /api/user (the worker's e-mail)": () => get(`/api/user?${emailQuery(people.worker)}`),
  "GET /api/user (one's own e-mail)": ({ account }) =>
    get(`/api/user?email=${encodeURIComponent(account?.email ?? people.worker.email)}`),
  "POST /api/users (one's own record)": ({ account }) => ({
    options: {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: account?.name ?? 'Nobody',
        email: account?.email ?? people.worker.email,
        photo: '',
        role: 'worker',
      },
    },
  }),
  'GET /api/users': () => get('/api/users'),
  'GET /api/users/summary': () => get('/api/users/summary'),
  'PATCH /api/users/:id (another person)': async () => {
    const target = await server.createUser('worker', 'Paula Promoted');
    return {
      options: {
        method: 'PATCH',
        url: `/api/users/${target.user._id}`,
        payload: { role: 'buyer' },
      },
      intact: async () => {
        const record = await server.call(people.admin, {
          method: 'GET',
          url: `/api/user?${emailQuery(target)}`,
        });
        expect(record.json<User>().role).toBe('worker');
      },
    };
  },
  'DELETE /api/users/:id (another person)': async () => {
    const target = await server.createUser('worker', 'Dora Deleted');
    return {
      options: { method: 'DELETE', url: `/api/users/${target.user._id}` },
      intact: () => expectStatus(`/api/user?${emailQuery(target)}`, 200),
    };
  },
  'GET /api/tasks': () => get('/api/tasks?page=1'),
  'GET /api/tasks/details/:id': () => get(`/api/tasks/details/${taskId}`),
  'GET /api/available-tasks': () => get('/api/available-tasks'),
  'POST /api/tasks': () => ({
    options: { method: 'POST', url: '/api/tasks', payload: taskBody({ required_workers: 1 }) },
  }),
  "PATCH /api/tasks/:id (the buyer's task)": ({ kind }) => ({
    options: {
      method: 'PATCH',
      url: `/api/tasks/${taskId}`,
      payload: {
        task_title: `Renamed by ${kind}`,
        task_detail: 'New details.',
        submission_info: 'New info.',
      },
    },
    intact: async () => {
      const task = await server.call(people.buyer, {
        method: 'GET',
        url: `/api/tasks/details/${taskId}`,
      });
      expect(task.json<{ task_title: string }>().task_title).not.toBe(`Renamed by ${kind}`);
    },
  }),
  "DELETE /api/tasks/:id (the buyer's task)": async () => {
    const doomed = await postTaskAs(server, people.buyer, { required_workers: 1 });
    return {
      options: { method: 'DELETE', url: `/api/tasks/${doomed}` },
      intact: () => expectStatus(`/api/tasks/details/${doomed}`, 200),
    };
  },
  'GET /api/manage-tasks': () => get('/api/manage-tasks'),
  "GET /api/my-tasks (the buyer's e-mail)": () => get(`/api/my-tasks?${emailQuery(people.buyer)}`),
  "GET /api/submissions (the worker's e-mail)": () =>
    get(`/api/submissions?${emailQuery(people.worker)}`),
  "GET /api/submissions (the buyer's e-mail)": () =>
    get(`/api/submissions?${emailQuery(people.buyer)}`),
  "GET /api/my-submissions (the worker's e-mail)": () =>
    get(`/api/my-submissions?${emailQuery(people.worker)}`),
  'POST /api/submissions': async () => {
    const open = await postTaskAs(server, people.buyer, { required_workers: 1 });
    return {
      options: {
        method: 'POST',
        url: '/api/submissions',
        payload: { task_id: open, submission_details: 'Done: https://sheets.example.test/7' },
      },
    };
  },
  "PATCH /api/submissions/:id (to the buyer's task)": async () => {
    const task = await postTaskAs(server, people.buyer, { required_workers: 1 });
    const submissionId = await submitAs(server, people.worker, task);
    return {
      options: {
        method: 'PATCH',
        url: `/api/submissions/${submissionId}`,
        payload: { action: 'approved' },
      },
      intact: async () => {
        const [row] = await db().select().from(submissions).where(eq(submissions.id, submissionId));
        expect(row?.status).toBe('pending');
      },
    };
  },
  'POST /api/submissions/:id/resubmit (changes asked of worker)': async () => {
    const submissionId = await submissionOfWorker('request_changes');
    return {
      options: {
        method: 'POST',
        url: `/api/submissions/${submissionId}/resubmit`,
        payload: { submission_details: 'Changed: https://sheets.example.test/8' },
      },
      intact: () => expectSubmissionStatus(submissionId, 'changes_requested'),
    };
  },
  "POST /api/submissions/:id/appeal (the worker's, rejected)": async () => {
    const submissionId = await submissionOfWorker('reject');
    return {
      options: {
        method: 'POST',
        url: `/api/submissions/${submissionId}/appeal`,
        payload: { statement: 'The proof is in the second link.' },
      },
      intact: () => expectSubmissionStatus(submissionId, 'rejected'),
    };
  },
  "POST /api/submissions/:id/appeal-answer (to the buyer's task)": async () => {
    const submissionId = await submissionOfWorker('reject');
    const appealed = await server.call(people.worker, {
      method: 'POST',
      url: `/api/submissions/${submissionId}/appeal`,
      payload: { statement: 'The proof is in the second link.' },
    });
    expect(appealed.statusCode).toBe(200);
    return {
      options: {
        method: 'POST',
        url: `/api/submissions/${submissionId}/appeal-answer`,
        payload: { decision: 'pay_worker' },
      },
      intact: () => expectSubmissionStatus(submissionId, 'appealed'),
    };
  },
  'GET /api/appeals': () => get('/api/appeals'),
  "GET /api/earnings (the worker's e-mail)": () =>
    get(`/api/earnings?${emailQuery(people.worker)}`),
  "GET /api/balance (the worker's e-mail)": () => get(`/api/balance?${emailQuery(people.worker)}`),
  "GET /api/balance (the buyer's e-mail)": () => get(`/api/balance?${emailQuery(people.buyer)}`),
  "GET /api/insights/earnings (the worker's e-mail)": () =>
    get(`/api/insights/earnings?${emailQuery(people.worker)}`),
  "GET /api/insights/spending (the buyer's e-mail)": () =>
    get(`/api/insights/spending?${emailQuery(people.buyer)}`),
  'GET /api/insights/platform': () => get('/api/insights/platform'),
  "GET /api/notifications (the worker's e-mail)": () =>
    get(`/api/notifications?${emailQuery(people.worker)}`),
  'POST /api/notifications': () => ({
    options: {
      method: 'POST',
      url: '/api/notifications',
      payload: { message: 'Your payout is on its way.', toEmail: people.worker.email },
    },
  }),
  'POST /api/notifications/stream-ticket': () => ({
    options: { method: 'POST', url: '/api/notifications/stream-ticket' },
  }),
  'GET /api/notifications/stream': () => ({ ...get('/api/notifications/stream'), overHttp: true }),
  'POST /api/withdrawal-requests': () => ({
    options: {
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: 200, payment_system: 'Nagad', account_number: '01800000000' },
    },
  }),
  // The list takes no e-mail: whatever is asked, a worker sees only their own requests.
  "GET /api/withdrawal-requests (the worker's e-mail)": ({ kind, account }) => ({
    ...get(`/api/withdrawal-requests?${emailQuery(people.worker)}`),
    shows: (response) => {
      const emails = response.json<WithdrawalRequest[]>().map((request) => request.worker_email);
      if (kind === 'admin') expect(emails).toContain(people.worker.email);
      else expect(emails.filter((email) => email !== account?.email)).toEqual([]);
    },
  }),
  "PATCH /api/withdrawal-requests/:id (the worker's request)": async () => {
    const withdrawalId = await withdrawalBy(people.worker);
    return {
      options: {
        method: 'PATCH',
        url: `/api/withdrawal-requests/${withdrawalId}`,
        payload: { status: 'success' },
      },
      intact: async () => {
        const [row] = await db()
          .select()
          .from(withdrawalRequests)
          .where(eq(withdrawalRequests.id, withdrawalId));
        expect(row?.status).toBe('pending');
      },
    };
  },
  'POST /api/create-payment-intent': () => ({
    options: { method: 'POST', url: '/api/create-payment-intent', payload: { price: 10 } },
  }),
  "POST /api/sandbox/payment-intents/confirm (the buyer's intent)": async () => {
    const intent = await buyerIntent(false);
    return {
      options: {
        method: 'POST',
        url: '/api/sandbox/payment-intents/confirm',
        payload: {
          clientSecret: intent.clientSecret,
          cardNumber: SANDBOX_TEST_CARDS.succeeds,
          expiry: '12/40',
          cvc: '123',
        },
      },
      intact: async () => {
        const [row] = await db()
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, intent.id));
        expect(row?.status).toBe('requires_payment_method');
      },
    };
  },
  "POST /api/payments (the buyer's paid intent)": async () => {
    const intent = await buyerIntent(true);
    return {
      options: { method: 'POST', url: '/api/payments', payload: { transactionId: intent.id } },
      intact: async () => {
        const rows = await db()
          .select()
          .from(payments)
          .where(eq(payments.transactionId, intent.id));
        expect(rows).toEqual([]);
      },
    };
  },
  "GET /api/payments (the buyer's e-mail)": () => get(`/api/payments?${emailQuery(people.buyer)}`),
  'GET /api/total-payments': () => get('/api/total-payments'),
  'GET /api/exports/payments.csv': () => get('/api/exports/payments.csv'),
  'GET /api/exports/my-submissions.csv': () => get('/api/exports/my-submissions.csv'),
  'GET /api/exports/earnings.csv': () => get('/api/exports/earnings.csv'),
  'GET /api/exports/users.csv': () => get('/api/exports/users.csv'),
  'GET /api/exports/manage-tasks.csv': () => get('/api/exports/manage-tasks.csv'),
  'GET /api/exports/withdrawals.csv': () => get('/api/exports/withdrawals.csv'),
  'GET /api/exports/appeals.csv': () => get('/api/exports/appeals.csv'),
};

interface Answer {
  status: number;
  body: unknown;
  response?: LightMyRequestResponse;
}

/** A plain HTTP request on its own connection, closed as soon as the answer starts. */
function overHttp(options: InjectOptions, account: TestAccount | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = account ? { authorization: `Bearer ${account.idToken}` } : {};
    const request = http.get(`${baseUrl}${String(options.url)}`, { headers, agent: false });
    request.on('error', reject);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status === 200) {
        request.destroy();
        resolve({ status, body: undefined });
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status, body: JSON.parse(text) as unknown }));
    });
  });
}

async function send(call: Call, account: TestAccount | undefined): Promise<Answer> {
  if (call.overHttp) return overHttp(call.options, account);
  const response = await server.call(account, call.options);
  const isJson = /json/.test(String(response.headers['content-type']));
  return { status: response.statusCode, body: isJson ? response.json() : undefined, response };
}

async function callerOfKind(kind: Kind): Promise<Caller> {
  if (kind === 'anonymous') return { kind, account: undefined };
  // A fresh account each time: signing up in one cell must not give the next one a record.
  if (kind === 'newcomer') return { kind, account: await server.createAccount('Nina Newcomer') };
  return { kind, account: people[kind] };
}

describe('the authorization matrix', () => {
  test.each(ROWS.map((row) => [row.label, row] as const))('%s', async (_label, row) => {
    const ask = REQUESTS[row.label];
    if (!ask) throw new Error(`No request is written for the row "${row.label}".`);
    const actual = {} as Expected;
    for (const kind of KINDS) {
      const caller = await callerOfKind(kind);
      const call = await ask(caller);
      const answer = await send(call, caller.account);
      actual[kind] = answer.status;
      if (answer.status >= 400) {
        expect(answer.body).toEqual({ message: expect.any(String) });
        await call.intact?.();
      } else if (answer.response) {
        call.shows?.(answer.response);
      }
    }
    expect(actual).toEqual(row.expected);
  });

  test('a token that is not a real ID token is refused wherever a token is needed', async () => {
    const forged = { ...people.worker, idToken: 'not-a-real-id-token' };
    for (const row of ROWS.filter((candidate) => candidate.expected.anonymous === 401)) {
      const ask = REQUESTS[row.label];
      if (!ask) throw new Error(`No request is written for the row "${row.label}".`);
      const call = await ask({ kind: 'worker', account: forged });
      expect([row.label, (await send(call, forged)).status]).toEqual([row.label, 401]);
    }
  });

  test('refusals and successes left every coin and every open-task count right', async () => {
    await expectLedgerBalanced(db());
    await expectOpenTaskCountsExact(db());
  });
});

describe('the table and the server agree', () => {
  const tableRoutes = () => new Set(ROWS.map((row) => row.route));
  const apiRoutes = (): RegisteredRoute[] => registeredApiRoutes(server.app);

  test('every registered API route has a row', () => {
    const missing = apiRoutes()
      .filter((route) => !isDocsRoute(route))
      .map(routeKey)
      .filter((key) => !tableRoutes().has(key));
    expect(missing).toEqual([]);
  });

  test('every row names a registered route', () => {
    const registered = new Set(apiRoutes().map(routeKey));
    expect([...tableRoutes()].filter((route) => !registered.has(route))).toEqual([]);
    expect(
      Object.keys(REQUESTS).filter((label) => !ROWS.some((row) => row.label === label)),
    ).toEqual([]);
  });

  test('the API documentation is public', async () => {
    expect(apiRoutes().filter(isDocsRoute).length).toBeGreaterThan(0);
    const document = await server.call(undefined, { method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
  });

  test('the sandbox confirm route exists only while the sandbox is the gateway', async () => {
    const confirmRoute = { method: 'POST' as const, url: '/api/sandbox/payment-intents/confirm' };
    expect(server.app.hasRoute(confirmRoute)).toBe(true);
    const withStripe = await createTestServer({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_authorization_matrix',
    });
    try {
      expect(withStripe.app.hasRoute(confirmRoute)).toBe(false);
      expect(registeredApiRoutes(withStripe.app).map(routeKey)).not.toContain(
        routeKey(confirmRoute),
      );
    } finally {
      await withStripe.close();
    }
  });
});
