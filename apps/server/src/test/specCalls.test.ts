import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
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

/** Every `METHOD /path` written in backticks in `text`. */
const routesIn = (text: string) =>
  [...text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)].map((m) => ({
    method: m[1] as HTTPMethods,
    path: m[2],
  }));

/**
 * SPEC-CALLS.md (issue: every call of spec 001 §7 and 000 §7 with the route that serves it) stays true:
 * every route it names is registered, and every row names a route or says why none serves it.
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

  it('names only registered routes', () => {
    const named = routesIn(table);
    expect(named.length).toBeGreaterThan(200);
    const missing = named.filter(
      (r) => !t.app.hasRoute({ method: r.method, url: `/api${r.path}` }),
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('would notice a route that is not registered', () => {
    expect(t.app.hasRoute({ method: 'POST', url: '/api/brand/not-a-route' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/brand/filters' })).toBe(true);
  });
});
