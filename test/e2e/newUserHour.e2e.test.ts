/**
 * What a new user hit in their first hour (issue 10, items 11–17), each as a journey in
 * Chromium against the real product: the hero's buttons under the mouse and the finger,
 * where a login leads, the buyer's figures after a review, a second tab's balance, a good
 * card after a declined one, unique ids on the landing page, and the developer link.
 * Hana's demo account (a buyer) is used by this file only.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { BUYER_HOME_COPY } from '@contract/copy/dashboard';
import { HERO_LABEL, HERO_SLIDES, heroSlideDotLabel } from '@contract/copy/landing';
import { PAYMENT_COPY, PURCHASE_COPY } from '@contract/copy/payments';
import { HEADER_COPY } from '@contract/copy/site';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { SANDBOX_TEST_CARDS } from '@contract/constants';
import { CARD_ERRORS, SUCCESS_MESSAGES } from '@contract/messages';
import { DEMO_PASSWORD } from '@server/seed/demoAccounts';
import {
  ACTION_TIMEOUT_MS,
  DESKTOP,
  describePages,
  launchBrowser,
  newPage,
  PHONE,
  productUrl,
} from './support/browser';
import {
  alertShown,
  coinBadge,
  eventually,
  logIn,
  logOut,
  rejectWithReason,
  sidebarLink,
  signedInAtHome,
} from './support/journeys';

const BUYER = 'hana@coinwork.example';
const WORKER = 'noor@coinwork.example';
// A seeded pending submission to one of Hana's tasks (src/server/seed/seedDemo.ts).
const TO_REJECT = 'Record five sentences in your language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function withContext<T>(
  run: (context: BrowserContext, page: Page) => Promise<T>,
  options: Parameters<typeof newPage>[1] = {},
): Promise<T> {
  const { context, page } = await newPage(browser, options);
  try {
    return await run(context, page);
  } catch (error) {
    if (error instanceof Error) {
      // Jest prints the stack, which begins with the message as it was when thrown.
      const pages = `\n\nWhat the tabs showed:\n${await describePages(context)}`;
      error.stack = (error.stack ?? '').replace(error.message, error.message + pages);
      error.message += pages;
    }
    throw error;
  } finally {
    await context.close();
  }
}

/** Shows the hero slide (by its dot) and answers its call-to-action link. */
async function showSlide(page: Page, index: number, via: 'click' | 'tap') {
  const hero = page.getByRole('region', { name: HERO_LABEL });
  const dot = hero.getByRole('button', { name: heroSlideDotLabel(index + 1) });
  await (via === 'tap' ? dot.tap() : dot.click());
  await expect(dot.getAttribute('aria-current')).resolves.toBe('true');
  return hero.getByRole('link', { name: HERO_SLIDES[index]?.button ?? '' });
}

