/**
 * Opens the database: PGlite (embedded PostgreSQL) in the data folder by default, a
 * PostgreSQL server when a connection string is given. Both run the same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { lockDataFolder } from './dataFolderLock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the whole database, for fast test set-up. */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string | undefined; fromSnapshot?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

/**
 * `dataDir` undefined means an in-memory PGlite (tests). A data folder is held by this
 * process until `close` (DataFolderInUseError when another process holds it).
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.maxConnections ?? 10,
    });
    // An idle connection the server closed (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let folderLock: { release(): void } | undefined;
  if (location.dataDir) {
    fs.mkdirSync(location.dataDir, { recursive: true });
    folderLock = lockDataFolder(location.dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm: the text search's trigram indexes (migration 0008).
    client = await PGlite.create(location.dataDir, {
      loadDataDir: location.fromSnapshot,
      extensions: { pg_trgm },
    });
  } catch (error) {
    folderLock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      try {
        await client.close();
      } finally {
        folderLock?.release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}
