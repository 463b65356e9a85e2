/**
 * Deleting a user never waits for the identity provider inside a transaction: with the
 * provider's account deletion hanging (a proxy that accepts the call and never answers), the
 * deletion answers, the server keeps answering, the uid cannot sign up again, and the
 * account is deleted once the provider is back (a recorded, retried follow-up). Its sign-in is
 * refused from the deletion on, even while the provider still has the account, and no token of
 * it stays remembered once the provider has deleted it.
 */
import { eq } from 'drizzle-orm';

import { SESSION_MESSAGES } from '@contract/messages';
import type { CreateUserResult } from '@contract/schemas/users';
import { identityAccountDeletions, uploads } from '@server/db/schema';
import { sweepAccountDeletions, recordAccountDeletion } from '@server/services/accountDeletions';
import { TEST_PROJECT_ID } from '../support/constants';
import { type IdentityProxy, startIdentityProxy } from '../support/identityProxy';
import { multipartBody, PNG_BYTES } from '../support/multipart';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';
import { waitUntil } from '../support/waitUntil';

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

/** The status and message of the account's read of its own record. */
async function readOwnRecord(account: TestAccount) {
  const response = await server.call(account, {
    method: 'GET',
    url: `/api/user?email=${encodeURIComponent(account.email)}`,
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message };
}

/** The status and message of an upload by the account. */
async function uploadAs(account: TestAccount) {
  const response = await server.call(account, {
    method: 'POST',
    url: '/api/uploads',
    ...(await multipartBody({ bytes: PNG_BYTES, filename: 'photo.png', type: 'image/png' })),
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message };
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

test('a token checked while its account was deleted is not remembered: it then reads and stores nothing', async () => {
  // Signed up without reading the record, so that no token of it is remembered yet.
  const leaver = await server.createAccount('Racing Leaver');
  const created = await server.call(leaver, {
    method: 'POST',
    url: '/api/users',
    payload: { name: leaver.name, email: leaver.email, photo: '', role: 'worker' },
  });
  expect(created.statusCode).toBe(201);
  const { user } = created.json<CreateUserResult>();

  // Checking a token, the server looks its account up at the emulator twice; the second answer
  // ("it exists") is held until the account has been deleted, record and sign-in account.
  let lookups = 0;
  const isSecondLookup = (request: { url?: string }) =>
    (request.url ?? '').includes('accounts:lookup') && (lookups += 1) === 2;
  await proxy.setMode({ kind: 'holdAnswers', holds: isSecondLookup });
  const racing = readOwnRecord(leaver);
  await waitUntil(() => proxy.heldAnswers() > 0);
  const deleted = await server.call(admin, { method: 'DELETE', url: `/api/users/${user._id}` });
  expect(deleted.statusCode).toBe(200);
  await waitUntil(async () => !(await accountExists(leaver.uid)));
  await proxy.setMode({ kind: 'forward' });
  // The racing request was checked before the deletion; its record is gone all the same.
  expect(await racing).toEqual({ status: 401, message: SESSION_MESSAGES.accountDeleted });

  // Its answer was not kept: the provider is asked again, and refuses the token.
  expect(await readOwnRecord(leaver)).toEqual({
    status: 401,
    message: SESSION_MESSAGES.invalidSession,
  });
  expect((await uploadAs(leaver)).status).toBe(401);
  const stored = await server.database.db
    .select()
    .from(uploads)
    .where(eq(uploads.ownerUid, leaver.uid));
  expect(stored).toEqual([]);
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

  // While the provider's account remains (its tokens still good there), it cannot make a new
  // record, read one or upload.
  expect(await accountExists(worker.uid)).toBe(true);
  const signUpAgain = await server.call(worker, {
    method: 'POST',
    url: '/api/users',
    payload: { name: worker.name, email: worker.email, photo: '', role: 'worker' },
  });
  expect(signUpAgain.statusCode).toBe(401);
  expect(signUpAgain.json()).toEqual({ message: SESSION_MESSAGES.accountDeleted });
  const refusedAsDeleted = { status: 401, message: SESSION_MESSAGES.accountDeleted };
  expect(await readOwnRecord(worker)).toEqual(refusedAsDeleted);
  expect(await uploadAs(worker)).toEqual(refusedAsDeleted);

  // The sweep keeps trying; once the provider answers, the account is gone.
  await waitUntil(() => proxy.requestsTo('accounts:delete') > deletionsBefore + 1);
  await proxy.setMode({ kind: 'forward' });
  await waitUntil(async () => !(await accountExists(worker.uid)));
  // The token verified during the outage is forgotten on the sweep's message: asked about
  // again, the provider refuses it.
  await waitUntil(
    async () => (await readOwnRecord(worker)).message === SESSION_MESSAGES.invalidSession,
  );
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
