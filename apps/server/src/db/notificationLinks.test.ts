import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, testDatabases, type TestApp } from '../test/harness.js';

/**
 * Notifications carry no foreign keys (migration 0041, issue 23 §6): the statement triggers on `brands` and
 * `event_inventories` delete a deleted brand's or event inventory's notifications, as the keys' ON DELETE
 * CASCADE did, and leave every other notification alone.
 */
describe.each(testDatabases('both'))(
  'notifications of deleted brands and event inventories on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { brands: 20, pairings: 20 });
    });
    afterAll(() => t?.close());

    const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
      (await t.db.execute<T>(q)).rows[0]!;
    const notify = (userId: number, link: { brandId?: number; eiId?: number }) =>
      one<{ id: number }>(sql`insert into notifications (user_id, type, content, brand_id, ei_id)
      values (${userId}, 'BRAND_ASSIGNED', 'link test', ${link.brandId ?? null}, ${link.eiId ?? null}) returning id`);
    const left = async (ids: number[]) =>
      (
        await t.db.execute<{ id: number }>(
          sql`select id from notifications where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`,
        )
      ).rows.map((r) => Number(r.id));

    it('go with their brand or their event inventory', async () => {
      const user = await one<{ id: number }>(sql`select min(id)::int as id from users`);
      const kept = await one<{ id: number }>(sql`select min(id)::int as id from brands`);
      const brand = await one<{ id: number }>(
        sql`insert into brands (name) values ('Link Test Brand') returning id`,
      );
      const inventories = (
        await t.db.execute<{ id: number }>(sql`select id from inventories order by id limit 2`)
      ).rows.map((r) => Number(r.id));
      const event = await one<{
        id: number;
      }>(sql`insert into events (name, category, start_date, end_date)
      values ('Link Test Event', (select category from events limit 1), '2027-01-10', '2027-01-12') returning id`);
      const [ei1, ei2] = (
        await t.db.execute<{
          id: number;
        }>(sql`insert into event_inventories (event_id, inventory_id)
        select ${event.id}, unnest(${`{${inventories.join(',')}}`}::bigint[]) returning id`)
      ).rows.map((r) => Number(r.id));

      const onBrand = (await notify(user.id, { brandId: Number(brand.id) })).id;
      const onKept = (await notify(user.id, { brandId: kept.id })).id;
      const onEi1 = (await notify(user.id, { brandId: kept.id, eiId: ei1 })).id;
      const onEi2 = (await notify(user.id, { eiId: ei2 })).id;
      const ids = [onBrand, onKept, onEi1, onEi2].map(Number);

      await t.db.execute(sql`delete from brands where id = ${brand.id}`);
      expect(await left(ids)).toEqual([onKept, onEi1, onEi2].map(Number));
      await t.db.execute(sql`delete from event_inventories where id = ${ei1}`);
      expect(await left(ids)).toEqual([onKept, onEi2].map(Number));
      await t.db.execute(sql`delete from event_inventories where event_id = ${event.id}`);
      await t.db.execute(sql`delete from events where id = ${event.id}`);
      expect(await left(ids)).toEqual([Number(onKept)]);
    });
  },
);
