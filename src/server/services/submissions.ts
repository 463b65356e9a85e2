/**
 * Submissions: a worker takes a slot of a task, the buyer approves (pays) or rejects it with a
 * reason; every change of status is one the lifecycle allows (docs/money.md#the-submission-lifecycle).
 */
import { and, asc, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';

import type { ReviewAction, SubmissionStatus } from '@contract/entities';
import {
  LIFECYCLE_STATE_OF,
  lifecycleNext,
  type SubmissionLifecycleEvent,
} from '@contract/lifecycle/submissionLifecycle';
import type {
  AnswerAppealBody,
  CreateSubmissionBody,
  ReviewSubmissionBody,
  Submission,
} from '@contract/schemas/submissions';
import { NOTIFICATION_DETAILS, NOTIFICATION_TEXTS, RULE_MESSAGES } from '@contract/messages';
import {
  daysAfter,
  REJECTION_COMMENT_LENGTH,
  REJECTION_REASONS,
  type RejectionReason,
  REVIEW_RULES,
  REVIEW_TEXT_LENGTH,
} from '@contract/review';
import type { TableQuery } from '@contract/tables';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { submissions, tasks, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import {
  cancelSubmission,
  HOLDING_STATUSES,
  holdRejected,
  moveSlotToSubmission,
  payFromEscrow,
  type Rejection,
  returnSlotToTask,
} from '@server/money/moves';
import { transactionWithNotifications } from './notifications';
import { countOpenTasks, type OpenTaskChange } from './openTasks';
import { inWindow, type Listing, type PageWindow } from './paging';
import { tableFilter, tableOrder } from './tableQueries';
import { countAppealFiled, countAppealWon, countDecision } from './reputation';
import type { CallerRecord, SubmissionRow } from './rows';

/** A cancelled submission (its task or its worker was deleted) is kept but never listed. */
type ListedSubmissionRow = SubmissionRow & { status: SubmissionStatus };

function isListed(row: SubmissionRow): row is ListedSubmissionRow {
  return row.status !== 'cancelled';
}

export function toSubmission(row: ListedSubmissionRow): Submission {
  return {
    _id: row.id,
    task_id: row.taskId,
    task_title: row.taskTitle,
    payable_amount: row.payableAmount,
    current_date: row.submittedAt.toISOString(),
    worker_email: row.workerEmail,
    worker_name: row.workerName,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    submission_details: row.details,
    status: row.status,
    review_deadline: row.reviewDeadline?.toISOString() ?? null,
    rejection_reason: isRejectionReason(row.rejectionReason) ? row.rejectionReason : null,
    rejection_comment: row.rejectionComment,
    revision_rounds: row.revisionRounds,
    changes_note: row.changesNote,
    resubmit_deadline: row.resubmitDeadline?.toISOString() ?? null,
    appeal_deadline: row.appealDeadline?.toISOString() ?? null,
    appeal_statement: row.appealStatement,
    appeal_answer_deadline: row.appealAnswerDeadline?.toISOString() ?? null,
    appeal_comment: row.appealComment,
  };
}

function isRejectionReason(value: string | null): value is RejectionReason {
  return REJECTION_REASONS.some((reason) => reason === value);
}

/** Why the lifecycle refuses a change, in words a person can act on. */
const REFUSALS: Partial<Record<SubmissionRow['status'], string>> = {
  cancelled: 'This submission was cancelled: its task or its worker was deleted.',
  pending: 'This submission is waiting for review: it cannot be changed that way.',
  changes_requested: 'This submission is waiting for the worker to send changes.',
  rejected: 'This submission was rejected: only an appeal can change that.',
  appealed: 'This submission is under appeal: it is decided by answering the appeal.',
};

/**
 * Refuses (409) a change the lifecycle does not allow from the submission's status (and its
 * rounds of changes), before anything is written. The moves' conditional updates still decide
 * a race between two requests.
 */
export function assertLifecycleAllows(
  row: Pick<SubmissionRow, 'status' | 'revisionRounds' | 'appealDeadline'>,
  event: SubmissionLifecycleEvent,
): void {
  const state = LIFECYCLE_STATE_OF[row.status];
  const context = {
    revisionRounds: row.revisionRounds,
    appealWindowOpen: row.status === 'rejected' && row.appealDeadline !== null,
  };
  if (lifecycleNext(state, event, context)) return;
  if (event.type === 'APPEAL' && row.status === 'rejected') {
    throw conflict('The time to appeal this rejection has passed.');
  }
  const decision = ['APPROVE', 'REJECT', 'REQUEST_CHANGES'].includes(event.type);
  if (decision && row.status !== 'pending' && row.status !== 'cancelled') {
    // The spec's words for a second decision (docs/product.md#reviewing-submissions).
    throw conflict('This submission has already been reviewed.');
  }
  if (event.type === 'REQUEST_CHANGES' && row.status === 'pending') {
    throw conflict(
      `Changes can be asked for ${REVIEW_RULES.maxRevisionRounds} times at most: accept or reject this submission.`,
    );
  }
  throw conflict(REFUSALS[row.status] ?? 'This submission has already been reviewed.');
}

/** A review text (a note, a statement, an answer), trimmed; 400 naming the field when short. */
function reviewTextOf(value: string | undefined, field: string, what: string): string {
  const text = value?.trim() ?? '';
  if (text.length < REVIEW_TEXT_LENGTH.min) {
    throw badRequest(
      `${field} is required: ${what} in at least ${REVIEW_TEXT_LENGTH.min} characters.`,
    );
  }
  return text;
}

/** A rejection's reason and comment, checked; 400 naming the field when one is missing. */
function rejectionOf(body: Pick<ReviewSubmissionBody, 'reason' | 'comment'>): Rejection {
  if (!body.reason) {
    throw badRequest(`body.reason is required to reject: one of ${REJECTION_REASONS.join(', ')}.`);
  }
  const comment = body.comment?.trim() ?? '';
  if (comment.length < REJECTION_COMMENT_LENGTH.min) {
    throw badRequest(
      `body.comment is required to reject: say what was wrong in at least ${REJECTION_COMMENT_LENGTH.min} characters.`,
    );
  }
  return { reason: body.reason, comment };
}

export type WorkInput = Pick<CreateSubmissionBody, 'task_id' | 'submission_details'>;

/**
 * One open slot of the task (its escrow) moves to a new pending submission. Everything
 * else on the submission comes from the task and the worker's record.
 */
export async function submitWork(
  db: Database,
  worker: CallerRecord,
  input: WorkInput,
  now = new Date(),
): Promise<Submission> {
  return transaction(db, async (tx) => {
    // The worker first (the lock order), held shared while the slot moves: a deletion of
    // this worker either waits for this submission, and then cancels it, or goes first, and
    // then this one is refused; an admin's role change, which counts the pending
    // submissions, sees this one or comes after it (docs/money.md).
    const [stillHere] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, worker.id))
      .for('share');
    if (!stillHere) throw notFound('Your account');
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, input.task_id)).limit(1);
    if (!task) throw notFound('The task');
    if (task.buyerId === worker.id) throw forbidden(RULE_MESSAGES.ownTask);
    const sameWorker = and(eq(submissions.taskId, task.id), eq(submissions.workerId, worker.id));
    const [earlier] = await tx.select({ id: submissions.id }).from(submissions).where(sameWorker);
    if (earlier) throw conflict('You have already submitted work for this task.');

    const { task: slot, submission } = await moveSlotToSubmission(
      tx,
      worker,
      task.id,
      input.submission_details,
      now,
    );
    if (slot.requiredWorkers === 0) {
      await countOpenTasks(tx, [{ postedAt: slot.createdAt, buyerId: slot.buyerId, change: -1 }]);
    }
    return toSubmission(submission);
  });
}

