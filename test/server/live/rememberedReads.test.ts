/**
 * What an instance remembers between requests (docs/deployment.md#fast-authenticated-requests):
 * callers' records and task list pages are served again until forgotten, and a read that raced a
 * change is never kept, so the change cannot be undone by a slow read; a page is remembered once
 * however its query is spelled.
 */
import type { TasksPage } from '@contract/schemas/tasks';
import { callerCache } from '@server/auth/callerCache';
import { taskListCache } from '@server/live/taskListCache';
import type { CallerRecord } from '@server/services/rows';
import { addCoins, postTaskAs } from '../support/market';
import { createTestServer } from '../support/testServer';

const record = (role: CallerRecord['role']): CallerRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  firebaseUid: 'uid-1',
  name: 'Rena Recall',
  email: 'rena@example.test',
  photo: '',
  role,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

/** A load that resolves when told, to interleave a change with it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A load that answers `value`, and how many times it was called. */
function countedLoads<T>(value: T) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return value;
    },
    reads: () => calls,
  };
}

describe('callers’ records', () => {
  test('a record is read once, then remembered until its account is forgotten', async () => {
    const callers = callerCache({ maxEntries: 10, ttlSeconds: 60 });
    const { load, reads } = countedLoads(record('worker'));
    await callers.lookup('uid-1', load);
    await callers.lookup('uid-1', load);
    expect(reads()).toBe(1);
    callers.forgetAccount('uid-1');
    await callers.lookup('uid-1', load);
    expect(reads()).toBe(2);
  });

  test('someone without a record yet (signing up) is looked up again next time', async () => {
    const callers = callerCache({ maxEntries: 10, ttlSeconds: 60 });
    expect(await callers.lookup('uid-1', async () => undefined)).toBeUndefined();
    expect((await callers.lookup('uid-1', async () => record('buyer')))?.role).toBe('buyer');
  });

  test('a record read while its account changed is not kept: the next request reads the new role', async () => {
    const callers = callerCache({ maxEntries: 10, ttlSeconds: 60 });
    const slow = deferred<CallerRecord>();
    const racing = callers.lookup('uid-1', () => slow.promise);
    callers.forgetAccount('uid-1');
    slow.resolve(record('worker'));
    expect((await racing)?.role).toBe('worker');
    expect((await callers.lookup('uid-1', async () => record('buyer')))?.role).toBe('buyer');
  });

  test('0 entries remembers nothing', async () => {
    const callers = callerCache({ maxEntries: 0, ttlSeconds: 60 });
    const { load, reads } = countedLoads(record('worker'));
    await callers.lookup('uid-1', load);
    await callers.lookup('uid-1', load);
    expect(reads()).toBe(2);
  });
});

describe('task list pages', () => {
  test('a page is read once per key until the list changes', async () => {
    const pages = taskListCache<{ page: number }>({ ttlSeconds: 60, maxPages: 10 });
    let reads = 0;
    const load = (page: number) => async () => {
      reads += 1;
      return { page };
    };
    expect(await pages.read('1', load(1))).toEqual({ page: 1 });
    expect(await pages.read('1', load(1))).toEqual({ page: 1 });
    expect(await pages.read('2', load(2))).toEqual({ page: 2 });
    expect(reads).toBe(2);
    expect(pages.cachedPages).toBe(2);
    pages.changed();
    expect(pages.cachedPages).toBe(0);
    await pages.read('1', load(1));
    expect(reads).toBe(3);
  });

  test('a page read while the list changed is served once but not kept', async () => {
    const pages = taskListCache<{ version: string }>({ ttlSeconds: 60, maxPages: 10 });
    const slow = deferred<{ version: string }>();
    const racing = pages.read('1', () => slow.promise);
    pages.changed();
    slow.resolve({ version: 'before the change' });
    expect(await racing).toEqual({ version: 'before the change' });
    expect(await pages.read('1', async () => ({ version: 'after' }))).toEqual({ version: 'after' });
  });

  test('0 seconds turns it off', async () => {
    const pages = taskListCache<{ n: number }>({ ttlSeconds: 0, maxPages: 10 });
    let reads = 0;
    const load = async () => ({ n: (reads += 1) });
    await pages.read('1', load);
    await pages.read('1', load);
    expect(reads).toBe(2);
  });
});

describe('task list pages through the API', () => {
  test('one page is one entry: parameters the list does not know, or its defaults spelled out, read nothing more', async () => {
    // Long enough that no page expires during the test, however slow the machine.
    const server = await createTestServer({ TASK_LIST_CACHE_SECONDS: '600' });
    try {
      const buyer = await server.createUser('buyer', 'Listed Buyer');
      await addCoins(server.database.db, buyer.user._id, 100);
      await postTaskAs(server, buyer, { task_title: 'Label ten photos' });
      const worker = await server.createUser('worker', 'Curious Worker');
      const list = async (query: string) => {
        const response = await server.call(worker, { method: 'GET', url: `/api/tasks?${query}` });
        expect(response.statusCode).toBe(200);
        return response.json<TasksPage>();
      };
      const first = await list('page=1');
      expect(first.tasks.map((task) => task.task_title)).toEqual(['Label ten photos']);

      const reads = jest.spyOn(server.database.db, 'select');
      const spellings = [
        '',
        'page=1&utm_source=mail',
        'utm_source=ads',
        'cache_buster=1',
        'cache_buster=2&page=1',
        'page=1&limit=9&sort=posted&order=desc',
        'q=%20%20',
      ];
      for (const query of spellings) expect(await list(query)).toEqual(first);
      expect(reads.mock.calls.length).toBe(0);
      // Another page, sort or search is another entry.
      await list('sort=pay');
      expect(reads.mock.calls.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
