/**
 * A real API server for one test file: a fresh migrated database (PGlite, or PostgreSQL
 * when DATABASE_URL is set), real ID tokens from the Auth Emulator, and `inject` to call it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import type { Role, SignUpRole } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { type AppDependencies, buildApp } from '@server/app';
import { createFirebaseIdentity, type IdentityProvider } from '@server/auth/identity';
import { loadConfig, type ServerConfig } from '@server/config';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
import { signUpInAuthEmulator } from '@tools/authEmulator';
import { TEST_PROJECT_ID } from './constants';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  idToken: string;
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  identity: IdentityProvider;
  /** A new account in the Auth Emulator (no user record yet). */
  createAccount(name?: string): Promise<TestAccount>;
  /**
   * An account plus its user record created through `POST /api/users`; admin is promoted
   * directly. Its e-mail address is verified unless `emailVerified` is false.
   */
  createUser(
    role: Role,
    name?: string,
    options?: { emailVerified?: boolean },
  ): Promise<TestAccount & { user: User }>;
  /** `inject` with the account's token (or none). */
  call(account: TestAccount | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Another server instance on the same database, as a load balancer's second backend: on
   * PostgreSQL its own connection pool and identity client; on PGlite (one process only) the
   * same database handle. Closed with this server.
   */
  anotherInstance(
    env?: Record<string, string>,
    options?: { listenRetryFirstMs?: number },
  ): Promise<ServerInstance>;
  close(): Promise<void>;
}

export interface ServerInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  call(account: TestAccount | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('The server tests need the Auth Emulator (jest globalSetup starts it).');
  return host;
}

function emulatorUrl(pathAndQuery: string): string {
  return `http://${emulatorHost()}${pathAndQuery}`;
}

export function signUpInEmulator(name: string): Promise<TestAccount> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${randomUUID().slice(0, 8)}@example.test`;
  return signUpWithEmail(email, name);
}

/** A new emulator account with this e-mail (free again once its last account was deleted). */
export async function signUpWithEmail(email: string, name: string): Promise<TestAccount> {
  const password = 'Secret-pass1';
  const { uid, idToken } = await signUpInAuthEmulator(emulatorHost(), {
    email,
    password,
    displayName: name,
  });
  return { uid, email, password, name, idToken };
}

async function postToEmulator<T>(pathAndQuery: string, body: unknown): Promise<T> {
  const response = await fetch(emulatorUrl(pathAndQuery), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Emulator ${pathAndQuery} failed: ${await response.text()}`);
  return (await response.json()) as T;
}

interface EmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/**
 * Verifies the account's e-mail address the way a person does: the emulator "sends" the
 * verification link (listed at its oobCodes endpoint), the link's code is applied, and a new
 * sign-in gives a token that says `email_verified`.
 */
export async function verifyEmailInEmulator(account: TestAccount): Promise<TestAccount> {
  await postToEmulator('/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=test', {
    requestType: 'VERIFY_EMAIL',
    idToken: account.idToken,
  });
  const listing = await fetch(emulatorUrl(`/emulator/v1/projects/${TEST_PROJECT_ID}/oobCodes`));
  const { oobCodes } = (await listing.json()) as { oobCodes: EmulatorOobCode[] };
  const link = oobCodes
    .filter((code) => code.email === account.email && code.requestType === 'VERIFY_EMAIL')
    .at(-1);
  if (!link) throw new Error(`The emulator sent no verification link to ${account.email}`);
  await postToEmulator('/identitytoolkit.googleapis.com/v1/accounts:update?key=test', {
    oobCode: link.oobCode,
  });
  return signInAgainInEmulator(account);
}

/** A new sign-in of the account (its e-mail and password), as when the person signs in again. */
export async function signInAgainInEmulator(account: TestAccount): Promise<TestAccount> {
  const signedIn = await postToEmulator<{ idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test',
    { email: account.email, password: account.password, returnSecureToken: true },
  );
  return { ...account, idToken: signedIn.idToken };
}

/**
 * Changes the account's sign-in address the way a person does in the identity provider (their
 * user record is not told), then signs in with the new address: the change ends the account's
 * earlier sign-ins, and the token the change answers with still carries the first sign-in's time,
 * so it is refused once that time is a second or more before the change.
 */
