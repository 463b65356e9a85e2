/**
 * Who may call a route. Every route declares `config.access`; one hook enforces it, so a
 * route cannot be registered without deciding (test/server/auth/authorization.test.ts checks
 * every registered route against its expected matrix).
 */
import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, getTableColumns } from 'drizzle-orm';

import {
  API_BASE_PATH,
  NOTIFICATION_STREAM_MESSAGES,
  SIGN_IN_RETRY_AFTER_SECONDS,
  SIGN_IN_UNAVAILABLE_STATUS,
  STREAM_TICKET_PARAM,
} from '@contract/api';
import type { Role } from '@contract/entities';
import { SESSION_MESSAGES } from '@contract/messages';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { isDeletedAccount } from '../services/accountDeletions';
import { redeemStreamTicket } from '../services/streamTickets';
import type { CallerRecord, UserRow } from '../services/rows';
import { type CallerCache, callerCache } from './callerCache';
import {
  IdentityUnavailableError,
  type IdentityProvider,
  InvalidIdTokenError,
  type VerifiedIdentity,
} from './identity';

/**
 * `public`: anyone. `identity`: a verified ID token, with or without a user record (signing
 * up). A list of roles: a verified token whose user record has one of them.
 */
export type Access = 'public' | 'identity' | readonly Role[];

export const ANY_ROLE: readonly Role[] = ['worker', 'buyer', 'admin'];

export type { CallerRecord } from '../services/rows';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Without an Authorization header, accept a single-use stream ticket as `?ticket=`
     * instead: only for the notification stream, as EventSource cannot send headers.
     */
    ticketInQuery?: boolean;
    /**
     * Also ask the identity provider whether the token was revoked or its account deleted
     * (one extra call): for creating a user record, so a deleted account cannot come back.
     */
    checkRevoked?: boolean;
  }
  interface FastifyRequest {
    identity: VerifiedIdentity | undefined;
    caller: CallerRecord | undefined;
  }
}

/** The `Authorization: Bearer` credential of the request, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function queryTicket(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (typeof query !== 'object' || query === null) return undefined;
  const ticket: unknown = Reflect.get(query, STREAM_TICKET_PARAM);
  return typeof ticket === 'string' && ticket ? ticket : undefined;
}

/**
 * Marks a read asked by the server's own page rendering (src/server/web/serverRenderedDashboards.ts), in
 * process: its bearer credential is then the session cookie rather than an ID token. The
 * header's value is a secret of this process (AccessOptions.renderingKey), so a request from
 * outside cannot claim it; and only reads are admitted this way.
 */
export const PAGE_RENDERING_HEADER = 'x-coinwork-page-rendering';

