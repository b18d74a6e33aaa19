import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { adminBrandRoutes, type AdminBrandCsvRequest } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

describe.each(testDatabases())('admin brand lists on %s', (kind) => {
  let t: TestApp;
  let adminId: number;
  let industryId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    adminId = await userId(t.db, 'admin@demo.test');
    const { rows } = await t.db.execute<{ industry_id: number }>(
      sql`select industry_id from brands where industry_id is not null
        group by industry_id order by count(*) desc, industry_id limit 1`,
    );
    industryId = Number(rows[0].industry_id);
  });
  afterAll(() => t?.close());

  const ids = async (q: ReturnType<typeof sql>) =>
    (await t.db.execute<{ id: number }>(q)).rows.map((r) => Number(r.id));
  /** A new user with `roles` (and the admin flag), for the counts fixture. */
  const newUser = async (email: string, roles: string, isAdmin = false) =>
    Number(
      (
        await t.db.execute<{ id: number }>(sql`insert into users
          (email, password_hash, first_name, last_name, roles, is_admin)
          values (${email}, 'x', 'Count', ${email}, ${roles}::text[], ${isAdmin}) returning id`)
      ).rows[0].id,
    );
  const csv = async (path: string, body: AdminBrandCsvRequest, email = 'admin@demo.test') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${path}`,
      headers: { authorization: await t.auth(email) },
      payload: body,
    });
    if (res.statusCode !== 200) return { status: res.statusCode, rows: [], body: res.body };
    return { status: res.statusCode, rows: parse(res.body.replace(/^\uFEFF/, '')) as string[][] };
  };

  it('lists the current brands of a filter and search as the brands table holds them, page by page', async () => {
    const filters = { industries: { ids: [industryId], selectionType: 'INCLUDE' as const } };
    const expected = await ids(sql`select id from brands
      where industry_id = ${industryId} and not is_offloaded order by lower(name), id`);
    expect(expected.length).toBeGreaterThan(3);
    const seen: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await t.call('admin@demo.test', adminBrandRoutes.current, {
        filters,
        pageNo,
        count: 3,
      });
      expect(res.status).toBe(200);
      const data = res.body.data!;
      expect(data.totalNoOfEntries).toBe(expected.length);
      seen.push(...data.brands.map((b) => b.brandId));
      expect(data.brands.every((b) => !b.isOffloaded)).toBe(true);
      if (pageNo >= data.totalPages) break;
    }
    expect(seen).toEqual(expected);
    const name = (
      await t.db.execute<{ name: string }>(sql`select name from brands
      where id = ${expected[0]}`)
    ).rows[0].name;
    const searched = await t.call('admin@demo.test', adminBrandRoutes.current, {
      filters,
      searchFor: name.slice(1, 5),
      sortBy: { field: 'brandName', order: 'DESC' },
    });
    const want = await ids(sql`select id from brands
      where industry_id = ${industryId} and not is_offloaded
        and lower(name) like ${`%${name.slice(1, 5).toLowerCase()}%`}
      order by lower(name) desc, id desc`);
    expect(searched.body.data!.brands.map((b) => b.brandId)).toEqual(want.slice(0, 25));
  });

  it('counts a brand’s assigned pairings by the roles of who assigned them', async () => {
    const po = await newUser('count.po@demo.test', '{PO}');
    const boTo = await newUser('count.boto@demo.test', '{BO,TO}');
    const flagged = await newUser('count.flag@demo.test', '{}', true);
    const brandId = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`insert into brands (name) values ('Counted Brand Zq') returning id`,
        )
      ).rows[0].id,
    );
    const eis = await ids(sql`select id from event_inventories order by id limit 6`);
    const by = [po, po, boTo, flagged, adminId, boTo];
    const status = ['ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'DISCARDED'];
    for (const [i, ei] of eis.entries())
      await t.db.execute(sql`insert into pairings (ei_id, brand_id, assigned_by_user_id, status)
        values (${ei}, ${brandId}, ${by[i]}, ${status[i]})`);
    const adminIsPo = (
      await t.db.execute<{ po: boolean }>(sql`select 'PO' = any(roles) as po from users
        where id = ${adminId}`)
    ).rows[0].po;
    const res = await t.call('admin@demo.test', adminBrandRoutes.current, {
      searchFor: 'Counted Brand Zq',
    });
    expect(res.body.data!.brands).toHaveLength(1);
    // two by the PO, one by the BO+TO (counted under both), one by the flagged admin, one by admin@;
    // the discarded pairing is not counted
    expect(res.body.data!.brands[0].assignCountsByRole).toEqual({
      ADMIN: 2,
      PO: 2 + (adminIsPo ? 1 : 0),
      BO: 1,
      TO: 1,
    });
    const other = await t.call('admin@demo.test', adminBrandRoutes.current, {
      searchFor: 'Refused nothing Zq',
    });
    expect(other.body.data!.brands).toEqual([]);
  });

  it('lists the offloaded brands with reason, time and user, and its CSV row for row', async () => {
    await t.db.execute(sql`update brands set is_offloaded = true,
        offload_reason = ${'=HYPERLINK("x") no budget'}, offloaded_at = now(),
        offloaded_by_user_id = ${adminId}
      where id in (select id from brands where not is_offloaded order by id limit 4)`);
    const expected = await ids(
      sql`select id from brands where is_offloaded order by lower(name), id`,
    );
    const list = await t.call('admin@demo.test', adminBrandRoutes.offloaded, { count: 100 });
    expect(list.status).toBe(200);
    const brands = list.body.data!.brands;
    expect(brands.map((b) => b.brandId)).toEqual(expected.slice(0, 100));
    const mine = brands.find((b) => b.offloadReason?.startsWith('=HYPERLINK'))!;
    expect(mine.offloadedBy).toMatch(/\S+ \S+/);
    expect(mine.offloadedAt).toMatch(/^\d{4}-/);
    const current = await t.call('admin@demo.test', adminBrandRoutes.current, { count: 100 });
    expect(current.body.data!.brands.some((b) => expected.includes(b.brandId))).toBe(false);

    const file = await csv('offloaded/csv', {
      columns: ['brandName', 'offloadReason', 'offloadedBy'],
      timeZone: 'Asia/Kolkata',
    });
    expect(file.status).toBe(200);
    expect(file.rows[0]).toEqual(['Brand', 'Offloaded Reason', 'Offloaded by']);
    const body = file.rows.slice(1);
    expect(body).toHaveLength(expected.length);
    expect(body.map((r) => r[0])).toEqual(
      brands.map((b) => (/^[=+\-@\t\r]/.test(b.brandName) ? `'${b.brandName}` : b.brandName)),
    );
    // a formula-looking reason is neutralised
    expect(body.find((r) => r[1].includes('HYPERLINK'))![1]).toBe(`'=HYPERLINK("x") no budget`);
  });

  it('exports the current brands with their assign counts, row for row with the list', async () => {
    const filters = { industries: { ids: [industryId], selectionType: 'INCLUDE' as const } };
    const list = await t.call('admin@demo.test', adminBrandRoutes.current, {
      filters,
      count: 100,
    });
    const file = await csv('v2/csv', { filters, timeZone: 'Asia/Kolkata' });
    expect([file.status, file.body]).toEqual([200, undefined]);
    const header = file.rows[0];
    expect(header.slice(-4)).toEqual([
      'Assigned by admins',
      'Assigned by POs',
      'Assigned by BOs',
      'Assigned by TOs',
    ]);
    const rows = file.rows.slice(1);
    expect(rows).toHaveLength(list.body.data!.totalNoOfEntries);
    const brands = list.body.data!.brands;
    expect(rows.map((r) => r[0])).toEqual(brands.map((b) => b.brandName));
    expect(rows.map((r) => r.slice(-4).map(Number))).toEqual(
      brands.map((b) => [
        b.assignCountsByRole.ADMIN,
        b.assignCountsByRole.PO,
        b.assignCountsByRole.BO,
        b.assignCountsByRole.TO,
      ]),
    );
    expect((await csv('v2/csv', { filters }, 'bo@demo.test')).status).toBe(403);
  });

  it('lets an admin edit an offloaded brand with history; a BO gets 403 and changes nothing', async () => {
    const brandId = Number(
      (
        await t.db.execute<{ id: number }>(sql`insert into brands (name, is_offloaded,
          offload_reason, offloaded_at) values ('Offloaded Edit Zq', true, 'gone', now())
          returning id`)
      ).rows[0].id,
    );
    const before = await dbFingerprint(t.db);
    const bo = await t.call('bo@demo.test', adminBrandRoutes.edit, {
      brandId,
      brandDescription: 'Not mine',
    });
    expect(bo.status).toBe(403);
    expect(await dbFingerprint(t.db)).toBe(before);
    const res = await t.call('admin@demo.test', adminBrandRoutes.edit, {
      brandId,
      brandDescription: 'Edited while offloaded',
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.changedFields).toEqual(['brandDescription']);
    const { rows } = await t.db.execute<{ field: string; to_value: string; by: number }>(
      sql`select field, to_value, user_id as by from brand_history where brand_id = ${brandId}`,
    );
    expect(rows.map((r) => [r.field, r.to_value, Number(r.by)])).toEqual([
      ['brandDescription', 'Edited while offloaded', adminId],
    ]);
    const taken = await t.call('admin@demo.test', adminBrandRoutes.edit, {
      brandId,
      brandName: 'counted brand zq',
    });
    expect(taken.status).toBe(409);
  });

  it('answers bad input with 400, never 500', async () => {
    const before = await dbFingerprint(t.db);
    const bad: [string, string, unknown][] = [
      ['POST', '/api/admin/brands/v2', { pageNo: 0 }],
      ['POST', '/api/admin/brands/v2', { sortBy: { field: 'nope', order: 'ASC' } }],
      ['POST', '/api/admin/brands/offloaded', { filters: { industries: 'x' } }],
      ['POST', '/api/admin/brands/offloaded/csv', { columns: ['nope'] }],
      ['POST', '/api/admin/brands/v2/csv', { format: 'xlsx' }],
      ['PATCH', '/api/admin/brands/v2', { brandId: 1 }],
      ['PATCH', '/api/admin/brands/v2', { brandId: 'x', brandName: 'y' }],
      ['PATCH', '/api/admin/brands/v2', { brandId: 1, companyId: 99999999 }],
    ];
    for (const [method, url, body] of bad) {
      const res = await t.raw('admin@demo.test', method as 'POST', url, body);
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.body.message).toBeTruthy();
    }
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
