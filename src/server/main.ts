/** Starts the API server (and the built client) from the environment's configuration. */
import { buildApp } from './app';
import { loadDashboardRendering } from './web/serverRenderedDashboards';
import { createFirebaseIdentity } from './auth/identity';
import { loadConfig } from './config';
import { DataFolderInUseError } from './db/dataFolderLock';
import { openConfiguredDatabase } from './db/open';
import { ensureDemoAccounts, seedDemoDataIfEmpty } from './seed/seedDemo';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const identity = createFirebaseIdentity(config.firebase);
  const app = await buildApp({ config, database, identity });
  if (config.seedDemoData) {
    await ensureDemoAccounts(identity);
    const seeded = await seedDemoDataIfEmpty(database.db, (message) => app.log.info(message));
    if (!seeded) app.log.info('The database has data already; demo data not seeded again.');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await identity.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // In the background: the first dashboard page should not wait for the rendering code.
  loadDashboardRendering().catch((error: unknown) => {
    app.log.warn({ err: error }, 'The dashboard rendering code could not be loaded');
  });
}

main().catch((error: unknown) => {
  // A refusal a person can act on is shown as its message alone.
  console.error(error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
