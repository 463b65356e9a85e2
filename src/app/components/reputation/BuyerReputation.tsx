/**
 * A buyer's reputation (docs/product.md#reputation): "92% approved · reviews within 4 h · 1 of
 * 12 appeals lost · 30 tasks", or "New buyer" while too few submissions are decided.
 */
import { REPUTATION_COPY as COPY, REVIEW_TIME_IN_DAYS_FROM_HOURS } from '@contract/copy/reputation';
import { RATE_SCALE } from '@contract/reputation';
import type { BuyerReputation as BuyerReputationFigures } from '@contract/schemas/reputation';
import { countText, percentText } from '@contract/copy/lists';
import { type ReputationFact, ReputationFacts } from './ReputationFacts';

const HOURS_PER_DAY = 24;

function reviewTimeText(hours: number): string {
  if (hours < REVIEW_TIME_IN_DAYS_FROM_HOURS) return COPY.hours(countText(hours));
  const days = Math.round(hours / HOURS_PER_DAY);
  return COPY.days(days, countText(days));
}

export function buyerReputationFacts(reputation: BuyerReputationFigures): ReputationFact[] {
  const facts: ReputationFact[] = [];
  if (reputation.is_new || reputation.approval_rate === null) {
    facts.push({ key: 'new', text: COPY.newBuyer, hint: COPY.newHint });
  } else {
    facts.push({
      key: 'approved',
      text: COPY.approved(percentText(reputation.approval_rate / RATE_SCALE)),
    });
  }
  if (reputation.median_review_hours !== null) {
    const time = reviewTimeText(reputation.median_review_hours);
    facts.push({
      key: 'review',
      text: reputation.median_review_over ? COPY.reviewsOver(time) : COPY.reviewsWithin(time),
    });
  }
  if (reputation.appeals > 0) {
    facts.push({
      key: 'appeals',
      text: COPY.appealsLost(countText(reputation.appeals_lost), countText(reputation.appeals)),
    });
  }
  facts.push({
    key: 'tasks',
    text: COPY.tasksPosted(reputation.tasks_posted, countText(reputation.tasks_posted)),
  });
  return facts;
}

export function BuyerReputation({ reputation }: { reputation: BuyerReputationFigures }) {
  return <ReputationFacts label={COPY.buyerLabel} facts={buyerReputationFacts(reputation)} />;
}
