/**
 * The built web client as the server hands it out: compressed copies to browsers that accept
 * them, long caching for hashed files, and the page for every client route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { createTestServer, type TestServer } from './support/testServer';

const SCRIPT = 'js/main.0123456789abcdef.js';
const SCRIPT_SOURCE = `console.log(${JSON.stringify('Coinwork '.repeat(200))});`;
const INDEX_HTML = '<!doctype html><title>Coinwork</title><div id="root"></div>';

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-client-'));
  fs.mkdirSync(path.join(clientDir, 'js'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
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
  expect(response.body).toBe(INDEX_HTML);
});

test('a client route gets the page, never cached without asking', async () => {
  const response = await get('/dashboard/worker-home');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(INDEX_HTML);
});
