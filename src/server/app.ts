/**
 * Builds the Fastify application: security headers, CORS, rate limits, access control,
 * the API routes under /api, OpenAPI, and the built web client with history fallback.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

import { API_BASE_PATH, STREAM_ACCESS_TOKEN_PARAM, TOTAL_COUNT_HEADER } from '../contract/api';
import { accessControl } from './auth/access';
import type { IdentityProvider } from './auth/identity';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './errorHandling';
import {
  apiDocsContentSecurityPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './security';
import { apiRoutes } from './routes';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityProvider;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, identity } = deps;
  const app = Fastify({
    logger: loggerOptions(deps.logger, config.logLevel),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);

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
  await app.register(rateLimit, {
    max: config.rateLimit.writesPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(accessControl, { db: database.db, identity });
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

  await app.register(apiRoutes, { prefix: API_BASE_PATH, config, database, identity });

  registerClient(app, config.clientDir);
  return app;
}

const TOKEN_IN_QUERY = new RegExp(`([?&]${STREAM_ACCESS_TOKEN_PARAM}=)[^&#]*`, 'gi');

/** A request's address as logs may show it: an ID token in the query is masked. */
export function loggableUrl(url: string): string {
  return url.replace(TOKEN_IN_QUERY, '$1[redacted]');
}

/**
 * Whatever logger is asked for, requests are logged by this serializer: the notification
 * stream's `?access_token=` is masked, and no header (so no Authorization) is written.
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
 * shell.html (the same page with an empty root) so client routes load.
 */
function registerClient(app: FastifyInstance, clientDir: string): void {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiUrl(request.url) || !wantsPage || !hasClient) {
      return reply.code(404).send({ message: `No such route: ${request.method} ${request.url}` });
    }
    const isLanding = request.url === '/' || request.url.startsWith('/?');
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(isLanding ? 'index.html' : 'shell.html');
  });
}
