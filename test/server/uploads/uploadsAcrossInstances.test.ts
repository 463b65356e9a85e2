/**
 * Uploaded images with two instances behind a load balancer, each with its own data folder.
 * The hourly upload limit holds however many uploads arrive at once, through either instance.
 * On PostgreSQL the bytes are kept in the database (`stored_images`), so an image uploaded
 * through one instance is served by the other, and the upload sweep on any instance removes it
 * for all. PGlite is one process and never runs as several instances: there images stay files
 * in the data folder of the instance that took them, and that is what is checked.
 */
import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import type { UploadResult } from '@contract/schemas/uploads';
import { UPLOAD_MESSAGES } from '@contract/messages';
import { storedImages, uploads } from '@server/db/schema';
import { sweepUnreferencedUploads } from '@server/services/uploadRecords';
import { createImageStore } from '@server/uploads/imageStore';
import { multipartBody, PNG_BYTES } from '../support/multipart';
import {
  createTestServer,
  type ServerInstance,
  type TestAccount,
  type TestServer,
} from '../support/testServer';

jest.setTimeout(60_000);

let server: TestServer;
let second: ServerInstance;
let worker: TestAccount;
beforeAll(async () => {
  server = await createTestServer({ UPLOAD_SWEEP_INTERVAL_SECONDS: '0' });
  second = await server.anotherInstance();
  worker = await server.createUser('worker', 'Far Uploader');
});
afterAll(() => server.close());

async function uploadThroughFirst(): Promise<string> {
  const response = await server.call(worker, {
    method: 'POST',
    url: '/api/uploads',
    ...(await multipartBody({ bytes: PNG_BYTES, filename: 'photo.png', type: 'image/png' })),
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadResult>().data.display_url;
}

const filesIn = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

const rowsNamed = (name: string) =>
  server.database.db
    .select({ name: storedImages.name })
    .from(storedImages)
    .where(eq(storedImages.name, name));

test('an image uploaded through one instance is served by the other, byte for byte', async () => {
  const url = await uploadThroughFirst();
  const name = path.basename(url);

  if (server.database.kind === 'pglite') {
    expect(filesIn(server.config.dataDir)).toContain(name);
    expect(await rowsNamed(name)).toEqual([]);
    expect((await server.call(undefined, { method: 'GET', url })).statusCode).toBe(200);
    // Another data folder does not have it.
    const elsewhere = await second.call(undefined, { method: 'GET', url });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: expect.any(String) });
    return;
  }

  expect(await rowsNamed(name)).toHaveLength(1);
  expect(filesIn(server.config.dataDir)).toEqual([]);
  expect(filesIn(second.config.dataDir)).toEqual([]);
  const served = await second.call(undefined, { method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['content-length']).toBe(String(PNG_BYTES.length));
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');

  const head = await second.call(undefined, { method: 'HEAD', url });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-length']).toBe(String(PNG_BYTES.length));
  expect(head.rawPayload).toHaveLength(0);
});

describe('uploads sent all at once', () => {
  /** Sends `count` uploads at once, every other one through the second instance. */
  async function uploadAtOnce(account: TestAccount, count: number) {
    const body = await multipartBody({
      bytes: PNG_BYTES,
      filename: 'photo.png',
      type: 'image/png',
    });
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        (index % 2 === 0 ? server : second).call(account, {
          method: 'POST',
          url: '/api/uploads',
          ...body,
        }),
      ),
    );
    return responses.map((response) => response.statusCode).sort((a, b) => a - b);
  }
  const uploadsOf = async (account: TestAccount) =>
    server.database.db.select().from(uploads).where(eq(uploads.ownerUid, account.uid));

  test('store exactly the hourly limit: 5 before a user record, 20 with one', async () => {
    const newcomer = await server.createAccount('Eager Newcomer');
    const newcomerStatuses = await uploadAtOnce(newcomer, 16);
    expect(newcomerStatuses).toEqual([
      ...Array<number>(5).fill(200),
      ...Array<number>(11).fill(429),
    ]);
    expect(await uploadsOf(newcomer)).toHaveLength(5);

    const eager = await server.createUser('worker', 'Eager Uploader');
    const statuses = await uploadAtOnce(eager, 30);
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(10).fill(429)]);
    expect(await uploadsOf(eager)).toHaveLength(20);
    const refused = await server.call(eager, {
      method: 'POST',
      url: '/api/uploads',
      ...(await multipartBody({ bytes: PNG_BYTES, filename: 'photo.png', type: 'image/png' })),
    });
    expect(refused.json()).toEqual({ message: UPLOAD_MESSAGES.tooMany(20) });
  });
});

test('an unknown name is a 404 on every instance', async () => {
  for (const instance of [server, second]) {
    const response = await instance.call(undefined, {
      method: 'GET',
      url: `/api/uploads/${'f'.repeat(32)}.webp`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  }
});

test('the sweep on one instance removes an unreferenced image for all', async () => {
  const url = await uploadThroughFirst();
  const name = path.basename(url);
  // The sweep runs on the instance that did not take the upload (on PGlite, on the one that did).
  const sweeper = server.database.kind === 'postgres' ? second : server;
  const images = createImageStore(sweeper.database, sweeper.config.dataDir);

  expect(await sweepUnreferencedUploads(sweeper.database.db, images, 0)).toBeGreaterThan(0);

  expect(await rowsNamed(name)).toEqual([]);
  expect(filesIn(server.config.dataDir)).not.toContain(name);
  for (const instance of [server, second]) {
    const response = await instance.call(undefined, { method: 'GET', url });
    expect(response.statusCode).toBe(404);
  }
});
