import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { freshDatabase, testDatabases } from '../test/harness.js';
import type { Database } from './client.js';
import { runInRequest, type RequestContext } from '../lib/requestContext.js';

/** A request context whose warn lines are collected. */
function context(route: string): { ctx: RequestContext; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = { warn: (obj: Record<string, unknown>) => void lines.push(obj) };
  return {
    ctx: {
      reqId: 'r1',
      route,
      address: '127.0.0.1',
      log: log as unknown as FastifyBaseLogger,
      slowSqlMs: 0,
    },
    lines,
  };
}

/** The driver's statements are timed for the request that sent them: alone, in a transaction, concurrently. */
describe.each(testDatabases('both'))('slow statements through the driver (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  it('reports each statement once, with its text and route, inside and outside a transaction; none outside a request', async () => {
    const { db } = database;
    const a = context('/api/a');
    await runInRequest(a.ctx, async () => {
      await db.execute(sql`select ${987654321} + 1 as answer`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 'in a transaction' as t`);
      });
    });
    const texts = a.lines.map((l) => l.sql as string);
    expect(texts.filter((t) => t.includes('+ 1 as answer'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('in a transaction'))).toHaveLength(1);
    for (const l of a.lines) expect(l).toMatchObject({ route: '/api/a', ms: expect.any(Number) });
    expect(JSON.stringify(a.lines)).not.toContain('987654321'); // the parameter value is not logged

    // after the transaction's client went back to the pool, statements outside any request are not reported
    const before = a.lines.length;
    await db.execute(sql`select 'outside' as t`);
    await db.transaction((tx) => tx.execute(sql`select 'outside, in a transaction' as t`));
    expect(a.lines.length).toBe(before);

    // two requests at once: each statement is reported to the request that sent it
    const b = context('/api/b');
    const c = context('/api/c');
    await Promise.all([
      runInRequest(b.ctx, () => db.transaction((tx) => tx.execute(sql`select 'from b' as t`))),
      runInRequest(c.ctx, async () => {
        await db.execute(sql`select 'from c' as t`); // awaited inside: Drizzle's query runs when awaited
      }),
    ]);
    expect(b.lines.map((l) => l.sql).filter((t) => String(t).includes('from c'))).toEqual([]);
    expect(c.lines.map((l) => l.sql).filter((t) => String(t).includes('from b'))).toEqual([]);
    expect(b.lines.some((l) => String(l.sql).includes('from b'))).toBe(true);
    expect(c.lines.some((l) => String(l.sql).includes('from c'))).toBe(true);
  });
});
