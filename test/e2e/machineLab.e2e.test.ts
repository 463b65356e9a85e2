/**
 * QA's Machine Lab in Chromium (docs/machines/README.md), against the product started by the e2e
 * setup (which offers the lab, as `npm start` does): every machine listed, a generated path played
 * step by step and reopened from its link, a simulated payment declined, and a real purchase
 * recorded in one tab, seen live in the lab's tab, replayed, exported and imported again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { LAB_COPY } from '@contract/copy/lab';
import { PAYMENT_COPY, PURCHASE_COPY } from '@contract/copy/payments';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { SANDBOX_TEST_CARDS } from '@contract/constants';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { MACHINES } from '@app/machines';
import {
  ACTION_TIMEOUT_MS,
  axeViolations,
  DESKTOP,
  launchBrowser,
  PHONE,
  productUrl,
  type Viewport,
} from './support/browser';
import {
  alertShown,
  PHOTO_FIXTURE,
  sidebarLink,
  signedInAtHome,
  uniqueEmail,
} from './support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface LabPage {
  context: BrowserContext;
  page: Page;
  /** Every request the page made that left the product's own origin. */
  foreign: string[];
}

/** Nothing but the product's own origin: anything else a page asks for is blocked and noted. */
async function onlyOwnOrigin(page: Page, foreign: string[]): Promise<void> {
  const origin = new URL(productUrl()).origin;
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') {
      return route.continue();
    }
    foreign.push(url.toString());
    return route.abort();
  });
}

/** A fresh browser context with a lab page whose network reaches the product's origin only. */
async function labContext(
  options: { colorScheme?: 'light' | 'dark'; viewport?: Viewport } = {},
): Promise<LabPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const foreign: string[] = [];
  const page = await context.newPage();
  await onlyOwnOrigin(page, foreign);
  return { context, page, foreign };
}

/** Another tab of the same browser, where the product may also reach its identity provider. */
async function productTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const base = new URL(productUrl());
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const local =
      url.hostname === base.hostname || url.hostname === '127.0.0.1' || url.protocol === 'data:';
    return local ? route.continue() : route.abort();
  });
  return page;
}

/** The state the diagram marks as active (its name, as the diagram shows it). */
function activeStateNode(page: Page, state: string) {
  return page.locator(`[data-state="${state}"][aria-current="true"]`);
}

function stepShown(page: Page): Promise<string> {
  return page.getByText(/^Step \d+ of \d+$/).innerText();
}

test('the lab lists every machine; a withdrawal path plays to succeeded, and its step link reopens it, with nothing leaving the origin', async () => {
  const { context, page, foreign } = await labContext();
  await page.goto(productUrl('/lab'));
  await page.getByRole('heading', { name: LAB_COPY.machinesHeading }).waitFor();
  for (const { name } of MACHINES) {
    await page.getByRole('link', { name, exact: true }).waitFor();
  }

  await page.getByRole('link', { name: 'withdrawalMachine', exact: true }).click();
  await page.getByRole('region', { name: LAB_COPY.diagramLabel('withdrawalMachine') }).waitFor();
  await activeStateNode(page, 'editing').waitFor();
  await page.getByRole('tab', { name: LAB_COPY.tabs.paths }).click();
  const shortest = page.getByRole('list', { name: LAB_COPY.shortestPaths });
  await shortest.getByRole('button', { name: /^→ succeeded/ }).click();
  await activeStateNode(page, 'editing').waitFor();
  expect(await stepShown(page)).toBe('Step 0 of 2');

  await page.getByRole('button', { name: LAB_COPY.forward }).click();
  await activeStateNode(page, 'submitting').waitFor();
  expect(await stepShown(page)).toBe('Step 1 of 2');
  await page.getByRole('button', { name: LAB_COPY.forward }).click();
  await activeStateNode(page, 'succeeded').waitFor();
  expect(await stepShown(page)).toBe('Step 2 of 2');
  // The step's alert, as the product would show it.
  await page
    .getByText(/Successful Request!/)
    .first()
    .waitFor();

  const stepUrl = page.url();
  expect(stepUrl).toMatch(/\/lab\/withdrawalMachine\?path=shortest-\d+&step=2$/);
  await page.reload();
  await activeStateNode(page, 'succeeded').waitFor();
  expect(await stepShown(page)).toBe('Step 2 of 2');
  await page.getByRole('button', { name: LAB_COPY.back }).click();
  await activeStateNode(page, 'submitting').waitFor();

  // Played from the start with play: it reaches the end by itself.
  await page.getByRole('button', { name: LAB_COPY.first }).click();
  await page.getByRole('button', { name: LAB_COPY.play }).click();
  await activeStateNode(page, 'succeeded').waitFor();

  expect(foreign).toEqual([]);
  await context.close();
});

