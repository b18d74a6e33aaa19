import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BRAND_PROFILE_MESSAGES,
  brandProfileRoutes,
  brandRoutes,
  isValidUrlField,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../../test/harness.js';
import { computeCompletion } from './completion.js';

describe('the spec URL rule (001 §5)', () => {
  it('accepts empty and ftp/http/https URLs without spaces, refuses the rest', () => {
    for (const ok of [
      '',
      null,
      undefined,
      'https://acme.com',
      'http://a.b/c?d=1',
      'ftp://files.acme.com',
    ])
      expect(isValidUrlField(ok)).toBe(true);
    for (const bad of [
      'www.acme.com',
      'acme.com',
      'https://acme .com',
      'mailto:x@y.z',
      'https://',
      'https://a"b',
      'javascript:alert(1)',
    ])
      expect(isValidUrlField(bad)).toBe(false);
  });
});

describe('brand completion maths (001 §3)', () => {
  it('averages four equal sections and rounds', () => {
    const c = computeCompletion({
      basic: {
        name: true,
        description: true,
        image: false,
        company: true,
        industry: true,
        category: false,
        contactType: true,
        revenue: true,
      },
      poc: { hasPoc: true, email: true, phone: true, role: false, linkedin: false },
      location: { hqCity: true },
      social: { website: true, linkedin: false },
    });
    // (75 + 60 + 100 + 50) / 4 = 71.25
    expect(c.completionPercentage).toBe(71);
    expect(c.sections.map((s) => [s.name, s.completed, s.total, s.percentage])).toEqual([
      ['Basic Info', 6, 8, 75],
      ['Brand POC', 3, 5, 60],
      ['Location', 1, 1, 100],
      ['Social', 1, 2, 50],
    ]);
  });
});

