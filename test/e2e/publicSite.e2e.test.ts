/**
 * Journeys through the public site and the auth lifecycle in Chromium, against the real
 * server, the Auth Emulator and the seeded demo data.
 */
import { gzipSync } from 'node:zlib';

import type { Browser, Page } from 'playwright-core';

import {
  axeViolations,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  productUrl,
  settled,
} from './support/browser';
import {
  coinBadge,
  eventually,
  logIn,
  logOut,
  PHOTO_FIXTURE,
  signedInAtHome,
  uniqueEmail,
} from './support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function withPage<T>(
  run: (page: Page) => Promise<T>,
  options: Parameters<typeof newPage>[1] = {},
): Promise<T> {
  const { context, page } = await newPage(browser, options);
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

test('a visitor sees every landing section, with the seeded workers and tasks', () =>
  withPage(async (page) => {
    await page.goto(productUrl('/'));
    await expect(page.title()).resolves.toBe('Welcome - Coinwork');
    await page
      .getByRole('heading', { name: 'Earn Money, Complete Tasks, and Grow Your Earnings!' })
      .waitFor();
    // Sections below the fold load as they approach the viewport: scroll down like a reader.
    for (let top = 0; top < 14_000; top += 500) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(100);
    }
    for (const heading of [
      'Best Workers',
      'Featured Tasks',
      'How It Works',
      'Platform Statistics',
      'What Our Users Say',
      'Frequently Asked Questions',
      'Why Choose Us',
    ]) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByText('Kwame Mensah').first().waitFor();
    const details = page.getByRole('link', { name: /details/i }).first();
    await expect(details.getAttribute('href')).resolves.toMatch(
      /^\/dashboard\/tasks\/details\/[0-9a-f-]{36}$/,
    );
    // The counters run for 3 s once the statistics are in view.
    await page
      .getByRole('heading', { name: 'Platform Statistics', exact: true })
      .scrollIntoViewIfNeeded();
    await page.getByText('15,200', { exact: true }).waitFor({ timeout: 10_000 });
  }));

