import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { brandRoutes, type BrandListRequest } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('brands on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const list = (email: string, body: BrandListRequest) => t.call(email, brandRoutes.list, body);

  it('pages all brands 25 at a time by name, with an exact total kept by the trigger', async () => {
    const res = await list('po@demo.test', {});
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`);
    expect(res.body.data.totalNoOfEntries).toBe(rows[0].n);
    expect(res.body.data.brands).toHaveLength(25);
    const names = res.body.data.brands.map((b) => b.brandName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await t.db.execute(
      sql`insert into brands (name) values ('Trigger Test One'), ('Trigger Test Two')`,
    );
    expect((await list('po@demo.test', {})).body.data.totalNoOfEntries).toBe(rows[0].n + 2);
    await t.db.execute(sql`delete from brands where name like 'Trigger Test%'`);
    expect((await list('po@demo.test', {})).body.data.totalNoOfEntries).toBe(rows[0].n);
  });

  it('Your Brands holds only the caller’s own brands; search matches anywhere in the name', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const mine = (await list('bo@demo.test', { mainTab: 'MY_BRANDS', count: 100 })).body.data;
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_owners where user_id = ${bo}`,
    );
    expect(mine.totalNoOfEntries).toBe(rows[0].n);
    expect(mine.brands.every((b) => b.brandOwners.some((o) => o.brandOwnerUserId === bo))).toBe(
      true,
    );
    const found = (await list('po@demo.test', { searchFor: 'ATA', count: 100 })).body.data.brands;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((b) => b.brandName.toLowerCase().includes('ata'))).toBe(true);
    expect((await list('po@demo.test', { searchFor: '100%_\\' })).status).toBe(200);
  });

  it('sorts by revenue both ways', async () => {
    const desc = (
      await list('po@demo.test', { sortBy: { field: 'brandRevenue', order: 'DESC' } })
    ).body.data.brands.map((b) => b.brandRevenue);
    expect(desc).toEqual([...desc].sort((a, b) => Number(b) - Number(a)));
    const asc = (
      await list('po@demo.test', { sortBy: { field: 'brandRevenue', order: 'ASC' } })
    ).body.data.brands.map((b) => b.brandRevenue);
    expect(asc).toEqual([...asc].sort((a, b) => Number(a) - Number(b)));
  });

  it('answers brand details with POCs, and 404 for an unknown brand', async () => {
    const first = (await list('po@demo.test', { count: 1 })).body.data.brands[0];
    const info = await t.call('bo@demo.test', brandRoutes.info, { brandId: first.brandId });
    expect(info.body.data).toMatchObject({ brandId: first.brandId, brandName: first.brandName });
    expect(info.body.data.pocs.length).toBeGreaterThan(0);
    expect(info.body.data.pocs[0].phoneNumbers[0]).toMatchObject({ cc: '+91' });
    expect(info.body.data.socialMedia.map((s) => s.type)).toEqual(['website', 'linkedin']);
    expect((await t.call('bo@demo.test', brandRoutes.info, { brandId: 999999 })).status).toBe(404);
    expect((await t.call('bo@demo.test', brandRoutes.info, { brandId: 'abc' })).status).toBe(400);
  });

  it('offers brand owners to filter by within the caller’s scope', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const po = (await t.call('po@demo.test', brandRoutes.owners, {})).body.data.brandOwners;
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where 'BO' = any(roles)`,
    );
    expect(po).toHaveLength(rows[0].n);
    expect((await t.call('bo@demo.test', brandRoutes.owners, {})).body.data.brandOwners).toEqual([
      { userId: bo, userName: 'Aarav Mehta' },
    ]);
    const team = (await t.call('to@demo.test', brandRoutes.owners, {})).body.data.brandOwners;
    expect(team.map((o) => o.userId)).toContain(bo);
    expect(team.length).toBeLessThan(po.length);
    expect((await t.call('hr@demo.test', brandRoutes.owners, {})).body.data.brandOwners).toEqual(
      [],
    );
    expect(
      (
        await t.call('po@demo.test', brandRoutes.owners, { searchFor: 'aarav' })
      ).body.data.brandOwners.map((o) => o.userName),
    ).toContain('Aarav Mehta');
  });
});
