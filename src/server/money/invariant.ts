/**
 * Checks the ledger invariant against the balance columns. Used by the tests after every
 * money movement, and by `npm run ledger:check` for support staff.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { Database } from '@server/db/client';
import { submissions, tasks, users, withdrawalRequests } from '@server/db/schema';
import {
  accountPrefix,
  EXTERNAL_ACCOUNTS,
  INTERNAL_ACCOUNT_KINDS,
  type InternalAccountKind,
} from './ledger';

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

/** Each kind of internal account's rows: `id` and the column that holds its coins. */
const BALANCES: Readonly<Record<InternalAccountKind, SQL>> = {
  user: sql`select ${users.id} as id, ${users.availableCoin} as coins from ${users}`,
  task: sql`select ${tasks.id} as id, ${tasks.escrowCoins} as coins from ${tasks}`,
  submission: sql`select ${submissions.id} as id, ${submissions.escrowCoins} as coins from ${submissions}`,
  withdrawal: sql`select ${withdrawalRequests.id} as id,
    case when ${withdrawalRequests.status} = 'pending' then ${withdrawalRequests.withdrawalCoin} else 0 end as coins
    from ${withdrawalRequests}`,
};

const EXTERNAL: ReadonlySet<string> = new Set(Object.values(EXTERNAL_ACCOUNTS));

export async function checkLedger(db: Database): Promise<LedgerReport> {
  const balances = sql.join(
    INTERNAL_ACCOUNT_KINDS.map(
      (kind) =>
        sql`select ${accountPrefix(kind)}::text || held.id::text as account, held.coins::bigint as balance
          from (${BALANCES[kind]}) held`,
    ),
    sql` union all `,
  );
  const result = await db.execute<Row>(sql`
    with flows as (
      select to_account as account, coins::bigint as coins from ledger_entries
      union all
      select from_account, -coins::bigint from ledger_entries
    ),
    ledger as (select account, sum(coins) as net from flows group by account),
    balances as (${balances})
    select coalesce(b.account, l.account) as account,
           coalesce(b.balance, 0) as balance,
           coalesce(l.net, 0) as ledger
    from balances b full outer join ledger l on l.account = b.account
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const mismatches: AccountMismatch[] = [];
  const negativeBalances: string[] = [];
  let inSystem = 0;
  let enteredMinusLeft = 0;
  for (const row of rows) {
    const balance = Number(row.balance);
    const ledger = Number(row.ledger);
    if (EXTERNAL.has(row.account)) {
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
