import fs from 'node:fs';

import { generateOpenApiDocument, OPENAPI_FILE } from '@server/openapi';

test(`${OPENAPI_FILE} matches the route schemas (run npm run docs:api after changing a route)`, async () => {
  const generated = await generateOpenApiDocument();
  expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(generated);
});

test('the API documentation is served at /api/docs', async () => {
  const { createTestServer } = await import('./support/testServer');
  const server = await createTestServer();
  try {
    const page = await server.call(undefined, { method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const document = await server.call(undefined, { method: 'GET', url: '/api/docs/json' });
    expect(document.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: 'Coinwork API' },
    });
  } finally {
    await server.close();
  }
});
