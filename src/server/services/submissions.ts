/**
 * Submissions: a worker takes a slot of a task, the buyer approves (pays) or rejects it with a
 * reason; every change of status is one the lifecycle allows (docs/money.md#the-submission-lifecycle).
 */
import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';

import type { ReviewAction, SubmissionStatus } from '@contract/entities';
import {
  type SubmissionLifecycleEvent,
  lifecycleNext,
} from '@contract/lifecycle/submissionLifecycle';
import type {
  CreateSubmissionBody,
  ReviewSubmissionBody,
  Submission,
} from '@contract/schemas/submissions';
import { NOTIFICATION_DETAILS, NOTIFICATION_TEXTS, RULE_MESSAGES } from '@contract/messages';
import {
  REJECTION_COMMENT_LENGTH,
  REJECTION_REASONS,
  type RejectionReason,
} from '@contract/review';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { submissions, tasks, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import {
  cancelSubmission,
  moveSlotToSubmission,
  payFromEscrow,
  refundSlot,
  type Rejection,
} from '@server/money/moves';
import { transactionWithNotifications } from './notifications';
import { countOpenTasks, type OpenTaskChange } from './openTasks';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import type { SubmissionRow, UserRow } from './rows';

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
  };
}

function isRejectionReason(value: string | null): value is RejectionReason {
  return REJECTION_REASONS.some((reason) => reason === value);
}

/**
 * Refuses (409) a change the lifecycle does not allow from the submission's status, before
 * anything is written. The moves' conditional updates still decide a race between two requests.
 */
export function assertLifecycleAllows(
  status: SubmissionRow['status'],
  event: SubmissionLifecycleEvent,
): void {
  if (lifecycleNext(status, event)) return;
  if (status === 'cancelled') {
    throw conflict('This submission was cancelled: its task or its worker was deleted.');
  }
  throw conflict(
    status === 'pending'
      ? 'This submission is waiting for review: it cannot be changed that way.'
      : 'This submission has already been reviewed.',
  );
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
  worker: UserRow,
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
      await countOpenTasks(tx, [{ postedAt: slot.createdAt, change: -1 }]);
    }
    return toSubmission(submission);
  });
}

/** What a buyer decides: the action, and for a rejection its reason and comment. */
export type ReviewDecision = Pick<ReviewSubmissionBody, 'reason' | 'comment'> & {
  action: ReviewAction;
};

/**
 * The buyer of the task decides once on a pending submission. Approval pays its escrow to
 * the worker; rejection, with a reason and a comment, returns the slot to the task. The
 * worker's notification is written in the same transaction.
 */
export async function reviewSubmission(
  db: Database,
  buyer: UserRow,
  submissionId: string,
  decision: ReviewDecision,
): Promise<Submission> {
  const rejection = decision.action === 'reject' ? rejectionOf(decision) : undefined;
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
    assertLifecycleAllows(found.status, { type: rejection ? 'REJECT' : 'APPROVE' });
    // The lock order (docs/money.md#lock-order): each move locks the worker paid, or the task
    // a slot goes back to, before the submission.
    if (!rejection) {
      const decided = await payFromEscrow(tx, found);
      await notify(
        decided.workerEmail,
        NOTIFICATION_TEXTS.approved(decided.payableAmount, decided.buyerEmail, decided.taskTitle),
      );
      return toSubmission(decided);
    }
    const { submission: decided, reopened } = await refundSlot(tx, found, rejection);
    await notify(
      decided.workerEmail,
      NOTIFICATION_TEXTS.rejected(decided.buyerEmail, decided.taskTitle),
      NOTIFICATION_DETAILS.rejected(rejection.reason, rejection.comment),
    );
    await countOpenTasks(tx, reopened);
    return toSubmission(decided);
  });
}

/**
 * A deleted worker's pending submissions: cancelled, each slot back to its task. Answers the
 * full tasks that opened again (the caller records them last, see countOpenTasks).
 */
export async function cancelWorkerSubmissions(
  tx: Transaction,
  workerId: string,
): Promise<OpenTaskChange[]> {
  const ofWorker = and(eq(submissions.workerId, workerId), eq(submissions.status, 'pending'));
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

/** Newest first; by worker (index submissions_worker_idx) or buyer (submissions_buyer_status_idx). */
export async function listSubmissions(
  db: Database,
  filter: SubmissionFilter,
  window: PageWindow | undefined,
): Promise<Listing<Submission>> {
  const conditions: SQL[] = [
    filter.status ? eq(submissions.status, filter.status) : ne(submissions.status, 'cancelled'),
  ];
  if (filter.workerId) conditions.push(eq(submissions.workerId, filter.workerId));
  if (filter.buyerId) conditions.push(eq(submissions.buyerId, filter.buyerId));
  const where = and(...conditions);
  const rows = await inWindow(
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(descending(submissions.submittedAt), descending(submissions.id))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(submissions).where(where);
  return { items: rows.filter(isListed).map(toSubmission), total: total?.value ?? 0 };
}
