import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { freshDatabase, testDatabases } from '../test/harness.js';
import { templateKey } from '../test/templates.js';
import { keysetRows, type KeysetPage, type KeysetRow } from './keyset.js';

describe.each(testDatabases())('keyset paging on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind, templateKey({ brands: 200, pairings: 200 }));
  });
  afterAll(() => database?.close());

  /** Every brand by updated_at (the key an edit changes), 10 a page. */
  const brandsByUpdate = () =>
    keysetRows({
      key: { expr: sql`b.updated_at`, type: sql`timestamptz` },
      id: sql`b.id`,
      desc: false,
      pageSize: 10,
      read: async (page: KeysetPage) =>
        (
          await database.db.execute<KeysetRow & { id: number }>(sql`
            select b.id, ${page.columns} from brands b
            where ${page.range} order by ${page.order} limit ${page.limit}`)
        ).rows,
      map: (r) => Number(r.id),
    });

  it('yields a row edited between pages once, though the edit moves it ahead of the cursor', async () => {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands`,
    );
    const ids: number[] = [];
    for await (const id of await brandsByUpdate()) {
      ids.push(id);
      // the first page is read: an edit moves its first brand to the end of the order
      if (ids.length === 10)
        await database.db.execute(
          sql`update brands set updated_at = now() + interval '1 day' where id = ${ids[0]}`,
        );
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(rows[0].n);
  });

  it('yields a row once that an edit between pages moves behind the cursor before it was read', async () => {
    const { rows } = await database.db.execute<{ id: number }>(
      sql`select id from brands order by updated_at desc, id desc limit 1`,
    );
    const last = Number(rows[0].id);
    const all = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands`,
    );
    const ids: number[] = [];
    for await (const id of await brandsByUpdate()) {
      ids.push(id);
      // two pages are read: an edit moves the last brand in the order to the very start, behind the cursor
      if (ids.length === 20)
        await database.db.execute(
          sql`update brands set updated_at = '2000-01-01T00:00:00Z' where id = ${last}`,
        );
    }
    expect(ids.filter((id) => id === last)).toEqual([last]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(all.rows[0].n);
  });
});