describe("the hero's buttons (item 11)", () => {
  test.each(HERO_SLIDES.map((slide, index) => [slide.button, index] as const))(
    "'%s' navigates when clicked with the mouse at 1280 px",
    (_button, index) =>
      withContext(
        async (_context, page) => {
          await page.goto(productUrl('/'));
          const link = await showSlide(page, index, 'click');
          const target = await link.getAttribute('href');
          expect(target).toMatch(/^\/[a-z]/);
          await link.click({ timeout: 10_000 });
          await page.waitForURL(productUrl(target ?? ''));
        },
        { viewport: DESKTOP },
      ),
  );

  test.each(HERO_SLIDES.map((slide, index) => [slide.button, index] as const))(
    "'%s' navigates when tapped on a 375 px touch phone",
    async (_button, index) => {
      const context = await browser.newContext({
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      try {
        const page = await context.newPage();
        await page.goto(productUrl('/'));
        const link = await showSlide(page, index, 'tap');
        const target = await link.getAttribute('href');
        await link.tap({ timeout: 10_000 });
        await page.waitForURL(productUrl(target ?? ''));
      } finally {
        await context.close();
      }
    },
  );

  test('the hidden slides are inert and take no pointer', () =>
    withContext(async (_context, page) => {
      await page.goto(productUrl('/'));
      await showSlide(page, 1, 'click');
      const hidden = await page.evaluate(() =>
        Array.from(document.querySelectorAll('a'))
          .filter((link) => ['Browse Tasks', 'Start Earning'].includes(link.textContent ?? ''))
          .map((link) => ({
            inert: link.closest('[inert]') !== null,
            pointer: getComputedStyle(link).pointerEvents,
          })),
      );
      expect(hidden).toEqual([
        { inert: true, pointer: 'none' },
        { inert: true, pointer: 'none' },
      ]);
    }));
});

describe('where a login leads (item 12)', () => {
  test('sent from /dashboard/profile, three failed attempts, then a good one: home', () =>
    withContext(async (_context, page) => {
      await page.goto(productUrl(DASHBOARD_PATHS.profile));
      await page.waitForURL(productUrl('/login'));
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      const login = page.getByRole('button', { name: 'Login', exact: true });
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await email.fill(WORKER);
        await password.fill(`wrong-password-${attempt}`);
        await login.click();
        await page.getByText('Login Failed').first().waitFor();
        await eventually(
          () => login.isEnabled(),
          (enabled) => enabled,
        );
      }
      await password.fill(DEMO_PASSWORD);
      await login.click();
      await signedInAtHome(page);
      await page
        .getByRole('button', { name: /account menu/i })
        .first()
        .waitFor();
    }));

  test('a buyer logged out while on Payment History; a worker logging in on that tab goes home', () =>
    withContext(async (context, page) => {
      await logIn(page, BUYER);
      await signedInAtHome(page);
      await page.goto(productUrl(DASHBOARD_PATHS.paymentHistory));
      await page.getByRole('heading', { name: 'Payment History', level: 1 }).waitFor();
      // The buyer logs out from another tab of the browser: this tab is sent to /login.
      const other = await context.newPage();
      await other.goto(productUrl('/'));
      await logOut(other);
      await other.getByRole('link', { name: 'Login' }).first().waitFor();
      await other.close();
      await page.waitForURL(productUrl('/login'));

      await page.getByLabel('Email').fill(WORKER);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page
        .getByRole('button', { name: /account menu/i })
        .first()
        .waitFor();
      await signedInAtHome(page);
      // Once there, it stays there: no remembered page takes over.
      await page.getByRole('heading', { name: HERO_SLIDES[0].heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }));
});

describe('two tabs of one browser', () => {
  test('a landing page open in one tab follows a sign-in and a sign-out in the other, without a reload', () =>
    withContext(async (context, page) => {
      await page.goto(productUrl('/'));
      const landingHeader = page.getByRole('banner');
      await landingHeader.getByRole('link', { name: 'Login' }).first().waitFor();

      const other = await context.newPage();
      await logIn(other, WORKER);
      await signedInAtHome(other);
      await other
        .getByRole('button', { name: /account menu/i })
        .first()
        .waitFor();

      await landingHeader
        .getByRole('button', { name: /account menu/i })
        .first()
        .waitFor();
      await expect(coinBadge(page)).resolves.toBeGreaterThan(0);

      await logOut(other);
      await landingHeader.getByRole('link', { name: 'Login' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }));
});

describe("the buyer's money (items 13–15)", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await logIn(page, BUYER);
    await signedInAtHome(page);
  });
  afterAll(() => context.close());

  function statValue(label: string): Promise<number> {
    return eventually(
      async () => {
        const card = page.getByRole('region', { name: label, exact: true });
        if ((await card.getAttribute('aria-busy')) === 'true') return Number.NaN;
        return Number((await card.innerText()).replace(label, '').replace(/[^\d]/g, ''));
      },
      (value) => Number.isFinite(value),
    );
  }

  test("Buyer Home follows a Reject without a reload; the slot stays held for the worker's appeal", async () => {
    await page.goto(productUrl(DASHBOARD_PATHS.buyerHome));
    const row = page
      .getByRole('table', { name: BUYER_HOME_COPY.pendingSubmissions })
      .getByRole('row')
      .filter({ hasText: TO_REJECT });
    await row.waitFor();
    const before = await statValue(BUYER_HOME_COPY.pendingTasks);

    await rejectWithReason(page, row, 'Low quality', 'Two of the five sentences are cut off.');
    await alertShown(page, SUCCESS_MESSAGES.submissionRejected);
    await row.waitFor({ state: 'detached' });

    // The rejected work keeps its slot while the worker may appeal (docs/money.md): no more
    // workers are wanted until the appeal window closes.
    expect(await statValue(BUYER_HOME_COPY.pendingTasks)).toBe(before);
  });

  async function startPurchase(on: Page): Promise<void> {
    await on.goto(productUrl(DASHBOARD_PATHS.purchase));
    await on.getByRole('button', { name: PURCHASE_COPY.purchaseLabel(150, 10) }).click();
    await on.waitForURL(productUrl(DASHBOARD_PATHS.payment));
    await on.getByText(PAYMENT_COPY.testMode).waitFor();
  }

  async function typeCard(on: Page, card: string): Promise<void> {
    await on.getByLabel(PAYMENT_COPY.cardNumber).fill(card);
    await on.getByLabel(PAYMENT_COPY.expiry).fill('12/34');
    await on.getByLabel(PAYMENT_COPY.cvc).fill('123');
  }

  test('a second tab shows the balance the first tab bought once it is in front again', async () => {
    const second = await context.newPage();
    try {
      await second.goto(productUrl(DASHBOARD_PATHS.buyerHome));
      const before = await eventually(
        () => coinBadge(second),
        (coins) => coins > 0,
      );

      await page.bringToFront();
      await startPurchase(page);
      await typeCard(page, SANDBOX_TEST_CARDS.succeeds);
      await page.getByRole('button', { name: PAYMENT_COPY.pay(10) }).click();
      await alertShown(page, SUCCESS_MESSAGES.payment);

      // Back to the second tab, as a person switching tabs does.
      await second.bringToFront();
      await second.evaluate(() => window.dispatchEvent(new Event('focus')));
      await sidebarLink(second, 'My Tasks').click();
      await eventually(
        () => coinBadge(second),
        (coins) => coins === before + 150,
      );
    } finally {
      await second.close();
    }
  });

  test('after a declined card, typing a good one makes Pay work without "Try again"', async () => {
    const before = await eventually(
      () => coinBadge(page),
      (coins) => coins > 0,
    );
    await startPurchase(page);
    await typeCard(page, SANDBOX_TEST_CARDS.declined);
    const pay = page.getByRole('button', { name: PAYMENT_COPY.pay(10) });
    await pay.click();
    await page.getByText(CARD_ERRORS.card_declined).first().waitFor();

    await page.getByLabel(PAYMENT_COPY.cardNumber).fill(SANDBOX_TEST_CARDS.succeeds);
    await pay.click({ timeout: 10_000 });
    await alertShown(page, SUCCESS_MESSAGES.payment);
    await eventually(
      () => coinBadge(page),
      (coins) => coins === before + 150,
    );
  });
});

describe('the landing page and the developer link (items 16, 17)', () => {
  test('no id appears twice on /, the FAQ included', () =>
    withContext(async (_context, page) => {
      await page.goto(productUrl('/'));
      const faq = page.getByRole('heading', { name: 'Frequently Asked Questions', exact: true });
      // Sections below the fold load as they approach the viewport: scroll like a reader.
      await eventually(
        async () => {
          await page.mouse.wheel(0, 1500);
          return faq.count();
        },
        (count) => count === 1,
        60_000,
      );
      await page.getByRole('button', { name: /\?$/ }).first().waitFor();
      const duplicates = await page.evaluate(() => {
        const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicates).toEqual([]);
    }));

  test.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)("'Join as a Developer' is an external link at %s px", (_width, viewport) =>
    withContext(
      async (_context, page) => {
        await page.goto(productUrl('/'));
        const link = page
          .getByRole('banner')
          .getByRole('link', { name: new RegExp(`^${HEADER_COPY.developerLink}`) });
        await link.waitFor();
        const href = (await link.getAttribute('href')) ?? '';
        const target = new URL(href, productUrl('/'));
        expect(target.protocol).toBe('https:');
        expect(target.origin).not.toBe(new URL(productUrl('/')).origin);
        await expect(link.getAttribute('target')).resolves.toBe('_blank');
        await expect(link.getAttribute('rel')).resolves.toMatch(/\bnoopener\b/);
        await expect(link.isVisible()).resolves.toBe(true);
        // Never a bare icon: a word shows at every width.
        await expect(link.innerText()).resolves.toMatch(/Dev/);
        // The header's links and buttons sit side by side, none over another.
        const overlaps = await page.getByRole('banner').evaluate((header) => {
          const boxes = Array.from(header.querySelectorAll('a, button'), (element) => ({
            name: element.textContent ?? '',
            box: element.getBoundingClientRect(),
          })).filter(({ box }) => box.width > 0);
          return boxes.flatMap((first, index) =>
            boxes
              .slice(index + 1)
              .filter(
                ({ box }) =>
                  box.left < first.box.right - 1 &&
                  first.box.left < box.right - 1 &&
                  box.top < first.box.bottom - 1 &&
                  first.box.top < box.bottom - 1,
              )
              .map((second) => `${first.name} / ${second.name}`),
          );
        });
        expect(overlaps).toEqual([]);
      },
      { viewport },
    ),
  );

  test('/api/docs renders with no Content-Security-Policy error', () =>
    withContext(async (_context, page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(productUrl('/api/docs'), { waitUntil: 'networkidle' });
      await page.locator('.swagger-ui .information-container').waitFor();
      await page.getByText('/api/health').first().waitFor();
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect({
        violations,
        errors: errors.filter((text) => /Content Security Policy/i.test(text)),
      }).toEqual({ violations: [], errors: [] });
    }));
});
