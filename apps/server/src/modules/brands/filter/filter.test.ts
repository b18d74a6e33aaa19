import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BrandExportRequest,
  brandRoutes,
  CRORE,
  type BrandFilterInput,
  type BrandListRequest,
} from '@crm/contracts';
import { loadActor } from '../../users/index.js';
import { exportBrands } from './export.js';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

type Row = {
  brandId: number;
  brandName: string;
  industryName: string | null;
  companyName: string | null;
  brandRevenue: number | null;
  assignedInventoryCount: number;
  brandOwners: { brandOwnerUserId: number }[];
};

/** Spec 001 §5 brand filter on POST /api/brand, GET /api/brand/filters and POST /api/brand/export. */
describe.each(testDatabases())('brand filter on %s', (kind) => {
  let t: TestApp;
  const q = async <T>(text: ReturnType<typeof sql>) =>
    (await t.db.execute<T & Record<string, unknown>>(text)).rows as T[];
  const ids = async (text: ReturnType<typeof sql>) =>
    (await q<{ id: number }>(text)).map((r) => r.id).sort((a, b) => a - b);
  /** Every brand id the list answers for `filters` (all pages of 100). */
  const listIds = async (filters: BrandFilterInput, extra: Partial<BrandListRequest> = {}) => {
    const out: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await t.call('po@demo.test', brandRoutes.list, {
        count: 100,
        pageNo,
        filters,
        ...extra,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out.push(...res.body.data.brands.map((b) => b.brandId));
      if (pageNo >= res.body.data.totalPages) {
        expect(out.length).toBe(res.body.data.totalNoOfEntries);
        return out.sort((a, b) => a - b);
      }
    }
  };
  let all: number[];
  let industry: number;
  let company: number;
  let west: number;
  let mumbai: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    all = await ids(sql`select id from brands`);
    industry = (
      await q<{ id: number }>(
        sql`select industry_id as id from brands group by industry_id order by count(*) desc limit 1`,
      )
    )[0].id;
    company = (
      await q<{ id: number }>(
        sql`select company_id as id from brands group by company_id order by count(*) desc, company_id limit 1`,
      )
    )[0].id;
    west = (await q<{ id: number }>(sql`select id from regions where name = 'West'`))[0].id;
    mumbai = (
      await q<{ id: number }>(
        sql`select c.id from cities c join states s on s.id = c.state_id where c.name = 'Mumbai' and s.name = 'Maharashtra'`,
      )
    )[0].id;
    // Organisation rows the demo seed leaves to other work: marketing offices, agencies, a collaborator.
    await t.db.execute(
      sql`insert into brand_marketing_offices (brand_id, city_id) select id, ${mumbai} from brands where id % 7 = 0 and hq_city_id <> ${mumbai} on conflict do nothing`,
    );
    await t.db.execute(
      sql`insert into agencies (name) values ('Filter Test Agency') on conflict do nothing`,
    );
    await t.db.execute(
      sql`insert into agency_association_types (name) values ('Filter Test Type') on conflict do nothing`,
    );
    await t.db.execute(
      sql`insert into brand_agencies (brand_id, agency_id, association_type_id) select b.id, (select id from agencies where name = 'Filter Test Agency'), (select id from agency_association_types where name = 'Filter Test Type') from brands b where b.id % 11 = 0 on conflict do nothing`,
    );
    await t.db.execute(
      sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status) select (select min(id) from event_inventories), id, (select id from users where email = 'po@demo.test'), (select id from users where email = 'bo@demo.test'), 'ACCEPTED' from brands where id % 13 = 0`,
    );
    await t.db.execute(sql`update pocs set removed_at = now() where brand_id % 5 = 0`);
  });
  afterAll(() => t?.close());

  const complement = (xs: number[]) => all.filter((id) => !xs.includes(id));

  it('industries and companies, INCLUDE and EXCLUDE (EXCLUDE keeps brands with no industry)', async () => {
    const inc = await ids(sql`select id from brands where industry_id = ${industry}`);
    expect(inc.length).toBeGreaterThan(0);
    expect(await listIds({ industries: { ids: [industry], selectionType: 'INCLUDE' } })).toEqual(
      inc,
    );
    expect(await listIds({ industries: { ids: [industry], selectionType: 'EXCLUDE' } })).toEqual(
      complement(inc),
    );
    const comp = await ids(sql`select id from brands where company_id = ${company}`);
    expect(await listIds({ companies: { ids: [company] } })).toEqual(comp);
    expect(await listIds({ companies: { ids: [company], selectionType: 'EXCLUDE' } })).toEqual(
      complement(comp),
    );
  });

  it('EXCLUDE with no ids is no filter, and the total still comes out right', async () => {
    const res = await t.call('po@demo.test', brandRoutes.list, {
      filters: { industries: { ids: [], selectionType: 'EXCLUDE' }, pocExists: 'ALL' },
    });
    expect(res.body.data.totalNoOfEntries).toBe(all.length);
  });

  it('regions and locations by scope: HQ, marketing office (ML) and BOTH', async () => {
    const hq = await ids(
      sql`select b.id from brands b join cities c on c.id = b.hq_city_id join states s on s.id = c.state_id where s.region_id = ${west}`,
    );
    const ml = await ids(
      sql`select distinct m.brand_id as id from brand_marketing_offices m join cities c on c.id = m.city_id join states s on s.id = c.state_id where s.region_id = ${west}`,
    );
    const both = [...new Set([...hq, ...ml])].sort((a, b) => a - b);
    expect(hq.length).toBeGreaterThan(0);
    expect(ml.length).toBeGreaterThan(0);
    expect(await listIds({ regions: { ids: [west] }, applySelectionTo: 'HQ' })).toEqual(hq);
    expect(await listIds({ regions: { ids: [west] }, applySelectionTo: 'ML' })).toEqual(ml);
    expect(await listIds({ regions: { ids: [west] }, applySelectionTo: 'BOTH' })).toEqual(both);
    expect(await listIds({ regions: { ids: [west] }, applySelectionTo: 'ALL' })).toEqual(both);
    expect(
      await listIds({ regions: { ids: [west], selectionType: 'EXCLUDE' }, applySelectionTo: 'HQ' }),
    ).toEqual(complement(hq));
    const inMumbai = await ids(sql`select id from brands where hq_city_id = ${mumbai}`);
    expect(
      await listIds({
        locations: { INCLUDE: [{ regionId: west, cityId: mumbai }] },
        applySelectionTo: 'HQ',
      }),
    ).toEqual(inMumbai);
    expect(
      await listIds({
        locations: { EXCLUDE: [{ regionId: west, cityId: mumbai }] },
        applySelectionTo: 'HQ',
      }),
    ).toEqual(complement(inMumbai));
  });

  it('brand owners, team owners, owner type and count, BO exists', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const to = await userId(t.db, 'to@demo.test');
    const mine = await ids(sql`select brand_id as id from brand_owners where user_id = ${bo}`);
    expect(await listIds({ brandOwners: { data: [bo] } })).toEqual(mine);
    expect(await listIds({ brandOwners: { data: [bo], selectionType: 'EXCLUDE' } })).toEqual(
      complement(mine),
    );
    const team = await ids(
      sql`select distinct bo.brand_id as id from brand_owners bo where bo.user_id in (select tm.user_id from team_members tm join teams t on t.id = tm.team_id where t.owner_user_id = ${to}) or bo.user_id = ${to}`,
    );
    expect(await listIds({ teamOwners: { data: [to] } })).toEqual(team);
    const multi = await ids(
      sql`select brand_id as id from brand_owners group by brand_id having count(*) > 1`,
    );
    const single = await ids(
      sql`select brand_id as id from brand_owners group by brand_id having count(*) = 1`,
    );
    const none = await ids(
      sql`select id from brands b where not exists (select 1 from brand_owners bo where bo.brand_id = b.id)`,
    );
    expect(multi.length).toBeGreaterThan(0);
    expect(await listIds({ brandOwnerType: 'MULTI' })).toEqual(multi);
    expect(await listIds({ brandOwnerType: 'SINGLE' })).toEqual(single);
    expect(await listIds({ brandOwnerCount: 2 })).toEqual(multi.filter((id) => id)); // the demo has at most two owners
    expect(await listIds({ brandOwnerCount: 0 })).toEqual(none);
    expect(await listIds({ boExists: 'NO' })).toEqual(none);
    expect(await listIds({ boExists: 'YES' })).toEqual(complement(none));
  });

  it('inventory buckets (assigned_count), POC exists (removed POCs do not count), revenue range in rupees', async () => {
    const b15 = await ids(sql`select id from brands where assigned_count between 1 and 5`);
    const b0 = await ids(sql`select id from brands where assigned_count = 0`);
    expect(await listIds({ brandAssignedInventoryCount: ['INV_1_TO_5'] })).toEqual(b15);
    expect(await listIds({ brandAssignedInventoryCount: ['INV_0', 'INV_1_TO_5'] })).toEqual(
      [...b0, ...b15].sort((a, b) => a - b),
    );
    const poc = await ids(
      sql`select id from brands b where exists (select 1 from pocs p where p.brand_id = b.id and p.removed_at is null)`,
    );
    expect(poc.length).toBeLessThan(all.length);
    expect(await listIds({ pocExists: 'YES' })).toEqual(poc);
    expect(await listIds({ pocExists: 'NO' })).toEqual(complement(poc));
    const rev = await ids(sql`select id from brands where revenue between 100 and 5000`);
    expect(await listIds({ revenues: { lb: 100 * CRORE, ub: 5000 * CRORE } })).toEqual(rev);
    // the full default range 0–100000 crore is no filter, even if sent (brands without revenue stay)
    expect(
      (
        await t.call('po@demo.test', brandRoutes.list, {
          filters: { revenues: { lb: 0, ub: 100_000 * CRORE } },
        })
      ).body.data.totalNoOfEntries,
    ).toBe(all.length);
    const above = await ids(sql`select id from brands where revenue >= 20000`);
    expect(await listIds({ revenues: { lb: 20_000 * CRORE, ub: 100_000 * CRORE } })).toEqual(above);
  });

  it('agencies, association types, verticals, engagement, assigned by, collaborated', async () => {
    const ag = await ids(
      sql`select distinct ba.brand_id as id from brand_agencies ba join agencies a on a.id = ba.agency_id where a.name = 'Filter Test Agency'`,
    );
    const agType = await ids(
      sql`select distinct ba.brand_id as id from brand_agencies ba join agency_association_types y on y.id = ba.association_type_id where y.name = 'Filter Test Type'`,
    );
    const [{ id: agency }] = await q<{ id: number }>(
      sql`select id from agencies where name = 'Filter Test Agency'`,
    );
    const [{ id: type }] = await q<{ id: number }>(
      sql`select id from agency_association_types where name = 'Filter Test Type'`,
    );
    expect(await listIds({ agencies: { ids: [agency] } })).toEqual(ag);
    expect(
      await listIds({ agencyAssociationType: { ids: [type], selectionType: 'EXCLUDE' } }),
    ).toEqual(complement(agType));
    const [{ id: vertical }] = await q<{ id: number }>(
      sql`select vertical_id as id from users where email = 'bo@demo.test'`,
    );
    expect(await listIds({ verticals: { ids: [vertical] } })).toEqual(
      await ids(
        sql`select distinct bo.brand_id as id from brand_owners bo join users u on u.id = bo.user_id where u.vertical_id = ${vertical}`,
      ),
    );
    expect(await listIds({ engagement: { ids: ['Strong', 'Low'] } })).toEqual(
      await ids(sql`select id from brands where engagement in ('Strong', 'Low')`),
    );
    expect(await listIds({ engagement: { ids: ['Strong'], selectionType: 'EXCLUDE' } })).toEqual(
      await ids(sql`select id from brands where engagement is distinct from 'Strong'`),
    );
    const po = await userId(t.db, 'po@demo.test');
    const byMe = await ids(
      sql`select distinct brand_id as id from pairings where status = 'ASSIGNED' and assigned_by_user_id = ${po}`,
    );
    expect(byMe.length).toBeGreaterThan(0);
    expect(await listIds({ assignedByUser: 'ME' })).toEqual(byMe);
    expect(await listIds({ assignedByUsers: { ids: [po] } })).toEqual(byMe);
    expect(await listIds({ assignedByUser: 'BO' })).toEqual(
      await ids(
        sql`select distinct a.brand_id as id from pairings a join users u on u.id = a.assigned_by_user_id where a.status = 'ASSIGNED' and 'BO' = any(u.roles)`,
      ),
    );
    expect(await listIds({ hasCollaborated: 'YES' })).toEqual(
      await ids(
        sql`select distinct brand_id as id from collab_invitations where status = 'ACCEPTED'`,
      ),
    );
  });

  it('combines filters with AND, on both tabs, with search and the filter sort', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const expected =
      await ids(sql`select b.id from brands b where b.industry_id <> ${industry} and b.assigned_count between 1 and 5 and b.revenue >= 10
      and exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${bo})`);
    const filters: BrandFilterInput = {
      industries: { ids: [industry], selectionType: 'EXCLUDE' },
      brandAssignedInventoryCount: ['INV_1_TO_5'],
      revenues: { lb: 10 * CRORE, ub: 100_000 * CRORE },
    };
    const res = await t.call('bo@demo.test', brandRoutes.list, {
      mainTab: 'MY_BRANDS',
      count: 100,
      filters,
    });
    expect(
      res.body.data.brands.map((b: Row) => b.brandId).sort((a: number, b: number) => a - b),
    ).toEqual(expected);
    const sorted = await t.call('po@demo.test', brandRoutes.list, {
      filters: {
        brandAssignedInventoryCount: ['INV_1_TO_5'],
        sortBy: { field: 'assignedInventoryCount', order: 'DESC' },
      },
    });
    const counts = sorted.body.data.brands.map((b: Row) => b.assignedInventoryCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(counts[0]).toBeLessThanOrEqual(5);
  });

  it('refuses bad filters with 400 naming the field, and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const filters of [
      { industries: { ids: ['x'] } },
      { industries: { ids: [1], selectionType: 'MAYBE' } },
      { revenues: { lb: 5, ub: 1 } },
      { revenues: { lb: -1, ub: 1 } },
      { brandAssignedInventoryCount: ['INV_99'] },
      { pocExists: 'SOMETIMES' },
      { applySelectionTo: 'MOON' },
      { locations: { INCLUDE: [{ stateId: 3 }] } },
      { unknownFilter: true },
      { engagement: { ids: ['Lukewarm'] } },
      { brandOwners: { data: Array.from({ length: 501 }, (_, i) => i + 1) } },
    ]) {
      const res = await t.raw('po@demo.test', 'POST', '/api/brand', { filters });
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect(res.body.field).toMatch(/^filters/);
    }
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('GET /api/brand/filters offers the options within the caller’s scope', async () => {
    const po = (await t.call('po@demo.test', brandRoutes.filterOptions, {})).body.data;
    expect(po.industries.length).toBeGreaterThan(5);
    expect(po.companies.length).toBeLessThanOrEqual(200);
    expect(po.regions.map((r: { name: string }) => r.name)).toContain('West');
    expect(po.engagement).toEqual(['Strong', 'Medium', 'Low']);
    expect(po.inventoryBuckets.map((b: { id: string }) => b.id)).toEqual([
      'INV_0',
      'INV_1_TO_5',
      'INV_6_TO_10',
      'INV_GT_10',
    ]);
    expect(po.teamOwners.length).toBeGreaterThan(1);
    const bo = (await t.call('bo@demo.test', brandRoutes.filterOptions, {})).body.data;
    expect(bo.brandOwners).toEqual([
      { id: await userId(t.db, 'bo@demo.test'), name: 'Aarav Mehta' },
    ]);
    expect(bo.teamOwners).toEqual([]);
    expect((await t.call(null, brandRoutes.filterOptions, {})).status).toBe(401);
  });

  it('exports every matching brand as CSV (rows = totalNoOfEntries) and as a valid XLSX', async () => {
    const filters: BrandFilterInput = {
      industries: { ids: [industry], selectionType: 'EXCLUDE' },
      pocExists: 'YES',
    };
    const total = (await t.call('po@demo.test', brandRoutes.list, { filters })).body.data
      .totalNoOfEntries;
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/brand/export',
      headers: { authorization: await t.auth('po@demo.test') },
      payload: {
        filters,
        format: 'csv',
        columns: ['brandName', 'industryName', 'brandRevenue'],
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/brands-\d{8}-\d{6}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Brand,Industry,Revenue (in Cr)');
    expect(lines.length - 1).toBe(total);
    // read in pages: 7 at a time gives the same rows in the same order
    const actor = (await loadActor(t.db, await userId(t.db, 'po@demo.test')))!;
    const paged = await exportBrands({
      db: t.db,
      actor,
      q: BrandExportRequest.parse({
        filters,
        columns: ['brandName', 'industryName', 'brandRevenue'],
      }),
      pageSize: 7,
    });
    let text = '';
    for await (const chunk of paged.stream) text += chunk.toString();
    expect(text).toBe(csv.body);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/brand/export',
      headers: { authorization: await t.auth('po@demo.test') },
      payload: { filters, format: 'xlsx' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Brand');
    expect(ws.actualRowCount - 1).toBe(total);
    // raw: a format, a column and a time zone the contract forbids
    const bad = await t.raw('po@demo.test', 'POST', '/api/brand/export', { format: 'pdf' });
    expect(bad.status).toBe(400);
    expect(
      (await t.raw('po@demo.test', 'POST', '/api/brand/export', { columns: ['password'] })).status,
    ).toBe(400);
    expect(
      (await t.raw('po@demo.test', 'POST', '/api/brand/export', { timeZone: 'Mars/Olympus' }))
        .status,
    ).toBe(400);
  });
});
