/**
 * A local stand-in for the outside image host: multipart POST with field `image` and a `key`
 * query parameter, answering `{ success, data: { display_url } }` as the host does.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface ReceivedImage {
  key: string | null;
  type: string;
  bytes: Buffer;
}

export interface ImageHostStandIn {
  url: string;
  received: ReceivedImage[];
  /** While false, every upload is refused as the host refuses a bad key. */
  accepting: boolean;
  close(): Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startImageHostStandIn(): Promise<ImageHostStandIn> {
  const received: ReceivedImage[] = [];
  let origin = '';
  const standIn: ImageHostStandIn = {
    url: '',
    received,
    accepting: true,
    close: () => Promise.resolve(),
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const body = await readBody(request);
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const image = form.get('image');
      response.setHeader('content-type', 'application/json');
      if (!standIn.accepting || !(image instanceof Blob)) {
        response.writeHead(400);
        response.end(
          JSON.stringify({ status_code: 400, error: { message: 'Invalid API v1 key.' } }),
        );
        return;
      }
      const bytes = Buffer.from(await image.arrayBuffer());
      received.push({ key: url.searchParams.get('key'), type: image.type, bytes });
      const displayUrl = `${origin}/i/${randomBytes(6).toString('hex')}.png`;
      response.end(
        JSON.stringify({ data: { display_url: displayUrl }, success: true, status: 200 }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The stand-in has no port.');
  origin = `http://127.0.0.1:${address.port}`;
  standIn.url = `${origin}/1/upload`;
  standIn.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return standIn;
}
