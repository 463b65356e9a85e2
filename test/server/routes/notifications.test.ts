import { NOTIFICATION_STREAM_MESSAGES } from '@contract/api';
import { NOTIFICATION_TEXTS } from '@contract/messages';
import type { StreamTicket, Notification } from '@contract/schemas/notifications';
import type { User } from '@contract/schemas/users';
import { streamTickets } from '@server/db/schema';
import { addCoins, postTaskAs, review, submitAs } from '../support/market';
import {
  createTestServer,
  signUpWithEmail,
  type TestAccount,
  type TestServer,
} from '../support/testServer';

type Person = TestAccount & { user: User };

let server: TestServer;
let buyer: Person;
let worker: Person;
let otherWorker: Person;
let admin: Person;
beforeAll(async () => {
  server = await createTestServer();
  [buyer, worker, otherWorker, admin] = await Promise.all([
    server.createUser('buyer', 'Bea Buyer'),
    server.createUser('worker', 'Wim Worker'),
    server.createUser('worker', 'Vera Worker'),
    server.createUser('admin'),
  ]);
  await addCoins(server.database.db, buyer.user._id, 1000);
});
afterAll(async () => {
  // A stream whose client aborted keeps a (destroyed) connection counted by Node's server
  // until its keep-alive check, about 70 s; the product's shutdown waits that long too.
  server.app.server.closeAllConnections();
  await server.close();
});

const bellUrl = (email: string) => `/api/notifications?email=${encodeURIComponent(email)}`;

function notify(caller: Person, payload: Record<string, unknown>) {
  return server.call(caller, { method: 'POST', url: '/api/notifications', payload });
}

