import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';

/** Rate limits only where a route asks for one (`config.rateLimit`, e.g. login), checked before its handler. */
export const rateLimit = fp(async (app) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler' });
});
