/**
 * The built web client as the server hands it out: compressed copies to browsers that accept
 * them, long caching for hashed files, the pre-rendered landing page at / and the shell for
 * every other client route, and only the landing page's own inline scripts allowed to run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { ClientConfig } from '@contract/schemas/clientConfig';
import { loadClientPages } from '@server/web/clientPages';

import { createTestServer, type TestServer } from '../support/testServer';

const SCRIPT = 'js/main.0123456789abcdef.js';
const SCRIPT_SOURCE = `console.log(${JSON.stringify('Coinwork '.repeat(200))});`;
const INLINE_SCRIPT = "document.documentElement.classList.add('light')";
/** An inline script with attributes, as the build leaves the webpack runtime in a page. */
const RUNTIME_SCRIPT = 'self.webpackChunk = self.webpackChunk || []';
const INDEX_HTML = `<!doctype html><title>Coinwork</title><script>${INLINE_SCRIPT}</script><script defer="defer">${RUNTIME_SCRIPT}</script><script defer="defer" src="/${SCRIPT}"></script><div id="root"><h2>Earn</h2></div>`;
const SHELL_HTML =
  '<!doctype html><html><head><title>Coinwork</title></head><body><div id="root"></div></body></html>';
/** What the build's preload manifest says each lazy chunk group is made of. */
const MANIFEST = {
  chunkGroups: {
    'route-dashboard': ['js/frame.1111111111111111.js', 'css/frame.2222222222222222.css'],
    'screen-worker-home': ['js/worker-home.3333333333333333.js', 'js/frame.1111111111111111.js'],
    'screen-buyer-home': ['js/buyer-home.4444444444444444.js'],
    'data-router': ['js/data-router.5555555555555555.js'],
    'dashboard-data': ['js/dashboard-data.6666666666666666.js'],
    'route-login': ['js/login.7777777777777777.js'],
  },
  sessionRenewal: [],
};

