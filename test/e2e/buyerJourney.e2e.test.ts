/**
 * The buyer's journey in Chromium (issue: buyer dashboard), against the real server, the
 * sandbox card gateway and the seeded demo data: buy coins, a declined card, post a task,
 * be stopped when it costs too much, edit and delete it, and review seeded submissions —
 * then the workers concerned see the outcome. Priya's demo account is used by this file only.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { BUYER_HOME_COPY } from '@contract/copy/dashboard';
import { coinsText } from '@contract/copy/lists';
import { PAYMENT_COPY, PAYMENT_HISTORY_COPY, PURCHASE_COPY } from '@contract/copy/payments';
import { REJECT_DIALOG_COPY, REVIEW_COPY } from '@contract/copy/submissions';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import { MY_TASKS_COPY, TASK_FORM_COPY } from '@contract/copy/tasks';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { CARD_ERRORS, ALERTS, NOTIFICATION_TEXTS, SUCCESS_MESSAGES } from '@contract/messages';
import { SANDBOX_TEST_CARDS } from '@contract/constants';
import {
  type AxeViolation,
  axeViolations,
  launchBrowser,
  newPage,
  productUrl,
  settled,
} from './support/browser';
import {
  alertShown,
  coinBadge,
  eventually,
  logIn,
  openNotifications,
  PHOTO_FIXTURE,
  rejectWithReason,
  sidebarLink,
  signedInAtHome,
} from './support/journeys';

const BUYER = 'priya@coinwork.example';
// Seeded pending submissions to Priya's tasks (src/server/seed/seedDemo.ts).
const TO_ACCEPT = {
  worker: 'mateo@coinwork.example',
  task: 'Transcribe a two-minute voice memo',
  amount: 25,
};
const TO_REJECT = {
  worker: 'ines@coinwork.example',
  task: 'Share a photo of your morning coffee',
  reason: 'Instructions not followed',
  comment: 'The photo shows a tea cup, not coffee.',
} as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await logIn(page, BUYER);
  await signedInAtHome(page);
  await page.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  await page.getByRole('heading', { name: 'Pending Submissions' }).waitFor();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function settledBalance(): Promise<number> {
  // The badge shows a figure once the user record has loaded.
  return eventually(
    () => coinBadge(page),
    (coins) => Number.isFinite(coins) && coins > 0,
  );
}

async function startPurchase(coins: number, price: number): Promise<void> {
  await sidebarLink(page, 'Purchase Coin').click();
  await page.getByRole('button', { name: PURCHASE_COPY.purchaseLabel(coins, price) }).click();
  await page.waitForURL(productUrl(DASHBOARD_PATHS.payment));
  await page.getByText(PAYMENT_COPY.testMode).waitFor();
}

async function payWith(card: string): Promise<void> {
  await page.getByLabel(PAYMENT_COPY.cardNumber).fill(card);
  await page.getByLabel(PAYMENT_COPY.expiry).fill('12/34');
  await page.getByLabel(PAYMENT_COPY.cvc).fill('123');
  await page.getByRole('button', { name: PAYMENT_COPY.pay(10) }).click();
}

async function paymentHistoryRows(): Promise<number> {
  await sidebarLink(page, 'Payment History').click();
  await page.getByRole('columnheader', { name: PAYMENT_HISTORY_COPY.transactionId }).waitFor();
  return page.getByRole('table').getByRole('row').count();
}

test('buying 150 coins with the sandbox card 4242… raises the balance by exactly 150', async () => {
  const before = await settledBalance();
  const historyBefore = await paymentHistoryRows();
  await startPurchase(150, 10);
  await payWith(SANDBOX_TEST_CARDS.succeeds);
  await alertShown(page, SUCCESS_MESSAGES.payment);
  await eventually(
    () => coinBadge(page),
    (coins) => coins === before + 150,
  );
  await expect(paymentHistoryRows()).resolves.toBe(historyBefore + 1);
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest.innerText()).resolves.toMatch(/\$10[\s\S]*150/);
});

test('a declined card 4000…0002 shows the decline and credits nothing', async () => {
  const before = await settledBalance();
  const historyBefore = await paymentHistoryRows();
  await startPurchase(150, 10);
  await payWith(SANDBOX_TEST_CARDS.declined);
  await page.getByText(CARD_ERRORS.card_declined).first().waitFor();
  await page.waitForTimeout(1_000);
  expect(await coinBadge(page)).toBe(before);
  await expect(paymentHistoryRows()).resolves.toBe(historyBefore);
});

const TASK_TITLE = `Photograph a rainy street ${Date.now().toString(36)}`;
const EDITED_TITLE = `${TASK_TITLE} at dusk`;
const TASK_COST = 3 * 10;

async function fillTaskForm(requiredWorkers: number, payableAmount: number): Promise<void> {
  await sidebarLink(page, 'Add New Tasks').click();
  await page.getByLabel(TASK_FORM_COPY.title).fill(TASK_TITLE);
  await page
    .getByLabel(TASK_FORM_COPY.detail)
    .fill('Take one photo of a rainy street in your town.');
  await page.getByLabel(TASK_FORM_COPY.requiredWorkers).fill(String(requiredWorkers));
  await page.getByLabel(TASK_FORM_COPY.payableAmount).fill(String(payableAmount));
  const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel(TASK_FORM_COPY.completionDate).fill(due);
  await page.getByLabel(TASK_FORM_COPY.submissionInfo).fill('A link to the photo.');
  await page.getByLabel(TASK_FORM_COPY.photo).setInputFiles(PHOTO_FIXTURE);
  await page.getByRole('img', { name: TASK_FORM_COPY.photoPreview }).waitFor();
}

test('posting a task that costs too much is stopped by the "Not available Coin" dialog', async () => {
  const before = await settledBalance();
  await fillTaskForm(100, before);
  await page.getByRole('button', { name: TASK_FORM_COPY.submit }).click();
  const dialog = page.getByRole('alertdialog', { name: ALERTS.notEnoughCoin.title });
  await dialog.getByText(ALERTS.notEnoughCoin.text).waitFor();
  await dialog.getByRole('link', { name: TASK_FORM_COPY.notEnoughPurchase }).click();
  await page.waitForURL(productUrl(DASHBOARD_PATHS.purchase));
  expect(await coinBadge(page)).toBe(before);
});

test('posting a task that costs less than the balance lowers it by the cost', async () => {
  const before = await settledBalance();
  await fillTaskForm(3, 10);
  await page.getByText(`${TASK_FORM_COPY.totalCost}: ${coinsText(TASK_COST)}`).waitFor();
  await page.getByRole('button', { name: TASK_FORM_COPY.submit }).click();
  await alertShown(page, SUCCESS_MESSAGES.taskAdded);
  await page.waitForURL(productUrl(DASHBOARD_PATHS.myTasks));
  await page.getByRole('cell', { name: TASK_TITLE, exact: true }).waitFor();
  await eventually(
    () => coinBadge(page),
    (coins) => coins === before - TASK_COST,
  );
});

test('editing the task renames it in My Tasks', async () => {
  await page.getByRole('button', { name: MY_TASKS_COPY.edit(TASK_TITLE) }).click();
  const dialog = page.getByRole('dialog', { name: MY_TASKS_COPY.editTitle });
  await dialog.getByLabel(MY_TASKS_COPY.editFields.title).fill(EDITED_TITLE);
  await dialog.getByRole('button', { name: MY_TASKS_COPY.update }).click();
  await alertShown(page, SUCCESS_MESSAGES.taskUpdated);
  await page.getByRole('cell', { name: EDITED_TITLE, exact: true }).waitFor();
});

test('deleting the task after confirming refunds its cost', async () => {
  const before = await settledBalance();
  await page.getByRole('button', { name: MY_TASKS_COPY.delete(EDITED_TITLE) }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(ALERTS.deleteConfirmation.text).waitFor();
  await dialog.getByRole('button', { name: ALERTS.deleteConfirmation.confirm }).click();
  await alertShown(page, SUCCESS_MESSAGES.taskDeleted);
  await page.getByRole('cell', { name: EDITED_TITLE, exact: true }).waitFor({ state: 'detached' });
  await eventually(
    () => coinBadge(page),
    (coins) => coins === before + TASK_COST,
  );
});

function pendingRow(task: string) {
  return page
    .getByRole('table', { name: BUYER_HOME_COPY.pendingSubmissions })
    .getByRole('row')
    .filter({ hasText: task });
}

test('accepting one seeded submission and rejecting another', async () => {
  await sidebarLink(page, 'Home').click();
  const accepted = pendingRow(TO_ACCEPT.task);
  await accepted.getByRole('button', { name: REVIEW_COPY.view }).click();
  const details = page.getByRole('dialog', { name: REVIEW_COPY.detailsTitle });
  await details.getByText(TO_ACCEPT.worker).waitFor();
  await details.getByRole('button', { name: REVIEW_COPY.accept }).click();
  await alertShown(page, SUCCESS_MESSAGES.submissionApproved);
  await accepted.waitFor({ state: 'detached' });

  const rejected = pendingRow(TO_REJECT.task);
  await rejectWithReason(page, rejected, TO_REJECT.reason, TO_REJECT.comment);
  await alertShown(page, SUCCESS_MESSAGES.submissionRejected);
  await rejected.waitFor({ state: 'detached' });
});

test.each([
  [
    TO_ACCEPT.worker,
    TO_ACCEPT.task,
    'approved',
    NOTIFICATION_TEXTS.approved(TO_ACCEPT.amount, BUYER, TO_ACCEPT.task),
  ],
  [
    TO_REJECT.worker,
    TO_REJECT.task,
    'rejected',
    NOTIFICATION_TEXTS.rejected(BUYER, TO_REJECT.task),
  ],
])(
  '%s sees the decision on "%s": status %s and the notification',
  async (worker, task, status, text) => {
    const { context: workerContext, page: workerPage } = await newPage(browser);
    try {
      await logIn(workerPage, worker);
      await signedInAtHome(workerPage);
      await workerPage.goto(productUrl(DASHBOARD_PATHS.submissions));
      const row = workerPage.getByRole('row').filter({ hasText: task });
      await expect(row.innerText()).resolves.toMatch(new RegExp(status, 'i'));
      if (status === 'rejected') {
        // The buyer's reason and comment, on the row and under the notification.
        await row.getByText(TO_REJECT.reason).waitFor();
        await row.getByText(TO_REJECT.comment).waitFor();
      }
      const dropdown = await openNotifications(workerPage);
      await dropdown.getByText(text).waitFor();
      if (status === 'rejected') {
        await dropdown.getByText(TO_REJECT.comment, { exact: false }).first().waitFor();
      }
    } finally {
      await workerContext.close();
    }
  },
);

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  test('axe finds no violations on any buyer screen', async () => {
    const { context: axeContext, page: axePage } = await newPage(browser, { colorScheme });
    try {
      await logIn(axePage, BUYER);
      await signedInAtHome(axePage);
      const violations: Record<string, AxeViolation[]> = {};
      const check = async (screen: string) => {
        await settled(axePage);
        const found = await axeViolations(axePage);
        if (found.length > 0) violations[screen] = found;
      };
      const screens: [string, string][] = [
        [DASHBOARD_PATHS.buyerHome, 'Pending Submissions'],
        [DASHBOARD_PATHS.addTasks, 'Add New Task'],
        [DASHBOARD_PATHS.myTasks, 'My Tasks'],
        [DASHBOARD_PATHS.purchase, 'Purchase Coin'],
        [DASHBOARD_PATHS.paymentHistory, 'Payment History'],
      ];
      for (const [pathname, heading] of screens) {
        await axePage.goto(productUrl(pathname));
        await axePage.getByRole('heading', { name: heading }).first().waitFor();
        await check(pathname);
      }
      await axePage.getByRole('row').nth(1).waitFor();
      await check(`${DASHBOARD_PATHS.paymentHistory} with payments`);

      await axePage.goto(productUrl(DASHBOARD_PATHS.purchase));
      await axePage.getByRole('button', { name: PURCHASE_COPY.purchaseLabel(500, 20) }).click();
      await axePage.getByLabel(PAYMENT_COPY.cardNumber).waitFor();
      await check(DASHBOARD_PATHS.payment);

      await axePage.goto(productUrl(DASHBOARD_PATHS.myTasks));
      await axePage
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await axePage.getByRole('dialog', { name: MY_TASKS_COPY.editTitle }).waitFor();
      await check('the edit task dialog');

      await axePage.goto(productUrl(DASHBOARD_PATHS.buyerHome));
      await axePage.getByRole('button', { name: REVIEW_COPY.view }).first().click();
      await axePage.getByRole('dialog', { name: REVIEW_COPY.detailsTitle }).waitFor();
      await check('the submission details dialog');
      await axePage.keyboard.press('Escape');
      await axePage
        .getByRole('dialog', { name: REVIEW_COPY.detailsTitle })
        .waitFor({ state: 'detached' });

      await axePage.getByRole('button', { name: REVIEW_COPY.reject, exact: true }).first().click();
      const rejectDialog = axePage.getByRole('dialog', { name: REJECT_DIALOG_COPY.title });
      await rejectDialog.waitFor();
      await check('the reject dialog');
      // Its messages, after a Reject with nothing chosen (nothing is sent).
      await rejectDialog.getByRole('button', { name: REJECT_DIALOG_COPY.confirm }).click();
      await rejectDialog.getByText(REVIEW_VALIDATION_MESSAGES.reasonRequired).waitFor();
      await check('the reject dialog with its messages');
      await rejectDialog.getByRole('button', { name: REJECT_DIALOG_COPY.cancel }).click();
      await rejectDialog.waitFor({ state: 'detached' });

      expect(violations).toEqual({});
    } finally {
      await axeContext.close();
    }
  });
});
