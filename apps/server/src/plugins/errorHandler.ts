import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@crm/contracts';
import { AppError, isConcurrencyFailure, isConnectionLoss } from '../lib/errors.js';
import { schemaError } from '../lib/validation.js';

/**
 * Every failure answers `{error, message}` (and `field` when one field is at fault): AppError with its
 * status (a rate limit's 429 is one: plugins/rateLimit.ts); 400 BAD_REQUEST for a body or query the zod
 * schema refuses; 413 for a body over the limit; other 4xx as Fastify made them; 503 DATABASE_UNAVAILABLE (Retry-After: 1) when
 * the database connection is lost; 409 CONCURRENT_CHANGE when a transaction lost a race; else 500.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError)
      return reply.code(err.status).send({
        error: err.code,
        message: err.message,
        ...(err.field ? { field: err.field } : {}),
      });
    if (hasZodFastifySchemaValidationErrors(err))
      return reply.code(400).send({ error: 'BAD_REQUEST', ...schemaError(err.validation) });
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return reply
        .code(e.statusCode)
        .send({ error: e.code ?? 'BAD_REQUEST', message: e.message ?? 'Bad request' });
    if (isConnectionLoss(err)) {
      req.log.warn(err);
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: 'DATABASE_UNAVAILABLE', message: MESSAGES.databaseUnavailable });
    }
    if (isConcurrencyFailure(err)) {
      req.log.warn(err);
      return reply
        .code(409)
        .send({ error: 'CONCURRENT_CHANGE', message: MESSAGES.concurrentChange });
    }
    req.log.error(err);
    return reply.code(500).send({ error: 'INTERNAL', message: MESSAGES.genericError });
  });
});
