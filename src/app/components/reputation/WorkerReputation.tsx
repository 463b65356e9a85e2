/**
 * A worker's reputation (docs/product.md#reputation): "80% approved · 12 completed · 1 appeal
 * won", or "New worker" while too few submissions are decided.
 */
import { REPUTATION_COPY as COPY } from '@contract/copy/reputation';
import { RATE_SCALE } from '@contract/reputation';
import type { WorkerReputation as WorkerReputationFigures } from '@contract/schemas/reputation';
import { countText, percentText } from '@contract/copy/lists';
import { type ReputationFact, ReputationFacts } from './ReputationFacts';

export function workerReputationFacts(reputation: WorkerReputationFigures): ReputationFact[] {
  const facts: ReputationFact[] = [];
  if (reputation.is_new || reputation.approval_rate === null) {
    facts.push({ key: 'new', text: COPY.newWorker, hint: COPY.newHint });
  } else {
    facts.push({
      key: 'approved',
      text: COPY.approved(percentText(reputation.approval_rate / RATE_SCALE)),
    });
  }
  facts.push({ key: 'completed', text: COPY.completed(countText(reputation.completed)) });
  if (reputation.appeals_won > 0) {
    facts.push({
      key: 'appeals',
      text: COPY.appealsWon(reputation.appeals_won, countText(reputation.appeals_won)),
    });
  }
  return facts;
}

export function WorkerReputation({ reputation }: { reputation: WorkerReputationFigures }) {
  return <ReputationFacts label={COPY.workerLabel} facts={workerReputationFacts(reputation)} />;
}
