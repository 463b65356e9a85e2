/**
 * The write rate limit with two instances behind a load balancer. On PostgreSQL they share
 * the counts (`write_rate_counters`), so a client whose writes are spread over both gets the
 * limit once. PGlite is one process and never runs as several instances: there each app counts
 * in its own memory, and that is what is checked. The store itself: concurrent writes each get
 * their own count, and the windows are fixed ones of the database's clock.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '@server/db/client';
import { writeRateCounters } from '@server/db/schema';
import { PostgresRateLimitStore } from '@server/writeRateLimit';
import { createTestServer, type ServerInstance, type TestServer } from './support/testServer';

jest.setTimeout(60_000);

const WRITES_PER_MINUTE = 6;
const MINUTE_MS = 60_000;
const TOO_MANY = /^Too many requests\. Please wait (\d+) seconds and try again\.$/;

let server: TestServer;
let second: ServerInstance;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) });
  second = await server.anotherInstance();
});
afterAll(() => server.close());

/**
 * Waits, when the database clock's current window of `windowMs` ends within `needMs`, for the
 * next one: the counts start again in each window, and a test's writes must fall in one.
 */
async function untilAFreshWindow(db: Database, windowMs: number, needMs: number): Promise<void> {
  const result = await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
  const [clock] = (result as unknown as { rows: { ms: number }[] }).rows;
  const msLeft = windowMs - (Number(clock?.ms) % windowMs);
  if (msLeft < needMs) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
}

describe('one account writing through two instances', () => {
  test('is limited once on PostgreSQL; by each instance on its own on PGlite', async () => {
    const account = await server.createAccount('Spread Writer');
    await untilAFreshWindow(server.database.db, MINUTE_MS, 15_000);
    // An account with no user record may not post tasks: each write is refused, and counts.
    const write = (instance: Pick<TestServer, 'call'>) =>
      instance.call(account, { method: 'POST', url: '/api/tasks', payload: {} });

    const alternating = [];
    for (let attempt = 0; attempt <= WRITES_PER_MINUTE; attempt += 1) {
      alternating.push(await write(attempt % 2 === 0 ? server : second));
    }
    const statuses = alternating.map((response) => response.statusCode);
    expect(statuses.slice(0, WRITES_PER_MINUTE)).not.toContain(429);

    if (server.database.kind === 'pglite') {
      // Seven writes, four through the first app and three through the second: neither is
      // over its own limit. The first refuses its seventh.
      expect(statuses.at(-1)).not.toBe(429);
      expect((await write(server)).statusCode).not.toBe(429);
      expect((await write(server)).statusCode).not.toBe(429);
      const refused = await write(server);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(TOO_MANY) });
      return;
    }

    const seventh = alternating.at(-1);
    expect(seventh?.statusCode).toBe(429);
    const { message } = seventh?.json<{ message: string }>() ?? { message: '' };
    const wait = Number(TOO_MANY.exec(message)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(seventh?.headers['x-ratelimit-limit']).toBe(String(WRITES_PER_MINUTE));
    expect(seventh?.headers['retry-after']).toBe(String(wait));
    // Both instances refuse it from now on, and read on.
    expect((await write(second)).statusCode).toBe(429);
    expect((await write(server)).statusCode).toBe(429);
    const read = await second.call(account, { method: 'GET', url: '/api/tasks' });
    expect(read.statusCode).not.toBe(429);
  });

  test('on PostgreSQL the counts are rows of write_rate_counters; on PGlite the table stays empty', async () => {
    const rows = await server.database.db.select().from(writeRateCounters);
    if (server.database.kind === 'pglite') {
      expect(rows).toEqual([]);
      return;
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.key.startsWith('account:'))).toBe(true);
    expect(rows.every((row) => row.windowStart.getTime() % MINUTE_MS === 0)).toBe(true);
  });
});

describe('the PostgreSQL store', () => {
  const storeOf = () => new PostgresRateLimitStore(server.database.db, server.app.log);

  test('50 concurrent writes of one key get the counts 1 to 50, each once, within the window', async () => {
    const store = storeOf();
    await untilAFreshWindow(server.database.db, MINUTE_MS, 15_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => store.increment('test:concurrent', MINUTE_MS)),
    );
    const counts = results.map((result) => result.current).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(MINUTE_MS);
    }
  });

  test('a window of any length: the count starts again in the next one', async () => {
    const store = storeOf();
    const windowMs = 1_500;
    await untilAFreshWindow(server.database.db, windowMs, 1_000);
    const first = await store.increment('test:short-window', windowMs);
    const again = await store.increment('test:short-window', windowMs);
    expect([first.current, again.current]).toEqual([1, 2]);
    expect(again.ttl).toBeLessThanOrEqual(first.ttl);
    expect(first.ttl).toBeLessThanOrEqual(windowMs);
    await new Promise((resolve) => setTimeout(resolve, again.ttl + 50));
    expect((await store.increment('test:short-window', windowMs)).current).toBe(1);
  });

  test('windows that ended long ago are deleted, at most once a minute per store', async () => {
    await server.database.db.insert(writeRateCounters).values([
      { key: 'test:old', windowStart: new Date(Date.now() - 10 * MINUTE_MS), hits: 3 },
      { key: 'test:old-too', windowStart: new Date(Date.now() - 3 * MINUTE_MS), hits: 1 },
    ]);
    const oldRows = async () =>
      (await server.database.db.select().from(writeRateCounters)).filter((row) =>
        row.key.startsWith('test:old'),
      );
    const store = storeOf();
    await store.increment('test:cleaner', MINUTE_MS);
    // The deletion is not awaited by the write.
    for (let tries = 0; tries < 50 && (await oldRows()).length > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await oldRows()).toEqual([]);

    await server.database.db
      .insert(writeRateCounters)
      .values({ key: 'test:old', windowStart: new Date(Date.now() - 10 * MINUTE_MS), hits: 3 });
    await store.increment('test:cleaner', MINUTE_MS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await oldRows()).toHaveLength(1);
  });

  test('a database that cannot count lets the write through (no 500) and says why', async () => {
    const { db } = server.database;
    await db.execute(sql`alter table write_rate_counters rename to write_rate_counters_away`);
    try {
      const failure = await new Promise<Error | null>((resolve) => {
        storeOf().incr('test:failing', (error) => resolve(error), MINUTE_MS);
      });
      expect(failure).toBeInstanceOf(Error);

      const account = await server.createAccount('Writer During Outage');
      const response = await server.call(account, {
        method: 'POST',
        url: '/api/tasks',
        payload: {},
      });
      // On PostgreSQL the limiter found no table and let the write go on to be refused as
      // usual; on PGlite it never asked the database.
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(429);
      expect(response.json()).toEqual({ message: expect.any(String) });
    } finally {
      await db.execute(sql`alter table write_rate_counters_away rename to write_rate_counters`);
    }
  });
});