/** What a buyer decides: the action, and for a rejection its reason and comment. */
export type ReviewDecision = Pick<ReviewSubmissionBody, 'reason' | 'comment' | 'note'> & {
  action: ReviewAction;
};

/**
 * The buyer of the task decides once on a pending submission. Approval pays its escrow to
 * the worker; rejection, with a reason and a comment, keeps the escrow held for the appeal
 * window (docs/money.md#the-rules); a request for changes, with a note, waits for new details.
 * The worker's notification is written in the same transaction.
 */
export async function reviewSubmission(
  db: Database,
  buyer: CallerRecord,
  submissionId: string,
  decision: ReviewDecision,
  now = new Date(),
): Promise<Submission> {
  const rejection = decision.action === 'reject' ? rejectionOf(decision) : undefined;
  const note =
    decision.action === 'request_changes'
      ? reviewTextOf(decision.note, 'body.note', 'say what to change')
      : undefined;
  return transactionWithNotifications(db, async (tx, notify) => {
    const [found] = await tx
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .limit(1);
    if (!found) throw notFound('The submission');
    if (found.buyerId !== buyer.id) {
      throw forbidden('You can only review submissions to your own tasks.');
    }
    if (rejection) {
      assertLifecycleAllows(found, { type: 'REJECT' });
      const decided = await holdRejected(
        tx,
        found,
        rejection,
        daysAfter(now, REVIEW_RULES.appealDays),
      );
      await countDecision(tx, found, 'reject', now);
      await notify(
        decided.workerEmail,
        NOTIFICATION_TEXTS.rejected(decided.buyerEmail, decided.taskTitle),
        NOTIFICATION_DETAILS.rejected(rejection.reason, rejection.comment),
      );
      return toSubmission(decided);
    }
    if (note !== undefined) {
      assertLifecycleAllows(found, { type: 'REQUEST_CHANGES' });
      const [asked] = await tx
        .update(submissions)
        .set({
          status: 'changes_requested',
          revisionRounds: sql`${submissions.revisionRounds} + 1`,
          changesNote: note,
          reviewDeadline: null,
          resubmitDeadline: daysAfter(now, REVIEW_RULES.resubmitDays),
        })
        .where(
          and(
            eq(submissions.id, found.id),
            eq(submissions.status, 'pending'),
            eq(submissions.revisionRounds, found.revisionRounds),
          ),
        )
        .returning();
      if (!asked) throw conflict('This submission has already been reviewed.');
      await countDecision(tx, found, 'request_changes', now);
      await notify(
        asked.workerEmail,
        NOTIFICATION_TEXTS.changesRequested(asked.buyerEmail, asked.taskTitle),
        note,
      );
      return toSubmission({ ...asked, status: 'changes_requested' });
    }
    assertLifecycleAllows(found, { type: 'APPROVE' });
    // The lock order (docs/money.md#lock-order): the move locks the worker paid before the
    // submission.
    const decided = await payFromEscrow(tx, found);
    await countDecision(tx, found, 'approve', now);
    await notify(
      decided.workerEmail,
      NOTIFICATION_TEXTS.approved(decided.payableAmount, decided.buyerEmail, decided.taskTitle),
    );
    return toSubmission(decided);
  });
}

