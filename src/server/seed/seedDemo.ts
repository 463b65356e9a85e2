/**
 * Seeds the demo marketplace into an empty database through the same services the API
 * uses, so every coin of the demo data is in the ledger: sign-up grants, card purchases
 * through the sandbox gateway, tasks in escrow, submissions in every state, notifications,
 * and withdrawals pending and paid.
 */
import { count, eq } from 'drizzle-orm';

import { COIN_PACKAGES, SANDBOX_TEST_CARDS } from '@contract/constants';
import type { IdentityProvider } from '../auth/identity';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { recordCoinPurchase } from '../services/payments';
import { createSandboxGateway } from '../payments/sandbox';
import type { UserRow } from '../services/rows';
import { appealRejection, reviewSubmission, submitWork } from '../services/submissions';
import { postTask } from '../services/tasks';
import { createUserRecord } from '../services/users';
import { approveWithdrawal, requestWithdrawal } from '../services/withdrawals';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_TASKS } from './demoTasks';

type Log = (message: string) => void;

/**
 * Demo accounts exist in the identity provider on every start (the emulator may have lost
 * them), with verified e-mail addresses so their withdrawals go through. Their photos live
 * in the user records, relative to the site: the identity provider keeps absolute addresses
 * only, and one with PUBLIC_URL's host breaks when the product is opened at another address.
 */
export async function ensureDemoAccounts(identity: IdentityProvider): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await identity.ensureAccount({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.name,
    });
  }
}

