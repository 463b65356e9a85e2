/**
 * Deleting a user never waits for the identity provider inside a transaction: with the
 * provider's account deletion hanging (a proxy that accepts the call and never answers), the
 * deletion answers, the server keeps answering, the uid cannot sign up again, and the
 * account is deleted once the provider is back (a recorded, retried follow-up).
 */
import { eq } from 'drizzle-orm';

import { identityAccountDeletions } from '@server/db/schema';
import { sweepAccountDeletions, recordAccountDeletion } from '@server/services/accountDeletions';
import { DELETED_ACCOUNT_MESSAGE } from '@server/services/users';
import { TEST_PROJECT_ID } from './support/constants';
import { type IdentityProxy, startIdentityProxy } from './support/identityProxy';
import { createTestServer, type TestAccount, type TestServer } from './support/testServer';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const hangsDeletions = { kind: 'hang', hangs: isDeletion } as const;

function isDeletion(request: { url?: string }): boolean {
  return (request.url ?? '').includes('accounts:delete');
}

let proxy: IdentityProxy;
let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  proxy = await startIdentityProxy(emulatorHost);
  server = await createTestServer({
    FIREBASE_AUTH_EMULATOR_HOST: proxy.host,
    IDENTITY_TIMEOUT_MS: '2000',
    SWEEP_INTERVAL_MS: '100',
  });
  admin = await server.createUser('admin', 'Deleting Admin');
});

afterEach(() => proxy.setMode({ kind: 'forward' }));

afterAll(async () => {
  await server.close();
  await proxy.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

/** Asks the emulator directly (not through the proxy) whether the account still exists. */
async function accountExists(uid: string): Promise<boolean> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

async function waitUntil(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

test('with the provider up, the sign-in account is gone when the deletion answers', async () => {
  const worker = await server.createUser('worker', 'Quick Leaver');
  const deleted = await server.call(admin, {
    method: 'DELETE',
    url: `/api/users/${worker.user._id}`,
  });
  expect(deleted.statusCode).toBe(200);
  expect(await accountExists(worker.uid)).toBe(false);
});

test('a hanging provider neither blocks the deletion nor the server; the account goes once it is back', async () => {
  const worker = await server.createUser('worker', 'Leaving Worker');
  await proxy.setMode(hangsDeletions);
  const deletionsBefore = proxy.requestsTo('accounts:delete');

  const deleting = server.call(admin, { method: 'DELETE', url: `/api/users/${worker.user._id}` });
  await waitUntil(() => proxy.requestsTo('accounts:delete') > deletionsBefore);
  // The provider holds the call (the deletion has committed and waits for it): the database
  // is free for everyone else meanwhile.
  const [health, topWorkers] = await Promise.all([
    server.call(undefined, { method: 'GET', url: '/api/health' }),
    server.call(undefined, { method: 'GET', url: '/api/top-workers' }),
  ]);
  expect(health.statusCode).toBe(200);
  expect(topWorkers.statusCode).toBe(200);
  const deleted = await deleting;
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ deletedCount: 1 });

  // While the provider's account remains, it cannot make a new record.
  expect(await accountExists(worker.uid)).toBe(true);
  const signUpAgain = await server.call(worker, {
    method: 'POST',
    url: '/api/users',
    payload: { name: worker.name, email: worker.email, photo: '', role: 'worker' },
  });
  expect(signUpAgain.statusCode).toBe(403);
  expect(signUpAgain.json()).toEqual({ message: DELETED_ACCOUNT_MESSAGE });

  // The sweep keeps trying; once the provider answers, the account is gone.
  await waitUntil(() => proxy.requestsTo('accounts:delete') > deletionsBefore + 1);
  await proxy.setMode({ kind: 'forward' });
  await waitUntil(async () => !(await accountExists(worker.uid)));
  await waitUntil(async () => {
    const [row] = await server.database.db
      .select()
      .from(identityAccountDeletions)
      .where(eq(identityAccountDeletions.firebaseUid, worker.uid));
    return row?.deletedAt !== null && row?.deletedAt !== undefined;
  });
  const [done] = await server.database.db
    .select()
    .from(identityAccountDeletions)
    .where(eq(identityAccountDeletions.firebaseUid, worker.uid));
  expect(done?.attempts).toBeGreaterThanOrEqual(2);
  expect(done?.lastError).toBeNull();
});

test('two sweeps at once ask the provider once per account', async () => {
  const leaving = await Promise.all([
    server.createAccount('Gone One'),
    server.createAccount('Gone Two'),
    server.createAccount('Gone Three'),
  ]);
  // Rows due now, written as a deletion would write them; the server's own sweep may take
  // some of them too, which is the point: every account is asked for once.
  const before = proxy.requestsTo('accounts:delete');
  await server.database.db.transaction(async (tx) => {
    for (const account of leaving) await recordAccountDeletion(tx, account.uid);
  });
  const options = { leaseMs: 2000, retryDelayMs: 100, warn: () => undefined };
  await Promise.all([
    sweepAccountDeletions(server.database.db, server.identity, options),
    sweepAccountDeletions(server.database.db, server.identity, options),
  ]);
  for (const account of leaving) {
    await waitUntil(async () => !(await accountExists(account.uid)));
  }
  expect(proxy.requestsTo('accounts:delete') - before).toBe(leaving.length);
});
