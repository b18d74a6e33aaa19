import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, testDatabases, type TestApp } from '../test/harness.js';

/** Brands whose trigger-kept counters, HQ region and completion flags (migrations 0002–0005, 0067) differ from a recount. */
async function drift(t: TestApp) {
  const { rows } = await t.db.execute<{
    assigned: number;
    owners: number;
    pocs: number;
    total: number;
    region: number;
    completion: number;
  }>(sql`select
    (select count(*)::int from brands b where b.assigned_count <> (select count(*) from pairings a where a.brand_id = b.id and a.status = 'ASSIGNED')) as assigned,
    (select count(*)::int from brands b where b.owner_count <> (select count(*) from brand_owners o where o.brand_id = b.id)) as owners,
    (select count(*)::int from brands b where b.poc_count <> (select count(*) from pocs p where p.brand_id = b.id and p.removed_at is null)) as pocs,
    (select (n <> (select count(*) from brands))::int from row_counts where table_name = 'brands') as total,
    (select count(*)::int from brands b left join cities c on c.id = b.hq_city_id left join states s on s.id = c.state_id where b.hq_region_id is distinct from s.region_id) as region,
    (select count(*)::int from brands b where b.completion_flags <> brand_completion_flags(b)) as completion`);
  return rows[0];
}

/** drift() when every kept value equals its recount. */
const NO_DRIFT = { assigned: 0, owners: 0, pocs: 0, total: 0, region: 0, completion: 0 };

describe.each(testDatabases('both'))('trigger-kept counters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 400 });
  });
  afterAll(() => t?.close());

  it('match a recount after seeding', async () => {
    expect(await drift(t)).toEqual(NO_DRIFT);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands where owner_count > 1 or poc_count > 1 or assigned_count > 1`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('follow multi-row inserts, updates and deletes of owners, POCs (moved between brands too), pairings and brands', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into brand_owners (brand_id, user_id) select b.id, u.id from brands b cross join (select id from users where 'BO' = any(roles) order by id desc limit 2) u
        where b.id % 7 = 0 on conflict do nothing`);
      await tx.execute(sql`delete from brand_owners where brand_id % 11 = 0`);
      await tx.execute(sql`update pocs set removed_at = now() where id % 3 = 0`);
      await tx.execute(sql`update pocs set removed_at = null where id % 6 = 0`);
      await tx.execute(
        sql`update pairings set status = case when status = 'ASSIGNED' then 'DISCARDED' else 'ASSIGNED' end where id % 5 = 0`,
      );
      await tx.execute(sql`delete from pairings where id % 13 = 0`);
      await tx.execute(
        sql`insert into brands (name, hq_city_id) values ('Counter Check A', (select min(id) from cities)), ('Counter Check B', null)`,
      );
      await tx.execute(
        sql`update brands set hq_city_id = (select max(id) from cities) where id % 9 = 0`,
      );
      await tx.execute(sql`update brands set hq_city_id = null where id % 17 = 0`);
      await tx.execute(sql`update brands set description = null, revenue = 12 where id % 4 = 0`);
      await tx.execute(
        sql`update pocs set email = null, is_primary = not is_primary where id % 4 = 1`,
      );
      await tx.execute(
        sql`update pocs set brand_id = brand_id + 1 where id % 10 = 0 and brand_id < (select max(id) from brands)`,
      );
      await tx.execute(sql`delete from pocs where id % 19 = 0`);
    });
    expect(await drift(t)).toEqual(NO_DRIFT);
    await t.db.execute(sql`delete from brands where name like 'Counter Check %'`);
    expect(await drift(t)).toEqual(NO_DRIFT);
  });
});
