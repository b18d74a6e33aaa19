import type { z } from 'zod';

/** The HTTP methods of the API. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, defined once and used by the server (registration and validation), the web (typed
 * calls and query keys) and the tests: method, path under /api, the query schema (GET) or body schema,
 * the schema of the answer's `data` (the server sends `{ data }`) or `'file'` for a download (bytes
 * named by content-disposition), `multipart` for an upload (a multipart/form-data body the handler
 * reads), `idempotent` for a write replayed by its Idempotency-Key, the OpenAPI summary and tags, and for a read the web's query-cache key `cacheKey`: either a
 * family the input is appended to, or a function building the whole key from the input (invalidating
 * a prefix of the key refetches the read).
 */
export type RouteDefinition = {
  method: RouteMethod;
  path: `/${string}`;
  /** The path's `:name` segments (`/user/tokens/:id`): their schema; a caller's input names them like any field. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | 'file';
  multipart?: true;
  /** A POST that only reads, without a `cacheKey` (the web does not cache it): a read-only API token may call it. */
  read?: true;
  /** A write the client may retry with an Idempotency-Key: a repeat answers the first answer. */
  idempotent?: true;
  /** A list's download: each one answered 2xx is recorded in the audit trail (who, which list, its filters). */
  export?: true;
  /** Answer schemas of refusals that carry more than `{ error, message }`, by status (the import's report). */
  refusals?: Readonly<Record<number, z.ZodType>>;
  summary: string;
  tags: readonly string[];
  cacheKey?: readonly string[] | ((input: never) => readonly unknown[]);
};

/**
 * Whether `def` may change data (issue 42 §1: a read-only API token may not call it): every method but
 * GET, unless the entry is a read (it has a `cacheKey`, or is marked `read`) or a list's download (`export`).
 */
export const changesData = (def: RouteDefinition): boolean =>
  def.method !== 'GET' && !def.cacheKey && !def.read && !def.export;

/** A catalogue entry: `def` as given, its literal types kept so calls and handlers are typed from it. */
export const defineRoute = <const D extends RouteDefinition>(def: D): D => def;

/** What a caller sends to `D` beside its path's params: the query's input for a GET, else the body's. */
type PlainInput<D extends RouteDefinition> = D extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : D extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : Record<string, never>;

/** What a caller sends to `D`: its path's params (if any) with the query's or body's input; an empty object when none. */
export type RouteInput<D extends RouteDefinition> = D extends { params: infer P extends z.ZodType }
  ? z.input<P> & (PlainInput<D> extends Record<string, never> ? unknown : PlainInput<D>)
  : PlainInput<D>;

/** The `data` of `D`'s successful answer; a download's answer is its bytes (text as the tests read it). */
export type RouteData<D extends RouteDefinition> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : string;

/** An endpoint that answers `{ data }` (JSON), as opposed to a download. */
export type JsonRouteDefinition = RouteDefinition & { response: z.ZodType };

/**
 * `path` with `query` as its query string: an array as the key repeated (`userIds=1&userIds=2`);
 * undefined and empty values are left out.
 */
export function pathWithQuery(path: string, query: object = {}): string {
  const qs = new URLSearchParams(
    Object.entries(query)
      .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, item]) : [[k, v]]))
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The request that calls `def` with `input`: the path's `:name` segments filled from `input` (encoded),
 * then a GET, or any entry with a `query` schema (a DELETE by id), carries the rest in its query string;
 * any other as its JSON body (none when nothing is left of a params-only entry).
 */
export function routeRequest<D extends RouteDefinition>(
  def: D,
  input: RouteInput<D>,
): { method: RouteMethod; url: string; body?: unknown } {
  const rest: Record<string, unknown> = { ...(input as object) };
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (def.method === 'GET' || def.query)
    return { method: def.method, url: pathWithQuery(path, rest) };
  return def.params && !def.body
    ? { method: def.method, url: path }
    : { method: def.method, url: path, body: rest };
}