test('the payment machine, simulated with a declined card, shows the failure state and the gateway’s message', async () => {
  const { context, page, foreign } = await labContext();
  await page.goto(productUrl('/lab/paymentMachine'));
  await activeStateNode(page, 'idle').waitFor();
  // Clicking the transition on the diagram sends its event.
  await page
    .getByRole('region', { name: LAB_COPY.diagramLabel('paymentMachine') })
    .getByRole('button', { name: 'Send START' })
    .click();
  await activeStateNode(page, 'creatingIntent').waitFor();
  await page.getByRole('button', { name: LAB_COPY.finishActor('createIntent') }).click();
  await activeStateNode(page, 'awaitingCard').waitFor();
  await page
    .getByRole('region', { name: LAB_COPY.eventsHeading })
    .getByRole('button', { name: LAB_COPY.send('PAY') })
    .click();
  await activeStateNode(page, 'confirming').waitFor();

  await page.getByRole('combobox', { name: LAB_COPY.actorEndsWith('confirmCard') }).click();
  await page.getByRole('option', { name: /Your card was declined\./ }).click();
  await page.getByRole('button', { name: LAB_COPY.finishActor('confirmCard') }).click();
  await activeStateNode(page, 'confirmFailed').waitFor();
  await page
    .getByRole('region', { name: LAB_COPY.contextHeading })
    .getByText(/"failure": "Your card was declined\."/)
    .waitFor();

  // Back one step and the card is being confirmed again; forward returns to the failure.
  await page.getByRole('button', { name: LAB_COPY.back }).click();
  await activeStateNode(page, 'confirming').waitFor();
  await page.getByRole('button', { name: LAB_COPY.forward }).click();
  await activeStateNode(page, 'confirmFailed').waitFor();
  expect(foreign).toEqual([]);
  await context.close();
});

