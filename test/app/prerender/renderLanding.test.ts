/**
 * What the production build puts into index.html (src/tools/prerenderLanding.ts, run as the
 * build runs it): the first screen's markup, the styles of every class it uses, and the
 * scripts that must run before the first paint.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { PrerenderedPage } from '@app/prerender/renderLanding';
import { BEST_WORKERS_COPY, HERO_SLIDES } from '@contract/copy/landing';
import { HEADER_COPY } from '@contract/copy/site';

const ROOT = path.resolve(__dirname, '../../..');
let page: PrerenderedPage;

beforeAll(() => {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['src/tools/prerenderLanding.ts'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  expect(result.stderr).toBe('');
  page = JSON.parse(result.stdout) as PrerenderedPage;
}, 60_000);

test('the markup has the header and the hero slides, but nothing below the fold', () => {
  for (const slide of HERO_SLIDES) expect(page.root).toContain(`>${slide.heading}</h2>`);
  expect(page.root).toContain(`href="/login">${HEADER_COPY.login}</a>`);
  expect(page.root).not.toContain(BEST_WORKERS_COPY.heading);
  // React hydrates its Suspense boundaries by these comments.
  expect(page.root).toContain('<!--$-->');
  expect(page.root).not.toMatch(/<title>/);
});

test('every class of the markup has its rules in the head, after the global styles', () => {
  const classes = new Set(
    Array.from(page.root.matchAll(/\bcss-([a-z0-9]+)\b/g), ([, id]) => String(id)),
  );
  const styled = /<style data-emotion="css ([^"]*)">/.exec(page.head);
  expect(styled).not.toBeNull();
  const ids = new Set(styled?.[1]?.split(' '));
  expect([...classes].filter((id) => !ids.has(id) && id !== '0')).toEqual([]);
  expect(page.head.indexOf('data-emotion="css-global ')).toBeLessThan(
    page.head.indexOf(styled?.[0] ?? ''),
  );
});

test('the head sets the colour scheme and the signed-in mark before the first paint', () => {
  const scripts = Array.from(
    page.head.matchAll(/<script>([\s\S]*?)<\/script>/g),
    ([, body]) => body,
  );
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toContain('prefers-color-scheme: dark');
  expect(scripts[1]).toContain('coinwork.signedIn');
  expect(page.head).toContain(
    '<link rel="preload" as="image" href="/images/landing/hero-earn.svg"',
  );
});
