/**
 * The write rate limit: every request that is not a read counts, refused ones included, keyed
 * on the signed-in account when the request carries a valid ID token and on the client's
 * address otherwise. It runs at the end of access control (which resolves the caller), so a
 * made-up `X-Forwarded-For` buys nothing to a signed-in caller, and only configured proxies
 * may name the client's address (TRUST_PROXY, see docs/security.md). On PostgreSQL the counts
 * are kept in the database (`write_rate_counters`, fixed windows of the database's clock), so
 * every instance behind a load balancer counts against the same limit; if the database cannot
 * count, the write goes through. On PGlite (one process) they are kept in memory.
 */
import net from 'node:net';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Database, DatabaseHandle } from './db/client';
import { writeRateCounters } from './db/schema';

/** Reads, and the browser's CORS preflight, are never limited. */
const UNLIMITED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An IPv6 client usually holds a whole /64: count it as one. */
function addressKey(address: string): string {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(lower)) {
    const [head = '', tail = ''] = lower.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const missing = 8 - headGroups.length - tailGroups.length;
    const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
    return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return lower;
}

/** Who a write counts against: the verified account, else the client's address. */
export function writeRateKey(request: FastifyRequest): string {
  const uid = request.identity?.uid;
  if (uid) return `account:${uid}`;
  // A client that has already gone has no address left; its request still counts.
  const address = request.ip ?? request.socket?.remoteAddress;
  return address ? `address:${addressKey(address)}` : 'address:unknown';
}

export type WriteRateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Needs @fastify/rate-limit registered (with `global: false` and writeRateStore's store) on `app`. */
export function writeRateLimit(app: FastifyInstance, writesPerMinute: number): WriteRateLimit {
  const limit = app.rateLimit({
    max: writesPerMinute,
    timeWindow: '1 minute',
    keyGenerator: writeRateKey,
    allowList: (request) => UNLIMITED_METHODS.has(request.method),
    // A store that fails lets the write through (the store logs why) instead of answering 500.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  return async (request, reply) => {
    await limit.call(app, request, reply);
  };
}

/**
 * The store @fastify/rate-limit is registered with: the database's on PostgreSQL (shared by
 * every instance), none on PGlite (the plugin's memory store; one process).
 */
export function writeRateStore(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor | undefined {
  if (database.kind !== 'postgres') return undefined;
  const store = new PostgresRateLimitStore(database.db, log);
  // The plugin builds its store from a class: this one hands out the store already made.
  return class {
    incr = store.incr.bind(store);
    child = () => store;
  };
}

type CountCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often, at most, one instance deletes the windows that have ended. */
const CLEANUP_INTERVAL_MS = 60_000;

/**
 * A @fastify/rate-limit store in `write_rate_counters`: one row per key and fixed window of
 * the database's clock, counted by one upsert per write (so concurrent writes from any number
 * of instances each get their own count). Every route shares the same counts.
 */
export class PostgresRateLimitStore implements FastifyRateLimitStore {
  private lastCleanupAt = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: CountCallback, timeWindow: number): void {
    this.increment(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => {
        this.log.warn({ err: error }, 'the write rate limit could not count; the write goes on');
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  /** The key's count in the current window, this write included, and the ms left in it. */
  async increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    this.cleanUpNowAndThen(windowMs);
    const windowStart = sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}) * ${windowMs} / 1000.0)`;
    const [row] = await this.db
      .insert(writeRateCounters)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [writeRateCounters.key, writeRateCounters.windowStart],
        set: { hits: sql`${writeRateCounters.hits} + 1` },
      })
      .returning({
        hits: writeRateCounters.hits,
        msLeft: sql<number>`(ceil(extract(epoch from ${writeRateCounters.windowStart} - now()) * 1000) + ${windowMs})::integer`,
      });
    if (!row) throw new Error('The write rate counter returned no row.');
    return { current: row.hits, ttl: row.msLeft };
  }

  /** Deletes the windows that ended, at most once a CLEANUP_INTERVAL_MS, without waiting. */
  private cleanUpNowAndThen(windowMs: number): void {
    const now = Date.now();
    if (now - this.lastCleanupAt < CLEANUP_INTERVAL_MS) return;
    this.lastCleanupAt = now;
    this.db
      .delete(writeRateCounters)
      .where(
        lt(
          writeRateCounters.windowStart,
          sql`now() - make_interval(secs => ${(2 * windowMs) / 1000})`,
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error }, 'old write rate counts were not deleted'),
      );
  }
}
