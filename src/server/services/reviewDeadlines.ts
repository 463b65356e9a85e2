/**
 * The review deadlines the server keeps (docs/money.md#the-submission-lifecycle): a pending
 * submission the buyer has not decided by its review deadline is approved exactly as if the
 * buyer had accepted it. Every instance runs the sweep; `FOR UPDATE SKIP LOCKED` lets two sweeps
 * share the work without waiting on each other, and the approval's conditional update (the move)
 * lets only one of them pay. The clock is the caller's, so tests move time instead of waiting.
 */
import { and, asc, eq, lte, notInArray } from 'drizzle-orm';

import { NOTIFICATION_DETAILS, NOTIFICATION_TEXTS } from '@contract/messages';
import type { Database } from '../db/client';
import { submissions, users } from '../db/schema';
import { HttpError } from '../errors';
import { payFromEscrow } from '@server/money/moves';
import { transactionWithNotifications } from './notifications';
import { assertLifecycleAllows } from './submissions';

/** How many overdue submissions one pass reads at a time. */
const SWEEP_BATCH = 100;

export interface SweepResult {
  autoApproved: number;
}

const overdue = (now: Date) =>
  and(eq(submissions.status, 'pending'), lte(submissions.reviewDeadline, now));

/**
 * Approves one overdue submission, in its own transaction with its ledger rows and the spec's
 * approval notification; false when another sweep or the buyer got there first.
 */
async function autoApprove(
  db: Database,
  submissionId: string,
  workerId: string,
  now: Date,
): Promise<boolean> {
  return transactionWithNotifications(db, async (tx, notify) => {
    // The lock order (docs/money.md#lock-order): the worker paid before the submission.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, workerId)).for('update');
    const [due] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, submissionId), overdue(now)))
      .for('update', { skipLocked: true });
    if (!due) return false;
    assertLifecycleAllows(due.status, { type: 'AUTO_APPROVE' });
    const decided = await payFromEscrow(tx, due);
    await notify(
      decided.workerEmail,
      NOTIFICATION_TEXTS.approved(decided.payableAmount, decided.buyerEmail, decided.taskTitle),
      NOTIFICATION_DETAILS.autoApproved,
    );
    return true;
  });
}

/** Acts on every review deadline that has passed at `now`; answers what it did. */
export async function sweepReviewDeadlines(db: Database, now = new Date()): Promise<SweepResult> {
  let autoApproved = 0;
  // Those another sweep holds or the buyer decided meanwhile: not asked for again in this pass.
  const passedOver: string[] = [];
  for (;;) {
    const due = await db
      .select({ id: submissions.id, workerId: submissions.workerId })
      .from(submissions)
      .where(
        passedOver.length > 0
          ? and(overdue(now), notInArray(submissions.id, passedOver))
          : overdue(now),
      )
      .orderBy(asc(submissions.reviewDeadline), asc(submissions.id))
      .limit(SWEEP_BATCH);
    for (const { id, workerId } of due) {
      let approved = false;
      try {
        approved = await autoApprove(db, id, workerId, now);
      } catch (error) {
        // Refused by the move (a 409): the buyer decided it first.
        if (!(error instanceof HttpError)) throw error;
      }
      if (approved) autoApproved += 1;
      else passedOver.push(id);
    }
    if (due.length < SWEEP_BATCH) return { autoApproved };
  }
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
        if (result.autoApproved > 0) report.info(result);
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
