/**
 * Image addresses (docs/security.md): only our own images, stored relative to the site, or
 * https images on the configured image host; the Content-Security-Policy allows exactly those.
 */
import fs from 'node:fs';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import type { User } from '@contract/schemas/users';
import { IMAGE_URL_MESSAGES } from '@contract/imageUrls';
import { loadConfig } from '@server/config';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import { tasks, users } from '@server/db/schema';
import { contentSecurityPolicy } from '@server/security';
import { addCoins, balanceOf, postTaskAs, taskBody } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';

type Person = TestAccount & { user: User };

const IMAGE_HOST = 'https://images.coinwork.example';
let server: TestServer;
let buyer: Person;
beforeAll(async () => {
  server = await createTestServer({ IMAGE_HOST_ORIGINS: IMAGE_HOST });
  buyer = await server.createUser('buyer', 'Picture Buyer');
  await addCoins(server.database.db, buyer.user._id, 1000);
});
afterAll(() => server.close());

const db = () => server.database.db;

function postTask(task_image_url: string) {
  return server.call(buyer, {
    method: 'POST',
    url: '/api/tasks',
    payload: taskBody({ task_image_url }),
  });
}

const REFUSED = [
  '/\\evil.example/x.png',
  '//evil.example/x.png',
  'javascript:alert(1)',
  'https://evil.example/x.png',
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/emulator/v1/projects/demo-coinwork-test/config`,
  'http://localhost:8080/images/demo/tasks/birds.svg',
  '/images/../api/users',
];

describe('POST /api/tasks: task_image_url', () => {
  test.each(REFUSED)('%s is refused with 400 naming the field; nothing is charged', async (url) => {
    const before = await balanceOf(db(), buyer.user._id);
    const response = await postTask(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: IMAGE_URL_MESSAGES.notAccepted('body.task_image_url'),
    });
    expect(await balanceOf(db(), buyer.user._id)).toBe(before);
  });

  test.each([
    ['/images/demo/tasks/birds.svg', '/images/demo/tasks/birds.svg'],
    ['/api/uploads/0123abcd.png', '/api/uploads/0123abcd.png'],
    [`${IMAGE_HOST}/a/photo.png`, `${IMAGE_HOST}/a/photo.png`],
    ['HTTPS://IMAGES.coinwork.example:443/b.png', `${IMAGE_HOST}/b.png`],
  ])('%s is stored as %s', async (url, stored) => {
    const response = await postTask(url);
    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select({ imageUrl: tasks.imageUrl })
      .from(tasks)
      .where(eq(tasks.id, response.json<{ insertedId: string }>().insertedId));
    expect(row?.imageUrl).toBe(stored);
  });
});

describe('POST /api/users: photo', () => {
  test.each(REFUSED)('%s is refused with 400 naming the field; no record', async (url) => {
    const account = await server.createAccount('Bad Photo');
    const response = await server.call(account, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Bad Photo', email: account.email, photo: url, role: 'worker' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: IMAGE_URL_MESSAGES.notAccepted('body.photo') });
    expect(await db().select().from(users).where(eq(users.email, account.email))).toHaveLength(0);
  });

  test('an uploaded photo is stored as its site-relative path', async () => {
    const account = await server.createAccount('Good Photo');
    const response = await server.call(account, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Good Photo',
        email: account.email,
        photo: '/api/uploads/00ff.png',
        role: 'worker',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ user: User }>().user.photo).toBe('/api/uploads/00ff.png');
  });
});

describe('the Content-Security-Policy allows exactly those images', () => {
  test('locally: our own site (and data: for form previews), nothing else', () => {
    const policy = contentSecurityPolicy(loadConfig({}));
    expect(policy.imgSrc).toEqual(["'self'", 'data:']);
  });

  test('with an image host: its configured origins too', () => {
    const policy = contentSecurityPolicy(
      loadConfig({ IMAGE_HOST_ORIGINS: `${IMAGE_HOST}, https://cdn.coinwork.example/` }),
    );
    expect(policy.imgSrc).toEqual(["'self'", 'data:', IMAGE_HOST, 'https://cdn.coinwork.example']);
    expect(contentSecurityPolicy(loadConfig({ IMAGE_HOST_KEY: 'k' })).imgSrc).toEqual([
      "'self'",
      'data:',
      'https://i.ibb.co',
    ]);
  });

  test('a configured origin that is not a bare https origin stops the start', () => {
    expect(() => loadConfig({ IMAGE_HOST_ORIGINS: 'http://images.example' })).toThrow(
      /IMAGE_HOST_ORIGINS/,
    );
  });
});

describe('migration 0003_relative_image_paths', () => {
  const statements = fs
    .readFileSync(path.join(MIGRATIONS_FOLDER, '0003_relative_image_paths.sql'), 'utf8')
    .split('--> statement-breakpoint');

  test('our own images stored with the old PUBLIC_URL become site-relative; others stay', async () => {
    const worker = await server.createUser('worker', 'Old Photo');
    const taskIds = await Promise.all(
      [0, 1, 2, 3].map(() => postTaskAs(server, buyer, { required_workers: 1 })),
    );
    const before = [
      'http://localhost:8080/images/demo/tasks/birds.svg',
      'https://coinwork.example:8443/api/uploads/0a1b.png?v=2',
      `${IMAGE_HOST}/a1b2c3/kept.png`,
      '/images/demo/tasks/already.svg',
    ];
    for (const [index, id] of taskIds.entries()) {
      await db().update(tasks).set({ imageUrl: before[index] }).where(eq(tasks.id, id));
    }
    await db()
      .update(users)
      .set({ photo: 'http://127.0.0.1:8080/images/demo/people/kwame.svg' })
      .where(eq(users.id, worker.user._id));

    for (const statement of statements) await db().execute(sql.raw(statement));

    const after = await Promise.all(
      taskIds.map(async (id) => {
        const [row] = await db()
          .select({ url: tasks.imageUrl })
          .from(tasks)
          .where(eq(tasks.id, id));
        return row?.url;
      }),
    );
    expect(after).toEqual([
      '/images/demo/tasks/birds.svg',
      '/api/uploads/0a1b.png?v=2',
      `${IMAGE_HOST}/a1b2c3/kept.png`,
      '/images/demo/tasks/already.svg',
    ]);
    const [person] = await db()
      .select({ photo: users.photo })
      .from(users)
      .where(eq(users.id, worker.user._id));
    expect(person?.photo).toBe('/images/demo/people/kwame.svg');
  });
});
