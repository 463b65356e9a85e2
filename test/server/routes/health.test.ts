import { loadConfig } from '@server/config';
import { createTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

test('GET /api/health answers ok with the database kind', async () => {
  const response = await server.call(undefined, { method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ok',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  });
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
});

test('an unknown API route answers 404 with a JSON message', async () => {
  const response = await server.call(undefined, { method: 'GET', url: '/api/no-such-thing' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'No such route: GET /api/no-such-thing' });
});

test('the client configuration names the emulator and the sandbox gateway', async () => {
  const response = await server.call(undefined, { method: 'GET', url: '/api/client-config' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    firebase: {
      projectId: 'demo-coinwork-test',
      authEmulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    },
    payments: { provider: 'sandbox', stripePublishableKey: null },
    machineLab: false,
  });
});

it('offers the Machine Lab only when MACHINE_LAB is true', () => {
  expect(loadConfig({}).machineLab).toBe(false);
  expect(loadConfig({ MACHINE_LAB: 'false' }).machineLab).toBe(false);
  expect(loadConfig({ MACHINE_LAB: 'true' }).machineLab).toBe(true);
});
