import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header (a write a client may retry). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { key: string; route: string };
  }
}

/** How long a key's first answer is replayed (ms). */
const IDEMPOTENCY_TTL_HOURS = 24;
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * `Idempotency-Key` on retryable writes (routes with `config.idempotent`): the first request with a
 * key (per user, method and path) runs; its 2xx answer is kept for 24 h and a later request with the
 * same key gets that answer back and writes nothing. While the first still runs, a repeat gets 409;
 * a first that failed (non-2xx) leaves the key free to try again. Kept in PostgreSQL, so every
 * server copy sees the same keys.
 */
export const idempotency = fp<{ db: Db }>(async (app, { db }) => {
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.headers['idempotency-key'];
    if (!req.routeOptions.config?.idempotent || raw === undefined || !req.actor) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!KEY.test(key))
      throw new AppError(
        400,
        'BAD_IDEMPOTENCY_KEY',
        'Idempotency-Key must be 1 to 200 visible ASCII characters.',
      );
    const route = `${req.method} ${req.routeOptions.url}`;
    const userId = req.actor.userId;
    await db.execute(
      sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and route = ${route} and created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
    );
    const { rows } = await db.execute(
      sql`insert into idempotency_keys (user_id, key, route) values (${userId}, ${key}, ${route}) on conflict do nothing returning 1`,
    );
    if (rows.length) {
      req.idempotency = { key, route };
      return;
    }
    const { rows: first } = await db.execute<{ status: number | null; body: unknown }>(
      sql`select status, body from idempotency_keys where user_id = ${userId} and key = ${key} and route = ${route}`,
    );
    if (!first[0] || first[0].status === null)
      throw new AppError(
        409,
        'REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed. Please wait and try again.',
      );
    return reply.code(first[0].status).header('idempotent-replayed', 'true').send(first[0].body);
  });
  const settle = async (req: FastifyRequest, status: number, payload: unknown) => {
    const idem = req.idempotency;
    if (!idem) return;
    req.idempotency = undefined;
    const where = sql`user_id = ${req.actor.userId} and key = ${idem.key} and route = ${idem.route}`;
    if (status >= 200 && status < 300 && typeof payload === 'string') {
      await db.execute(
        sql`update idempotency_keys set status = ${status}, body = ${payload}::jsonb where ${where}`,
      );
    } else {
      await db.execute(sql`delete from idempotency_keys where ${where}`);
    }
  };
  app.addHook('onSend', async (req, reply, payload) => {
    await settle(req, reply.statusCode, payload);
    return payload;
  });
  app.addHook('onRequestAbort', async (req) => settle(req, 499, null));
});
