/**
 * Limits against abuse (docs/security.md): the write rate limit cannot be dodged with a
 * made-up X-Forwarded-For and counts refused writes; forwarded headers are believed only from
 * configured proxies; uploads per account and hour; unreferenced uploads are swept; a body sent
 * to no route is not read; a malformed address answers `{ message }`.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import type { FastifyRequest } from 'fastify';

import type { UploadResult } from '@contract/schemas/uploads';
import { MAX_UPLOAD_BYTES } from '@contract/constants';
import { UPLOAD_MESSAGES } from '@contract/messages';
import { loadConfig } from '@server/config';
import { storedImages, uploads } from '@server/db/schema';
import { sweepUnreferencedUploads } from '@server/services/uploadRecords';
import { UNREAD_BODY_MAX_BYTES } from '@server/unreadBodies';
import { createImageStore } from '@server/uploads/imageStore';
import { writeRateKey } from '@server/writeRateLimit';
import { addCoins, postTaskAs } from './support/market';
import { multipartBody, PNG_BYTES } from './support/multipart';
import { createTestServer, type TestAccount, type TestServer } from './support/testServer';
import { sendWholeThenRead } from './support/wholeBodyClient';

jest.setTimeout(60_000);

const WRITES_PER_MINUTE = 3;
let server: TestServer;
/** With the default write rate limit, for the upload tests. */
let uploadServer: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) });
  uploadServer = await createTestServer({
    UPLOADS_PER_HOUR: '2',
    UPLOADS_PER_HOUR_WITHOUT_RECORD: '1',
    UPLOAD_SWEEP_INTERVAL_SECONDS: '0',
  });
});
afterAll(async () => {
  await server.close();
  await uploadServer.close();
});

let forgedAddress = 0;
/** A different made-up client address on each call. */
const forged = () => ({ 'x-forwarded-for': `203.0.113.${(forgedAddress += 1) % 250}` });

