import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { blockedBrandRoutes, pairingRoutes } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('blocked-category brands (spec 001 §7) on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  let industryId: number;
  let boBrand: { id: number; name: string };
  let pairedBrandId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const bo = await userId(t.db, 'bo@demo.test');
    // an event inventory, one of the BO's unpaired brands with an industry, and a paired brand there
    const { rows } = await t.db.execute<{
      ei_id: number;
      brand_id: number;
      name: string;
      industry_id: number;
    }>(
      sql`select ei.id as ei_id, b.id as brand_id, b.name, b.industry_id
        from event_inventories ei cross join brands b
        join brand_owners bo on bo.brand_id = b.id and bo.user_id = ${bo}
        where b.industry_id is not null and not b.is_offloaded
          and not exists (select 1 from pairings p where p.ei_id = ei.id and p.brand_id = b.id)
          and exists (select 1 from pairings p where p.ei_id = ei.id and p.status = 'ASSIGNED')
        order by ei.id, b.id limit 1`,
    );
    eiId = Number(rows[0].ei_id);
    industryId = Number(rows[0].industry_id);
    boBrand = { id: Number(rows[0].brand_id), name: rows[0].name };
    const paired = await t.db.execute<{ brand_id: number; industry_id: number }>(
      sql`select a.brand_id, b.industry_id from pairings a join brands b on b.id = a.brand_id
        where a.ei_id = ${eiId} and a.status = 'ASSIGNED' and b.industry_id is not null
        order by a.brand_id limit 1`,
    );
    pairedBrandId = Number(paired.rows[0].brand_id);
    await t.db.execute(sql`delete from ei_blocked_industries where ei_id = ${eiId}`);
    await t.db.execute(sql`insert into ei_blocked_industries (ei_id, industry_id)
      values (${eiId}, ${industryId}), (${eiId}, ${paired.rows[0].industry_id}) on conflict do nothing`);
  });
  afterAll(() => t?.close());

  it('lists the unassigned brands the UNASSIGNED tab leaves out, in the caller’s scope', async () => {
    const list = (await t.call('bo@demo.test', blockedBrandRoutes.list, { eiId })).body.data;
    expect(list.blockedIndustryCount).toBeGreaterThanOrEqual(1);
    expect(list.brands.map((b) => b.brandId)).toContain(boBrand.id);
    expect(list.brands.every((b) => b.stage === null)).toBe(true);
    const tab = (
      await t.call('bo@demo.test', pairingRoutes.unassignedList, {
        eiId,
        selectionType: 'UNASSIGNED',
        filters: { searchFor: boBrand.name, industryIds: [], brandOwnerIds: [], stages: [] },
      })
    ).body.data;
    expect(tab.brands.map((b) => b.brandId)).not.toContain(boBrand.id);
    // the BO sees only their own brands; the PO sees every owner's
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands b
      where b.industry_id in (select industry_id from ei_blocked_industries where ei_id = ${eiId})
        and not b.is_offloaded
        and not exists (select 1 from pairings p where p.ei_id = ${eiId} and p.brand_id = b.id)
        and exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${bo})`);
    expect(list.totalNoOfEntries).toBe(rows[0].n);
    const po = (await t.call('po@demo.test', blockedBrandRoutes.list, { eiId })).body.data;
    expect(po.totalNoOfEntries).toBeGreaterThanOrEqual(list.totalNoOfEntries);
    const narrowed = (
      await t.call('po@demo.test', blockedBrandRoutes.list, { eiId, brandOwnerUserIds: [bo] })
    ).body.data;
    expect(narrowed.totalNoOfEntries).toBe(list.totalNoOfEntries);
  });

  it('lists the brands assigned before the block, with their stage, and searches by name', async () => {
    const list = (
      await t.call('po@demo.test', blockedBrandRoutes.list, {
        eiId,
        eventAssignStatus: 'assigned' as never,
        count: 100,
      })
    ).body.data;
    const row = list.brands.find((b) => b.brandId === pairedBrandId);
    expect(row?.stage).toBeTruthy();
    const found = (
      await t.call('bo@demo.test', blockedBrandRoutes.list, {
        eiId,
        searchFor: boBrand.name.slice(0, 4).toUpperCase(),
      })
    ).body.data;
    expect(found.brands.map((b) => b.brandId)).toContain(boBrand.id);
  });

  it('refuses a role without pipeline scope, an unknown event inventory and bad input, changing nothing', async () => {
    expect((await t.call('hr@demo.test', blockedBrandRoutes.list, { eiId })).status).toBe(403);
    expect(
      (await t.call('po@demo.test', blockedBrandRoutes.list, { eiId: 99_999_999 })).status,
    ).toBe(404);
    const bad = await t.raw('po@demo.test', 'POST', '/api/event/inventory/brand/blocked', {
      eiId,
      isFromBlockedIndustry: false,
      eventAssignStatus: 'SOMETIMES',
    });
    expect(bad.status).toBe(400);
  });
});
