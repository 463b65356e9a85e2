/**
 * Coin purchases (docs/money.md#the-rules): the package table decides the price of an intent
 * and the coins of a payment, the gateway's word on the intent decides whether it was paid,
 * and a transaction id is credited at most once.
 */
import { and, count, eq, sum } from 'drizzle-orm';

import { PAYMENT_CURRENCY } from '@contract/constants';
import type { Payment } from '@contract/schemas/payments';
import type { TableQuery } from '@contract/tables';
import {
  COIN_PACKAGE_PRICES,
  coinPackageForCents,
  coinPackageForPrice,
  dollarsToCents,
} from '@contract/money';
import type { CallerRecord } from '@server/auth/access';
import type { Database } from '@server/db/client';
import { transaction } from '@server/db/conflictRetry';
import { payments, users } from '@server/db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@server/errors';
import { creditPurchase } from '@server/money/moves';
import type { CreatedIntent, PaymentProvider } from '@server/payments/provider';
import { inWindow, type Listing, type PageWindow } from './paging';
import { tableFilter, tableOrder } from './tableQueries';

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

/** An intent for the price of one of the coin packages; any other price is refused. */
export async function startCoinPurchase(
  provider: PaymentProvider,
  buyer: CallerRecord,
  price: number,
): Promise<CreatedIntent> {
  const coinPackage = coinPackageForPrice(price);
  if (!coinPackage) throw badRequest(`Choose one of the coin packages: ${COIN_PACKAGE_PRICES}.`);
  return provider.createIntent({
    amountCents: dollarsToCents(coinPackage.price),
    userId: buyer.id,
    metadata: { userId: buyer.id, coins: String(coinPackage.coins) },
  });
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
  /** The e-mail the browser sent, if any: it must be the buyer's own. */
  claimedEmail?: string,
): Promise<PurchaseOutcome> {
  if (claimedEmail !== undefined && claimedEmail.toLowerCase() !== buyer.email) {
    throw forbidden('Coins can only be bought for your own account.');
  }
  const coinPackage = await verifiedPackage(provider, buyer, transactionId);
  return transaction(db, async (tx) => {
    // The buyer first (docs/money.md#lock-order), then the payment's unique insert.
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
    await creditPurchase(tx, buyer.id, coinPackage.coins);
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
  query: TableQuery<'payments'> = {},
): Promise<Listing<Payment>> {
  const where = and(
    userId === undefined ? undefined : eq(payments.userId, userId),
    tableFilter('payments', query),
  );
  const select = db
    .select()
    .from(payments)
    .where(where)
    .orderBy(...tableOrder('payments', query))
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
