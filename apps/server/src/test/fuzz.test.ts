import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_KINDS, referenceKindRoutes, routeCatalogue } from '@crm/contracts';
import { dbFingerprint, startTestApp, type TestApp } from './harness.js';
import { deepJson, malformedBodies, type JsonSchema } from './malformed.js';

type Operation = {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; required?: boolean }[];
};

/** Every operation of the published OpenAPI document (generated from the contracts' zod schemas). */
function operations(t: TestApp): Operation[] {
  const doc = (
    t.app as unknown as {
      swagger: () => {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody?: { content: Record<string, { schema: JsonSchema }> };
              parameters?: { in: string; name: string; required?: boolean }[];
            }
          >
        >;
      };
    }
  ).swagger();
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs') || path === '/api/user/logout') continue; // logout would end the fuzzing session (tested in users.test)
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content['application/json']?.schema,
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      });
    }
  }
  return ops;
}

/** The fuzz's groups of routes, by path; a route matching none is in 'other'. */
const ROUTE_GROUPS = [
  { name: 'admin', match: /^\/api\/admin\// },
  { name: 'brands', match: /^\/api\/brand/ },
  { name: 'events', match: /^\/api\/event/ },
  { name: 'inventories', match: /^\/api\/inventory/ },
  { name: 'tasks', match: /^\/api\/task/ },
  { name: 'chat', match: /^\/api\/(group|message|user\/group)/ },
  { name: 'users', match: /^\/api\/user\// },
  { name: 'other', match: /./ },
];
const routeGroup = (path: string) => ROUTE_GROUPS.find((g) => g.match.test(path))!.name;

/** The uploads (`multipart` entries) as `METHOD /api/path`. */
const UPLOADS = new Set(
  Object.values(routeCatalogue)
    .flatMap((m) => Object.values(m))
    .filter((def) => def.multipart)
    .map((def) => `${def.method} /api${def.path}`),
);

describe('fuzzing every route with malformed input (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 150, pairings: 300 });
  });
  afterAll(() => t?.close());

  it('fuzzes exactly the route catalogue: every entry is registered, every registered route is an entry', () => {
    const registered = operations(t).map((o) => `${o.method} ${o.path}`);
    const entries = [
      ...Object.values(routeCatalogue).flatMap((m) => Object.values(m)),
      ...REFERENCE_KINDS.flatMap((k) => Object.values(referenceKindRoutes(k))),
    ].map((def) => `${def.method} /api${def.path.replace(/:(\w+)/g, '{$1}')}`); // `:id` as OpenAPI writes it
    // the one route outside it: a stored file read by the id in its path
    expect(new Set(registered)).toEqual(new Set([...entries, 'GET /api/files/{publicId}']));
  });

  // One test per group of routes, each a fixed number of cases (its budget is the count; the long timeout only catches a hang).
  it.each(ROUTE_GROUPS)(
    'answers 4xx (never 5xx) to malformed bodies and queries, and changes nothing: $name',
    async ({ name }) => {
      const auth = await t.auth('po@demo.test');
      const before = await dbFingerprint(t.db);
      let sent = 0;
      for (const op of operations(t).filter((o) => routeGroup(o.path) === name)) {
        const url = op.path;
        if (op.method !== 'GET') {
          for (const payload of malformedBodies(op.body)) {
            const res = await t.app.inject({
              method: op.method as 'POST',
              url,
              headers: { authorization: auth, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            });
            sent++;
            // A junk body that the schema still accepts (unknown keys are stripped) may list data (200);
            // anything else is a 4xx with a message. Never a 5xx, and nothing changes (checked below).
            expect(
              res.statusCode,
              `${op.method} ${url} ${JSON.stringify(payload)?.slice(0, 200)} → ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            // A body schema with required fields (every route that changes data) accepts none of these.
            if (op.body?.required?.length)
              expect(
                res.statusCode,
                `${op.method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`,
              ).toBeGreaterThanOrEqual(400);
            if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
          }
          const broken = await t.app.inject({
            method: op.method as 'POST',
            url,
            headers: { authorization: auth, 'content-type': 'application/json' },
            payload: '{"broken": ',
          });
          // an upload takes multipart only: any other body, broken JSON too, is 415 MULTIPART_REQUIRED
          expect(broken.statusCode).toBe(UPLOADS.has(`${op.method} ${url}`) ? 415 : 400);
          for (const [payload, want] of [
            [deepJson(5_000), 400],
            [`{"searchFor":"a\\u0000b","value":${deepJson(40)}}`, 400],
          ] as const) {
            const deep = await t.app.inject({
              method: op.method as 'POST',
              url,
              headers: { authorization: auth, 'content-type': 'application/json' },
              payload,
            });
            sent++;
            if (op.body)
              expect(
                deep.statusCode,
                `${op.method} ${url} deep JSON → ${deep.body.slice(0, 200)}`,
              ).toBe(want);
            else
              expect(
                deep.statusCode,
                `${op.method} ${url} deep JSON → ${deep.body.slice(0, 200)}`,
              ).toBeLessThan(500);
          }
        }
        for (const q of op.query) {
          for (const bad of [
            'abc',
            '-5',
            '1e400',
            '0',
            '%00',
            'x'.repeat(5000),
            'a\u0000b',
            '2026-02-31',
            '%ED%A0%80',
          ]) {
            const raw = bad.startsWith('%ED') ? bad : encodeURIComponent(bad);
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: `${url}?${q.name}=${raw}`,
              headers: { authorization: auth },
            });
            sent++;
            expect(
              res.statusCode,
              `${op.method} ${url}?${q.name}=${bad.slice(0, 20)} → ${res.body}`,
            ).toBeLessThan(500);
          }
        }
      }
      expect(sent).toBeGreaterThan(20);
      expect(await dbFingerprint(t.db)).toBe(before);
    },
    600_000,
  );

  it('refuses NUL bytes and lone surrogates with 400 naming the field, in bodies and queries', async () => {
    const auth = await t.auth('po@demo.test');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ searchFor: 'a\u0000b' }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      error: 'INVALID_TEXT',
      field: 'searchFor',
      message:
        'Search text contains characters that are not allowed (a NUL byte or broken Unicode).',
    });
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload:
        '{"filters":{"industries":{"ids":[],"selectionType":"INCLUDE"}},"searchFor":"\\ud83d"}',
    });
    expect(surrogate.statusCode).toBe(400);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/brand/owners?searchFor=a%00b',
      headers: { authorization: auth },
    });
    expect(query.statusCode).toBe(400);
    // raw: a date that does not exist
    const date = await t.raw('po@demo.test', 'POST', '/api/event/inventory/brand/stage/update', {
      eiId: 1,
      brandId: 1,
      stage: 'IN_PROGRESS',
      followUpDate: '2026-02-31',
    });
    expect(date.status).toBe(400);
    expect(date.body.message).toBe('Follow-up date must be a real date written YYYY-MM-DD.');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: { authorization: await t.auth('po@demo.test'), 'content-type': 'application/json' },
      payload: JSON.stringify({ searchFor: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { authorization: await t.auth('po@demo.test') },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths).length).toBeGreaterThan(20);
  });
});
