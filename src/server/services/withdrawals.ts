/** Withdrawals: a worker's coins go into a hold; an admin pays the hold out, once. */
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';

import { MIN_WITHDRAWAL_COINS } from '@contract/constants';
import type { WithdrawalStatus } from '@contract/entities';
import type { TableQuery } from '@contract/tables';
import type {
  CoinSources,
  CreateWithdrawalBody,
  WithdrawalRequest,
} from '@contract/schemas/withdrawals';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { withdrawalAmountFor } from '@contract/money';
import type { Database } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { ledgerEntries, users, withdrawalRequests } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { accountOf, accountPrefix } from '@server/money/ledger';
import { holdForWithdrawal, payOut } from '@server/money/moves';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import { tableFilter, tableOrder } from './tableQueries';
import { MAX_COIN_COLUMN, type CallerRecord, type WithdrawalRow } from './rows';

export function toWithdrawal(row: WithdrawalRow): WithdrawalRequest {
  return {
    _id: row.id,
    withdrawal_coin: row.withdrawalCoin,
    withdrawal_amount: row.withdrawalAmount,
    payment_system: row.paymentSystem,
    worker_email: row.workerEmail,
    worker_name: row.workerName,
    withdrawal_date: row.requestedAt.toISOString(),
    status: row.status,
    ...(row.accountNumber ? { account_number: row.accountNumber } : {}),
  };
}

/** `withdrawal_amount` is checked against the server's own figure when given, never stored as sent. */
export type WithdrawalInput = Pick<
  CreateWithdrawalBody,
  'withdrawal_coin' | 'withdrawal_amount' | 'payment_system' | 'account_number'
>;

/** Half a cent: the client's dollar figure may differ from ours by rounding only. */
const AMOUNT_TOLERANCE = 0.005;

export async function requestWithdrawal(
  db: Database,
  worker: CallerRecord,
  input: WithdrawalInput,
): Promise<WithdrawalRequest> {
  const coins = input.withdrawal_coin;
  if (!Number.isSafeInteger(coins) || coins < MIN_WITHDRAWAL_COINS) {
    throw badRequest(VALIDATION_MESSAGES.minimumWithdrawal);
  }
  const amount = withdrawalAmountFor(coins);
  if (
    input.withdrawal_amount !== undefined &&
    Math.abs(input.withdrawal_amount - amount) > AMOUNT_TOLERANCE
  ) {
    throw badRequest(`withdrawal_amount must be ${amount} for ${coins} coins.`);
  }
  const aboveAvailable = (available: number) =>
    conflict(VALIDATION_MESSAGES.withdrawalAboveAvailable(available));
  if (coins > MAX_COIN_COLUMN) {
    const [current] = await db
      .select({ coins: users.availableCoin })
      .from(users)
      .where(eq(users.id, worker.id));
    throw aboveAvailable(current?.coins ?? 0);
  }

  return transaction(db, async (tx) =>
    toWithdrawal(
      await holdForWithdrawal(tx, worker.id, {
        coins,
        amount,
        paymentSystem: input.payment_system,
        accountNumber: input.account_number ?? null,
      }),
    ),
  );
}

/** Pays a pending request's hold out of the system, once; the figures are the stored ones. */
export async function approveWithdrawal(
  db: Database,
  admin: CallerRecord,
  withdrawalId: string,
): Promise<WithdrawalRequest> {
  return transaction(db, async (tx) => toWithdrawal(await payOut(tx, admin.id, withdrawalId)));
}

export interface WithdrawalFilter {
  workerId?: string;
  status?: WithdrawalStatus;
  /** An admin's list: each request says where its worker's coins came from. */
  withCoinSources?: boolean;
}

/**
 * Without a sort: pending requests first, oldest first (the admin pays them in turn); then the
 * paid ones, newest first. With one, the table's order (services/tableQueries.ts).
 */
export function withdrawalOrder(query: Omit<TableQuery<'withdrawals'>, 'status'>): SQL[] {
  if (query.sort !== undefined || query.order !== undefined) {
    return tableOrder('withdrawals', query);
  }
  return [
    sql`${withdrawalRequests.status} = 'pending' desc`,
    sql`case when ${withdrawalRequests.status} = 'pending' then ${withdrawalRequests.requestedAt} end asc`,
    descending(withdrawalRequests.requestedAt),
    descending(withdrawalRequests.id),
  ];
}

export async function listWithdrawals(
  db: Database,
  filter: WithdrawalFilter,
  window: PageWindow | undefined,
  query: Omit<TableQuery<'withdrawals'>, 'status'> = {},
): Promise<Listing<WithdrawalRequest>> {
  const conditions: SQL[] = [];
  if (filter.workerId) conditions.push(eq(withdrawalRequests.workerId, filter.workerId));
  if (filter.status) conditions.push(eq(withdrawalRequests.status, filter.status));
  const searched = tableFilter('withdrawals', query);
  if (searched) conditions.push(searched);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await inWindow(
    db
      .select()
      .from(withdrawalRequests)
      .where(where)
      .orderBy(...withdrawalOrder(query))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(withdrawalRequests).where(where);
  if (!filter.withCoinSources) return { items: rows.map(toWithdrawal), total: total?.value ?? 0 };
  const sources = await coinSourcesOf(
    db,
    rows.map((row) => row.workerId),
  );
  return {
    items: rows.map((row) => ({
      ...toWithdrawal(row),
      coin_sources: sources.get(row.workerId) ?? NO_COINS,
    })),
    total: total?.value ?? 0,
  };
}

const EARNED = sql`${ledgerEntries.event} = 'submission_approved'`;
const GRANTED = sql`${ledgerEntries.event} = 'sign_up_grant'`;
const PURCHASED = sql`${ledgerEntries.event} = 'coin_purchase'`;

/**
 * Where each worker's coins came from, read from the ledger's movements into their balance:
 * an admin sees whether a withdrawal is paid from approved work or from sign-up coins
 * gathered through throwaway accounts (docs/money.md).
 */
export async function coinSourcesOf(
  db: Database,
  workerIds: readonly string[],
): Promise<Map<string, CoinSources>> {
  const sources = new Map<string, CoinSources>();
  if (workerIds.length === 0) return sources;
  const accounts = [...new Set(workerIds)].map((id) => accountOf.user(id));
  const rows = await db
    .select({
      account: ledgerEntries.toAccount,
      earned: sql`coalesce(sum(${ledgerEntries.coins}) filter (where ${EARNED}), 0)`.mapWith(
        Number,
      ),
      signUpGrant: sql`coalesce(sum(${ledgerEntries.coins}) filter (where ${GRANTED}), 0)`.mapWith(
        Number,
      ),
      purchased: sql`coalesce(sum(${ledgerEntries.coins}) filter (where ${PURCHASED}), 0)`.mapWith(
        Number,
      ),
      total: sql`coalesce(sum(${ledgerEntries.coins}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.toAccount, accounts))
    .groupBy(ledgerEntries.toAccount);
  for (const row of rows) {
    sources.set(row.account.slice(accountPrefix('user').length), {
      earned: row.earned,
      signUpGrant: row.signUpGrant,
      purchased: row.purchased,
      other: row.total - row.earned - row.signUpGrant - row.purchased,
    });
  }
  return sources;
}

const NO_COINS: CoinSources = { earned: 0, signUpGrant: 0, purchased: 0, other: 0 };
