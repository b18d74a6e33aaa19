import type { FastifyContextConfig } from 'fastify';
import { IMPORT_MESSAGES, IMPORT_UPLOADS_PER_HOUR } from '@crm/contracts';
import { AppError } from '../../lib/errors.js';

/**
 * The import upload quota, the route config of both parse routes (brand and event import): at most
 * IMPORT_UPLOADS_PER_HOUR uploads per user and route in an hour's window, refused ones too; past it
 * 429 TOO_MANY_IMPORTS (IMPORT_MESSAGES.tooManyUploads) with Retry-After (seconds), checked before the
 * file is read. Counted by each server copy, each route on its own (@fastify/rate-limit's memory store).
 */
export const importUploadQuota: FastifyContextConfig = {
  rateLimit: {
    max: IMPORT_UPLOADS_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (req) => `user:${req.actor.userId}`,
    errorResponseBuilder: (_req, context) =>
      new AppError(
        429,
        'TOO_MANY_IMPORTS',
        IMPORT_MESSAGES.tooManyUploads(Math.max(1, Math.ceil(context.ttl / 60_000))),
      ),
  },
};
