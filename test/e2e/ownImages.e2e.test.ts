/**
 * Our own images are stored relative to the site, so they load at whatever address the
 * product is opened (docs/security.md): here http://127.0.0.1:PORT, while the product was
 * started with PUBLIC_URL http://localhost:PORT. No image may be blocked by the page's policy.
 */
import type { Browser, Page } from 'playwright-core';

import { ACCOUNT_COPY } from '@contract/copy/auth';
import { DEMO_PASSWORD } from '@server/seed/demoAccounts';
import { launchBrowser, newPage, productUrl } from './support/browser';
import { eventually } from './support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The product at the other name of this machine: 127.0.0.1 when it was started as localhost. */
function otherAddress(pathname: string): string {
  const url = new URL(productUrl(pathname));
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.toString();
}

function policyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** For each image the selector finds: its address and whether it loaded (naturalWidth > 0). */
function imagesIn(page: Page, selector: string) {
  return page.$$eval(selector, (images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      return { src: img.currentSrc || img.src, loaded: img.complete && img.naturalWidth > 0 };
    }),
  );
}

test('Best Workers photos load at another address of the product, with no policy error', async () => {
  const { context, page } = await newPage(browser);
  try {
    const errors = policyErrors(page);
    await page.goto(otherAddress('/'));
    const section = page.locator('#best-workers');
    await section.scrollIntoViewIfNeeded();
    // The seeded workers' photos; a worker who signed up without one (an earlier journey)
    // shows initials instead.
    const photos = await eventually(
      () => imagesIn(page, '#best-workers article img'),
      (images) =>
        images.some((image) => image.src.includes('/images/demo/people/')) &&
        images.every((image) => image.loaded),
    );
    expect(photos.every((photo) => new URL(photo.src).host === new URL(page.url()).host)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a signed-in worker’s avatar loads at another address of the product', async () => {
  const { context, page } = await newPage(browser);
  try {
    const errors = policyErrors(page);
    await page.goto(otherAddress('/login'));
    await page.getByLabel('Email').fill('kwame@coinwork.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const menu = page.getByRole('button', { name: ACCOUNT_COPY.openMenu }).first();
    await menu.waitFor();
    const avatar = await eventually(
      () => imagesIn(page, `button[aria-label="${ACCOUNT_COPY.openMenu}"] img`),
      (images) => images.length > 0 && images.every((image) => image.loaded),
    );
    expect(avatar.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
