/**
 * A local stand-in for the two calls of Stripe's API the server makes, so the real `stripe`
 * SDK can be driven in tests: POST /v1/payment_intents (form-encoded, as the SDK sends it)
 * and GET /v1/payment_intents/:id, both behind the secret key. What Stripe.js would do in
 * the browser (confirming the card) is done with `setStatus`.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  created: number;
  livemode: false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form fields as sent, e.g. `metadata[userId]`. */
  form: Record<string, string>;
}

export interface StripeStandIn {
  port: number;
  intents: Map<string, StandInIntent>;
  requests: RecordedRequest[];
  intentBySecret(clientSecret: string): StandInIntent;
  update(id: string, changes: Partial<Pick<StandInIntent, 'status' | 'amount'>>): void;
  close(): Promise<void>;
}

const INTENT_PATH = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/;

function stripeError(
  response: http.ServerResponse,
  status: number,
  error: Record<string, string>,
): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', ...error } }));
}

function sendJson(response: http.ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_standin' });
  response.end(JSON.stringify(body));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function createIntent(form: Record<string, string>): StandInIntent {
  const id = `pi_${randomBytes(12).toString('hex')}`;
  const metadata = Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );
  const automatic = form['automatic_payment_methods[enabled]'];
  return {
    id,
    object: 'payment_intent',
    amount: Number(form.amount),
    currency: form.currency ?? '',
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    metadata,
    automatic_payment_methods: automatic
      ? {
          enabled: automatic === 'true',
          allow_redirects: form['automatic_payment_methods[allow_redirects]'],
        }
      : null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
}

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const authorization = request.headers.authorization;
      requests.push({ method: request.method ?? '', path: url.pathname, authorization, form });

      if (authorization !== `Bearer ${secretKey}`) {
        stripeError(response, 401, { message: 'Invalid API Key provided.' });
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (!Number.isInteger(Number(form.amount)) || !form.currency) {
          stripeError(response, 400, { message: 'Missing required param: amount.' });
          return;
        }
        const intent = createIntent(form);
        intents.set(intent.id, intent);
        sendJson(response, intent);
        return;
      }
      const id = INTENT_PATH.exec(url.pathname)?.[1];
      if (request.method === 'GET' && id) {
        const intent = intents.get(id);
        if (intent) sendJson(response, intent);
        else {
          stripeError(response, 404, {
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${id}'`,
          });
        }
        return;
      }
      stripeError(response, 404, { message: `Unrecognized request URL (${request.method}).` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The stand-in has no port.');

  return {
    port: address.port,
    intents,
    requests,
    intentBySecret(clientSecret) {
      const intent = [...intents.values()].find((each) => each.client_secret === clientSecret);
      if (!intent) throw new Error('The stand-in issued no such client secret.');
      return intent;
    },
    update(id, changes) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The stand-in has no intent ${id}.`);
      Object.assign(intent, changes);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
