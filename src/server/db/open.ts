import path from 'node:path';

import type { ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
