import { HttpResponse } from 'msw';

import { type Alert, attachAlertSink } from '@app/components/notify';
import { usersApi } from '@app/features/users/api/usersApi';
import { setIdTokenGetter } from '@app/store/baseQuery';
import { SIGN_IN_UNAVAILABLE_STATUS } from '@contract/api';
import { QUERY_RETRIES, SIGN_IN_UNAVAILABLE_RETRIES } from '@contract/constants';
import { SESSION_MESSAGES } from '@contract/messages';
import { ada, ADA_EMAIL, ID_TOKEN, setUpApiWorld, setUpTestStore } from '../support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = usersApi;

/** RTK's backoff waits up to seconds between tries; the clock is moved on instead. */
async function settle<T>(pending: PromiseLike<T>): Promise<T> {
  let outcome: { value: T } | undefined;
  void Promise.resolve(pending).then((value) => {
    outcome = { value };
  });
  while (!outcome) await jest.advanceTimersByTimeAsync(1_000);
  return outcome.value;
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the ID token', () => {
  it('is asked for on every request, so a refreshed token is used at once', async () => {
    let token = 'first-token';
    setIdTokenGetter(async () => token);

    await settle(store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL)));
    token = 'refreshed-token';
    await settle(
      store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL, { forceRefetch: true })),
    );

    expect(world.requests.map(({ authorization }) => authorization)).toEqual([
      'Bearer first-token',
      'Bearer refreshed-token',
    ]);
  });

  it('is left out when nobody is signed in', async () => {
    setIdTokenGetter(async () => null);

    await settle(store().dispatch(endpoints.getAdminSummary.initiate(undefined)));

    expect(world.lastRequest('GET', '/users/summary').authorization).toBeNull();
  });

  it('comes from the getter the auth feature installs', async () => {
    await settle(store().dispatch(endpoints.getAdminSummary.initiate(undefined)));

    expect(world.lastRequest('GET', '/users/summary').authorization).toBe(`Bearer ${ID_TOKEN}`);
  });
});

describe('retries (docs/product.md#constants-and-limits: 3 retries)', () => {
  it(`tries a read ${QUERY_RETRIES} more times after a server error, then gives up`, async () => {
    world.answer('get', '/users/summary', () =>
      HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
    );

    const result = await settle(store().dispatch(endpoints.getAdminSummary.initiate(undefined)));

    expect(result.error).toMatchObject({ status: 500 });
    expect(world.countOf('GET', '/users/summary')).toBe(1 + QUERY_RETRIES);
  });

  it('answers with the data when a retry succeeds', async () => {
    let calls = 0;
    world.answer('get', '/users/summary', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Busy.' }, { status: 503 })
        : HttpResponse.json({ totalCoins: 1, totalWorkers: 1, totalBuyers: 0, totalPayments: 0 });
    });

    const result = await settle(store().dispatch(endpoints.getAdminSummary.initiate(undefined)));

    expect(result.data?.totalCoins).toBe(1);
    expect(world.countOf('GET', '/users/summary')).toBe(2);
  });

  it('tries again after a network failure', async () => {
    world.answer('get', '/users/summary', () => HttpResponse.error());

    const result = await settle(store().dispatch(endpoints.getAdminSummary.initiate(undefined)));

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(world.countOf('GET', '/users/summary')).toBe(1 + QUERY_RETRIES);
  });

  it.each([400, 401, 403, 404, 409])('does not retry a %i', async (status) => {
    world.answer('get', '/user', () => HttpResponse.json({ message: 'No.' }, { status }));

    const result = await settle(store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL)));

    expect(result.error).toEqual({ status, data: { message: 'No.' } });
    expect(world.countOf('GET', '/user')).toBe(1);
  });

  it('never repeats a write, even after a server error', async () => {
    world.answer('delete', '/users/user-bo', () =>
      HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
    );

    const result = await settle(store().dispatch(endpoints.deleteUser.initiate('user-bo')));

    expect(result).toMatchObject({ error: { status: 500 } });
    expect(world.countOf('DELETE', '/users/user-bo')).toBe(1);
  });
});

describe('the sign-in service unavailable (a 503 with its message)', () => {
  const unavailable = (retryAfterSeconds?: number) =>
    HttpResponse.json(
      { message: SESSION_MESSAGES.signInUnavailable },
      {
        status: SIGN_IN_UNAVAILABLE_STATUS,
        headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
      },
    );
  let alerts: Alert[];
  let detach: () => void;
  beforeEach(() => {
    alerts = [];
    detach = attachAlertSink((alert) => alerts.push(alert));
  });
  afterEach(() => detach());

  it('keeps the person signed in: says so, waits as asked, and gets the record', async () => {
    let calls = 0;
    world.answer('get', '/user', () => {
      calls += 1;
      return calls === 1 ? unavailable(2) : HttpResponse.json(ada);
    });

    const pending = store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL));
    await jest.advanceTimersByTimeAsync(1_000);
    // Told at once; not asked again before the server's Retry-After.
    expect(alerts).toEqual([{ variant: 'error', text: SESSION_MESSAGES.signInUnavailable }]);
    expect(world.countOf('GET', '/user')).toBe(1);

    const result = await settle(pending);

    expect(result.data?.email).toBe(ADA_EMAIL);
    expect(world.countOf('GET', '/user')).toBe(2);
  });

  it('sends a write again too: the server refused it before acting on it', async () => {
    let calls = 0;
    world.answer('delete', '/users/user-bo', () => {
      calls += 1;
      return calls === 1 ? unavailable() : HttpResponse.json({ deletedCount: 1 });
    });

    const result = await settle(store().dispatch(endpoints.deleteUser.initiate('user-bo')));

    expect(result).not.toHaveProperty('error');
    expect(world.countOf('DELETE', '/users/user-bo')).toBe(2);
    expect(alerts.map(({ text }) => text)).toEqual([SESSION_MESSAGES.signInUnavailable]);
  });

  it(`gives up after ${SIGN_IN_UNAVAILABLE_RETRIES} more tries with the message, not a sign-out`, async () => {
    world.answer('get', '/user', () => unavailable());

    const result = await settle(store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL)));

    expect(result.error).toEqual({
      status: SIGN_IN_UNAVAILABLE_STATUS,
      data: { message: SESSION_MESSAGES.signInUnavailable },
    });
    expect(world.countOf('GET', '/user')).toBe(1 + SIGN_IN_UNAVAILABLE_RETRIES);
  });
});
