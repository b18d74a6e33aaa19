import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { locationRoutes, type LocationsByRegionResult } from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

/** A brand's locations (HQ, then marketing offices) and the locations by region with their brand counts (spec 001 §7, §9). */
describe.each(testDatabases())('brand locations and locations by region on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let hq: { id: number; name: string; region_id: number };
  let offices: { id: number; name: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 0 });
    const { rows: brand } = await t.db.execute<{ id: number }>(
      sql`insert into brands (name) values ('Locations Test Brand') returning id`,
    );
    brandId = Number(brand[0].id);
    const { rows: cities } = await t.db.execute<{ id: number; name: string; region_id: number }>(
      sql`select c.id, c.name, s.region_id from cities c join states s on s.id = c.state_id
        where s.region_id is not null order by c.id limit 4`,
    );
    hq = { ...cities[0], id: Number(cities[0].id), region_id: Number(cities[0].region_id) };
    offices = cities.slice(1).map((c) => ({ id: Number(c.id), name: c.name }));
    await t.db.execute(sql`update brands set hq_city_id = ${hq.id} where id = ${brandId}`);
    for (const c of [...offices, hq])
      await t.db.execute(
        sql`insert into brand_marketing_offices (brand_id, city_id) values (${brandId}, ${c.id})`,
      );
  });
  afterAll(() => t?.close());

  it('GET /brand/locations lists the HQ first, then the marketing offices by name (100 a page); paging and 404/400', async () => {
    const res = await t.call('bo@demo.test', locationRoutes.brandLocations, { brandId });
    expect(res.status).toBe(200);
    const { locations, totalNoOfEntries, totalPages } = res.body.data;
    expect(locations[0]).toMatchObject({ locationId: hq.id, locationName: hq.name, isHq: true });
    expect(locations.slice(1).map((l: { locationName: string }) => l.locationName)).toEqual(
      offices.map((o) => o.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(locations.slice(1).every((l: { isHq: boolean }) => !l.isHq)).toBe(true);
    expect([totalNoOfEntries, totalPages]).toEqual([4, 1]);
    const second = await t.call('bo@demo.test', locationRoutes.brandLocations, {
      brandId,
      pageNo: 2,
      count: 3,
    });
    expect(second.body.data.locations).toHaveLength(1);
    expect(second.body.data.totalPages).toBe(2);
    const unknown = await t.call('bo@demo.test', locationRoutes.brandLocations, {
      brandId: 99999999,
    });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'BRAND_NOT_FOUND']);
    // raw: queries the contract forbids (no id, an id that is no number, a count or type out of range)
    for (const q of ['', '?brandId=abc', `?brandId=${brandId}&count=0`])
      expect((await t.raw('bo@demo.test', 'GET', `/api/brand/locations${q}`)).status).toBe(400);
  });

  it('GET /location/region lists brand locations (default, 30 a page) with brand counts, or every city; 404/400', async () => {
    const byRegion = async (q: object) =>
      (await t.call('po@demo.test', locationRoutes.byRegion, { regionId: hq.region_id, ...q })).body
        .data as LocationsByRegionResult;
    const brandOnly = await byRegion({ searchFor: hq.name });
    const row = brandOnly.locations.find((l) => l.locationId === hq.id)!;
    expect(row).toMatchObject({ locationName: hq.name, regionId: hq.region_id });
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from (
      select id from brands where hq_city_id = ${hq.id}
      union select brand_id from brand_marketing_offices where city_id = ${hq.id}) x`);
    expect(row.brandCount).toBe(rows[0].n);
    const first = await byRegion({});
    expect(first.locations.length).toBeLessThanOrEqual(30);
    expect(first.locations.every((l) => l.brandCount > 0 && l.regionId === hq.region_id)).toBe(
      true,
    );
    const all = await byRegion({ type: 'ALL' });
    const { rows: cities } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cities c join states s on s.id = c.state_id where s.region_id = ${hq.region_id}`,
    );
    expect(all.totalNoOfEntries).toBe(cities[0].n);
    expect(all.totalNoOfEntries).toBeGreaterThanOrEqual(first.totalNoOfEntries);
    const unknown = await t.call('po@demo.test', locationRoutes.byRegion, { regionId: 99999999 });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'REGION_NOT_FOUND']);
    // raw: queries the contract forbids (no id, an id that is no number, a count or type out of range)
    for (const q of ['', '?regionId=x', `?regionId=${hq.region_id}&type=NOPE`])
      expect((await t.raw('po@demo.test', 'GET', `/api/location/region${q}`)).status).toBe(400);
  });
});
