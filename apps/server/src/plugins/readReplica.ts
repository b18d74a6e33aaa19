import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { currentRequest } from '../lib/requestContext.js';
import { changesDataOf } from '../lib/route.js';

/** How long a user's reads stay on the primary after their last write ended (ms): longer than the replica's allowed lag. */
const READ_YOUR_WRITES_MS = 5_000;

/** Users who wrote lately: kept in Redis when the copies share one (a write on one copy, the next read on another), else in this copy. */
type RecentWriters = {
  mark: (userId: number) => Promise<void>;
  wrote: (userId: number) => Promise<boolean>;
};

function recentWriters(windowMs: number, redis: Redis | undefined, prefix: string): RecentWriters {
  if (!redis) {
    const until = new Map<number, number>();
    return {
      mark: async (userId) => void until.set(userId, Date.now() + windowMs),
      wrote: async (userId) => (until.get(userId) ?? 0) > Date.now(),
    };
  }
  return {
    mark: async (userId) => {
      await redis.set(`${prefix}${userId}`, '1', 'PX', windowMs).catch(() => undefined);
    },
    // a Redis that cannot be reached: every read goes to the primary
    wrote: (userId) =>
      redis.exists(`${prefix}${userId}`).then(
        (n) => n > 0,
        () => true,
      ),
  };
}

/**
 * Read-your-writes over the read replica (issue 43 §2; db/replica.ts sends the reads): a request of a read
 * route (`config.changesData` false) by a user who has not written in the last READ_YOUR_WRITES_MS may read
 * from the replica; a write route marks its user before it runs and again when it has answered, so their
 * reads stay on the primary until 5 s after their last write, on every copy when they share a Redis
 * (keys `crm:<deployment>:wrote:<userId>`). Requests without a user (sign-in, public links) read from the
 * primary. Registered only when a replica is configured.
 */
export const readReplica = fp(async (app, options: { redis?: Redis; deploymentId?: string }) => {
  const prefix = `crm:${options.deploymentId}:wrote:`;
  const writers = recentWriters(READ_YOUR_WRITES_MS, options.redis, prefix);
  app.addHook('preHandler', async (req) => {
    const userId = req.session?.userId;
    const ctx = currentRequest();
    if (!userId || !ctx) return;
    if (changesDataOf(req)) await writers.mark(userId);
    else ctx.replicaReads = !(await writers.wrote(userId));
  });
  app.addHook('onResponse', async (req) => {
    const userId = req.session?.userId;
    if (userId && changesDataOf(req)) await writers.mark(userId);
  });
});
