/**
 * A stand-in for the identity provider's network: an HTTP proxy in front of the Auth
 * Emulator that can forward, hang (accept and never answer) chosen requests, hold their answers
 * (the emulator has answered; the answer is delivered once released), or be down (nothing
 * listens). It counts the connections the server opens to it.
 */
import http from 'node:http';
import type net from 'node:net';

export type ProxyMode =
  /** Every request reaches the emulator. */
  | { kind: 'forward' }
  /** Requests `hangs` picks are accepted and never answered; the others are forwarded. */
  | { kind: 'hang'; hangs: (request: http.IncomingMessage) => boolean }
  /**
   * Requests `holds` picks are forwarded and answered by the emulator, but their answers wait
   * until the mode changes again (or `releaseHeld`); the others are forwarded.
   */
  | { kind: 'holdAnswers'; holds: (request: http.IncomingMessage) => boolean }
  /** Nothing listens on the port (connections are refused). */
  | { kind: 'down' };

export interface IdentityProxy {
  /** `host:port`, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  setMode(mode: ProxyMode): Promise<void>;
  /** Connections open now. */
  openConnections(): number;
  /** The most connections open at once since the last reset. */
  peakConnections(): number;
  resetPeak(): void;
  /** Requests seen (answered or not) whose URL contains `fragment`. */
  requestsTo(fragment: string): number;
  /** Answers held now (mode holdAnswers). */
  heldAnswers(): number;
  /** Delivers the held answers. */
  releaseHeld(): void;
  close(): Promise<void>;
}

export const hangsAll = () => true;

export async function startIdentityProxy(emulatorHost: string): Promise<IdentityProxy> {
  const [targetHost, targetPort] = emulatorHost.split(':');
  let mode: ProxyMode = { kind: 'forward' };
  const connections = new Set<net.Socket>();
  let peak = 0;
  const seenUrls: string[] = [];
  let held: (() => void)[] = [];
  const releaseHeld = () => {
    const deliveries = held;
    held = [];
    for (const deliver of deliveries) deliver();
  };

  const server = http.createServer((request, response) => {
    seenUrls.push(request.url ?? '');
    if (mode.kind === 'hang' && mode.hangs(request)) {
      request.resume();
      return;
    }
    const holding = mode.kind === 'holdAnswers' && mode.holds(request);
    const upstream = http.request(
      {
        host: targetHost,
        port: Number(targetPort),
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const deliver = () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        if (holding) held.push(deliver);
        else deliver();
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    connections.add(socket);
    peak = Math.max(peak, connections.size);
    socket.once('close', () => connections.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port.');
  const port = address.port;

  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of connections) socket.destroy();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });

  return {
    host: `127.0.0.1:${port}`,
    async setMode(next) {
      const wasDown = mode.kind === 'down';
      mode = next;
      releaseHeld();
      if (next.kind === 'down' && !wasDown) await stopListening();
      if (next.kind !== 'down' && wasDown) await listen(port);
    },
    openConnections: () => connections.size,
    peakConnections: () => peak,
    resetPeak() {
      peak = connections.size;
    },
    requestsTo: (fragment) => seenUrls.filter((url) => url.includes(fragment)).length,
    heldAnswers: () => held.length,
    releaseHeld,
    close: stopListening,
  };
}
