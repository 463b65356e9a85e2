/**
 * A returning person's dashboard rendered on the server (docs/performance.md#dashboards), in
 * Chromium against the real server and the Auth Emulator: the data is on the page before any
 * script has run, the browser's React hydrates that very page (no element re-rendered, nothing
 * reported, on every screen the server renders) and works as always, and nothing on it looks ready
 * before it is. Only reads of the seeded data, and a fresh worker of its own.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { EMAIL_VERIFICATION_COPY } from '@contract/copy/withdrawals';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { type RouteHandle, routeById } from '@app/router';
import { DASHBOARD_FRAME_CHUNK } from '@server/web/preloadManifest';
import type { Role } from '@contract/entities';
import {
  SERVER_RENDERED_PAGE_ELEMENT_ID,
  PAGE_LAYOUT_COOKIE,
  SERVER_SESSION_COOKIE,
} from '@contract/sessionCookie';
import { SESSION_KEY } from '@app/session/rememberedSession';
import { launchBrowser, newPage, PHONE, productUrl, type Viewport } from './support/browser';
import {
  eventually,
  logIn,
  logOut,
  openNotifications,
  sidebarLink,
  signedInAtHome,
} from './support/journeys';
import { newPerson } from './support/people';

const ADMIN = 'admin@coinwork.example';
const BUYER = 'priya@coinwork.example';
const WORKER = 'noor@coinwork.example';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
});

async function signedIn(
  email: string,
  options: {
    viewport?: Viewport;
    colorScheme?: 'light' | 'dark';
    timezoneId?: string;
    locale?: string;
    password?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { context, page } = await newPage(browser, options);
  contexts.push(context);
  await logIn(page, email, options.password);
  await signedInAtHome(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

/**
 * Marks the first element matching `selector` as the page's HTML has it, before any script runs;
 * `keptFromServer` then tells whether that same element is still on the page.
 */
async function markServerElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted: string) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const element = document.querySelector(wanted);
      if (element) Object.assign(element, { keptFromServer: true });
    });
  }, selector);
}

/**
 * Whether React has hydrated the element: it keeps its props on every element it manages. A
 * field rendered on the server answers only once its code has arrived and React has hydrated it.
 */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (wanted: string) =>
      Object.keys(document.querySelector(wanted) ?? {}).some((key) =>
        key.startsWith('__reactProps'),
      ),
    selector,
  );

const keptFromServer = (page: Page, selector: string) =>
  page.evaluate(
    (wanted: string) =>
      (document.querySelector(wanted) as (Element & { keptFromServer?: boolean }) | null)
        ?.keptFromServer === true,
    selector,
  );

