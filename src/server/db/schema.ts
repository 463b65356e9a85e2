/**
 * The database schema: one definition for PGlite and PostgreSQL. Money columns are whole
 * coins; every change to a coin column is mirrored by rows in `ledger_entries`
 * (see src/server/money/ledger.ts and docs/money.md).
 */
import { sql } from 'drizzle-orm';

import {
  RATE_SCALE,
  REPUTATION_MIN_DECISIONS,
  REVIEW_TIME_BUCKET_COUNT,
} from '@contract/reputation';
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['worker', 'buyer', 'admin']);
/** docs/money.md#the-submission-lifecycle: the lifecycle machine's states, as stored. */
export const submissionStatusEnum = pgEnum('submission_status', [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'changes_requested',
  'appealed',
  'rejection_upheld',
  'expired',
]);
export const withdrawalStatusEnum = pgEnum('withdrawal_status', ['pending', 'success']);
export const paymentSystemEnum = pgEnum('payment_system', ['Bkash', 'Rocket', 'Nagad', 'Other']);
export const paymentIntentStatusEnum = pgEnum('payment_intent_status', [
  'requires_payment_method',
  'succeeded',
]);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes, read as a Buffer (node-postgres gives one, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    photo: text('photo').notNull().default(''),
    role: roleEnum('role').notNull(),
    availableCoin: integer('available_coin').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_firebase_uid_key').on(table.firebaseUid),
    index('users_role_created_idx').on(table.role, table.createdAt, table.id),
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_top_workers_idx')
      .on(table.availableCoin.desc(), table.id)
      .where(sql`${table.role} = 'worker'`),
    // Manage Users' sorts (services/tableQueries.ts): one page read from an index, in either
    // direction, instead of sorting every user.
    index('users_name_idx').on(table.name, table.id),
    index('users_coins_idx').on(table.availableCoin, table.id),
    // Manage Users' text search (ILIKE '%…%', services/tableQueries.ts): trigram indexes find
    // the matching users, for the page and its total, instead of reading every user.
    index('users_text_search_idx').using(
      'gin',
      table.name.op('gin_trgm_ops'),
      table.email.op('gin_trgm_ops'),
    ),
    check('users_available_coin_non_negative', sql`${table.availableCoin} >= 0`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    title: text('task_title').notNull(),
    detail: text('task_detail').notNull(),
    requiredWorkers: integer('required_workers').notNull(),
    payableAmount: integer('payable_amount').notNull(),
    completionDate: date('completion_date', { mode: 'string' }).notNull(),
    submissionInfo: text('submission_info').notNull(),
    imageUrl: text('task_image_url').notNull(),
    /** Coins held for the open slots: required_workers × payable_amount. */
    escrowCoins: integer('escrow_coins').notNull(),
    /** Days the buyer has to review a submission before the server approves it. */
    reviewDays: integer('review_days').notNull().default(3),
    createdAt: createdAt(),
  },
  (table) => [
    index('tasks_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('tasks_buyer_created_idx').on(table.buyerId, table.createdAt.desc(), table.id.desc()),
    index('tasks_available_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.requiredWorkers} > 0`),
    index('tasks_featured_idx')
      .on(table.payableAmount.desc(), table.createdAt.desc())
      .where(sql`${table.requiredWorkers} > 0`),
    // Manage Tasks' and the task list's sorts (services/tableQueries.ts), read in either
    // direction; the task list's open-only filter keeps most rows, so these serve it too.
    index('tasks_title_idx').on(table.title.desc(), table.id.desc()),
    index('tasks_buyer_name_idx').on(table.buyerName.desc(), table.id.desc()),
    index('tasks_required_workers_idx').on(table.requiredWorkers.desc(), table.id.desc()),
    index('tasks_pay_idx').on(table.payableAmount.desc(), table.id.desc()),
    index('tasks_deadline_idx').on(table.completionDate.desc(), table.id.desc()),
    // The task lists' text search (the title; Manage Tasks also the buyer's name and e-mail).
    index('tasks_text_search_idx').using(
      'gin',
      table.title.op('gin_trgm_ops'),
      table.buyerName.op('gin_trgm_ops'),
      table.buyerEmail.op('gin_trgm_ops'),
    ),
    check('tasks_required_workers_non_negative', sql`${table.requiredWorkers} >= 0`),
    check('tasks_payable_amount_positive', sql`${table.payableAmount} > 0`),
    check('tasks_review_days_in_range', sql`${table.reviewDays} BETWEEN 1 AND 7`),
    check(
      'tasks_escrow_matches_slots',
      sql`${table.escrowCoins} = ${table.requiredWorkers} * ${table.payableAmount}`,
    ),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the task is deleted, so history stays readable. */
    taskId: uuid('task_id').notNull(),
    taskTitle: text('task_title').notNull(),
    /** Recorded at submit time; this is what approval pays. */
    payableAmount: integer('payable_amount').notNull(),
    workerId: uuid('worker_id').notNull(),
    workerEmail: text('worker_email').notNull(),
    workerName: text('worker_name').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    details: text('submission_details').notNull(),
    status: submissionStatusEnum('status').notNull().default('pending'),
    /** Coins held for this submission while it is pending. */
    escrowCoins: integer('escrow_coins').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** While pending: when the server approves the work if the buyer has not decided. */
    reviewDeadline: timestamp('review_deadline', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    rejectionComment: text('rejection_comment'),
    /** How many times the buyer has asked for changes. */
    revisionRounds: integer('revision_rounds').notNull().default(0),
    changesNote: text('changes_note'),
    /** While changes are requested: when the submission expires without new details. */
    resubmitDeadline: timestamp('resubmit_deadline', { withTimezone: true }),
    /** While a rejection's coins are held: until when the worker may appeal. */
    appealDeadline: timestamp('appeal_deadline', { withTimezone: true }),
    appealStatement: text('appeal_statement'),
    /** While appealed: when the appeal is decided for the worker if nobody answers. */
    appealAnswerDeadline: timestamp('appeal_answer_deadline', { withTimezone: true }),
    /** The buyer's (or an admin's) answer to the appeal. */
    appealComment: text('appeal_comment'),
  },
  (table) => [
    uniqueIndex('submissions_task_worker_key').on(table.taskId, table.workerId),
    index('submissions_worker_idx').on(table.workerId, table.submittedAt.desc(), table.id.desc()),
    index('submissions_buyer_status_idx').on(
      table.buyerId,
      table.status,
      table.submittedAt.desc(),
      table.id.desc(),
    ),
    index('submissions_task_status_idx').on(table.taskId, table.status),
    // The admin's summary of coins held (services/users.ts): only submissions under review hold
    // any, a small share of all, so the sum reads this index instead of every row.
    index('submissions_escrow_held_idx')
      .on(table.escrowCoins)
      .where(sql`${table.escrowCoins} > 0`),
    // The deadline sweep's scans (services/reviewDeadlines.ts).
    index('submissions_review_deadline_idx')
      .on(table.reviewDeadline)
      .where(sql`${table.status} = 'pending'`),
    index('submissions_resubmit_deadline_idx')
      .on(table.resubmitDeadline)
      .where(sql`${table.resubmitDeadline} IS NOT NULL`),
    index('submissions_appeal_deadline_idx')
      .on(table.appealDeadline)
      .where(sql`${table.appealDeadline} IS NOT NULL`),
    index('submissions_appeal_answer_deadline_idx')
      .on(table.appealAnswerDeadline)
      .where(sql`${table.appealAnswerDeadline} IS NOT NULL`),
    check('submissions_escrow_non_negative', sql`${table.escrowCoins} >= 0`),
    check(
      'submissions_pending_has_review_deadline',
      sql`${table.status} <> 'pending' OR ${table.reviewDeadline} IS NOT NULL`,
    ),
    check('submissions_payable_amount_positive', sql`${table.payableAmount} > 0`),
  ],
);

export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id').notNull(),
    workerEmail: text('worker_email').notNull(),
    workerName: text('worker_name').notNull(),
    withdrawalCoin: integer('withdrawal_coin').notNull(),
    withdrawalAmount: numeric('withdrawal_amount', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    paymentSystem: paymentSystemEnum('payment_system').notNull(),
    accountNumber: text('account_number'),
    status: withdrawalStatusEnum('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by'),
  },
  (table) => [
    index('withdrawals_status_idx').on(table.status, table.requestedAt.desc(), table.id.desc()),
    index('withdrawals_requested_idx').on(table.requestedAt.desc(), table.id.desc()),
    index('withdrawals_worker_idx').on(table.workerId, table.requestedAt.desc(), table.id.desc()),
    check('withdrawals_coin_positive', sql`${table.withdrawalCoin} > 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    /** Shown under the message, e.g. the reason of a rejection. */
    detail: text('detail'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_to_time_idx').on(table.toEmail, table.time.desc(), table.id.desc()),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    price: integer('price').notNull(),
    coins: integer('coins').notNull(),
    transactionId: text('transaction_id').notNull(),
    provider: text('provider').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_transaction_id_key').on(table.transactionId),
    index('payments_user_idx').on(table.userId, table.paidAt.desc(), table.id.desc()),
    index('payments_paid_idx').on(table.paidAt.desc(), table.id.desc()),
  ],
);

/**
 * How many open tasks (tasks with a slot left) were posted on each day (UTC), kept exact in
 * the transactions that open or close tasks (services/openTasks.ts). The task list's total is
 * their sum, and a page deep in the list starts at its day instead of skipping every newer
 * open task.
 */
export const openTaskDays = pgTable(
  'open_task_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    open: integer('open').notNull(),
  },
  (table) => [check('open_task_days_open_non_negative', sql`${table.open} >= 0`)],
);

/**
 * How many users have each role, kept by triggers on `users` (migration 0010), so Manage Users'
 * total, unsearched, is read from three rows instead of counting every user.
 */
export const userRoleCounts = pgTable(
  'user_role_counts',
  {
    role: roleEnum('role').primaryKey(),
    users: integer('users').notNull(),
  },
  (table) => [check('user_role_counts_non_negative', sql`${table.users} >= 0`)],
);

/** Payment intents of the built-in sandbox gateway (Stripe keeps its own). */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  userId: uuid('user_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: paymentIntentStatusEnum('status').notNull().default('requires_payment_method'),
  createdAt: createdAt(),
});

/**
 * One row per coin movement between two accounts. Accounts are `user:<id>`,
 * `task:<id>`, `submission:<id>`, `withdrawal:<id>`, and the outside world:
 * `grants` (sign-up coins), `purchases`, `payouts`, `closures` (deleted accounts).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    coins: integer('coins').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // An account's movements by day (the earnings and spending charts, services/insights.ts).
    index('ledger_from_created_idx').on(table.fromAccount, table.createdAt),
    index('ledger_to_created_idx').on(table.toAccount, table.createdAt),
    // The platform's daily volume (Admin Home).
    index('ledger_created_idx').on(table.createdAt),
    check('ledger_coins_positive', sql`${table.coins} > 0`),
  ],
);

/**
 * Identity-provider accounts to delete once their user record is gone (an outbox): written
 * in the transaction that deletes the record, removed from the provider afterwards by the
 * sweep in src/server/services/accountDeletions.ts, retried until it succeeds. A row stays
 * after the account is gone (`deleted_at`), so the uid cannot sign up again.
 */
export const identityAccountDeletions = pgTable(
  'identity_account_deletions',
  {
    firebaseUid: text('firebase_uid').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the sweep may next try (also a lease: a sweep that claims a row moves it on). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('identity_account_deletions_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * Every image uploaded (kept by the image store or handed to the image host), by whom and
 * when: the per-hour upload limit counts these, and the upload sweep removes the ones no task
 * or user refers to after a grace period. `owner_uid` is the identity provider's uid (a person may upload before their user record).
 * A row is written when an upload starts, reserving its place in the hour's count, and gets its
 * path once the image is kept (services/uploadRecords.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUid: text('owner_uid').notNull(),
    /**
     * The site-relative URL it is served at (`/api/uploads/<name>`), or the image host's URL;
     * null while the upload is under way.
     */
    path: text('path'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_path_key').on(table.path),
    index('uploads_owner_created_idx').on(table.ownerUid, table.createdAt),
    index('uploads_created_idx').on(table.createdAt),
  ],
);

/**
 * The bytes of the images uploaded while the database is PostgreSQL, so that every instance
 * behind the load balancer serves every image (src/server/uploads/imageStore.ts). On PGlite
 * (one process) they stay files in the data folder and this table stays empty. `name` is the
 * last part of the upload's path, `<32 hex>.<extension>`.
 */
export const storedImages = pgTable('stored_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The CSV exports under way, one row each, so that an account runs at most EXPORTS_PER_ACCOUNT at
 * once on every instance together (services/exportRuns.ts). A running export keeps pushing
 * `expires_at` on; the row of one whose instance stopped without removing it lapses then.
 */
export const exportRuns = pgTable(
  'export_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key: an export's bookkeeping never waits on the locks of a user's coins. */
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('export_runs_user_idx').on(table.userId)],
);

/**
 * The write rate limit's counts while the database is PostgreSQL, shared by every instance
 * (src/server/writeRateLimit.ts): one row per client key and fixed window of the database's
 * clock. Windows that have ended are deleted now and then.
 */
export const writeRateCounters = pgTable(
  'write_rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Single-use tickets that open one notification stream (EventSource cannot send an
 * Authorization header). Only the SHA-256 of a ticket is kept, so a database read gives none
 * away; a shared table, so a ticket from one instance opens a stream on another.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('stream_tickets_expires_idx').on(table.expiresAt)],
);

/**
 * Sign-ins whose session cookies were ended by signing out (docs/security.md#the-session-cookie):
 * the identity provider's uid and the moment the person signed in (the `auth_time` every ID token
 * and session cookie of that sign-in carries). A session cookie of such a sign-in renders nothing,
 * and no new one is made for it. Shared by every instance; a row is kept for as long as a cookie
 * made before it may last (SERVER_SESSION_DAYS), then cleared.
 */
export const sessionCookieRevocations = pgTable(
  'page_session_revocations',
  {
    firebaseUid: text('firebase_uid').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.firebaseUid, table.signedInAt] }),
    index('page_session_revocations_revoked_idx').on(table.revokedAt),
  ],
);

/**
 * What each person's reputation is computed from (docs/product.md#reputation), one row per
 * user, changed in the same transactions as the events it counts (services/reputation.ts), so
 * a read never scans history. "Decided" submissions are the approved ones (by the buyer, by
 * the deadline or by an appeal) and the rejected ones (an appeal decided for the worker moves
 * one from rejected to approved).
 */
export const userStats = pgTable(
  'user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // As a buyer.
    tasksPosted: integer('tasks_posted').notNull().default(0),
    buyerApproved: integer('buyer_approved').notNull().default(0),
    buyerRejected: integer('buyer_rejected').notNull().default(0),
    /** How many reviews took each REVIEW_TIME_BUCKET_HOURS bucket. */
    reviewTimeBuckets: integer('review_time_buckets')
      .array()
      .notNull()
      .default(sql`array_fill(0, array[${sql.raw(String(REVIEW_TIME_BUCKET_COUNT))}])`),
    appealsReceived: integer('appeals_received').notNull().default(0),
    appealsLost: integer('appeals_lost').notNull().default(0),
    /** The buyer's approval rate in RATE_SCALE, null while new: what the task list sorts by. */
    buyerApprovalRate: integer('buyer_approval_rate').generatedAlwaysAs(
      sql.raw(
        `CASE WHEN buyer_approved + buyer_rejected >= ${REPUTATION_MIN_DECISIONS} THEN (buyer_approved * ${RATE_SCALE}) / (buyer_approved + buyer_rejected) END`,
      ),
    ),
    // As a worker.
    workerApproved: integer('worker_approved').notNull().default(0),
    workerRejected: integer('worker_rejected').notNull().default(0),
    appealsFiled: integer('appeals_filed').notNull().default(0),
    appealsWon: integer('appeals_won').notNull().default(0),
    /** Every coin the worker was paid for work, for Worker Home's "earned in total". */
    earnedCoins: integer('earned_coins').notNull().default(0),
    /**
     * As a buyer: their tasks with a slot left, kept with open_task_days (services/openTasks.ts).
     * The task list sorted or filtered by approval walks these buyers, not every task.
     */
    openTasks: integer('open_tasks').notNull().default(0),
  },
  (table) => [
    // The task list by buyer approval (services/tasks.ts): buyers with open tasks, best
    // rate first; the page's tasks are read buyer by buyer from tasks_buyer_created_idx, and
    // the total of a min_approval is summed from this index alone (open_tasks in it).
    index('user_stats_open_buyers_idx')
      .on(table.buyerApprovalRate.desc(), table.userId.desc(), table.openTasks)
      .where(sql`${table.openTasks} > 0`),
    check(
      'user_stats_counts_non_negative',
      sql`${table.buyerApproved} >= 0 AND ${table.buyerRejected} >= 0 AND ${table.workerApproved} >= 0 AND ${table.workerRejected} >= 0`,
    ),
    check('user_stats_open_tasks_non_negative', sql`${table.openTasks} >= 0`),
  ],
);
