/**
 * Reputations on the wire (docs/product.md#reputation): what the server computed from what
 * happened. Rates are integers in RATE_SCALE thousandths; a person with fewer than
 * REPUTATION_MIN_DECISIONS decided submissions is new, and their rate is null.
 */
import { type Static, Type } from '@sinclair/typebox';

import { RATE_SCALE, REPUTATION_MIN_DECISIONS } from '../reputation';

const rate = (what: string) =>
  Type.Union([Type.Integer({ minimum: 0, maximum: RATE_SCALE }), Type.Null()], {
    description: `${what}, in thousandths (875 = 87.5%); null while too few to say.`,
  });

const isNew = Type.Boolean({
  description: `Fewer than ${REPUTATION_MIN_DECISIONS} decided submissions: shown as new, never as a rate.`,
});
const decided = Type.Integer({
  minimum: 0,
  description: 'Submissions approved (by the buyer, the review deadline or an appeal) or rejected.',
});

export const BuyerReputationSchema = Type.Object({
  is_new: isNew,
  decided,
  approval_rate: rate('Approved among decided submissions'),
  median_review_hours: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description:
      'The median time from a (re)submission to the decision, as the upper bound in hours of its bucket; null before the first review.',
  }),
  median_review_over: Type.Boolean({
    description: 'True when the median is slower than the last bucket: "more than" the hours.',
  }),
  appeals: Type.Integer({ minimum: 0, description: 'Appeals the buyer received.' }),
  appeals_lost: Type.Integer({
    minimum: 0,
    description: 'Appeals decided for the worker: paid by the buyer, an admin or the deadline.',
  }),
  appeals_lost_rate: rate('Appeals decided for the worker among those received'),
  tasks_posted: Type.Integer({ minimum: 0 }),
});
export type BuyerReputation = Static<typeof BuyerReputationSchema>;

export const WorkerReputationSchema = Type.Object({
  is_new: isNew,
  decided,
  approval_rate: rate('Approved among decided submissions'),
  completed: Type.Integer({ minimum: 0, description: 'Approved submissions.' }),
  appeals_won: Type.Integer({ minimum: 0 }),
});
export type WorkerReputation = Static<typeof WorkerReputationSchema>;
