import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What code running for an HTTP request knows about it, wherever it runs (services, the database
 * driver): its id, its route pattern ('/api/brand/:id', not the raw URL), the client's address (as
 * TRUST_PROXY lets it be read), its logger (Fastify's request.log, every line carrying the request id)
 * the slow-statement threshold (ms), and whether its reads may go to the read replica.
 */
export type RequestContext = {
  reqId: string;
  route: string;
  address: string;
  log: FastifyBaseLogger;
  slowSqlMs: number;
  /** Its reads may go to the read replica (a read route of a user who wrote nothing lately: plugins/readReplica.ts). */
  replicaReads?: boolean;
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it starts) inside request context `ctx`. */
export const runInRequest = <T>(ctx: RequestContext, fn: () => T): T => storage.run(ctx, fn);

/** The context of the request the caller runs for; undefined outside requests (jobs, sockets, startup). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * Reports one SQL statement that took `ms` for the request `ctx` (taken when the statement was sent):
 * one that took the request's threshold or longer is logged at warn with its text (never its parameter
 * values, which may hold personal data), its time and the request's route; the log line carries the
 * request id. Statements outside requests are not reported.
 */
export function reportStatement(ctx: RequestContext | undefined, text: string, ms: number): void {
  if (ctx && ms >= ctx.slowSqlMs)
    ctx.log.warn(
      { sql: text, ms: Math.round(ms * 10) / 10, route: ctx.route },
      'slow SQL statement',
    );
}