function isoDate(daysFromNow: number): string {
  const date = new Date(Date.now() + daysFromNow * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

async function buyCoins(db: Database, buyer: UserRow, price: number): Promise<void> {
  const gateway = createSandboxGateway(db);
  const coinPackage = COIN_PACKAGES.find((candidate) => candidate.price === price);
  if (!coinPackage) throw new Error(`No coin package costs $${price}`);
  const intent = await gateway.createIntent({
    amountCents: price * 100,
    userId: buyer.id,
    metadata: { coins: String(coinPackage.coins) },
  });
  const result = await gateway.confirm({
    clientSecret: intent.clientSecret,
    userId: buyer.id,
    cardNumber: SANDBOX_TEST_CARDS.succeeds,
    expiry: '12/34',
    cvc: '123',
  });
  if (result.error) throw new Error(`Demo purchase failed: ${result.error.message}`);
  await recordCoinPurchase(db, gateway, buyer, intent.id);
}

async function freshUser(db: Database, uid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
  if (!row) throw new Error(`Demo user ${uid} is missing`);
  return row;
}

/** Which worker submits to which task (by index in DEMO_TASKS), and the buyer's decision. */
/** The demo buyers' reason for the work they rejected. */
const DEMO_REJECTION = {
  reason: 'Missing or wrong proof',
  comment: 'The shared folder link asks for a sign-in, so I could not see the proof.',
} as const;

const DEMO_WORK: readonly {
  worker: string;
  task: number;
  decision: 'approved' | 'reject' | 'pending';
}[] = [
  // Kwame earns enough to withdraw: 10 + 60 + 55 + 50 + 50 + 45 = 270 coins.
  { worker: 'demo-worker-kwame', task: 12, decision: 'approved' },
  { worker: 'demo-worker-kwame', task: 16, decision: 'approved' },
  { worker: 'demo-worker-kwame', task: 10, decision: 'approved' },
  { worker: 'demo-worker-kwame', task: 24, decision: 'approved' },
  { worker: 'demo-worker-kwame', task: 7, decision: 'approved' },
  { worker: 'demo-worker-kwame', task: 1, decision: 'pending' },
  // Lucia earns 40 + 45 + 50 + 55 + 38 + 30 = 258 and has 200 of it paid out.
  { worker: 'demo-worker-lucia', task: 0, decision: 'approved' },
  { worker: 'demo-worker-lucia', task: 19, decision: 'approved' },
  { worker: 'demo-worker-lucia', task: 10, decision: 'approved' },
  { worker: 'demo-worker-lucia', task: 16, decision: 'approved' },
  { worker: 'demo-worker-lucia', task: 18, decision: 'approved' },
  { worker: 'demo-worker-lucia', task: 6, decision: 'approved' },
  { worker: 'demo-worker-lucia', task: 2, decision: 'reject' },
  // Noor earns 28 + 50 + 60 + 40 + 30 = 208 and has a pending withdrawal of 200.
  { worker: 'demo-worker-noor', task: 29, decision: 'approved' },
  { worker: 'demo-worker-noor', task: 24, decision: 'approved' },
  { worker: 'demo-worker-noor', task: 12, decision: 'approved' },
  { worker: 'demo-worker-noor', task: 13, decision: 'approved' },
  { worker: 'demo-worker-noor', task: 23, decision: 'approved' },
  { worker: 'demo-worker-noor', task: 21, decision: 'pending' },
  // Mateo and Ines have a mix of everything.
  { worker: 'demo-worker-mateo', task: 1, decision: 'approved' },
  { worker: 'demo-worker-mateo', task: 11, decision: 'reject' },
  { worker: 'demo-worker-mateo', task: 3, decision: 'pending' },
  { worker: 'demo-worker-mateo', task: 20, decision: 'pending' },
  { worker: 'demo-worker-mateo', task: 14, decision: 'pending' },
  { worker: 'demo-worker-ines', task: 5, decision: 'approved' },
  { worker: 'demo-worker-ines', task: 25, decision: 'reject' },
  { worker: 'demo-worker-ines', task: 8, decision: 'pending' },
  { worker: 'demo-worker-ines', task: 15, decision: 'pending' },
  { worker: 'demo-worker-ines', task: 22, decision: 'pending' },
];

const DEMO_REVIEW_STEPS: readonly {
  worker: string;
  task: number;
  kind: 'appeal' | 'request_changes';
  text: string;
}[] = [
  {
    worker: 'demo-worker-mateo',
    task: 11,
    kind: 'appeal',
    text: 'All ten routes are rated: the last four are on the second tab of the sheet.',
  },
  {
    worker: 'demo-worker-mateo',
    task: 20,
    kind: 'request_changes',
    text: 'Please add a line on which cards you found hardest, as the brief asks.',
  },
];

/** Coin packages each buyer bought, by price: enough to fund every demo task. */
const DEMO_PURCHASES: Readonly<Record<string, readonly number[]>> = {
  'demo-buyer-priya': [35, 35, 20, 10],
  'demo-buyer-tomas': [35, 35, 20, 10],
  'demo-buyer-hana': [35, 20, 20, 1],
};

export async function seedDemoData(db: Database, log: Log): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const signUpRole = account.role === 'buyer' ? 'buyer' : 'worker';
    await createUserRecord(db, {
      firebaseUid: account.uid,
      name: account.name,
      email: account.email,
      photo: account.photo,
      role: account.role === 'admin' ? 'admin' : signUpRole,
    });
  }
  for (const [buyerUid, prices] of Object.entries(DEMO_PURCHASES)) {
    for (const price of prices) await buyCoins(db, await freshUser(db, buyerUid), price);
  }

  const taskIds: string[] = [];
  for (const task of DEMO_TASKS) {
    const created = await postTask(db, await freshUser(db, task.buyerUid), {
      task_title: task.title,
      task_detail: task.detail,
      required_workers: task.requiredWorkers,
      payable_amount: task.payableAmount,
      completion_date: isoDate(task.dueInDays),
      submission_info: task.submissionInfo,
      task_image_url: task.image,
    });
    taskIds.push(created._id);
  }

  const submissionIds = new Map<string, string>();
  for (const work of DEMO_WORK) {
    const task = DEMO_TASKS[work.task];
    const taskId = taskIds[work.task];
    if (!task || !taskId) throw new Error(`No demo task ${work.task}`);
    const submission = await submitWork(db, await freshUser(db, work.worker), {
      task_id: taskId,
      submission_details: `Done: ${task.submissionInfo.toLowerCase()} Everything is in the shared folder.`,
    });
    if (work.decision !== 'pending') {
      const buyer = await freshUser(db, task.buyerUid);
      await reviewSubmission(
        db,
        buyer,
        submission._id,
        work.decision === 'reject'
          ? { action: 'reject', ...DEMO_REJECTION }
          : { action: 'approved' },
      );
    }
    submissionIds.set(`${work.worker}:${work.task}`, submission._id);
  }
  // A review under way in every form (docs/money.md#the-submission-lifecycle): an open appeal
  // and a request for changes.
  for (const step of DEMO_REVIEW_STEPS) {
    const id = submissionIds.get(`${step.worker}:${step.task}`);
    const task = DEMO_TASKS[step.task];
    if (!id || !task) throw new Error(`No demo submission of ${step.worker} to task ${step.task}`);
    if (step.kind === 'appeal') {
      await appealRejection(db, await freshUser(db, step.worker), id, step.text);
    } else {
      await reviewSubmission(db, await freshUser(db, task.buyerUid), id, {
        action: 'request_changes',
        note: step.text,
      });
    }
  }

  const admin = await freshUser(db, 'demo-admin-ada');
  const paid = await requestWithdrawal(db, await freshUser(db, 'demo-worker-lucia'), {
    withdrawal_coin: 200,
    payment_system: 'Bkash',
    account_number: '01711-000111',
  });
  await approveWithdrawal(db, admin, paid._id);
  await requestWithdrawal(db, await freshUser(db, 'demo-worker-noor'), {
    withdrawal_coin: 200,
    payment_system: 'Nagad',
    account_number: '01811-000222',
  });
  log(
    `Seeded ${DEMO_ACCOUNTS.length} demo accounts, ${DEMO_TASKS.length} tasks and ${DEMO_WORK.length} submissions.`,
  );
}

/** Seeds once: only when the database has no users yet. */
export async function seedDemoDataIfEmpty(db: Database, log: Log): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  await seedDemoData(db, log);
  return true;
}