/** The rendered page's JSON (SERVER_RENDERED_PAGE_ELEMENT_ID) in a page's HTML as the server sent it. */
function serverRenderedJsonOf(html: string): string {
  return (
    new RegExp(
      `<script type="application/json" id="${SERVER_RENDERED_PAGE_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1] ?? '{}'
  );
}

/** Marks every element of the screen as the page's HTML has it, before any script runs. */
async function markServerRenderedScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll('main *')) {
        Object.assign(element, { serverRendered: true });
      }
    });
  });
}

/**
 * Whether React has hydrated the whole page and its controls can act: every element of the
 * screen the server rendered that is still on it is React's (hydrated, or rendered again after a
 * mismatch, which React reports as it commits) and the frame's gate (components/HydrationGate.tsx)
 * has opened. Elements added later are left out: the chart library adds some of its own.
 */
const readyToAct = (page: Page) =>
  page.evaluate(() => {
    const gate = document.querySelector<HTMLFieldSetElement>('#root fieldset[role="none"]');
    const screen = Array.from(document.querySelectorAll('main *')).filter(
      (element) => (element as Element & { serverRendered?: boolean }).serverRendered === true,
    );
    return (
      gate?.disabled === false &&
      screen.length > 0 &&
      screen.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))
    );
  });

/** What React reports when the page it finds is not the one it renders (its production codes too). */
const HYDRATION_TROUBLE =
  /Minified React error #(41[89]|42[0-5])|hydrat|did not match|server rendered/i;

/** The screens the server renders for a role (its own, the profile and, for a worker, a task's). */
function serverRenderedScreensOf(role: Role): string[] {
  return [
    ...(routeById(DASHBOARD_FRAME_CHUNK)?.children ?? []).flatMap(({ path, handle }) =>
      path && (handle as RouteHandle).access === role ? [`/dashboard/${path}`] : [],
    ),
    DASHBOARD_PATHS.profile,
  ];
}

describe.each([
  { role: 'admin' as const, email: ADMIN },
  { role: 'buyer' as const, email: BUYER },
  // A worker with work waiting, changes asked, an appeal: deadlines and times on the page.
  { role: 'worker' as const, email: 'mateo@coinwork.example' },
])('every screen the server renders for a $role', ({ role, email }) => {
  test('hydrates as rendered: no hydration error in another time zone and locale, with the clock ahead', async () => {
    const { context, page, problems } = await signedIn(email, {
      timezoneId: 'Asia/Kolkata',
      locale: 'de-DE',
    });
    // The browser's clock minutes ahead of the server's: a page that counted "2 minutes ago" or
    // the time left from the browser's own clock would differ from the one rendered.
    await context.clock.setFixedTime(Date.now() + 7 * 60 * 1000);
    await markServerRenderedScreen(page);
    const screens = serverRenderedScreensOf(role);
    // Its home and at least one more, besides the profile: the table was read.
    expect(screens.length).toBeGreaterThan(2);
    for (let index = 0; index < screens.length; index += 1) {
      const path = screens[index] ?? '';
      const response = await page.goto(productUrl(path));
      const rendered = (await response?.text())?.includes(
        `id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`,
      );
      expect({ path, rendered }).toEqual({ path, rendered: true });
      const ready = await eventually(() => readyToAct(page), Boolean).catch(() => false);
      expect({ path, ready }).toEqual({ path, ready: true });
      expect({ path, problems: problems.filter((text) => HYDRATION_TROUBLE.test(text)) }).toEqual({
        path,
        problems: [],
      });
      // A task's own screen, from the first task the list offers.
      if (path === DASHBOARD_PATHS.tasks) {
        const details = await page
          .locator('main a[href^="/dashboard/tasks/details/"]')
          .first()
          .getAttribute('href');
        if (details) screens.push(details);
      }
    }
    expect(problems).toEqual([]);
  });
});

test('before React hydrates a server-rendered page nothing looks ready; then the bell opens, never saying there are none', async () => {
  const { context, page, problems } = await signedIn(WORKER);
  // As the page comes: the rows and their filter bar, every button and field disabled.
  const noScripts = await context.newPage();
  await noScripts.route('**/js/**', (route) => route.abort());
  await noScripts.goto(productUrl(DASHBOARD_PATHS.submissions));
  const controls = await noScripts.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(
        '#root button, #root input, #root select',
      ),
      // Disabled as the browser has it: by a disabled fieldset around it, too.
      (control) => ({
        name: control.ariaLabel ?? control.textContent,
        disabled: control.matches(':disabled'),
      }),
    ),
  );
  expect(controls.length).toBeGreaterThan(3);
  expect(controls.filter((control) => !control.disabled)).toEqual([]);
  await noScripts.getByRole('searchbox', { name: 'Search' }).waitFor();
  await noScripts.close();

  // Pressed as soon as it can act, the bell opens: its notifications, or that they are loading.
  await page.goto(productUrl(DASHBOARD_PATHS.submissions));
  const dropdown = await openNotifications(page);
  expect(await dropdown.innerText()).not.toContain(DASHBOARD_COPY.noNotifications);
  await dropdown.getByRole('listitem').first().waitFor();
  expect(problems).toEqual([]);
});

test('a new worker’s “Send verification e-mail”, pressed as soon as it shows, sends the link', async () => {
  const newcomer = await newPerson('worker', 'Vera Verify');
  const { page, problems } = await signedIn(newcomer.email, { password: newcomer.password });
  const response = await page.goto(productUrl(DASHBOARD_PATHS.withdrawals));
  expect(await response?.text()).toContain(`id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`);
  await page.getByRole('button', { name: EMAIL_VERIFICATION_COPY.send }).click();
  await page.getByText(EMAIL_VERIFICATION_COPY.sent(newcomer.email)).waitFor();
  expect(await page.getByText(EMAIL_VERIFICATION_COPY.failed).count()).toBe(0);
  expect(problems).toEqual([]);
});

test('Manage Users comes with its people in the page, and React hydrates that page', async () => {
  const { context, page, problems } = await signedIn(ADMIN);
  const row = 'main table tbody tr';
  await markServerElement(page, row);
  const response = await page.goto(productUrl(DASHBOARD_PATHS.manageUsers));
  expect(await response?.text()).toContain(`id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`);
  await eventually(
    () => page.getByRole('row', { name: /priya@coinwork\.example/ }).count(),
    (n) => n === 1,
  );

  // Working: the role filter narrows the list (a request the browser makes).
  await eventually(() => hydrated(page, 'main select'), Boolean);
  await page.getByLabel('Role', { exact: true }).selectOption('worker');
  await eventually(
    () => page.getByRole('row', { name: /priya@coinwork\.example/ }).count(),
    (n) => n === 0,
  );
  await eventually(
    () => page.getByRole('row', { name: /noor@coinwork\.example/ }).count(),
    (n) => n === 1,
  );
  expect(problems).toEqual([]);

  // The rows rendered on the server were kept, not rendered again: open the page afresh and look.
  await page.goto(productUrl(DASHBOARD_PATHS.manageUsers));
  await page.getByLabel('Role', { exact: true }).waitFor();
  await sidebarLink(page, 'Manage Tasks').waitFor();
  await eventually(() => hydrated(page, row), Boolean);
  expect(await keptFromServer(page, row)).toBe(true);

  // With no script at all, the people are there.
  const noScripts = await context.newPage();
  await noScripts.route('**/js/**', (route) => route.abort());
  await noScripts.goto(productUrl(DASHBOARD_PATHS.manageUsers));
  expect(await noScripts.locator('main table').innerText()).toContain('priya@coinwork.example');
  await noScripts.close();
  expect(problems).toEqual([]);
});

test('on a phone in the dark, My Submissions is rendered in the phone layout and works', async () => {
  const { context, page, problems } = await signedIn(WORKER, {
    viewport: PHONE,
    colorScheme: 'dark',
  });
  const noScripts = await context.newPage();
  await noScripts.route('**/js/**', (route) => route.abort());
  await noScripts.goto(productUrl(DASHBOARD_PATHS.submissions));
  expect(await noScripts.locator('main').innerText()).toContain('My Submissions');
  await noScripts.close();

  await page.goto(productUrl(DASHBOARD_PATHS.submissions));
  // The phone's menu opens the drawer with the role's links.
  await page.getByRole('button', { name: DASHBOARD_COPY.openNavigation }).click();
  await sidebarLink(page, 'Withdrawals').click();
  await page.waitForURL(productUrl(DASHBOARD_PATHS.withdrawals));
  expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  expect(problems).toEqual([]);
});

test('hours later, with the token the browser kept long ended, the page still comes rendered; signing out ends that', async () => {
  const { context, page, problems } = await signedIn(BUYER);
  // What the browser holds after a day away: the identity provider's refresh token, and a copy of
  // an ID token that ended hours ago.
  await page.evaluate((key: string) => {
    const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
    kept.expiresAt = Date.now() - 20 * 60 * 60 * 1000;
    window.localStorage.setItem(key, JSON.stringify(kept));
  }, SESSION_KEY);

  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400) refused.push(`${answer.status()} ${answer.url()}`);
  });
  // What Buyer Home asks after the rendering (the coins' breakdown) waits for the provider's token.
  const balance = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/balance',
  );
  const response = await page.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  expect(await response?.text()).toContain(`id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`);
  expect((await balance).status()).toBe(200);

  // Working: another screen shows its data.
  await eventually(() => hydrated(page, 'main'), Boolean);
  await sidebarLink(page, 'Payment History').click();
  await page.waitForURL(productUrl(DASHBOARD_PATHS.paymentHistory));
  await eventually(
    () => page.locator('main table tbody tr').count(),
    (n) => n > 0,
  );
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);

  await logOut(page);
  await eventually(
    async () =>
      (await context.cookies()).filter(
        (cookie) => cookie.name === SERVER_SESSION_COOKIE || cookie.name === PAGE_LAYOUT_COOKIE,
      ).length,
    (n) => n === 0,
  );
  const afterSignOut = await page.request.get(productUrl(DASHBOARD_PATHS.buyerHome));
  expect(await afterSignOut.text()).not.toContain(`id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`);
});

test('weeks later, the session cookie long ended: the page makes a new one before any of the app, and comes rendered', async () => {
  const { context, page: signedInPage } = await signedIn(WORKER, {
    viewport: PHONE,
    colorScheme: 'dark',
  });
  // What the browser holds after three weeks away: the identity provider's refresh token and a
  // copy of an ID token long ended; the session's cookie is gone (it lasts two weeks at most).
  await signedInPage.evaluate((key: string) => {
    const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
    kept.expiresAt = Date.now() - 21 * 24 * 60 * 60 * 1000;
    window.localStorage.setItem(key, JSON.stringify(kept));
  }, SESSION_KEY);
  await context.clearCookies({ name: SERVER_SESSION_COOKIE });
  // The visit in a tab of its own: nothing the signing-in page still loads is counted.
  await signedInPage.close();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  /**
   * Each document and script in the order they arrive, the documents (whose text is read later)
   * with whether they came rendered.
   */
  const arrived: string[] = [];
  let serverRenderedDocument = '';
  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400) refused.push(`${answer.status()} ${answer.url()}`);
    const type = answer.request().resourceType();
    if (type === 'script') arrived.push(new URL(answer.url()).pathname);
    if (type !== 'document') return;
    const slot = arrived.push('document') - 1;
    void answer.text().then(
      (html) => {
        const rendered = html.includes(`id="${SERVER_RENDERED_PAGE_ELEMENT_ID}"`);
        if (rendered) serverRenderedDocument = html;
        arrived[slot] = rendered ? 'server-rendered' : 'browser-rendered';
      },
      () => {
        arrived[slot] = 'browser-rendered';
      },
    );
  });
  await page.goto(productUrl(DASHBOARD_PATHS.submissions));
  await eventually(async () => arrived.includes('server-rendered'), Boolean, 60_000);
  const beforeServerRendered = arrived.slice(0, arrived.indexOf('server-rendered'));
  expect(beforeServerRendered[0]).toBe('browser-rendered');
  // Only the session renewal and the identity provider's code: none of the app's.
  expect(
    beforeServerRendered.filter((file) =>
      /\/js\/(framework|mui|vendor|main|route-|screen-)/.test(file),
    ),
  ).toEqual([]);
  expect(beforeServerRendered.some((file) => file.includes('/js/session-renewal.'))).toBe(true);
  expect((await context.cookies()).some((cookie) => cookie.name === SERVER_SESSION_COOKIE)).toBe(
    true,
  );

  // Rendered with the worker's submissions (the page as it came: the app takes the data out of it),
  // then hydrated.
  const renderedWith = Object.values(
    (
      JSON.parse(serverRenderedJsonOf(serverRenderedDocument)) as {
        apiState?: { queries?: Record<string, { endpointName: string; status: string }> };
      }
    ).apiState?.queries ?? {},
  ).map((query) => `${query.endpointName} ${query.status}`);
  expect(renderedWith).toContain('getMySubmissions fulfilled');
  await eventually(() => hydrated(page, 'main'), Boolean);
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);
});

test('when no session can be made (nobody signed in here after all), the renewal page loads the app, which asks them to sign in', async () => {
  const { context, page, problems } = await signedIn(BUYER);
  // The browser's storage was cleared, its cookies kept: the layout still names the buyer.
  await page.evaluate(() => window.localStorage.clear());
  await context.clearCookies({ name: SERVER_SESSION_COOKIE });

  const documents: string[] = [];
  page.on('response', (answer) => {
    if (answer.request().resourceType() !== 'document') return;
    void answer.text().then(
      (html) => documents.push(html.includes('class="renewing"') ? 'renewing' : 'other'),
      () => documents.push('other'),
    );
  });
  await page.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  // The app the page listed starts and finds nobody signed in: the login form.
  await page.waitForURL(productUrl('/login'));
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  expect(documents[0]).toBe('renewing');
  expect(documents).not.toContain('other');
  // Nobody is signed in here: the layout goes, and the next page is not sent to renew.
  expect((await context.cookies()).some((cookie) => cookie.name === PAGE_LAYOUT_COOKIE)).toBe(
    false,
  );
  expect(problems).toEqual([]);
});

/** What this origin's storage holds of a sign-in: the provider's, the session's and the hint. */
const signInKeptInStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter(
      (key) =>
        key.startsWith('firebase:authUser:') ||
        key === 'coinwork.session' ||
        key === 'coinwork.signedIn',
    ),
  );

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((cookie) => cookie.name === SERVER_SESSION_COOKIE || cookie.name === PAGE_LAYOUT_COOKIE)
    .map((cookie) => cookie.name);

test('a tab open on one person’s rendered page keeps nothing of them once they sign out in another tab and someone else signs in', async () => {
  const { context, page: other } = await signedIn(BUYER);
  const tab = await context.newPage();
  let renderedFor = '';
  tab.on('response', (answer) => {
    if (answer.request().resourceType() !== 'document') return;
    void answer.text().then(
      (html) => {
        const rendered = JSON.parse(serverRenderedJsonOf(html)) as { identity?: { uid: string } };
        renderedFor ||= rendered.identity?.uid ?? '';
      },
      () => undefined,
    );
  });
  await tab.goto(productUrl(DASHBOARD_PATHS.buyerHome));
  await eventually(() => hydrated(tab, 'main'), Boolean);
  expect(renderedFor).not.toBe('');

  await other.bringToFront();
  await logOut(other);
  await other.getByRole('link', { name: 'Login' }).first().waitFor();
  await tab.waitForURL(productUrl('/login'));
  await logIn(other, WORKER);
  await signedInAtHome(other);
  // The tab follows the worker who signed in: the login page sends them home.
  await tab.waitForURL(productUrl('/'));
  await tab
    .getByRole('button', { name: /account menu/i })
    .first()
    .waitFor();

  // Nothing of the buyer is left in the tab's page: neither the data the server rendered it with nor
  // who it was rendered for.
  const html = await tab.evaluate(() => document.documentElement.outerHTML);
  expect(html).not.toContain(BUYER);
  expect(html).not.toContain(renderedFor);
  expect(await tab.locator(`#${SERVER_RENDERED_PAGE_ELEMENT_ID}`).count()).toBe(0);
});

test('a sign-out while another tab’s sign-in is still starting is final for both tabs until someone signs in on purpose', async () => {
  const { context, page: first } = await signedIn(WORKER);
  const second = await context.newPage();
  // The second tab's identity provider starts by reading the account back from its servers; that
  // answer is held until the first tab has signed out.
  let signedOutInFirst: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    signedOutInFirst = resolve;
  });
  let readBack = 0;
  await second.route('**/accounts:lookup*', async (route) => {
    readBack += 1;
    await held;
    await route.continue();
  });
  await second.goto(productUrl(DASHBOARD_PATHS.submissions));
  await eventually(
    async () => readBack,
    (n) => n > 0,
    60_000,
  );

  await first.bringToFront();
  await logOut(first);
  await first.getByRole('link', { name: 'Login' }).first().waitFor();
  signedOutInFirst();

  // The second tab finishes starting and finds the sign-out: both tabs are signed out, and nothing
  // of the sign-in is kept, nor a session cookie made again.
  await second.waitForURL(productUrl('/login'));
  await first.getByRole('link', { name: 'Login' }).first().waitFor();
  for (const tab of [first, second]) expect(await signInKeptInStorage(tab)).toEqual([]);
  expect(await sessionCookies(context)).toEqual([]);

  // Signing in on purpose works, and the other tab follows.
  await logIn(first, WORKER);
  await signedInAtHome(first);
  await second.waitForURL(productUrl('/'));
  expect(await sessionCookies(context)).toContain(SERVER_SESSION_COOKIE);
});

