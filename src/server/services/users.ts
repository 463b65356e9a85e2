/** People: sign-up with its coin grant, the admin's user management, public top workers. */
import { and, asc, count, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';

import { TOP_WORKERS_COUNT } from '@contract/constants';
import type { Role } from '@contract/entities';
import type { TableQuery } from '@contract/tables';
import type { AdminSummary, TopWorker, User } from '@contract/schemas/users';
import { type OpenCommitments, RULE_MESSAGES, SESSION_MESSAGES } from '@contract/messages';
import type { Database, Transaction } from '../db/client';
import { transaction } from '../db/conflictRetry';
import {
  notifications,
  payments,
  submissions,
  tasks,
  userRoleCounts,
  users,
  withdrawalRequests,
} from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { closeBalance, grantSignup } from '@server/money/moves';
import { isDeletedAccount, recordAccountDeletion } from './accountDeletions';
import { transactionWithNotifications } from './notifications';
import { countOpenTasks, type OpenTaskChange } from './openTasks';
import { descending, inWindow, type Listing, type PageWindow } from './paging';
import { tableFilter, tableOrder } from './tableQueries';
import type { CallerRecord, UserRow } from './rows';
import { cancelWorkerSubmissions } from './submissions';
import { removeTask } from './tasks';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    role: row.role,
    availableCoin: row.availableCoin,
  };
}

export interface NewUserRecord {
  firebaseUid: string;
  name: string;
  email: string;
  photo: string;
  /** The sign-up route allows worker and buyer only; an admin is for seeding. */
  role: Role;
}

export interface CreatedUser {
  user: User;
  /** False when the person already had a record (signing up twice is harmless). */
  created: boolean;
}

/**
 * Creates the record of an identity-provider account with its starting coins (grantSignup),
 * once. An account whose record was deleted cannot make a new one (its deletion at the
 * provider may still be under way).
 */
export async function createUserRecord(db: Database, input: NewUserRecord): Promise<CreatedUser> {
  return transaction(db, async (tx) => {
    if (await isDeletedAccount(tx, input.firebaseUid)) {
      throw forbidden(SESSION_MESSAGES.accountDeleted);
    }
    const [inserted] = await tx
      .insert(users)
      .values({
        firebaseUid: input.firebaseUid,
        name: input.name,
        email: input.email.toLowerCase(),
        photo: input.photo,
        role: input.role,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { user: toUser(await grantSignup(tx, inserted)), created: true };
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.firebaseUid, input.firebaseUid))
      .limit(1);
    if (existing) return { user: toUser(existing), created: false };
    throw conflict('Another account already uses this e-mail address.');
  });
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** Manage Users: oldest first unless another sort is asked (services/tableQueries.ts). */
export async function listUsers(
  db: Database,
  window: PageWindow | undefined,
  query: TableQuery<'users'> = {},
): Promise<Listing<User>> {
  const where = tableFilter('users', query);
  const rows = await inWindow(
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...tableOrder('users', query))
      .$dynamic(),
    window,
  );
  return { items: rows.map(toUser), total: await countUsers(db, query, where) };
}

/**
 * Unsearched, the users of a role (or of every role) are counted in `user_role_counts`; a search
 * counts its matches (its trigram indexes find them, docs/performance.md).
 */
async function countUsers(
  db: Database,
  query: TableQuery<'users'>,
  where: SQL | undefined,
): Promise<number> {
  if (!query.q?.trim()) {
    const [counted] = await db
      .select({ value: sql`coalesce(sum(${userRoleCounts.users}), 0)`.mapWith(Number) })
      .from(userRoleCounts)
      .where(query.status === undefined ? undefined : eq(userRoleCounts.role, query.status));
    return counted?.value ?? 0;
  }
  const [counted] = await db.select({ value: count() }).from(users).where(where);
  return counted?.value ?? 0;
}

