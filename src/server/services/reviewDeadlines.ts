/**
 * The deadlines of a fair review, kept by the server (docs/money.md#the-submission-lifecycle):
 * work the buyer has not reviewed in time is approved exactly as if the buyer had accepted it;
 * a request for changes nobody answered expires (the slot goes back to the task); a rejection's
 * appeal window closes (its held coins go back to the task as a slot); an appeal the buyer did not
 * answer is decided for the worker (paid). Every instance runs the sweep: `FOR UPDATE SKIP LOCKED`
 * lets two sweeps share the work without waiting on each other, and each move's conditional
 * update lets only one of them act. The clock is the caller's, so tests move time instead of
 * waiting.
 */
import { and, asc, eq, lte, notInArray } from 'drizzle-orm';

import type { SubmissionLifecycleEvent } from '@contract/lifecycle/submissionLifecycle';
import { NOTIFICATION_DETAILS, NOTIFICATION_TEXTS } from '@contract/messages';
import type { Database, Transaction } from '../db/client';
import { submissions, tasks, users } from '../db/schema';
import { HttpError } from '../errors';
import { payFromEscrow, returnSlotToTask } from '@server/money/moves';
import { type Notify, transactionWithNotifications } from './notifications';
import { countOpenTasks } from './openTasks';
import { countAppealWon, countDecision } from './reputation';
import type { SubmissionRow } from './rows';
import { assertLifecycleAllows } from './submissions';

/** How many overdue submissions one pass reads at a time, per kind of deadline. */
const SWEEP_BATCH = 100;

interface DeadlineKind {
  /** The column holding the deadline, and the status in which it runs. */
  column:
    | typeof submissions.reviewDeadline
    | typeof submissions.resubmitDeadline
    | typeof submissions.appealDeadline
    | typeof submissions.appealAnswerDeadline;
  status: SubmissionRow['status'];
  event: SubmissionLifecycleEvent;
  /** The row the lock order takes before the submission: the worker paid, or the task refilled. */
  locksFirst: 'worker' | 'task';
  act: (tx: Transaction, notify: Notify, due: SubmissionRow) => Promise<void>;
}

const DEADLINES = {
  autoApproved: {
    column: submissions.reviewDeadline,
    status: 'pending',
    event: { type: 'AUTO_APPROVE' },
    locksFirst: 'worker',
    act: async (tx, notify, due) => {
      const paid = await payFromEscrow(tx, due);
      // The buyer's review took until the deadline (docs/product.md#reputation).
      await countDecision(tx, due, 'approve', due.reviewDeadline ?? new Date());
      await notify(
        paid.workerEmail,
        NOTIFICATION_TEXTS.approved(paid.payableAmount, paid.buyerEmail, paid.taskTitle),
        NOTIFICATION_DETAILS.autoApproved,
      );
    },
  },
  expired: {
    column: submissions.resubmitDeadline,
    status: 'changes_requested',
    event: { type: 'REVISION_EXPIRED' },
    locksFirst: 'task',
    act: async (tx, notify, due) => {
      const { submission, reopened } = await returnSlotToTask(tx, due, 'expired');
      await notify(
        submission.workerEmail,
        NOTIFICATION_TEXTS.submissionExpired(submission.taskTitle),
      );
      await countOpenTasks(tx, reopened);
    },
  },
  appealWindowsClosed: {
    column: submissions.appealDeadline,
    status: 'rejected',
    // The rejection stands; only its held coins move (docs/money.md).
    event: { type: 'APPEAL_WINDOW_CLOSED' },
    locksFirst: 'task',
    act: async (tx, _notify, due) => {
      const { reopened } = await returnSlotToTask(tx, due, 'appealWindowClosed');
      await countOpenTasks(tx, reopened);
    },
  },
  appealsDecidedForWorker: {
    column: submissions.appealAnswerDeadline,
    status: 'appealed',
    event: { type: 'APPEAL_UNANSWERED' },
    locksFirst: 'worker',
    act: async (tx, notify, due) => {
      const paid = await payFromEscrow(tx, due, 'appealed');
      await countAppealWon(tx, paid);
      await notify(
        paid.workerEmail,
        NOTIFICATION_TEXTS.appealWon(paid.payableAmount, paid.taskTitle),
        NOTIFICATION_DETAILS.appealUnanswered,
      );
    },
  },
} as const satisfies Record<string, DeadlineKind>;

export type SweepResult = Record<keyof typeof DEADLINES, number>;

const overdue = (kind: DeadlineKind, now: Date) =>
  and(eq(submissions.status, kind.status), lte(kind.column, now));

/**
 * Acts on one passed deadline, in its own transaction with its ledger rows and notification;
 * false when another sweep, the buyer or the worker got there first.
 */
async function actOn(db: Database, kind: DeadlineKind, candidate: SubmissionRow, now: Date) {
  return transactionWithNotifications(db, async (tx, notify) => {
    if (kind.locksFirst === 'worker') {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, candidate.workerId))
        .for('update');
    } else {
      await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(eq(tasks.id, candidate.taskId))
        .for('update');
    }
    const [due] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, candidate.id), overdue(kind, now)))
      .for('update', { skipLocked: true });
    if (!due) return false;
    assertLifecycleAllows(due, kind.event);
    await kind.act(tx, notify, due);
    return true;
  });
}

/** Every passed deadline of one kind at `now`; answers how many it acted on. */
async function sweepKind(db: Database, kind: DeadlineKind, now: Date): Promise<number> {
  let acted = 0;
  // Those another sweep holds or a person settled meanwhile: not asked for again in this pass.
  const passedOver: string[] = [];
  for (;;) {
    const due = await db
      .select()
      .from(submissions)
      .where(
        passedOver.length > 0
          ? and(overdue(kind, now), notInArray(submissions.id, passedOver))
          : overdue(kind, now),
      )
      .orderBy(asc(kind.column), asc(submissions.id))
      .limit(SWEEP_BATCH);
    for (const candidate of due) {
      let done = false;
      try {
        done = await actOn(db, kind, candidate, now);
      } catch (error) {
        // Refused by the move or the lifecycle (a 409): someone settled it first.
        if (!(error instanceof HttpError)) throw error;
      }
      if (done) acted += 1;
      else passedOver.push(candidate.id);
    }
    if (due.length < SWEEP_BATCH) return acted;
  }
}

/** Acts on every deadline that has passed at `now`; answers what it did. */
export async function sweepReviewDeadlines(db: Database, now = new Date()): Promise<SweepResult> {
  const result = {} as SweepResult;
  for (const [name, kind] of Object.entries(DEADLINES) as [keyof SweepResult, DeadlineKind][]) {
    result[name] = await sweepKind(db, kind, now);
  }
  return result;
}

export interface DeadlineSweeper {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs the sweep now and then every `intervalMs`, one pass at a time; a failed pass is
 * reported and the next one tries again.
 */
export function startDeadlineSweeper(
  db: Database,
  intervalMs: number,
  report: { info(result: SweepResult): void; error(error: unknown): void },
): DeadlineSweeper {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const result = await sweepReviewDeadlines(db);
        if (Object.values(result).some((count) => count > 0)) report.info(result);
      } catch (error) {
        report.error(error);
      }
    });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
