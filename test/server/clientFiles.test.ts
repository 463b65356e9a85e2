/**
 * The built web client as the server hands it out: compressed copies to browsers that accept
 * them, long caching for hashed files, the pre-rendered landing page at / and the shell for
 * every other client route, and only the landing page's own inline scripts allowed to run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { createTestServer, type TestServer } from './support/testServer';

const SCRIPT = 'js/main.0123456789abcdef.js';
const SCRIPT_SOURCE = `console.log(${JSON.stringify('Coinwork '.repeat(200))});`;
const INLINE_SCRIPT = "document.documentElement.classList.add('light')";
const INDEX_HTML = `<!doctype html><title>Coinwork</title><script>${INLINE_SCRIPT}</script><div id="root"><h2>Earn</h2></div>`;
const SHELL_HTML = '<!doctype html><title>Coinwork</title><div id="root"></div>';

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-client-'));
  fs.mkdirSync(path.join(clientDir, 'js'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(clientDir, 'shell.html'), SHELL_HTML);
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

test('the compressed copies are not addresses of their own', async () => {
  const response = await get(`/${SCRIPT}.br`);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toBe(SHELL_HTML);
});

test('/ gets the pre-rendered landing page and every other client route the shell', async () => {
  for (const url of ['/', '/?ref=mail']) {
    const response = await get(url);
    expect({ url, status: response.statusCode, body: response.body }).toEqual({
      url,
      status: 200,
      body: INDEX_HTML,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  for (const url of ['/login', '/dashboard/worker-home', '/no-such-page']) {
    const response = await get(url);
    expect({ url, status: response.statusCode, body: response.body }).toEqual({
      url,
      status: 200,
      body: SHELL_HTML,
    });
  }
});

test('the pages may run their own inline scripts and no other', async () => {
  const response = await get('/');
  const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
  const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(
    String(response.headers['content-security-policy']),
  );
  expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
});
