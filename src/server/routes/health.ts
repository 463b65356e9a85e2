/** Liveness and the settings the web client needs at start (nothing secret). */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { type ClientConfig, ClientConfigSchema } from '@contract/schemas/clientConfig';
import { HealthSchema, type HealthStatus } from '@contract/schemas/health';
import { clientConfigOf } from '../web/clientConfig';
import type { RouteDependencies } from './index';

export const healthRoutes: FastifyPluginAsync<RouteDependencies> = async (
  app,
  { config, database },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the server and its database answer',
        response: { 200: HealthSchema },
      },
    },
    async (): Promise<HealthStatus> => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    },
  );

  app.get(
    '/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web client',
        response: { 200: ClientConfigSchema },
      },
    },
    async (): Promise<ClientConfig> => clientConfigOf(config),
  );
};
