/**
 * Builds the Fastify application: security headers, CORS, rate limits, access control,
 * the API routes under /api, OpenAPI, and the built web client with history fallback.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

import { API_BASE_PATH, STREAM_TICKET_PARAM, TOTAL_COUNT_HEADER } from '@contract/api';
import type { ClientConfig } from '@contract/schemas/clientConfig';
import type { TasksPage } from '@contract/schemas/tasks';
import { accessControl } from './auth/access';
import type { IdentityProvider } from './auth/identity';
import { callerCache } from './auth/callerCache';
import { withTokenCache } from './auth/tokenCache';
import { taskListCache } from './live/taskListCache';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './errorHandling';
import { startLiveUpdates } from './live/liveUpdates';
import {
  apiDocsContentSecurityPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './security';
import { apiRoutes } from './routes';
import { sessionCookiesEnded } from './services/sessionCookies';
import { clientConfigOf } from './web/clientConfig';
import { loadClientPages } from './web/clientPages';
import {
  createDashboardRenderer,
  type DashboardRendererOptions,
} from './web/serverRenderedDashboards';
import { discardUnreadBodies } from './unreadBodies';
import { registerValidation } from './validation';
import { writeRateLimit, writeRateStore } from './writeRateLimit';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityProvider;
  logger?: FastifyServerOptions['logger'];
}

/** A remembered ID token is asked about again this long before it expires… */
const TOKEN_EXPIRY_MARGIN_SECONDS = 60;
/** …and this long after it was verified, at the latest (docs/deployment.md). */
const TOKEN_REMEMBERED_SECONDS = 300;
/** A remembered caller record is read again after this long, whatever happened. */
const CALLER_RECORD_SECONDS = 60;
/** Task list pages remembered at most (each sort, filter and page number is one). */
const TASK_LIST_PAGES = 1000;
/** Requests that change nothing: they leave the remembered task list pages alone. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const identity = withTokenCache(deps.identity, {
    maxEntries: config.firebase.tokenCacheEntries,
    marginSeconds: TOKEN_EXPIRY_MARGIN_SECONDS,
    maxSeconds: TOKEN_REMEMBERED_SECONDS,
  });
  const app = Fastify({
    logger: loggerOptions(deps.logger, config.logLevel),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.limits.jsonBodyBytes,
    trustProxy: config.trustProxy,
    // Errors Fastify answers before any route runs (a malformed percent-encoding in the URL).
    frameworkErrors: (error, _request, reply) => answerMalformedRequest(error, reply),
  });
  registerValidation(app);
  const callers = callerCache({
    maxEntries: config.firebase.tokenCacheEntries,
    ttlSeconds: CALLER_RECORD_SECONDS,
  });
  const taskList = taskListCache<TasksPage>({
    ttlSeconds: config.taskListCacheSeconds,
    maxPages: TASK_LIST_PAGES,
  });
  const live = await startLiveUpdates(database, { identity, callers, taskList }, app.log);
  app.addHook('onClose', () => live.stop());
  // Whoever changed something reads it at once here; other instances forget on the database's
  // message (live/taskListCache.ts).
  app.addHook('onSend', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) taskList.changed();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  discardUnreadBodies(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: contentSecurityPolicy(config, inlineScriptHashes(config.clientDir)),
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup must be able to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    exposedHeaders: [TOTAL_COUNT_HEADER],
  });
  // Applied by access control once it knows the caller (see writeRateLimit.ts).
  await app.register(rateLimit, { global: false, store: writeRateStore(database, app.log) });
  // Known to this process only: the page rendering's reads carry it (web/serverRenderedDashboards.ts).
  const renderingKey = randomBytes(32).toString('base64url');
  await app.register(accessControl, {
    db: database.db,
    identity,
    renderingKey,
    callers,
    afterAdmission: writeRateLimit(app, config.rateLimit.writesPerMinute),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coinwork API',
        version: '1.0.0',
        description:
          'The API of the Coinwork web client. Every call except the public ones needs a Firebase ID token (Authorization: Bearer). Errors answer { message }.',
      },
      components: {
        securitySchemes: {
          firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE_PATH}/docs`,
    staticCSP: apiDocsContentSecurityPolicy(config),
  });

  await app.register(apiRoutes, { prefix: API_BASE_PATH, config, database, identity, live });

  registerClient(app, config, clientConfigOf(config), {
    identity,
    renderingKey,
    signedOut: (signIn) => sessionCookiesEnded(database.db, signIn),
    secure: config.publicUrl.startsWith('https:'),
  });
  return app;
}

/** Fastify's own refusals (a malformed percent-encoding in the URL) answer `{ message }` too. */
function answerMalformedRequest(error: FastifyError, reply: FastifyReply): void {
  void reply.code(400).send({ message: `This request's address is malformed: ${error.message}` });
}

