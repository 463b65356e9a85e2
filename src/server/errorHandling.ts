/** Every error answers JSON `{ message }`; a client's mistake is never a 500. */
import type { FastifyError, FastifyInstance } from 'fastify';

import { HttpError } from './errors';

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** "body.task_title must NOT have more than 200 characters" → names the field. */
function describeValidation(error: FastifyError): string {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!issue) return error.message;
  const context = error.validationContext ?? 'request';
  const missing = issue.params?.missingProperty;
  const extra = issue.params?.additionalProperty;
  const pointer = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (typeof missing === 'string')
    return `${context}.${pointer ? `${pointer}.` : ''}${missing} is required`;
  if (typeof extra === 'string') return `${context}.${extra} is not allowed`;
  const field = pointer ? `${context}.${pointer}` : context;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
