import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The copy's one ioredis client on the deployment's Redis (REDIS_URL), for the small state its copies share:
 * rate-limit counts (plugins/rateLimit.ts) and who wrote lately (plugins/readReplica.ts). It does not queue
 * commands while Redis is away and retries each once, so a caller sees a failure at once and goes on without
 * Redis; failures are logged at warn. Closed with the app.
 */
export function openCopyRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (e: Error) => app.log.warn(`Redis: ${e.message}`));
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return redis;
}
