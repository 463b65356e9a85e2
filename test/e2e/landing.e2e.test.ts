import type { Browser } from 'playwright-core';

import { launchBrowser, newPage, productUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a visitor opening / sees the landing page titled "Welcome - Coinwork"', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(productUrl('/'));
  await expect(page.title()).resolves.toBe('Welcome - Coinwork');
  await context.close();
});
