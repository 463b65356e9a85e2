/**
 * Fair review on the server (docs/money.md#the-submission-lifecycle): a rejection names its
 * reason, the lifecycle refuses what it does not allow, and work left unreviewed is approved at
 * its review deadline by the sweep — with the clock moved by the test, never waited for.
 */
import { eq } from 'drizzle-orm';

import { NOTIFICATION_DETAILS, NOTIFICATION_TEXTS } from '@contract/messages';
import { REVIEW_RULES, REVIEW_TEXT_LENGTH } from '@contract/review';
import type { Notification } from '@contract/schemas/notifications';
import type { Submission } from '@contract/schemas/submissions';
import type { Task } from '@contract/schemas/tasks';
import type { User } from '@contract/schemas/users';
import { ledgerEntries, submissions, tasks, users } from '@server/db/schema';
import { sweepReviewDeadlines } from '@server/services/reviewDeadlines';
import { answerAppeal } from '@server/services/submissions';
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

    await sweepReviewDeadlines(db(), new Date(deadline.getTime() - 1));
    expect(await statusOf(id)).toBe('pending');

    await sweepReviewDeadlines(db(), deadline);
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

    // Once: a later sweep pays nothing more, and the buyer can no longer decide.
    const paidOnce = await balanceOf(db(), author.user._id);
    await sweepReviewDeadlines(db(), new Date(deadline.getTime() + DAY_MS));
    expect(await balanceOf(db(), author.user._id)).toBe(paidOnce);
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

const text = (length: number) => 'x'.repeat(length);

async function askForChanges(id: string, note = 'Please add the link to the second sheet.') {
  return server.call(buyer, {
    method: 'PATCH',
    url: `/api/submissions/${id}`,
    payload: { action: 'request_changes', note },
  });
}

async function rowOf(id: string) {
  const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
  if (!row) throw new Error(`No submission ${id}`);
  return row;
}

async function taskSlots(taskId: string) {
  const [row] = await db()
    .select({ requiredWorkers: tasks.requiredWorkers, escrowCoins: tasks.escrowCoins })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row;
}

