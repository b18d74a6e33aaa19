import { randomUUID } from 'node:crypto';
import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequest } from '../lib/requestContext.js';

/** An incoming X-Request-Id is kept only when it looks like an id (a balancer's or a client's); else one is made. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's request-id options: the id of a request is its X-Request-Id header when that matches
 * SAFE_REQUEST_ID, else a new random UUID. Logged as `reqId` on every line of request.log.
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (req: IncomingMessage): string => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  },
};

/** Query parameters whose values are secrets (the calendar feed's `token`), by name, with the value after them. */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;

/** `url` with the values of secret query parameters (SECRET_PARAMS) replaced by `[REDACTED]`, for logs. */
const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[REDACTED]');

/** What the log serializer reads of a request: Fastify hands it its request, typed as the raw one. */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The request serializer of Fastify's log lines ('incoming request', a failure's line): Fastify's own
 * fields but `version`, with the secrets of the URL redacted (`redactUrl`), so a calendar feed's link
 * never reaches a log.
 */
export const requestSerializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: req.url && redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** The request's async scope, re-entered after the body was read (its stream events run outside it). */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Per-request logging: echoes the request id as the X-Request-Id response header; runs the rest of the
 * request inside its request context (lib/requestContext.ts: id, route pattern, request.log, and the
 * `slowSqlMs` threshold the database driver reports statements against); logs a request that took
 * `slowRequestMs` or longer at warn with method, route pattern, status and ms.
 */
export const requestLog = fp<{ slowRequestMs: number; slowSqlMs: number }>(
  async (app, { slowRequestMs, slowSqlMs }) => {
    const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? '(no route)';
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      const ctx = { reqId: req.id, route: routeOf(req), address: req.ip, log: req.log, slowSqlMs };
      runInRequest(ctx, () => {
        const scope = new AsyncResource('crm-request');
        scopes.set(req, scope);
        scope.runInAsyncScope(done, req.raw);
      });
    });
    app.addHook('preValidation', (req, _reply, done) => {
      const scope = scopes.get(req);
      if (scope) scope.runInAsyncScope(done, req.raw);
      else done();
    });
    app.addHook('onResponse', (req, reply, done) => {
      const ms = reply.elapsedTime;
      if (ms >= slowRequestMs)
        req.log.warn(
          { method: req.method, route: routeOf(req), status: reply.statusCode, ms: Math.round(ms) },
          'slow request',
        );
      done();
    });
  },
  { name: 'requestLog' },
);
