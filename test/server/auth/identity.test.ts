/**
 * The server accepts ID tokens the identity provider issued and nothing else: forged,
 * tampered, expired, foreign-project and missing tokens all get 401.
 */
import { generateKeyPairSync, createSign } from 'node:crypto';

import { createTestServer, type TestServer } from '../support/testServer';
import { TEST_PROJECT_ID } from '../support/constants';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function claimsFor(uid: string, email: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
    ...overrides,
  };
}

function unsignedToken(claims: object): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;
}

function rs256Token(claims: object): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'attacker-key' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(privateKey);
  return `${header}.${body}.${base64url(signature)}`;
}

async function getOwnRecord(token: string | undefined, email: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/user?email=${encodeURIComponent(email)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

test('a token the Auth Emulator issued to a signed-up account is accepted', async () => {
  const worker = await server.createUser('worker', 'Ravi Token');
  const response = await getOwnRecord(worker.idToken, worker.email);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ email: worker.email, role: 'worker' });
});

test('a missing token gets 401 with a message', async () => {
  const response = await getOwnRecord(undefined, 'someone@example.test');
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: expect.any(String) });
});

test('forged, tampered, expired and foreign tokens get 401', async () => {
  const worker = await server.createUser('worker', 'Mina Forge');
  const [header, , signature] = worker.idToken.split('.');
  const stranger = claimsFor('uid-that-does-not-exist', 'stranger@example.test');
  const forgedTokens = {
    'signed with an attacker key': rs256Token(claimsFor(worker.uid, worker.email)),
    'unsigned, for an account the provider does not know': unsignedToken(stranger),
    'tampered claims': `${header}.${base64url(JSON.stringify(claimsFor(worker.uid, 'admin@example.test')))}.${signature}`,
    expired: unsignedToken(
      claimsFor(worker.uid, worker.email, {
        iat: 1_600_000_000,
        exp: 1_600_003_600,
        auth_time: 1_600_000_000,
      }),
    ),
    'for another project': unsignedToken(
      claimsFor(worker.uid, worker.email, {
        aud: 'another-project',
        iss: 'https://securetoken.google.com/another-project',
      }),
    ),
    garbage: 'not-a-token',
  };
  for (const [kind, token] of Object.entries(forgedTokens)) {
    const response = await getOwnRecord(token, worker.email);
    expect({ kind, status: response.statusCode }).toEqual({ kind, status: 401 });
  }
});

test('the token of a deleted account cannot sign up again', async () => {
  const account = await server.createAccount('Gone Soon');
  await server.identity.deleteAccount(account.uid);
  const response = await server.call(account, {
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Gone Soon', email: account.email, photo: '', role: 'buyer' },
  });
  expect(response.statusCode).toBe(401);
});
