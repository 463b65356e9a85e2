/** The OpenAPI document generated from the route schemas, as committed in docs/api. */
import { buildApp } from './app';
import { createFirebaseIdentity } from './auth/identity';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

export const OPENAPI_FILE = 'docs/api/openapi.json';

export async function generateOpenApiDocument(): Promise<string> {
  const config = loadConfig({ CLIENT_DIR: '/nonexistent-client-dir', DATA_DIR: '.data' });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const identity = createFirebaseIdentity(config.firebase);
  try {
    const app = await buildApp({ config, database, identity, logger: false });
    await app.ready();
    const document = JSON.stringify(app.swagger(), null, 2);
    await app.close();
    return `${document}\n`;
  } finally {
    await identity.close();
    await database.close();
  }
}