/** Query parameters that carry a credential; old clients may still send `access_token`. */
const CREDENTIAL_IN_QUERY = new RegExp(
  `([?&](?:${STREAM_TICKET_PARAM}|access_token|token|key)=)[^&#]*`,
  'gi',
);

/** A request's address as logs may show it: a credential in the query is masked. */
export function loggableUrl(url: string): string {
  return url.replace(CREDENTIAL_IN_QUERY, '$1[redacted]');
}

/**
 * Whatever logger is asked for, requests are logged by this serializer: the notification
 * stream's `?ticket=` is masked, and no header (so no Authorization) is written.
 */
function loggerOptions(
  requested: AppDependencies['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (requested === false) return false;
  const options = typeof requested === 'object' ? requested : { level };
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;

function isApiUrl(url: string): boolean {
  return (
    url === API_BASE_PATH ||
    url.startsWith(`${API_BASE_PATH}/`) ||
    url.startsWith(`${API_BASE_PATH}?`)
  );
}

/**
 * Serves the built client, brotli or gzip copies when the browser accepts them. `/` gets
 * index.html, which carries the pre-rendered landing page; every other non-API path gets
 * shell.html (the same page with an empty root) so client routes load; both with the client
 * configuration and the URL's preloads in them (web/clientPages.ts).
 */
function registerClient(
  app: FastifyInstance,
  config: ServerConfig,
  clientConfig: ClientConfig,
  rendering: Omit<DashboardRendererOptions, 'timeoutMs'>,
): void {
  const { clientDir } = config;
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const pages = hasClient ? loadClientPages(clientDir, clientConfig) : undefined;
  if (hasClient) {
    void app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are served in place of their originals, never under their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Otherwise `send` overwrites the cache-control set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
    app.addHook('onSend', async (request, reply) => {
      if (isApiUrl(request.url)) return;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    });
  }
  const wantsPage = (request: FastifyRequest) =>
    hasClient && !isApiUrl(request.url) && (request.method === 'GET' || request.method === 'HEAD');
  const noSuchRoute = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .send({ message: `No such route: ${request.method} ${loggableUrl(request.url)}` });
  // Answered before the body is read, so a body sent to no route costs nothing to parse.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 && !wantsPage(request)) await noSuchRoute(request, reply);
  });
  const renderer = hasClient
    ? createDashboardRenderer(app, app.log, {
        ...rendering,
        timeoutMs: config.dashboardRenderingTimeoutMs,
      })
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (!pages || !wantsPage(request)) return noSuchRoute(request, reply);
    const acceptEncoding = request.headers['accept-encoding'];
    const answer =
      request.method === 'GET' && renderer
        ? await renderer.render(request.url, request.headers.cookie)
        : undefined;
    const page =
      answer?.page === 'server-rendered'
        ? pages.serverRenderedPageFor(request.url, acceptEncoding, answer.rendered)
        : answer?.page === 'renewal'
          ? pages.renewalPageFor(request.url, acceptEncoding, answer.parts)
          : pages.pageFor(request.url, acceptEncoding);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    // A rendered or renewal page is one person's: no cache keeps it, and the cookies decide it.
    const personal = answer !== undefined && answer.page !== 'empty';
    if (personal) reply.header('vary', 'Cookie');
    return reply
      .header('cache-control', personal ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.body);
  });
}