export async function adminSummary(db: Database): Promise<AdminSummary> {
  const [people] = await db
    .select({
      totalCoins: sql`coalesce(sum(${users.availableCoin}), 0)`.mapWith(Number),
      totalWorkers: sql`count(*) filter (where ${users.role} = 'worker')`.mapWith(Number),
      totalBuyers: sql`count(*) filter (where ${users.role} = 'buyer')`.mapWith(Number),
    })
    .from(users);
  const [paid] = await db
    .select({ totalPayments: sql`coalesce(sum(${payments.price}), 0)`.mapWith(Number) })
    .from(payments);
  const [taskEscrow] = await db
    .select({ coins: sql`coalesce(sum(${tasks.escrowCoins}), 0)`.mapWith(Number) })
    .from(tasks);
  const [submissionEscrow] = await db
    .select({ coins: sql`coalesce(sum(${submissions.escrowCoins}), 0)`.mapWith(Number) })
    .from(submissions)
    // Rows that hold nothing add nothing; the condition lets the partial index serve the sum.
    .where(gt(submissions.escrowCoins, 0));
  const [withdrawalHolds] = await db
    .select({ coins: sql`coalesce(sum(${withdrawalRequests.withdrawalCoin}), 0)`.mapWith(Number) })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.status, 'pending'));
  return {
    totalCoins: people?.totalCoins ?? 0,
    totalWorkers: people?.totalWorkers ?? 0,
    totalBuyers: people?.totalBuyers ?? 0,
    totalPayments: paid?.totalPayments ?? 0,
    totalEscrow: (taskEscrow?.coins ?? 0) + (submissionEscrow?.coins ?? 0),
    totalWithdrawalHolds: withdrawalHolds?.coins ?? 0,
  };
}

export async function topWorkers(db: Database): Promise<TopWorker[]> {
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      photo: users.photo,
      availableCoin: users.availableCoin,
    })
    .from(users)
    .where(eq(users.role, 'worker'))
    .orderBy(descending(users.availableCoin), asc(users.id))
    .limit(TOP_WORKERS_COUNT);
  return rows;
}

/**
 * Locks every admin row and the target's, in id order (docs/money.md, "Lock order"): two
 * admins acting on each other at once are decided one after the other. Checks the actor is
 * still an admin and the target still exists; answers the admins' ids and the target.
 */
async function lockAdminsAndTarget(
  tx: Transaction,
  actor: CallerRecord,
  targetId: string,
): Promise<{ admins: string[]; target: UserRow }> {
  const locked = await tx
    .select()
    .from(users)
    .where(or(eq(users.role, 'admin'), eq(users.id, targetId)))
    .orderBy(asc(users.id))
    .for('update');
  const admins = locked.filter((row) => row.role === 'admin').map((row) => row.id);
  if (!admins.includes(actor.id)) throw forbidden(SESSION_MESSAGES.roleNotAllowed);
  const target = locked.find((row) => row.id === targetId);
  if (!target) throw notFound('The user');
  return { admins, target };
}

/** Refuses to take away the last admin, whatever the order of requests. */
function keepAnAdmin(admins: string[], target: UserRow): void {
  if (target.role === 'admin' && admins.every((id) => id === target.id)) {
    throw conflict('The last admin must stay an admin.');
  }
}

/** Coins held for or by a person: tasks in escrow, submissions pending, withdrawals pending. */
async function openCommitmentsOf(tx: Transaction, userId: string): Promise<OpenCommitments> {
  const [ownTasks] = await tx
    .select({ value: count() })
    .from(tasks)
    .where(and(eq(tasks.buyerId, userId), gt(tasks.escrowCoins, 0)));
  const [held] = await tx
    .select({
      toReview: sql`count(*) filter (where ${submissions.buyerId} = ${userId})`.mapWith(Number),
      submitted: sql`count(*) filter (where ${submissions.workerId} = ${userId})`.mapWith(Number),
    })
    .from(submissions)
    .where(
      and(
        gt(submissions.escrowCoins, 0),
        sql`(${submissions.buyerId} = ${userId} or ${submissions.workerId} = ${userId})`,
      ),
    );
  const [withdrawals] = await tx
    .select({ value: count() })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.workerId, userId), eq(withdrawalRequests.status, 'pending')));
  return {
    openTasks: ownTasks?.value ?? 0,
    pendingSubmissionsToReview: held?.toReview ?? 0,
    pendingSubmissions: held?.submitted ?? 0,
    pendingWithdrawals: withdrawals?.value ?? 0,
  };
}

