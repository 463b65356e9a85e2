/**
 * Verified ID tokens are remembered (docs/deployment.md#fast-authenticated-requests): a
 * signed-in read asks the identity provider once per token, not once per request; a token is
 * asked about again shortly before it expires, and after five minutes at the latest; memory is
 * bounded; checks that must reach the provider still do.
 */
import { createFirebaseIdentity } from '@server/auth/identity';
import { withTokenCache } from '@server/auth/tokenCache';
import { SIGN_IN_UNAVAILABLE_STATUS } from '@contract/api';
import { TEST_PROJECT_ID } from '../support/constants';
import { type IdentityProxy, startIdentityProxy } from '../support/identityProxy';
import {
  createTestServer,
  signUpInEmulator,
  type TestAccount,
  type TestServer,
} from '../support/testServer';
import { waitUntil } from '../support/waitUntil';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';

let proxy: IdentityProxy;
beforeAll(async () => {
  proxy = await startIdentityProxy(emulatorHost);
});
afterEach(() => proxy.setMode({ kind: 'forward' }));
afterAll(async () => {
  await proxy.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

/** Calls that reached the identity provider so far. */
const providerCalls = () => proxy.requestsTo('/');

async function serverThroughProxy(env: Record<string, string> = {}): Promise<TestServer> {
  return createTestServer({ FIREBASE_AUTH_EMULATOR_HOST: proxy.host, ...env });
}

describe('through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverThroughProxy();
  });
  afterAll(() => server.close());

  test('ten reads with one token ask the provider once', async () => {
    const worker = await server.createAccount('Cached Reader');
    // Creating the record asks with checkRevoked, which is never remembered.
    const created = await server.call(worker, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Cached Reader', email: worker.email, photo: '', role: 'worker' },
    });
    expect(created.statusCode).toBe(201);
    const read = () =>
      server.call(worker, {
        method: 'GET',
        url: `/api/user?email=${encodeURIComponent(worker.email)}`,
      });
    const before = providerCalls();
    expect((await read()).statusCode).toBe(200);
    const afterFirst = providerCalls();
    expect(afterFirst).toBeGreaterThan(before);
    for (let read_ = 0; read_ < 9; read_ += 1) expect((await read()).statusCode).toBe(200);
    expect(providerCalls()).toBe(afterFirst);
  });

  test('creating a user record always asks the provider (a deleted account cannot come back)', async () => {
    const account = await server.createAccount('Always Checked');
    const create = () =>
      server.call(account, {
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Always Checked', email: account.email, photo: '', role: 'worker' },
      });
    const before = providerCalls();
    expect((await create()).statusCode).toBe(201);
    const afterCreating = providerCalls();
    expect(afterCreating).toBeGreaterThan(before);
    // Asked again (the existing record is answered), not taken from the cache.
    expect((await create()).statusCode).toBe(200);
    expect(providerCalls()).toBeGreaterThan(afterCreating);
  });

  test('TOKEN_CACHE_ENTRIES=0 asks the provider on every request', async () => {
    const uncached = await serverThroughProxy({ TOKEN_CACHE_ENTRIES: '0' });
    try {
      const worker = await uncached.createUser('worker', 'Uncached Reader');
      const read = () =>
        uncached.call(worker, {
          method: 'GET',
          url: `/api/user?email=${encodeURIComponent(worker.email)}`,
        });
      await read();
      const before = providerCalls();
      await read();
      await read();
      expect(providerCalls()).toBeGreaterThanOrEqual(before + 2);
    } finally {
      await uncached.close();
    }
  });
});

/**
 * A token cache over the identity provider (through the proxy that counts its calls), on a clock
 * the test moves; `close` ends the provider's connections.
 */
function cacheOnClock(options: { maxEntries: number; maxSeconds: number }) {
  const clock = { now: Date.now() };
  const provider = createFirebaseIdentity({
    projectId: TEST_PROJECT_ID,
    authEmulatorHost: proxy.host,
    timeoutMs: 5000,
    maxConnections: 2,
  });
  const cached = withTokenCache(provider, { ...options, marginSeconds: 60, now: () => clock.now });
  return { clock, cached, close: () => provider.close() };
}

