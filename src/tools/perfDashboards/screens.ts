/**
 * The dashboard screens `npm run perf:dashboards` measures, who opens them, and what on each
 * shows that its data has arrived. The marks are texts of the demo data (src/server/seed)
 * inside landmarks both today's client and a restructured one render, so the same table
 * measures both; adding a screen is one line.
 */
import type { Page } from 'playwright-core';

import type { Role } from '@contract/entities';
import { SERVER_SESSION_COOKIE } from '@contract/sessionCookie';
import { DEMO_PASSWORD } from '@server/seed/demoAccounts';

/** Present when some element matching `selector` contains `text` (any text when absent). */
export interface DataMark {
  selector: string;
  text?: string;
}

export interface Screen {
  name: string;
  path: string;
  role: Role;
  /** The screen's data is shown when every mark is present. */
  shown: readonly DataMark[];
}

/** Rows of a table that only the demo data fills (every demo account's e-mail ends so). */
const TABLE_ROW_WITH_PERSON: DataMark = { selector: 'main table tr', text: '@coinwork.example' };
/** The figures of a home screen: the money figure is rendered only when its query has answered. */
const MONEY_FIGURE: DataMark = { selector: 'main [role="group"]', text: '$' };

export const SCREENS: readonly Screen[] = [
  {
    name: 'Buyer Home',
    path: '/dashboard/buyer-home',
    role: 'buyer',
    shown: [MONEY_FIGURE, TABLE_ROW_WITH_PERSON],
  },
  {
    name: 'Tasks List',
    path: '/dashboard/tasks',
    role: 'worker',
    shown: [{ selector: 'main a[href^="/dashboard/tasks/details/"]' }],
  },
  {
    name: 'My Submissions',
    path: '/dashboard/submissions',
    role: 'worker',
    shown: [TABLE_ROW_WITH_PERSON],
  },
  {
    name: 'Manage Users',
    path: '/dashboard/manage-users',
    role: 'admin',
    shown: [TABLE_ROW_WITH_PERSON],
  },
  {
    name: 'Admin Home',
    path: '/dashboard/admin-home',
    role: 'admin',
    shown: [MONEY_FIGURE, TABLE_ROW_WITH_PERSON],
  },
];

/** The demo account each role signs in with (src/server/seed/demoAccounts.ts). */
export const DEMO_EMAILS: Readonly<Record<Role, string>> = {
  admin: 'admin@coinwork.example',
  buyer: 'priya@coinwork.example',
  worker: 'kwame@coinwork.example',
};

/**
 * In-page source of `(marks) => boolean`: whether every mark is present. A string, not a
 * function, because the tools run through a compiler that may add helpers the page lacks.
 */
export const DATA_SHOWN_SOURCE = `(marks) => marks.every((mark) =>
  Array.prototype.some.call(document.querySelectorAll(mark.selector), (element) =>
    mark.text === undefined || (element.textContent || '').includes(mark.text)))`;

const SIGN_IN_TIMEOUT_MS = 120_000;
/** A client that keeps a session cookie has asked for it well within this; an older one never does. */
const SESSION_COOKIE_WAIT_MS = 5_000;

/**
 * Signs in through the real /login form, waits for the session cookie, then opens the
 * screen and waits for its data, so the page leaves what a returning person has: the session and
 * the signed-in hint.
 */
export async function signInAndOpen(page: Page, baseUrl: string, screen: Screen): Promise<void> {
  page.setDefaultTimeout(SIGN_IN_TIMEOUT_MS);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO_EMAILS[screen.role]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  // The client asks for the session as the sign-in's token comes. Opened before it is here, the
  // screen's page would make one first and open itself again (src/app/sessionRenewal.ts).
  const sessionDeadline = Date.now() + SESSION_COOKIE_WAIT_MS;
  const hasSession = async () =>
    (await page.context().cookies()).some((cookie) => cookie.name === SERVER_SESSION_COOKIE);
  while (!(await hasSession()) && Date.now() < sessionDeadline) await page.waitForTimeout(250);
  await page.goto(`${baseUrl}${screen.path}`);
  // Polled from here: the Content-Security-Policy forbids the eval that waitForFunction needs.
  const shown = `(${DATA_SHOWN_SOURCE})(${JSON.stringify(screen.shown)})`;
  const deadline = Date.now() + SIGN_IN_TIMEOUT_MS;
  // A page opening itself again has no document to ask for a moment: asked again.
  const dataShown = () => page.evaluate<boolean>(shown).catch(() => false);
  while (!(await dataShown())) {
    if (Date.now() > deadline) throw new Error(`no data at ${page.url()} after signing in.`);
    await page.waitForTimeout(250);
  }
}
