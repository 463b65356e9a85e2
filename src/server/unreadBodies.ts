/**
 * A request answered before its body was read — too large (413), not signed in (401), over a
 * limit (429), to no route (404) — has its body read and dropped before the answer goes, up to
 * a ceiling (docs/security.md). Answered with the body still arriving, the connection would be
 * closed under it (Fastify asks for that after a 413, and a client may ask for it on every
 * request), which resets it: a client that sends the whole body before it reads, as many
 * scripts and HTTP libraries do, would lose the answer and see a broken pipe. Beyond the
 * ceiling, or when the rest is too slow to come, the answer goes and the connection closes.
 */
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

/** The most of an unread body read and dropped so that its answer arrives. */
export const UNREAD_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** How long the rest of an unread body may take to arrive. */
export const UNREAD_BODY_TIMEOUT_MS = 30_000;

export function discardUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const incoming = request.raw;
    // `complete` is the parser's: false while the body is still arriving (and undefined for
    // requests injected in process, which have nothing to wait for).
    if (incoming.complete !== false || incoming.destroyed) return;
    if (await readToTheEnd(incoming)) reply.removeHeader('connection');
    else reply.header('connection', 'close');
  });
}

/** Reads and drops the rest of the body: true when it ended within the ceiling and in time. */
function readToTheEnd(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', count);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      resolve(ended);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > UNREAD_BODY_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(incoming.complete);
    const timer = setTimeout(() => finish(false), UNREAD_BODY_TIMEOUT_MS);
    incoming.on('data', count);
    incoming.once('end', onEnd);
    incoming.once('close', onClose);
    incoming.resume();
  });
}
