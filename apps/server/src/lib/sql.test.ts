import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, testDatabases, type TestApp } from '../test/harness.js';
import { idArray, oneOf, preparedStatement } from './sql.js';

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

  it('oneOf keeps every row = any keeps, for none, one and several ids, NULL and negation included', async () => {
    const x = sql`(values (1::bigint), (2), (3), (null)) v(x)`;
    const kept = async (where: (ids: number[]) => ReturnType<typeof sql>, ids: number[]) => {
      const { rows } = await t.db.execute<{ pos: string; neg: string }>(
        sql`select array(select x from ${x} where ${where(ids)} order by x)::text as pos,
          array(select x from ${x} where not (${where(ids)}) order by x)::text as neg`,
      );
      return rows[0];
    };
    for (const ids of [[], [2], [1, 3], [2, 2], [7]]) {
      const viaAny = await kept((v) => sql`x = any(${idArray(v)})`, ids);
      expect(await kept((v) => sql`x ${oneOf(v)}`, ids), JSON.stringify(ids)).toEqual(viaAny);
    }
    expect(await kept((v) => sql`x ${oneOf(v)}`, [2])).toEqual({ pos: '{2}', neg: '{1,3}' });
  });

  it('oneOf of one id lets an index give its rows in order (an = any of one needs a sort)', async () => {
    const plan = (ids: number[]) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute<{
          'QUERY PLAN': string;
        }>(sql`explain select id from brands b
          where b.industry_id ${oneOf(ids)} order by b.revenue desc nulls last, b.id desc limit 5`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const one = await plan([1]);
    expect(one).toMatch(/Index (Only )?Scan using brands_industry_revenue_idx/);
    expect(one).not.toMatch(/Sort/);
    expect(await plan([1, 2])).toMatch(/Sort/);
  });
});