describe('the cache itself', () => {
  test('forgets a token shortly before it expires, keeps at most its bound, forgets an account', async () => {
    const { clock, cached, close } = cacheOnClock({ maxEntries: 2, maxSeconds: 3600 });
    try {
      const [first, second, third] = await Promise.all([
        signUpInEmulator('Clock One'),
        signUpInEmulator('Clock Two'),
        signUpInEmulator('Clock Three'),
      ]);
      const identity = await cached.verifyIdToken(first.idToken);
      let calls = providerCalls();
      await cached.verifyIdToken(first.idToken);
      expect(providerCalls()).toBe(calls);

      // Remembered until 60 s before it expires, then asked about again.
      clock.now = (identity.expiresAt - 61) * 1000;
      await cached.verifyIdToken(first.idToken);
      expect(providerCalls()).toBe(calls);
      clock.now = (identity.expiresAt - 59) * 1000;
      await cached.verifyIdToken(first.idToken).catch(() => undefined);
      expect(providerCalls()).toBeGreaterThan(calls);

      clock.now = Date.now();
      await cached.verifyIdToken(second.idToken);
      await cached.verifyIdToken(third.idToken);
      expect(cached.cachedTokens).toBe(2);

      calls = providerCalls();
      cached.forgetAccount(third.uid);
      await cached.verifyIdToken(third.idToken);
      expect(providerCalls()).toBeGreaterThan(calls);
    } finally {
      await close();
    }
  });
});

describe('a verification that raced a forget', () => {
  test('is answered but not remembered: the account may have been deleted meanwhile', async () => {
    const { cached, close } = cacheOnClock({ maxEntries: 10, maxSeconds: 300 });
    try {
      const person = await signUpInEmulator('Racing Leaver');
      // The provider has answered "valid"; the answer is still on its way.
      await proxy.setMode({ kind: 'holdAnswers', holds: () => true });
      const verifying = cached.verifyIdToken(person.idToken);
      await waitUntil(() => proxy.heldAnswers() > 0);
      // Meanwhile the account is deleted and forgotten on every instance.
      cached.forgetAccount(person.uid);
      await proxy.setMode({ kind: 'forward' });
      expect((await verifying).uid).toBe(person.uid);

      expect(cached.cachedTokens).toBe(0);
      const calls = providerCalls();
      await cached.verifyIdToken(person.idToken);
      expect(providerCalls()).toBeGreaterThan(calls);
    } finally {
      await close();
    }
  });
});

describe('an account disabled at the identity provider, which tells no one', () => {
  test('is asked about again once its token has been remembered for the longest time', async () => {
    const { clock, cached, close } = cacheOnClock({ maxEntries: 10, maxSeconds: 300 });
    try {
      const person = await signUpInEmulator('Soon Disabled');
      const verifiedAt = clock.now;
      await cached.verifyIdToken(person.idToken);
      const calls = providerCalls();
      clock.now = verifiedAt + 299_000;
      await cached.verifyIdToken(person.idToken);
      expect(providerCalls()).toBe(calls);
      clock.now = verifiedAt + 301_000;
      await cached.verifyIdToken(person.idToken);
      expect(providerCalls()).toBeGreaterThan(calls);
    } finally {
      await close();
    }
  });
});

// Last: after the proxy has been down, its clients' pooled connections are gone.
describe('during an outage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverThroughProxy();
  });
  afterAll(() => server.close());

  test('with the provider down, a remembered token still reads; an unknown one gets 503', async () => {
    const worker = await server.createUser('worker', 'Outage Reader');
    // An account whose token this server has never seen.
    const stranger = await server.createAccount('Never Seen');
    const read = (person: TestAccount) =>
      server.call(person, {
        method: 'GET',
        url: `/api/user?email=${encodeURIComponent(person.email)}`,
      });
    expect((await read(worker)).statusCode).toBe(200);
    await proxy.setMode({ kind: 'down' });
    expect((await read(worker)).statusCode).toBe(200);
    expect((await read(stranger)).statusCode).toBe(SIGN_IN_UNAVAILABLE_STATUS);
  });
});
