/**
 * Fair review on the server (docs/money.md#the-submission-lifecycle): a rejection names its
 * reason, the lifecycle refuses what it does not allow, and work left unreviewed is approved at
 * its review deadline by the sweep — with the clock moved by the test, never waited for.
 */
import { eq } from 'drizzle-orm';

import { NOTIFICATION_DETAILS, NOTIFICATION_TEXTS } from '@contract/messages';
import { REVIEW_RULES } from '@contract/review';
import type { Notification } from '@contract/schemas/notifications';
import type { Submission } from '@contract/schemas/submissions';
import type { Task } from '@contract/schemas/tasks';
import type { User } from '@contract/schemas/users';
import { ledgerEntries, submissions } from '@server/db/schema';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import {
  addCoins,
  balanceOf,
  expectLedgerBalanced,
  postTaskAs,
  review,
  SOME_REJECTION,
  submitAs,
} from './support/market';
import { createTestServer, type TestAccount, type TestServer } from './support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
beforeAll(async () => {
  // The sweep runs only when a test asks, at the time the test says.
  server = await createTestServer({ REVIEW_SWEEP_INTERVAL_SECONDS: '0' });
  buyer = await server.createUser('buyer', 'Rhea Reviewer');
  await addCoins(server.database.db, buyer.user._id, 10_000);
});
afterAll(() => server.close());
afterEach(() => expectLedgerBalanced(server.database.db));

const db = () => server.database.db;
const DAY_MS = 24 * 60 * 60 * 1000;

async function submissionOf(author: Person, id: string): Promise<Submission> {
  const response = await server.call(author, {
    method: 'GET',
    url: `/api/my-submissions?email=${encodeURIComponent(author.email)}`,
  });
  const found = response.json<Submission[]>().find((submission) => submission._id === id);
  if (!found) throw new Error(`Submission ${id} is not among the worker's.`);
  return found;
}

async function latestNotificationOf(person: Person): Promise<Notification | undefined> {
  const response = await server.call(person, {
    method: 'GET',
    url: `/api/notifications?email=${encodeURIComponent(person.email)}`,
  });
  return response.json<Notification[]>()[0];
}

async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: submissions.status })
    .from(submissions)
    .where(eq(submissions.id, id));
  return row?.status;
}

/** A fresh pending submission by a fresh worker to a fresh task of the buyer's. */
async function pendingSubmission(taskOverrides: Record<string, unknown> = {}) {
  const taskId = await postTaskAs(server, buyer, { payable_amount: 7, ...taskOverrides });
  const author = await server.createUser('worker');
  const id = await submitAs(server, author, taskId);
  return { taskId, author, id };
}

describe('a rejection', () => {
  it('needs a reason and a comment: 400 naming the field, nothing written', async () => {
    const { id } = await pendingSubmission();
    const ledgerBefore = await db().select().from(ledgerEntries);

    const noReason = await review(server, buyer, id, 'reject', { comment: SOME_REJECTION.comment });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toMatch(/^body\.reason /);

    const shortComment = await review(server, buyer, id, 'reject', {
      reason: 'Low quality',
      comment: 'Bad.',
    });
    expect(shortComment.statusCode).toBe(400);
    expect(shortComment.json<{ message: string }>().message).toMatch(/^body\.comment /);

    expect(await statusOf(id)).toBe('pending');
    expect(await db().select().from(ledgerEntries)).toHaveLength(ledgerBefore.length);
  });

  it('keeps its reason and comment on the submission and under the spec’s notification', async () => {
    const { id, author } = await pendingSubmission({ task_title: 'Sort the receipts' });
    const comment = '  Three receipts are missing from the sheet.  ';

    const response = await review(server, buyer, id, 'reject', {
      reason: 'Incomplete work',
      comment,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Incomplete work',
      rejection_comment: comment.trim(),
      review_deadline: null,
    });
    const notification = await latestNotificationOf(author);
    expect(notification?.message).toBe(
      NOTIFICATION_TEXTS.rejected(buyer.email, 'Sort the receipts'),
    );
    expect(notification?.detail).toBe(
      NOTIFICATION_DETAILS.rejected('Incomplete work', comment.trim()),
    );
  });
});

describe('the lifecycle', () => {
  it('refuses a second decision with 409 and writes nothing', async () => {
    const { id } = await pendingSubmission();
    expect((await review(server, buyer, id, 'reject')).statusCode).toBe(200);
    const ledgerBefore = await db().select().from(ledgerEntries);

    const again = await review(server, buyer, id, 'approved');

    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'This submission has already been reviewed.',
    );
    expect(await statusOf(id)).toBe('rejected');
    expect(await db().select().from(ledgerEntries)).toHaveLength(ledgerBefore.length);
  });
});

