/** Every error leaves as JSON `{ error, message }` with the right status; no stack traces. */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const httpError = (statusCode: number, message: string) => new HttpError(statusCode, message);

const reason = (status: number) => STATUS_CODES[status] ?? 'Error';

/** "body/idToken must be string" → "idToken must be string"; a missing property is named. */
function validationMessage(error: FastifyError) {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const field = missing ?? first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return missing ? `${field} is required` : `${field || error.validationContext || 'request'} ${first.message ?? 'is invalid'}`;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.status(400).send({ error: reason(400), message: validationMessage(error) });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A deliberate HttpError (503 when busy) keeps its message; anything else is not told.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error(error);
      return reply.status(status).send({ error: reason(status), message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ error: reason(status), message: error.message });
  });
}
