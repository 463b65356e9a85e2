/**
 * Fair review in Chromium (docs/money.md#the-submission-lifecycle), against the real server and
 * the Auth Emulator, with people of its own: a buyer rejects with a reason; the worker reads it
 * and appeals; the buyer pays the worker from the Appeals table, and the worker's bell and
 * balance follow without a reload. Then: changes requested, new details sent, the work accepted.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { BUYER_HOME_COPY } from '@contract/copy/dashboard';
import {
  APPEALS_COPY,
  PAY_WORKER_DIALOG_COPY,
  REQUEST_CHANGES_COPY,
  REVIEW_COPY,
  WORKER_REVIEW_COPY,
} from '@contract/copy/submissions';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { NOTIFICATION_TEXTS, SUCCESS_MESSAGES } from '@contract/messages';
import { launchBrowser, newPage, productUrl } from './support/browser';
import {
  alertShown,
  coinBadge,
  eventually,
  logIn,
  openNotifications,
  rejectWithReason,
} from './support/journeys';
import { newPerson, type Person, postTask, submitWork } from './support/people';

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
  await page.waitForURL(productUrl('/'));
  return page;
}

function rowOf(page: Page, tableName: string, task: string) {
  return page.getByRole('table', { name: tableName }).getByRole('row').filter({ hasText: task });
}

function mySubmissionRow(page: Page, task: string) {
  return page.getByRole('row').filter({ hasText: task });
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

  const workerPage = await signedIn(worker);
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

  await buyerPage.reload();
  const appeal = rowOf(buyerPage, APPEALS_COPY.table, task);
  await appeal.getByText(statement).waitFor();
  await appeal.getByRole('button', { name: APPEALS_COPY.payWorker }).click();
  const payDialog = buyerPage.getByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title });
  await payDialog.getByRole('button', { name: PAY_WORKER_DIALOG_COPY.confirm }).click();
  await alertShown(buyerPage, APPEALS_COPY.paid);
  await appeal.waitFor({ state: 'detached' });

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