/**
 * A role change is refused while coins are held for or by the person (docs/money.md): a
 * buyer's open tasks and submissions to review, a worker's pending submissions and
 * withdrawals. Refusing loses nothing; the admin settles them, then changes the role.
 */
async function refuseWithOpenCommitments(tx: Transaction, userId: string): Promise<void> {
  const open = await openCommitmentsOf(tx, userId);
  if (Object.values(open).some((value) => value > 0)) {
    throw conflict(RULE_MESSAGES.roleChangeWithOpenCommitments(open));
  }
}

export async function changeUserRole(
  db: Database,
  admin: CallerRecord,
  targetId: string,
  role: Role,
): Promise<{ user: User; firebaseUid: string }> {
  if (targetId === admin.id) throw forbidden('You cannot change your own role.');
  return transaction(db, async (tx) => {
    const { admins, target } = await lockAdminsAndTarget(tx, admin, targetId);
    if (role !== 'admin') keepAnAdmin(admins, target);
    if (role !== target.role) await refuseWithOpenCommitments(tx, target.id);
    const [updated] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.id, targetId))
      .returning();
    if (!updated) throw notFound('The user');
    return { user: toUser(updated), firebaseUid: updated.firebaseUid };
  });
}

/**
 * Deletes a person, in one transaction, so the ledger stays whole:
 * 1. every task they posted is deleted as its buyer would (open slots and pending
 *    submissions refunded to them, those workers notified);
 * 2. their own submissions that hold coins (pending, changes requested, rejected within the
 *    appeal window, appealed) are cancelled and each slot goes back to its task;
 * 3. their remaining balance leaves the system to `closures` (closeBalance);
 * 4. their notifications and record are removed, and the deletion of their identity-provider
 *    account is recorded; the caller deletes the account after the commit, and the sweep in
 *    accountDeletions.ts retries it if that fails (no outside call inside a transaction,
 *    docs/money.md).
 * Their pending withdrawal requests stay: those coins were already set aside to be paid to
 * them, and an admin can still pay them out. Decided submissions and payments stay as history.
 */
export async function deleteUser(
  db: Database,
  admin: CallerRecord,
  targetId: string,
): Promise<{ firebaseUid: string }> {
  if (targetId === admin.id) throw forbidden('You cannot delete your own account.');
  return transactionWithNotifications(db, async (tx, notify) => {
    const { admins, target } = await lockAdminsAndTarget(tx, admin, targetId);
    keepAnAdmin(admins, target);

    // Every task this deletion changes, in id order, before any submission (the lock order):
    // those they posted, and those their pending submissions hold a slot of.
    const slotTasks = tx
      .select({ id: submissions.taskId })
      .from(submissions)
      // Every submission of theirs that still holds a slot's coins (cancelWorkerSubmissions).
      .where(and(eq(submissions.workerId, target.id), gt(submissions.escrowCoins, 0)));
    const touched = await tx
      .select()
      .from(tasks)
      .where(or(eq(tasks.buyerId, target.id), inArray(tasks.id, slotTasks)))
      .orderBy(asc(tasks.id))
      .for('update');
    const ownTasks = touched
      .filter((task) => task.buyerId === target.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const openTaskChanges: OpenTaskChange[] = [];
    for (const task of ownTasks) {
      openTaskChanges.push(...(await removeTask(tx, notify, task)).closed);
    }
    openTaskChanges.push(...(await cancelWorkerSubmissions(tx, target.id)));

    await closeBalance(tx, target.id);
    await tx.delete(notifications).where(eq(notifications.toEmail, target.email));
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAccountDeletion(tx, target.firebaseUid);
    await countOpenTasks(tx, openTaskChanges);
    return { firebaseUid: target.firebaseUid };
  });
}
