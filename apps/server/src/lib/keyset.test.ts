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
});
