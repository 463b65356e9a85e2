/**
 * An HTTP/1.1 client over a real socket that sends the whole request before it reads anything,
 * and asks to close the connection after it: as Python's urllib and many scripts do. A server
 * that answers early and closes with the body still arriving resets the connection, and such a
 * client loses the answer (EPIPE or ECONNRESET instead).
 */
import net from 'node:net';

export interface WholeBodyRequest {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export type WholeBodyOutcome =
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'lost'; error: string; sentBytes: number };

const CHUNK_BYTES = 64 * 1024;

export async function sendWholeThenRead(request: WholeBodyRequest): Promise<WholeBodyOutcome> {
  const socket = net.connect(request.port, '127.0.0.1');
  // Nothing is read from the connection until the whole request has been written.
  socket.pause();
  let failure: Error | undefined;
  socket.on('error', (error) => {
    failure ??= error;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    'host: 127.0.0.1',
    'connection: close',
    `content-length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const payload = Buffer.concat([Buffer.from(head), request.body]);
  let sentBytes = 0;
  for (let at = 0; at < payload.length && !failure; at += CHUNK_BYTES) {
    const chunk = payload.subarray(at, at + CHUNK_BYTES);
    await new Promise<void>((resolve) => {
      socket.write(chunk, (error) => {
        if (error) failure ??= error;
        else sentBytes += chunk.length;
        resolve();
      });
    });
  }
  const received: Buffer[] = [];
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.once('close', () => resolve());
    socket.resume();
  });
  if (failure) return { kind: 'lost', error: errorCode(failure), sentBytes };
  const answer = Buffer.concat(received).toString('utf8');
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1];
  if (!status) return { kind: 'lost', error: 'no answer', sentBytes };
  return {
    kind: 'answered',
    status: Number(status),
    body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
  };
}

function errorCode(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? error.message;
}
