/**
 * The server's session cookie (@contract/sessionCookie,
 * docs/security.md#the-session-cookie): the `HttpOnly` cookie with which the server renders this
 * person's dashboard pages. The client asks for it (`POST /api/session` with the current ID token)
 * when the browser may not hold a usable one (none made for this person yet, or a dashboard page
 * that came without server rendering) and once a day to keep it going, at most once a page. Signing out ends it, at
 * the server too: no copy of the cookie renders a page again.
 * What was made is remembered (`coinwork.pageSession`: whose, until when), never the cookie.
 * A plain request, not the API slice: it runs in the identity provider's token callback, outside
 * the store, and caches nothing a screen shows.
 */
import { API_BASE_PATH } from '@contract/api';
import { SERVER_SESSION_MAX_AGE_SECONDS, SERVER_SESSION_PATH } from '@contract/sessionCookie';
import type { ServerSession } from '@contract/schemas/session';
import { readStoredJson, writeStoredJson } from './storedJson';

export const SERVER_SESSION_RECORD_KEY = 'coinwork.pageSession';
/** A session made longer ago than this is renewed: a person back within 13 days finds it. */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
const RENEW_WITHIN_MS = SERVER_SESSION_MAX_AGE_SECONDS * 1000 - RENEW_AFTER_MS;

interface SessionRecord {
  uid: string;
  /** Epoch milliseconds. */
  endsAt: number;
}

/** This page's one request for a session, which every later call shares. */
let asking: Promise<boolean> | undefined;
let thisPageNotServerRendered = false;
/** Counts sign-outs: a session asked for before one is not recorded after it. */
let signOuts = 0;

function sessionUrl(): string {
  return new URL(`${API_BASE_PATH}${SERVER_SESSION_PATH}`, window.location.origin).href;
}

function readRecord(): SessionRecord | undefined {
  const stored = readStoredJson(SERVER_SESSION_RECORD_KEY);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { uid, endsAt } = stored as Record<string, unknown>;
  return typeof uid === 'string' && typeof endsAt === 'number' ? { uid, endsAt } : undefined;
}

const writeRecord = (record: SessionRecord | undefined) =>
  writeStoredJson(SERVER_SESSION_RECORD_KEY, record);

/** This dashboard page came without server rendering: the browser may have lost the cookie, so ask again. */
export function pageNotServerRendered(): void {
  thisPageNotServerRendered = true;
}

/**
 * Called with each ID token the provider issues for `uid`; true once this browser holds a session
 * for them (as far as the client can know: the cookie itself is out of its reach).
 */
export function keepServerSession(uid: string, idToken: string): Promise<boolean> {
  if (asking) return asking;
  const record = readRecord();
  const usable = record?.uid === uid && record.endsAt - Date.now() > RENEW_WITHIN_MS;
  if (usable && !thisPageNotServerRendered) return Promise.resolve(true);
  asking = makeServerSession(uid, idToken);
  return asking;
}

async function makeServerSession(uid: string, idToken: string): Promise<boolean> {
  const askedAfter = signOuts;
  try {
    const response = await fetch(sessionUrl(), {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}` },
    });
    if (!response.ok || askedAfter !== signOuts) return false;
    const { endsAt } = (await response.json()) as ServerSession;
    writeRecord({ uid, endsAt: Date.parse(endsAt) });
    return true;
  } catch {
    // Pages come without server rendering until the next page asks again.
    return false;
  }
}

/**
 * Signed out: the session is ended at the server, which removes the browser's `HttpOnly` cookie too.
 * The request carries the cookie, which names the sign-in to end. A sign-out made here on purpose
 * asks whether or not a session was recorded here (another tab's request for one may still be on
 * its way), with the person's last ID token, whatever its age, which names the sign-in when no
 * cookie does.
 */
export async function endServerSession(onPurpose?: { idToken: string | undefined }): Promise<void> {
  const hadOne = readRecord() !== undefined;
  writeRecord(undefined);
  asking = undefined;
  signOuts += 1;
  if (!hadOne && !onPurpose) return;
  const idToken = onPurpose?.idToken;
  try {
    await fetch(sessionUrl(), {
      method: 'DELETE',
      keepalive: true,
      headers: idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` },
    });
  } catch {
    // The layout cookie is gone with the sign-out, and without it no page is rendered here.
  }
}
