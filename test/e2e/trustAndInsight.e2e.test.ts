/**
 * Trust and insight in Chromium (docs/product.md#reputation, #tables, #exports), against the
 * real server and the Auth Emulator, with people of its own: a worker orders and filters the
 * task list by the buyer's approval rate and reads the buyer's figures on the task; the admin
 * filters users by role and exports them; a worker's earnings chart shows the day's pay after
 * an approval.
 */
import { readFile } from 'node:fs/promises';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { REPUTATION_COPY } from '@contract/copy/reputation';
import { TABLES_COPY, TASK_LIST_FILTERS_COPY } from '@contract/copy/tables';
import { BALANCE_COPY, INSIGHTS_COPY } from '@contract/copy/insights';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { launchBrowser, newPage, productUrl, violationsOn } from './support/browser';
import { eventually, logIn, scrollToSection, signedInAtHome } from './support/journeys';
import { callApi, newPerson, type Person, postTask, submitWork } from './support/people';

const ADMIN = 'admin@coinwork.example';
/** A word only this run's tasks and people carry, so the shared data does not get in the way. */
const RUN = `Zephyr${Date.now().toString(36)}`;

/** How long a page may take to show what it will show, on a machine busy with other work. */
const BUSY_MACHINE_MS = 60_000;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
});

async function signedIn(
  email: string,
  password?: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const { context, page } = await newPage(browser, { colorScheme });
  contexts.push(context);
  await logIn(page, email, password);
  await signedInAtHome(page);
  return page;
}

async function submissionOf(worker: Person, taskId: string): Promise<string> {
  const mine = await callApi<{ _id: string; task_id: string }[]>(
    worker,
    'GET',
    `/my-submissions?email=${encodeURIComponent(worker.email)}`,
  );
  const found = mine.find((submission) => submission.task_id === taskId);
  if (!found) throw new Error(`No submission of ${worker.email} for task ${taskId}`);
  return found._id;
}

