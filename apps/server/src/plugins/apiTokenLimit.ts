import fp from 'fastify-plugin';
import { API_TOKEN_MESSAGES, API_TOKEN_RATE_LIMIT } from '@crm/contracts';
import { AppError } from '../lib/errors.js';

/**
 * The rate limit of API tokens (issue 42 §1): API_TOKEN_RATE_LIMIT requests per token per window, across
 * the deployment's copies when they share a Redis (rateLimit.ts; else per copy), counted before the handler (after the auth check); past it, 429 TOO_MANY_REQUESTS with
 * Retry-After (seconds) and API_TOKEN_MESSAGES.rateLimited. Browser sessions are not counted here (a
 * route's own limit, e.g. the sign-in's, still applies to everyone).
 */
export const apiTokenLimit = fp(async (app) => {
  const limit = app.createRateLimit({
    max: API_TOKEN_RATE_LIMIT.max,
    timeWindow: API_TOKEN_RATE_LIMIT.windowSeconds * 1000,
    keyGenerator: (req) => `api-token:${req.session.apiToken?.id}`,
  });
  app.addHook('preHandler', async (req, reply) => {
    if (!req.session?.apiToken) return;
    const counted = await limit(req);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', String(counted.ttlInSeconds));
    throw new AppError(
      429,
      'TOO_MANY_REQUESTS',
      API_TOKEN_MESSAGES.rateLimited(counted.ttlInSeconds),
    );
  });
});
