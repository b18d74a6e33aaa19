import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  type Metric,
  type Registry,
} from 'prom-client';
import type { AppContext } from '../context.js';
import { poolUse } from '../db/client.js';
import type { Replica } from '../db/replica.js';

/** Longest wait for the job queue's depths at a scrape (ms); past it the depth gauge is left empty. */
const QUEUE_TIMEOUT_MS = 1_000;

/** The route label of a request no route matched (one series for every unknown URL). */
const UNMATCHED = 'unmatched';

/** Resolves with `work`, or rejects after `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The read replica's series (issue 43 §2): whether reads may go to it, its lag, and the reads it answered or failed. */
function replicaGauges(replica: Replica): Metric[] {
  return [
    new Gauge({
      name: 'sponsordesk_db_replica_fresh',
      help: 'Whether reads may go to the read replica now (1), or all go to the primary (0: down, lagging, not checked).',
      registers: [],
      collect() {
        this.set(replica.fresh() ? 1 : 0);
      },
    }),
    new Gauge({
      name: 'sponsordesk_db_replica_lag_seconds',
      help: 'The read replica behind the primary at its last check (seconds); absent while unknown.',
      registers: [],
      collect() {
        this.reset();
        const lag = replica.lagMs();
        if (lag !== null) this.set(lag / 1000);
      },
    }),
    new Counter({
      name: 'sponsordesk_db_replica_reads_total',
      help: 'Read statements sent to the read replica, by outcome: answered there, or failed there and run on the primary.',
      labelNames: ['outcome'],
      registers: [],
      collect() {
        this.reset();
        this.inc({ outcome: 'replica' }, replica.reads.replica);
        this.inc({ outcome: 'fell_back' }, replica.reads.fellBack);
      },
    }),
  ];
}

/** Adds what is read at scrape time: open sockets, queue depths, job failures, the pool's use, and the replica's. */
function scrapeGauges(
  app: FastifyInstance,
  registry: Registry,
  context: AppContext,
  replica: Replica | undefined,
): void {
  const { realtime, jobs, db } = context;
  const gauges: Metric[] = [
    new Gauge({
      name: 'sponsordesk_open_sockets',
      help: 'Sockets connected to this copy, by namespace.',
      labelNames: ['namespace'],
      registers: [],
      collect() {
        for (const [namespace, n] of Object.entries(realtime.socketCounts()))
          this.set({ namespace }, n);
      },
    }),
    new Gauge({
      name: 'sponsordesk_job_queue_depth',
      help: 'Jobs waiting (created or retrying, not yet active), by queue.',
      labelNames: ['queue'],
      registers: [],
      async collect() {
        this.reset();
        try {
          const depths = await within(jobs.depths(), QUEUE_TIMEOUT_MS);
          for (const [queue, n] of Object.entries(depths)) this.set({ queue }, n);
        } catch (e) {
          app.log.warn(`metrics: job queue depths unavailable: ${(e as Error).message}`);
        }
      },
    }),
    new Counter({
      name: 'sponsordesk_job_failures_total',
      help: 'Job runs that failed in this copy (a handler threw), by queue.',
      labelNames: ['queue'],
      registers: [],
      collect() {
        this.reset(); // the job queue keeps the count; this reads it
        for (const [queue, n] of Object.entries(jobs.failures())) this.inc({ queue }, n);
      },
    }),
    new Gauge({
      name: 'sponsordesk_db_pool_connections',
      help: 'Database connections: total open, idle, and queries waiting for one (PGlite: one total).',
      labelNames: ['state'],
      registers: [],
      collect() {
        const use = poolUse(db) ?? { total: 1 };
        for (const [state, n] of Object.entries(use)) this.set({ state }, n);
      },
    }),
    ...(replica ? replicaGauges(replica) : []),
  ];
  for (const gauge of gauges) registry.registerMetric(gauge);
}

/** Whether an Authorization header carries `token` (constant time); any header passes when there is no token. */
function authorizer(token: string | undefined): (header: string | undefined) => boolean {
  if (!token) return () => true;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const expected = digest(`Bearer ${token}`);
  return (header) => timingSafeEqual(digest(header ?? ''), expected);
}

const UNAUTHORIZED = {
  error: 'UNAUTHORIZED',
  message: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
};

/**
 * Prometheus metrics at `GET /metrics` (README, Metrics), off unless `token` or `port` is given:
 * with `token`, /metrics on the app's port answers only `Authorization: Bearer <token>` (401 otherwise);
 * with `port`, a small listener of its own on `host:port` serves it too (closed with the app; the token
 * applies there as well when set). Off, /metrics answers 404. Series: request durations by route pattern
 * (unmatched URLs as one route), method and status; open sockets; chat messages and notifications pushed;
 * job queue depth and failures; database pool use; the read replica's freshness, lag and reads; the process'
 * and event loop's (prom-client defaults).
 * The registry is this app's own (several apps in one process do not clash).
 */
export const metrics = fp(
  async (
    app: FastifyInstance,
    opts: { context: AppContext; replica?: Replica; token?: string; port?: number; host?: string },
  ) => {
    const { context, token, port } = opts;
    if (!token && port === undefined) return;
    const { registry } = context.metrics;
    collectDefaultMetrics({ register: registry });
    scrapeGauges(app, registry, context, opts.replica);
    const durations = new Histogram({
      name: 'sponsordesk_http_request_duration_seconds',
      help: 'HTTP request durations by route pattern, method and status code (seconds).',
      labelNames: ['route', 'method', 'status_code'],
      registers: [registry],
    });
    app.addHook('onResponse', async (req, reply) => {
      durations.observe(
        {
          route: req.routeOptions.url ?? UNMATCHED,
          method: req.method,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });
    const authorized = authorizer(token);
    if (token)
      app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return reply.code(401).send(UNAUTHORIZED);
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    if (port === undefined) return;
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const answer = (status: number, type: string, body: string) =>
        res.writeHead(status, { 'content-type': type }).end(body);
      const json = 'application/json; charset=utf-8';
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics')
        return answer(404, json, JSON.stringify({ error: 'NOT_FOUND', message: 'Not found.' }));
      if (!authorized(req.headers.authorization))
        return answer(401, json, JSON.stringify(UNAUTHORIZED));
      registry.metrics().then(
        (text) => answer(200, registry.contentType, text),
        (e: Error) => answer(500, 'text/plain', e.message),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, opts.host, () => resolve());
    });
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  },
);