describe.each(testDatabases())('brand profile on %s', (kind) => {
  let t: TestApp;
  let boId: number;
  let brandId: number; // owned by bo@demo.test alone
  let otherBo: { id: number; email: string }; // a BO outside the demo BO's brand and team
  let teamBo: { id: number; email: string }; // a BO in the demo TO's team

  /** A fingerprint of one brand's profile, its history, offices and owners, to assert that nothing changed. */
  const fingerprint = async (id: number) => {
    const { rows } = await t.db.execute<{
      f: string;
    }>(sql`select concat_ws('|', (select md5(row(b.*)::text) from brands b where b.id = ${id}),
      (select count(*) from brand_history where brand_id = ${id}), (select count(*) from brand_owner_history where brand_id = ${id}),
      (select string_agg(city_id::text, ',' order by city_id) from brand_marketing_offices where brand_id = ${id}),
      (select string_agg(user_id::text, ',' order by user_id) from brand_owners where brand_id = ${id})) as f`);
    return rows[0].f;
  };
  const patch = (email: string, body: object) =>
    t.call(email, brandProfileRoutes.edit, { brandId, ...body });
  const cities = async (n: number) =>
    (
      await t.db.execute<{ id: number; name: string }>(
        sql`select id, name from cities order by id limit ${n}`,
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
    boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners group by brand_id having array_agg(user_id) = array[${boId}::bigint] order by brand_id limit 1`,
    );
    brandId = rows[0].brand_id;
    const team = await t.db.execute<{
      id: number;
      email: string;
    }>(sql`select u.id, u.email from users u join team_members m on m.user_id = u.id join teams tm on tm.id = m.team_id
      join users o on o.id = tm.owner_user_id where o.email = 'to@demo.test' and u.id <> ${boId} and 'BO' = any(u.roles) order by u.id limit 1`);
    teamBo = team.rows[0];
    const other = await t.db.execute<{
      id: number;
      email: string;
    }>(sql`select u.id, u.email from users u where 'BO' = any(u.roles) and not 'TO' = any(u.roles)
      and u.id <> ${boId} and u.id <> ${teamBo.id} and not exists (select 1 from team_members m join teams tm on tm.id = m.team_id join users o on o.id = tm.owner_user_id where m.user_id = u.id and o.email = 'to@demo.test')
      order by u.id limit 1`);
    otherBo = other.rows[0];
  });
  afterAll(() => t?.close());

  it('publishes every brand-profile route in the OpenAPI document', async () => {
    const paths = Object.keys(
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths,
    );
    for (const p of [
      '/api/brand/additional/info',
      '/api/brand/brand-owners/v2',
      '/api/brand/previous-brand-owners',
      '/api/brand/offload',
      '/api/brand/info/notify',
      '/api/brand/history',
      '/api/admin/brands/check-brand-name-exists',
      '/api/admin/brands/new',
    ])
      expect(paths).toContain(p);
  });

  it('a BO edits their brand: values, one history row per changed field (BRAND / LOCATION), updated_at bumped', async () => {
    const [c1, c2, c3] = await cities(3);
    const before = (await t.call('bo@demo.test', brandRoutes.info, { brandId: brandId })).body.data;
    const res = await patch('bo@demo.test', {
      brandDescription: 'Premium tea for the whole family',
      brandRevenue: 123.456,
      website: 'https://tea.example.com',
      engagement: 'Strong',
      hqCityId: c1.id,
      marketingOfficeCityIds: [c2.id, c3.id],
      category: 'FMCG',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(BRAND_PROFILE_MESSAGES.updated);
    expect(res.body.data.changedFields).toEqual(
      expect.arrayContaining([
        'brandDescription',
        'brandRevenue',
        'website',
        'hqCityId',
        'marketingOfficeCityIds',
        'category',
      ]),
    );
    const after = (await t.call('bo@demo.test', brandRoutes.info, { brandId: brandId })).body.data;
    expect(after).toMatchObject({
      brandDescription: 'Premium tea for the whole family',
      brandRevenue: 123.46,
      engagement: 'Strong',
      hqCity: c1.name,
    });
    expect(after.socialMedia).toContainEqual({ type: 'website', url: 'https://tea.example.com' });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime(),
    );

    const extra = (
      await t.call('bo@demo.test', brandProfileRoutes.additionalInfo, { brandId: brandId })
    ).body.data;
    expect(extra.profile.category).toBe('FMCG');
    expect(extra.profile.marketingOffices.map((o: { id: number }) => o.id).sort()).toEqual(
      [c2.id, c3.id].sort(),
    );
    expect(extra.permissions).toMatchObject({
      canEdit: true,
      isOwner: true,
      canManageOwners: false,
      canOffload: true,
    });

    const hist = (await t.call('bo@demo.test', brandProfileRoutes.history, { brandId: brandId }))
      .body.data;
    expect(hist.pageNo).toBe(1);
    const byField = Object.fromEntries(hist.history.map((h: { field: string }) => [h.field, h]));
    expect(byField.brandDescription).toMatchObject({
      entity: 'BRAND',
      fromValue: before.brandDescription,
      toValue: 'Premium tea for the whole family',
      changedBy: { userId: boId, userName: 'Aarav Mehta' },
    });
    expect(byField.brandRevenue).toMatchObject({
      entity: 'BRAND',
      fromValue: String(before.brandRevenue),
      toValue: '123.46',
    });
    expect(byField.hqCityId).toMatchObject({
      entity: 'LOCATION',
      toValue: expect.stringContaining(c1.name),
    });
    expect(byField.marketingOfficeCityIds).toMatchObject({ entity: 'LOCATION', fromValue: null });

    // the same values again change nothing and write no history
    const fp = await fingerprint(brandId);
    const same = await patch('bo@demo.test', {
      brandDescription: 'Premium tea for the whole family',
      brandRevenue: 123.46,
      marketingOfficeCityIds: [c3.id, c2.id],
    });
    expect(same.body.data).toEqual({
      message: BRAND_PROFILE_MESSAGES.noChanges,
      changedFields: [],
    });
    expect(await fingerprint(brandId)).toBe(fp);
  });

  it('bad input is a 400 naming the field and changes nothing (URL rule, revenue, unknown ids, unknown fields)', async () => {
    const fp = await fingerprint(brandId);
    const cases: [object, string][] = [
      [{ website: 'www.tea.com' }, 'website'],
      [{ linkedin: 'https://linkedin.com/company/a b' }, 'linkedin'],
      [{ brandImageUrl: 'javascript:alert(1)' }, 'brandImageUrl'],
      [{ brandRevenue: -1 }, 'brandRevenue'],
      [{ brandRevenue: '12' }, 'brandRevenue'],
      [{ engagement: 'Very strong' }, 'engagement'],
      [{ brandName: '   ' }, 'brandName'],
      [{ companyId: 999999999 }, 'companyId'],
      [{ hqCityId: 999999999, brandDescription: 'should not stick' }, 'hqCityId'],
      [{ marketingOfficeCityIds: [999999999] }, 'marketingOfficeCityIds'],
      [{ isOffloaded: true }, 'isOffloaded'],
      [{}, 'at least one field'],
    ];
    for (const [body, field] of cases) {
      const res = await patch('bo@demo.test', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(`${res.body.field ?? ''} ${res.body.message}`).toContain(field);
    }
    expect(
      (await t.raw('bo@demo.test', 'PATCH', '/api/brand', { brandId: 'x', website: '' })).status,
    ).toBe(400);
    expect(
      (await t.call('bo@demo.test', brandProfileRoutes.edit, { brandId: 999999999, website: '' }))
        .status,
    ).toBe(404);
    expect(await fingerprint(brandId)).toBe(fp);
    // empty URL fields are valid and clear the value
    const cleared = await patch('bo@demo.test', { linkedin: '' });
    expect(cleared.status).toBe(200);
    expect(
      (
        await t.call('bo@demo.test', brandRoutes.info, { brandId: brandId })
      ).body.data.socialMedia.some((s: { type: string }) => s.type === 'linkedin'),
    ).toBe(false);
    expect((await patch('bo@demo.test', { linkedin: 'ftp://files.example.com/tea' })).status).toBe(
      200,
    );
  });

  it('answers wrong-typed fields of every write route with a 400 (as an admin) and changes nothing', async () => {
    const counts = async () =>
      (
        await t.db.execute<{
          f: string;
        }>(sql`select concat_ws('|', (select count(*) from brands), (select count(*) from brand_history), (select count(*) from brand_owner_history),
      (select count(*) from brand_owners), (select count(*) from brand_marketing_offices), (select md5(string_agg(row(b.*)::text, ';' order by id)) from brands b)) as f`)
      ).rows[0].f;
    const before = await counts();
    const junk: unknown[] = [
      null,
      'x',
      -1,
      1.5,
      true,
      [],
      { a: 1 },
      'x'.repeat(6000),
      [null],
      [-3],
    ];
    const routes: [string, string, Record<string, unknown>][] = [
      [
        'PATCH',
        '/api/brand',
        {
          brandId,
          brandName: 'n',
          brandDescription: 'd',
          brandImageUrl: '',
          companyId: 1,
          industryId: 1,
          category: 'c',
          contactType: 'DIRECT',
          engagement: 'Low',
          brandRevenue: 1,
          website: '',
          linkedin: '',
          hqCityId: 1,
          marketingOfficeCityIds: [],
        },
      ],
      ['POST', '/api/brand/brand-owners/v2', { brandId, add: [], remove: [], reason: 'r' }],
      ['POST', '/api/brand/offload', { brandId, reason: 'r' }],
      ['POST', '/api/brand/info/notify', { brandId }],
      [
        'PUT',
        '/api/admin/brands/new',
        {
          brandName: 'Fuzz',
          brandOwnerUserIds: [],
          brandRevenue: 1,
          website: '',
          engagement: 'Low',
        },
      ],
    ];
    for (const [method, url, valid] of routes) {
      for (const key of Object.keys(valid)) {
        for (const v of junk) {
          const ok =
            (key === 'brandDescription' ||
              key === 'category' ||
              key === 'reason' ||
              key === 'brandImageUrl' ||
              key === 'website' ||
              key === 'linkedin') &&
            (v === 'x' || v === null);
          const nullable =
            v === null &&
            ![
              'brandId',
              'brandName',
              'add',
              'remove',
              'brandOwnerUserIds',
              'marketingOfficeCityIds',
              'reason',
            ].includes(key);
          if (
            ok ||
            nullable ||
            (key === 'brandRevenue' && v === 1.5) ||
            (Array.isArray(v) &&
              v.length === 0 &&
              ['add', 'remove', 'brandOwnerUserIds', 'marketingOfficeCityIds'].includes(key))
          )
            continue;
          // one field wrong, all others valid: the status names the field; nothing may be written
          const res = await t.raw('admin@demo.test', method as 'POST', url, {
            ...valid,
            [key]: v,
            ...(key === 'brandId' ? {} : { brandId: 999999999 }),
          });
          expect(
            res.status,
            `${method} ${url} ${key}=${JSON.stringify(v)?.slice(0, 40)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        }
      }
      for (const body of [null, [], 'text', 42]) {
        const { status } = await t.raw('admin@demo.test', method as 'POST', url, body);
        expect(
          status >= 400 && status < 500,
          `${method} ${url} ${JSON.stringify(body)} → ${status}`,
        ).toBe(true);
      }
    }
    expect(await counts()).toBe(before);
  });

  it('who may edit: the owner BO, their TO, a PO and an admin; another BO and HR get 403 and change nothing', async () => {
    const fp = await fingerprint(brandId);
    for (const email of [otherBo.email, 'hr@demo.test', 'mg@demo.test']) {
      const res = await patch(email, { brandDescription: 'hijacked' });
      expect(res.status, email).toBe(403);
    }
    expect(await fingerprint(brandId)).toBe(fp);
    for (const email of ['to@demo.test', 'po@demo.test', 'admin@demo.test'])
      expect((await patch(email, { category: `Edited by ${email}` })).status, email).toBe(200);
    const perms = (
      await t.call(otherBo.email, brandProfileRoutes.additionalInfo, { brandId: brandId })
    ).body.data.permissions;
    expect(perms).toMatchObject({ canEdit: false, canManageOwners: false, canOffload: false });
  });

  it('computes the completion of a brand with known fields and keeps it current', async () => {
    const [city] = await cities(1);
    const { rows: ind } = await t.db.execute<{ id: number }>(
      sql`select id from industries order by id limit 1`,
    );
    const created = await t.call('admin@demo.test', brandProfileRoutes.create, {
      brandName: 'Completion Test Co',
      brandDescription: 'x',
      industryId: ind[0].id,
      brandRevenue: 10,
      website: 'https://c.example.com',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.brandId;
    const completion = async () =>
      (await t.call('po@demo.test', brandProfileRoutes.additionalInfo, { brandId: id })).body.data
        .brandInfoCompletion;
    // basic 4/8 (name, description, industry, revenue) = 50; POC 0; location 0; social 1/2 = 50 → 25
    let c = await completion();
    expect(c.completionPercentage).toBe(25);
    expect(c.sections.map((s: { percentage: number }) => s.percentage)).toEqual([50, 0, 0, 50]);
    // a primary POC with email and role, no phone and no LinkedIn: 3/5 = 60 → (50 + 60 + 0 + 50) / 4 = 40
    await t.db.execute(
      sql`insert into pocs (brand_id, name, role, email, is_primary) values (${id}, 'Asha Rao', 'CMO', 'asha@c.example.com', true)`,
    );
    c = await completion();
    expect(c.completionPercentage).toBe(40);
    // HQ city → 65
    expect(
      (await t.call('po@demo.test', brandProfileRoutes.edit, { brandId: id, hqCityId: city.id }))
        .status,
    ).toBe(200);
    expect((await completion()).completionPercentage).toBe(65);
  });

  it('brand owners v2: a PO adds and removes owners with history; previous owners say when and why; a BO may not', async () => {
    const forbiddenRes = await t.call('bo@demo.test', brandProfileRoutes.updateOwners, {
      brandId,
      add: [otherBo.id],
    });
    expect(forbiddenRes.status).toBe(403);
    const hrId = await userId(t.db, 'hr@demo.test');
    const fp = await fingerprint(brandId);
    for (const body of [
      { add: [hrId] },
      { add: [999999999] },
      {},
      { add: [otherBo.id], remove: [otherBo.id] },
      { add: ['x'] },
    ]) {
      const res = await t.call('po@demo.test', brandProfileRoutes.updateOwners, {
        brandId,
        ...body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // removing a user who does not own the brand (e.g. just removed by someone else) is a conflict
    const notOwner = await t.call('po@demo.test', brandProfileRoutes.updateOwners, {
      brandId,
      remove: [otherBo.id],
    });
    expect(notOwner.status).toBe(409);
    expect(notOwner.body.error).toBe('NOT_AN_OWNER');
    expect(await fingerprint(brandId)).toBe(fp);

    const res = await t.call('po@demo.test', brandProfileRoutes.updateOwners, {
      brandId,
      add: [otherBo.id, teamBo.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(BRAND_PROFILE_MESSAGES.ownersUpdated);
    expect(res.body.data.brandOwners.map((o: { userId: number }) => o.userId).sort()).toEqual(
      [boId, otherBo.id, teamBo.id].sort(),
    );
    const removed = await t.call('po@demo.test', brandProfileRoutes.updateOwners, {
      brandId,
      remove: [otherBo.id],
      reason: 'Moved to another vertical',
    });
    expect(removed.body.data.brandOwners.map((o: { userId: number }) => o.userId).sort()).toEqual(
      [boId, teamBo.id].sort(),
    );

    const prev = (
      await t.call('bo@demo.test', brandProfileRoutes.previousOwners, { brandId: brandId })
    ).body.data.previousBrandOwners;
    expect(prev[0]).toMatchObject({
      userId: otherBo.id,
      action: 'REMOVED',
      reason: 'Moved to another vertical',
      removedBy: { userName: 'Priya Sharma' },
    });
    const hist = (await t.call('bo@demo.test', brandProfileRoutes.history, { brandId: brandId }))
      .body.data.history;
    expect(hist[0]).toMatchObject({
      entity: 'OWNER',
      field: 'brandOwner',
      toValue: null,
      reason: 'Moved to another vertical',
    });
    expect(
      hist.filter(
        (h: { entity: string; fromValue: string | null }) =>
          h.entity === 'OWNER' && h.fromValue === null,
      ),
    ).toHaveLength(2);

    // a TO may add only BOs of their team
    expect(
      (
        await t.call('to@demo.test', brandProfileRoutes.updateOwners, {
          brandId,
          add: [otherBo.id],
        })
      ).status,
    ).toBe(403);
  });

  it('pages the brand history 10 at a time, newest first', async () => {
    const page1 = (await t.call('bo@demo.test', brandProfileRoutes.history, { brandId: brandId }))
      .body.data;
    expect(page1.history).toHaveLength(10);
    expect(page1.totalNoOfEntries).toBeGreaterThan(10);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalNoOfEntries / 10));
    const page2 = (
      await t.call('bo@demo.test', brandProfileRoutes.history, { brandId: brandId, pageNo: 2 })
    ).body.data;
    const all = [...page1.history, ...page2.history];
    expect(new Set(all.map((h: { id: string }) => h.id)).size).toBe(all.length);
    const times = all.map((h: { changedOn: string }) => Date.parse(h.changedOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      (await t.call('bo@demo.test', brandProfileRoutes.history, { brandId: 999999999 })).status,
    ).toBe(404);
  });

  it('notify sets the info-update flag off once; an owner edit turns it back on', async () => {
    const flag = async () =>
      (
        await t.db.execute<{ f: boolean }>(
          sql`select info_update_notification_enabled as f from brands where id = ${brandId}`,
        )
      ).rows[0].f;
    expect(await flag()).toBe(true);
    expect((await t.call('hr@demo.test', brandProfileRoutes.notifyOwner, { brandId })).status).toBe(
      403,
    );
    expect((await t.call('bo@demo.test', brandProfileRoutes.notifyOwner, { brandId })).status).toBe(
      403,
    ); // an owner does not notify themselves
    const res = await t.call('po@demo.test', brandProfileRoutes.notifyOwner, { brandId });
    expect(res.body.data.message).toBe(BRAND_PROFILE_MESSAGES.notified);
    expect(await flag()).toBe(false);
    expect(
      (await t.call('po@demo.test', brandProfileRoutes.additionalInfo, { brandId: brandId })).body
        .data.permissions.canNotify,
    ).toBe(false);
    expect((await t.call('po@demo.test', brandProfileRoutes.notifyOwner, { brandId })).status).toBe(
      409,
    );
    await patch('bo@demo.test', { category: 'Beverages' });
    expect(await flag()).toBe(true);
  });

  it('offload: reason required; an owner leaves the brand; the last owner leaving offloads it; a PO offloads once', async () => {
    expect(
      (await t.call('bo@demo.test', brandProfileRoutes.offload, { brandId, reason: '   ' })).status,
    ).toBe(400);
    expect(
      (await t.call('hr@demo.test', brandProfileRoutes.offload, { brandId, reason: 'x' })).status,
    ).toBe(403);
    const res = await t.call('bo@demo.test', brandProfileRoutes.offload, {
      brandId,
      reason: 'No budget this year',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Your Brand has been successfully offloaded');
    const owners = async () =>
      (
        await t.db.execute<{ user_id: number }>(
          sql`select user_id from brand_owners where brand_id = ${brandId}`,
        )
      ).rows.map((r) => r.user_id);
    expect(await owners()).toEqual([teamBo.id]); // teamBo still owns it: not offloaded
    expect(
      (await t.call('bo@demo.test', brandRoutes.info, { brandId: brandId })).body.data.isOffloaded,
    ).toBe(false);
    const prev = (
      await t.call('bo@demo.test', brandProfileRoutes.previousOwners, { brandId: brandId })
    ).body.data.previousBrandOwners;
    expect(prev[0]).toMatchObject({
      userId: boId,
      action: 'OFFLOADED',
      reason: 'No budget this year',
    });
    // the last owner offloads → the brand is offloaded
    await t.call(teamBo.email, brandProfileRoutes.offload, { brandId, reason: 'Handing over' });
    const info = (await t.call('po@demo.test', brandRoutes.info, { brandId: brandId })).body.data;
    expect(info).toMatchObject({
      isOffloaded: true,
      offloadReason: 'Handing over',
      brandOwners: [],
    });
    // adding an owner brings it back
    await t.call('po@demo.test', brandProfileRoutes.updateOwners, { brandId, add: [boId] });
    expect(
      (await t.call('po@demo.test', brandRoutes.info, { brandId: brandId })).body.data.isOffloaded,
    ).toBe(false);
    // a PO offloads a brand they do not own; a second time is a 409
    const po = await t.call('po@demo.test', brandProfileRoutes.offload, {
      brandId,
      reason: 'Out of scope',
    });
    expect(po.body.data.message).toBe(BRAND_PROFILE_MESSAGES.offloaded);
    const row = (
      await t.db.execute<{
        is_offloaded: boolean;
        offload_reason: string;
        offloaded_by_user_id: number;
      }>(
        sql`select is_offloaded, offload_reason, offloaded_by_user_id from brands where id = ${brandId}`,
      )
    ).rows[0];
    expect(row).toMatchObject({
      is_offloaded: true,
      offload_reason: 'Out of scope',
      offloaded_by_user_id: await userId(t.db, 'po@demo.test'),
    });
    expect(
      (await t.call('po@demo.test', brandProfileRoutes.offload, { brandId, reason: 'again' }))
        .status,
    ).toBe(409);
  });

  it('admins check brand names and create brands; a duplicate name (any case) is a 409', async () => {
    const { rows } = await t.db.execute<{ name: string }>(
      sql`select name from brands where id = ${brandId}`,
    );
    const name = rows[0].name;
    const check = (email: string, n: string) =>
      t.call(email, brandProfileRoutes.nameExists, { brandName: n });
    expect((await check('admin@demo.test', name.toUpperCase())).body.data).toEqual({
      exists: true,
    });
    expect((await check('admin@demo.test', 'Surely No Such Brand 42')).body.data).toEqual({
      exists: false,
    });
    expect((await check('bo@demo.test', name)).status).toBe(403);
    expect(
      // raw: no brand name, which the contract requires
      (await t.raw('admin@demo.test', 'GET', '/api/admin/brands/check-brand-name-exists')).status,
    ).toBe(400);

    const before = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`))
      .rows[0].n;
    const dup = await t.call('admin@demo.test', brandProfileRoutes.create, {
      brandName: ` ${name.toLowerCase()} `,
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      error: 'BRAND_NAME_EXISTS',
      message: BRAND_PROFILE_MESSAGES.nameExists,
    });
    expect(
      (await t.call('po@demo.test', brandProfileRoutes.create, { brandName: 'PO Made Brand' }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('admin@demo.test', brandProfileRoutes.create, {
          brandName: 'Bad Owner Brand',
          brandOwnerUserIds: [await userId(t.db, 'hr@demo.test')],
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`)).rows[0].n,
    ).toBe(before);

    const created = await t.call('admin@demo.test', brandProfileRoutes.create, {
      brandName: 'Chai Point Express',
      brandOwnerUserIds: [boId],
      website: 'https://chai.example.com',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.message).toBe(BRAND_PROFILE_MESSAGES.created);
    const info = (
      await t.call('bo@demo.test', brandRoutes.info, { brandId: created.body.data.brandId })
    ).body.data;
    expect(info).toMatchObject({
      brandName: 'Chai Point Express',
      brandOwners: [{ brandOwnerUserId: boId }],
    });
    // renaming another brand to a taken name is a 409 too
    expect(
      (
        await t.call('po@demo.test', brandProfileRoutes.edit, {
          brandId: created.body.data.brandId,
          brandName: name.toUpperCase(),
        })
      ).status,
    ).toBe(409);
  });
});
