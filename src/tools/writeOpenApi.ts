/** `npm run docs:api`: writes the OpenAPI document generated from the route schemas. */
import fs from 'node:fs';
import path from 'node:path';

import { generateOpenApiDocument, OPENAPI_FILE } from '@server/openapi';

generateOpenApiDocument()
  .then((document) => {
    fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
    fs.writeFileSync(OPENAPI_FILE, document);
    console.log(`Wrote ${OPENAPI_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
