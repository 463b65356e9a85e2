/**
 * The per-day figures behind the home screens' charts, read from the coin ledger: every coin
 * movement is one row with its time, so history stays readable after tasks and submissions are
 * deleted (docs/money.md#the-ledger-invariant). Days are UTC; every day of the range answers,
 * zeros included. The reads go through the ledger's (account, created_at) and created_at indexes.
 */
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';

import type { EarningsDay, PlatformDay, SpendingDay } from '@contract/schemas/insights';
import type { Database } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { accountOf, type LedgerEvent } from '../money/ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days of the range, oldest first, ending with today's. */
export function daysEndingToday(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

const dayOf = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

function coinsWhen(events: readonly LedgerEvent[]): SQL<number> {
  return sql<number>`coalesce(sum(${ledgerEntries.coins}) filter (where ${inArray(ledgerEntries.event, [...events])}), 0)`.mapWith(
    Number,
  );
}

function countWhen(event: LedgerEvent): SQL<number> {
  return sql<number>`count(*) filter (where ${eq(ledgerEntries.event, event)})`.mapWith(Number);
}

/** Sums per day of the ledger rows `where` selects; each figure of a day is one aggregate. */
async function perDay<Key extends string>(
  db: Database,
  days: number,
  where: SQL | undefined,
  figures: Record<Key, SQL<number>>,
): Promise<{ day: string; figures: Record<Key, number> }[]> {
  const range = daysEndingToday(days);
  const first = new Date(`${range[0]}T00:00:00.000Z`);
  const selection: Record<string, SQL> = { ...figures, day: dayOf };
  const rows: Record<string, unknown>[] = await db
    .select(selection)
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, first), where))
    .groupBy(dayOf);
  const byDay = new Map(rows.map((row) => [String(row.day), row]));
  const keys = Object.keys(figures) as Key[];
  return range.map((day) => {
    const row = byDay.get(day);
    const values = Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)]));
    return { day, figures: values as Record<Key, number> };
  });
}

/** The coins paid to the worker for work each day (approvals by the buyer, deadline or appeal). */
export async function earningsByDay(
  db: Database,
  workerId: string,
  days: number,
): Promise<EarningsDay[]> {
  const rows = await perDay(db, days, eq(ledgerEntries.toAccount, accountOf.user(workerId)), {
    coins: coinsWhen(['submission_approved']),
  });
  return rows.map(({ day, figures }) => ({ day, ...figures }));
}

/**
 * What the buyer set aside for tasks each day, what came back from deleted tasks and their
 * cancelled submissions, and the coins bought. Two reads, each on one of the ledger's account
 * indexes (coins out of the buyer's account, coins into it).
 */
export async function spendingByDay(
  db: Database,
  buyerId: string,
  days: number,
): Promise<SpendingDay[]> {
  const account = accountOf.user(buyerId);
  const [outgoing, incoming] = await Promise.all([
    perDay(db, days, eq(ledgerEntries.fromAccount, account), {
      spent: coinsWhen(['task_posted']),
    }),
    perDay(db, days, eq(ledgerEntries.toAccount, account), {
      refunded: coinsWhen(['task_deleted', 'submission_cancelled']),
      bought: coinsWhen(['coin_purchase']),
    }),
  ]);
  return outgoing.map(({ day, figures }, index) => ({
    day,
    spent: figures.spent,
    refunded: incoming[index]?.figures.refunded ?? 0,
    bought: incoming[index]?.figures.bought ?? 0,
  }));
}

/** The platform's daily volume: each figure counts or sums one kind of ledger movement. */
export async function platformByDay(db: Database, days: number): Promise<PlatformDay[]> {
  const rows = await perDay(db, days, undefined, {
    tasks_posted: countWhen('task_posted'),
    submissions: countWhen('work_submitted'),
    approvals: countWhen('submission_approved'),
    coins_bought: coinsWhen(['coin_purchase']),
    coins_paid_out: coinsWhen(['withdrawal_paid']),
  });
  return rows.map(({ day, figures }) => ({ day, ...figures }));
}
