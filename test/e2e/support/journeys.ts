/** Steps the journeys share: signing in, reading the coin badge, failing on console errors. */
import path from 'node:path';

import type { Locator, Page } from 'playwright-core';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { SERVER_SESSION_COOKIE } from '@contract/sessionCookie';
import { REJECT_DIALOG_COPY, REVIEW_COPY } from '@contract/copy/submissions';
import type { RejectionReason } from '@contract/review';

import { DEMO_PASSWORD } from '@server/seed/demoAccounts';
import { productUrl } from './browser';

export const PHOTO_FIXTURE = path.join(__dirname, '..', '..', 'server', 'fixtures', 'square.png');

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(productUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /account menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** The coin figure the header or top bar shows. */
export async function coinBadge(page: Page): Promise<number> {
  const text = await page.getByTestId('coin-balance').first().innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/**
 * Scrolls to the foot of the page until `section` is there, as a person scrolls down to a home's
 * chart: the chart sections load as they near the viewport, and the page may still be growing
 * above them when the first scroll happens.
 */
export async function scrollToSection(
  page: Page,
  section: Locator,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    try {
      await section.waitFor({ timeout: 1_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/**
 * Reads until the value is accepted (the page updates asynchronously), or fails with the last
 * value.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `Timed out; last value: ${JSON.stringify(last)}${lastError ? `, last error: ${String(lastError)}` : ''}`,
  );
}

/**
 * After a sign-in (or a registration): the home page, and the session cookie, which the
 * client asks for as the token comes (docs/security.md#the-session-cookie). A dashboard address
 * opened before it is here makes the session first and opens itself again: a reload a test would
 * have to wait through.
 */
export async function signedInAtHome(page: Page): Promise<void> {
  await page.waitForURL(productUrl('/'));
  await eventually(
    async () =>
      (await page.context().cookies()).some((cookie) => cookie.name === SERVER_SESSION_COOKIE),
    Boolean,
  );
}

/** A link of the dashboard's sidebar (docs/product.md#routes), by its label. */
export function sidebarLink(page: Page, label: string): Locator {
  return page
    .getByRole('navigation', { name: DASHBOARD_COPY.navigation })
    .getByRole('link', { name: label, exact: true });
}

/** Opens the worker's notification bell and answers its dropdown. */
export async function openNotifications(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications,/ }).click();
  const dropdown = page.getByRole('dialog', { name: DASHBOARD_COPY.notifications });
  await dropdown.waitFor();
  return dropdown;
}

/** Waits for the spec's alert (a snackbar, role alert) with this text. */
export async function alertShown(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Rejects the submission of a pending row the way a buyer does: Reject, then a reason and a
 * comment in the dialog (docs/money.md#the-submission-lifecycle), then Reject again.
 */
export async function rejectWithReason(
  page: Page,
  row: Locator,
  reason: RejectionReason,
  comment: string,
): Promise<void> {
  await row.getByRole('button', { name: REVIEW_COPY.reject }).click();
  const dialog = page.getByRole('dialog', { name: REJECT_DIALOG_COPY.title });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('textbox', { name: REJECT_DIALOG_COPY.comment }).fill(comment);
  await dialog.getByRole('button', { name: REJECT_DIALOG_COPY.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}
