/**
 * The write rate limit: every request that is not a read counts, refused ones included, keyed
 * on the signed-in account when the request carries a valid ID token and on the client's
 * address otherwise. It runs at the end of access control (which resolves the caller), so a
 * made-up `X-Forwarded-For` buys nothing to a signed-in caller, and only configured proxies
 * may name the client's address (TRUST_PROXY, see docs/security.md). Counts are kept in this
 * process's memory: with several instances, each counts on its own.
 */
import net from 'node:net';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** Needs @fastify/rate-limit registered (with `global: false`) on `app`. */
export function writeRateLimit(app: FastifyInstance, writesPerMinute: number): WriteRateLimit {
  const limit = app.rateLimit({
    max: writesPerMinute,
    timeWindow: '1 minute',
    keyGenerator: writeRateKey,
    allowList: (request) => UNLIMITED_METHODS.has(request.method),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  return async (request, reply) => {
    await limit.call(app, request, reply);
  };
}
