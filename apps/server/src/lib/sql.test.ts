import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, testDatabases, type TestApp } from '../test/harness.js';
import { preparedStatement } from './sql.js';

/** A statement built once that echoes its values back, so each run shows what it was bound to. */
const echo = preparedStatement<
  { id: number; label: string | null; ids: string },
  Record<string, unknown>
>(
  'sql_test_echo',
  (p) => sql`select ${p.id}::int as id, ${p.label}::text as label,
    cardinality(${p.ids}::bigint[]) as n, (select count(*)::int from users where id = ${p.id}) as users`,
);

describe.each(testDatabases('both'))('preparedStatement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 5, pairings: 5 });
  });
  afterAll(() => t?.close());

  it('binds each run’s values by name, on the database and inside a transaction', async () => {
    const first = await echo(t.db, { id: 1, label: 'one', ids: '{1,2,3}' });
    expect(first.rows).toEqual([{ id: 1, label: 'one', n: 3, users: 1 }]);
    const again = await echo(t.db, { id: 2, label: null, ids: '{}' });
    expect(again.rows).toEqual([{ id: 2, label: null, n: 0, users: 1 }]);
    const inTx = await t.db.transaction((tx) =>
      echo(tx, { id: -5, label: "it's \u{1F600}", ids: '{7}' }),
    );
    expect(inTx.rows).toEqual([{ id: -5, label: "it's \u{1F600}", n: 1, users: 0 }]);
    // the same values three times at once: each run gets its own, none another's
    const many = await Promise.all(
      [10, 11, 12].map((id) => echo(t.db, { id, label: `#${id}`, ids: `{${id}}` })),
    );
    expect(many.map((r) => r.rows[0])).toEqual(
      [10, 11, 12].map((id) => ({ id, label: `#${id}`, n: 1, users: expect.any(Number) })),
    );
  });
});
