/** Withdrawals: a worker's coins go into a hold; an admin pays the hold out, once. */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';

import { MIN_WITHDRAWAL_COINS } from '../../contract/constants';
import type { PaymentSystem, WithdrawalRequest, WithdrawalStatus } from '../../contract/entities';
import { VALIDATION_MESSAGES } from '../../contract/messages';
import { withdrawalAmountFor } from '../../contract/money';
import type { Database } from '../db/client';
import { users, withdrawalRequests } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { accountOf, EXTERNAL_ACCOUNTS, recordMovements } from '../money/ledger';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import { MAX_COIN_COLUMN, type UserRow, type WithdrawalRow } from './rows';

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

export interface WithdrawalInput {
  withdrawal_coin: number;
  /** Checked against the server's own figure when given, never stored as sent. */
  withdrawal_amount?: number;
  payment_system: PaymentSystem;
  account_number?: string;
}

/** Half a cent: the client's dollar figure may differ from ours by rounding only. */
const AMOUNT_TOLERANCE = 0.005;

export async function requestWithdrawal(
  db: Database,
  worker: UserRow,
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
  if (coins > MAX_COIN_COLUMN) throw aboveAvailable(worker.availableCoin);

  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(users)
      .set({ availableCoin: sql`${users.availableCoin} - ${coins}` })
      .where(and(eq(users.id, worker.id), sql`${users.availableCoin} >= ${coins}`))
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!held) {
      const [current] = await tx
        .select({ availableCoin: users.availableCoin })
        .from(users)
        .where(eq(users.id, worker.id));
      throw aboveAvailable(current?.availableCoin ?? 0);
    }
    const [request] = await tx
      .insert(withdrawalRequests)
      .values({
        workerId: held.id,
        workerEmail: held.email,
        workerName: held.name,
        withdrawalCoin: coins,
        withdrawalAmount: amount,
        paymentSystem: input.payment_system,
        accountNumber: input.account_number ?? null,
      })
      .returning();
    if (!request) throw new Error('The withdrawal request was not stored.');
    await recordMovements(tx, [
      {
        event: 'withdrawal_requested',
        from: accountOf.user(held.id),
        to: accountOf.withdrawal(request.id),
        coins,
      },
    ]);
    return toWithdrawal(request);
  });
}

/** Pays a pending request's hold out of the system, once; the figures are the stored ones. */
export async function approveWithdrawal(
  db: Database,
  admin: UserRow,
  withdrawalId: string,
): Promise<WithdrawalRequest> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(withdrawalRequests)
      .set({ status: 'success', approvedAt: new Date(), approvedBy: admin.id })
      .where(and(eq(withdrawalRequests.id, withdrawalId), eq(withdrawalRequests.status, 'pending')))
      .returning();
    if (!paid) {
      const [existing] = await tx
        .select({ id: withdrawalRequests.id })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.id, withdrawalId));
      throw existing
        ? conflict('This withdrawal request has already been paid.')
        : notFound('The withdrawal request');
    }
    await recordMovements(tx, [
      {
        event: 'withdrawal_paid',
        from: accountOf.withdrawal(paid.id),
        to: EXTERNAL_ACCOUNTS.payouts,
        coins: paid.withdrawalCoin,
      },
    ]);
    return toWithdrawal(paid);
  });
}

export interface WithdrawalFilter {
  workerId?: string;
  status?: WithdrawalStatus;
}

export async function listWithdrawals(
  db: Database,
  filter: WithdrawalFilter,
  window: PageWindow | undefined,
): Promise<Listing<WithdrawalRequest>> {
  const conditions: SQL[] = [];
  if (filter.workerId) conditions.push(eq(withdrawalRequests.workerId, filter.workerId));
  if (filter.status) conditions.push(eq(withdrawalRequests.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await inWindow(
    db
      .select()
      .from(withdrawalRequests)
      .where(where)
      // Pending requests first, oldest first (the admin pays them in turn); then the paid
      // ones, newest first.
      .orderBy(
        sql`${withdrawalRequests.status} = 'pending' desc`,
        sql`case when ${withdrawalRequests.status} = 'pending' then ${withdrawalRequests.requestedAt} end asc`,
        descending(withdrawalRequests.requestedAt),
        descending(withdrawalRequests.id),
      )
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(withdrawalRequests).where(where);
  return { items: rows.map(toWithdrawal), total: total?.value ?? 0 };
}