const clientConfigFixture: ClientConfig = {
  firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo-x', authEmulatorUrl: null },
  payments: { provider: 'sandbox', stripePublishableKey: null },
  developerPageUrl: 'https://example.com/',
  machineLab: false,
};

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-client-'));
  fs.mkdirSync(path.join(clientDir, 'js'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(clientDir, 'shell.html'), SHELL_HTML);
  fs.writeFileSync(path.join(clientDir, 'preload-manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(clientDir, SCRIPT), SCRIPT_SOURCE);
  fs.writeFileSync(path.join(clientDir, `${SCRIPT}.br`), brotliCompressSync(SCRIPT_SOURCE));
  fs.writeFileSync(path.join(clientDir, `${SCRIPT}.gz`), gzipSync(SCRIPT_SOURCE));
  server = await createTestServer({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.call(undefined, {
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

test('a browser that accepts brotli gets the brotli copy of a script, cached for good', async () => {
  const response = await get(`/${SCRIPT}`, 'gzip, deflate, br');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/^application\/javascript/);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toMatch(/\bAccept-Encoding\b/);
  expect(response.rawPayload).toEqual(fs.readFileSync(path.join(clientDir, `${SCRIPT}.br`)));
});

test('gzip goes to a browser without brotli, and the plain file to one that accepts neither', async () => {
  const gzipped = await get(`/${SCRIPT}`, 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.rawPayload).toEqual(fs.readFileSync(path.join(clientDir, `${SCRIPT}.gz`)));

  const plain = await get(`/${SCRIPT}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT_SOURCE);
  expect(plain.headers.vary).toMatch(/\bAccept-Encoding\b/);
});

/** A page with the elements the server adds (configuration, preloads) taken out. */
function withoutAdditions(html: string): {
  page: string;
  config: unknown;
  preloads: string[];
} {
  const configElement = /<script type="application\/json" id="client-config">(.*?)<\/script>/.exec(
    html,
  );
  // At low priority, behind the first bundle (docs/performance.md#dashboards).
  const preloads = Array.from(
    html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)" fetchpriority="low">/g),
    ([, href]) => String(href),
  );
  return {
    page: html.replace(configElement?.[0] ?? '', '').replace(/<link rel="preload"[^>]*>/g, ''),
    config: configElement ? JSON.parse(String(configElement[1])) : undefined,
    preloads,
  };
}

test('the compressed copies are not addresses of their own', async () => {
  const response = await get(`/${SCRIPT}.br`);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(withoutAdditions(response.body).page).toBe(SHELL_HTML);
});

test('/ gets the pre-rendered landing page and every other client route the shell', async () => {
  for (const url of ['/', '/?ref=mail']) {
    const response = await get(url);
    expect({
      url,
      status: response.statusCode,
      page: withoutAdditions(response.body).page,
    }).toEqual({
      url,
      status: 200,
      page: INDEX_HTML,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  for (const url of ['/login', '/dashboard/worker-home', '/no-such-page', '//[', '//x/y?z']) {
    const response = await get(url);
    expect({
      url,
      status: response.statusCode,
      page: withoutAdditions(response.body).page,
    }).toEqual({
      url,
      status: 200,
      page: SHELL_HTML,
    });
  }
});

test('every page carries the client configuration, so the client need not ask for it', async () => {
  const published = await get('/api/client-config');
  for (const url of ['/', '/login', '/dashboard/buyer-home']) {
    const { config } = withoutAdditions((await get(url)).body);
    expect({ url, config }).toEqual({ url, config: JSON.parse(published.body) });
  }
});

test('a page preloads the data router and the code of the routes the table matches, and no other', async () => {
  const preloadsOf = async (url: string) => withoutAdditions((await get(url)).body).preloads;
  const router = '/js/data-router.5555555555555555.js';
  const loaders = '/js/dashboard-data.6666666666666666.js';
  expect(await preloadsOf('/dashboard/worker-home')).toEqual([
    router,
    loaders,
    '/js/frame.1111111111111111.js',
    '/css/frame.2222222222222222.css',
    '/js/worker-home.3333333333333333.js',
  ]);
  expect(await preloadsOf('/dashboard/buyer-home?page=2')).toEqual([
    router,
    loaders,
    '/js/frame.1111111111111111.js',
    '/css/frame.2222222222222222.css',
    '/js/buyer-home.4444444444444444.js',
  ]);
  // The frame only: the screen of /dashboard depends on the role, which the page cannot know.
  expect(await preloadsOf('/dashboard')).toEqual([
    router,
    loaders,
    '/js/frame.1111111111111111.js',
    '/css/frame.2222222222222222.css',
  ]);
  expect(await preloadsOf('/login')).toEqual([router, '/js/login.7777777777777777.js']);
  // The landing page comes alive without the data router.
  expect(await preloadsOf('/')).toEqual([]);
});

test('pages go out compressed to browsers that accept it', async () => {
  const plain = await get('/dashboard/worker-home');
  const brotli = await get('/dashboard/worker-home', 'gzip, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  const gzipped = await get('/dashboard/worker-home', 'gzip, br;q=0');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotli.headers.vary).toMatch(/\bAccept-Encoding\b/);
});

test('nothing in the configuration can end the element that carries it', () => {
  const pages = loadClientPages(clientDir, {
    ...clientConfigFixture,
    developerPageUrl: 'https://example.com/</script><script>alert(1)</script>',
  });
  const html = pages.pageFor('/login', undefined).body.toString();
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(withoutAdditions(html).config).toEqual({
    ...clientConfigFixture,
    developerPageUrl: 'https://example.com/</script><script>alert(1)</script>',
  });
});

test('the pages may run their own inline scripts and no other', async () => {
  const response = await get('/');
  const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(
    String(response.headers['content-security-policy']),
  );
  expect(scriptSrc?.[1]?.split(' ')).toEqual([
    "'self'",
    hashOf(INLINE_SCRIPT),
    hashOf(RUNTIME_SCRIPT),
  ]);
});