/**
 * The ID tokens this browser keeps (the provider's and the copy for the next visit) replaced by
 * ones the provider's servers ended five minutes ago (by the servers' clock, this process's), their
 * ends as the browser noted them left alone: what the browser holds once the token's hour has
 * passed, which a test cannot wait for.
 */
function endTokensAtTheServer(page: Page): Promise<void> {
  const endedAt = Math.floor(Date.now() / 1000) - 5 * 60;
  return page.evaluate(
    ({ sessionKey, exp }: { sessionKey: string; exp: number }) => {
      const ended = (token: string) => {
        const [header = '', payload = ''] = token.split('.');
        const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
          string,
          unknown
        >;
        const encoded = btoa(JSON.stringify({ ...claims, iat: exp - 60 * 60, exp }))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        return `${header}.${encoded}.`;
      };
      for (const key of Object.keys(window.localStorage)) {
        const kept = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
          idToken?: string;
          stsTokenManager?: { accessToken?: string };
        } | null;
        if (key === sessionKey && kept?.idToken) kept.idToken = ended(kept.idToken);
        else if (key.startsWith('firebase:authUser:') && kept?.stsTokenManager?.accessToken) {
          kept.stsTokenManager.accessToken = ended(kept.stsTokenManager.accessToken);
        } else continue;
        window.localStorage.setItem(key, JSON.stringify(kept));
      }
    },
    { sessionKey: SESSION_KEY, exp: endedAt },
  );
}