/** The worker's own submission, read for a change; 404 or 403 otherwise. */
async function ownSubmission(
  tx: Transaction,
  worker: CallerRecord,
  submissionId: string,
): Promise<SubmissionRow> {
  const [found] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!found || found.status === 'cancelled') throw notFound('The submission');
  if (found.workerId !== worker.id) throw forbidden('You can only change your own submissions.');
  return found;
}

/**
 * The worker sends new details after the buyer asked for changes, before the resubmission
 * deadline: the submission is pending again, with a fresh review window.
 */
export async function resubmitWork(
  db: Database,
  worker: CallerRecord,
  submissionId: string,
  details: string,
  now = new Date(),
): Promise<Submission> {
  return transaction(db, async (tx) => {
    const found = await ownSubmission(tx, worker, submissionId);
    assertLifecycleAllows(found, { type: 'RESUBMIT' });
    if (!found.resubmitDeadline || found.resubmitDeadline <= now) {
      throw conflict('The time to send changes has passed.');
    }
    const [task] = await tx
      .select({ reviewDays: tasks.reviewDays })
      .from(tasks)
      .where(eq(tasks.id, found.taskId));
    if (!task) throw notFound('The task');
    const [resubmitted] = await tx
      .update(submissions)
      .set({
        status: 'pending',
        details,
        submittedAt: now,
        reviewDeadline: daysAfter(now, task.reviewDays),
        resubmitDeadline: null,
      })
      .where(
        and(
          eq(submissions.id, found.id),
          eq(submissions.status, 'changes_requested'),
          gt(submissions.resubmitDeadline, now),
        ),
      )
      .returning();
    if (!resubmitted) throw conflict('The time to send changes has passed.');
    return toSubmission({ ...resubmitted, status: 'pending' });
  });
}