export async function changeEmailInEmulator(
  account: TestAccount,
  email: string,
): Promise<TestAccount> {
  await postToEmulator<{ idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:update?key=test',
    { idToken: account.idToken, email, returnSecureToken: true },
  );
  return signInAgainInEmulator({ ...account, email });
}

export async function freshPostgresDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `coinwork_test_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestServerOptions {
  /** Fastify's logger settings (e.g. a stream that captures the lines); silent by default. */
  logger?: AppDependencies['logger'];
}

export async function createTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const postgresUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const fresh = await freshPostgresDatabase(postgresUrl);
    dropDatabase = fresh.drop;
    databaseUrl = fresh.url;
    database = await openDatabase({ kind: 'postgres', url: fresh.url, maxConnections: 5 });
    await database.migrate();
  } else {
    const snapshotFile = process.env.COINWORK_TEST_DB_SNAPSHOT;
    const fromSnapshot = snapshotFile ? new Blob([fs.readFileSync(snapshotFile)]) : undefined;
    database = await openDatabase({ kind: 'pglite', dataDir: undefined, fromSnapshot });
    if (!fromSnapshot) await database.migrate();
  }
  const configOf = (overrides: Record<string, string>) =>
    loadConfig({
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-data-')),
      CLIENT_DIR: '/nonexistent-client-dir',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...overrides,
    });
  const config = configOf(env);
  const identity = createFirebaseIdentity(config.firebase);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, identity, logger: options.logger ?? false });
    await app.ready();
  } catch (error) {
    await identity.close();
    await database.close();
    await dropDatabase?.();
    throw error;
  }

  const injectInto =
    (target: FastifyInstance): TestServer['call'] =>
    (account, options) =>
      target.inject({
        ...options,
        headers: {
          ...(options.headers ?? {}),
          ...(account ? { authorization: `Bearer ${account.idToken}` } : {}),
        },
      });
  const call = injectInto(app);

  const others: ServerInstance[] = [];
  const anotherInstance: TestServer['anotherInstance'] = async (otherEnv = {}, instanceOptions) => {
    const otherConfig = configOf({ ...env, ...otherEnv });
    const otherDatabase = databaseUrl
      ? await openDatabase({
          kind: 'postgres',
          url: databaseUrl,
          maxConnections: 5,
          listenRetryFirstMs: instanceOptions?.listenRetryFirstMs,
        })
      : database;
    const otherIdentity = createFirebaseIdentity(otherConfig.firebase);
    const otherApp = await buildApp({
      config: otherConfig,
      database: otherDatabase,
      identity: otherIdentity,
      logger: options.logger ?? false,
    });
    await otherApp.ready();
    let closed = false;
    const instance: ServerInstance = {
      app: otherApp,
      database: otherDatabase,
      config: otherConfig,
      call: injectInto(otherApp),
      async close() {
        if (closed) return;
        closed = true;
        await otherApp.close();
        await otherIdentity.close();
        if (otherDatabase !== database) await otherDatabase.close();
      },
    };
    others.push(instance);
    return instance;
  };

  return {
    app,
    database,
    config,
    identity,
    createAccount: (name = 'Test Person') => signUpInEmulator(name),
    async createUser(role, name = `Test ${role}`, { emailVerified = true } = {}) {
      const signedUp = await signUpInEmulator(name);
      const account = emailVerified ? await verifyEmailInEmulator(signedUp) : signedUp;
      const signUpRole: SignUpRole = role === 'buyer' ? 'buyer' : 'worker';
      const response = await call(account, {
        method: 'POST',
        url: '/api/users',
        payload: { name, email: account.email, photo: '', role: signUpRole },
      });
      if (response.statusCode !== 200 && response.statusCode !== 201) {
        throw new Error(`POST /api/users answered ${response.statusCode}: ${response.body}`);
      }
      if (role === 'admin') {
        await database.db.execute(
          sql`update users set role = 'admin' where firebase_uid = ${account.uid}`,
        );
      }
      const me = await call(account, {
        method: 'GET',
        url: `/api/user?email=${encodeURIComponent(account.email)}`,
      });
      return { ...account, user: me.json<User>() };
    },
    call,
    anotherInstance,
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await identity.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}
