/**
 * The base query of the one API: every request carries the signed-in person's Firebase ID token,
 * and a read that failed on the network or with a 5xx is tried again up to QUERY_RETRIES times
 * (docs/product.md#constants-and-limits). A 4xx answer will not change on a retry, and a write is
 * never repeated: the server may have applied it before the answer was lost. The one exception is
 * the sign-in service being unavailable (a 503 with its own message): the server refused the
 * request before acting on it, so reads and writes alike wait as long as it asks (Retry-After) and
 * go again, while the person stays signed in and is told why the page waits (docs/security.md).
 */
import {
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  retry,
} from '@reduxjs/toolkit/query/react';

import {
  API_BASE_PATH,
  serverMessageOf,
  SIGN_IN_RETRY_AFTER_SECONDS,
  SIGN_IN_UNAVAILABLE_STATUS,
} from '@contract/api';
import { QUERY_RETRIES, SIGN_IN_UNAVAILABLE_RETRIES } from '@contract/constants';
import { SESSION_MESSAGES } from '@contract/messages';
import { readSignedInHint } from '@app/session/currentUser';
import { usableRememberedSession } from '@app/session/rememberedSession';
import { notifyError } from '../components/notify';

export type IdTokenGetter = () => Promise<string | null>;

let providerWired: () => void = () => undefined;
const whenProviderWired = new Promise<void>((resolve) => {
  providerWired = resolve;
});

/**
 * Until the identity provider has loaded: the token remembered from the last visit, if usable.
 * Someone signed in whose remembered token has ended (a dashboard page the server rendered hours after
 * the last visit) waits for the provider's fresh one rather than asking without: the provider
 * loads whenever someone is signed in (providers/SessionProvider.tsx).
 */
export const idTokenBeforeProvider: IdTokenGetter = async () => {
  const remembered = usableRememberedSession()?.idToken;
  if (remembered || !readSignedInHint()) return remembered ?? null;
  await whenProviderWired;
  return idTokenGetter === idTokenBeforeProvider ? null : idTokenGetter();
};
let idTokenGetter: IdTokenGetter = idTokenBeforeProvider;

/** Wired by the auth feature, so the store never imports the identity provider. */
export function setIdTokenGetter(getter: IdTokenGetter): void {
  idTokenGetter = getter;
  providerWired();
}

/** The current ID token (refreshed by the provider when close to expiry), or null. */
export function currentIdToken(): Promise<string | null> {
  return idTokenGetter();
}

/**
 * The API lives on the page's own origin. Resolving it here (rather than leaving it
 * relative) lets `Request` build the URL outside a browser too, as under jsdom.
 */
export function apiBaseUrl(): string {
  return typeof window === 'undefined'
    ? API_BASE_PATH
    : new URL(API_BASE_PATH, window.location.origin).href;
}

function statusOf(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  if (error.status === 'PARSING_ERROR' && 'originalStatus' in error) {
    return typeof error.originalStatus === 'number' ? error.originalStatus : undefined;
  }
  return typeof error.status === 'number' || typeof error.status === 'string'
    ? error.status
    : undefined;
}

/** The server could not ask the sign-in service about the session (it may well be fine). */
export function isSignInUnavailable(error: unknown): boolean {
  return (
    statusOf(error) === SIGN_IN_UNAVAILABLE_STATUS &&
    typeof error === 'object' &&
    error !== null &&
    'data' in error &&
    serverMessageOf(error.data) === SESSION_MESSAGES.signInUnavailable
  );
}

/** Network failures, timeouts and server errors are worth another try; a 4xx is final. */
export function isWorthRetrying(error: unknown): boolean {
  // Already waited for as long as the sign-in service asked (see below).
  if (isSignInUnavailable(error)) return false;
  const status = statusOf(error);
  if (typeof status === 'number') return status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

const fetchWithIdToken = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: async (headers) => {
    const token = await idTokenGetter();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The wait the server asks for (Retry-After in seconds), within reason, else the contract's. */
function retryAfterMs(response: Response | undefined): number {
  const asked = Number(response?.headers.get('Retry-After'));
  const seconds =
    Number.isFinite(asked) && asked > 0 ? Math.min(asked, MAX_RETRY_AFTER_SECONDS) : undefined;
  return (seconds ?? SIGN_IN_RETRY_AFTER_SECONDS) * 1000;
}
const MAX_RETRY_AFTER_SECONDS = 60;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Requests waiting for the sign-in service: many waiting at once tell the person once. */
let waitingForSignIn = 0;

/**
 * A store made on the server to render a page (src/server/web/serverRenderedDashboards.ts) asks the server's
 * own API, in process, as the session cookie's person (its `fetch` adds the credentials); it neither
 * retries nor keeps anything for the next visit, and its requests never leave the server.
 */
export interface PageRendering {
  fetch: (request: Request) => Promise<Response>;
}

/** The store's page rendering, given as its thunks' extra argument; none in a browser. */
export function pageRenderingOf(baseQueryApi: { extra: unknown }): PageRendering | undefined {
  const { extra } = baseQueryApi;
  if (typeof extra !== 'object' || extra === null || !('pageRendering' in extra)) return undefined;
  return extra.pageRendering as PageRendering;
}

/** Where a rendering store's requests go: resolved by the server itself, never on the network. */
export const PAGE_RENDERING_ORIGIN = 'http://page-rendering.invalid';

function fetchForPageRendering(rendering: PageRendering) {
  return fetchBaseQuery({
    baseUrl: `${PAGE_RENDERING_ORIGIN}${API_BASE_PATH}`,
    fetchFn: (input: RequestInfo | URL) =>
      rendering.fetch(input instanceof Request ? input : new Request(input)),
  });
}

const fetchWhileSignInRecovers: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, baseQueryApi, extraOptions) => {
  const rendering = pageRenderingOf(baseQueryApi);
  if (rendering) return fetchForPageRendering(rendering)(args, baseQueryApi, extraOptions);
  for (let attempt = 0; ; attempt += 1) {
    const result = await fetchWithIdToken(args, baseQueryApi, extraOptions);
    if (!isSignInUnavailable(result.error) || attempt >= SIGN_IN_UNAVAILABLE_RETRIES) {
      return result;
    }
    if (waitingForSignIn === 0 && attempt === 0) notifyError(SESSION_MESSAGES.signInUnavailable);
    waitingForSignIn += 1;
    try {
      await pause(retryAfterMs(result.meta?.response), baseQueryApi.signal);
    } finally {
      waitingForSignIn -= 1;
    }
    if (baseQueryApi.signal.aborted) return result;
  }
};

export const baseQueryWithAuth = retry(fetchWhileSignInRecovers, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    baseQueryApi.type === 'query' &&
    attempt <= QUERY_RETRIES &&
    isWorthRetrying(error) &&
    !pageRenderingOf(baseQueryApi),
});