describe('GET /api/notifications', () => {
  test('lists the caller’s notifications newest first, with the total', async () => {
    expect((await notify(admin, { message: 'First', toEmail: worker.email })).statusCode).toBe(201);
    expect((await notify(admin, { message: 'Second', toEmail: worker.email })).statusCode).toBe(
      201,
    );
    const response = await server.call(worker, { method: 'GET', url: bellUrl(worker.email) });
    expect(response.statusCode).toBe(200);
    const notes = response.json<Notification[]>();
    expect(notes.map((note) => note.message)).toEqual(['Second', 'First']);
    expect(notes[0]).toEqual({
      _id: expect.any(String),
      message: 'Second',
      toEmail: worker.email,
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.headers['x-total-count']).toBe('2');
    const paged = await server.call(worker, {
      method: 'GET',
      url: `${bellUrl(worker.email)}&page=2&limit=1`,
    });
    expect(paged.json<Notification[]>().map((note) => note.message)).toEqual(['First']);
  });

  test('another person’s notifications are forbidden, except to an admin', async () => {
    expect(
      (await server.call(otherWorker, { method: 'GET', url: bellUrl(worker.email) })).statusCode,
    ).toBe(403);
    const asAdmin = await server.call(admin, { method: 'GET', url: bellUrl(worker.email) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<Notification[]>().length).toBeGreaterThan(0);
    expect(
      (await server.call(undefined, { method: 'GET', url: bellUrl(worker.email) })).statusCode,
    ).toBe(401);
    expect(
      (await server.call(worker, { method: 'GET', url: '/api/notifications' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/notifications', () => {
  test('only an admin sends one; the time is the server’s', async () => {
    const response = await notify(admin, {
      message: 'Welcome aboard',
      toEmail: otherWorker.email.toUpperCase(),
      time: '1999-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const [latest] = (
      await server.call(otherWorker, { method: 'GET', url: bellUrl(otherWorker.email) })
    ).json<Notification[]>();
    expect(latest).toMatchObject({ _id: response.json().insertedId, message: 'Welcome aboard' });
    expect(new Date(latest?.time ?? 0).getFullYear()).toBeGreaterThan(2000);

    for (const caller of [buyer, worker]) {
      const refused = await notify(caller, { message: 'Spam', toEmail: otherWorker.email });
      expect(refused.statusCode).toBe(403);
    }
  });

  test('bad bodies and unknown recipients are refused', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ toEmail: worker.email }, 400],
      [{ message: 'Hi' }, 400],
      [{ message: ' ', toEmail: worker.email }, 400],
      [{ message: 'x'.repeat(1001), toEmail: worker.email }, 400],
      [{ message: 'Hi', toEmail: 'not-an-address' }, 400],
      [{ message: 'Hi', toEmail: 'nobody@example.test' }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await notify(admin, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/notifications/stream', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Reads the event stream until `done` says what arrived is enough. */
  async function readUntil(
    response: Response,
    done: (received: string) => boolean,
  ): Promise<string> {
    if (!response.body) throw new Error('The stream has no body.');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!done(received)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      received += decoder.decode(value, { stream: true });
    }
    reader.releaseLock();
    return received;
  }

  async function ticketOf(person: TestAccount): Promise<string> {
    const issued = await server.call(person, {
      method: 'POST',
      url: '/api/notifications/stream-ticket',
    });
    expect(issued.statusCode).toBe(201);
    return issued.json<StreamTicket>().ticket;
  }

  function open(query: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
    return fetch(`${baseUrl}/api/notifications/stream${query}`, { headers, signal });
  }

  test('pushes the caller’s new notifications (a ticket in the query)', async () => {
    const aborter = new AbortController();
    const response = await open(`?ticket=${await ticketOf(worker)}`, {}, aborter.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await readUntil(response, (text) => text.includes(': connected'))).toContain(
      ': connected',
    );

    const taskId = await postTaskAs(server, buyer, { task_title: 'Streamed task' });
    const submissionId = await submitAs(server, worker, taskId);
    await notify(admin, { message: 'Not for this stream', toEmail: otherWorker.email });
    expect((await review(server, buyer, submissionId, 'approved')).statusCode).toBe(200);

    const received = await readUntil(response, (text) => text.includes('data: '));
    const line = received.split('\n').find((entry) => entry.startsWith('data: '));
    const pushed = JSON.parse(line?.slice('data: '.length) ?? '{}') as Notification;
    expect(pushed).toMatchObject({
      toEmail: worker.email,
      message: `You have earned 5 from ${buyer.email} for completing Streamed task.`,
    });
    expect(received).toContain(`id: ${pushed._id}`);
    expect(received).not.toContain('Not for this stream');
    aborter.abort();
  });

  test('pushes a buyer the notice of a worker’s appeal, written with the appeal', async () => {
    const aborter = new AbortController();
    const response = await open(`?ticket=${await ticketOf(buyer)}`, {}, aborter.signal);
    await readUntil(response, (text) => text.includes(': connected'));

    const taskId = await postTaskAs(server, buyer, { task_title: 'Appealed task' });
    const submissionId = await submitAs(server, worker, taskId);
    expect((await review(server, buyer, submissionId, 'reject')).statusCode).toBe(200);
    const statement = 'Every photo is labelled, see the second sheet.';
    const appealed = await server.call(worker, {
      method: 'POST',
      url: `/api/submissions/${submissionId}/appeal`,
      payload: { statement },
    });
    expect(appealed.statusCode).toBe(200);

    const received = await readUntil(response, (text) => text.includes('data: '));
    const line = received.split('\n').find((entry) => entry.startsWith('data: '));
    expect(JSON.parse(line?.slice('data: '.length) ?? '{}')).toMatchObject({
      toEmail: buyer.email,
      message: NOTIFICATION_TEXTS.appealReceived('Wim Worker', 'Appealed task'),
      detail: statement,
    });
    aborter.abort();
  });

  test('accepts the Authorization header like every other route', async () => {
    const aborter = new AbortController();
    const response = await open(
      '',
      { authorization: `Bearer ${otherWorker.idToken}` },
      aborter.signal,
    );
    expect(response.status).toBe(200);
    await readUntil(response, (text) => text.includes(': connected'));
    await notify(admin, { message: 'Live hello', toEmail: otherWorker.email });
    expect(await readUntil(response, (text) => text.includes('Live hello'))).toContain(
      '"message":"Live hello"',
    );
    aborter.abort();
  });

  test('without a valid ticket or token the answer is 401', async () => {
    const missing = await open('');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Sign in to continue.' });
    const forged = await open('?ticket=forged');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      message: NOTIFICATION_STREAM_MESSAGES.invalidTicket,
    });
  });

  test('the ID token in the query opens nothing, not even the stream', async () => {
    expect((await open(`?access_token=${worker.idToken}`)).status).toBe(401);
    const response = await fetch(
      `${baseUrl}${bellUrl(worker.email)}&access_token=${worker.idToken}`,
    );
    expect(response.status).toBe(401);
  });

  test('a ticket opens one stream, once, and only for a signed-in person', async () => {
    const issued = await server.call(worker, {
      method: 'POST',
      url: '/api/notifications/stream-ticket',
    });
    expect(issued.statusCode).toBe(201);
    const { ticket, expiresAt } = issued.json<StreamTicket>();
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    // Only its hash is stored.
    const stored = await server.database.db.select().from(streamTickets);
    expect(JSON.stringify(stored)).not.toContain(ticket);

    const aborter = new AbortController();
    expect((await open(`?ticket=${ticket}`, {}, aborter.signal)).status).toBe(200);
    aborter.abort();
    const again = await open(`?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: NOTIFICATION_STREAM_MESSAGES.invalidTicket });

    const anonymous = await server.call(undefined, {
      method: 'POST',
      url: '/api/notifications/stream-ticket',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('an expired ticket opens nothing', async () => {
    const shortLived = await createTestServer({ STREAM_TICKET_SECONDS: '0' });
    try {
      const person = await shortLived.createUser('worker');
      const issued = await shortLived.call(person, {
        method: 'POST',
        url: '/api/notifications/stream-ticket',
      });
      const answer = await shortLived.call(undefined, {
        method: 'GET',
        url: `/api/notifications/stream?ticket=${issued.json<StreamTicket>().ticket}`,
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: NOTIFICATION_STREAM_MESSAGES.invalidTicket });
    } finally {
      await shortLived.close();
    }
  });

  test('an account may keep a few streams open; one more is refused with 429', async () => {
    const person = await server.createUser('worker', 'Many Tabs');
    const limit = server.config.limits.streamsPerAccount;
    const aborters = Array.from({ length: limit }, () => new AbortController());
    for (const aborter of aborters) {
      const response = await open(`?ticket=${await ticketOf(person)}`, {}, aborter.signal);
      expect(response.status).toBe(200);
      await readUntil(response, (text) => text.includes(': connected'));
    }
    const refused = await open(`?ticket=${await ticketOf(person)}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: NOTIFICATION_STREAM_MESSAGES.tooManyStreams(limit),
    });
    // Somebody else is not affected.
    const other = new AbortController();
    expect((await open(`?ticket=${await ticketOf(otherWorker)}`, {}, other.signal)).status).toBe(
      200,
    );
    other.abort();

    // Once a tab closes its stream, another may open.
    aborters[0]?.abort();
    const reopened = new AbortController();
    let status = 0;
    // The server notices the closed connection soon, not at once: try until it has.
    while (status !== 200) {
      const attempt = await open(`?ticket=${await ticketOf(person)}`, {}, reopened.signal);
      status = attempt.status;
      if (status !== 200) {
        expect(status).toBe(429);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    reopened.abort();
    for (const aborter of aborters) aborter.abort();
  });

  test('deleting an account ends its streams; the next account with its e-mail gets its own', async () => {
    const person = await server.createUser('worker', 'Soon Gone');
    const response = await open(`?ticket=${await ticketOf(person)}`);
    await readUntil(response, (text) => text.includes(': connected'));

    const deleted = await server.call(admin, {
      method: 'DELETE',
      url: `/api/users/${person.user._id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const rest = await readUntil(response, () => false);

    const successor = await signUpWithEmail(person.email, 'Next Owner');
    const created = await server.call(successor, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Next Owner', email: person.email, photo: '', role: 'worker' },
    });
    expect(created.statusCode).toBe(201);
    await notify(admin, { message: 'For the new owner only', toEmail: person.email });
    expect(rest).not.toContain('For the new owner only');
  });

  test('changing an account’s role ends its streams', async () => {
    const person = await server.createUser('worker', 'Soon Buyer');
    const response = await open(`?ticket=${await ticketOf(person)}`);
    await readUntil(response, (text) => text.includes(': connected'));
    const changed = await server.call(admin, {
      method: 'PATCH',
      url: `/api/users/${person.user._id}`,
      payload: { role: 'buyer' },
    });
    expect(changed.statusCode).toBe(200);
    // The server ends the stream: reading it to its end finishes.
    await expect(readUntil(response, () => false)).resolves.toEqual(expect.any(String));
  });

  test('closing the server ends open streams', async () => {
    const other = await createTestServer();
    const person = await other.createUser('worker');
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = (
      await other.call(person, { method: 'POST', url: '/api/notifications/stream-ticket' })
    ).json<StreamTicket>().ticket;
    const response = await fetch(`${url}/api/notifications/stream?ticket=${ticket}`);
    expect(response.status).toBe(200);
    await other.close();
    const rest = await readUntil(response, () => false);
    expect(rest).toContain(': connected');
  });
});
