/**
 * A returning person's dashboard asks for its first data before the app's code has arrived
 * (docs/performance.md#dashboards). The app notes which reads a dashboard address made for its
 * first data (`noteRead`, `markFirstData`, then `rememberArrivalReads`, per person and address).
 * On the next visit to that address the page's small first script (src/app/dashboardEarly.ts)
 * sends the same reads at once with the remembered ID token (`sendEarlyReads`), and the API's base
 * query takes their answers instead of asking again (`takeEarlyAnswer`) when it asks for the same
 * address with the same token. A read nobody takes is dropped; nothing here decides what is shown.
 *
 * The first script has a webpack runtime of its own, so it shares no module with the app: the
 * reads in flight are handed over on `globalThis`, under a registered symbol.
 */
import { API_BASE_PATH } from '@contract/api';
import { readStoredJson, writeStoredJson } from './storedJson';

const PLAN_KEY = 'coinwork.firstReads';
/** The dashboard addresses remembered, the latest last; each keeps the reads it made. */
const MAX_ADDRESSES = 20;
const MAX_READS = 8;
const EARLY_READS = Symbol.for('coinwork.earlyReads');
/** An answer older than this is left to go stale: the app asks afresh. */
const EARLY_ANSWER_MAX_AGE_MS = 60_000;

interface Plan {
  uid: string;
  addresses: [address: string, reads: string[]][];
}

interface EarlyRead {
  authorization: string;
  answer: Promise<Response>;
  sentAt: number;
}

type EarlyReads = Map<string, EarlyRead>;
type WithEarlyReads = typeof globalThis & { [EARLY_READS]?: EarlyReads };

const isText = (value: unknown): value is string => typeof value === 'string';

function readPlan(): Plan | undefined {
  const stored = readStoredJson(PLAN_KEY);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { uid, addresses } = stored as Record<string, unknown>;
  if (!isText(uid) || !Array.isArray(addresses)) return undefined;
  const valid = addresses.filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry) &&
      isText(entry[0]) &&
      Array.isArray(entry[1]) &&
      (entry[1] as unknown[]).every(isText),
  );
  return { uid, addresses: valid };
}

/** Storage full or refused: the next visit asks as it always did. */
const storePlan = (plan: Plan | undefined) => writeStoredJson(PLAN_KEY, plan);

/** A read's address as kept: its path and query on this origin, or nothing for another origin. */
function pathOf(url: string): string | undefined {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : undefined;
}

/** The reads `uid` made at `address` before its first data was shown last time. */
export function plannedReads(uid: string, address: string): string[] {
  const plan = readPlan();
  if (plan?.uid !== uid) return [];
  return plan.addresses.find(([known]) => known === address)?.[1] ?? [];
}

/** Keeps the reads `uid` made at `address` (replacing those of an earlier visit). */
function rememberFirstReads(uid: string, address: string, urls: readonly string[]): void {
  const reads = [...new Set(urls.flatMap((url) => pathOf(url) ?? []))].slice(0, MAX_READS);
  const plan = readPlan();
  const others = plan?.uid === uid ? plan.addresses.filter(([known]) => known !== address) : [];
  const addresses: Plan['addresses'] = [...others, [address, reads]];
  storePlan({ uid, addresses: addresses.slice(-MAX_ADDRESSES) });
}

/** Signing out forgets every address's reads. */
export function forgetFirstReads(): void {
  storePlan(undefined);
}

/**
 * Another person (or nobody) is signed in now: the answers of the reads sent for the last one, and
 * what was noted of their reads, are dropped from this page.
 */
export function dropEarlyReads(): void {
  earlyReads().clear();
  notedReads.clear();
  firstData.clear();
}

function earlyReads(): EarlyReads {
  const scope = globalThis as WithEarlyReads;
  scope[EARLY_READS] ??= new Map();
  return scope[EARLY_READS];
}

/** Sends each read now, with `authorization`, for the app to take once it asks. */
export function sendEarlyReads(paths: readonly string[], authorization: string): void {
  const reads = earlyReads();
  for (const path of paths) {
    const parsed = new URL(path, window.location.origin);
    // The token goes to this origin's API only, whatever storage holds.
    if (
      parsed.origin !== window.location.origin ||
      !parsed.pathname.startsWith(`${API_BASE_PATH}/`)
    )
      continue;
    const url = parsed.href;
    const answer = fetch(url, { headers: { Authorization: authorization } });
    // A read that fails on the network is asked again by the app, as if never sent.
    answer.catch(() => {
      if (reads.get(url)?.answer === answer) reads.delete(url);
    });
    reads.set(url, { authorization, answer, sentAt: Date.now() });
  }
}

/**
 * The answer of a read sent early for this address and token, taken once, within a minute of
 * being sent (a screen opened later asks afresh).
 */
export function takeEarlyAnswer(
  url: string,
  authorization: string | null,
): Promise<Response> | undefined {
  const reads = earlyReads();
  const read = reads.get(url);
  if (!read || read.authorization !== authorization) return undefined;
  reads.delete(url);
  return Date.now() - read.sentAt <= EARLY_ANSWER_MAX_AGE_MS ? read.answer : undefined;
}

/** The latest reads, by query (the oldest forgotten first); those of the first data, by query. */
const MAX_NOTED = 50;
const notedReads = new Map<string, string>();
const firstData = new Map<string, Set<string>>();

/** Called by the API's base query with each read's query and address. */
export function noteRead(queryCacheKey: string, url: string): void {
  notedReads.delete(queryCacheKey);
  notedReads.set(queryCacheKey, url);
  const oldest = notedReads.keys().next();
  if (notedReads.size > MAX_NOTED && !oldest.done) notedReads.delete(oldest.value);
}

/**
 * The query is part of the first data the screen at `address` waits for (the user record and the
 * screen's first queries, routes/dashboard/screenData.ts), not a section drawn below it.
 */
export function markFirstData(started: { queryCacheKey: string }, address: string): void {
  const marked = firstData.get(address) ?? new Set<string>();
  firstData.set(address, marked.add(started.queryCacheKey));
}

/**
 * The dashboard opened at `address` shows its first data: its reads are kept for `uid`'s next
 * visit there, and the noting starts afresh.
 */
export function rememberArrivalReads(uid: string, address: string): void {
  const marked = [...(firstData.get(address) ?? [])];
  const urls = marked.flatMap((key) => notedReads.get(key) ?? []);
  notedReads.clear();
  firstData.clear();
  if (urls.length > 0) rememberFirstReads(uid, address, urls);
}
