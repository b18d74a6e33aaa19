import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@crm/contracts';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sentence of the route's rate-limit refusal, given the seconds to wait; default MESSAGES.tooManyRequests. */
    rateLimitMessage?: (seconds: number) => string;
  }
}

/** Where the counts are kept: this copy's memory, or a Redis shared by the deployment's copies. */
export type RateLimitOptions = {
  /** The copy's client on the deployment's Redis (lib/redis.ts): counts are shared, so a limit holds across copies. */
  redis?: Redis;
  /** The deployment's id, naming its keys in a Redis other deployments may share. */
  deploymentId?: string;
};

/**
 * Rate limits only where a route asks for one (`config.rateLimit`, e.g. the calendar feed) or a plugin makes
 * one (`app.createRateLimit`, e.g. the API tokens'), checked before its handler: past the limit, 429
 * TOO_MANY_REQUESTS with Retry-After (seconds) and the route's `rateLimitMessage` saying when to try again.
 * Counted in Redis when there is one (keys `crm:<deployment>:rate:…`, expiring with their window), so N
 * copies allow the limit once, not N times; if Redis cannot be reached the request is let through
 * (a limit never refuses a request on its own failure).
 */
export const rateLimit = fp(async (app, options: RateLimitOptions) => {
  const { redis } = options;
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis && {
      redis,
      nameSpace: `crm:${options.deploymentId}:rate:`,
      skipOnError: true,
    }),
    errorResponseBuilder: (req, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      const message = req.routeOptions.config.rateLimitMessage ?? MESSAGES.tooManyRequests;
      return new AppError(429, 'TOO_MANY_REQUESTS', message(seconds));
    },
  });
});
