import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AGENCY_MESSAGES, agencyRoutes, locationRoutes } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('agencies, association types and locations on %s', (kind) => {
  let t: TestApp;
  let ownBrand: number;
  let foreignBrand: number;
  let types: { id: number; name: string }[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const boId = await userId(t.db, 'bo@demo.test');
    ownBrand = (
      await t.db.execute<{
        id: number;
      }>(sql`select b.id from brands b where exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${boId})
      and not exists (select 1 from brand_agencies ba where ba.brand_id = b.id) order by b.id limit 1`)
    ).rows[0].id;
    foreignBrand = (
      await t.db.execute<{ id: number }>(
        sql`select b.id from brands b where not exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${boId}) order by b.id limit 1`,
      )
    ).rows[0].id;
    types = (await t.call('bo@demo.test', agencyRoutes.associationTypes, {})).body.data
      .associationTypes;
  });
  afterAll(() => t?.close());

  const assoc = (email: string, brandId: number, pageNo = 1) =>
    t.call(email, agencyRoutes.brandAgencies, { brandId, pageNo });

  it('lists the seeded real agencies, searchable, and the five association types', async () => {
    const all = (await t.call('bo@demo.test', agencyRoutes.list, {})).body.data;
    expect(all.totalNoOfEntries).toBeGreaterThanOrEqual(40);
    const mudra = (
      await t.call('bo@demo.test', agencyRoutes.list, { searchFor: 'MUDRA' })
    ).body.data.agencies.map((a: { agencyName: string }) => a.agencyName);
    expect(mudra).toEqual(['DDB Mudra', 'Mudra']);
    expect(types.map((x) => x.name)).toEqual(['Creative', 'Media', 'Digital', 'PR', 'Events']);
    const seeded = (
      await t.db.execute<{ n: number }>(
        sql`select count(distinct brand_id)::int as n from brand_agencies`,
      )
    ).rows[0].n;
    expect(seeded).toBeGreaterThan(60); // ~30% of 400 brands
  });

  it('creates an agency; the same name in another case is a 409; HR may not create', async () => {
    const res = await t.call('bo@demo.test', agencyRoutes.create, {
      agencyName: '  The Glitch ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      agency: { agencyName: 'The Glitch', brandCount: 0 },
      message: AGENCY_MESSAGES.agencyCreated,
    });
    const dup = await t.call('po@demo.test', agencyRoutes.create, {
      agencyName: 'the glitch',
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      error: 'AGENCY_ALREADY_EXISTS',
      message: AGENCY_MESSAGES.agencyExists,
    });
    expect(
      (await t.call('hr@demo.test', agencyRoutes.create, { agencyName: 'HR Agency' })).status,
    ).toBe(403);
    expect((await t.call('bo@demo.test', agencyRoutes.create, { agencyName: '' })).status).toBe(
      400,
    );
  });

  it('association types: PO adds one, a duplicate is 409, a BO may not add', async () => {
    expect(
      (
        await t.call('bo@demo.test', agencyRoutes.createAssociationType, {
          name: 'Influencer',
        })
      ).status,
    ).toBe(403);
    const res = await t.call('po@demo.test', agencyRoutes.createAssociationType, {
      name: 'Influencer',
    });
    expect(res.body.data.associationType.name).toBe('Influencer');
    expect(
      (
        await t.call('admin@demo.test', agencyRoutes.createAssociationType, {
          name: 'influencer',
        })
      ).status,
    ).toBe(409);
  });

  it('associates an agency with types, changes the types, removes one type then the whole association, with history', async () => {
    const agency = (await t.call('bo@demo.test', agencyRoutes.list, { searchFor: 'Schbang' })).body
      .data.agencies[0];
    const [creative, media, digital] = types;
    expect((await assoc('bo@demo.test', ownBrand)).body.data).toMatchObject({
      agencies: [],
      totalNoOfEntries: 0,
      canEdit: true,
    });
    const a1 = await t.call('bo@demo.test', agencyRoutes.associate, {
      brandId: ownBrand,
      agencyId: agency.agencyId,
      associationTypeIds: [creative.id, digital.id],
    });
    expect(a1.status).toBe(200);
    expect(a1.body.data.message).toBe(AGENCY_MESSAGES.associated);
    expect(a1.body.data.agency?.associationTypes.map((x) => x.name)).toEqual([
      'Creative',
      'Digital',
    ]);
    const a2 = await t.call('bo@demo.test', agencyRoutes.associate, {
      brandId: ownBrand,
      agencyId: agency.agencyId,
      associationTypeIds: [media.id, digital.id],
    });
    expect(a2.body.data.agency?.associationTypes.map((x) => x.name)).toEqual(['Media', 'Digital']);
    const list = (await assoc('bo@demo.test', ownBrand)).body.data;
    expect(list).toMatchObject({ pageNo: 1, totalPages: 1, totalNoOfEntries: 1 });
    expect(list.agencies[0]).toMatchObject({ agencyId: agency.agencyId, agencyName: 'Schbang' });
    const brands = (
      await t.call('bo@demo.test', agencyRoutes.brands, {
        agencyId: agency.agencyId,
        count: 100,
      })
    ).body.data;
    expect(brands.agencyName).toBe('Schbang');
    expect(brands.brands.map((b: { brandId: number }) => b.brandId)).toContain(ownBrand);

    const r1 = await t.call('bo@demo.test', agencyRoutes.removeAssociation, {
      brandId: ownBrand,
      agencyId: agency.agencyId,
      associationTypeId: media.id,
    });
    expect(r1.body.data.agency?.associationTypes.map((x) => x.name)).toEqual(['Digital']);
    const r2 = await t.call('bo@demo.test', agencyRoutes.removeAssociation, {
      brandId: ownBrand,
      agencyId: agency.agencyId,
    });
    expect(r2.body.data).toEqual({ message: AGENCY_MESSAGES.associationRemoved, agency: null });
    expect(
      (
        await t.call('bo@demo.test', agencyRoutes.removeAssociation, {
          brandId: ownBrand,
          agencyId: agency.agencyId,
        })
      ).status,
    ).toBe(404);
    const { rows } = await t.db.execute<{ from_value: string | null; to_value: string | null }>(
      sql`select from_value, to_value from brand_history where brand_id = ${ownBrand} and entity = 'AGENCY' order by id`,
    );
    expect(rows.map((r) => [r.from_value, r.to_value])).toEqual([
      [null, 'Creative, Digital'],
      ['Creative, Digital', 'Media, Digital'],
      ['Media, Digital', 'Digital'],
      ['Digital', null],
    ]);
  });

  it('refuses unknown ids (404), empty type lists (400) and brands outside the caller’s scope (403)', async () => {
    const agencyId = (await t.call('bo@demo.test', agencyRoutes.list, {})).body.data.agencies[0]
      .agencyId;
    const body = (o: object) => ({
      brandId: ownBrand,
      agencyId,
      associationTypeIds: [types[0].id],
      ...o,
    });
    expect(
      (await t.call('bo@demo.test', agencyRoutes.associate, body({ agencyId: 99999999 }))).body
        .error,
    ).toBe('AGENCY_NOT_FOUND');
    expect(
      (
        await t.call(
          'bo@demo.test',
          agencyRoutes.associate,
          body({ associationTypeIds: [99999999] }),
        )
      ).body.error,
    ).toBe('ASSOCIATION_TYPE_NOT_FOUND');
    expect(
      (await t.call('bo@demo.test', agencyRoutes.associate, body({ brandId: 99999999 }))).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', agencyRoutes.associate, body({ associationTypeIds: [] })))
        .status,
    ).toBe(400);
    expect(
      (await t.call('bo@demo.test', agencyRoutes.associate, body({ brandId: foreignBrand })))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('bo@demo.test', agencyRoutes.removeAssociation, {
          brandId: foreignBrand,
          agencyId,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('po@demo.test', agencyRoutes.associate, body({ brandId: foreignBrand })))
        .status,
    ).toBe(200);
    expect((await assoc('bo@demo.test', foreignBrand)).body.data.canEdit).toBe(false);
    expect((await assoc('bo@demo.test', 99999999)).status).toBe(404);
    expect((await t.call('bo@demo.test', agencyRoutes.brands, { agencyId: 99999999 })).status).toBe(
      404,
    );
  });

  it('lists locations with state and region, the regions and the states (by region)', async () => {
    const res = (
      await t.call('bo@demo.test', locationRoutes.locations, {
        locationName: 'mumba',
        pageNo: 1,
      })
    ).body.data;
    expect(res.locations[0]).toMatchObject({
      locationName: 'Mumbai',
      stateName: 'Maharashtra',
      regionName: 'West',
    });
    const page = (await t.call('bo@demo.test', locationRoutes.locations, {})).body.data;
    expect(page.locations).toHaveLength(100);
    expect(page.totalPages).toBe(Math.ceil(page.totalNoOfEntries / 100));
    const regions = (await t.call('bo@demo.test', locationRoutes.regions, {})).body.data.regions;
    expect(regions.map((r: { regionName: string }) => r.regionName)).toEqual([
      'North',
      'East',
      'South',
      'West',
      'Central',
      'Northeast',
    ]);
    const west = regions.find((r) => r.regionName === 'West')!;
    const states = (
      await t.call('bo@demo.test', locationRoutes.states, { regionId: west.regionId })
    ).body.data.states;
    expect(states).toHaveLength(west.stateCount);
    expect(states.map((s: { stateName: string }) => s.stateName)).toContain('Maharashtra');
    expect(
      (await t.call('bo@demo.test', locationRoutes.states, {})).body.data.states.length,
    ).toBeGreaterThan(30);
  });
});
