/**
 * Fair review in Chromium (docs/money.md#the-submission-lifecycle), against the real server and
 * the Auth Emulator, with people of its own: a buyer rejects with a reason; the worker reads it
 * and appeals, and their other tab's figures follow; the buyer, whose page stays open, is told at
 * once and pays the worker from the Appeals table, and the worker's bell and balance follow
 * without a reload. Then: changes requested, new details sent, the work accepted.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { BUYER_HOME_COPY, DASHBOARD_COPY } from '@contract/copy/dashboard';
import { BALANCE_COPY } from '@contract/copy/insights';
import {
  APPEALS_COPY,
  PAY_WORKER_DIALOG_COPY,
  REQUEST_CHANGES_COPY,
  REVIEW_COPY,
  UPHOLD_DIALOG_COPY,
  WORKER_REVIEW_COPY,
} from '@contract/copy/submissions';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { NOTIFICATION_TEXTS, SUCCESS_MESSAGES } from '@contract/messages';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
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
  rejectWithReason,
  signedInAtHome,
} from './support/journeys';
import { callApi, newPerson, type Person, postTask, submitWork } from './support/people';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
});

async function signedIn(person: Person): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await logIn(page, person.email, person.password);
  await signedInAtHome(page);
  return page;
}

function rowOf(page: Page, tableName: string, task: string) {
  return page.getByRole('table', { name: tableName }).getByRole('row').filter({ hasText: task });
}

function mySubmissionRow(page: Page, task: string) {
  return page.getByRole('row').filter({ hasText: task });
}

/** The sidebar's link to the role's home, whatever it counts. */
function homeLink(page: Page) {
  return page
    .getByRole('navigation', { name: DASHBOARD_COPY.navigation })
    .getByRole('link', { name: /^Home\b/ });
}

/** A worker's Waiting for review, in coins, as Worker Home's card shows it. */
async function waitingForReview(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: BALANCE_COPY.waitingForReview }).innerText();
  return Number(text.replace(BALANCE_COPY.waitingForReview, '').replace(/[^\d]/g, ''));
}

test('a rejection with a reason, an appeal, and the buyer paying the worker from the Appeals table', async () => {
  const task = 'Photograph the old clock tower';
  const reason = 'Missing or wrong proof';
  const comment = 'The link opens a photo of a bridge, not the tower.';
  const statement = 'The second photo in the folder shows the tower from the square.';
  const [buyer, worker] = await Promise.all([
    newPerson('buyer', 'Odile Brandt'),
    newPerson('worker', 'Teo Vanek'),
  ]);
  await submitWork(
    worker,
    await postTask(buyer, task, 10),
    'Photos: https://proof.example.test/tower',
  );

  const buyerPage = await signedIn(buyer);
  await buyerPage.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  const pending = rowOf(buyerPage, BUYER_HOME_COPY.pendingSubmissions, task);
  await rejectWithReason(buyerPage, pending, reason, comment);
  await alertShown(buyerPage, SUCCESS_MESSAGES.submissionRejected);

  // The buyer's page stays open on Buyer Home: nothing there says anything of an appeal yet.
  await homeLink(buyerPage).waitFor();
  expect(await homeLink(buyerPage).innerText()).toBe('Home');

  const workerPage = await signedIn(worker);
  // The worker's other tab, on Worker Home: the rejected work's coins wait for no review.
  const workerHome = await workerPage.context().newPage();
  await workerHome.goto(productUrl(DASHBOARD_PATHS.workerHome));
  await eventually(
    () => waitingForReview(workerHome),
    (coins) => coins === 0,
  );
  await workerPage.goto(productUrl(DASHBOARD_PATHS.submissions));
  const mine = mySubmissionRow(workerPage, task);
  await mine.getByText(reason).waitFor();
  await mine.getByText(comment).waitFor();
  await mine.getByRole('button', { name: WORKER_REVIEW_COPY.appeal }).click();
  const appealDialog = workerPage.getByRole('dialog', {
    name: WORKER_REVIEW_COPY.appealDialog.title,
  });
  await appealDialog
    .getByRole('textbox', { name: WORKER_REVIEW_COPY.appealDialog.statement })
    .fill(statement);
  await appealDialog.getByRole('button', { name: WORKER_REVIEW_COPY.appealDialog.confirm }).click();
  await alertShown(workerPage, WORKER_REVIEW_COPY.appealed);
  await mine.getByText(statement).waitFor();
  const balance = await coinBadge(workerPage);
  // The other tab was not touched: the appealed coins wait for review again there too.
  await eventually(
    () => waitingForReview(workerHome),
    (coins) => coins === 10,
  );

  // The buyer's page was not reloaded: the notice comes as an alert, at the top of the Appeals
  // section, and as a count on the sidebar's Home link; the appeal is in the table to answer.
  const notice = NOTIFICATION_TEXTS.appealReceived(worker.name, task);
  await alertShown(buyerPage, notice);
  await buyerPage.getByRole('status', { name: APPEALS_COPY.notices }).getByText(notice).waitFor();
  await buyerPage
    .getByRole('navigation', { name: DASHBOARD_COPY.navigation })
    .getByRole('link', { name: /^Home\W+1 appeal to answer$/ })
    .waitFor();
  const appeal = rowOf(buyerPage, APPEALS_COPY.table, task);
  await appeal.getByText(statement).waitFor();
  await appeal.getByRole('button', { name: APPEALS_COPY.payWorker }).click();
  const payDialog = buyerPage.getByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title });
  await payDialog.getByRole('button', { name: PAY_WORKER_DIALOG_COPY.confirm }).click();
  await alertShown(buyerPage, APPEALS_COPY.paid);
  await appeal.waitFor({ state: 'detached' });
  await buyerPage
    .getByRole('status', { name: APPEALS_COPY.notices })
    .waitFor({ state: 'detached' });
  await eventually(
    () => homeLink(buyerPage).innerText(),
    (text) => text === 'Home',
  );

  // The worker's page was not reloaded: the bell and the balance follow by themselves.
  await eventually(
    () => coinBadge(workerPage),
    (coins) => coins === balance + 10,
  );
  const dropdown = await openNotifications(workerPage);
  await dropdown.getByText(NOTIFICATION_TEXTS.appealWon(10, task)).waitFor();
});

