import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dashboardRoutes, type DashboardResult } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** The dashboard's userBrands (spec 001 §7 'GET dashboard (news, userBrands)'): the caller's own brands, latest given first. */
describe.each(testDatabases())('dashboard userBrands on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 40, pairings: 20 });
  });
  afterAll(() => t?.close());

  const userBrands = async (email: string) =>
    ((await t.call(email, dashboardRoutes.dashboard, {})).body.data as DashboardResult).userBrands;

  it('counts the caller’s own brands and lists the 10 latest given to them, newest first', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ id: number }>(
      sql`insert into brands (name) values ('Dashboard Newest Brand') returning id`,
    );
    const newest = Number(rows[0].id);
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id, assigned_at) values (${newest}, ${bo}, now() + interval '1 minute')`,
    );
    const { rows: owned } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_owners where user_id = ${bo}`,
    );
    const mine = await userBrands('bo@demo.test');
    expect(mine.total).toBe(owned[0].n);
    expect(mine.brands.length).toBe(Math.min(10, owned[0].n));
    expect(mine.brands[0]).toMatchObject({ brandId: newest, brandName: 'Dashboard Newest Brand' });
    const times = mine.brands.map((b) => Date.parse(b.assignedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const { rows: ownerOf } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n
      from brand_owners where user_id = ${bo} and brand_id = any(${`{${mine.brands.map((b) => b.brandId).join(',')}}`}::bigint[])`);
    expect(ownerOf[0].n).toBe(mine.brands.length);

    const admin = await userId(t.db, 'admin@demo.test');
    const { rows: adminOwns } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_owners where user_id = ${admin}`,
    );
    expect((await userBrands('admin@demo.test')).total).toBe(adminOwns[0].n);
  });
});
