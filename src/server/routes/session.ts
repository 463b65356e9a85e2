/**
 * The page session (@contract/pageSession, docs/security.md#the-page-session): the identity
 * provider's session cookie, made from the caller's ID token, with which the server draws the
 * person's dashboard pages before any script has run (web/drawnDashboards.ts). It is `HttpOnly`
 * and goes with the dashboard's pages only; the API itself never reads it.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import {
  PAGE_SESSION_COOKIE_PATH,
  pageSessionCookieLine,
  SERVER_SESSION_COOKIE,
  SERVER_SESSION_MAX_AGE_SECONDS,
  SERVER_SESSION_PATH,
} from '@contract/pageSession';
import {
  NoContentSchema,
  type ServerSession,
  ServerSessionSchema,
} from '@contract/schemas/session';
import { SESSION_MESSAGES } from '@contract/messages';
import { SIGN_IN_RETRY_AFTER_SECONDS, SIGN_IN_UNAVAILABLE_STATUS } from '@contract/api';
import { bearerToken } from '../auth/access';
import { IdentityUnavailableError, InvalidIdTokenError } from '../auth/identity';
import { HttpError } from '../errors';
import type { RouteDependencies } from './index';
import { errorResponses, signedIn } from './schemas';

const sessionCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  pageSessionCookieLine(SERVER_SESSION_COOKIE, value, { maxAgeSeconds, secure, httpOnly: true });

export const sessionRoutes: FastifyPluginAsync<RouteDependencies> = async (
  app,
  { config, identity },
) => {
  const secure = config.publicUrl.startsWith('https:');

  app.post(
    SERVER_SESSION_PATH,
    {
      config: { access: 'identity' },
      schema: {
        tags: ['session'],
        summary: 'Starts (or renews) the page session: dashboard pages come drawn with your data',
        description: `Sets the \`${SERVER_SESSION_COOKIE}\` cookie (HttpOnly, Path=${PAGE_SESSION_COOKIE_PATH}, ${SERVER_SESSION_MAX_AGE_SECONDS} s), made by the identity provider from the ID token this request carries.`,
        ...signedIn,
        response: { 201: ServerSessionSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<ServerSession> => {
      let cookie: string;
      try {
        cookie = await identity.createSessionCookie(
          // Access control admitted the request with this very token.
          bearerToken(request) ?? '',
          SERVER_SESSION_MAX_AGE_SECONDS * 1000,
        );
      } catch (error) {
        if (error instanceof IdentityUnavailableError) {
          reply.header('retry-after', String(SIGN_IN_RETRY_AFTER_SECONDS));
          throw new HttpError(SIGN_IN_UNAVAILABLE_STATUS, SESSION_MESSAGES.signInUnavailable);
        }
        if (error instanceof InvalidIdTokenError) {
          throw new HttpError(401, SESSION_MESSAGES.invalidSession);
        }
        throw error;
      }
      const endsAt = new Date(Date.now() + SERVER_SESSION_MAX_AGE_SECONDS * 1000);
      void reply
        .code(201)
        .header('cache-control', 'no-store')
        .header('set-cookie', sessionCookie(cookie, SERVER_SESSION_MAX_AGE_SECONDS, secure));
      return { endsAt: endsAt.toISOString() };
    },
  );

  app.delete(
    SERVER_SESSION_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Ends the page session in this browser (on sign-out)',
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (_request: FastifyRequest, reply: FastifyReply) => {
      await reply
        .code(204)
        .header('cache-control', 'no-store')
        .header('set-cookie', sessionCookie('', 0, secure))
        .send();
    },
  );
};
