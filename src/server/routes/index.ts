/** Every API route, registered under /api. One module per resource. */
import type { FastifyPluginAsync } from 'fastify';

import type { IdentityProvider } from '../auth/identity';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { LiveUpdates } from '../live/liveUpdates';
import { balanceRoutes } from './balances';
import { earningRoutes } from './earnings';
import { exportRoutes } from './exports';
import { healthRoutes } from './health';
import { insightRoutes } from './insights';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { sessionRoutes } from './session';
import { submissionRoutes } from './submissions';
import { taskRoutes } from './tasks';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';
import { withdrawalRoutes } from './withdrawals';

export interface RouteDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityProvider;
  live: LiveUpdates;
}

export const apiRoutes: FastifyPluginAsync<RouteDependencies> = async (
  app,
  { config, database, identity, live },
) => {
  // Each module gets the dependencies only (not this plugin's prefix, which would repeat).
  const deps: RouteDependencies = { config, database, identity, live };
  await app.register(healthRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(taskRoutes, deps);
  await app.register(submissionRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(earningRoutes, deps);
  await app.register(exportRoutes, deps);
  await app.register(withdrawalRoutes, deps);
  await app.register(balanceRoutes, deps);
  await app.register(insightRoutes, deps);
};
