import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceRoutes } from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('reference data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
  });
  afterAll(() => t?.close());

  it('answers the pipeline’s reference data: industries, regions with states, event categories', async () => {
    const ref = (await t.call('hr@demo.test', referenceRoutes.all, {})).body.data;
    expect(ref.regions.map((r: { name: string }) => r.name)).toEqual([
      'North',
      'East',
      'South',
      'West',
      'Central',
      'Northeast',
    ]);
    expect(ref.states.find((s: { name: string }) => s.name === 'Maharashtra')).toMatchObject({
      code: 'IN-MH',
    });
    expect(ref.eventCategories).toContain('MUSIC_CONCERT');
    expect(ref.industries.length).toBeGreaterThan(20);
    const cities = (await t.call('hr@demo.test', referenceRoutes.cities, { searchFor: 'bengal' }))
      .body.data.cities;
    expect(cities.map((c: { name: string }) => c.name)).toContain('Bengaluru');
  });

  it('creates a company once (409 for the same name in any case), for brand-working roles only', async () => {
    const made = await t.call('bo@demo.test', referenceRoutes.createCompany, {
      companyName: '  Sunrise Beverages Pvt Ltd',
    });
    expect(made.status).toBe(200);
    expect(made.body.data.name).toBe('Sunrise Beverages Pvt Ltd');
    const found = (
      await t.call('po@demo.test', referenceRoutes.companies, { searchFor: 'sunrise bev' })
    ).body.data.companies;
    expect(found.map((c: { id: number }) => c.id)).toContain(made.body.data.id);
    const before = await dbFingerprint(t.db);
    expect(
      (
        await t.call('po@demo.test', referenceRoutes.createCompany, {
          companyName: 'SUNRISE BEVERAGES PVT LTD',
        })
      ).status,
    ).toBe(409);
    expect(
      (await t.call('hr@demo.test', referenceRoutes.createCompany, { companyName: 'Another Co' }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('po@demo.test', referenceRoutes.createCompany, {
          companyName: 'Another Co',
          industryId: 999999,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('po@demo.test', referenceRoutes.createCompany, { companyName: '   ' })).status,
    ).toBe(400);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
