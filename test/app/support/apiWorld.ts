/**
 * The HTTP boundary for the client's API tests: msw answers every GET of
 * docs/product.md#server-calls with a small fixed world, records each request (method, path, query,
 * Authorization, body), and a fresh real store per test runs the endpoints.
 */
import { type DefaultBodyType, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

import { API_BASE_PATH, TOTAL_COUNT_HEADER } from '@contract/api';
import type { ClientConfig } from '@contract/schemas/clientConfig';
import type { Earning } from '@contract/schemas/earnings';
import type { Notification } from '@contract/schemas/notifications';
import type { Payment } from '@contract/schemas/payments';
import type { Submission } from '@contract/schemas/submissions';
import type { Task } from '@contract/schemas/tasks';
import type { TopWorker, User } from '@contract/schemas/users';
import type { WithdrawalRequest } from '@contract/schemas/withdrawals';
import { api } from '@app/store/api';
import { setIdTokenGetter } from '@app/store/baseQuery';
import { makeStore } from '@app/store/store';

export const ID_TOKEN = 'id-token-of-ada';
export const ADA_EMAIL = 'ada@coinwork.test';

export const ada: User = {
  _id: 'user-ada',
  name: 'Ada Quill',
  email: ADA_EMAIL,
  photo: '/images/ada.png',
  role: 'buyer',
  availableCoin: 120,
};
export const task: Task = {
  _id: 'task-1',
  task_title: 'Tag ten photos',
  task_detail: 'Add a tag to each photo.',
  required_workers: 3,
  payable_amount: 5,
  completion_date: '2030-01-31',
  submission_info: 'A list of tags',
  task_image_url: '/images/task.png',
  buyer_email: ADA_EMAIL,
  buyer_name: 'Ada Quill',
  review_days: 3,
};
export const submission: Submission = {
  _id: 'submission-1',
  task_id: task._id,
  task_title: task.task_title,
  payable_amount: 5,
  current_date: '2030-01-02T10:00:00.000Z',
  worker_email: 'bo@coinwork.test',
  worker_name: 'Bo Reed',
  buyer_name: 'Ada Quill',
  buyer_email: ADA_EMAIL,
  submission_details: 'Done.',
  status: 'pending',
  review_deadline: '2030-01-05T10:00:00.000Z',
  rejection_reason: null,
  rejection_comment: null,
  revision_rounds: 0,
  changes_note: null,
  resubmit_deadline: null,
  appeal_deadline: null,
  appeal_statement: null,
  appeal_answer_deadline: null,
  appeal_comment: null,
};
export const notification: Notification = {
  _id: 'notification-1',
  message: 'You have earned 5 from ada@coinwork.test for completing Tag ten photos.',
  toEmail: 'bo@coinwork.test',
  time: '2030-01-03T10:00:00.000Z',
};
export const withdrawal: WithdrawalRequest = {
  _id: 'withdrawal-1',
  withdrawal_coin: 200,
  withdrawal_amount: 10,
  payment_system: 'Bkash',
  worker_email: 'bo@coinwork.test',
  worker_name: 'Bo Reed',
  withdrawal_date: '2030-01-04T10:00:00.000Z',
  status: 'pending',
};
const payment: Payment = {
  _id: 'payment-1',
  email: ADA_EMAIL,
  price: 10,
  coins: 150,
  date: '2030-01-01T10:00:00.000Z',
  transactionId: 'pi_1',
};
const earning: Earning = {
  _id: 'earning-1',
  amount: 5,
  task_title: task.task_title,
  buyer_email: ADA_EMAIL,
  date: '2030-01-05T10:00:00.000Z',
};
const topWorker: TopWorker = {
  _id: 'user-bo',
  name: 'Bo Reed',
  photo: '/b.png',
  availableCoin: 90,
};

/** What every GET of the API answers, by path under /api. */
/** What the server publishes for the client: the sandbox gateway, no emulator. */
export const CLIENT_CONFIG: ClientConfig = {
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-coinwork', authEmulatorUrl: null },
  payments: { provider: 'sandbox', stripePublishableKey: null },
  developerPageUrl: 'https://developers.example.test/start',
  machineLab: true,
};

const READS: Readonly<Record<string, JsonBodyType>> = {
  '/user': ada,
  '/users': [ada],
  '/users/summary': {
    totalCoins: 210,
    totalWorkers: 1,
    totalBuyers: 1,
    totalPayments: 10,
    totalEscrow: 15,
    totalWithdrawalHolds: 0,
  },
  '/balance': { role: 'buyer', available: 120, escrow_open_tasks: 15, escrow_submissions: 0 },
  '/insights/earnings': { days: [] },
  '/insights/spending': { days: [] },
  '/insights/platform': { days: [] },
  '/tasks': { tasks: [task], totalTasks: 1 },
  [`/tasks/details/${task._id}`]: task,
  '/my-tasks': [task],
  '/manage-tasks': [task],
  '/available-tasks': [task],
  '/featured-tasks': [task],
  '/top-workers': [topWorker],
  '/submissions': [submission],
  '/my-submissions': [submission],
  '/appeals': [],
  '/notifications': [notification],
  '/earnings': [earning],
  '/withdrawal-requests': [withdrawal],
  '/payments': [payment],
  '/total-payments': { totalPrice: 10 },
  '/client-config': CLIENT_CONFIG,
};

export interface RecordedRequest {
  method: string;
  /** Under /api, without the query. */
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  /** Parsed JSON, or the FormData of a multipart request, or null. */
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? null : text;
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.slice(API_BASE_PATH.length),
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.get('authorization'),
    body: await bodyOf(request.clone()),
  };
}

