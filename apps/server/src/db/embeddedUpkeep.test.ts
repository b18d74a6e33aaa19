import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/harness.js';
import { waitUntil } from '../test/imapServer.js';
import { upkeepTurn } from './embeddedUpkeep.js';

const PROBE = 'public.upkeep_probe';

describe('the embedded database upkeep (PGlite runs no autovacuum)', () => {
  it('analyses a table once its rows changed past the threshold, and vacuums its dead rows', async () => {
    const database = await freshDatabase('pglite');
    const { db } = database;
    try {
      const stats = async () =>
        (
          await db.execute<{ estimate: number; dead: number; analysed: boolean }>(sql`
            select c.reltuples::int as estimate, s.n_dead_tup::int as dead, s.last_analyze is not null as analysed
              from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'upkeep_probe'`)
        ).rows[0];
      await db.execute(sql`create table upkeep_probe (id int primary key, v text)`);
      await db.execute(sql`insert into upkeep_probe select g, 'x' from generate_series(1, 5000) g`);
      // the planner knows nothing of the rows until the table is analysed
      expect((await stats()).estimate).toBeLessThan(0);
      // the statistics reach pg_stat_user_tables within a second of the insert
      await waitUntil(async () => (await upkeepTurn(db)).includes(PROBE), 5000);
      expect(await stats()).toMatchObject({ estimate: 5000, analysed: true });
      expect(await upkeepTurn(db)).not.toContain(PROBE); // nothing changed since: not due

      await db.execute(sql`delete from upkeep_probe where id <= 3000`);
      await waitUntil(async () => (await upkeepTurn(db)).includes(PROBE), 5000);
      expect(await stats()).toMatchObject({ estimate: 2000, dead: 0 });
    } finally {
      await database.close();
    }
  });
});
