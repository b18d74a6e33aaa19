import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  adminRoutes,
  REFERENCE_KINDS,
  REFERENCE_SORT_FIELDS,
  referenceKindRoutes,
  referenceRoutes,
  userAdminRoutes,
  type ReferenceKind,
  type RouteInput,
} from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

const ADMIN = 'admin@demo.test';

/** Every reference table's rows and the references to them, to assert that a refused call changed nothing. */
async function referenceFingerprint(t: TestApp): Promise<string> {
  const { rows } = await t.db.execute<{ f: string }>(sql`select md5(concat_ws('|',
    (select string_agg(concat_ws(',', id, name, state_id, tier, parent_id), ';' order by id) from cities),
    (select string_agg(concat_ws(',', id, name, code, region_id), ';' order by id) from states),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from regions),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from verticals),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from industries),
    (select string_agg(concat_ws(',', id, name, industry_id), ';' order by id) from companies),
    (select string_agg(concat_ws(',', id, name, description, color), ';' order by id) from inventories),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from agencies),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from designations),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from department_names),
    (select string_agg(concat_ws(',', id, hq_city_id, hq_region_id, industry_id, company_id), ';' order by id) from brands),
    (select string_agg(concat_ws(',', id, designation, vertical_id), ';' order by id) from users),
    (select string_agg(concat_ws(',', id, name), ';' order by id) from departments),
    (select count(*) from brand_marketing_offices), (select count(*) from brand_history))) as f`);
  return rows[0].f;
}

