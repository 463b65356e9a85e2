/**
 * Verified ID tokens (and session cookies), remembered so that a signed-in request does not ask the identity
 * provider each time (docs/deployment.md#fast-authenticated-requests): each for a few minutes at
 * most and never until its last minute, the least recently used dropped beyond a bound. An
 * account that is deleted or whose role changes is forgotten on every instance at once
 * (live/channels.ts), and a verification that was under way while an account was forgotten is
 * not kept: it may have been answered before the account was deleted at the provider.
 * Checks that must reach the provider (`checkRevoked`, for creating a user record) bypass it.
 */
import { createHash } from 'node:crypto';

import { LRUCache } from 'lru-cache';

import type { IdentityProvider, VerifiedIdentity } from './identity';

export interface TokenCacheOptions {
  /** Tokens remembered at most (TOKEN_CACHE_ENTRIES); 0 turns the cache off. */
  maxEntries: number;
  /** A token is forgotten this long before it expires. */
  marginSeconds: number;
  /**
   * And this long after it was verified at the latest: an account disabled at the identity
   * provider, which tells no one, is refused within this time.
   */
  maxSeconds: number;
  now?: () => number;
}

export interface CachingIdentityProvider extends IdentityProvider {
  /** Forgets every remembered token of the account (its uid). */
  forgetAccount(uid: string): void;
  /** Forgets every token (account changes may have been missed). */
  forgetAll(): void;
  /** How many tokens are remembered now. */
  readonly cachedTokens: number;
}

/** Tokens are kept by their SHA-256: a memory dump does not hold usable credentials. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function withTokenCache(
  provider: IdentityProvider,
  { maxEntries, marginSeconds, maxSeconds, now = Date.now }: TokenCacheOptions,
): CachingIdentityProvider {
  const delegated = {
    deleteAccount: (uid: string) => provider.deleteAccount(uid),
    ensureAccount: (account: Parameters<IdentityProvider['ensureAccount']>[0]) =>
      provider.ensureAccount(account),
    close: () => provider.close(),
    createSessionCookie: (idToken: string, expiresInMs: number) =>
      provider.createSessionCookie(idToken, expiresInMs),
  };
  if (maxEntries === 0) {
    return {
      ...delegated,
      verifyIdToken: (token, options) => provider.verifyIdToken(token, options),
      verifySessionCookie: (cookie, options) => provider.verifySessionCookie(cookie, options),
      forgetAccount: () => undefined,
      forgetAll: () => undefined,
      cachedTokens: 0,
    };
  }
  const keysByUid = new Map<string, Set<string>>();
  const cache = new LRUCache<string, VerifiedIdentity>({
    max: maxEntries,
    perf: { now },
    // Read the clock on every check (by default it is reused for a millisecond).
    ttlResolution: 0,
    dispose: (identity, key) => {
      const keys = keysByUid.get(identity.uid);
      keys?.delete(key);
      if (keys?.size === 0) keysByUid.delete(identity.uid);
    },
  });

  // Bumped by every forget: a verification that started before one does not keep its answer.
  let forgets = 0;

  async function remembered(
    credential: string,
    verify: () => Promise<VerifiedIdentity>,
  ): Promise<VerifiedIdentity> {
    const key = keyOf(credential);
    const known = cache.get(key);
    if (known) return known;
    const before = forgets;
    const identity = await verify();
    const ttl = Math.min((identity.expiresAt - marginSeconds) * 1000 - now(), maxSeconds * 1000);
    if (ttl > 0 && forgets === before) {
      cache.set(key, identity, { ttl });
      const keys = keysByUid.get(identity.uid) ?? new Set<string>();
      keys.add(key);
      keysByUid.set(identity.uid, keys);
    }
    return identity;
  }

  return {
    ...delegated,
    async verifyIdToken(token, options) {
      if (options?.checkRevoked) return provider.verifyIdToken(token, options);
      return remembered(`id:${token}`, () => provider.verifyIdToken(token, options));
    },
    verifySessionCookie(cookie, options) {
      const key = `session:${cookie}`;
      // Checked without asking about revocation: a remembered answer will do, and none is kept.
      if (options?.checkRevoked === false) {
        return Promise.resolve(
          cache.get(keyOf(key)) ?? provider.verifySessionCookie(cookie, options),
        );
      }
      return remembered(key, () => provider.verifySessionCookie(cookie));
    },
    forgetAccount(uid) {
      forgets += 1;
      for (const key of [...(keysByUid.get(uid) ?? [])]) cache.delete(key);
      keysByUid.delete(uid);
    },
    forgetAll() {
      forgets += 1;
      cache.clear();
      keysByUid.clear();
    },
    get cachedTokens() {
      return cache.size;
    },
  };
}
