/**
 * The identity provider down or hanging (docs/security.md): a signed-in person is told the
 * sign-in service is unavailable (503, Retry-After), not that the session is invalid; every
 * call is bounded in time and the pool of connections to the provider stays small.
 */
import { SIGN_IN_RETRY_AFTER_SECONDS, SIGN_IN_UNAVAILABLE_STATUS } from '@contract/api';
import { SESSION_MESSAGES } from '@contract/messages';
import { hangsAll, type IdentityProxy, startIdentityProxy } from '../support/identityProxy';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

const POOL_SIZE = 2;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';

let proxy: IdentityProxy;
let server: TestServer;
let worker: TestAccount;

beforeAll(async () => {
  proxy = await startIdentityProxy(emulatorHost);
  server = await createTestServer({
    FIREBASE_AUTH_EMULATOR_HOST: proxy.host,
    IDENTITY_TIMEOUT_MS: '1500',
    IDENTITY_MAX_CONNECTIONS: String(POOL_SIZE),
    // Every request asks the provider here; tokenCache.test.ts covers remembered tokens.
    TOKEN_CACHE_ENTRIES: '0',
  });
  worker = await server.createUser('worker', 'Outage Worker');
});

afterEach(() => proxy.setMode({ kind: 'forward' }));

afterAll(async () => {
  await server.close();
  await proxy.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

const myRecord = () =>
  server.call(worker, {
    method: 'GET',
    url: `/api/user?email=${encodeURIComponent(worker.email)}`,
  });

function expectSignInUnavailable(response: Awaited<ReturnType<typeof myRecord>>): void {
  expect(response.statusCode).toBe(SIGN_IN_UNAVAILABLE_STATUS);
  expect(response.json()).toEqual({ message: SESSION_MESSAGES.signInUnavailable });
  expect(response.headers['retry-after']).toBe(String(SIGN_IN_RETRY_AFTER_SECONDS));
}

test('with the provider up, the person is signed in', async () => {
  expect((await myRecord()).statusCode).toBe(200);
});

test('with the provider down, a signed-in person gets 503 "unavailable", not "invalid session"', async () => {
  await proxy.setMode({ kind: 'down' });
  expectSignInUnavailable(await myRecord());
});

test('with the provider hanging, every request answers 503 and the pool stays small', async () => {
  await proxy.setMode({ kind: 'hang', hangs: hangsAll });
  proxy.resetPeak();
  const answers = await Promise.all(Array.from({ length: 12 }, () => myRecord()));
  for (const answer of answers) expectSignInUnavailable(answer);
  expect(proxy.peakConnections()).toBeLessThanOrEqual(POOL_SIZE);
  // Abandoned requests are destroyed with their sockets: none is left hanging.
  await waitUntil(() => proxy.openConnections() === 0);
});

test('once the provider is back, the same session works again', async () => {
  await proxy.setMode({ kind: 'hang', hangs: hangsAll });
  expectSignInUnavailable(await myRecord());
  await proxy.setMode({ kind: 'forward' });
  expect((await myRecord()).statusCode).toBe(200);
});

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}
