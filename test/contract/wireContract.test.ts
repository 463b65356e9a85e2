/**
 * The wire contract is declared once: every schema a route validates or documents with is, by
 * identity, one that src/contract/schemas exports, and no type of it is declared a second time.
 */
import fs from 'node:fs';
import path from 'node:path';

import { KindGuard } from '@sinclair/typebox';
import Fastify, { type FastifySchema } from 'fastify';

import { createFirebaseIdentity } from '@server/auth/identity';
import { callerCache } from '@server/auth/callerCache';
import { withTokenCache } from '@server/auth/tokenCache';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { startLiveUpdates } from '@server/live/liveUpdates';
import { taskListCache } from '@server/live/taskListCache';
import { apiRoutes } from '@server/routes';

const ROOT = path.resolve(__dirname, '../..');
const SCHEMAS_DIR = path.join(ROOT, 'src/contract/schemas');
const CONTRACT_DIR = path.join(ROOT, 'src/contract');
const ROUTES_DIR = path.join(ROOT, 'src/server/routes');

const schemaFiles = fs.readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.ts'));

/** Every schema a contract module exports. */
async function contractSchemas(): Promise<Set<unknown>> {
  const schemas = new Set<unknown>();
  for (const file of schemaFiles) {
    const module: Record<string, unknown> = await import(path.join(SCHEMAS_DIR, file));
    for (const value of Object.values(module)) {
      if (KindGuard.IsSchema(value)) schemas.add(value);
    }
  }
  return schemas;
}

interface RouteSchemaPart {
  route: string;
  part: string;
  schema: unknown;
}

/** The parts of a route's schema that describe the wire (tags, summaries and the like don't). */
function partsOf(route: string, schema: FastifySchema): RouteSchemaPart[] {
  const parts: RouteSchemaPart[] = [];
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (schema[part] !== undefined) parts.push({ route, part, schema: schema[part] });
  }
  const responses: unknown = schema.response ?? {};
  if (typeof responses === 'object' && responses !== null) {
    for (const [status, answer] of Object.entries(responses)) {
      parts.push({ route, part: `response ${status}`, schema: answer });
    }
  }
  return parts;
}

/** Every API route's schema parts, as the routes hand them to Fastify. */
async function routeSchemaParts(): Promise<RouteSchemaPart[]> {
  const config = loadConfig({ CLIENT_DIR: '/nonexistent-client-dir', DATA_DIR: '.data' });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const identity = withTokenCache(createFirebaseIdentity(config.firebase), {
    maxEntries: 0,
    marginSeconds: 0,
    maxSeconds: 0,
  });
  const live = await startLiveUpdates(
    database,
    {
      identity,
      callers: callerCache({ maxEntries: 0, ttlSeconds: 0 }),
      taskList: taskListCache({ ttlSeconds: 0, maxPages: 0 }),
    },
    console,
  );
  const app = Fastify();
  const parts: RouteSchemaPart[] = [];
  // Read as registered: Fastify normalises the schemas afterwards.
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const name = `${String(route.method)} ${route.url}`;
    parts.push(...(route.schema ? partsOf(name, route.schema) : []));
  });
  try {
    await app.register(apiRoutes, { config, database, identity, live });
  } finally {
    await app.close();
    await live.stop();
    await identity.close();
    await database.close();
  }
  return parts;
}

let contract: Set<unknown>;
let parts: RouteSchemaPart[];

// Registering the routes starts an in-memory database, which takes a while on a busy machine.
beforeAll(async () => {
  [contract, parts] = await Promise.all([contractSchemas(), routeSchemaParts()]);
}, 120_000);

test("every route's body, query, params, headers and answers are the contract's schemas", () => {
  expect(parts.length).toBeGreaterThan(40);
  const declaredElsewhere = parts
    .filter(({ schema }) => !contract.has(schema))
    .map(({ route, part }) => `${route}: ${part}`);
  expect(declaredElsewhere).toEqual([]);
});

test('no route declares a schema of its own', () => {
  const builders = /\bType\.\w+\(|from '@sinclair\/typebox'/;
  const declaring = fs
    .readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => builders.test(fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8')));
  expect(declaring).toEqual([]);
});

test('no type of the wire contract is declared outside its schema file', () => {
  const contractTypes = new Set(
    schemaFiles.flatMap((file) =>
      [...fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8').matchAll(/export type (\w+)/g)].map(
        (match) => match[1],
      ),
    ),
  );
  expect(contractTypes.has('Task')).toBe(true);
  const redeclared = fs
    .readdirSync(CONTRACT_DIR)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(CONTRACT_DIR, file), 'utf8')
          .matchAll(/^\s*(?:export\s+)?(?:interface|type)\s+(\w+)/gm),
      ]
        .map((match) => match[1])
        .filter((name) => contractTypes.has(name))
        .map((name) => `${file}: ${name}`),
    );
  expect(redeclared).toEqual([]);
});