describe('the write rate limit', () => {
  test('a made-up X-Forwarded-For does not buy more writes to a signed-out client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= WRITES_PER_MINUTE; attempt += 1) {
      const response = await server.call(undefined, {
        method: 'POST',
        url: '/api/tasks',
        payload: {},
        headers: { ...forged(), 'x-real-ip': '198.51.100.7' },
        remoteAddress: '192.0.2.10',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test('a signed-in account is limited as one, from any address, refused writes included', async () => {
    const worker = await server.createUser('worker', 'Hasty Worker');
    const other = await server.createUser('worker', 'Calm Worker');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= WRITES_PER_MINUTE; attempt += 1) {
      // A worker may not post tasks: each of these is refused (403), and still counts.
      const response = await server.call(worker, {
        method: 'POST',
        url: '/api/tasks',
        payload: {},
        headers: forged(),
        remoteAddress: `192.0.2.${20 + attempt}`,
      });
      statuses.push(response.statusCode);
    }
    // Signing up (POST /api/users) was the account's first write.
    expect(statuses).toEqual([403, 403, 429, 429]);
    const limited = await server.call(worker, {
      method: 'POST',
      url: '/api/withdrawal-requests',
      payload: { withdrawal_coin: 200, payment_system: 'Bkash', account_number: '017' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });

    // Another account from the same address writes on.
    const elsewhere = await server.call(other, {
      method: 'POST',
      url: '/api/tasks',
      payload: {},
      remoteAddress: '192.0.2.20',
    });
    expect(elsewhere.statusCode).toBe(403);
    // Reads are not limited.
    const read = await server.call(worker, {
      method: 'GET',
      url: `/api/user?email=${encodeURIComponent(worker.email)}`,
    });
    expect(read.statusCode).toBe(200);
  });

  test('CORS preflights are never limited', async () => {
    for (let attempt = 0; attempt <= WRITES_PER_MINUTE * 2; attempt += 1) {
      const response = await server.call(undefined, {
        method: 'OPTIONS',
        url: '/api/tasks',
        headers: {
          origin: server.config.corsOrigins[0] ?? '',
          'access-control-request-method': 'POST',
        },
        remoteAddress: '192.0.2.99',
      });
      expect(response.statusCode).toBe(204);
    }
  });

  test('a request whose client has gone still gets a key (no TypeError)', () => {
    const gone = { ip: undefined, socket: {}, identity: undefined } as unknown as FastifyRequest;
    expect(writeRateKey(gone)).toBe('address:unknown');
    const v6 = { ip: '2001:db8:1:2:3:4:5:6', identity: undefined } as unknown as FastifyRequest;
    expect(writeRateKey(v6)).toBe('address:2001:db8:1:2::/64');
  });
});

describe('TRUST_PROXY', () => {
  test('is off by default, and takes true or a list of proxies (no hop counts)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  test('the address a configured proxy forwards is the one limited', async () => {
    const behindProxy = await createTestServer({
      RATE_LIMIT_WRITES_PER_MINUTE: '1',
      TRUST_PROXY: '192.0.2.1',
    });
    try {
      const post = (client: string, remoteAddress: string) =>
        behindProxy.call(undefined, {
          method: 'POST',
          url: '/api/tasks',
          payload: {},
          headers: { 'x-forwarded-for': client },
          remoteAddress,
        });
      // Through the proxy, two clients are two clients.
      expect((await post('198.51.100.1', '192.0.2.1')).statusCode).toBe(401);
      expect((await post('198.51.100.2', '192.0.2.1')).statusCode).toBe(401);
      expect((await post('198.51.100.1', '192.0.2.1')).statusCode).toBe(429);
      // From anyone else the header is ignored.
      expect((await post('198.51.100.3', '192.0.2.50')).statusCode).toBe(401);
      expect((await post('198.51.100.4', '192.0.2.50')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('requests the server refuses before any route', () => {
  test('a body sent to no route is refused with 404 before it is read', async () => {
    const response = await server.call(undefined, {
      method: 'POST',
      url: '/api/no-such-route',
      headers: { 'content-type': 'application/json' },
      // Not even JSON: parsing it would answer 400.
      payload: `[${'['.repeat(5000)}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such route: POST /api/no-such-route' });
  });

  test('a malformed percent-encoding answers 400 with { message }', async () => {
    for (const url of ['/api/tasks/details/%E0%A4%A', '/api/users/%zz']) {
      const response = await server.call(undefined, { method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/malformed/) });
    }
  });
});

describe('uploads per account and hour, and the sweep of unreferenced ones', () => {
  const send = async (account: TestAccount) =>
    uploadServer.call(account, {
      method: 'POST',
      url: '/api/uploads',
      ...(await multipartBody({ bytes: PNG_BYTES, filename: 'square.png', type: 'image/png' })),
    });

  test('an account with a user record may upload a few per hour; one still signing up, fewer', async () => {
    const buyer = await uploadServer.createUser('buyer', 'Busy Uploader');
    expect((await send(buyer)).statusCode).toBe(200);
    expect((await send(buyer)).statusCode).toBe(200);
    const refused = await send(buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: UPLOAD_MESSAGES.tooMany(2) });

    const newcomer = await uploadServer.createAccount('Sign Up Photo');
    expect((await send(newcomer)).statusCode).toBe(200);
    const second = await send(newcomer);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: UPLOAD_MESSAGES.tooMany(1) });
  });

  test('an upload that fails gives its place in the hour back', async () => {
    const newcomer = await uploadServer.createAccount('Wrong File');
    const notAnImage = await uploadServer.call(newcomer, {
      method: 'POST',
      url: '/api/uploads',
      ...(await multipartBody({
        bytes: Buffer.from('plain text'),
        filename: 'notes.png',
        type: 'image/png',
      })),
    });
    expect(notAnImage.statusCode).toBe(415);
    expect((await send(newcomer)).statusCode).toBe(200);
    expect((await send(newcomer)).statusCode).toBe(429);
  });

  test('uploads no task or user refers to are removed after the grace period', async () => {
    const buyer = await uploadServer.createUser('buyer', 'Sweep Buyer');
    await addCoins(uploadServer.database.db, buyer.user._id, 100);
    const kept = (await send(buyer)).json<UploadResult>().data.display_url;
    const dropped = (await send(buyer)).json<UploadResult>().data.display_url;
    await postTaskAs(uploadServer, buyer, { task_image_url: kept });
    const { database, config } = uploadServer;
    const images = createImageStore(database, config.dataDir);
    /** Whether the image is kept: as a row on PostgreSQL (never a file), a file on PGlite. */
    const isStored = async (url: string) => {
      const name = path.basename(url);
      const isFile = fs.existsSync(path.join(config.dataDir, 'uploads', name));
      const rows = await database.db
        .select({ name: storedImages.name })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      if (database.kind === 'postgres') {
        expect(isFile).toBe(false);
        return rows.length === 1;
      }
      expect(rows).toEqual([]);
      return isFile;
    };
    expect(await isStored(dropped)).toBe(true);

    // Within the grace period nothing goes.
    expect(await sweepUnreferencedUploads(database.db, images, 3600)).toBe(0);
    // The other tests' uploads are unreferenced too: all but the task's image go.
    const recorded = (await database.db.select().from(uploads)).length;
    expect(await sweepUnreferencedUploads(database.db, images, 0)).toBe(recorded - 1);
    expect(await isStored(dropped)).toBe(false);
    expect(await isStored(kept)).toBe(true);
    const served = await uploadServer.call(undefined, { method: 'GET', url: kept });
    expect(served.statusCode).toBe(200);
    const gone = await uploadServer.call(undefined, { method: 'GET', url: dropped });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: expect.any(String) });
  });
});

describe('a body refused before it is read, sent whole by a client that reads only then', () => {
  let port: number;
  beforeAll(async () => {
    await uploadServer.app.listen({ port: 0, host: '127.0.0.1' });
    port = (uploadServer.app.server.address() as AddressInfo).port;
  });

  const MiB = 1024 * 1024;
  const post = (pathname: string, headers: Record<string, string>, body: Buffer) =>
    sendWholeThenRead({ port, method: 'POST', path: pathname, headers, body });
  const answered = (status: number) => ({
    kind: 'answered',
    status,
    body: expect.stringMatching(/^\{"message":".+"\}$/),
  });

  test('gets its answer: a JSON body over the limit is a 413', async () => {
    const buyer = await uploadServer.createUser('buyer', 'Wordy Buyer');
    const body = Buffer.from(JSON.stringify({ task_title: 'x'.repeat(4 * MiB) }));
    const headers = {
      authorization: `Bearer ${buyer.idToken}`,
      'content-type': 'application/json',
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await post('/api/tasks', headers, body)).toEqual(answered(413));
    }
  });

  test('gets its answer: an upload too large, or not signed in', async () => {
    const worker = await uploadServer.createUser('worker', 'Big Photo');
    const tooLarge = await multipartBody({
      bytes: Buffer.alloc(6 * MiB, 1),
      filename: 'huge.png',
      type: 'image/png',
    });
    const upload = { 'content-type': tooLarge.headers['content-type'] };
    expect(
      await post(
        '/api/uploads',
        { ...upload, authorization: `Bearer ${worker.idToken}` },
        tooLarge.payload,
      ),
    ).toEqual({
      ...answered(413),
      body: JSON.stringify({ message: UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES) }),
    });
    expect(await post('/api/uploads', upload, tooLarge.payload)).toEqual(answered(401));
  });

  test('is read up to a ceiling, and no further: past it the connection is closed', async () => {
    const toNoRoute = { 'content-type': 'application/octet-stream' };
    expect(
      await post('/api/no-such-route', toNoRoute, Buffer.alloc(UNREAD_BODY_MAX_BYTES)),
    ).toEqual(answered(404));
    const outcome = await post(
      '/api/no-such-route',
      toNoRoute,
      Buffer.alloc(UNREAD_BODY_MAX_BYTES + 8 * MiB),
    );
    expect(outcome).toEqual({
      kind: 'lost',
      error: expect.any(String),
      sentBytes: expect.any(Number),
    });
  });
});
