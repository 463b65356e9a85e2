/**
 * Where a person's coins are and how they moved over time (docs/money.md#the-ledger-invariant):
 * the rules both sides share for the balance breakdown and the per-day charts.
 */
import type { SubmissionStatus } from './entities';

/** How many days a chart covers: from the least to the most a request may ask, and by default. */
export const INSIGHT_DAYS = { min: 7, max: 90, default: 30 } as const;

/**
 * The statuses in which a worker's submission still waits for a decision: its coins count as
 * "waiting for review" in the worker's breakdown. A rejection whose appeal window is open still
 * holds coins too, but for the buyer (escrow for submissions), not as the worker's.
 */
export const WAITING_FOR_REVIEW_STATUSES = [
  'pending',
  'changes_requested',
  'appealed',
] as const satisfies readonly SubmissionStatus[];
