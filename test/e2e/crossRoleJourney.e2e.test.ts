/**
 * The journey across roles in Chromium (issue: worker and admin dashboards), against the
 * real server, the Auth Emulator and the seeded demo data: a new worker pages through the
 * tasks and submits work, the buyer accepts it and the worker's bell and balance follow
 * live; a seeded worker withdraws and the admin pays it out; the admin changes the new
 * worker's role and deletes the account. Tomas (buyer), Kwame (worker) and the admin are
 * used for changes by this file only.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import {
  ADMIN_HOME_COPY,
  BUYER_HOME_COPY,
  DASHBOARD_COPY,
  WORKER_HOME_COPY,
} from '@contract/copy/dashboard';
import { PAGINATION_COPY } from '@contract/copy/lists';
import { MY_SUBMISSIONS_COPY, REVIEW_COPY } from '@contract/copy/submissions';
import { MANAGE_TASKS_COPY, TASK_DETAILS_COPY, TASKS_LIST_COPY } from '@contract/copy/tasks';
import { MANAGE_USERS_COPY } from '@contract/copy/users';
import { WITHDRAWALS_COPY } from '@contract/copy/withdrawals';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { ALERTS, NOTIFICATION_TEXTS, SUCCESS_MESSAGES } from '@contract/messages';
import {
  launchBrowser,
  newPage,
  nextPage,
  productUrl,
  settled,
  violationsOn,
} from './support/browser';
import {
  alertShown,
  coinBadge,
  eventually,
  logIn,
  openNotifications,
  PHOTO_FIXTURE,
  sidebarLink,
  signedInAtHome,
  uniqueEmail,
} from './support/journeys';

const BUYER = 'tomas@coinwork.example';
const SEEDED_WORKER = 'kwame@coinwork.example';
const ADMIN = 'admin@coinwork.example';
// A task of Tomas's with free slots and no seeded submission (src/server/seed/demoTasks.ts).
const TASK = { title: 'Map bike racks near your home', payableAmount: 12 };

const NEW_WORKER = { name: 'Rafael Ortiz', email: uniqueEmail('rafael') };

let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(email: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { context, page } = await newPage(browser, { colorScheme });
  contexts.push(context);
  await logIn(page, email);
  await signedInAtHome(page);
  return page;
}

let worker: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
});

test('a new worker registers and pages through the task list', async () => {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  worker = page;
  await worker.goto(productUrl('/register'));
  await worker.getByLabel('Full Name').fill(NEW_WORKER.name);
  await worker.getByLabel('Email').fill(NEW_WORKER.email);
  await worker.getByLabel('Worker').check();
  await worker.getByLabel('Password', { exact: true }).fill('Strong@pass1');
  await worker.getByLabel('Photo').setInputFiles(PHOTO_FIXTURE);
  await worker.getByRole('button', { name: 'Register' }).click();
  await signedInAtHome(worker);
  await eventually(
    () => coinBadge(worker),
    (coins) => coins === 10,
  );

  await worker.goto(productUrl(DASHBOARD_PATHS.workerHome));
  await sidebarLink(worker, 'Tasks List').click();
  const previous = worker.getByRole('button', { name: PAGINATION_COPY.previous });
  const next = worker.getByRole('button', { name: PAGINATION_COPY.next });
  const position = worker.getByText(/^Page \d+ of \d+$/);
  await expect(position.innerText()).resolves.toMatch(/^Page 1 of [2-9]$/);
  await expect(previous.isDisabled()).resolves.toBe(true);
  await expect(worker.getByRole('link', { name: /^View Details: / }).count()).resolves.toBe(9);

  await next.click();
  await worker.getByText(/^Page 2 of /).waitFor();
  expect(new URL(worker.url()).searchParams.get('page')).toBe('2');
  await worker.goBack();
  await worker.getByText(/^Page 1 of /).waitFor();

  // On to the task, page by page, as a person looking for it would.
  const taskLink = worker.getByRole('link', { name: TASKS_LIST_COPY.detailsOf(TASK.title) });
  await settled(worker);
  while (!(await taskLink.isVisible())) {
    await expect(next.isDisabled()).resolves.toBe(false);
    await nextPage(worker);
  }
  await taskLink.click();
  await worker.waitForURL(/\/dashboard\/tasks\/details\//);
});

test('the worker submits work on the task and sees it pending', async () => {
  await worker.getByRole('heading', { name: TASK.title }).waitFor();
  await worker
    .getByLabel(TASK_DETAILS_COPY.submissionDetails)
    .fill('Mapped six racks: https://maps.example/bike-racks');
  await worker.getByRole('button', { name: TASK_DETAILS_COPY.submit }).click();
  await alertShown(worker, SUCCESS_MESSAGES.workSubmitted);

  await sidebarLink(worker, 'My Submissions').click();
  const row = worker
    .getByRole('table', { name: MY_SUBMISSIONS_COPY.table })
    .getByRole('row')
    .filter({ hasText: TASK.title });
  await expect(row.innerText()).resolves.toMatch(/pending/i);

  await sidebarLink(worker, 'Home').click();
  await worker
    .getByRole('table', { name: WORKER_HOME_COPY.pendingTable })
    .getByRole('row')
    .filter({ hasText: TASK.title })
    .waitFor();
});

test('the buyer accepts it; the worker’s bell and balance follow without a reload', async () => {
  const bell = worker.getByRole('button', { name: /^Notifications,/ });
  // Once the notifications have loaded (until then the bell says they are loading).
  await eventually(
    () => bell.getAttribute('aria-label'),
    (label) => label === DASHBOARD_COPY.notificationsCount(0),
  );
  const balance = await coinBadge(worker);

  const buyer = await signedInPage(BUYER);
  await buyer.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  const row = buyer
    .getByRole('table', { name: BUYER_HOME_COPY.pendingSubmissions })
    .getByRole('row')
    .filter({ hasText: TASK.title })
    .filter({ hasText: NEW_WORKER.email });
  await row.getByRole('button', { name: REVIEW_COPY.accept }).click();
  await alertShown(buyer, SUCCESS_MESSAGES.submissionApproved);

  await eventually(
    () => bell.getAttribute('aria-label'),
    (label) => label === DASHBOARD_COPY.notificationsCount(1),
  );
  const dropdown = await openNotifications(worker);
  await dropdown
    .getByText(NOTIFICATION_TEXTS.approved(TASK.payableAmount, BUYER, TASK.title))
    .waitFor();
  await worker.keyboard.press('Escape');
  await eventually(
    () => coinBadge(worker),
    (coins) => coins === balance + TASK.payableAmount,
  );
});

test('a seeded worker withdraws 200 coins and sees them held', async () => {
  const kwame = await signedInPage(SEEDED_WORKER);
  await kwame.goto(productUrl(DASHBOARD_PATHS.withdrawals));
  const before = await eventually(
    () => coinBadge(kwame),
    (coins) => coins >= 200,
  );
  await kwame.getByLabel(WITHDRAWALS_COPY.coinsToWithdraw).fill('200');
  await expect(kwame.getByLabel(WITHDRAWALS_COPY.withdrawAmount).inputValue()).resolves.toBe(
    '10.00',
  );
  await kwame.getByRole('combobox', { name: WITHDRAWALS_COPY.paymentSystem }).click();
  await kwame.getByRole('option', { name: 'Bkash' }).click();
  await kwame.getByLabel(WITHDRAWALS_COPY.accountNumber).fill('01712345678');
  await kwame.getByRole('button', { name: WITHDRAWALS_COPY.submit }).click();
  await alertShown(kwame, SUCCESS_MESSAGES.withdrawalRequested);
  await eventually(
    () => coinBadge(kwame),
    (coins) => coins === before - 200,
  );
});

test('the admin accepts the withdrawal on Admin Home and its Accept disappears', async () => {
  const admin = await signedInPage(ADMIN);
  await admin.goto(productUrl(DASHBOARD_PATHS.adminHome));
  const accept = admin
    .getByRole('table', { name: ADMIN_HOME_COPY.withdrawalsTable })
    .getByRole('button', { name: new RegExp(`^Accept .+ for ${SEEDED_WORKER}$`) });
  await accept.waitFor();
  await expect(accept.count()).resolves.toBe(1);
  await accept.click();
  await alertShown(admin, SUCCESS_MESSAGES.withdrawalApproved);
  await accept.waitFor({ state: 'detached' });
});

test('the admin changes the new worker’s role, then deletes the account', async () => {
  const admin = await signedInPage(ADMIN);
  await admin.goto(productUrl(DASHBOARD_PATHS.manageUsers));
  const role = admin.getByRole('combobox', { name: MANAGE_USERS_COPY.roleOf(NEW_WORKER.name) });
  // New accounts are listed last.
  await admin.getByRole('table', { name: MANAGE_USERS_COPY.table }).waitFor();
  await settled(admin);
  while (!(await role.isVisible())) await nextPage(admin);
  await role.selectOption({ label: 'Buyer' });
  await alertShown(admin, SUCCESS_MESSAGES.userRoleUpdated('buyer'));
  await eventually(
    () => role.inputValue(),
    (shown) => shown === 'buyer',
  );

  await admin.getByRole('button', { name: MANAGE_USERS_COPY.deleteUser(NEW_WORKER.name) }).click();
  const confirm = admin.getByRole('alertdialog');
  await confirm.getByText(ALERTS.deleteConfirmation.text).waitFor();
  await confirm.getByRole('button', { name: ALERTS.deleteConfirmation.confirm }).click();
  await alertShown(admin, SUCCESS_MESSAGES.userDeleted);
  await role.waitFor({ state: 'detached' });

  // The account is gone, not just the record: signing in fails.
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await logIn(page, NEW_WORKER.email, 'Strong@pass1');
  await alertShown(page, ALERTS.loginFailed.title);
});

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  test('axe finds no violations on any worker screen', async () => {
    const page = await signedInPage('mateo@coinwork.example', colorScheme);
    const visit = (pathname: string, ready: () => Promise<void>) => async () => {
      await page.goto(productUrl(pathname));
      await ready();
    };
    const violations = await violationsOn(page, [
      [
        DASHBOARD_PATHS.workerHome,
        visit(DASHBOARD_PATHS.workerHome, () =>
          page.getByRole('table', { name: WORKER_HOME_COPY.pendingTable }).waitFor(),
        ),
      ],
      [
        DASHBOARD_PATHS.tasks,
        visit(DASHBOARD_PATHS.tasks, () => page.getByText(/^Page 1 of /).waitFor()),
      ],
      [
        'task details',
        async () => {
          await page
            .getByRole('link', { name: /^View Details: / })
            .first()
            .click();
          await page.getByLabel(TASK_DETAILS_COPY.submissionDetails).waitFor();
        },
      ],
      [
        DASHBOARD_PATHS.submissions,
        visit(DASHBOARD_PATHS.submissions, () =>
          page.getByRole('table', { name: MY_SUBMISSIONS_COPY.table }).waitFor(),
        ),
      ],
      [
        DASHBOARD_PATHS.withdrawals,
        visit(DASHBOARD_PATHS.withdrawals, () =>
          page.getByLabel(WITHDRAWALS_COPY.accountNumber).waitFor(),
        ),
      ],
      [
        'the notifications dropdown',
        async () => {
          await openNotifications(page);
        },
      ],
    ]);
    expect(violations).toEqual({});
  });

  test('axe finds no violations on any admin screen', async () => {
    const page = await signedInPage(ADMIN, colorScheme);
    const visit = (pathname: string, table: string) => async () => {
      await page.goto(productUrl(pathname));
      await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
    };
    const violations = await violationsOn(page, [
      [
        DASHBOARD_PATHS.adminHome,
        visit(DASHBOARD_PATHS.adminHome, ADMIN_HOME_COPY.withdrawalsTable),
      ],
      [DASHBOARD_PATHS.manageUsers, visit(DASHBOARD_PATHS.manageUsers, MANAGE_USERS_COPY.table)],
      [
        'the delete confirmation',
        async () => {
          await page
            .getByRole('button', { name: /^Delete / })
            .last()
            .click();
          await page.getByRole('alertdialog').waitFor();
        },
      ],
      [DASHBOARD_PATHS.manageTasks, visit(DASHBOARD_PATHS.manageTasks, MANAGE_TASKS_COPY.table)],
    ]);
    expect(violations).toEqual({});
  });
});
