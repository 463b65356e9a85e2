/**
 * Helpers for the marketplace tests: the ledger check every money test ends with, coins for
 * a test account (recorded in the ledger like a purchase), and a valid task body.
 */
import { eq, sql } from 'drizzle-orm';

import type { Database } from '@server/db/client';
import { users } from '@server/db/schema';
import { accountOf, EXTERNAL_ACCOUNTS, recordMovements } from '@server/money/ledger';
import { checkLedger } from '@server/money/invariant';
import type { TestServer } from './testServer';

/** No account differs from its ledger, nothing is negative, nothing appeared or vanished. */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  const report = await checkLedger(db);
  expect(report.mismatches).toEqual([]);
  expect(report.negativeBalances).toEqual([]);
  expect(report.inSystem).toBe(report.enteredMinusLeft);
}

/** Adds coins to a user the way a verified purchase does (balance and ledger together). */
export async function addCoins(db: Database, userId: string, coins: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ availableCoin: sql`${users.availableCoin} + ${coins}` })
      .where(eq(users.id, userId));
    await recordMovements(tx, [
      {
        event: 'coin_purchase',
        from: EXTERNAL_ACCOUNTS.purchases,
        to: accountOf.user(userId),
        coins,
      },
    ]);
  });
}

export async function balanceOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ coins: users.availableCoin })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row.coins;
}

export function taskBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    task_title: 'Label twenty bird photos',
    task_detail: 'Name the bird species in each of the twenty photos.',
    required_workers: 2,
    payable_amount: 5,
    completion_date: '2030-06-30',
    submission_info: 'A link to your labelled sheet.',
    task_image_url: '/images/demo/tasks/birds.svg',
    ...overrides,
  };
}

type Caller = Parameters<TestServer['call']>[0];

/** Posts a task through the API and answers its id. */
export async function postTaskAs(
  server: TestServer,
  buyer: Caller,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await server.call(buyer, {
    method: 'POST',
    url: '/api/tasks',
    payload: taskBody(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`POST /api/tasks answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ insertedId: string }>().insertedId;
}

/** Submits work through the API and answers the submission's id. */
export async function submitAs(
  server: TestServer,
  worker: Caller,
  taskId: string,
): Promise<string> {
  const response = await server.call(worker, {
    method: 'POST',
    url: '/api/submissions',
    payload: { task_id: taskId, submission_details: 'Done: https://sheets.example.test/1' },
  });
  if (response.statusCode !== 201) {
    throw new Error(`POST /api/submissions answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ insertedId: string }>().insertedId;
}

/** A rejection as a buyer sends it: a reason from the list and a comment. */
export const SOME_REJECTION = {
  reason: 'Incomplete work',
  comment: 'Only half of the photos were tagged.',
} as const;

/** The buyer decides: `reject` goes with SOME_REJECTION unless `rejection` says otherwise. */
export function review(
  server: TestServer,
  buyer: Caller,
  submissionId: string,
  action: 'approved' | 'reject',
  rejection: { reason?: string; comment?: string } = SOME_REJECTION,
) {
  return server.call(buyer, {
    method: 'PATCH',
    url: `/api/submissions/${submissionId}`,
    payload: action === 'reject' ? { action, ...rejection } : { action },
  });
}
