/**
 * Stream tickets: a random secret that opens one notification stream, once, within a short
 * time. Only its SHA-256 is stored; the times are the database's, so every instance agrees.
 */
import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { StreamTicket } from '@contract/schemas/notifications';
import type { Database } from '../db/client';
import { streamTickets, users } from '../db/schema';
import type { UserRow } from './rows';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueStreamTicket(
  db: Database,
  userId: string,
  lifetimeSeconds: number,
): Promise<StreamTicket> {
  // Spent and expired tickets are worthless: clear them as new ones are issued.
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, sql`now()`));
  const ticket = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(streamTickets)
    .values({
      ticketHash: hashOf(ticket),
      userId,
      expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .returning({ expiresAt: streamTickets.expiresAt });
  if (!row) throw new Error('The stream ticket was not stored.');
  return { ticket, expiresAt: row.expiresAt.toISOString() };
}

/** The ticket's user, once: using a ticket spends it. */
export async function redeemStreamTicket(
  db: Database,
  ticket: string,
): Promise<UserRow | undefined> {
  const [spent] = await db
    .delete(streamTickets)
    .where(
      and(eq(streamTickets.ticketHash, hashOf(ticket)), gt(streamTickets.expiresAt, sql`now()`)),
    )
    .returning({ userId: streamTickets.userId });
  if (!spent) return undefined;
  const [record] = await db.select().from(users).where(eq(users.id, spent.userId)).limit(1);
  return record;
}
