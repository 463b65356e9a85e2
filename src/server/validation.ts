/**
 * Request validation: JSON bodies are checked as sent (no type coercion: `true`, `"5"` or
 * `[10]` where a number or a text belongs is a 400 naming the field), while the query string,
 * path parameters and headers, which are always text, are coerced to the schema's types.
 */
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

import { UUID_PATTERN } from '@contract/schemas/common';

const SHARED_OPTIONS: Options = {
  useDefaults: true,
  removeAdditional: false,
  // allErrors would let one large body cost a validation error per element.
  allErrors: false,
};

function validatorOf(options: Options): Ajv {
  const ajv = new Ajv({ ...SHARED_OPTIONS, ...options });
  addFormats(ajv);
  // An id the database would refuse is a 400 here, not an error in the query.
  ajv.addFormat('uuid', UUID_PATTERN);
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const forBodies = validatorOf({ coerceTypes: false });
  const forText = validatorOf({ coerceTypes: 'array' });
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? forBodies : forText).compile(schema),
  );
}
