/**
 * Manage Users' total without counting every user: `user_role_counts`, kept by triggers on users
 * (migration 0010), always equals a count of the users themselves, whatever changed them (sign-up,
 * a role change, a deletion, several rows in one statement), and the list's total reads it.
 */
import { eq, sql } from 'drizzle-orm';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { Role } from '@contract/entities';
import { userRoleCounts, users } from '@server/db/schema';
import { createTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

async function countedByTrigger(): Promise<Record<string, number>> {
  const rows = await db().select().from(userRoleCounts);
  return Object.fromEntries(
    rows.filter((row) => row.users > 0).map((row) => [row.role, row.users]),
  );
}

async function countedByHand(): Promise<Record<string, number>> {
  const rows = await db()
    .select({ role: users.role, users: sql`count(*)`.mapWith(Number) })
    .from(users)
    .groupBy(users.role);
  return Object.fromEntries(rows.map((row) => [row.role, row.users]));
}

async function listedTotal(admin: Awaited<ReturnType<TestServer['createUser']>>, role?: Role) {
  const response = await server.call(admin, {
    method: 'GET',
    url: `/api/users?page=1&limit=5${role ? `&status=${role}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
}

test('the counts follow sign-ups, role changes, deletions and many rows at once', async () => {
  const admin = await server.createUser('admin');
  const worker = await server.createUser('worker', 'Wren Counted');
  await server.createUser('buyer', 'Bo Counted');
  expect(await countedByTrigger()).toEqual(await countedByHand());

  const changed = await server.call(admin, {
    method: 'PATCH',
    url: `/api/users/${worker.user._id}`,
    payload: { role: 'buyer' },
  });
  expect(changed.statusCode).toBe(200);
  expect(await countedByTrigger()).toEqual(await countedByHand());

  const deleted = await server.call(admin, {
    method: 'DELETE',
    url: `/api/users/${worker.user._id}`,
  });
  expect(deleted.statusCode).toBe(200);
  expect(await countedByTrigger()).toEqual(await countedByHand());

  // One statement, several rows and roles (as the bench's data sets are written).
  await db()
    .insert(users)
    .values(
      (['worker', 'worker', 'buyer'] as const).map((role, index) => ({
        firebaseUid: `bulk-${index}`,
        name: `Bulk ${index}`,
        email: `bulk.${index}@example.test`,
        role,
      })),
    );
  await db().delete(users).where(eq(users.firebaseUid, 'bulk-0'));
  const byHand = await countedByHand();
  expect(await countedByTrigger()).toEqual(byHand);

  const all = Object.values(byHand).reduce((sum, count) => sum + count, 0);
  expect(await listedTotal(admin)).toBe(all);
  expect(await listedTotal(admin, 'worker')).toBe(byHand.worker ?? 0);
  expect(await listedTotal(admin, 'admin')).toBe(byHand.admin ?? 0);
});
