/**
 * `npm run lab:record`: records one real path per machine of the registry (src/app/machines.ts)
 * from the real product in Chromium, with `?record=1`, and writes each to
 * test/machine-paths/<machine>/<journey>.json, where the replay test picks it up. The journeys:
 * a demo buyer logs in (authMachine), buys the 150-coin package with the sandbox card
 * (paymentMachine), approves a seeded pending submission (submissionReviewMachine); a demo worker
 * withdraws 200 coins (withdrawalMachine). Each runs in a fresh browser context, so each
 * recording starts from a clean tab.
 *
 * By default the product is started here like the browser journeys start it (the client built
 * when stale, the API server and the Auth Emulator with the demo data in a throwaway folder, on
 * free ports). With BASE_URL set, a running product seeded with
 * the demo data (`npm start`) is used instead; its demo data changes (coins, submissions).
 * CHROMIUM_PATH sets the browser (`bash test/support/ensureChromium.sh` installs one).
 */
import fs from 'node:fs';
import path from 'node:path';

import { type Browser, chromium, type Page } from 'playwright-core';

import { REVIEW_COPY } from '@contract/copy/submissions';
import { BUYER_HOME_COPY } from '@contract/copy/dashboard';
import { PAYMENT_COPY, PURCHASE_COPY } from '@contract/copy/payments';
import { WITHDRAWALS_COPY } from '@contract/copy/withdrawals';
import { SANDBOX_TEST_CARDS } from '@contract/constants';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { DEMO_PASSWORD } from '@server/seed/demoAccounts';
import { MACHINES } from '@app/machines';
import type { MachinePath } from '@app/machineKit/machinePath';
import { RECORDING_KEY_PREFIX } from '@app/machineKit/recording/recordingStore';
import { withThrowawayProduct } from './throwawayProduct';

const OUT_DIR = path.join(process.cwd(), 'test', 'machine-paths');
const BUYER = 'priya@coinwork.example';
const WORKER = 'kwame@coinwork.example';
const STEP_TIMEOUT_MS = 30_000;

const log = (line: string) => console.log(`[lab:record] ${line}`);

interface Journey {
  /** The machine definition's id (`machine.id`). */
  machine: string;
  /** The file's name under the machine's folder. */
  name: string;
  /** The state the recording must end in. */
  reaches: string;
  run: (page: Page, url: (pathname: string) => string) => Promise<void>;
}

async function logIn(page: Page, url: (pathname: string) => string, email: string) {
  await page.goto(url('/login?record=1'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(url('/'));
}

async function alertShown(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

const JOURNEYS: readonly Journey[] = [
  {
    machine: 'auth',
    name: 'log-in-as-buyer',
    reaches: 'signedIn',
    run: async (page, url) => {
      await logIn(page, url, BUYER);
      await page
        .getByRole('button', { name: /account menu/i })
        .first()
        .waitFor();
    },
  },
  {
    machine: 'payment',
    name: 'buy-150-coins',
    reaches: 'succeeded',
    run: async (page, url) => {
      await logIn(page, url, BUYER);
      await page.goto(url(DASHBOARD_PATHS.purchase));
      await page.getByRole('button', { name: PURCHASE_COPY.purchaseLabel(150, 10) }).click();
      await page.waitForURL(url(DASHBOARD_PATHS.payment));
      await page.getByText(PAYMENT_COPY.testMode).waitFor();
      await page.getByLabel(PAYMENT_COPY.cardNumber).fill(SANDBOX_TEST_CARDS.succeeds);
      await page.getByLabel(PAYMENT_COPY.expiry).fill('12/34');
      await page.getByLabel(PAYMENT_COPY.cvc).fill('123');
      await page.getByRole('button', { name: PAYMENT_COPY.pay(10) }).click();
      await alertShown(page, SUCCESS_MESSAGES.payment);
    },
  },
  {
    machine: 'submissionReview',
    name: 'approve-submission',
    reaches: 'approved',
    run: async (page, url) => {
      await logIn(page, url, BUYER);
      await page.goto(url(DASHBOARD_PATHS.buyerHome));
      const firstPending = page
        .getByRole('table', { name: BUYER_HOME_COPY.pendingSubmissions })
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: REVIEW_COPY.view }) })
        .first();
      await firstPending.getByRole('button', { name: REVIEW_COPY.view }).click();
      const details = page.getByRole('dialog', { name: REVIEW_COPY.detailsTitle });
      await details.getByRole('button', { name: REVIEW_COPY.accept }).click();
      await alertShown(page, SUCCESS_MESSAGES.submissionApproved);
    },
  },
  {
    machine: 'withdrawal',
    name: 'withdraw-200-coins',
    reaches: 'succeeded',
    run: async (page, url) => {
      await logIn(page, url, WORKER);
      await page.goto(url(DASHBOARD_PATHS.withdrawals));
      await page.getByLabel(WITHDRAWALS_COPY.coinsToWithdraw).fill('200');
      await page.getByRole('combobox', { name: WITHDRAWALS_COPY.paymentSystem }).click();
      await page.getByRole('option', { name: 'Bkash' }).click();
      await page.getByLabel(WITHDRAWALS_COPY.accountNumber).fill('01712-345678');
      await page.getByRole('button', { name: WITHDRAWALS_COPY.submit }).click();
      await alertShown(page, SUCCESS_MESSAGES.withdrawalRequested);
    },
  },
];