test('a purchase recorded in the product appears live in the lab’s tab, replays to the end, exports and imports again', async () => {
  const { context, page: lab, foreign } = await labContext();
  await lab.goto(productUrl('/lab'));
  await lab.getByText(LAB_COPY.noRecordings).waitFor();

  const product = await productTab(context);
  const password = 'Strong@pass1';
  await product.goto(productUrl('/register?record=1'));
  await product.getByLabel('Full Name').fill('Oskar Brandt');
  await product.getByLabel('Email').fill(uniqueEmail('oskar'));
  await product.getByLabel('Buyer').check();
  await product.getByLabel('Password', { exact: true }).fill(password);
  await product.getByLabel('Photo').setInputFiles(PHOTO_FIXTURE);
  await product.getByRole('button', { name: 'Register' }).click();
  await signedInAtHome(product);
  await product.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  await sidebarLink(product, 'Purchase Coin').click();
  await product.getByRole('button', { name: PURCHASE_COPY.purchaseLabel(150, 10) }).click();
  await product.getByText(PAYMENT_COPY.testMode).waitFor();
  await product.getByLabel(PAYMENT_COPY.cardNumber).fill(SANDBOX_TEST_CARDS.succeeds);
  await product.getByLabel(PAYMENT_COPY.expiry).fill('12/34');
  await product.getByLabel(PAYMENT_COPY.cvc).fill('123');
  await product.getByRole('button', { name: PAYMENT_COPY.pay(10) }).click();
  await alertShown(product, SUCCESS_MESSAGES.payment);

  // The lab's tab lists it without a reload.
  const recordings = lab.getByRole('list', { name: LAB_COPY.recordingsHeading });
  const payment = recordings.getByRole('button', { name: /^paymentMachine · / });
  await payment.waitFor();
  await recordings
    .getByRole('button', { name: /^authMachine · / })
    .first()
    .waitFor();

  const stored = await lab.evaluate(() => JSON.stringify({ ...window.localStorage }));
  for (const secret of [
    SANDBOX_TEST_CARDS.succeeds,
    SANDBOX_TEST_CARDS.succeeds.replace(/ /g, ''),
    password,
  ]) {
    expect(stored).not.toContain(secret);
  }

  await payment.click();
  await lab.waitForURL(/\/lab\/paymentMachine\?recording=/);
  await activeStateNode(lab, 'idle').waitFor();
  await lab.getByRole('button', { name: LAB_COPY.last }).click();
  await activeStateNode(lab, 'succeeded').waitFor();
  expect(await lab.getByRole('alert').filter({ hasText: 'no longer follows' }).count()).toBe(0);

  const [download] = await Promise.all([
    lab.waitForEvent('download'),
    lab.getByRole('button', { name: LAB_COPY.exportFile, exact: true }).click(),
  ]);
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'lab-export-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/^payment-recording-.+\.json$/);
  const exported: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({
    format: 'coinwork.machine-path',
    machine: 'payment',
    source: 'recording',
  });

  await lab
    .getByRole('button', { name: LAB_COPY.remove + ':', exact: false })
    .first()
    .waitFor();
  await lab.goto(productUrl('/lab'));
  await lab.getByTestId('lab-import-input').setInputFiles(file);
  await lab.waitForURL(/\/lab\/paymentMachine\?recording=/);
  await lab.getByRole('button', { name: LAB_COPY.last }).click();
  await activeStateNode(lab, 'succeeded').waitFor();

  // A copy whose card payment became an event the machine does not know plays up to there.
  const recording = exported as { id: string; steps: { event: { type: string } }[] };
  const payAt = recording.steps.findIndex((step) => step.event.type === 'PAY');
  const broken = {
    ...recording,
    id: `${recording.id}-broken`,
    steps: recording.steps.map((step, index) =>
      index === payAt ? { ...step, event: { type: 'PAY_TWICE' } } : step,
    ),
  };
  const brokenFile = path.join(path.dirname(file), 'broken.json');
  fs.writeFileSync(brokenFile, JSON.stringify(broken));
  await lab.goto(productUrl('/lab'));
  await lab.getByTestId('lab-import-input').setInputFiles(brokenFile);
  await lab
    .getByRole('alert')
    .filter({ hasText: `Step ${payAt + 1}: PAY_TWICE is not accepted in state "awaitingCard"` })
    .waitFor();
  await lab.getByRole('button', { name: LAB_COPY.last }).click();
  await activeStateNode(lab, 'awaitingCard').waitFor();
  expect(foreign).toEqual([]);
  await context.close();
});

describe.each(['light', 'dark'] as const)('the lab in %s mode', (colorScheme) => {
  test.each([
    ['/lab', DESKTOP],
    ['/lab/withdrawalMachine', DESKTOP],
    ['/lab/authMachine?path=shortest-1&step=1', PHONE],
  ] as const)('axe finds no violations on %s', async (path, viewport) => {
    const { context, page } = await labContext({ colorScheme, viewport });
    await page.goto(productUrl(path));
    if (path === '/lab')
      await page.getByRole('heading', { name: LAB_COPY.machinesHeading }).waitFor();
    else await page.locator('[data-state][aria-current="true"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
