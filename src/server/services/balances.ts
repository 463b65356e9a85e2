/**
 * Where a person's coins are (docs/money.md#where-coins-can-be): the available balance and the
 * escrows and holds that belong to them. Each figure is read from the column the ledger
 * mirrors, so it equals the ledger's balance of those accounts
 * (docs/money.md#the-ledger-invariant). One statement per person: one snapshot, so the figures
 * agree with each other even while coins move.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';

import { WAITING_FOR_REVIEW_STATUSES } from '@contract/insights';
import type { Balance } from '@contract/schemas/balances';
import type { Database } from '../db/client';
import { submissions, tasks, users, userStats, withdrawalRequests } from '../db/schema';
import type { UserRow } from './rows';

const sumOf = (column: typeof submissions.escrowCoins | typeof tasks.escrowCoins) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function balanceOf(db: Database, person: UserRow): Promise<Balance> {
  if (person.role === 'worker') {
    const waiting = db
      .select({ coins: sumOf(submissions.escrowCoins) })
      .from(submissions)
      .where(
        and(
          eq(submissions.workerId, users.id),
          inArray(submissions.status, [...WAITING_FOR_REVIEW_STATUSES]),
        ),
      );
    const held = db
      .select({ coins: sql`coalesce(sum(${withdrawalRequests.withdrawalCoin}), 0)` })
      .from(withdrawalRequests)
      .where(
        and(eq(withdrawalRequests.workerId, users.id), eq(withdrawalRequests.status, 'pending')),
      );
    const earned = db
      .select({ coins: userStats.earnedCoins })
      .from(userStats)
      .where(eq(userStats.userId, users.id));
    const [row] = await db
      .select({
        available: users.availableCoin,
        waiting: sql`(${waiting})`.mapWith(Number),
        held: sql`(${held})`.mapWith(Number),
        // No stats row yet: nothing earned.
        earned: sql`coalesce((${earned}), 0)`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, person.id));
    return {
      role: 'worker',
      available: row?.available ?? 0,
      waiting_for_review: row?.waiting ?? 0,
      held_for_withdrawal: row?.held ?? 0,
      earned_total: row?.earned ?? 0,
    };
  }
  if (person.role === 'buyer') {
    const openTasks = db
      .select({ coins: sumOf(tasks.escrowCoins) })
      .from(tasks)
      .where(eq(tasks.buyerId, users.id));
    const heldSubmissions = db
      .select({ coins: sumOf(submissions.escrowCoins) })
      .from(submissions)
      .where(eq(submissions.buyerId, users.id));
    const [row] = await db
      .select({
        available: users.availableCoin,
        openTasks: sql`(${openTasks})`.mapWith(Number),
        submissions: sql`(${heldSubmissions})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, person.id));
    return {
      role: 'buyer',
      available: row?.available ?? 0,
      escrow_open_tasks: row?.openTasks ?? 0,
      escrow_submissions: row?.submissions ?? 0,
    };
  }
  const [row] = await db
    .select({ available: users.availableCoin })
    .from(users)
    .where(eq(users.id, person.id));
  return { role: 'admin', available: row?.available ?? 0 };
}