/** The worker submits to the buyer's task and the buyer accepts it. */
async function approvedWork(buyer: Person, worker: Person, title: string, pay: number) {
  const taskId = await postTask(buyer, title, pay);
  await submitWork(worker, taskId, 'Proof: https://proof.example.test/done');
  await callApi(buyer, 'PATCH', `/submissions/${await submissionOf(worker, taskId)}`, {
    action: 'approved',
  });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

test('a worker orders and filters the task list by buyer approval, then reads the buyer’s figures', async () => {
  const [trusted, newcomer, helper, worker] = await Promise.all([
    newPerson('buyer', `Ilse ${RUN}`),
    newPerson('buyer', `Bram ${RUN}`),
    newPerson('worker', `Oona ${RUN}`),
    newPerson('worker', `Piet ${RUN}`),
  ]);
  // Three approvals make the first buyer's rate 100%; the second buyer is new.
  for (const step of ['one', 'two', 'three']) {
    await approvedWork(trusted, helper, `Warm-up ${step} ${RUN}`, 2);
  }
  const trustedTask = `Sort the harbour photos ${RUN}`;
  const newcomerTask = `Sort the market photos ${RUN}`;
  await postTask(newcomer, newcomerTask, 9);
  await postTask(trusted, trustedTask, 4);

  const page = await signedIn(worker.email, worker.password);
  await page.goto(productUrl(DASHBOARD_PATHS.tasks));
  await page.getByLabel(TASK_LIST_FILTERS_COPY.searchTitles).fill(RUN);
  const cards = page.getByRole('heading', { name: new RegExp(`photos ${RUN}`) });
  await eventually(
    () => cards.allTextContents(),
    (titles) => titles.length === 2,
    BUSY_MACHINE_MS,
  );
  // Newest first by default: the trusted buyer's task was posted last.
  await choose(page, TABLES_COPY.sortBy, TASK_LIST_FILTERS_COPY.highestPay);
  await eventually(
    () => cards.allTextContents(),
    (titles) => titles[0] === newcomerTask,
    BUSY_MACHINE_MS,
  );
  await choose(page, TABLES_COPY.sortBy, TASK_LIST_FILTERS_COPY.highestApproval);
  await eventually(
    () => cards.allTextContents(),
    (titles) => titles.join('|') === `${trustedTask}|${newcomerTask}`,
    BUSY_MACHINE_MS,
  );
  await choose(page, TASK_LIST_FILTERS_COPY.minApproval, TASK_LIST_FILTERS_COPY.percent(90));
  await eventually(
    () => cards.allTextContents(),
    (titles) => titles.join('|') === trustedTask,
    BUSY_MACHINE_MS,
  );
  expect(new URL(page.url()).searchParams.get('min_approval')).toBe('90');

  // Back undoes the filter; Forward brings it back.
  await page.goBack();
  await eventually(
    () => cards.allTextContents(),
    (titles) => titles.length === 2,
    BUSY_MACHINE_MS,
  );
  await page.goForward();
  await eventually(
    () => cards.allTextContents(),
    (titles) => titles.length === 1,
    BUSY_MACHINE_MS,
  );

  await page.getByRole('link', { name: new RegExp(`View Details: ${trustedTask}`) }).click();
  const figures = page.getByRole('list', { name: REPUTATION_COPY.buyerLabel });
  await figures.getByText(REPUTATION_COPY.approved('100%')).waitFor();
  await figures.getByText(REPUTATION_COPY.tasksPosted(4, '4')).waitFor();
});

test('the admin filters users by role and exports exactly those rows', async () => {
  const workers = await Promise.all([
    newPerson('worker', `Rhea ${RUN}x`),
    newPerson('worker', `Saul ${RUN}x`),
  ]);
  await newPerson('buyer', `Tova ${RUN}x`);

  const page = await signedIn(ADMIN);
  await page.goto(productUrl(DASHBOARD_PATHS.manageUsers));
  await page.getByLabel(TABLES_COPY.search, { exact: true }).fill(`${RUN}x`);
  const table = page.getByRole('table');
  await eventually(
    () => table.getByRole('row').count(),
    (rows) => rows === 1 + 3,
    BUSY_MACHINE_MS,
  );
  await choose(page, 'Role', 'Worker');
  await eventually(
    () => table.getByRole('row').count(),
    (rows) => rows === 1 + 2,
    BUSY_MACHINE_MS,
  );
  const url = new URL(page.url());
  expect(url.searchParams.get('status')).toBe('worker');
  expect(url.searchParams.get('q')).toBe(`${RUN}x`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: TABLES_COPY.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(1 + 2);
  const exported = lines.slice(1).join('\n');
  for (const person of workers) expect(exported).toContain(person.email);
  expect(exported).not.toContain('buyer');
});

test('the worker’s earnings chart shows the day’s pay after an approval', async () => {
  const [buyer, worker] = await Promise.all([
    newPerson('buyer', `Ugo ${RUN}`),
    newPerson('worker', `Vera ${RUN}`),
  ]);
  const page = await signedIn(worker.email, worker.password);
  await page.goto(productUrl(DASHBOARD_PATHS.workerHome));
  const section = page.getByRole('region', { name: INSIGHTS_COPY.earnings.heading });
  await scrollToSection(page, section, 60_000);
  await section.getByText(INSIGHTS_COPY.earnings.empty).waitFor({ timeout: 60_000 });

  await approvedWork(buyer, worker, `Transcribe the ferry timetable ${RUN}`, 7);
  await page.reload();
  await scrollToSection(page, section, 60_000);
  await section
    .getByRole('img', { name: /^Coins earned per day over the last 30 days: 7 coins in total/ })
    .waitFor({ timeout: 60_000 });
  await section.getByLabel(INSIGHTS_COPY.showAsTable).check();
  // Every other day of the 30 earned nothing: one cell says 7.
  await eventually(
    () => section.getByRole('cell', { name: '7', exact: true }).count(),
    (cells) => cells === 1,
    BUSY_MACHINE_MS,
  );
});

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  test('axe finds nothing on the filters, reputations, charts and the coins’ breakdown', async () => {
    const page = await signedIn('mateo@coinwork.example', undefined, colorScheme);
    const earnings = page.getByRole('region', { name: INSIGHTS_COPY.earnings.heading });
    const workerViews = [
      [
        'the task list sorted by buyer approval, filtered',
        async () => {
          await page.goto(
            productUrl(`${DASHBOARD_PATHS.tasks}?sort=buyerApproval&order=desc&min_approval=50`),
          );
          await page.getByLabel(TASK_LIST_FILTERS_COPY.minApproval).waitFor();
          await page.getByRole('list', { name: REPUTATION_COPY.buyerLabel }).first().waitFor();
        },
      ],
      [
        'a filter that matches nothing',
        async () => {
          await page.goto(productUrl(`${DASHBOARD_PATHS.tasks}?q=${RUN}-nothing`));
          await page
            .getByText(TASK_LIST_FILTERS_COPY.noMatches)
            .waitFor({ timeout: BUSY_MACHINE_MS });
        },
      ],
      [
        'Worker Home with its chart',
        async () => {
          await page.goto(productUrl(DASHBOARD_PATHS.workerHome));
          await scrollToSection(page, earnings, BUSY_MACHINE_MS);
          await earnings.getByRole('img').waitFor({ timeout: BUSY_MACHINE_MS });
        },
      ],
      [
        'the chart as a table',
        async () => {
          await earnings.getByLabel(INSIGHTS_COPY.showAsTable).check();
          await earnings.getByRole('table').waitFor();
        },
      ],
      [
        'where the coins are',
        async () => {
          await page.getByRole('button', { name: /^Available coins: / }).click();
          await page.getByRole('dialog', { name: BALANCE_COPY.breakdown }).waitFor();
        },
      ],
    ] as const;
    expect(await violationsOn(page, workerViews)).toEqual({});

    const admin = await signedIn(ADMIN, undefined, colorScheme);
    const adminViews = [
      [
        'Admin Home with its chart',
        async () => {
          await admin.goto(productUrl(DASHBOARD_PATHS.adminHome));
          const platform = admin.getByRole('region', { name: INSIGHTS_COPY.platform.heading });
          await scrollToSection(admin, platform, BUSY_MACHINE_MS);
          await platform.getByRole('img').waitFor({ timeout: BUSY_MACHINE_MS });
        },
      ],
      [
        'Manage Users filtered to workers, sorted by coins',
        async () => {
          await admin.goto(
            productUrl(`${DASHBOARD_PATHS.manageUsers}?status=worker&sort=coins&order=desc`),
          );
          await admin.getByRole('table').getByRole('row').nth(1).waitFor();
          await admin.getByRole('button', { name: TABLES_COPY.exportCsv }).waitFor();
        },
      ],
    ] as const;
    expect(await violationsOn(admin, adminViews)).toEqual({});
  });
});
