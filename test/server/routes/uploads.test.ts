/**
 * Image uploads: only real PNG, JPEG, GIF and WebP images are taken (by their bytes, not
 * their names), up to the size limit, and served back with the type they really have.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { UploadResult } from '@contract/schemas/uploads';
import { UPLOAD_MESSAGES } from '@contract/messages';
import { storedImages } from '@server/db/schema';
import { type ImageHostStandIn, startImageHostStandIn } from '../support/imageHostStandIn';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', name));
const PNG = fixture('square.png');
const JPEG = fixture('square.jpg');
const WEBP = fixture('square.webp');
/** The classic transparent 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

interface Upload {
  field?: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

async function multipart({ field = 'image', bytes, filename, type }: Upload) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

async function upload(server: TestServer, account: TestAccount | undefined, file: Upload) {
  return server.call(account, { method: 'POST', url: '/api/uploads', ...(await multipart(file)) });
}

/** The images the server keeps: rows on PostgreSQL, files in the data folder on PGlite. */
async function storedImageNames(server: TestServer): Promise<string[]> {
  if (server.database.kind === 'postgres') {
    const rows = await server.database.db.select({ name: storedImages.name }).from(storedImages);
    return rows.map((row) => row.name).sort();
  }
  const folder = path.join(server.config.dataDir, 'uploads');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

describe('images kept by the server', () => {
  let server: TestServer;
  let worker: TestAccount;
  beforeAll(async () => {
    server = await createTestServer();
    worker = await server.createUser('worker', 'Rosa Lindgren');
  });
  afterAll(() => server.close());

  test.each([
    ['PNG', PNG, 'photo.png', 'image/png', 'png', 'image/png'],
    ['JPEG', JPEG, 'photo.jpg', 'image/jpeg', 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'photo.gif', 'image/gif', 'gif', 'image/gif'],
    ['WebP', WEBP, 'photo.webp', 'image/webp', 'webp', 'image/webp'],
    ['JPEG named .png', JPEG, 'holiday.png', 'image/png', 'jpg', 'image/jpeg'],
  ])(
    'a %s is stored and served back with the type its bytes show',
    async (_kind, bytes, filename, declared, extension, contentType) => {
      const response = await upload(server, worker, { bytes, filename, type: declared });

      expect(response.statusCode).toBe(200);
      const result = response.json<UploadResult>();
      expect(result).toEqual({
        success: true,
        data: { display_url: expect.stringMatching(`^/api/uploads/[0-9a-f]{32}\\.${extension}$`) },
      });

      const served = await server.call(undefined, { method: 'GET', url: result.data.display_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['content-length']).toBe(String(bytes.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(await storedImageNames(server)).toContain(path.basename(result.data.display_url));
    },
  );

  test('a text file named .png is refused', async () => {
    const before = await storedImageNames(server);
    const response = await upload(server, worker, {
      bytes: Buffer.from('just some words, not a picture'),
      filename: 'notes.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
    });
    expect(await storedImageNames(server)).toEqual(before);
  });

  test('an SVG is refused, since it can carry script', async () => {
    const response = await upload(server, worker, {
      bytes: SVG,
      filename: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notAnImage });
  });

  test('an image over 5 MB is refused with 413', async () => {
    const before = await storedImageNames(server);
    const bytes = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const response = await upload(server, worker, {
      bytes,
      filename: 'big.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image is larger than 5 MB.' });
    expect(await storedImageNames(server)).toEqual(before);
  });

  test('an image of exactly 5 MB is taken', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const response = await upload(server, worker, {
      bytes,
      filename: 'big.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
  });

  test('no file, or a file in another field, is a 400 naming the field', async () => {
    const wrongField = await upload(server, worker, {
      field: 'photo',
      bytes: PNG,
      filename: 'photo.png',
      type: 'image/png',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: 'Attach the image in the form field "image".' });

    const form = new FormData();
    form.append('image', 'not a file');
    const encoded = new Response(form);
    const textOnly = await server.call(worker, {
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(textOnly.statusCode).toBe(400);

    const json = await server.call(worker, {
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
  });

  test('uploading needs a signed-in person; one still signing up may upload the photo', async () => {
    const anonymous = await upload(server, undefined, {
      bytes: PNG,
      filename: 'photo.png',
      type: 'image/png',
    });
    expect(anonymous.statusCode).toBe(401);

    const signingUp = await server.createAccount('Bea Fontaine');
    const response = await upload(server, signingUp, {
      bytes: PNG,
      filename: 'photo.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
  });

  test('only stored image names are served', async () => {
    const unknown = await server.call(undefined, {
      method: 'GET',
      url: `/api/uploads/${'0'.repeat(32)}.png`,
    });
    expect(unknown.statusCode).toBe(404);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(32)}.svg`, 'photo.png']) {
      const response = await server.call(undefined, { method: 'GET', url: `/api/uploads/${name}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('images handed to the outside image host', () => {
  let host: ImageHostStandIn;
  let server: TestServer;
  let buyer: TestAccount;
  beforeAll(async () => {
    host = await startImageHostStandIn();
    server = await createTestServer({ IMAGE_HOST_KEY: 'host-key-123', IMAGE_HOST_URL: host.url });
    buyer = await server.createUser('buyer', 'Idris Cole');
  });
  afterAll(async () => {
    await server.close();
    await host.close();
  });

  test("the image goes to the host with the server's key and the host's address comes back", async () => {
    const response = await upload(server, buyer, {
      bytes: JPEG,
      filename: 'task.png',
      type: 'image/png',
    });

    expect(response.statusCode).toBe(200);
    const result = response.json<UploadResult>();
    expect(result.data.display_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/[0-9a-f]+\.png$/);
    const sent = host.received.at(-1);
    expect(sent?.key).toBe('host-key-123');
    expect(sent?.type).toBe('image/jpeg');
    expect(sent?.bytes.equals(JPEG)).toBe(true);
    expect(await storedImageNames(server)).toEqual([]);
  });

  test('what is not an image never reaches the host', async () => {
    const before = host.received.length;
    const response = await upload(server, buyer, {
      bytes: SVG,
      filename: 'x.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(415);
    expect(host.received).toHaveLength(before);
  });

  test('a host that refuses answers 502', async () => {
    host.accepting = false;
    try {
      const response = await upload(server, buyer, {
        bytes: PNG,
        filename: 'x.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'The image host did not take the image. Please try again.',
      });
    } finally {
      host.accepting = true;
    }
  });
});
