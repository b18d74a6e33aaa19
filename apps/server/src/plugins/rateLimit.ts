import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@crm/contracts';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sentence of the route's rate-limit refusal, given the seconds to wait; default MESSAGES.tooManyRequests. */
    rateLimitMessage?: (seconds: number) => string;
  }
}

/**
 * Rate limits only where a route asks for one (`config.rateLimit`, e.g. the calendar feed), checked before its
 * handler: past the limit, 429 TOO_MANY_REQUESTS with Retry-After (seconds) and the route's `rateLimitMessage`
 * saying when to try again.
 */
export const rateLimit = fp(async (app) => {
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (req, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      const message = req.routeOptions.config.rateLimitMessage ?? MESSAGES.tooManyRequests;
      return new AppError(429, 'TOO_MANY_REQUESTS', message(seconds));
    },
  });
});