describe('a request for changes', () => {
  it('needs a note (400 naming it), then waits for the worker, who is told', async () => {
    const { id, author } = await pendingSubmission({ task_title: 'Tag the shelves' });

    const noNote = await askForChanges(id, 'Fix it.');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ message: string }>().message).toMatch(/^body\.note /);

    const before = Date.now();
    const asked = await askForChanges(id);
    expect(asked.statusCode).toBe(200);
    const submission = asked.json<Submission>();
    expect(submission).toMatchObject({
      status: 'changes_requested',
      revision_rounds: 1,
      changes_note: 'Please add the link to the second sheet.',
      review_deadline: null,
    });
    expect(Date.parse(submission.resubmit_deadline ?? '')).toBeGreaterThanOrEqual(
      before + REVIEW_RULES.resubmitDays * DAY_MS,
    );
    const notification = await latestNotificationOf(author);
    expect(notification).toMatchObject({
      message: NOTIFICATION_TEXTS.changesRequested(buyer.email, 'Tag the shelves'),
      detail: 'Please add the link to the second sheet.',
    });
    // Nothing moved: the slot's coins stay on the submission.
    expect((await rowOf(id)).escrowCoins).toBe(7);
  });

  it('is answered by a resubmission: pending again with a fresh review window', async () => {
    const { id, author } = await pendingSubmission();
    await askForChanges(id);
    const other = await server.createUser('worker');
    const resubmit = (who: Person, details = 'Both sheets: https://sheets.example.test/2') =>
      server.call(who, {
        method: 'POST',
        url: `/api/submissions/${id}/resubmit`,
        payload: { submission_details: details },
      });

    expect((await resubmit(other)).statusCode).toBe(403);
    const before = Date.now();
    const response = await resubmit(author);

    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>()).toMatchObject({
      status: 'pending',
      submission_details: 'Both sheets: https://sheets.example.test/2',
      resubmit_deadline: null,
    });
    expect(Date.parse(response.json<Submission>().review_deadline ?? '')).toBeGreaterThanOrEqual(
      before + REVIEW_RULES.reviewDays.default * DAY_MS,
    );
    // Once: it is no longer waiting for changes.
    expect((await resubmit(author)).statusCode).toBe(409);
  });

  it(`is allowed ${REVIEW_RULES.maxRevisionRounds} times, then refused with 409`, async () => {
    const { id, author } = await pendingSubmission();
    for (let round = 0; round < REVIEW_RULES.maxRevisionRounds; round += 1) {
      expect((await askForChanges(id)).statusCode).toBe(200);
      await server.call(author, {
        method: 'POST',
        url: `/api/submissions/${id}/resubmit`,
        payload: { submission_details: `Round ${round + 1}: https://sheets.example.test/3` },
      });
    }
    const third = await askForChanges(id);
    expect(third.statusCode).toBe(409);
    expect(third.json<{ message: string }>().message).toMatch(/at most/);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('expires at its deadline: the slot goes back to the task and the worker is told', async () => {
    const { id, author, taskId } = await pendingSubmission({ task_title: 'Count the crates' });
    await askForChanges(id);
    const deadline = (await rowOf(id)).resubmitDeadline;
    if (!deadline) throw new Error('Changes requested carry a deadline.');
    const slotsBefore = await taskSlots(taskId);

    await sweepReviewDeadlines(db(), new Date(deadline.getTime() - 1));
    expect((await rowOf(id)).status).toBe('changes_requested');
    await sweepReviewDeadlines(db(), deadline);

    expect(await rowOf(id)).toMatchObject({ status: 'expired', escrowCoins: 0 });
    expect(await taskSlots(taskId)).toEqual({
      requiredWorkers: (slotsBefore?.requiredWorkers ?? 0) + 1,
      escrowCoins: (slotsBefore?.escrowCoins ?? 0) + 7,
    });
    expect((await latestNotificationOf(author))?.message).toBe(
      NOTIFICATION_TEXTS.submissionExpired('Count the crates'),
    );
    const late = await server.call(author, {
      method: 'POST',
      url: `/api/submissions/${id}/resubmit`,
      payload: { submission_details: 'Too late: https://sheets.example.test/4' },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('an appeal', () => {
  async function rejected(taskOverrides: Record<string, unknown> = {}) {
    const made = await pendingSubmission(taskOverrides);
    expect((await review(server, buyer, made.id, 'reject')).statusCode).toBe(200);
    return made;
  }
  const appeal = (who: Person, id: string, statement = 'Both photos are in the folder, see 2.') =>
    server.call(who, {
      method: 'POST',
      url: `/api/submissions/${id}/appeal`,
      payload: { statement },
    });
  const answer = (who: Person, id: string, decision: string, comment?: string) =>
    server.call(who, {
      method: 'POST',
      url: `/api/submissions/${id}/appeal-answer`,
      payload: comment === undefined ? { decision } : { decision, comment },
    });

  it('keeps a rejection’s coins held until its window closes, then returns the slot', async () => {
    const { id, taskId } = await rejected();
    const held = await rowOf(id);
    expect(held).toMatchObject({ status: 'rejected', escrowCoins: 7 });
    const slotsBefore = await taskSlots(taskId);
    const deadline = held.appealDeadline;
    if (!deadline) throw new Error('A rejection carries its appeal deadline.');

    await sweepReviewDeadlines(db(), new Date(deadline.getTime() - 1));
    expect((await rowOf(id)).escrowCoins).toBe(7);
    await sweepReviewDeadlines(db(), deadline);

    expect(await rowOf(id)).toMatchObject({ status: 'rejected', escrowCoins: 0 });
    expect(await taskSlots(taskId)).toEqual({
      requiredWorkers: (slotsBefore?.requiredWorkers ?? 0) + 1,
      escrowCoins: (slotsBefore?.escrowCoins ?? 0) + 7,
    });
  });

  it('is the worker’s, once, with a statement; the buyer is told', async () => {
    const { id, author } = await rejected({ task_title: 'Photograph the mural' });
    const other = await server.createUser('worker');

    expect((await appeal(other, id)).statusCode).toBe(403);
    const short = await appeal(author, id, 'Unfair.');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/^body\.statement /);
    const before = Date.now();
    const response = await appeal(author, id);

    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>()).toMatchObject({
      status: 'appealed',
      appeal_statement: 'Both photos are in the folder, see 2.',
      appeal_deadline: null,
    });
    expect(
      Date.parse(response.json<Submission>().appeal_answer_deadline ?? ''),
    ).toBeGreaterThanOrEqual(before + REVIEW_RULES.appealAnswerDays * DAY_MS);
    expect(await latestNotificationOf(buyer)).toMatchObject({
      message: NOTIFICATION_TEXTS.appealReceived(author.user.name, 'Photograph the mural'),
      detail: 'Both photos are in the folder, see 2.',
    });
    expect((await appeal(author, id)).statusCode).toBe(409);
  });

  it('is refused once the window has closed', async () => {
    const { id, author } = await rejected();
    const deadline = (await rowOf(id)).appealDeadline;
    if (!deadline) throw new Error('A rejection carries its appeal deadline.');
    await sweepReviewDeadlines(db(), deadline);

    const late = await appeal(author, id);

    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'The time to appeal this rejection has passed.',
    );
  });

  it('answered "pay the worker": paid exactly as an approval, the worker told', async () => {
    const { id, author } = await rejected({ task_title: 'Sort the buttons' });
    await appeal(author, id);
    const balanceBefore = await balanceOf(db(), author.user._id);
    const otherBuyer = await server.createUser('buyer');

    expect((await answer(otherBuyer, id, 'pay_worker')).statusCode).toBe(403);
    expect((await answer(author, id, 'pay_worker')).statusCode).toBe(403);
    const response = await answer(buyer, id, 'pay_worker');

    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>().status).toBe('approved');
    expect(await balanceOf(db(), author.user._id)).toBe(balanceBefore + 7);
    expect((await latestNotificationOf(author))?.message).toBe(
      NOTIFICATION_TEXTS.appealWon(7, 'Sort the buttons'),
    );
    expect((await answer(buyer, id, 'uphold', 'Changed my mind again.')).statusCode).toBe(409);
  });

  it('answered "uphold" with a comment: the rejection stands and the slot returns', async () => {
    const { id, author, taskId } = await rejected({ task_title: 'Measure the hall' });
    await appeal(author, id);
    const slotsBefore = await taskSlots(taskId);
    const balanceBefore = await balanceOf(db(), author.user._id);

    const bare = await answer(buyer, id, 'uphold');
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toMatch(/^body\.comment /);
    const response = await answer(
      buyer,
      id,
      'uphold',
      'The hall was measured in feet, not metres.',
    );

    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>()).toMatchObject({
      status: 'rejection_upheld',
      appeal_comment: 'The hall was measured in feet, not metres.',
    });
    expect(await balanceOf(db(), author.user._id)).toBe(balanceBefore);
    expect(await taskSlots(taskId)).toEqual({
      requiredWorkers: (slotsBefore?.requiredWorkers ?? 0) + 1,
      escrowCoins: (slotsBefore?.escrowCoins ?? 0) + 7,
    });
    expect(await latestNotificationOf(author)).toMatchObject({
      message: NOTIFICATION_TEXTS.appealUpheld('Measure the hall'),
      detail: 'The hall was measured in feet, not metres.',
    });
  });

  it('left unanswered is decided for the worker at its deadline, and paid', async () => {
    const { id, author } = await rejected({ task_title: 'Fold the maps' });
    await appeal(author, id);
    const deadline = (await rowOf(id)).appealAnswerDeadline;
    if (!deadline) throw new Error('An appeal carries its answer deadline.');
    const balanceBefore = await balanceOf(db(), author.user._id);

    await sweepReviewDeadlines(db(), new Date(deadline.getTime() - 1));
    expect((await rowOf(id)).status).toBe('appealed');
    // The buyer may no longer uphold once the deadline has passed, even before the sweep.
    const [buyerRow] = await db().select().from(users).where(eq(users.id, buyer.user._id));
    if (!buyerRow) throw new Error('The buyer has a record.');
    await expect(
      answerAppeal(
        db(),
        buyerRow,
        id,
        { decision: 'uphold', comment: 'Too late to say no.' },
        deadline,
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    await sweepReviewDeadlines(db(), deadline);

    expect((await rowOf(id)).status).toBe('approved');
    expect(await balanceOf(db(), author.user._id)).toBe(balanceBefore + 7);
    expect(await latestNotificationOf(author)).toMatchObject({
      message: NOTIFICATION_TEXTS.appealWon(7, 'Fold the maps'),
      detail: NOTIFICATION_DETAILS.appealUnanswered,
    });
  });

  it('is listed for its buyer and for admins, and an admin can decide it', async () => {
    const { id, author } = await rejected();
    await appeal(author, id);
    const admin = await server.createUser('admin');
    const listOf = async (who: Person) =>
      (await server.call(who, { method: 'GET', url: '/api/appeals' }))
        .json<Submission[]>()
        .map((submission) => submission._id);

    expect(await listOf(buyer)).toContain(id);
    expect(await listOf(admin)).toContain(id);
    expect(await listOf(await server.createUser('buyer'))).toEqual([]);

    const decided = await answer(
      admin,
      id,
      'uphold',
      'The proof is a screenshot of a different task.',
    );
    expect(decided.statusCode).toBe(200);
    expect(await listOf(admin)).not.toContain(id);
  });

  it('keeps its task: the buyer cannot delete it, an admin can (the coins back to the buyer)', async () => {
    const { id, author, taskId } = await rejected();
    await appeal(author, id);
    const admin = await server.createUser('admin');

    const refused = await server.call(buyer, { method: 'DELETE', url: `/api/tasks/${taskId}` });
    expect(refused.statusCode).toBe(409);
    const removed = await server.call(admin, { method: 'DELETE', url: `/api/tasks/${taskId}` });

    expect(removed.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', escrowCoins: 0 });
  });

  it(`accepts texts of ${REVIEW_TEXT_LENGTH.max} characters and no more`, async () => {
    const { id, author } = await rejected();
    expect((await appeal(author, id, text(REVIEW_TEXT_LENGTH.max + 1))).statusCode).toBe(400);
    expect((await appeal(author, id, text(REVIEW_TEXT_LENGTH.max))).statusCode).toBe(200);
  });
});

describe('two sweeps at the same moment', () => {
  it('decide each unanswered appeal once', async () => {
    const made = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { id, author } = await pendingSubmission();
        await review(server, buyer, id, 'reject');
        await server.call(author, {
          method: 'POST',
          url: `/api/submissions/${id}/appeal`,
          payload: { statement: 'The work matches the instructions.' },
        });
        return { id, author, balance: await balanceOf(db(), author.user._id) };
      }),
    );
    const later = new Date(Date.now() + 4 * DAY_MS);

    await Promise.all([sweepReviewDeadlines(db(), later), sweepReviewDeadlines(db(), later)]);

    for (const { id, author, balance } of made) {
      expect((await rowOf(id)).status).toBe('approved');
      expect(await balanceOf(db(), author.user._id)).toBe(balance + 7);
      const paid = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.fromAccount, `submission:${id}`));
      expect(paid).toHaveLength(1);
    }
  });
});
