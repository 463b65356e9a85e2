/**
 * The coin ledger. Every movement of coins is one row from one account to another, written
 * in the same transaction as the balance it changes. Accounts:
 *   user:<id>        a user's available coins          (users.available_coin)
 *   task:<id>        coins held for a task's open slots (tasks.escrow_coins)
 *   submission:<id>  coins held for a submission not settled yet (submissions.escrow_coins)
 *   withdrawal:<id>  coins held for a pending withdrawal (withdrawal_requests, pending)
 *   grants, purchases            where coins enter the system
 *   payouts, closures            where coins leave it
 * The services never write these rows themselves: each money move in moves.ts changes a
 * balance and records it in one call. The invariant (docs/money.md#the-ledger-invariant,
 * checked by invariant.ts): for every internal account, the balance column equals the
 * ledger's inflow minus outflow; so the sum of all balances, escrows and holds equals
 * grants + purchases − payouts − closures.
 */
import type { Transaction } from '../db/client';
import { ledgerEntries } from '../db/schema';

export const EXTERNAL_ACCOUNTS = {
  grants: 'grants',
  purchases: 'purchases',
  payouts: 'payouts',
  closures: 'closures',
} as const;

/** The kinds of internal account: each is a balance, escrow or hold column. */
export const INTERNAL_ACCOUNT_KINDS = ['user', 'task', 'submission', 'withdrawal'] as const;
export type InternalAccountKind = (typeof INTERNAL_ACCOUNT_KINDS)[number];

/** `user:` for the user kind: an account's name is its kind's prefix and the row's id. */
export function accountPrefix(kind: InternalAccountKind): string {
  return `${kind}:`;
}

export const accountOf: Readonly<Record<InternalAccountKind, (id: string) => string>> = {
  user: (id) => `${accountPrefix('user')}${id}`,
  task: (id) => `${accountPrefix('task')}${id}`,
  submission: (id) => `${accountPrefix('submission')}${id}`,
  withdrawal: (id) => `${accountPrefix('withdrawal')}${id}`,
};

export type LedgerEvent =
  | 'sign_up_grant'
  | 'coin_purchase'
  | 'task_posted'
  | 'work_submitted'
  | 'submission_approved'
  | 'submission_rejected'
  | 'submission_cancelled'
  /** Changes were requested and no new details came in time: the slot back to the task. */
  | 'submission_expired'
  | 'task_deleted'
  | 'withdrawal_requested'
  | 'withdrawal_paid'
  | 'account_closed'
  /** Synthetic data sets only (seed/largeData.ts): what an account holds, from `grants`. */
  | 'opening_balance';

export interface Movement {
  event: LedgerEvent;
  from: string;
  to: string;
  coins: number;
}

/** Records movements; a zero-coin movement is skipped (nothing moved). */
export async function recordMovements(
  tx: Transaction,
  movements: readonly Movement[],
): Promise<void> {
  const rows = movements
    .filter((movement) => movement.coins !== 0)
    .map((movement) => {
      if (!Number.isInteger(movement.coins) || movement.coins < 0) {
        throw new Error(`A ledger movement must be a positive whole number, got ${movement.coins}`);
      }
      return {
        event: movement.event,
        fromAccount: movement.from,
        toAccount: movement.to,
        coins: movement.coins,
      };
    });
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows);
}