function isRenderingKey(given: string | string[] | undefined, key: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface AccessOptions {
  db: Database;
  identity: IdentityProvider;
  /** The secret PAGE_RENDERING_HEADER carries; none: no request is taken as the rendering's. */
  renderingKey?: string;
  /** Remembered caller records (none when absent: each request looks its caller up). */
  callers?: CallerCache;
  /**
   * Runs after the caller is resolved, whether or not the request is admitted (the write
   * rate limit, which counts refused requests too and keys on the account).
   */
  afterAdmission?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

function admitRole(allowed: readonly Role[], role: Role): void {
  if (!allowed.includes(role)) throw new HttpError(403, SESSION_MESSAGES.roleNotAllowed);
}

const noCallerCache = callerCache({ maxEntries: 0, ttlSeconds: 0 });

const { availableCoin: _coins, ...CALLER_COLUMNS } = getTableColumns(users);

export const accessControl = fp<AccessOptions>(
  async (
    app: FastifyInstance,
    { db, identity, renderingKey, callers = noCallerCache, afterAdmission },
  ) => {
    app.decorateRequest('identity', undefined);
    app.decorateRequest('caller', undefined);

    // Fail closed: an API route that does not say who may call it is a programming error.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_BASE_PATH)) return;
      if (route.url.startsWith(`${API_BASE_PATH}/docs`)) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      if (route.config?.access === undefined) {
        throw new Error(`${route.method} ${route.url} must declare config.access`);
      }
    });

    async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { access, ticketInQuery } = request.routeOptions.config;
      // Routes outside the API (static files, 404s) carry no access rule.
      if (access === undefined || access === 'public') return;

      if (ticketInQuery && !request.headers.authorization) {
        const ticket = queryTicket(request);
        if (!ticket) throw new HttpError(401, SESSION_MESSAGES.signInRequired);
        request.caller = await redeemStreamTicket(db, ticket);
        if (!request.caller) throw new HttpError(401, NOTIFICATION_STREAM_MESSAGES.invalidTicket);
        if (access !== 'identity') admitRole(access, request.caller.role);
        return;
      }

      const token = bearerToken(request);
      if (!token) throw new HttpError(401, SESSION_MESSAGES.signInRequired);
      const rendering = request.headers[PAGE_RENDERING_HEADER];
      if (rendering !== undefined) {
        const admitted = renderingKey !== undefined && isRenderingKey(rendering, renderingKey);
        if (!admitted || request.method !== 'GET') {
          throw new HttpError(401, SESSION_MESSAGES.invalidSession);
        }
      }
      try {
        request.identity =
          rendering === undefined
            ? await identity.verifyIdToken(token, {
                checkRevoked: request.routeOptions.config.checkRevoked === true,
              })
            : await identity.verifySessionCookie(token);
      } catch (error) {
        if (error instanceof InvalidIdTokenError) {
          request.log.info({ reason: error.message }, 'rejected ID token');
          throw new HttpError(401, SESSION_MESSAGES.invalidSession);
        }
        // Nothing is known of the token: the person stays signed in and tries again.
        if (error instanceof IdentityUnavailableError) {
          request.log.warn({ reason: error.message }, 'identity provider unavailable');
          reply.header('retry-after', String(SIGN_IN_RETRY_AFTER_SECONDS));
          throw new HttpError(SIGN_IN_UNAVAILABLE_STATUS, SESSION_MESSAGES.signInUnavailable);
        }
        throw error;
      }
      const { uid } = request.identity;
      const record = await callers.lookup(uid, async () => {
        const [found] = await db
          .select(CALLER_COLUMNS)
          .from(users)
          .where(eq(users.firebaseUid, uid))
          .limit(1);
        return found;
      });
      request.caller = record;
      // A deleted account's sign-in may live on at the provider (its removal there follows the
      // commit, and a token is good until it expires): without a record, it is asked after.
      if (!record && (await isDeletedAccount(db, uid))) {
        throw new HttpError(401, SESSION_MESSAGES.accountDeleted);
      }
      if (access === 'identity') return;
      if (!record) throw new HttpError(403, SESSION_MESSAGES.signUpUnfinished);
      admitRole(access, record.role);
    }

    app.addHook('onRequest', async (request, reply) => {
      let refusal: unknown;
      try {
        await admit(request, reply);
      } catch (error) {
        refusal = error;
      }
      await afterAdmission?.(request, reply);
      if (refusal !== undefined) throw refusal;
    });
  },
  { name: 'access-control' },
);

/** The signed-in user of a route whose access names roles. */
export function callerOf(request: FastifyRequest): CallerRecord {
  if (!request.caller) throw new HttpError(403, SESSION_MESSAGES.signUpUnfinished);
  return request.caller;
}

export function identityOf(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw new HttpError(401, SESSION_MESSAGES.signInRequired);
  return request.identity;
}

/**
 * The person an `email` parameter names: the caller, or, for an admin, whoever has that
 * address (404 when nobody does), read now with its balance. Anyone else naming another address
 * gets 403.
 */
export async function personNamed(
  db: Database,
  caller: CallerRecord,
  email: string,
): Promise<UserRow> {
  assertOwnEmail(caller, email);
  const [person] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!person) throw notFound('The user');
  return person;
}

/**
 * Whose address a request may name: the caller's user record (its address, its role), or, for
 * someone still signing up, the identity they signed in with (no role).
 */
export type AddressOwner = Pick<CallerRecord, 'email'> & { role?: Role };

/**
 * An `email` parameter must be the caller's own unless the caller is an admin. Own means the
 * record's address, not the sign-in token's: after a change of sign-in address, whoever signs
 * up with the old one must not read the record still filed under it.
 */
export function assertOwnEmail(owner: AddressOwner, email: string | undefined): void {
  if (email === undefined || owner.role === 'admin') return;
  if (email.toLowerCase() !== owner.email) {
    throw new HttpError(403, 'You can only see your own records.');
  }
}
