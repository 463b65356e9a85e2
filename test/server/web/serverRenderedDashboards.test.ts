/**
 * Dashboard pages rendered on the server (docs/performance.md#dashboards,
 * docs/security.md#the-session-cookie): the session cookie `POST /api/session` makes, with the
 * page's layout, brings a GET of a dashboard address rendered from the person's own data, asked of
 * the API as that person; someone signed in whose session is missing, refused or another's gets
 * the page that makes a new one; anything else gets the empty page, nothing of one person's page is
 * kept or shared, and the session opens nothing of the API from outside.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  APP_SCRIPTS_ELEMENT_ID,
  SERVER_RENDERED_PAGE_ELEMENT_ID,
  type ServerRenderedPage,
  encodePageLayout,
  PAGE_LAYOUT_COOKIE,
  SERVER_SESSION_COOKIE,
  SERVER_SESSION_MAX_AGE_SECONDS,
} from '@contract/sessionCookie';
import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { APPEALS_COPY } from '@contract/copy/submissions';
import { NOTIFICATION_TEXTS, SESSION_MESSAGES } from '@contract/messages';
import type { User } from '@contract/schemas/users';
import { PAGE_RENDERING_HEADER } from '@server/auth/access';
import { loadDashboardRendering } from '@server/web/serverRenderedDashboards';
import {
  PRELOAD_MANIFEST_FILE,
  type PreloadManifest,
  SESSION_RENEWAL_PROVIDER_CHUNK,
} from '@server/web/preloadManifest';
import { signUpInAuthEmulator } from '@tools/authEmulator';

import { postTaskAs, review, submitAs } from '../support/market';
import {
  createTestServer,
  signInAgainInEmulator,
  type TestAccount,
  type TestServer,
} from '../support/testServer';

const APP_SCRIPTS = ['/js/framework.test.js', '/js/main.test.js'];
const SHELL_HTML = `<!doctype html><html><head><title>Coinwork</title><script>self.runtime=1</script>${APP_SCRIPTS.map((src) => `<script defer="defer" src="${src}"></script>`).join('')}</head><body><div id="root"></div></body></html>`;
const RENEWAL_SCRIPT = 'js/session-renewal.test.js';
const RENEWAL_PROVIDER_SCRIPT = 'js/session-renewal-provider.test.js';
const FILTERS_SCRIPT = 'js/table-filters.test.js';
const BELL_SCRIPT = 'js/notification-bell.test.js';
const MANIFEST: PreloadManifest = {
  chunkGroups: {
    [SESSION_RENEWAL_PROVIDER_CHUNK]: [RENEWAL_PROVIDER_SCRIPT],
    'table-filters': [FILTERS_SCRIPT],
    'notification-bell': [BELL_SCRIPT],
  },
  sessionRenewal: [RENEWAL_SCRIPT],
};
const INDEX_HTML = '<!doctype html><title>Coinwork</title><div id="root"><h2>Earn</h2></div>';

// Loading the client's code through the test transform, and a first rendering, take seconds on a
// busy machine: what is asserted is what the page holds, not how fast it comes.
jest.setTimeout(120_000);

let server: TestServer;
let clientDir: string;
let admin: TestAccount & { user: User };
let buyer: TestAccount & { user: User };
let worker: TestAccount & { user: User };
/** Each person's session cookie, as `POST /api/session` made it. */
const sessions = new Map<string, string>();

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-rendered-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(clientDir, 'shell.html'), SHELL_HTML);
  fs.writeFileSync(path.join(clientDir, PRELOAD_MANIFEST_FILE), JSON.stringify(MANIFEST));
  server = await createTestServer({ CLIENT_DIR: clientDir, DASHBOARD_DRAWING_TIMEOUT_MS: '60000' });
  await loadDashboardRendering();
  [admin, buyer, worker] = await Promise.all([
    server.createUser('admin', 'Ada Rendered'),
    server.createUser('buyer', 'Bea Rendered'),
    server.createUser('worker', 'Wes Rendered'),
  ]);
  for (const person of [admin, buyer, worker]) {
    sessions.set(person.uid, await startSession(person));
  }
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The session cookie's value the server sets for `person`. */
async function startSession(person: TestAccount): Promise<string> {
  const response = await server.call(person, { method: 'POST', url: '/api/session' });
  expect(response.statusCode).toBe(201);
  const setCookie = String(response.headers['set-cookie']);
  return new RegExp(`^${SERVER_SESSION_COOKIE}=([^;]+);`).exec(setCookie)?.[1] ?? '';
}

