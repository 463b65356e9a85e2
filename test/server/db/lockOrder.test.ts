/**
 * One lock order for every transaction (docs/money.md, "Lock order"), and a bounded retry
 * of a transaction PostgreSQL aborts as a deadlock or serialization failure. Two
 * transactions race for many rounds — deleting a worker while the buyer approves that
 * worker's pending submission, deleting a buyer while the buyer deletes a task, deleting a
 * worker while that worker submits work — and no round may fail with anything but a clear
 * 4xx, no coin may appear or vanish, and no deleted worker may keep a pending submission.
 * PostgreSQL only: PGlite runs one transaction at a time and cannot deadlock.
 */
import { and, eq, sql } from 'drizzle-orm';

import { COLLISION_MESSAGE, TRANSACTION_ATTEMPTS, transaction } from '@server/db/conflictRetry';

import { submissions, users } from '@server/db/schema';
import { HttpError } from '@server/errors';
import { deleteTask } from '@server/services/tasks';
import { reviewSubmission, submitWork } from '@server/services/submissions';
import { deleteUser } from '@server/services/users';
import type { UserRow } from '@server/services/rows';
import { addCoins, expectLedgerBalanced, postTaskAs, submitAs } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

// Deadlocks need concurrent connections; PGlite runs one transaction at a time. These run
// where `.ci/run` runs the server tests a second time: on PostgreSQL.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const ROUNDS = 15;

onPostgres('racing transactions on PostgreSQL', () => {
  let server: TestServer;
  let admin: UserRow;

  beforeAll(async () => {
    server = await createTestServer();
    admin = await rowOf(await server.createUser('admin', 'Race Admin'));
  });
  afterAll(() => server.close());

  async function rowOf(account: TestAccount & { user: { _id: string } }): Promise<UserRow> {
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.id, account.user._id));
    if (!row) throw new Error(`No user ${account.user._id}`);
    return row;
  }

  /** Both settle; a failure must be a person's-side error (4xx), never a server error. */
  async function race(left: Promise<unknown>, right: Promise<unknown>): Promise<void> {
    for (const outcome of await Promise.allSettled([left, right])) {
      if (outcome.status === 'rejected') {
        const error: unknown = outcome.reason;
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        expect([404, 409]).toContain(error.statusCode);
      }
    }
  }

  async function pendingOf(workerId: string): Promise<number> {
    const rows = await server.database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.workerId, workerId), eq(submissions.status, 'pending')));
    return rows.length;
  }

  test('deleting a worker while the buyer approves their submission', async () => {
    const buyer = await server.createUser('buyer', 'Race Buyer');
    await addCoins(server.database.db, buyer.user._id, ROUNDS * 10);
    const taskId = await postTaskAs(server, buyer, {
      required_workers: ROUNDS,
      payable_amount: 3,
    });
    const buyerRow = await rowOf(buyer);
    for (let round = 0; round < ROUNDS; round += 1) {
      const worker = await server.createUser('worker', `Race Worker ${round}`);
      const submissionId = await submitAs(server, worker, taskId);
      await race(
        deleteUser(server.database.db, admin, worker.user._id),
        reviewSubmission(server.database.db, buyerRow, submissionId, { action: 'approved' }),
      );
      expect(await pendingOf(worker.user._id)).toBe(0);
    }
    await expectLedgerBalanced(server.database.db);
  });

  test('deleting a buyer while the buyer deletes a task', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyer = await server.createUser('buyer', `Leaving Buyer ${round}`);
      const worker = await server.createUser('worker', `Watching Worker ${round}`);
      const taskId = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 2 });
      await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 1 });
      await submitAs(server, worker, taskId);
      const buyerRow = await rowOf(buyer);
      await race(
        deleteUser(server.database.db, admin, buyer.user._id),
        deleteTask(server.database.db, buyerRow, taskId),
      );
    }
    await expectLedgerBalanced(server.database.db);
  });

  test('deleting a worker while the worker submits work', async () => {
    const buyer = await server.createUser('buyer', 'Busy Buyer');
    await addCoins(server.database.db, buyer.user._id, ROUNDS * 10);
    const taskId = await postTaskAs(server, buyer, {
      required_workers: ROUNDS,
      payable_amount: 2,
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      const worker = await server.createUser('worker', `Submitting Worker ${round}`);
      const workerRow = await rowOf(worker);
      await race(
        deleteUser(server.database.db, admin, worker.user._id),
        submitWork(server.database.db, workerRow, {
          task_id: taskId,
          submission_details: 'Done: https://sheets.example.test/race',
        }),
      );
      // A submission that slipped in beside the deletion would hold its coins forever.
      expect(await pendingOf(worker.user._id)).toBe(0);
    }
    await expectLedgerBalanced(server.database.db);
  });
});

describe('a transaction that collides', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  test('is run again, and answers 409 with a message when every attempt collides', async () => {
    let attempts = 0;
    const colliding = transaction(server.database.db, async (tx) => {
      attempts += 1;
      // A real serialization failure, as PostgreSQL raises it.
      await tx.execute(sql`do $$ begin raise exception 'collided' using errcode = '40001'; end $$`);
    });
    await expect(colliding).rejects.toMatchObject({ statusCode: 409, message: COLLISION_MESSAGE });
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  (process.env.DATABASE_URL ? test : test.skip)(
    'a deadlock is retried: both transactions end up done',
    async () => {
      const [first, second] = await Promise.all([
        server.createUser('worker', 'Lock One'),
        server.createUser('worker', 'Lock Two'),
      ]);
      const { db } = server.database;
      let bothLockedOnce: () => void = () => undefined;
      const bothLocked = new Promise<void>((resolve) => {
        let waiting = 2;
        bothLockedOnce = () => {
          waiting -= 1;
          if (waiting === 0) resolve();
        };
      });
      const attempts = { left: 0, right: 0 };
      // Opposite orders on purpose: the one PostgreSQL aborts runs again once the other is done.
      const crossing = (side: 'left' | 'right', a: string, b: string) =>
        transaction(db, async (tx) => {
          attempts[side] += 1;
          await tx.execute(sql`select id from users where id = ${a} for update`);
          if (attempts[side] === 1) {
            bothLockedOnce();
            await bothLocked;
          }
          await tx.execute(sql`select id from users where id = ${b} for update`);
        });
      await Promise.all([
        crossing('left', first.user._id, second.user._id),
        crossing('right', second.user._id, first.user._id),
      ]);
      expect(attempts.left + attempts.right).toBe(3);
    },
  );
});