type Method = 'get' | 'post' | 'patch' | 'delete';
type Reply = (request: Request) => Response | Promise<Response>;

export function apiUrl(path: string): string {
  return `${window.location.origin}${API_BASE_PATH}${path}`;
}

/**
 * Starts msw for the file's tests. `requests` is emptied before each test; `answer` adds a
 * handler for one test (JSON, or a function of the request).
 */
export function setUpApiWorld() {
  const requests: RecordedRequest[] = [];
  const server = setupServer(
    ...Object.entries(READS).map(([path, body]) =>
      http.get(apiUrl(path), async ({ request }) => {
        requests.push(await record(request));
        const total = Array.isArray(body) ? body.length : 1;
        return HttpResponse.json(body, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
      }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    setIdTokenGetter(async () => ID_TOKEN);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  function answer(method: Method, path: string, reply: Reply | JsonBodyType = null): void {
    server.use(
      http[method]<never, DefaultBodyType>(apiUrl(path), async ({ request }) => {
        requests.push(await record(request));
        return typeof reply === 'function' ? reply(request) : HttpResponse.json(reply);
      }),
    );
  }

  function countOf(method: string, path: string): number {
    return requests.filter((request) => request.method === method && request.path === path).length;
  }

  function lastRequest(method: string, path: string): RecordedRequest {
    const found = requests.filter((request) => request.method === method && request.path === path);
    const last = found[found.length - 1];
    if (!last) throw new Error(`No ${method} ${path} was sent.`);
    return last;
  }

  return { server, requests, answer, countOf, lastRequest };
}

export type TestStore = ReturnType<typeof makeStore>;

/**
 * A fresh store per test. Its cache is reset afterwards, which also ends the notification
 * feeds that live as long as their cache entries.
 */
export function setUpTestStore(): () => TestStore {
  let store: TestStore | undefined;
  beforeEach(() => {
    store = makeStore();
  });
  afterEach(() => {
    store?.dispatch(api.util.resetApiState());
    store = undefined;
  });
  return () => {
    if (!store) throw new Error('The test store exists only inside a test.');
    return store;
  };
}
