/**
 * The callers' user records as access control needs them (who they are, their role), remembered
 * beside their verified tokens so that a signed-in read does not look the record up each time
 * (docs/deployment.md#fast-authenticated-requests). Only what cannot change without an account
 * change is kept: no balance (a route that shows one reads it). A record is forgotten on every
 * instance when its account is deleted or its role changes (live/channels.ts), and after at most
 * `ttlSeconds` whatever happens. A record looked up while its account was being forgotten is
 * not kept, so a lookup that raced a role change cannot bring the old role back.
 */
import { LRUCache } from 'lru-cache';

import type { CallerRecord } from '../services/rows';

export interface CallerCacheOptions {
  /** Records remembered at most; 0 turns the cache off. */
  maxEntries: number;
  ttlSeconds: number;
}

export interface CallerCache {
  /** The remembered record of the account (its identity uid), or what `load` finds. */
  lookup(
    uid: string,
    load: () => Promise<CallerRecord | undefined>,
  ): Promise<CallerRecord | undefined>;
  forgetAccount(uid: string): void;
  forgetAll(): void;
}

export function callerCache({ maxEntries, ttlSeconds }: CallerCacheOptions): CallerCache {
  if (maxEntries === 0 || ttlSeconds === 0) {
    return {
      lookup: (_uid, load) => load(),
      forgetAccount: () => undefined,
      forgetAll: () => undefined,
    };
  }
  const cache = new LRUCache<string, CallerRecord>({ max: maxEntries, ttl: ttlSeconds * 1000 });
  // Bumped by every forget: a lookup that started before one does not keep what it found.
  let forgets = 0;
  return {
    async lookup(uid, load) {
      const remembered = cache.get(uid);
      if (remembered) return remembered;
      const before = forgets;
      const record = await load();
      if (record && forgets === before) cache.set(uid, record);
      return record;
    },
    forgetAccount(uid) {
      forgets += 1;
      cache.delete(uid);
    },
    forgetAll() {
      forgets += 1;
      cache.clear();
    },
  };
}
