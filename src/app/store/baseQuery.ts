/**
 * The base query of the one API: every request carries the signed-in person's Firebase ID
 * token, and a read that failed on the network or with a 5xx is tried again up to
 * QUERY_RETRIES times (spec §9). A 4xx answer will not change on a retry, and a write is
 * never repeated: the server may have applied it before the answer was lost.
 */
import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';

import { API_BASE_PATH } from '../../contract/api';
import { QUERY_RETRIES } from '../../contract/constants';

export type IdTokenGetter = () => Promise<string | null>;

const signedOut: IdTokenGetter = async () => null;
let idTokenGetter: IdTokenGetter = signedOut;

/** Wired by the auth feature, so the store never imports the identity provider. */
export function setIdTokenGetter(getter: IdTokenGetter): void {
  idTokenGetter = getter;
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

/** Network failures, timeouts and server errors are worth another try; a 4xx is final. */
export function isWorthRetrying(error: unknown): boolean {
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

export const baseQueryWithAuth = retry(fetchWithIdToken, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    baseQueryApi.type === 'query' && attempt <= QUERY_RETRIES && isWorthRetrying(error),
});