/**
 * The worker appeals a rejection, once, while its appeal window is open; the buyer is told and
 * has until the answer deadline. The coins stay held on the submission.
 */
export async function appealRejection(
  db: Database,
  worker: CallerRecord,
  submissionId: string,
  statement: string,
  now = new Date(),
): Promise<Submission> {
  const text = reviewTextOf(statement, 'body.statement', 'say why the work should be paid');
  return transactionWithNotifications(db, async (tx, notify) => {
    const found = await ownSubmission(tx, worker, submissionId);
    assertLifecycleAllows(found, { type: 'APPEAL' });
    if (!found.appealDeadline || found.appealDeadline <= now) {
      throw conflict('The time to appeal this rejection has passed.');
    }
    const [appealed] = await tx
      .update(submissions)
      .set({
        status: 'appealed',
        appealStatement: text,
        appealDeadline: null,
        appealAnswerDeadline: daysAfter(now, REVIEW_RULES.appealAnswerDays),
      })
      .where(
        and(
          eq(submissions.id, found.id),
          eq(submissions.status, 'rejected'),
          gt(submissions.escrowCoins, 0),
          gt(submissions.appealDeadline, now),
        ),
      )
      .returning();
    if (!appealed) throw conflict('The time to appeal this rejection has passed.');
    await countAppealFiled(tx, appealed);
    await notify(
      appealed.buyerEmail,
      NOTIFICATION_TEXTS.appealReceived(appealed.workerName, appealed.taskTitle),
      text,
    );
    return toSubmission({ ...appealed, status: 'appealed' });
  });
}

/**
 * The task's buyer, before the answer deadline, or an admin, at any time, answers an appeal:
 * pay the worker (as an approval) or uphold the rejection with a comment (the slot goes back to
 * the task). The worker is told either way.
 */
