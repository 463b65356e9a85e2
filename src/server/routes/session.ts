/**
 * The session cookie (@contract/sessionCookie, docs/security.md#the-session-cookie): the identity
 * provider's session cookie, made from the caller's ID token, with which the server renders the
 * person's dashboard pages before any script has run (web/serverRenderedDashboards.ts). It is `HttpOnly`;
 * the API itself never takes it as a credential. Signing out ends it at the server: the sign-in it
 * was made from is recorded as ended (services/sessionCookies.ts), so no copy of it renders a page
 * again and no new one is made for that sign-in.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import {
  cookieOf,
  legacySessionCookieLine,
  SESSION_COOKIE_PATH,
  sessionCookieLine,
  sessionCookieName,
  SERVER_SESSION_COOKIE,
  SERVER_SESSION_MAX_AGE_SECONDS,
  SERVER_SESSION_PATH,
} from '@contract/sessionCookie';
import {
  NoContentSchema,
  type ServerSession,
  ServerSessionSchema,
} from '@contract/schemas/session';
import { SESSION_MESSAGES } from '@contract/messages';
import { SIGN_IN_RETRY_AFTER_SECONDS, SIGN_IN_UNAVAILABLE_STATUS } from '@contract/api';
import { bearerToken, identityOf } from '../auth/access';
import { IdentityUnavailableError, InvalidIdTokenError } from '../auth/identity';
import { HttpError } from '../errors';
import { endSessionCookies, sessionCookiesEnded, type SignIn } from '../services/sessionCookies';
import type { RouteDependencies } from './index';
import { errorResponses, signedIn } from './schemas';

/** The identity provider cannot be asked: nothing is known of the credential. */
function signInUnavailable(reply: FastifyReply): HttpError {
  reply.header('retry-after', String(SIGN_IN_RETRY_AFTER_SECONDS));
  return new HttpError(SIGN_IN_UNAVAILABLE_STATUS, SESSION_MESSAGES.signInUnavailable);
}

export const sessionRoutes: FastifyPluginAsync<RouteDependencies> = async (
  app,
  { config, database: { db }, identity },
) => {
  const secure = config.publicUrl.startsWith('https:');
  const cookieName = sessionCookieName(SERVER_SESSION_COOKIE, secure);
  /** The session's cookie, and the removal of the copy an earlier version kept elsewhere. */
  const sessionCookies = (value: string, maxAgeSeconds: number) => [
    sessionCookieLine(SERVER_SESSION_COOKIE, value, { maxAgeSeconds, secure, httpOnly: true }),
    legacySessionCookieLine(SERVER_SESSION_COOKIE, secure),
  ];

  /**
   * The sign-in a sign-out ends: the one the browser's session cookie was made from, or else the
   * one of the ID token the request carries (a session may not have been made yet). Either is
   * checked by the provider, but whether it is still good does not matter: a cookie of a sign-in
   * the provider revoked since is ended all the same. Nothing when neither names one.
   */
  async function signInEnding(request: FastifyRequest, reply: FastifyReply) {
    const cookie = cookieOf(request.headers.cookie, cookieName);
    const token = bearerToken(request);
    try {
      const fromCookie = cookie
        ? await identity.verifySessionCookie(cookie, { checkRevoked: false }).catch(ignoreRefusal)
        : undefined;
      if (fromCookie || !token) return fromCookie;
      return await identity.verifyIdToken(token).catch(ignoreRefusal);
    } catch (error) {
      if (error instanceof IdentityUnavailableError) throw signInUnavailable(reply);
      throw error;
    }
  }

  app.post(
    SERVER_SESSION_PATH,
    {
      config: { access: 'identity' },
      schema: {
        tags: ['session'],
        summary:
          'Starts (or renews) the session cookie: dashboard pages come rendered with your data',
        description: `Sets the \`${SERVER_SESSION_COOKIE}\` cookie (\`${sessionCookieName(SERVER_SESSION_COOKIE, true)}\` and Secure when PUBLIC_URL is https; HttpOnly, Path=${SESSION_COOKIE_PATH}, ${SERVER_SESSION_MAX_AGE_SECONDS} s), made by the identity provider from the ID token this request carries. A token of a sign-in that was signed out of is refused.`,
        ...signedIn,
        response: { 201: ServerSessionSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<ServerSession> => {
      const caller = identityOf(request);
      if (await sessionCookiesEnded(db, caller)) {
        throw new HttpError(401, SESSION_MESSAGES.signedOut);
      }
      let cookie: string;
      try {
        cookie = await identity.createSessionCookie(
          // Access control admitted the request with this very token.
          bearerToken(request) ?? '',
          SERVER_SESSION_MAX_AGE_SECONDS * 1000,
        );
      } catch (error) {
        if (error instanceof IdentityUnavailableError) throw signInUnavailable(reply);
        if (error instanceof InvalidIdTokenError) {
          throw new HttpError(401, SESSION_MESSAGES.invalidSession);
        }
        throw error;
      }
      const endsAt = new Date(Date.now() + SERVER_SESSION_MAX_AGE_SECONDS * 1000);
      void reply
        .code(201)
        .header('cache-control', 'no-store')
        .header('set-cookie', sessionCookies(cookie, SERVER_SESSION_MAX_AGE_SECONDS));
      return { endsAt: endsAt.toISOString() };
    },
  );

  app.delete(
    SERVER_SESSION_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Ends the session cookie on sign-out, at the server and in this browser',
        description: `Ends the sign-in the \`${SERVER_SESSION_COOKIE}\` cookie was made from (or, without one, that of the ID token the request may carry): no copy of a session cookie of that sign-in renders a page again, and no new one is made for it. Removes the browser's cookie. Needs no ID token that is still good.`,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const signIn: SignIn | undefined = await signInEnding(request, reply);
      if (signIn) await endSessionCookies(db, signIn);
      await reply
        .code(204)
        .header('cache-control', 'no-store')
        .header('set-cookie', sessionCookies('', 0))
        .send();
    },
  );
};

/** A credential the provider refuses names no sign-in to end. */
function ignoreRefusal(error: unknown): undefined {
  if (error instanceof InvalidIdTokenError) return undefined;
  throw error;
}