describe('the review window', () => {
  it('is the default when the buyer chooses none, and the submission carries its deadline', async () => {
    const before = Date.now();
    const { id, taskId, author } = await pendingSubmission();
    const after = Date.now();

    const task = await server.call(buyer, { method: 'GET', url: `/api/tasks/details/${taskId}` });
    expect(task.json<Task>().review_days).toBe(REVIEW_RULES.reviewDays.default);
    const deadline = Date.parse((await submissionOf(author, id)).review_deadline ?? '');
    expect(deadline).toBeGreaterThanOrEqual(before + REVIEW_RULES.reviewDays.default * DAY_MS);
    expect(deadline).toBeLessThanOrEqual(after + REVIEW_RULES.reviewDays.default * DAY_MS);
  });

  it.each([0, 8, 2.5])('refuses %p days with 400 naming review_days', async (days) => {
    const response = await server.call(buyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: {
        task_title: 'Out of range',
        task_detail: 'A review window the rules do not allow.',
        required_workers: 1,
        payable_amount: 1,
        completion_date: '2030-06-30',
        submission_info: 'Anything.',
        task_image_url: '/images/demo/tasks/birds.svg',
        review_days: days,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/body\.review_days\b/);
  });
});

describe('auto-approval at the review deadline', () => {
  it('approves not a moment before the deadline, then exactly as the buyer would', async () => {
    const { id, author } = await pendingSubmission({
      review_days: 1,
      task_title: 'Count the birds',
    });
    const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
    const deadline = row?.reviewDeadline;
    if (!deadline) throw new Error('A pending submission has a review deadline.');
    const balanceBefore = await balanceOf(db(), author.user._id);

    expect(await sweepReviewDeadlines(db(), new Date(deadline.getTime() - 1))).toEqual({
      autoApproved: 0,
    });
    expect(await statusOf(id)).toBe('pending');

    expect(await sweepReviewDeadlines(db(), deadline)).toEqual({ autoApproved: 1 });
    expect(await statusOf(id)).toBe('approved');
    expect(await balanceOf(db(), author.user._id)).toBe(balanceBefore + 7);
    const notification = await latestNotificationOf(author);
    expect(notification?.message).toBe(
      NOTIFICATION_TEXTS.approved(7, buyer.email, 'Count the birds'),
    );
    expect(notification?.detail).toBe(NOTIFICATION_DETAILS.autoApproved);
    const [payment] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.event, 'submission_approved'))
      .orderBy(ledgerEntries.id)
      .then((rows) => rows.slice(-1));
    expect(payment).toMatchObject({ coins: 7 });

    // Once: a later sweep finds nothing to do, and the buyer can no longer decide.
    expect(await sweepReviewDeadlines(db(), new Date(deadline.getTime() + DAY_MS))).toEqual({
      autoApproved: 0,
    });
    expect((await review(server, buyer, id, 'reject')).statusCode).toBe(409);
  });

  it('leaves work the buyer decided in time alone', async () => {
    const { id } = await pendingSubmission({ review_days: 1 });
    expect((await review(server, buyer, id, 'reject')).statusCode).toBe(200);

    await sweepReviewDeadlines(db(), new Date(Date.now() + 2 * DAY_MS));

    expect(await statusOf(id)).toBe('rejected');
  });

  it('acts once on each submission when two sweeps run at the same moment', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, () => pendingSubmission({ review_days: 2 })),
    );
    const balances = await Promise.all(made.map(({ author }) => balanceOf(db(), author.user._id)));
    const later = new Date(Date.now() + 3 * DAY_MS);

    const [first, second] = await Promise.all([
      sweepReviewDeadlines(db(), later),
      sweepReviewDeadlines(db(), later),
    ]);

    // Earlier tests' work may be overdue too; each of these six was approved by one sweep.
    expect(first.autoApproved + second.autoApproved).toBeGreaterThanOrEqual(6);
    for (const [index, { id, author }] of made.entries()) {
      expect(await statusOf(id)).toBe('approved');
      expect(await balanceOf(db(), author.user._id)).toBe((balances[index] ?? 0) + 7);
      const paid = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.fromAccount, `submission:${id}`));
      expect(paid).toHaveLength(1);
    }
  });
});
