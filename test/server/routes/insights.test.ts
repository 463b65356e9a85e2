/**
 * The per-day figures behind the home screens' charts, read from the coin ledger: every day of
 * the range answers (zeros included), today's movements show under today (UTC), and only the
 * person (or an admin) sees their own.
 */
import { INSIGHT_DAYS } from '@contract/insights';
import type { EarningsInsight, PlatformInsight, SpendingInsight } from '@contract/schemas/insights';
import type { User } from '@contract/schemas/users';
import { ledgerEntries } from '@server/db/schema';
import { accountOf } from '@server/money/ledger';
import { daysEndingToday } from '@server/services/insights';
import { addCoins, postTaskAs, review, submitAs } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let worker: Person;
let newcomer: Person;
let admin: Person;
const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => server.database.db;

beforeAll(async () => {
  server = await createTestServer({ REVIEW_SWEEP_INTERVAL_SECONDS: '0' });
  [buyer, worker, newcomer, admin] = await Promise.all([
    server.createUser('buyer', 'Bea Buyer'),
    server.createUser('worker', 'Wim Worker'),
    server.createUser('worker', 'Nia Newcomer'),
    server.createUser('admin'),
  ]);
  await addCoins(db(), buyer.user._id, 400);
  const task = await postTaskAs(server, buyer, { required_workers: 2, payable_amount: 9 });
  const approved = await review(server, buyer, await submitAs(server, worker, task), 'approved');
  expect(approved.statusCode).toBe(200);
  const deleted = await postTaskAs(server, buyer, { required_workers: 3, payable_amount: 4 });
  expect(
    (await server.call(buyer, { method: 'DELETE', url: `/api/tasks/${deleted}` })).statusCode,
  ).toBe(200);
  // An older payment three days ago, written as the ledger records one.
  await db()
    .insert(ledgerEntries)
    .values({
      event: 'submission_approved',
      fromAccount: 'submission:00000000-0000-4000-8000-000000000000',
      toAccount: accountOf.user(worker.user._id),
      coins: 6,
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
});
afterAll(() => server.close());

const get = (caller: Person, url: string) => server.call(caller, { method: 'GET', url });
const email = (person: Person) => encodeURIComponent(person.email);
const today = () => new Date().toISOString().slice(0, 10);

test('an approval shows in today’s earnings, and every other day is there with zero', async () => {
  const response = await get(worker, `/api/insights/earnings?email=${email(worker)}`);
  expect(response.statusCode).toBe(200);
  const { days } = response.json<EarningsInsight>();
  expect(days).toHaveLength(INSIGHT_DAYS.default);
  expect(days.map((entry) => entry.day)).toEqual(daysEndingToday(INSIGHT_DAYS.default));
  expect(days.at(-1)).toEqual({ day: today(), coins: 9 });
  expect(days.at(-4)?.coins).toBe(6);
  expect(days.reduce((sum, entry) => sum + entry.coins, 0)).toBe(15);
});

test('a worker with no approved work has a zero for every day', async () => {
  const response = await get(newcomer, `/api/insights/earnings?email=${email(newcomer)}&days=7`);
  expect(response.statusCode).toBe(200);
  const { days } = response.json<EarningsInsight>();
  expect(days).toHaveLength(7);
  expect(days.every((entry) => entry.coins === 0)).toBe(true);
});

test('a buyer’s spending tells what went into tasks, what came back and what was bought', async () => {
  const response = await get(buyer, `/api/insights/spending?email=${email(buyer)}&days=7`);
  expect(response.statusCode).toBe(200);
  const { days } = response.json<SpendingInsight>();
  expect(days).toHaveLength(7);
  expect(days.at(-1)).toEqual({ day: today(), spent: 18 + 12, refunded: 12, bought: 400 });
  expect(
    days.slice(0, -1).every((entry) => entry.spent + entry.refunded + entry.bought === 0),
  ).toBe(true);
});

test('the platform’s volume counts today’s tasks, submissions, approvals and coins', async () => {
  const response = await get(admin, '/api/insights/platform?days=90');
  expect(response.statusCode).toBe(200);
  const { days } = response.json<PlatformInsight>();
  expect(days).toHaveLength(90);
  expect(days.at(-1)).toEqual({
    day: today(),
    tasks_posted: 2,
    submissions: 1,
    approvals: 1,
    coins_bought: 400,
    coins_paid_out: 0,
  });
  expect(days.at(-4)?.approvals).toBe(1);
});

test.each([
  ['6', 'below the least'],
  ['91', 'above the most'],
  ['1.5', 'fractional'],
  ['many', 'words'],
])('days %s (%s) answers 400 naming the field', async (days) => {
  for (const url of [
    `/api/insights/earnings?email=${email(worker)}&days=${days}`,
    `/api/insights/platform?days=${days}`,
  ]) {
    const response = await get(url.includes('platform') ? admin : worker, url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/querystring\.days/);
  }
});

test('someone else’s figures and another role’s are forbidden', async () => {
  expect((await get(newcomer, `/api/insights/earnings?email=${email(worker)}`)).statusCode).toBe(
    403,
  );
  expect((await get(buyer, `/api/insights/earnings?email=${email(buyer)}`)).statusCode).toBe(403);
  expect((await get(worker, `/api/insights/spending?email=${email(worker)}`)).statusCode).toBe(403);
  expect((await get(worker, '/api/insights/platform')).statusCode).toBe(403);
  expect((await get(buyer, '/api/insights/platform')).statusCode).toBe(403);
  const asAdmin = await get(admin, `/api/insights/earnings?email=${email(worker)}&days=7`);
  expect(asAdmin.statusCode).toBe(200);
  expect(asAdmin.json<EarningsInsight>().days.at(-1)?.coins).toBe(9);
  const wrongPerson = await get(admin, `/api/insights/earnings?email=${email(buyer)}`);
  expect(wrongPerson.statusCode).toBe(400);
  expect(wrongPerson.json()).toEqual({ message: 'email must name a worker.' });
});
