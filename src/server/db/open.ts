import path from 'node:path';

import type { ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

/** The PGlite folder inside DATA_DIR. */
export const pgliteFolderOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: pgliteFolderOf(config.dataDir) });
}