/** The page's errors: console errors (hydration mismatches too) and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the landing page arrives rendered: the hero heading is in its HTML, before any script', async () => {
  const html = await (await fetch(productUrl('/'))).text();
  expect(html).toMatch(/<h2[^>]*>Earn Money, Complete Tasks, and Grow Your Earnings!<\/h2>/);
});

describe.each(['light', 'dark'] as const)('no errors in the console in %s mode', (colorScheme) => {
  test.each(['/', '/login', '/dashboard/worker-home'])('on %s', (pathname) =>
    withPage(
      async (page) => {
        const errors = collectErrors(page);
        await page.goto(productUrl(pathname), { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        expect(errors).toEqual([]);
      },
      { colorScheme },
    ),
  );

  test('on / for a signed-in person, whose header the pre-rendered page does not know', () =>
    withPage(
      async (page) => {
        const errors = collectErrors(page);
        await logIn(page, 'mateo@coinwork.example');
        await signedInAtHome(page);
        await page.getByTestId('coin-balance').first().waitFor();
        await page.goto(productUrl('/'));
        await settled(page);
        await page.getByTestId('coin-balance').first().waitFor();
        await expect(page.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
        expect(errors).toEqual([]);
      },
      { colorScheme },
    ));
});

test('the landing page loads at most 150 KiB of JS and CSS (gzip -9) before load, with no dashboard, Stripe or admin code', () =>
  withPage(async (page) => {
    const early: string[] = [];
    let loaded = false;
    page.on('request', (request) => {
      if (!loaded && ['script', 'stylesheet'].includes(request.resourceType()))
        early.push(request.url());
    });
    await page.goto(productUrl('/'), { waitUntil: 'load' });
    loaded = true;
    let total = 0;
    for (const url of early) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const text = body.toString('utf8');
      expect({ url, stripe: /js\.stripe\.com|stripe-js/.test(text) }).toEqual({
        url,
        stripe: false,
      });
      expect({ url, dashboard: /Manage Users|Payment History|Withdraw Funds/.test(text) }).toEqual({
        url,
        dashboard: false,
      });
      total += gzipSync(body, { level: 9 }).length;
    }
    expect(total).toBeLessThanOrEqual(150 * 1024);
  }));

test('a signed-out visit to a dashboard page lands on /login', () =>
  withPage(async (page) => {
    await page.goto(productUrl('/dashboard/worker-home'));
    await page.waitForURL(/\/login$/);
  }));

test('a wrong password shows "Login Failed"', () =>
  withPage(async (page) => {
    await logIn(page, 'kwame@coinwork.example', 'not-the-password');
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
  }));

test('a new buyer registers with a photo, lands on / with 50 coins, logs out, and a worker logs in', () =>
  withPage(async (page) => {
    await page.goto(productUrl('/register'));
    await page.getByLabel('Full Name').fill('Selin Aydin');
    await page.getByLabel('Email').fill(uniqueEmail('selin'));
    await page.getByLabel('Buyer').check();
    await page.getByLabel('Password', { exact: true }).fill('Strong@pass1');
    await page.getByText('Password is strong').waitFor();
    await page.getByLabel('Photo').setInputFiles(PHOTO_FIXTURE);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration successful!').waitFor();
    await signedInAtHome(page);
    await eventually(
      () => coinBadge(page),
      (coins) => coins === 50,
    );

    await logOut(page);
    await page.getByRole('link', { name: 'Login' }).waitFor();

    await logIn(page, 'kwame@coinwork.example');
    await signedInAtHome(page);
    await eventually(
      () => coinBadge(page),
      (coins) => coins > 0,
    );
  }));

test('a Google sign-in through the emulator popup creates a worker with 10 coins and lands on /dashboard', () =>
  withPage(async (page) => {
    await page.goto(productUrl('/login'));
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    await popup.getByRole('heading', { name: 'Google sign-in (local test accounts)' }).waitFor();
    await popup.getByLabel('Email').fill(uniqueEmail('google.worker'));
    await popup.getByLabel('Display name').fill('Oskar Berg');
    await popup.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/dashboard(\/worker-home)?$/);
    await eventually(
      () => coinBadge(page),
      (coins) => coins === 10,
    );
  }));

test('a worker opening the admin home gets a blank page', () =>
  withPage(async (page) => {
    await logIn(page, 'lucia@coinwork.example');
    await signedInAtHome(page);
    await page.goto(productUrl('/dashboard/admin-home'));
    await page.getByRole('navigation').first().waitFor();
    await expect(page.getByRole('main').innerText()).resolves.toBe('');
    expect(page.url()).toBe(productUrl('/dashboard/admin-home'));
  }));

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  test.each(['/', '/login', '/register', '/unauthorized'])(
    'axe finds no violations on %s',
    (pathname) =>
      withPage(
        async (page) => {
          await page.goto(productUrl(pathname), { waitUntil: 'networkidle' });
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          // The page's scheme is the one asked for before axe looks at its colours.
          await page.waitForFunction(
            (scheme) => document.documentElement.classList.contains(scheme),
            colorScheme,
          );
          expect(await axeViolations(page)).toEqual([]);
        },
        { colorScheme, reducedMotion: 'reduce' },
      ),
  );

  test('axe finds no violations on the profile page', () =>
    withPage(
      async (page) => {
        await logIn(page, 'noor@coinwork.example');
        await signedInAtHome(page);
        await page.goto(productUrl('/dashboard/profile'));
        await page.getByRole('button', { name: 'Logout' }).last().waitFor();
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      },
      { colorScheme, reducedMotion: 'reduce' },
    ));
});

test.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the landing page has no horizontal overflow and no broken image on a %s', (_name, viewport) =>
  withPage(
    async (page) => {
      await page.goto(productUrl('/'), { waitUntil: 'networkidle' });
      for (let y = 0; y < 12_000; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(120);
      }
      await page.waitForLoadState('networkidle');
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        broken: [...document.images]
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.src),
      }));
      expect(layout).toEqual({ overflow: 0, broken: [] });
    },
    { viewport },
  ),
);
