/** The figures of a balance breakdown, in the order the coin pill and the homes show them. */
import { BALANCE_COPY } from '@contract/copy/insights';
import type { Balance, BuyerBalance, WorkerBalance } from '@contract/schemas/balances';

export interface BreakdownLine<Data> {
  key: string;
  label: string;
  coins: (data: Data) => number;
}

export const WORKER_BREAKDOWN: readonly BreakdownLine<WorkerBalance>[] = [
  { key: 'available', label: BALANCE_COPY.available, coins: (b) => b.available },
  { key: 'waiting', label: BALANCE_COPY.waitingForReview, coins: (b) => b.waiting_for_review },
  { key: 'held', label: BALANCE_COPY.heldForWithdrawal, coins: (b) => b.held_for_withdrawal },
  { key: 'earned', label: BALANCE_COPY.earnedTotal, coins: (b) => b.earned_total },
];

export const BUYER_BREAKDOWN: readonly BreakdownLine<BuyerBalance>[] = [
  { key: 'available', label: BALANCE_COPY.available, coins: (b) => b.available },
  { key: 'openTasks', label: BALANCE_COPY.escrowOpenTasks, coins: (b) => b.escrow_open_tasks },
  {
    key: 'submissions',
    label: BALANCE_COPY.escrowSubmissions,
    coins: (b) => b.escrow_submissions,
  },
];

export function breakdownFigures(balance: Balance): { label: string; coins: number }[] {
  const shown = <Data>(lines: readonly BreakdownLine<Data>[], data: Data) =>
    lines.map((line) => ({ label: line.label, coins: line.coins(data) }));
  switch (balance.role) {
    case 'worker':
      return shown(WORKER_BREAKDOWN, balance);
    case 'buyer':
      return shown(BUYER_BREAKDOWN, balance);
    case 'admin':
      return [{ label: BALANCE_COPY.available, coins: balance.available }];
  }
}
