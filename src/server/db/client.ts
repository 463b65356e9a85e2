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

/** A subscription to a NOTIFY channel; `stop` ends it. */
export interface ChannelSubscription {
  stop(): Promise<void>;
}

export interface ChannelListener {
  /** Each payload sent with `pg_notify(channel, payload)` once its transaction committed. */
  onMessage(payload: string): void;
  /**
   * The listening connection was lost and is back, listening again (PostgreSQL only).
   * Messages sent in between were not received: catch up from the tables, from `lostAt`.
   */
  onResumed?(lostAt: Date): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  /**
   * Listens on a NOTIFY channel. PostgreSQL: on one dedicated connection per handle, which
   * reconnects by itself (docs/deployment.md#the-bell-across-instances).
   */
  listen(channel: string, listener: ChannelListener): Promise<ChannelSubscription>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the whole database, for fast test set-up. */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string | undefined; fromSnapshot?: Blob }
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** The first pause before the listening connection is opened again (then doubling). */
      listenRetryFirstMs?: number;
    };

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
    const listening = new PostgresListener(
      location.url,
      location.listenRetryFirstMs ?? RECONNECT_FIRST_MS,
    );
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      listen: (channel, listener) => listening.listen(channel, listener),
      async close() {
        await listening.close();
        await pool.end();
      },
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
    // One process, one connection: nothing to lose, nothing to resume.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.onMessage(payload));
      return { stop: () => unlisten() };
    },
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

/** Quoted for LISTEN, which takes an identifier, not a parameter. */
const channelIdentifier = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** The `application_name` of every instance's listening connection. */
export const LISTENER_APPLICATION_NAME = 'coinwork-listener';
const RECONNECT_FIRST_MS = 100;
const RECONNECT_LONGEST_MS = 5_000;

/**
 * The listening connection of a PostgreSQL handle: one client outside the pool (a pooled
 * connection would be handed to queries and lose its LISTEN), re-established after any loss
 * with a growing pause, every channel listened to again, then each listener told when the loss
 * began so it can catch up from the tables.
 */
class PostgresListener {
  private readonly channels = new Map<string, Set<ChannelListener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private lostAt: Date | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly retryFirstMs: number,
  ) {}

  async listen(channel: string, listener: ChannelListener): Promise<ChannelSubscription> {
    let listeners = this.channels.get(channel);
    const first = listeners === undefined;
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    listeners.add(listener);
    const client = await this.connected();
    if (first) await client.query(`listen ${channelIdentifier(channel)}`);
    return {
      stop: async () => {
        const current = this.channels.get(channel);
        current?.delete(listener);
        if (current?.size !== 0) return;
        this.channels.delete(channel);
        await this.client?.query(`unlisten ${channelIdentifier(channel)}`).catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      // Named, so that an operator sees each instance's listener in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) {
        listener.onMessage(message.payload ?? '');
      }
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.lostAt ??= new Date();
      this.scheduleReconnect();
    };
    client.on('error', (error) => {
      console.error(`PostgreSQL listening connection lost: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    await client.connect();
    for (const channel of this.channels.keys()) {
      await client.query(`listen ${channelIdentifier(channel)}`);
    }
    if (this.closed) {
      await client.end();
      throw new Error('The database handle is closed.');
    }
    this.client = client;
    return client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const wait = Math.min(this.retryFirstMs * 2 ** this.failures, RECONNECT_LONGEST_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connected().then(
        () => {
          this.failures = 0;
          const lostAt = this.lostAt;
          this.lostAt = undefined;
          if (!lostAt) return;
          for (const listeners of this.channels.values()) {
            for (const listener of listeners) listener.onResumed?.(lostAt);
          }
        },
        () => {
          this.failures += 1;
          this.scheduleReconnect();
        },
      );
    }, wait);
    this.retryTimer.unref();
  }
}