describe.each(testDatabases())('admin reference data on %s', (kind) => {
  let t: TestApp;
  type ListInput<K extends ReferenceKind> = RouteInput<
    ReturnType<typeof referenceKindRoutes<K>>['list']
  >;
  const list = <K extends ReferenceKind>(k: K, body: ListInput<K> = {}, who = ADMIN) =>
    t.call(who, referenceKindRoutes(k).list, body);
  const one = async <T>(q: string) =>
    (await t.db.execute<T & Record<string, unknown>>(sql.raw(q))).rows[0];
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
  });
  afterAll(() => t?.close());

  it('lists every kind for admins: 25 a page (vertical 50), with the settings columns; 403 for everyone else', async () => {
    for (const k of REFERENCE_KINDS) {
      const res = await list(k);
      expect(res.status, k).toBe(200);
      expect(res.body.data.pageNo).toBe(1);
      expect(res.body.data.list.length, k).toBeLessThanOrEqual(k === 'vertical' ? 50 : 25);
      expect(res.body.data.list.length, k).toBeGreaterThan(0);
      for (const who of ['po@demo.test', 'bo@demo.test', 'hr@demo.test', 'mg@demo.test']) {
        expect((await list(k, {}, who)).status, `${k} ${who}`).toBe(403);
        // raw: one body for every kind (`${k}Id`…), which each kind's own types cannot express
        expect(
          (
            await t.raw(who, 'PUT', `/api/admin/${k}`, {
              name: 'Nope',
              ...(k === 'location' ? { stateId: 1 } : k === 'state' ? { code: 'NP' } : {}),
            })
          ).status,
        ).toBe(403);
        expect(
          (await t.raw(who, 'PATCH', `/api/admin/${k}`, { [`${k}Id`]: 1, name: 'Nope' })).status,
        ).toBe(403);
        expect(
          (await t.raw(who, 'POST', `/api/admin/${k}/removal`, { [`${k}Id`]: 1 })).status,
        ).toBe(403);
      }
    }
    const cities = (await list('location', { searchFor: 'mumbai' })).body.data;
    const mumbai = cities.list.find((c) => c.name === 'Mumbai' && c.stateName === 'Maharashtra')!;
    expect(mumbai).toMatchObject({ regionName: 'West', tier: 1 });
    const brandsThere = await one<{ n: number }>(
      `select count(*)::int as n from (select id from brands where hq_city_id = ${mumbai.id} union select brand_id from brand_marketing_offices where city_id = ${mumbai.id}) x`,
    );
    expect(mumbai.brandCount).toBe(brandsThere.n);
    expect(mumbai.brandCount).toBeGreaterThan(0);
    expect(mumbai.userCount).toBeGreaterThan(0);
    const total = await one<{ n: number }>('select count(*)::int as n from cities');
    expect((await list('location')).body.data.totalNoOfEntries).toBe(total.n);
  });

  it('sorts by a count or a column, both ways, and searches states by code', async () => {
    const desc = (
      await list('location', { sortBy: { field: 'brandCount', order: 'DESC' } })
    ).body.data.list.map((c: { brandCount: number }) => c.brandCount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(0);
    const names = (
      await list('industry', { sortBy: { field: 'name', order: 'DESC' }, count: 10 })
    ).body.data.list.map((i: { name: string }) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(
      (await list('state', { searchFor: 'IN-MH' })).body.data.list.map(
        (s: { name: string }) => s.name,
      ),
    ).toEqual(['Maharashtra']);
    for (const k of REFERENCE_KINDS) {
      for (const field of REFERENCE_SORT_FIELDS[k]) {
        for (const order of ['ASC', 'DESC'] as const)
          expect(
            (await list(k, { sortBy: { field, order }, searchFor: 'a' })).status,
            `${k} ${field} ${order}`,
          ).toBe(200);
      }
    }
    // raw: a sort field outside the catalogue's list
    expect(
      (await t.raw(ADMIN, 'POST', '/api/admin/location/list', { sortBy: { field: 'nope' } }))
        .status,
    ).toBe(400);
    expect((await list('vertical', { pageNo: 2 })).body.data).toMatchObject({
      pageNo: 2,
      list: [],
    });
  });

  it('creates, edits and removes an unused row of every kind; names are trimmed and unique whatever their case', async () => {
    const { rows: ref } = await t.db.execute<{
      state_id: number;
      region_id: number;
      industry_id: number;
    }>(sql`select s.id as state_id, r.id as region_id, (select id from industries order by id limit 1) as industry_id
      from states s join regions r on r.id = s.region_id order by s.id limit 1`);
    const extra: Partial<Record<ReferenceKind, object>> = {
      location: { stateId: ref[0].state_id, tier: 2 },
      company: { industryId: ref[0].industry_id },
      inventory: { description: 'Branding on the drinks counter', color: '#AABBCC' },
      state: { code: 'XX-QA', regionId: ref[0].region_id },
    };
    // raw: one body for every kind (`${k}Id`…), which each kind's own types cannot express
    for (const k of REFERENCE_KINDS) {
      const made = await t.raw(ADMIN, 'PUT', `/api/admin/${k}`, {
        name: `  Test ${k} one `,
        ...extra[k],
      });
      expect(made.status, `${k} ${JSON.stringify(made.body)}`).toBe(200);
      expect(made.body.data.row.name).toBe(`Test ${k} one`);
      const id = made.body.data.row.id;
      const clash = await t.raw(ADMIN, 'PUT', `/api/admin/${k}`, {
        name: `TEST ${k.toUpperCase()} ONE`,
        ...extra[k],
        ...(k === 'state' ? { code: 'XX-QB' } : {}),
      });
      expect(clash.status, k).toBe(409);
      expect(clash.body).toMatchObject({ error: 'ALREADY_EXISTS' });
      const edited = await t.raw(ADMIN, 'PATCH', `/api/admin/${k}`, {
        [`${k}Id`]: id,
        name: `Test ${k} two`,
      });
      expect(edited.status, k).toBe(200);
      expect(edited.body.data.row).toMatchObject({
        id,
        name: `Test ${k} two`,
        ...(k === 'location' ? { tier: 2 } : {}),
      });
      expect(
        (await list(k, { searchFor: `test ${k} tw` })).body.data.list.map(
          (r: { id: number }) => r.id,
        ),
      ).toEqual([id]);
      expect(
        (await t.raw(ADMIN, 'POST', `/api/admin/${k}/removal`, { [`${k}Id`]: id })).status,
        k,
      ).toBe(200);
      expect(
        (await t.raw(ADMIN, 'POST', `/api/admin/${k}/removal`, { [`${k}Id`]: id })).status,
        k,
      ).toBe(404);
      expect(
        (await t.raw(ADMIN, 'PATCH', `/api/admin/${k}`, { [`${k}Id`]: id, name: 'Gone' })).status,
        k,
      ).toBe(404);
    }
  });

  it('refuses to remove what is in use, naming the counts, and changes nothing', async () => {
    const before = await referenceFingerprint(t);
    const used = async (table: string, where: string) =>
      (await one<{ id: number }>(`select id from ${table} t where ${where} order by id limit 1`))
        .id;
    const cases: [ReferenceKind, number, RegExp][] = [
      [
        'industry',
        await used('industries', 'exists (select 1 from brands b where b.industry_id = t.id)'),
        /^Industry is used by [\d,]+ brands?/,
      ],
      [
        'vertical',
        await used('verticals', 'exists (select 1 from users u where u.vertical_id = t.id)'),
        /^Vertical is used by [\d,]+ users?$/,
      ],
      [
        'company',
        await used('companies', 'exists (select 1 from brands b where b.company_id = t.id)'),
        /^Company is used by [\d,]+ brands?$/,
      ],
      [
        'agency',
        await used('agencies', 'exists (select 1 from brand_agencies a where a.agency_id = t.id)'),
        /^Agency is used by [\d,]+ brands?$/,
      ],
      [
        'inventory',
        await used(
          'inventories',
          'exists (select 1 from event_inventories e where e.inventory_id = t.id)',
        ),
        /^Inventory is used by [\d,]+ event inventor(y|ies)/,
      ],
      ['region', await used('regions', "name = 'West'"), /^Region is used by \d+ states$/],
      ['state', await used('states', "name = 'Maharashtra'"), /^State is used by [\d,]+ cities$/],
      [
        'department',
        await used('department_names', "name = 'Marketing'"),
        /^Department is used by [\d,]+ brands' org charts$/,
      ],
      [
        'location',
        await used('cities', "name = 'Mumbai'"),
        /^City is used by [\d,]+ brand HQs, .* and has no parent location to move them to/,
      ],
    ];
    for (const [k, id, message] of cases) {
      // raw: one body for every kind (`${k}Id`), which each kind's own types cannot express
      const res = await t.raw(ADMIN, 'POST', `/api/admin/${k}/removal`, { [`${k}Id`]: id });
      expect(res.status, k).toBe(409);
      expect(res.body.message, k).toMatch(message);
    }
    const refused = await t.call(ADMIN, referenceKindRoutes('location').remove, {
      locationId: cases[8][1],
      childMovementStrategy: 'REFUSE_IF_USED',
    });
    expect(refused.body).toMatchObject({
      error: 'IN_USE',
      message: expect.stringMatching(/^City is used by [\d,]+ brand HQs/),
    });
    expect(await referenceFingerprint(t)).toBe(before);
  });

  it('removes a used city with MOVE_TO_PARENT: HQs, offices, POCs, events and child locations move to its parent, with history', async () => {
    const { rows } = await t.db.execute<{ id: number; state_id: number }>(
      sql`select id, state_id from cities where name = 'Pune'`,
    );
    const pune = rows[0];
    const put = async (name: string, parentId: number | null) =>
      (
        await t.call(ADMIN, referenceKindRoutes('location').create, {
          name,
          stateId: pune.state_id,
          parentId,
        })
      ).body.data.row;
    const hinjewadi = await put('Hinjewadi', pune.id);
    const phase1 = await put('Hinjewadi Phase 1', hinjewadi.id);
    expect(hinjewadi).toMatchObject({
      parentId: pune.id,
      parentName: 'Pune',
      stateName: 'Maharashtra',
      regionName: 'West',
      brandCount: 0,
    });
    // a city cannot become its own ancestor
    const cycle = await t.call(ADMIN, referenceKindRoutes('location').update, {
      locationId: hinjewadi.id,
      parentId: phase1.id,
    });
    expect(cycle.status).toBe(400);
    const b = await one<{ id: number }>(
      'select id from brands where hq_city_id is not null order by id limit 1',
    );
    const withOffice = await one<{ brand_id: number }>(
      `select brand_id from brand_marketing_offices where city_id = ${pune.id} limit 1`,
    );
    await t.db.execute(sql`update brands set hq_city_id = ${hinjewadi.id} where id = ${b.id}`);
    await t.db.execute(
      sql`insert into brand_marketing_offices (brand_id, city_id) values (${b.id}, ${hinjewadi.id})`,
    );
    if (withOffice)
      await t.db.execute(
        sql`insert into brand_marketing_offices (brand_id, city_id) values (${withOffice.brand_id}, ${hinjewadi.id}) on conflict do nothing`,
      );
    await t.db.execute(
      sql`update pocs set city_id = ${hinjewadi.id} where id = (select min(id) from pocs)`,
    );
    await t.db.execute(
      sql`update events set city_id = ${hinjewadi.id} where id = (select min(id) from events)`,
    );
    expect(
      (await list('location', { searchFor: 'hinjewadi' })).body.data.list.find(
        (c: { id: number }) => c.id === hinjewadi.id,
      ),
    ).toMatchObject({ brandCount: withOffice && withOffice.brand_id !== b.id ? 2 : 1 });

    const puneOffice = await one<{ n: number }>(
      `select count(*)::int as n from brand_marketing_offices where brand_id = ${b.id} and city_id = ${pune.id}`,
    );
    const res = await t.call(ADMIN, referenceKindRoutes('location').remove, {
      locationId: hinjewadi.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      message: 'City removed',
      moved: { brands: 1, pocs: 1, events: 1, locations: 1 },
    });
    const brand = await one<{ hq_city_id: number; hq_region_id: number }>(
      `select hq_city_id, hq_region_id from brands where id = ${b.id}`,
    );
    const west = await one<{ id: number }>("select id from regions where name = 'West'");
    expect(brand).toEqual({ hq_city_id: pune.id, hq_region_id: west.id });
    const offices = await t.db.execute<{ city_id: number }>(
      sql`select city_id from brand_marketing_offices where brand_id = ${b.id}`,
    );
    expect(offices.rows.map((o) => o.city_id)).toContain(pune.id);
    expect(
      await one<{ n: number }>(
        `select count(*)::int as n from brand_marketing_offices where city_id = ${hinjewadi.id}`,
      ),
    ).toEqual({ n: 0 });
    expect(await one(`select parent_id from cities where id = ${phase1.id}`)).toEqual({
      parent_id: pune.id,
    });
    expect(
      await one(
        `select entity, from_value, to_value from brand_history where brand_id = ${b.id} and field = 'hqCityId' order by id desc limit 1`,
      ),
    ).toEqual({
      entity: 'LOCATION',
      from_value: 'Hinjewadi, Maharashtra',
      to_value: 'Pune, Maharashtra',
    });

    // Undo: the city comes back with its id, and what moved goes back (only an admin, only once)
    const removalId = res.body.data.locationRemovalId!;
    expect(
      (
        await t.call('po@demo.test', adminRoutes.restoreLocation, {
          locationRemovalId: removalId,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(ADMIN, adminRoutes.restoreLocation, {
          locationRemovalId: 99_999_999,
        })
      ).status,
    ).toBe(404);
    const undo = await t.call(ADMIN, adminRoutes.restoreLocation, {
      locationRemovalId: removalId,
    });
    expect([undo.status, undo.body.data?.message]).toEqual([200, 'City restored']);
    expect(await one(`select name, parent_id from cities where id = ${hinjewadi.id}`)).toEqual({
      name: 'Hinjewadi',
      parent_id: pune.id,
    });
    expect(await one(`select hq_city_id from brands where id = ${b.id}`)).toEqual({
      hq_city_id: hinjewadi.id,
    });
    expect(
      await one<{ n: number }>(
        `select count(*)::int as n from brand_marketing_offices where brand_id = ${b.id} and city_id = ${hinjewadi.id}`,
      ),
    ).toEqual({ n: 1 });
    expect(
      await one<{ n: number }>(
        `select count(*)::int as n from brand_marketing_offices where brand_id = ${b.id} and city_id = ${pune.id}`,
      ),
    ).toEqual(puneOffice); // the office the removal added at Pune goes
    expect(await one(`select city_id from pocs where id = (select min(id) from pocs)`)).toEqual({
      city_id: hinjewadi.id,
    });
    expect(await one(`select city_id from events where id = (select min(id) from events)`)).toEqual(
      { city_id: hinjewadi.id },
    );
    expect(await one(`select parent_id from cities where id = ${phase1.id}`)).toEqual({
      parent_id: hinjewadi.id,
    });
    expect(
      await one(
        `select from_value, to_value from brand_history where brand_id = ${b.id} and field = 'hqCityId' order by id desc limit 1`,
      ),
    ).toEqual({ from_value: 'Pune, Maharashtra', to_value: 'Hinjewadi, Maharashtra' });
    expect(
      (await t.call(ADMIN, adminRoutes.restoreLocation, { locationRemovalId: removalId })).body
        .error,
    ).toBe('ALREADY_RESTORED');

    // the child had no users; it goes without moving anything
    expect(
      (await t.call(ADMIN, referenceKindRoutes('location').remove, { locationId: phase1.id })).body
        .data,
    ).toEqual({ message: 'City removed' });
  });

  it('keeps derived data in step: a state changing region moves its brands’ region; renaming a designation or department renames those of users and brands', async () => {
    const { rows } = await t.db.execute<{ id: number; region_id: number }>(
      sql`select s.id, s.region_id from states s where exists (select 1 from brands b join cities c on c.id = b.hq_city_id where c.state_id = s.id) order by s.id limit 1`,
    );
    const central = await one<{ id: number }>("select id from regions where name = 'Central'");
    expect(
      (
        await t.call(ADMIN, referenceKindRoutes('state').update, {
          stateId: rows[0].id,
          regionId: central.id,
        })
      ).body.data.row,
    ).toMatchObject({ regionName: 'Central' });
    const stale = await one<{ n: number }>(
      `select count(*)::int as n from brands b join cities c on c.id = b.hq_city_id where c.state_id = ${rows[0].id} and b.hq_region_id is distinct from ${central.id}`,
    );
    expect(stale.n).toBe(0);
    await t.call(ADMIN, referenceKindRoutes('state').update, {
      stateId: rows[0].id,
      regionId: rows[0].region_id,
    });

    const made = (
      await t.call(ADMIN, referenceKindRoutes('designation').create, { name: 'Growth Lead' })
    ).body.data.row;
    await t.db.execute(
      sql`update users set designation = 'growth lead' where email = 'bo@demo.test'`,
    );
    expect((await list('designation', { searchFor: 'growth' })).body.data.list).toEqual([
      { id: made.id, name: 'Growth Lead', userCount: 1 },
    ]);
    expect(
      (await t.call(ADMIN, referenceKindRoutes('designation').remove, { designationId: made.id }))
        .body.message,
    ).toBe('Designation is used by 1 user');
    await t.call(ADMIN, referenceKindRoutes('designation').update, {
      designationId: made.id,
      name: 'Head of Growth',
    });
    expect(await one("select designation from users where email = 'bo@demo.test'")).toEqual({
      designation: 'Head of Growth',
    });
    expect(
      (await t.call('bo@demo.test', userAdminRoutes.designations, { searchFor: 'vice' })).body.data
        .designations,
    ).toContain('Vice President');

    // department names: offered to org charts (GET /api/reference); a rename renames the brands' departments of that name
    const dept = (
      await t.call(ADMIN, referenceKindRoutes('department').create, { name: 'Esports' })
    ).body.data.row;
    expect(
      (await t.call('bo@demo.test', referenceRoutes.all, {})).body.data.departments,
    ).toContainEqual({ id: dept.id, name: 'Esports' });
    const brand = await one<{ id: number }>('select id from brands order by id limit 1');
    await t.db.execute(
      sql`insert into departments (brand_id, name) values (${brand.id}, 'esports')`,
    );
    expect((await list('department', { searchFor: 'esports' })).body.data.list).toEqual([
      { id: dept.id, name: 'Esports', brandCount: 1 },
    ]);
    await t.call(ADMIN, referenceKindRoutes('department').update, {
      departmentId: dept.id,
      name: 'Gaming and Esports',
    });
    expect(
      await one(
        `select name from departments where brand_id = ${brand.id} and lower(name) like '%esports'`,
      ),
    ).toEqual({ name: 'Gaming and Esports' });
  });

  it('answers 4xx, never 5xx, to malformed and hostile bodies from an admin, and changes nothing', async () => {
    const before = await referenceFingerprint(t);
    const junk = fc.sample(fc.oneof(fc.anything(), fc.string(), fc.integer()), {
      numRuns: 15,
      seed: 7,
    });
    const hostile = [
      'a\u0000b',
      '\ud800x',
      '',
      '   ',
      'x'.repeat(300),
      -1,
      1.5,
      null,
      [1],
      { a: 1 },
    ];
    for (const k of REFERENCE_KINDS) {
      const bodies: [string, string, unknown][] = [];
      for (const v of [...junk, ...hostile]) {
        bodies.push([
          'PUT',
          `/api/admin/${k}`,
          { name: v, stateId: v, code: v, regionId: v, tier: v, color: v },
        ]);
        bodies.push(['PATCH', `/api/admin/${k}`, { [`${k}Id`]: v, name: 'x' }]);
        bodies.push(['PATCH', `/api/admin/${k}`, { [`${k}Id`]: 99999999, name: v }]);
        bodies.push([
          'POST',
          `/api/admin/${k}/removal`,
          { [`${k}Id`]: v, childMovementStrategy: v },
        ]);
        bodies.push([
          'POST',
          `/api/admin/${k}/list`,
          { pageNo: v, searchFor: v, sortBy: { field: v, order: v } },
        ]);
        bodies.push(['PUT', `/api/admin/${k}`, v]);
      }
      bodies.push(
        ['PATCH', `/api/admin/${k}`, { [`${k}Id`]: 1 }],
        ['PUT', `/api/admin/${k}`, { name: 'Fine', surprise: true }],
        ['PATCH', `/api/admin/${k}`, { [`${k}Id`]: 99999999, name: 'Nobody' }],
      );
      for (const [method, url, body] of bodies) {
        const res = await t.raw(ADMIN, method as 'PUT', url, body);
        expect(
          res.status,
          `${method} ${url} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`,
        ).toBeLessThan(500);
        if (method !== 'POST' || url.endsWith('removal'))
          expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(
            400,
          );
        if (res.status >= 400) expect(res.body.message).toBeTruthy();
      }
    }
    const nul = await t.raw(ADMIN, 'PUT', '/api/admin/industry', { name: 'Bad\u0000name' });
    expect(nul.body).toMatchObject({ error: 'INVALID_TEXT', field: 'name' });
    expect(await referenceFingerprint(t)).toBe(before);
  });
});