const layoutCookie = (person: TestAccount, timeZone = 'Europe/Berlin') =>
  `${PAGE_LAYOUT_COOKIE}=${encodePageLayout({ uid: person.uid, timeZone, wide: true })}`;

/** What a signed-in browser sends with a dashboard page. */
function cookieOf(person: TestAccount, timeZone = 'Europe/Berlin'): string {
  return `theme=dark; ${layoutCookie(person, timeZone)}; ${SERVER_SESSION_COOKIE}=${sessions.get(person.uid) ?? ''}`;
}

async function openPage(url: string, cookie?: string, instance: Pick<TestServer, 'call'> = server) {
  const response = await instance.call(undefined, {
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(response.body)?.[1] ?? '';
  const serverRenderedJson = new RegExp(
    `<script type="application/json" id="${SERVER_RENDERED_PAGE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(response.body)?.[1];
  const rendered = serverRenderedJson
    ? (JSON.parse(serverRenderedJson) as ServerRenderedPage)
    : undefined;
  const scriptFiles = [...response.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return { response, root, rendered, scriptFiles };
}

/** The app's scripts, as the page that renews the session lists them for when it fails. */
function listedAppScripts(body: string): unknown {
  const listed = new RegExp(
    `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(body)?.[1];
  return listed ? JSON.parse(listed) : undefined;
}

/** The response's `Set-Cookie` lines, in order. */
function setCookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const lines = response.headers['set-cookie'];
  return Array.isArray(lines) ? lines.map(String) : lines === undefined ? [] : [String(lines)];
}

test("a returning admin's Manage Users comes rendered with the people in it, for them alone", async () => {
  const before = Date.now();
  const { response, root, rendered } = await openPage('/dashboard/manage-users', cookieOf(admin));
  expect(root).toContain(buyer.email);
  expect(root).toContain(worker.email);
  expect(root).toContain('Ada Rendered');
  // Rendered in one piece: nothing is left for an inline script to move into place.
  expect(root).not.toMatch(/<script|<template/);
  expect(response.body).toMatch(/<title>Manage Users \(\d+\) - Coinwork<\/title>/);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  expect(rendered?.identity.uid).toBe(admin.uid);
  expect(rendered?.timeZone).toBe('Europe/Berlin');
  expect(rendered?.wide).toBe(true);
  // The moment it was rendered at, which the browser's first render counts "2 minutes ago" from.
  expect(rendered?.now).toBeGreaterThanOrEqual(before);
  expect(rendered?.now).toBeLessThanOrEqual(Date.now());
});

test('the filter bar comes rendered with the rows, and every control waits for React to hydrate the page', async () => {
  const { response, root, rendered } = await openPage('/dashboard/manage-users', cookieOf(admin));
  // The whole frame, and the bar in it, in a fieldset that disables every button and field.
  const gate = /<fieldset class="[^"]*" disabled="" role="none">/g;
  const gates = [...root.matchAll(gate)].map((match) => match.index);
  expect(gates).toHaveLength(2);
  expect(root.indexOf('<header')).toBeGreaterThan(gates[0] ?? Infinity);
  expect(root.indexOf('type="search"')).toBeGreaterThan(gates[1] ?? Infinity);
  expect(root.indexOf('type="search"')).toBeLessThan(root.indexOf(worker.email));
  // The bar's code comes with the page, and loads before React hydrates the page.
  expect(rendered?.parts).toEqual(['table-filters']);
  expect(response.body).toContain(`<link rel="preload" as="script" href="/${FILTERS_SCRIPT}"`);
  expect(response.body).not.toContain(BELL_SCRIPT);

  // A worker's bell says its notifications are loading, never that there are none.
  const home = await openPage('/dashboard/worker-home', cookieOf(worker));
  expect(home.rendered?.parts).toContain('notification-bell');
  expect(home.root).toContain('aria-label="Notifications, loading"');
  expect(home.response.body).toContain(`<link rel="preload" as="script" href="/${BELL_SCRIPT}"`);
});

test('the page carries the answers it was rendered from, for the browser to start with', async () => {
  const { rendered } = await openPage('/dashboard/manage-users', cookieOf(admin));
  const queries = Object.values(
    (rendered?.apiState as { queries: Record<string, { endpointName: string; status: string }> })
      .queries,
  );
  expect(queries.map((query) => [query.endpointName, query.status]).sort()).toEqual([
    ['getAdminSummary', 'fulfilled'],
    ['getUserByEmail', 'fulfilled'],
    ['getUsers', 'fulfilled'],
  ]);
});

test('a buyer opening an admin screen gets the frame and nobody else’s data', async () => {
  const { root, rendered } = await openPage('/dashboard/manage-users', cookieOf(buyer));
  expect(root).toContain('Bea Rendered');
  expect(root).not.toContain(worker.email);
  expect(root).not.toContain(admin.email);
  const endpoints = Object.values(
    (rendered?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  // The frame's: the record, and the buyer's own appeals their Home link counts.
  expect(endpoints.sort()).toEqual(['getAppeals', 'getUserByEmail']);
});

test('without the layout, or with a cookie of another shape, the page is empty: the browser renders it', async () => {
  const session = sessions.get(admin.uid) ?? '';
  for (const cookie of [
    undefined,
    `${SERVER_SESSION_COOKIE}=${session}`,
    // The first version's cookie, which carried the ID token itself.
    `${PAGE_LAYOUT_COOKIE}=v1.1.UTC.${admin.idToken}; ${SERVER_SESSION_COOKIE}=${session}`,
  ]) {
    const { response, root, rendered, scriptFiles } = await openPage(
      '/dashboard/manage-users',
      cookie,
    );
    expect(root).toBe('');
    expect(rendered).toBeUndefined();
    expect(scriptFiles).toEqual(APP_SCRIPTS);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

test('someone signed in here whose session is missing, refused or another’s gets the page that makes a new one', async () => {
  const session = sessions.get(admin.uid) ?? '';
  const [header, payload] = session.split('.');
  const forged = `${header}.${payload}.c2lnbmVk`;
  for (const cookie of [
    // None came: the browser dropped it, or it ended after SERVER_SESSION_DAYS.
    layoutCookie(admin),
    `${layoutCookie(admin)}; ${SERVER_SESSION_COOKIE}=${forged}`,
    // An ID token is not a session.
    `${layoutCookie(admin)}; ${SERVER_SESSION_COOKIE}=${admin.idToken}`,
    // Someone else signed in here since: the admin's session outlived a sign-out.
    `${layoutCookie(buyer)}; ${SERVER_SESSION_COOKIE}=${session}`,
  ]) {
    const { response, root, rendered, scriptFiles } = await openPage(
      '/dashboard/manage-users',
      cookie,
    );
    // Meanwhile, in the remembered colour scheme, a bar says the dashboard is loading.
    expect(root).toBe(
      `<div class="renewing" role="progressbar" aria-label="${DASHBOARD_COPY.loading}"></div>`,
    );
    expect(response.body).toContain('<style>html{background:');
    expect(rendered).toBeUndefined();
    // Only the session renewal loads; the app's scripts are listed for it, not loaded.
    expect(scriptFiles).toEqual([`/${RENEWAL_SCRIPT}`]);
    expect(listedAppScripts(response.body)).toEqual(APP_SCRIPTS);
    // With the identity provider's code beside it, for a remembered token that has ended.
    expect(response.body).toContain(
      `<link rel="preload" as="script" href="/${RENEWAL_PROVIDER_SCRIPT}">`,
    );
    // The page's other inline script (webpack's runtime) stays: the session renewal runs on it.
    expect(response.body).toContain('<script>self.runtime=1</script>');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  }
});

test('the session cookie is HttpOnly for the whole site, and signing out removes it', async () => {
  const started = await server.call(worker, { method: 'POST', url: '/api/session' });
  expect(started.statusCode).toBe(201);
  const endsAt = Date.parse(started.json<{ endsAt: string }>().endsAt);
  expect(endsAt - Date.now()).toBeGreaterThan((SERVER_SESSION_MAX_AGE_SECONDS - 60) * 1000);
  const [setCookie = '', legacy] = setCookiesOf(started);
  expect(setCookie).toMatch(new RegExp(`^${SERVER_SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]*;`));
  expect(setCookie.split('; ').slice(1)).toEqual([
    'Path=/',
    `Max-Age=${SERVER_SESSION_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ]);
  // The copy an earlier version kept for the dashboard's pages only goes.
  expect(legacy).toBe(`${SERVER_SESSION_COOKIE}=; Path=/dashboard; Max-Age=0; SameSite=Lax`);

  const refused = await server.call(undefined, { method: 'POST', url: '/api/session' });
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({ message: SESSION_MESSAGES.signInRequired });
  expect(refused.headers['set-cookie']).toBeUndefined();

  const ended = await server.call(undefined, { method: 'DELETE', url: '/api/session' });
  expect(ended.statusCode).toBe(204);
  expect(setCookiesOf(ended)[0]).toBe(
    `${SERVER_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  );
});

/** When the token's sign-in began (its `auth_time`, seconds). */
function signedInAtOf(idToken: string): number {
  const payload = idToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { auth_time: number })
    .auth_time;
}

/** The person signs in again on purpose: a sign-in that began after the one they left. */
async function signedInAgain(person: TestAccount): Promise<TestAccount> {
  const left = signedInAtOf(person.idToken);
  for (;;) {
    const again = await signInAgainInEmulator(person);
    if (signedInAtOf(again.idToken) > left) return again;
  }
}

test('signing out ends the session at the server: a copy taken before renders nothing, on any instance, and that sign-in makes no new one', async () => {
  const person = await server.createUser('worker', 'Sol Signout');
  const copied = await startSession(person);
  const copy = `${layoutCookie(person)}; ${SERVER_SESSION_COOKIE}=${copied}`;
  const other = await server.anotherInstance({
    CLIENT_DIR: clientDir,
    DASHBOARD_DRAWING_TIMEOUT_MS: '60000',
  });
  // Rendered on both instances: each now remembers the session as verified.
  for (const instance of [server, other]) {
    const { rendered } = await openPage('/dashboard/worker-home', copy, instance);
    expect(rendered?.identity.uid).toBe(person.uid);
  }

  // Signed out with no ID token that is still good: the browser's cookie names the session.
  const signedOut = await server.call(undefined, {
    method: 'DELETE',
    url: '/api/session',
    headers: { cookie: `${SERVER_SESSION_COOKIE}=${copied}`, authorization: 'Bearer ended' },
  });
  expect(signedOut.statusCode).toBe(204);
  for (const instance of [server, other]) {
    const { response, rendered, scriptFiles } = await openPage(
      '/dashboard/worker-home',
      copy,
      instance,
    );
    expect(rendered).toBeUndefined();
    expect(response.body).not.toContain(person.email);
    // The page that makes a session anew, which only someone still signed in here can.
    expect(scriptFiles).toEqual([`/${RENEWAL_SCRIPT}`]);
  }
  // The person's ID token of that sign-in, still good for an hour, makes no new session.
  const remade = await server.call(person, { method: 'POST', url: '/api/session' });
  expect(remade.statusCode).toBe(401);
  expect(remade.json()).toEqual({ message: SESSION_MESSAGES.signedOut });
  expect(remade.headers['set-cookie']).toBeUndefined();

  // Signing in again on purpose does.
  const back = await signedInAgain(person);
  const fresh = await startSession(back);
  const { rendered } = await openPage(
    '/dashboard/worker-home',
    `${layoutCookie(person)}; ${SERVER_SESSION_COOKIE}=${fresh}`,
    other,
  );
  expect(rendered?.identity.uid).toBe(person.uid);
});

test('a sign-out before any session was made ends that sign-in too: its ID token names it', async () => {
  const person = await server.createUser('buyer', 'Noa Nocookie');
  const signedOut = await server.call(person, { method: 'DELETE', url: '/api/session' });
  expect(signedOut.statusCode).toBe(204);
  // Another tab of the browser, still holding the token, asks for a session a moment later.
  const late = await server.call(person, { method: 'POST', url: '/api/session' });
  expect(late.statusCode).toBe(401);
  expect(late.json()).toEqual({ message: SESSION_MESSAGES.signedOut });
});

test('over HTTPS the cookies carry __Host- (Secure, Path=/, no Domain), and the unprefixed names are not read', async () => {
  const https = await server.anotherInstance({
    CLIENT_DIR: clientDir,
    DASHBOARD_DRAWING_TIMEOUT_MS: '60000',
    PUBLIC_URL: 'https://coinwork.example',
  });
  // Signing out at the end ends this sign-in: a person of its own.
  const person = await server.createUser('buyer', 'Hal Https');
  const started = await https.call(person, { method: 'POST', url: '/api/session' });
  expect(started.statusCode).toBe(201);
  const [setCookie = '', legacy] = setCookiesOf(started);
  const [nameAndValue = '', ...attributes] = setCookie.split('; ');
  expect(nameAndValue).toMatch(
    new RegExp(`^__Host-${SERVER_SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]*$`),
  );
  expect(attributes).toEqual([
    'Path=/',
    `Max-Age=${SERVER_SESSION_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    'Secure',
  ]);
  expect(legacy).toBe(
    `${SERVER_SESSION_COOKIE}=; Path=/dashboard; Max-Age=0; SameSite=Lax; Secure`,
  );
  const session = nameAndValue.slice(nameAndValue.indexOf('=') + 1);
  const layout = encodePageLayout({ uid: person.uid, timeZone: 'UTC', wide: true });

  const rendered = await openPage(
    '/dashboard/buyer-home',
    `__Host-${PAGE_LAYOUT_COOKIE}=${layout}; __Host-${SERVER_SESSION_COOKIE}=${session}`,
    https,
  );
  expect(rendered.rendered?.identity.uid).toBe(person.uid);
  // Without the prefix, any host of the domain (or a page over HTTP) could have set them.
  const planted = await openPage(
    '/dashboard/buyer-home',
    `${PAGE_LAYOUT_COOKIE}=${layout}; ${SERVER_SESSION_COOKIE}=${session}`,
    https,
  );
  expect(planted.rendered).toBeUndefined();
  expect(planted.response.body).not.toContain(person.email);

  const ended = await https.call(undefined, {
    method: 'DELETE',
    url: '/api/session',
    headers: { cookie: `__Host-${SERVER_SESSION_COOKIE}=${session}` },
  });
  expect(ended.statusCode).toBe(204);
  expect(setCookiesOf(ended)[0]).toBe(
    `__Host-${SERVER_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
  );
});

test('a session opens nothing of the API from outside: not as a token, not with a made-up rendering key', async () => {
  const session = sessions.get(admin.uid) ?? '';
  for (const headers of [
    { authorization: `Bearer ${session}` },
    { authorization: `Bearer ${session}`, [PAGE_RENDERING_HEADER]: 'guessed' },
    { authorization: `Bearer ${session}`, [PAGE_RENDERING_HEADER]: '' },
  ]) {
    const response = await server.call(undefined, { method: 'GET', url: '/api/users', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.invalidSession });
  }
});

test('only dashboard addresses are rendered: the landing page and the login page stay as built', async () => {
  const login = await openPage('/login', cookieOf(admin));
  expect(login.root).toBe('');
  const landing = await openPage('/', cookieOf(admin));
  expect(landing.response.body).toContain('<div id="root"><h2>Earn</h2></div>');
  expect(landing.rendered).toBeUndefined();
});

test('each screen of a role is rendered from its own data', async () => {
  const buyerHome = await openPage('/dashboard/buyer-home', cookieOf(buyer));
  expect(buyerHome.response.body).toContain('<title>Buyer Home - Coinwork</title>');
  expect(buyerHome.root).toContain('Bea Rendered');
  const tasks = await openPage('/dashboard/tasks?page=1', cookieOf(worker));
  expect(tasks.response.body).toContain('<title>Tasks List - Coinwork</title>');
  const endpoints = Object.values(
    (tasks.rendered?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  expect(endpoints.sort()).toEqual(['getTasksPage', 'getUserByEmail']);
  const home = await openPage('/dashboard/worker-home', cookieOf(worker));
  const homeEndpoints = Object.values(
    (home.rendered?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  expect(homeEndpoints.sort()).toEqual([
    'getAvailableTasks',
    'getBalance',
    'getEarnings',
    'getSubmissions',
    'getUserByEmail',
  ]);
});

test('a worker back after registering is welcomed by the name they registered with, not "Worker"', async () => {
  // As the browser registers: the account first (its token carries no name), then the record with
  // the name; the session cookie is made with that first token.
  const email = `nia.${Date.now().toString(36)}@example.test`;
  const { uid, idToken } = await signUpInAuthEmulator(
    process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    {
      email,
      password: 'Secret-pass1',
    },
  );
  const newcomer: TestAccount = { uid, email, password: 'Secret-pass1', name: '', idToken };
  const created = await server.call(newcomer, {
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Nia Newcomer', email, photo: '', role: 'worker' },
  });
  expect(created.statusCode).toBe(201);
  sessions.set(uid, await startSession(newcomer));

  const { root } = await openPage('/dashboard/worker-home', cookieOf(newcomer));
  expect(root).toContain('Welcome back, Nia Newcomer!');
  expect(root).not.toContain('Welcome back, Worker!');
});

test('a rendering slower than DASHBOARD_DRAWING_TIMEOUT_MS is given up: the empty page, at once', async () => {
  // Each rendering verifies the session, reads and renders: it cannot end within a millisecond.
  const hurried = await server.anotherInstance({
    CLIENT_DIR: clientDir,
    DASHBOARD_DRAWING_TIMEOUT_MS: '1',
  });
  try {
    const response = await hurried.call(undefined, {
      method: 'GET',
      url: '/dashboard/manage-users',
      headers: { cookie: cookieOf(admin) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(`id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`);
    // Its session is good: the browser renders the page rather than make another.
    expect(response.body).toContain(APP_SCRIPTS[0]);
    expect(response.body).not.toContain(RENEWAL_SCRIPT);
    expect(response.headers['cache-control']).toBe('no-cache');
  } finally {
    await hurried.close();
  }
});

test('a buyer’s page comes rendered with their newest appeal noted and counted on the Home link', async () => {
  const taskId = await postTaskAs(server, buyer, { task_title: 'Count the rendered lanterns' });
  const submissionId = await submitAs(server, worker, taskId);
  expect((await review(server, buyer, submissionId, 'reject')).statusCode).toBe(200);
  const appealed = await server.call(worker, {
    method: 'POST',
    url: `/api/submissions/${submissionId}/appeal`,
    payload: { statement: 'All the lanterns are in the second photo.' },
  });
  expect(appealed.statusCode).toBe(200);

  const { root, rendered } = await openPage('/dashboard/buyer-home', cookieOf(buyer));
  expect(root).toContain(
    NOTIFICATION_TEXTS.appealReceived('Wes Rendered', 'Count the rendered lanterns'),
  );
  expect(root).toContain(`aria-label="${APPEALS_COPY.notices}"`);
  expect(root).toContain(DASHBOARD_COPY.appealsToAnswer(1));
  const endpoints = Object.values(
    (rendered?.apiState as { queries: Record<string, { endpointName: string }> }).queries,
  ).map((query) => query.endpointName);
  expect(endpoints).toContain('getAppeals');
});
