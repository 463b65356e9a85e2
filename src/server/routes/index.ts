/** Every API route, registered under /api. One module per resource. */
import type { FastifyPluginAsync } from 'fastify';

import type { IdentityProvider } from '../auth/identity';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { healthRoutes } from './health';

export interface RouteDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityProvider;
}

export const apiRoutes: FastifyPluginAsync<RouteDependencies> = async (
  app,
  { config, database, identity },
) => {
  // Each module gets the dependencies only (not this plugin's prefix, which would repeat).
  const deps: RouteDependencies = { config, database, identity };
  await app.register(healthRoutes, deps);
};
