import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { assignedForYouRoutes, inventoryRoutes, STAGES, type StageCounts } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';

const BO = 'bo@demo.test';
const sum = (c: StageCounts) => STAGES.reduce((n, s) => n + c[s], 0);

describe.each(testDatabases())('Assigned for You (spec 001 §7) on %s', (kind) => {
  let t: TestApp;
  let bo: number;
  /** The BO's ASSIGNED pairings on events not archived, counted by SQL apart from the routes' queries. */
  const truth = async () => {
    const { rows } = await t.db.execute<{
      brand_id: number;
      inventory_id: number;
      ei_id: number;
      stage: string;
      ended: boolean;
    }>(sql`select a.brand_id, ei.inventory_id, a.ei_id, a.stage,
        e.end_date < (now() at time zone 'Asia/Kolkata')::date as ended
      from pairings a join brand_owners bo on bo.brand_id = a.brand_id and bo.user_id = ${bo}
        join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id
      where a.status = 'ASSIGNED' and not e.is_archived`);
    return rows.map((r) => ({ ...r, brand_id: Number(r.brand_id), ei_id: Number(r.ei_id) }));
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    bo = await userId(t.db, BO);
  });
  afterAll(() => t?.close());

  it('groups the BO’s pairings by inventory: every pairing counted once, paged by name', async () => {
    const mine = await truth();
    expect(mine.length).toBeGreaterThan(0);
    const all = (await t.call(BO, assignedForYouRoutes.byInventory, { count: 100 })).body.data;
    expect(all.totalNoOfEntries).toBe(new Set(mine.map((p) => Number(p.inventory_id))).size);
    expect(all.inventories.reduce((n, g) => n + sum(g.stageCounts), 0)).toBe(mine.length);
    for (const g of all.inventories) {
      const here = mine.filter((p) => Number(p.inventory_id) === g.inventoryId);
      expect(g.eventInventoryCount).toBe(new Set(here.map((p) => p.ei_id)).size);
      expect(g.brandCount).toBe(new Set(here.map((p) => p.brand_id)).size);
      expect(g.stageCounts.WON).toBe(here.filter((p) => p.stage === 'WON').length);
    }
    const names = all.inventories.map((g) => g.inventoryName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = (await t.call(BO, assignedForYouRoutes.byInventory, { count: 1, pageNo: 2 }))
      .body.data;
    expect(second.inventories.map((g) => g.inventoryId)).toEqual([all.inventories[1]?.inventoryId]);
    const past = (
      await t.call(BO, assignedForYouRoutes.byInventory, { count: 100, eventStatus: 'PREVIOUS' })
    ).body.data;
    expect(past.inventories.reduce((n, g) => n + sum(g.stageCounts), 0)).toBe(
      mine.filter((p) => p.ended).length,
    );
  });

  it('groups them by brand, searched by brand name; another user sees none of them', async () => {
    const mine = await truth();
    const brands = (await t.call(BO, assignedForYouRoutes.byBrand, { count: 100 })).body.data;
    expect(brands.totalNoOfEntries).toBe(new Set(mine.map((p) => p.brand_id)).size);
    const first = brands.brands[0];
    expect(first.eventInventoryCount).toBe(mine.filter((p) => p.brand_id === first.brandId).length);
    const found = (
      await t.call(BO, assignedForYouRoutes.byBrand, { searchFor: first.brandName.toUpperCase() })
    ).body.data;
    expect(found.brands.map((b) => b.brandId)).toContain(first.brandId);
    const other = (await t.call('admin@demo.test', assignedForYouRoutes.byBrand, { count: 100 }))
      .body.data;
    expect(other.brands.map((b) => b.brandId)).not.toContain(first.brandId);
  });

  it('lists one brand’s event inventories (my brands inventory, 15 a page) and an inventory’s (v2 details)', async () => {
    const mine = await truth();
    const brandId = mine[0].brand_id;
    const rows = (await t.call(BO, assignedForYouRoutes.myBrandInventory, { brandId })).body.data;
    expect(rows.totalNoOfEntries).toBe(mine.filter((p) => p.brand_id === brandId).length);
    expect(rows.eventInventories.length).toBe(Math.min(15, rows.totalNoOfEntries));
    expect(rows.eventInventories.every((r) => mine.some((p) => p.ei_id === r.eiId))).toBe(true);
    const unknown = await t.call(BO, assignedForYouRoutes.myBrandInventory, {
      brandId: 99_999_999,
    });
    expect(unknown.status).toBe(404);
    // a brand that is not the caller's: nothing of it is listed
    const byAdmin = (
      await t.call('admin@demo.test', assignedForYouRoutes.myBrandInventory, { brandId })
    ).body.data;
    expect(byAdmin.totalNoOfEntries).toBe(0);

    const inventoryId = Number(mine[0].inventory_id);
    const details = (await t.call(BO, inventoryRoutes.v2Details, { inventoryId })).body.data;
    const eis = new Set(
      mine.filter((p) => Number(p.inventory_id) === inventoryId).map((p) => p.ei_id),
    );
    expect(details.totalNoOfEntries).toBe(eis.size);
    expect(details.eventInventories.every((e) => e.inventoryId === inventoryId)).toBe(true);
    expect(details.eventInventories.length).toBeLessThanOrEqual(15);
    expect((await t.call(BO, inventoryRoutes.v2Details, { inventoryId: 99_999_999 })).status).toBe(
      404,
    );
  });

  it('shows a pairing shared with the caller under sharedWithMe, and leaves archived events out', async () => {
    const { rows } = await t.db.execute<{ ei_id: number; brand_id: number; event_id: number }>(
      sql`select a.ei_id, a.brand_id, ei.event_id from pairings a
        join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id
        where a.status = 'ASSIGNED' and not e.is_archived
          and not exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = ${bo})
        order by a.id limit 1`,
    );
    const p = rows[0];
    const admin = await userId(t.db, 'admin@demo.test');
    await t.db
      .execute(sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status)
      values (${p.ei_id}, ${p.brand_id}, ${admin}, ${bo}, 'ACCEPTED')`);
    const shared = (await t.call(BO, assignedForYouRoutes.byBrand, { sharedWithMe: true })).body
      .data;
    expect(shared.brands.map((b) => b.brandId)).toContain(Number(p.brand_id));
    const own = (await t.call(BO, assignedForYouRoutes.byBrand, { count: 100 })).body.data;
    expect(own.brands.map((b) => b.brandId)).not.toContain(Number(p.brand_id));

    await t.db.execute(sql`update events set is_archived = true where id = ${p.event_id}`);
    const hidden = (await t.call(BO, assignedForYouRoutes.byBrand, { sharedWithMe: true })).body
      .data;
    expect(hidden.brands.map((b) => b.brandId)).not.toContain(Number(p.brand_id));
    await t.db.execute(sql`update events set is_archived = false where id = ${p.event_id}`);
    await t.db.execute(sql`delete from collab_invitations where invitee_user_id = ${bo}
      and ei_id = ${p.ei_id} and brand_id = ${p.brand_id}`);
  });

  it('refuses bad paging with 400 and changes nothing', async () => {
    const bad = await t.raw(BO, 'POST', '/api/event/inventory/assigned-for-you/by-brand', {
      pageNo: 0,
      count: 1000,
      searchFor: 'a\u0000',
    });
    expect(bad.status).toBe(400);
  });
});
