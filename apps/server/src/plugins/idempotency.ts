import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header (a write a client may retry). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs, and the timer renewing its lease. */
    idempotency?: { key: string; route: string; heartbeat: NodeJS.Timeout };
  }
}

/** How long a key's first answer is replayed (hours from that answer). */
const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * How long a key stays "in progress" without its holder renewing it (seconds): after that the holder
 * is taken as gone (its process crashed or was killed mid-request) and a retry takes the key over.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 120;
/** How often a running request renews its key's lease (ms): several times within the lease. */
const HEARTBEAT_MS = 30_000;
const KEY = /^[\x21-\x7e]{1,200}$/;

/** The hold's lease (seconds) and how often a running request renews it (ms); tests shorten them. */
type Lease = { seconds: number; renewEveryMs: number };
const LEASE: Lease = { seconds: IDEMPOTENCY_LEASE_SECONDS, renewEveryMs: HEARTBEAT_MS };

/**
 * `Idempotency-Key` on retryable writes (routes with `config.idempotent`): the first request with a
 * key (per user, method and path) runs; its 2xx answer is kept for 24 h and a later request with the
 * same key gets that answer back and writes nothing. While the first still runs, a repeat gets 409
 * REQUEST_IN_PROGRESS; a first that failed (non-2xx) leaves the key free to try again. A running
 * request renews its hold every 30 s (`created_at` is its last renewal until it answers); a hold not
 * renewed for IDEMPOTENCY_LEASE_SECONDS is a dead request's, and the next retry takes it over. Kept
 * in PostgreSQL, so every server copy sees the same keys.
 */
export const idempotency = fp<{ db: Db; lease?: Lease }>(async (app, { db, lease = LEASE }) => {
  /** Renews the hold on the key `where` every `lease.renewEveryMs` until the request settles it. */
  const renewEvery = (where: SQL, req: FastifyRequest) =>
    setInterval(() => {
      db.execute(
        sql`update idempotency_keys set created_at = now() where ${where} and status is null`,
      ).catch((e: unknown) => req.log.warn(e, 'idempotency key lease not renewed'));
    }, lease.renewEveryMs).unref();
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
    const where = sql`user_id = ${userId} and key = ${key} and route = ${route}`;
    await db.execute(
      sql`delete from idempotency_keys where ${where} and created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
    );
    const inserted = await db.execute(
      sql`insert into idempotency_keys (user_id, key, route) values (${userId}, ${key}, ${route}) on conflict do nothing returning 1`,
    );
    // a hold nobody renewed within the lease is a dead request's: this retry takes it over (one retry wins)
    const holds =
      inserted.rows.length > 0 ||
      (
        await db.execute(
          sql`update idempotency_keys set created_at = now() where ${where} and status is null
            and created_at < now() - make_interval(secs => ${lease.seconds}) returning 1`,
        )
      ).rows.length > 0;
    if (holds) {
      req.idempotency = { key, route, heartbeat: renewEvery(where, req) };
      return;
    }
    const { rows: first } = await db.execute<{ status: number | null; body: unknown }>(
      sql`select status, body from idempotency_keys where ${where}`,
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
    clearInterval(idem.heartbeat);
    const where = sql`user_id = ${req.actor.userId} and key = ${idem.key} and route = ${idem.route}`;
    if (status >= 200 && status < 300 && typeof payload === 'string') {
      await db.execute(
        sql`update idempotency_keys set status = ${status}, body = ${payload}::jsonb, created_at = now() where ${where}`,
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
