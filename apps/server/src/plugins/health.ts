import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';

/** Longest wait for one dependency of the readiness check (ms). */
const CHECK_TIMEOUT_MS = 2_000;

type CheckState = 'ok' | 'off' | `failed: ${string}`;

/** Runs `check` with a time limit: 'ok', or 'failed: <why>' (its error, or the timeout). */
async function probe(check: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (e) {
    return `failed: ${e instanceof Error ? e.message : String(e)}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for an operator and a balancer: `GET /healthz` answers 200 while the process serves;
 * `GET /readyz` answers 200 when the database, Redis (when configured) and the file storage answer
 * within 2 s each, else 503 naming the failed check, and 503 'draining' once `app.drain()` was called
 * (main.ts calls it on SIGTERM, before closing, so a balancer stops sending first). Neither needs a
 * token; both are outside /api.
 */
export const health = fp(
  async (app: FastifyInstance, opts: { context: AppContext; redis: boolean }) => {
    const { db, realtime, storage } = opts.context;
    let draining = false;
    app.decorate('drain', () => {
      draining = true;
    });
    const ops = { schema: { hide: true } }; // operators' checks, not part of the API document
    app.get('/healthz', ops, async () => ({ status: 'ok' }));
    app.get('/readyz', ops, async (_req, reply) => {
      if (draining) return reply.code(503).send({ status: 'draining' });
      const [database, redis, files] = await Promise.all([
        probe(() => db.execute(sql`select 1`)),
        opts.redis ? probe(() => realtime.ping()) : ('off' as const),
        probe(() => storage.check()),
      ]);
      const checks = { database, redis, storage: files };
      const ready = Object.values(checks).every((c) => c === 'ok' || c === 'off');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks this copy as draining: GET /readyz answers 503 from now on (SIGTERM, before closing). */
    drain: () => void;
  }
}
