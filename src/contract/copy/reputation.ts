/**
 * The texts of reputations (docs/product.md#reputation): a buyer's figures on the worker's task
 * cards and Task Details, a worker's on the buyer's review lists. Figures arrive formatted in
 * the reader's locale; the count decides the singular.
 */
import { REPUTATION_MIN_DECISIONS } from '../reputation';

/** Reviews this slow or slower are told in days. */
export const REVIEW_TIME_IN_DAYS_FROM_HOURS = 48;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const REPUTATION_COPY = {
  buyerLabel: "Buyer's reputation",
  workerLabel: "Worker's reputation",
  column: 'Reputation',
  newBuyer: 'New buyer',
  newWorker: 'New worker',
  newHint: `Fewer than ${REPUTATION_MIN_DECISIONS} decided submissions so far`,
  approved: (percent: string) => `${percent} approved`,
  hours: (hours: string) => `${hours} h`,
  days: (count: number, days: string) => `${days} ${plural(count, 'day', 'days')}`,
  reviewsWithin: (time: string) => `reviews within ${time}`,
  reviewsOver: (time: string) => `reviews take over ${time}`,
  appealsLost: (lost: string, of: string) => `${lost} of ${of} appeals lost`,
  tasksPosted: (count: number, tasks: string) => `${tasks} ${plural(count, 'task', 'tasks')}`,
  completed: (completed: string) => `${completed} completed`,
  appealsWon: (count: number, won: string) => `${won} ${plural(count, 'appeal', 'appeals')} won`,
} as const;
