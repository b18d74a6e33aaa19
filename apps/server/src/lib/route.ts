import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  changesData,
  envelope,
  FILE_MESSAGES,
  type JsonRouteDefinition,
  type RouteData,
  type RouteDefinition,
} from '@crm/contracts';
import { AppError } from './errors.js';

/** Longest time to receive an upload of up to 100 MB (ms): 10 minutes, about 170 KB/s at worst. */
const UPLOAD_BODY_TIMEOUT_MS = 10 * 60_000;

/** A multipart/form-data content type, whatever its boundary and letter case. */
const MULTIPART_FORM = /^multipart\/form-data\s*(;|$)/i;

/**
 * The preParsing hook of an upload (a `multipart` entry), after the token check: a body that is not
 * multipart/form-data (JSON, a form, text, another multipart, none) is refused with 415
 * MULTIPART_REQUIRED and FILE_MESSAGES.multipartRequired, before Fastify parses it (its own answer to
 * a type it has no parser for is a bare 415) and before the handler runs.
 */
async function multipartOnly(req: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  if (!MULTIPART_FORM.test(req.headers['content-type'] ?? ''))
    throw new AppError(415, 'MULTIPART_REQUIRED', FILE_MESSAGES.multipartRequired);
  return payload;
}

/**
 * Whether `req`'s route may change data: its catalogue entry's `config.changesData` (set by `route` and
 * `rawRoute`), else any method but GET. Read-only API tokens are refused such routes (plugins/auth.ts), their
 * token calls are audited (modules/audit), and their users' next reads stay on the primary (plugins/readReplica.ts).
 */
export function changesDataOf(req: FastifyRequest): boolean {
  return req.routeOptions.config?.changesData ?? req.method !== 'GET';
}

/** What the schema of `D` at `K` (params, query or body) parses a request's input into; unknown when `D` has none. */
type Parsed<D, K extends 'params' | 'query' | 'body'> = D extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : unknown;

/** The request a handler of `D` receives: its path's params, query and body as `D`'s schemas parsed them. */
export type RouteRequest<D extends RouteDefinition> = FastifyRequest<{
  Params: Parsed<D, 'params'>;
  Querystring: Parsed<D, 'query'>;
  Body: Parsed<D, 'body'>;
}>;

/**
 * Registers the route catalogue entry `def` on `app`: its method and path, its query or body schema
 * (validated before the handler), the answer schema `{ data }`, summary and tags, the
 * idempotency replay when the entry is `idempotent`, and whether it changes data (`config.changesData`:
 * a read-only API token may not call it). `handler` answers
 * the data, sent as `{ data }`; what it throws reaches the app's error handler as from any route.
 */
export function route<D extends JsonRouteDefinition>(
  app: FastifyInstance,
  def: D,
  handler: (req: RouteRequest<D>) => Promise<RouteData<D>>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    schema: routeSchema(def),
    config: { changesData: changesData(def), ...(def.idempotent ? { idempotent: true } : {}) },
    handler: async (req) => ({ data: await handler(req as RouteRequest<D>) }),
  });
}

/**
 * Registers `def` like route() for an answer the handler sends itself through `reply`: a download
 * (`response: 'file'`), an upload (`multipart`, its parts read by the handler, given the upload body
 * timeout; any other body is 415 MULTIPART_REQUIRED: multipartOnly), or a JSON answer
 * that needs a header. What the handler returns is sent as it is (reply.send's rules). `config` is
 * the route's Fastify config (e.g. `public`, `rateLimit`), read by the plugins.
 */
export function rawRoute<D extends RouteDefinition>(
  app: FastifyInstance,
  def: D,
  handler: (req: RouteRequest<D>, reply: FastifyReply) => Promise<unknown>,
  config?: FastifyContextConfig,
): void {
  app.route({
    method: def.method,
    url: def.path,
    config: {
      ...config,
      changesData: changesData(def),
      ...(def.idempotent ? { idempotent: true } : {}),
      ...(def.export ? { export: true } : {}),
      ...(def.multipart ? { bodyTimeoutMs: UPLOAD_BODY_TIMEOUT_MS } : {}),
    },
    schema: routeSchema(def),
    ...(def.multipart ? { preParsing: multipartOnly } : {}),
    handler: (req, reply) => handler(req as RouteRequest<D>, reply),
  });
}

/** The Fastify schema of `def`: summary, tags, path params, query or JSON body, `{ data }` answer (none for a download). */
function routeSchema(def: RouteDefinition) {
  return {
    summary: def.summary,
    tags: [...def.tags],
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.body && !def.multipart ? { body: def.body } : {}),
    ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(def.response === 'file'
      ? {}
      : { response: { 200: envelope(def.response), ...def.refusals } }),
  };
}
