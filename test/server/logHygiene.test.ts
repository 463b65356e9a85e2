/**
 * Credentials never reach the logs: not the notification stream's `?ticket=` (EventSource
 * cannot send headers, so the ticket travels in the address), not an ID token an old client
 * puts in the address, not the Authorization header.
 */
import http from 'node:http';

import type { StreamTicket } from '@contract/schemas/notifications';
import type { User } from '@contract/schemas/users';
import { createTestServer, type TestAccount, type TestServer } from './support/testServer';

let server: TestServer;
let baseUrl: string;
let worker: TestAccount & { user: User };
const lines: string[] = [];

beforeAll(async () => {
  server = await createTestServer(
    {},
    { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
  );
  worker = await server.createUser('worker', 'Lena Logged');
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

/** Opens a URL on its own connection, answers the status and closes it right away. */
function statusOf(path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
  });
}

test('stream tickets, query tokens and the Authorization header are not logged', async () => {
  const forged = 'forged-token-that-must-not-be-logged';
  const ticket = (
    await server.call(worker, { method: 'POST', url: '/api/notifications/stream-ticket' })
  ).json<StreamTicket>().ticket;
  expect(await statusOf(`/api/notifications/stream?ticket=${ticket}`)).toBe(200);
  expect(await statusOf(`/api/notifications/stream?page=1&ticket=${ticket}`)).toBe(401);
  // An old client's ID token in the address opens nothing, and is not logged either.
  expect(await statusOf(`/api/notifications/stream?access_token=${worker.idToken}`)).toBe(401);
  expect(
    await statusOf(`/api/notifications?email=${encodeURIComponent(worker.email)}`, {
      authorization: `Bearer ${worker.idToken}`,
    }),
  ).toBe(200);
  expect(await statusOf('/api/users/summary', { authorization: `Bearer ${forged}` })).toBe(401);
  // A 404's message repeats its address: masked there too.
  expect(await statusOf(`/api/nowhere?ticket=${ticket}`)).toBe(404);

  const logged = lines.join('');
  expect(logged).toContain('/api/notifications/stream?ticket=[redacted]');
  expect(logged).toContain('/api/notifications/stream?page=1&ticket=[redacted]');
  expect(logged).toContain('/api/notifications/stream?access_token=[redacted]');
  expect(logged).toContain('rejected ID token');
  expect(logged).not.toContain(ticket);
  expect(logged).not.toContain(worker.idToken);
  expect(logged).not.toContain(forged);
  // No part of a token either: the tokens' signature-free payloads are long and unique.
  expect(logged).not.toContain(worker.idToken.split('.')[1]);
});

test('each log line of a request carries its request id, the one sent back to the client', async () => {
  const requestId = 'support-ticket-4711';
  expect(await statusOf('/api/health', { 'x-request-id': requestId })).toBe(200);
  const ours = lines
    .map((line) => JSON.parse(line) as { requestId?: string; msg?: string })
    .filter((entry) => entry.requestId === requestId)
    .map((entry) => entry.msg);
  expect(ours).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
});
