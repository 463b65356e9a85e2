/**
 * A coin purchase: the gateway's word on the intent decides, the package table decides the
 * coins, and a transaction id is credited at most once (docs/money.md, "coin purchase").
 */
import { and, count, eq, lte, sql, sum } from 'drizzle-orm';

import { PAYMENT_CURRENCY } from '@contract/constants';
import type { Payment } from '@contract/entities';
import { coinPackageForCents } from '@contract/money';
import type { CallerRecord } from '../auth/access';
import type { Database } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { payments, users } from '../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../errors';
import { accountOf, EXTERNAL_ACCOUNTS, recordMovements } from '../money/ledger';
import { descending, inWindow, type Listing, type PageWindow } from '../services/paging';
import { MAX_COIN_COLUMN } from '../services/rows';
import type { PaymentProvider } from './provider';

type PaymentRow = typeof payments.$inferSelect;

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    email: row.email,
    price: row.price,
    coins: row.coins,
    date: row.paidAt.toISOString(),
    transactionId: row.transactionId,
  };
}

export interface PurchaseOutcome {
  payment: Payment;
  /** False when this transaction id had been credited before. */
  credited: boolean;
}

/** Asks the gateway what happened to the intent and which package it paid for. */
async function verifiedPackage(provider: PaymentProvider, buyer: CallerRecord, intentId: string) {
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw notFound('The payment');
  if (intent.userId !== buyer.id) throw forbidden('This payment belongs to another account.');
  if (intent.status !== 'succeeded') {
    throw new HttpError(402, 'This payment has not gone through, so no coins were added.');
  }
  const coinPackage =
    intent.currency === PAYMENT_CURRENCY ? coinPackageForCents(intent.amountCents) : undefined;
  if (!coinPackage) {
    throw conflict('The amount paid does not match a coin package, so no coins were added.');
  }
  return coinPackage;
}

/**
 * Records the payment and credits its coins in one transaction. The unique transaction id
 * makes the insert the gate: of two confirmations racing, only the one whose row went in
 * credits; the other reads the row back.
 */
export async function recordCoinPurchase(
  db: Database,
  provider: PaymentProvider,
  buyer: CallerRecord,
  transactionId: string,
): Promise<PurchaseOutcome> {
  const coinPackage = await verifiedPackage(provider, buyer, transactionId);
  return transaction(db, async (tx) => {
    // The buyer first (the lock order, docs/money.md), then the payment's unique insert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.id)).for('update');
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: buyer.id,
        email: buyer.email,
        price: coinPackage.price,
        coins: coinPackage.coins,
        transactionId,
        provider: provider.name,
      })
      .onConflictDoNothing({ target: payments.transactionId })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(payments)
        .where(eq(payments.transactionId, transactionId))
        .limit(1);
      if (!existing) throw new Error(`Payment ${transactionId} conflicted but is not there.`);
      return { payment: toPayment(existing), credited: false };
    }
    const [credited] = await tx
      .update(users)
      .set({ availableCoin: sql`${users.availableCoin} + ${coinPackage.coins}` })
      .where(
        and(eq(users.id, buyer.id), lte(users.availableCoin, MAX_COIN_COLUMN - coinPackage.coins)),
      )
      .returning({ id: users.id });
    if (!credited) throw conflict('Your account cannot hold more coins.');
    await recordMovements(tx, [
      {
        event: 'coin_purchase',
        from: EXTERNAL_ACCOUNTS.purchases,
        to: accountOf.user(buyer.id),
        coins: coinPackage.coins,
      },
    ]);
    return { payment: toPayment(inserted), credited: true };
  });
}

/**
 * Newest first; `userId` undefined lists everyone's (admin). Served by the indexes
 * payments_user_idx and payments_paid_idx.
 */
export async function listPayments(
  db: Database,
  userId: string | undefined,
  window: PageWindow | undefined,
): Promise<Listing<Payment>> {
  const where = userId === undefined ? undefined : eq(payments.userId, userId);
  const select = db
    .select()
    .from(payments)
    .where(where)
    .orderBy(descending(payments.paidAt), descending(payments.id))
    .$dynamic();
  const [rows, [counted]] = await Promise.all([
    inWindow(select, window),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { items: rows.map(toPayment), total: counted?.total ?? 0 };
}

/** Dollars paid across every purchase. */
export async function totalPaymentsPrice(db: Database): Promise<number> {
  const [row] = await db.select({ total: sum(payments.price) }).from(payments);
  return Number(row?.total ?? 0);
}
