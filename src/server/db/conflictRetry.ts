/**
 * Transactions that PostgreSQL aborts because they collided with another (a deadlock, or a
 * serialization failure) are run again a few times; the lock order (docs/money.md, "Lock
 * order") makes a deadlock rare, this makes the rare one invisible. Every attempt runs the
 * whole transaction from the start, so `work` must keep no state between attempts.
 */
import { HttpError } from '../errors';
import type { Database, Transaction } from './client';

/** SQLSTATEs: deadlock_detected, serialization_failure. */
const COLLISION_CODES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;
/** The wait before attempt n is up to n × this (random, so two colliding ones spread out). */
const BACKOFF_STEP_MS = 20;

export const COLLISION_MESSAGE =
  'Someone else changed the same data at the same moment. Please try again.';

/** True when the error (or one it wraps: drizzle wraps the driver's) is a collision. */
export function isCollision(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && COLLISION_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `db.transaction(work)`, run again on a collision; 409 with a message if they all collide. */
export async function transaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isCollision(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw new HttpError(409, COLLISION_MESSAGE);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * attempt * BACKOFF_STEP_MS),
      );
    }
  }
}