function registryNameOf(machineId: string): string {
  const registered = MACHINES.find(({ machine }) => machine.id === machineId);
  if (!registered) throw new Error(`No machine with the id "${machineId}" in src/app/machines.ts.`);
  return registered.name;
}

/** The recordings the page's tab made, as its localStorage holds them. */
function recordingsOf(page: Page): Promise<MachinePath[]> {
  return page.evaluate((prefix) => {
    const found: MachinePath[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      const text = key?.startsWith(prefix) ? localStorage.getItem(key) : null;
      if (text) found.push(JSON.parse(text) as MachinePath);
    }
    return found;
  }, RECORDING_KEY_PREFIX);
}

function endState(recording: MachinePath): unknown {
  return recording.steps.at(-1)?.state ?? recording.initialState;
}

function reached(recording: MachinePath, state: string): boolean {
  const end = endState(recording);
  return end === state || (typeof end === 'object' && end !== null && state in end);
}

async function record(browser: Browser, base: string, journey: Journey): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    const url = (pathname: string) => new URL(pathname, base).toString();
    await journey.run(page, url);
    // The last step is saved as the machine takes it; give the page a moment to finish.
    await page.waitForTimeout(500);
    const candidates = (await recordingsOf(page)).filter(
      (recording) => recording.machine === journey.machine && reached(recording, journey.reaches),
    );
    const [chosen] = candidates.sort((a, b) => b.steps.length - a.steps.length);
    if (!chosen) {
      throw new Error(`No recording of "${journey.machine}" reached "${journey.reaches}".`);
    }
    const file = path.join(OUT_DIR, registryNameOf(journey.machine), `${journey.name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(chosen, null, 2)}\n`);
    return `${path.relative(process.cwd(), file)} (${chosen.steps.length} steps)`;
  } finally {
    await context.close();
  }
}

async function recordAll(base: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const missing = MACHINES.filter(
      ({ machine }) => !JOURNEYS.some((journey) => journey.machine === machine.id),
    );
    if (missing.length) {
      log(`No journey yet for: ${missing.map(({ name }) => name).join(', ')}.`);
    }
    for (const journey of JOURNEYS) {
      log(`Recording ${journey.machine}: ${journey.name}…`);
      log(`Wrote ${await record(browser, base, journey)}.`);
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const given = process.env.BASE_URL;
  if (given) {
    await recordAll(given);
    return;
  }
  await withThrowawayProduct(log, (product) => recordAll(product.url));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
