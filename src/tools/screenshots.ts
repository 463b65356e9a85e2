/**
 * `npm run docs:screenshots`: photographs the landing page of the real product with the demo
 * data, full length, on a phone (375 px) and a desktop (1280 px), into docs/screenshots/.
 * The page is scrolled through first so every section and image has loaded; reduced motion
 * keeps the hero on its first slide and shows the statistics' final figures. Fails on a
 * broken image or a page wider than the screen.
 *
 * CHROME_PATH (or CHROMIUM_PATH) sets the browser.
 */
import path from 'node:path';

import { chromium, type Page } from 'playwright-core';

import { withThrowawayProduct } from './throwawayProduct';

const OUT_DIR = path.join(process.cwd(), 'docs', 'screenshots');
const SHOTS = [
  { file: 'landing-375.png', viewport: { width: 375, height: 812 } },
  { file: 'landing-1280.png', viewport: { width: 1280, height: 800 } },
] as const;
const SCROLL_STEP_PX = 400;
const SCROLL_PAUSE_MS = 150;
const IMAGE_WAIT_MS = 10_000;

const log = (line: string) => console.log(`[screenshots] ${line}`);

/** Scrolls to the end like a reader, until the page stops growing, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  for (
    let top = 0;
    top < (await page.evaluate(() => document.body.scrollHeight));
    top += SCROLL_STEP_PX
  ) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(SCROLL_PAUSE_MS);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Images the screenshot shows (laid out, within the page's width) that are not (yet) drawn. */
function missingImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
      })
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
}

async function problemsOf(page: Page): Promise<string[]> {
  const deadline = Date.now() + IMAGE_WAIT_MS;
  let missing = await missingImages(page);
  while (missing.length && Date.now() < deadline) {
    await page.waitForTimeout(250);
    missing = await missingImages(page);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  return [
    ...missing.map((src) => `image not drawn: ${src}`),
    ...(overflow > 0 ? [`${overflow} px wider than the screen`] : []),
  ];
}

async function main(): Promise<void> {
  const problems: string[] = [];
  await withThrowawayProduct(log, async (product) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      for (const shot of SHOTS) {
        const context = await browser.newContext({
          viewport: shot.viewport,
          colorScheme: 'light',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(`${product.url}/`, { waitUntil: 'networkidle' });
        await scrollThrough(page);
        problems.push(...(await problemsOf(page)).map((problem) => `${shot.file}: ${problem}`));
        await page.screenshot({ path: path.join(OUT_DIR, shot.file), fullPage: true });
        log(`wrote docs/screenshots/${shot.file}`);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`[screenshots] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
