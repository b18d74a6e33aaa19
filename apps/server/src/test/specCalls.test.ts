import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

const TABLE = path.resolve(import.meta.dirname, '../../../../SPEC-CALLS.md');

/** The table's rows: the cells of every `| call | served by | note |` line below a table header. */
function rows(markdown: string): { call: string; servedBy: string; note: string }[] {
  return markdown
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Call |'))
    .map((l) => {
      const [call, servedBy, note] = l
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim());
      return { call, servedBy, note: note ?? '' };
    });
}

/** The methods the table names. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every `METHOD /path` written in backticks in `text`. */
const routesIn = (text: string) =>
  [...text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)].map((m) => ({
    method: m[1] as Method,
    path: m[2],
  }));

/** Calls `method /api{path}` as `auth` with an empty input: no query string, or an empty JSON body. */
const callEmpty = (t: TestApp, auth: string, method: Method, path: string) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: { authorization: auth },
    ...(method === 'GET' ? {} : { payload: {} }),
  });

/**
 * SPEC-CALLS.md (spec 001 §7 and 000 §7: every call with the route that serves it) stays true: every
 * route it names answers at that method and path — called through the real app as the admin demo user
 * with an empty input, it may refuse the input (400) or the caller, but it is never missing (404) nor
 * broken (5xx) — and every row names a route or says why none serves it.
 */
describe('the spec calls table', () => {
  let t: TestApp;
  const table = readFileSync(TABLE, 'utf8');
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 20, pairings: 0 });
  });
  afterAll(() => t?.close());

  it('lists the spec’s calls: each row is served by a route or explains why none does', () => {
    const all = rows(table);
    expect(all.length).toBeGreaterThan(90);
    for (const r of all) {
      const served = routesIn(r.servedBy).length > 0;
      expect(served || (r.servedBy === 'none' && r.note.length > 10), r.call).toBe(true);
    }
  });

  it('calls every route it names: each answers, neither 404 nor 5xx', async () => {
    const named = [...new Map(routesIn(table).map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(named.length).toBeGreaterThan(200);
    const auth = await t.auth('admin@demo.test');
    const wrong: string[] = [];
    for (const r of named) {
      const res = await callEmpty(t, auth, r.method, r.path);
      if (res.statusCode === 404 || res.statusCode >= 500)
        wrong.push(`${r.method} ${r.path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('would notice a route that is not served', async () => {
    const auth = await t.auth('admin@demo.test');
    expect((await callEmpty(t, auth, 'POST', '/brand/not-a-route')).statusCode).toBe(404);
    expect((await callEmpty(t, auth, 'DELETE', '/brand/filters')).statusCode).toBe(404);
    expect((await callEmpty(t, auth, 'GET', '/brand/filters')).statusCode).toBe(200);
  });
});