test('back after the token ended, on a browser whose clock is behind the server’s, every request carries a good token: nothing red', async () => {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  // Two hours slow: the provider's `exp` read by this clock leaves a token two hours too many.
  await context.clock.install({ time: Date.now() - 2 * 60 * 60 * 1000 });
  await logIn(page, WORKER);
  await signedInAtHome(page);
  await endTokensAtTheServer(page);
  await page.close();
  // An hour and five minutes later by this browser's clock.
  await context.clock.fastForward('01:05:00');

  const visit = await context.newPage();
  const problems: string[] = [];
  visit.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  visit.on('pageerror', (error) => problems.push(error.message));
  const refused: string[] = [];
  // The bell's stream opens with a ticket asked for with the provider's fresh token.
  let stream: number | undefined;
  visit.on('response', (answer) => {
    if (answer.status() >= 400) refused.push(`${answer.status()} ${answer.url()}`);
    if (new URL(answer.url()).pathname === '/api/notifications/stream') stream = answer.status();
  });
  await visit.goto(productUrl(DASHBOARD_PATHS.workerHome));
  await eventually(async () => stream !== undefined || refused.length > 0, Boolean, 60_000);
  expect(refused).toEqual([]);
  expect(stream).toBe(200);
  await eventually(() => hydrated(visit, 'main'), Boolean);
  expect(problems).toEqual([]);
});
