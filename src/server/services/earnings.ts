/** A worker's earnings: one entry per approved submission. */
import { and, count, eq } from 'drizzle-orm';

import type { Earning } from '@contract/schemas/earnings';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';
import { descending, inWindow, type Listing, type PageWindow } from './paging';

export async function listEarnings(
  db: Database,
  workerId: string,
  window: PageWindow | undefined,
): Promise<Listing<Earning>> {
  const approved = and(eq(submissions.workerId, workerId), eq(submissions.status, 'approved'));
  const rows = await inWindow(
    db
      .select()
      .from(submissions)
      .where(approved)
      .orderBy(descending(submissions.decidedAt), descending(submissions.id))
      .$dynamic(),
    window,
  );
  const [total] = await db.select({ value: count() }).from(submissions).where(approved);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      amount: row.payableAmount,
      task_title: row.taskTitle,
      buyer_email: row.buyerEmail,
      date: (row.decidedAt ?? row.submittedAt).toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
