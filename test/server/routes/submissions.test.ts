import { eq } from 'drizzle-orm';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { Notification } from '@contract/schemas/notifications';
import type { Submission } from '@contract/schemas/submissions';
import type { User } from '@contract/schemas/users';
import { NOTIFICATION_TEXTS } from '@contract/messages';
import { ledgerEntries, submissions, tasks } from '@server/db/schema';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import {
  addCoins,
  balanceOf,
  expectLedgerBalanced,
  postTaskAs,
  review,
  SOME_REJECTION,
  submitAs,
} from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let otherBuyer: Person;
let worker: Person;
let otherWorker: Person;
let admin: Person;
beforeAll(async () => {
  server = await createTestServer();
  [buyer, otherBuyer, worker, otherWorker, admin] = await Promise.all([
    server.createUser('buyer', 'Bea Buyer'),
    server.createUser('buyer', 'Otto Buyer'),
    server.createUser('worker', 'Wim Worker'),
    server.createUser('worker', 'Vera Worker'),
    server.createUser('admin'),
  ]);
  await addCoins(server.database.db, buyer.user._id, 10_000);
});
afterAll(() => server.close());

const db = () => server.database.db;
const query = (email: string) => encodeURIComponent(email);

async function slotsOf(taskId: string) {
  const [row] = await db()
    .select({ requiredWorkers: tasks.requiredWorkers, escrowCoins: tasks.escrowCoins })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row;
}

async function submissionRow(id: string) {
  const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
  return row;
}

async function bellOf(person: Person): Promise<Notification[]> {
  const response = await server.call(person, {
    method: 'GET',
    url: `/api/notifications?email=${query(person.email)}`,
  });
  return response.json<Notification[]>();
}

describe('POST /api/submissions', () => {
  test('takes a slot of the task; everything but the details comes from the server', async () => {
    const taskId = await postTaskAs(server, buyer, {
      task_title: 'Count the birds',
      required_workers: 3,
      payable_amount: 6,
    });
    const response = await server.call(worker, {
      method: 'POST',
      url: '/api/submissions',
      payload: {
        task_id: taskId,
        submission_details: 'Twelve sparrows',
        task_title: 'Forged title',
        payable_amount: 9999,
        worker_email: otherWorker.email,
        worker_name: 'Forged Worker',
        buyer_email: otherBuyer.email,
        buyer_name: 'Forged Buyer',
        current_date: '1999-01-01',
        status: 'approved',
      },
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    expect(await submissionRow(insertedId)).toMatchObject({
      taskId,
      taskTitle: 'Count the birds',
      payableAmount: 6,
      workerId: worker.user._id,
      workerEmail: worker.email,
      workerName: 'Wim Worker',
      buyerId: buyer.user._id,
      buyerEmail: buyer.email,
      buyerName: 'Bea Buyer',
      details: 'Twelve sparrows',
      status: 'pending',
      escrowCoins: 6,
    });
    expect(await slotsOf(taskId)).toEqual({ requiredWorkers: 2, escrowCoins: 12 });
    const moved = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.toAccount, `submission:${insertedId}`));
    expect(moved).toMatchObject([{ event: 'work_submitted', fromAccount: `task:${taskId}` }]);
    await expectLedgerBalanced(db());
  });

  test('one submission per worker and task', async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 3 });
    await submitAs(server, worker, taskId);
    const again = await server.call(worker, {
      method: 'POST',
      url: '/api/submissions',
      payload: { task_id: taskId, submission_details: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already submitted work for this task.' });
    expect((await slotsOf(taskId))?.requiredWorkers).toBe(2);
  });

  test('none to a task without an open slot', async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 1 });
    await submitAs(server, worker, taskId);
    const late = await server.call(otherWorker, {
      method: 'POST',
      url: '/api/submissions',
      payload: { task_id: taskId, submission_details: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This task needs no more workers.' });
  });

  test('concurrent submissions to a one-slot task: exactly one gets it', async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 8 });
    const crowd = await Promise.all([0, 1, 2].map(() => server.createUser('worker')));
    const responses = await Promise.all(
      crowd.map((person) =>
        server.call(person, {
          method: 'POST',
          url: '/api/submissions',
          payload: { task_id: taskId, submission_details: 'Mine' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await slotsOf(taskId)).toEqual({ requiredWorkers: 0, escrowCoins: 0 });
    await expectLedgerBalanced(db());
  });

  test('the same worker sending twice at once gets one submission', async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 5 });
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        server.call(otherWorker, {
          method: 'POST',
          url: '/api/submissions',
          payload: { task_id: taskId, submission_details: 'Double click' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await slotsOf(taskId))?.requiredWorkers).toBe(4);
    await expectLedgerBalanced(db());
  });

  test('only workers submit; bad bodies and unknown tasks are refused', async () => {
    const taskId = await postTaskAs(server, buyer);
    const submit = (caller: Person, payload: Record<string, unknown>) =>
      server.call(caller, { method: 'POST', url: '/api/submissions', payload });
    expect((await submit(buyer, { task_id: taskId, submission_details: 'x' })).statusCode).toBe(
      403,
    );
    expect((await submit(admin, { task_id: taskId, submission_details: 'x' })).statusCode).toBe(
      403,
    );
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ task_id: taskId }, 400, /body\.submission_details is required/],
      [{ submission_details: 'x' }, 400, /body\.task_id is required/],
      [{ task_id: 'abc', submission_details: 'x' }, 400, /body\.task_id/],
      [{ task_id: taskId, submission_details: ' ' }, 400, /body\.submission_details/],
      [{ task_id: taskId, submission_details: 'x'.repeat(5001) }, 400, /submission_details/],
      [{ task_id: taskId, submission_details: { text: 'x' } }, 400, /body\.submission_details/],
      [{ task_id: taskId, submission_details: 'x', bonus: 5 }, 400, /bonus is not allowed/],
      [
        { task_id: '00000000-0000-4000-8000-000000000000', submission_details: 'x' },
        404,
        /The task was not found/,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await submit(worker, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect((await slotsOf(taskId))?.requiredWorkers).toBe(2);
  });
});