export async function answerAppeal(
  db: Database,
  caller: CallerRecord,
  submissionId: string,
  answer: AnswerAppealBody,
  now = new Date(),
): Promise<Submission> {
  const comment =
    answer.decision === 'uphold'
      ? reviewTextOf(answer.comment, 'body.comment', 'say why the rejection stands')
      : answer.comment?.trim() || undefined;
  return transactionWithNotifications(db, async (tx, notify) => {
    const [found] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
    if (!found || found.status === 'cancelled') throw notFound('The submission');
    if (caller.role !== 'admin' && found.buyerId !== caller.id) {
      throw forbidden('You can only answer appeals of work for your own tasks.');
    }
    assertLifecycleAllows(found, {
      type: answer.decision === 'pay_worker' ? 'PAY_WORKER' : 'UPHOLD',
    });
    if (
      caller.role !== 'admin' &&
      answer.decision === 'uphold' &&
      found.appealAnswerDeadline &&
      found.appealAnswerDeadline <= now
    ) {
      throw conflict('The time to answer this appeal has passed: it is decided for the worker.');
    }
    if (answer.decision === 'pay_worker') {
      const paid = await payFromEscrow(tx, found, 'appealed', comment);
      await countAppealWon(tx, paid);
      await notify(
        paid.workerEmail,
        NOTIFICATION_TEXTS.appealWon(paid.payableAmount, paid.taskTitle),
        comment,
      );
      return toSubmission(paid);
    }
    const { submission: upheld, reopened } = await returnSlotToTask(tx, found, 'upheld', comment);
    await notify(upheld.workerEmail, NOTIFICATION_TEXTS.appealUpheld(upheld.taskTitle), comment);
    await countOpenTasks(tx, reopened);
    return toSubmission(upheld);
  });
}

/** Open appeals, the most urgent first: to one buyer's tasks, or (for admins) all of them. */
export async function listAppeals(
  db: Database,
  filter: { buyerId?: string },
  window: PageWindow | undefined,
  query: TableQuery<'appeals'> = {},
): Promise<Listing<Submission>> {
  const where = and(
    eq(submissions.status, 'appealed'),
    filter.buyerId ? eq(submissions.buyerId, filter.buyerId) : undefined,
    tableFilter('appeals', query),
  );
  const rows = await inWindow(
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(...tableOrder('appeals', query))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(submissions).where(where);
  return { items: rows.filter(isListed).map(toSubmission), total: total?.value ?? 0 };
}

/**
 * A deleted worker's submissions that hold coins (pending, changes requested, rejected within
 * the appeal window, appealed): cancelled, each slot back to its task. Answers the full tasks
 * that opened again (the caller records them last, see countOpenTasks).
 */
export async function cancelWorkerSubmissions(
  tx: Transaction,
  workerId: string,
): Promise<OpenTaskChange[]> {
  const ofWorker = and(
    eq(submissions.workerId, workerId),
    inArray(submissions.status, HOLDING_STATUSES),
    gt(submissions.escrowCoins, 0),
  );
  const taskIds = await tx
    .selectDistinct({ id: submissions.taskId })
    .from(submissions)
    .where(ofWorker);
  if (taskIds.length === 0) return [];
  await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      inArray(
        tasks.id,
        taskIds.map((task) => task.id),
      ),
    )
    .orderBy(asc(tasks.id))
    .for('update');
  const pending = await tx.select().from(submissions).where(ofWorker).for('update');
  const reopened: OpenTaskChange[] = [];
  for (const submission of pending) {
    reopened.push(...(await cancelSubmission(tx, submission)));
  }
  return reopened;
}

export interface SubmissionFilter {
  workerId?: string;
  buyerId?: string;
  status?: SubmissionStatus;
}

/**
 * Newest first unless another sort is asked (My Submissions); by worker (index
 * submissions_worker_idx) or buyer (submissions_buyer_status_idx).
 */
export async function listSubmissions(
  db: Database,
  filter: SubmissionFilter,
  window: PageWindow | undefined,
  query: TableQuery<'mySubmissions'> = {},
): Promise<Listing<Submission>> {
  const conditions: SQL[] = [
    filter.status ? eq(submissions.status, filter.status) : ne(submissions.status, 'cancelled'),
  ];
  if (filter.workerId) conditions.push(eq(submissions.workerId, filter.workerId));
  if (filter.buyerId) conditions.push(eq(submissions.buyerId, filter.buyerId));
  const byTable = tableFilter('mySubmissions', query);
  if (byTable) conditions.push(byTable);
  const where = and(...conditions);
  const rows = await inWindow(
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(...tableOrder('mySubmissions', query))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(submissions).where(where);
  return { items: rows.filter(isListed).map(toSubmission), total: total?.value ?? 0 };
}