test('changes requested, new details sent, the work accepted', async () => {
  const task = 'Transcribe the market stall sign';
  const note = 'Please include the small print at the bottom of the sign.';
  const details = 'Full text, small print included: https://proof.example.test/sign-2';
  const [buyer, worker] = await Promise.all([
    newPerson('buyer', 'Marit Ohlsen'),
    newPerson('worker', 'Idris Kamau'),
  ]);
  await submitWork(worker, await postTask(buyer, task, 8), 'Text: https://proof.example.test/sign');

  const buyerPage = await signedIn(buyer);
  await buyerPage.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  const pending = rowOf(buyerPage, BUYER_HOME_COPY.pendingSubmissions, task);
  await pending.getByRole('button', { name: REVIEW_COPY.requestChanges }).click();
  const changesDialog = buyerPage.getByRole('dialog', { name: REQUEST_CHANGES_COPY.title });
  await changesDialog.getByRole('textbox', { name: REQUEST_CHANGES_COPY.note }).fill(note);
  await changesDialog.getByRole('button', { name: REQUEST_CHANGES_COPY.confirm }).click();
  await alertShown(buyerPage, REQUEST_CHANGES_COPY.sent);
  await pending.waitFor({ state: 'detached' });

  const workerPage = await signedIn(worker);
  await workerPage.goto(productUrl(DASHBOARD_PATHS.submissions));
  const mine = mySubmissionRow(workerPage, task);
  await mine.getByText(note).waitFor();
  await mine.getByRole('button', { name: WORKER_REVIEW_COPY.resubmit }).click();
  const resubmitDialog = workerPage.getByRole('dialog', {
    name: WORKER_REVIEW_COPY.resubmitDialog.title,
  });
  const field = resubmitDialog.getByRole('textbox', {
    name: WORKER_REVIEW_COPY.resubmitDialog.details,
  });
  await field.fill(details);
  await resubmitDialog
    .getByRole('button', { name: WORKER_REVIEW_COPY.resubmitDialog.confirm })
    .click();
  await alertShown(workerPage, WORKER_REVIEW_COPY.resubmitted);

  await buyerPage.reload();
  await pending.getByRole('button', { name: REVIEW_COPY.view }).click();
  const detailsDialog = buyerPage.getByRole('dialog', { name: REVIEW_COPY.detailsTitle });
  await detailsDialog.getByText(details).waitFor();
  await detailsDialog.getByRole('button', { name: REVIEW_COPY.accept }).click();
  await alertShown(buyerPage, SUCCESS_MESSAGES.submissionApproved);

  const dropdown = await openNotifications(workerPage);
  await dropdown.getByText(NOTIFICATION_TEXTS.approved(8, buyer.email, task)).waitFor();
});

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  test('axe finds no violations on the review screens and their dialogs', async () => {
    const [buyer, worker] = await Promise.all([
      newPerson('buyer', 'Greta Halvorsen'),
      newPerson('worker', 'Nuno Baptista'),
    ]);
    const submitted = async (title: string): Promise<string> => {
      const taskId = await postTask(buyer, title, 5);
      await submitWork(worker, taskId, 'Proof: https://proof.example.test/axe');
      const mine = await callApi<{ _id: string; task_id: string }[]>(
        worker,
        'GET',
        `/my-submissions?email=${encodeURIComponent(worker.email)}`,
      );
      const found = mine.find((submission) => submission.task_id === taskId);
      if (!found) throw new Error(`No submission for ${title}`);
      return found._id;
    };
    const reject = { action: 'reject', reason: 'Low quality', comment: 'The photos are blurred.' };
    const changesAsked = await submitted('Check the shop opening hours');
    await callApi(buyer, 'PATCH', `/submissions/${changesAsked}`, {
      action: 'request_changes',
      note: 'Please add the Sunday hours too.',
    });
    const rejected = await submitted('Photograph the bakery front');
    await callApi(buyer, 'PATCH', `/submissions/${rejected}`, reject);
    const appealed = await submitted('Count the benches in the park');
    await callApi(buyer, 'PATCH', `/submissions/${appealed}`, reject);
    await callApi(worker, 'POST', `/submissions/${appealed}/appeal`, {
      statement: 'The photo set has all twelve benches.',
    });
    await submitted('List the bus stops on line 4');

    const violations: Record<string, AxeViolation[]> = {};
    const check = async (page: Page, what: string) => {
      await settled(page);
      const found = await axeViolations(page);
      if (found.length > 0) violations[what] = found;
    };
    const openDialog = async (page: Page, button: Locator, title: string) => {
      await button.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      return dialog;
    };
    const close = async (dialog: Locator, cancel: string) => {
      await dialog.getByRole('button', { name: cancel }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    const { context: buyerContext, page: buyerPage } = await newPage(browser, { colorScheme });
    contexts.push(buyerContext);
    await logIn(buyerPage, buyer.email, buyer.password);
    await signedInAtHome(buyerPage);
    await buyerPage.goto(productUrl(DASHBOARD_PATHS.buyerHome));
    const appeal = rowOf(buyerPage, APPEALS_COPY.table, 'Count the benches in the park');
    await appeal.waitFor();
    await check(buyerPage, 'Buyer Home with an appeal');
    const changes = await openDialog(
      buyerPage,
      rowOf(
        buyerPage,
        BUYER_HOME_COPY.pendingSubmissions,
        'List the bus stops on line 4',
      ).getByRole('button', { name: REVIEW_COPY.requestChanges }),
      REQUEST_CHANGES_COPY.title,
    );
    await changes.getByRole('button', { name: REQUEST_CHANGES_COPY.confirm }).click();
    await changes.getByText(REVIEW_VALIDATION_MESSAGES.noteTooShort).waitFor();
    await check(buyerPage, 'the request-changes dialog with its message');
    await close(changes, REQUEST_CHANGES_COPY.cancel);
    const pay = await openDialog(
      buyerPage,
      appeal.getByRole('button', { name: APPEALS_COPY.payWorker }),
      PAY_WORKER_DIALOG_COPY.title,
    );
    await check(buyerPage, 'the pay-the-worker dialog');
    await close(pay, PAY_WORKER_DIALOG_COPY.cancel);
    const uphold = await openDialog(
      buyerPage,
      appeal.getByRole('button', { name: APPEALS_COPY.uphold }),
      UPHOLD_DIALOG_COPY.title,
    );
    await uphold.getByRole('button', { name: UPHOLD_DIALOG_COPY.confirm }).click();
    await uphold.getByText(REVIEW_VALIDATION_MESSAGES.answerTooShort).waitFor();
    await check(buyerPage, 'the uphold dialog with its message');
    await close(uphold, UPHOLD_DIALOG_COPY.cancel);

    const { context: workerContext, page: workerPage } = await newPage(browser, { colorScheme });
    contexts.push(workerContext);
    await logIn(workerPage, worker.email, worker.password);
    await signedInAtHome(workerPage);
    await workerPage.goto(productUrl(DASHBOARD_PATHS.submissions));
    const toResubmit = mySubmissionRow(workerPage, 'Check the shop opening hours');
    await toResubmit.getByRole('button', { name: WORKER_REVIEW_COPY.resubmit }).waitFor();
    await check(workerPage, 'My Submissions with every kind of review');
    const resubmit = await openDialog(
      workerPage,
      toResubmit.getByRole('button', { name: WORKER_REVIEW_COPY.resubmit }),
      WORKER_REVIEW_COPY.resubmitDialog.title,
    );
    await check(workerPage, 'the resubmit dialog');
    await close(resubmit, WORKER_REVIEW_COPY.resubmitDialog.cancel);
    const appealDialog = await openDialog(
      workerPage,
      mySubmissionRow(workerPage, 'Photograph the bakery front').getByRole('button', {
        name: WORKER_REVIEW_COPY.appeal,
      }),
      WORKER_REVIEW_COPY.appealDialog.title,
    );
    await appealDialog
      .getByRole('button', { name: WORKER_REVIEW_COPY.appealDialog.confirm })
      .click();
    await appealDialog.getByText(REVIEW_VALIDATION_MESSAGES.statementTooShort).waitFor();
    await check(workerPage, 'the appeal dialog with its message');
    await close(appealDialog, WORKER_REVIEW_COPY.appealDialog.cancel);

    const { context: adminContext, page: adminPage } = await newPage(browser, { colorScheme });
    contexts.push(adminContext);
    await logIn(adminPage, 'admin@coinwork.example');
    await signedInAtHome(adminPage);
    await adminPage.goto(productUrl(DASHBOARD_PATHS.appeals));
    // Both colour schemes' appeals are open: the admin sees every one.
    await rowOf(adminPage, APPEALS_COPY.table, 'Count the benches in the park')
      .filter({ hasText: worker.email })
      .waitFor();
    await check(adminPage, "the admin's Appeals screen");

    expect(violations).toEqual({});
  });
});
