/**
 * Dashboard pages drawn on the server (docs/performance.md#dashboards,
 * docs/security.md#what-is-trusted): a GET with the page session's cookie comes with the screen
 * drawn from the person's own data, asked of the API with the session's token; anything the API
 * would refuse gets the empty page, and nothing of one person's page is kept or shared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  DRAWN_PAGE_ELEMENT_ID,
  type DrawnPage,
  encodePageSession,
  PAGE_SESSION_COOKIE,
} from '@contract/pageSession';
import type { User } from '@contract/schemas/users';
import { loadDashboardDrawing } from '@server/web/drawnDashboards';

import { createTestServer, type TestAccount, type TestServer } from './support/testServer';

const SHELL_HTML =
  '<!doctype html><html><head><title>Coinwork</title></head><body><div id="root"></div></body></html>';
const INDEX_HTML = '<!doctype html><title>Coinwork</title><div id="root"><h2>Earn</h2></div>';

// Loading the client's code through the test transform, and a first drawing, take seconds on a
// busy machine: what is asserted is what the page holds, not how fast it comes.
jest.setTimeout(120_000);

let server: TestServer;
let clientDir: string;
let admin: TestAccount & { user: User };
let buyer: TestAccount & { user: User };
let worker: TestAccount & { user: User };

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-drawn-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(clientDir, 'shell.html'), SHELL_HTML);
  server = await createTestServer({ CLIENT_DIR: clientDir, DASHBOARD_DRAWING_TIMEOUT_MS: '60000' });
  await loadDashboardDrawing();
  [admin, buyer, worker] = await Promise.all([
    server.createUser('admin', 'Ada Drawn'),
    server.createUser('buyer', 'Bea Drawn'),
    server.createUser('worker', 'Wes Drawn'),
  ]);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function cookieOf(idToken: string, timeZone = 'Europe/Berlin'): string {
  return `theme=dark; ${PAGE_SESSION_COOKIE}=${encodePageSession({ idToken, timeZone, wide: true })}`;
}

async function openPage(url: string, cookie?: string) {
  const response = await server.call(undefined, {
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(response.body)?.[1] ?? '';
  const drawnJson = new RegExp(
    `<script type="application/json" id="${DRAWN_PAGE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(response.body)?.[1];
  const drawn = drawnJson ? (JSON.parse(drawnJson) as DrawnPage) : undefined;
  return { response, root, drawn };
}

test("a returning admin's Manage Users comes drawn with the people in it, for them alone", async () => {
  const { response, root, drawn } = await openPage(
    '/dashboard/manage-users',
    cookieOf(admin.idToken),
  );
  expect(root).toContain(buyer.email);
  expect(root).toContain(worker.email);
  expect(root).toContain('Ada Drawn');
  // Drawn in one piece: nothing is left for an inline script to move into place.
  expect(root).not.toMatch(/<script|<template/);
  expect(response.body).toMatch(/<title>Manage Users \(\d+\) - Coinwork<\/title>/);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  expect(drawn?.identity.uid).toBe(admin.uid);
  expect(drawn?.timeZone).toBe('Europe/Berlin');
  expect(drawn?.wide).toBe(true);
});

test('the page carries the answers it was drawn from, for the browser to start with', async () => {
  const { drawn } = await openPage('/dashboard/manage-users', cookieOf(admin.idToken));
  const queries = Object.values(
    (drawn?.apiState as { queries: Record<string, { endpointName: string; status: string }> })
      .queries,
  );
  expect(queries.map((query) => [query.endpointName, query.status]).sort()).toEqual([
    ['getAdminSummary', 'fulfilled'],
    ['getUserByEmail', 'fulfilled'],
    ['getUsers', 'fulfilled'],
  ]);
});

test('a buyer opening an admin screen gets the frame and nobody else’s data', async () => {
  const { root, drawn } = await openPage('/dashboard/manage-users', cookieOf(buyer.idToken));
  expect(root).toContain('Bea Drawn');
  expect(root).not.toContain(worker.email);
  expect(root).not.toContain(admin.email);
  const endpoints = Object.values(
    (drawn?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  expect(endpoints).toEqual(['getUserByEmail']);
});

test('without the cookie, with a token the API refuses or a cookie of another shape, the page is empty', async () => {
  const [header, payload] = admin.idToken.split('.');
  const forged = `${header}.${payload}.c2lnbmVk`;
  for (const cookie of [
    undefined,
    cookieOf(forged),
    `${PAGE_SESSION_COOKIE}=v0.1.UTC.${admin.idToken}`,
    `${PAGE_SESSION_COOKIE}=${admin.idToken}`,
  ]) {
    const { response, root, drawn } = await openPage('/dashboard/manage-users', cookie);
    expect(root).toBe('');
    expect(drawn).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

test('only dashboard addresses are drawn: the landing page and the login page stay as built', async () => {
  const login = await openPage('/login', cookieOf(admin.idToken));
  expect(login.root).toBe('');
  const landing = await openPage('/', cookieOf(admin.idToken));
  expect(landing.response.body).toContain('<div id="root"><h2>Earn</h2></div>');
  expect(landing.drawn).toBeUndefined();
});

test('each screen of a role is drawn from its own first data', async () => {
  const buyerHome = await openPage('/dashboard/buyer-home', cookieOf(buyer.idToken));
  expect(buyerHome.response.body).toContain('<title>Buyer Home - Coinwork</title>');
  expect(buyerHome.root).toContain('Bea Drawn');
  const tasks = await openPage('/dashboard/tasks?page=1', cookieOf(worker.idToken));
  expect(tasks.response.body).toContain('<title>Tasks List - Coinwork</title>');
  const endpoints = Object.values(
    (tasks.drawn?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  expect(endpoints.sort()).toEqual(['getTasksPage', 'getUserByEmail']);
  const home = await openPage('/dashboard/worker-home', cookieOf(worker.idToken));
  const homeEndpoints = Object.values(
    (home.drawn?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  expect(homeEndpoints.sort()).toEqual([
    'getAvailableTasks',
    'getBalance',
    'getEarnings',
    'getSubmissions',
    'getUserByEmail',
  ]);
});
