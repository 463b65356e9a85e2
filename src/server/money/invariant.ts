/**
 * Checks the ledger invariant against the balance columns. Used by the tests after every
 * money movement, and by `npm run ledger:check` for support staff.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../db/client';

export interface AccountMismatch {
  account: string;
  balance: number;
  ledger: number;
}

export interface LedgerReport {
  mismatches: AccountMismatch[];
  negativeBalances: string[];
  /** Sum of every balance, escrow and hold. */
  inSystem: number;
  /** grants + purchases − payouts − closures, from the ledger alone. */
  enteredMinusLeft: number;
}

interface Row extends Record<string, unknown> {
  account: string;
  balance: string | number;
  ledger: string | number;
}

export async function checkLedger(db: Database): Promise<LedgerReport> {
  const result = await db.execute<Row>(sql`
    with flows as (
      select to_account as account, coins::bigint as coins from ledger_entries
      union all
      select from_account, -coins::bigint from ledger_entries
    ),
    ledger as (select account, sum(coins) as net from flows group by account),
    balances as (
      select 'user:' || id as account, available_coin::bigint as balance from users
      union all select 'task:' || id, escrow_coins::bigint from tasks
      union all select 'submission:' || id, escrow_coins::bigint from submissions
      union all select 'withdrawal:' || id,
        case when status = 'pending' then withdrawal_coin else 0 end::bigint
        from withdrawal_requests
    )
    select coalesce(b.account, l.account) as account,
           coalesce(b.balance, 0) as balance,
           coalesce(l.net, 0) as ledger
    from balances b full outer join ledger l on l.account = b.account
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const external = new Set(['grants', 'purchases', 'payouts', 'closures']);
  const mismatches: AccountMismatch[] = [];
  const negativeBalances: string[] = [];
  let inSystem = 0;
  let enteredMinusLeft = 0;
  for (const row of rows) {
    const balance = Number(row.balance);
    const ledger = Number(row.ledger);
    if (external.has(row.account)) {
      // Sources have negative net flow (coins left them); sinks positive.
      enteredMinusLeft -= ledger;
      continue;
    }
    inSystem += balance;
    if (balance !== ledger) mismatches.push({ account: row.account, balance, ledger });
    if (balance < 0) negativeBalances.push(row.account);
  }
  return { mismatches, negativeBalances, inSystem, enteredMinusLeft };
}
