/** Notifications: the bell's list, a live stream of new ones, and an admin's own messages. */
import { PassThrough } from 'node:stream';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import {
  NOTIFICATION_STREAM_MESSAGES,
  LAST_EVENT_ID_PARAM,
  NOTIFICATIONS_STREAM_PATH,
  NOTIFICATIONS_STREAM_TICKET_PATH,
  STREAM_TICKET_PARAM,
} from '@contract/api';
import {
  EmailPageQuerySchema,
  type InsertedId,
  InsertedIdSchema,
  PAGE_DESCRIPTION,
  UUID_PATTERN,
} from '@contract/schemas/common';
import {
  CreateNotificationBodySchema,
  type Notification,
  NotificationListSchema,
  NotificationStreamQuerySchema,
  type StreamTicket,
  StreamTicketSchema,
} from '@contract/schemas/notifications';
import { ANY_ROLE, assertOwnEmail, callerOf } from '../auth/access';
import { badRequest } from '../errors';
import { listNotifications, sendNotification } from '../services/notifications';
import { issueStreamTicket } from '../services/streamTickets';
import { windowOf } from '../services/paging';
import type { RouteDependencies } from './index';
import { errorResponses, listed, signedIn } from './schemas';

/** The query's id (validated by the schema), else the header EventSource sends when it retries. */
function lastEventIdOf(
  fromQuery: string | undefined,
  header: string | string[] | undefined,
): string | undefined {
  if (fromQuery) return fromQuery;
  if (header === undefined || header === '') return undefined;
  if (typeof header === 'string' && UUID_PATTERN.test(header)) return header.toLowerCase();
  throw badRequest(NOTIFICATION_STREAM_MESSAGES.invalidLastEventId);
}

/** Below the idle timeouts of common proxies, so an open stream is not cut. */
const HEARTBEAT_MS = 25_000;

export const notificationRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { config, database, live },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  // Open streams never finish by themselves; end them so the server can close.
  const openStreams = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get(
    '/notifications',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first',
        description: PAGE_DESCRIPTION,
        ...signedIn,
        querystring: EmailPageQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Notification[]> => {
      const { email } = request.query;
      assertOwnEmail(callerOf(request), email);
      return listed(
        reply,
        await listNotifications(db, email.toLowerCase(), windowOf(request.query)),
      );
    },
  );

  app.post(
    '/notifications',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary: 'Send a message to a user (admins; review notifications are the server’s)',
        ...signedIn,
        body: CreateNotificationBodySchema,
        response: { 201: InsertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<InsertedId> => {
      const sent = await sendNotification(db, request.body.toEmail, request.body.message);
      reply.code(201);
      return { insertedId: sent._id };
    },
  );

  const { streamsPerAccount, streamTicketSeconds } = config.limits;

  app.post(
    NOTIFICATIONS_STREAM_TICKET_PATH,
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['notifications'],
        summary: 'A single-use ticket that opens your notification stream',
        description: `EventSource cannot send an Authorization header, and an ID token in an address is kept by proxies and logs: open ${NOTIFICATIONS_STREAM_PATH}?${STREAM_TICKET_PARAM}=<ticket> within ${streamTicketSeconds} s instead. A ticket opens one stream, once.`,
        ...signedIn,
        response: { 201: StreamTicketSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<StreamTicket> => {
      const ticket = await issueStreamTicket(db, callerOf(request).id, streamTicketSeconds);
      reply.code(201).header('cache-control', 'no-store');
      return ticket;
    },
  );

  app.get(
    NOTIFICATIONS_STREAM_PATH,
    {
      config: { access: ANY_ROLE, ticketInQuery: true },
      schema: {
        tags: ['notifications'],
        summary: 'Your new notifications as server-sent events',
        description: `text/event-stream: each new notification is one \`data:\` line of JSON (id = its _id); a comment line every 25 s keeps the stream open. EventSource cannot send headers, so this route takes a ticket from POST ${NOTIFICATIONS_STREAM_TICKET_PATH} as ?${STREAM_TICKET_PARAM}= (an Authorization header works too). A stream reopened with the id of the last event it received (?${LAST_EVENT_ID_PARAM}= or the Last-Event-ID header) first gets what came after it. At most ${streamsPerAccount} streams per account on each server instance (429 beyond); a stream ends when its account is deleted or its role changes.`,
        ...signedIn,
        querystring: NotificationStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const lastEventId = lastEventIdOf(
        request.query[LAST_EVENT_ID_PARAM],
        request.headers['last-event-id'],
      );
      const stream = new PassThrough();
      stream.write(': connected\n\n');
      const close = await live.streams.open(
        { id: caller.id, email: caller.email, role: caller.role },
        {
          deliver: (notification) => {
            stream.write(`id: ${notification._id}\ndata: ${JSON.stringify(notification)}\n\n`);
          },
          close: () => stream.end(),
        },
        { limit: streamsPerAccount, lastEventId },
      );
      // The browser may have gone while the missed notifications were read.
      if (request.raw.destroyed || request.socket.destroyed) {
        close();
        return reply;
      }
      openStreams.add(stream);
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      reply.raw.on('close', () => {
        clearInterval(heartbeat);
        close();
        openStreams.delete(stream);
        stream.end();
      });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