describe('PATCH /api/submissions/:id', () => {
  test('approval pays the worker once and notifies them in the spec’s words', async () => {
    const taskId = await postTaskAs(server, buyer, {
      task_title: 'Rate ten cafés',
      required_workers: 2,
      payable_amount: 15,
    });
    const submissionId = await submitAs(server, worker, taskId);
    const before = await balanceOf(db(), worker.user._id);

    const response = await review(server, buyer, submissionId, 'approved');
    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>()).toMatchObject({ _id: submissionId, status: 'approved' });
    expect(await balanceOf(db(), worker.user._id)).toBe(before + 15);
    expect(await submissionRow(submissionId)).toMatchObject({ status: 'approved', escrowCoins: 0 });
    const [latest] = await bellOf(worker);
    expect(latest?.message).toBe(
      `You have earned 15 from ${buyer.email} for completing Rate ten cafés.`,
    );
    expect(latest?.toEmail).toBe(worker.email);

    const again = await review(server, buyer, submissionId, 'approved');
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(db(), worker.user._id)).toBe(before + 15);
    await expectLedgerBalanced(db());
  });

  test('rejection notifies the worker; its slot returns to the task once the appeal window closes', async () => {
    const taskId = await postTaskAs(server, buyer, {
      task_title: 'Photograph a bench',
      required_workers: 2,
      payable_amount: 5,
    });
    const submissionId = await submitAs(server, otherWorker, taskId);
    expect(await slotsOf(taskId)).toEqual({ requiredWorkers: 1, escrowCoins: 5 });
    const before = await balanceOf(db(), otherWorker.user._id);

    const response = await review(server, buyer, submissionId, 'reject');
    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>().status).toBe('rejected');
    // Held for the worker's appeal (docs/money.md#the-submission-lifecycle).
    expect(await slotsOf(taskId)).toEqual({ requiredWorkers: 1, escrowCoins: 5 });
    expect(await balanceOf(db(), otherWorker.user._id)).toBe(before);
    const [latest] = await bellOf(otherWorker);
    expect(latest?.message).toBe(
      `Your submission request has been rejected by ${buyer.email} for not completing Photograph a bench.`,
    );
    expect(latest?.message).toBe(NOTIFICATION_TEXTS.rejected(buyer.email, 'Photograph a bench'));

    expect((await review(server, buyer, submissionId, 'reject')).statusCode).toBe(409);
    expect((await review(server, buyer, submissionId, 'approved')).statusCode).toBe(409);
    const appealDeadline = (await submissionRow(submissionId))?.appealDeadline;
    if (!appealDeadline) throw new Error('A rejection carries its appeal deadline.');
    await sweepReviewDeadlines(db(), appealDeadline);
    expect(await slotsOf(taskId)).toEqual({ requiredWorkers: 2, escrowCoins: 10 });
    await expectLedgerBalanced(db());
  });

  test('approving several times at once moves the coins once', async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 40 });
    const submissionId = await submitAs(server, worker, taskId);
    const before = await balanceOf(db(), worker.user._id);
    const responses = await Promise.all(
      [0, 1, 2, 3].map(() => review(server, buyer, submissionId, 'approved')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balanceOf(db(), worker.user._id)).toBe(before + 40);
    const notes = (await bellOf(worker)).filter((note) => note.message.includes('earned 40'));
    expect(notes).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  test('approve and reject at once: one decision wins', async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 1, payable_amount: 9 });
    const submissionId = await submitAs(server, worker, taskId);
    const responses = await Promise.all([
      review(server, buyer, submissionId, 'approved'),
      review(server, buyer, submissionId, 'reject'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await expectLedgerBalanced(db());
  });

  test('only the task’s buyer decides; bad actions and ids are refused', async () => {
    const taskId = await postTaskAs(server, buyer);
    const submissionId = await submitAs(server, worker, taskId);
    expect((await review(server, otherBuyer, submissionId, 'approved')).statusCode).toBe(403);
    expect((await review(server, worker, submissionId, 'approved')).statusCode).toBe(403);
    expect((await review(server, admin, submissionId, 'approved')).statusCode).toBe(403);
    const patch = (url: string, payload: Record<string, unknown>) =>
      server.call(buyer, { method: 'PATCH', url, payload });
    const url = `/api/submissions/${submissionId}`;
    expect((await patch(url, { action: 'approve' })).statusCode).toBe(400);
    expect((await patch(url, {})).statusCode).toBe(400);
    expect((await patch(url, { action: 'approved', coins: 100 })).statusCode).toBe(400);
    expect(
      (
        await patch('/api/submissions/00000000-0000-4000-8000-000000000000', {
          action: 'reject',
          ...SOME_REJECTION,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await patch('/api/submissions/123', { action: 'reject', ...SOME_REJECTION })).statusCode,
    ).toBe(400);
    expect((await submissionRow(submissionId))?.status).toBe('pending');
  });
});

describe('reading submissions', () => {
  let pendingId: string;
  let approvedId: string;
  beforeAll(async () => {
    const taskId = await postTaskAs(server, buyer, { required_workers: 4 });
    approvedId = await submitAs(server, otherWorker, taskId);
    await review(server, buyer, approvedId, 'approved');
    const secondTask = await postTaskAs(server, buyer, { required_workers: 4 });
    pendingId = await submitAs(server, otherWorker, secondTask);
  });

  test('a worker reads their own submissions, newest first, with the total', async () => {
    const response = await server.call(otherWorker, {
      method: 'GET',
      url: `/api/submissions?email=${query(otherWorker.email)}`,
    });
    expect(response.statusCode).toBe(200);
    const mine = response.json<Submission[]>();
    expect(mine.every((submission) => submission.worker_email === otherWorker.email)).toBe(true);
    expect(mine[0]?._id).toBe(pendingId);
    expect(mine.map((submission) => submission._id)).toContain(approvedId);
    expect(Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(mine.length);

    const paged = await server.call(otherWorker, {
      method: 'GET',
      url: `/api/submissions?email=${query(otherWorker.email)}&page=2&limit=1`,
    });
    expect(paged.json<Submission[]>()).toEqual(mine.slice(1, 2));
  });

  test('a buyer reads the submissions to their tasks, optionally only pending ones', async () => {
    const response = await server.call(buyer, {
      method: 'GET',
      url: `/api/submissions?email=${query(buyer.email)}&status=pending`,
    });
    expect(response.statusCode).toBe(200);
    const pending = response.json<Submission[]>();
    expect(pending.map((submission) => submission._id)).toContain(pendingId);
    expect(pending.every((submission) => submission.status === 'pending')).toBe(true);
    expect(pending.every((submission) => submission.buyer_email === buyer.email)).toBe(true);
    const none = await server.call(otherBuyer, {
      method: 'GET',
      url: `/api/submissions?email=${query(otherBuyer.email)}`,
    });
    expect(none.json()).toEqual([]);
  });

  test('someone else’s e-mail is forbidden, except to an admin', async () => {
    const peek = (caller: Person, email: string) =>
      server.call(caller, { method: 'GET', url: `/api/submissions?email=${query(email)}` });
    expect((await peek(worker, otherWorker.email)).statusCode).toBe(403);
    expect((await peek(otherBuyer, buyer.email)).statusCode).toBe(403);
    const asAdmin = await peek(admin, otherWorker.email);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<Submission[]>().map((submission) => submission._id)).toContain(pendingId);
    expect((await peek(admin, 'nobody@example.test')).statusCode).toBe(404);
    const bad = await server.call(worker, {
      method: 'GET',
      url: `/api/submissions?email=${query(worker.email)}&status=lost`,
    });
    expect(bad.statusCode).toBe(400);
  });

  test('GET /api/my-submissions is a worker’s own list', async () => {
    const response = await server.call(otherWorker, {
      method: 'GET',
      url: `/api/my-submissions?email=${query(otherWorker.email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Submission[]>().map((submission) => submission._id)).toEqual(
      expect.arrayContaining([pendingId, approvedId]),
    );
    const foreign = await server.call(worker, {
      method: 'GET',
      url: `/api/my-submissions?email=${query(otherWorker.email)}`,
    });
    expect(foreign.statusCode).toBe(403);
    const asBuyer = await server.call(buyer, {
      method: 'GET',
      url: `/api/my-submissions?email=${query(buyer.email)}`,
    });
    expect(asBuyer.statusCode).toBe(403);
    const missing = await server.call(otherWorker, { method: 'GET', url: '/api/my-submissions' });
    expect(missing.statusCode).toBe(400);
  });
});
