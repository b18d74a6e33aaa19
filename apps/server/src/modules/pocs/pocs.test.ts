import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POC_MESSAGES, pocRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

type PocOut = {
  pocId: number;
  pocName: string;
  pocIsPrimary: boolean;
  departmentId: number | null;
  departmentName: string | null;
  cityName: string | null;
  reportsToPocId: number | null;
  reportsToPocName: string | null;
};

describe.each(testDatabases())('POCs, departments, org chart and POC contacts on %s', (kind) => {
  let t: TestApp;
  let boId: number;
  let ownBrand: number; // owned by bo@demo.test only
  let foreignBrand: number; // owned by nobody in the demo TO's team
  let teamBrand: number; // owned by a member of the demo TO's team other than the demo BO
  let mumbai: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    boId = await userId(t.db, 'bo@demo.test');
    const toId = await userId(t.db, 'to@demo.test');
    const one = async (q: ReturnType<typeof sql>) =>
      (await t.db.execute<{ id: number }>(q)).rows[0].id;
    ownBrand = await one(
      sql`select b.id from brands b where exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${boId}) order by b.id limit 1`,
    );
    const team = sql`(select tm.user_id from team_members tm join teams tt on tt.id = tm.team_id where tt.owner_user_id = ${toId})`;
    foreignBrand =
      await one(sql`select b.id from brands b where exists (select 1 from brand_owners o where o.brand_id = b.id)
      and not exists (select 1 from brand_owners o where o.brand_id = b.id and (o.user_id in ${team} or o.user_id = ${toId})) order by b.id limit 1`);
    teamBrand =
      await one(sql`select b.id from brands b where exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id in ${team} and o.user_id <> ${boId})
      and not exists (select 1 from brand_owners o where o.brand_id = b.id and o.user_id = ${boId}) order by b.id limit 1`);
    mumbai = await one(
      sql`select c.id from cities c join states s on s.id = c.state_id where c.name = 'Mumbai' and s.name = 'Maharashtra'`,
    );
  });
  afterAll(() => t?.close());

  const list = async (email: string, brandId: number) =>
    (await t.call(email, pocRoutes.list, { brandId })).body.data as {
      poc: PocOut[];
      canEdit: boolean;
      totalNoOfEntries: number;
    };
  /** Fingerprint of the tables this area writes, plus the harness's. */
  const print = async () => {
    const { rows } = await t.db.execute<{ f: string }>(sql`select concat_ws('|',
      (select md5(coalesce(string_agg(concat_ws(',', id, name, role, email, phone_numbers::text, linkedin_url, is_primary, department_id, city_id, reports_to_poc_id, removed_at), ';' order by id), '')) from pocs),
      (select md5(coalesce(string_agg(concat_ws(',', id, brand_id, name), ';' order by id), '')) from departments),
      (select count(*) from brand_history)) as f`);
    return rows[0].f + (await dbFingerprint(t.db));
  };
  const primaries = async (brandId: number) =>
    (
      await t.db.execute<{ id: number }>(
        sql`select id from pocs where brand_id = ${brandId} and is_primary and removed_at is null`,
      )
    ).rows.map((r) => r.id);

  it('lists a brand’s POCs with department, city and reporting line (seeded), primary first; 404 and 400 for bad brands', async () => {
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from pocs where reports_to_poc_id is not null and department_id is not null order by brand_id limit 1`,
    );
    const data = await list('po@demo.test', rows[0].brand_id);
    expect(data.canEdit).toBe(true);
    expect(data.poc.length).toBeGreaterThanOrEqual(2);
    expect(data.poc[0].pocIsPrimary).toBe(true);
    const report = data.poc.find((p) => p.reportsToPocId)!;
    expect(report.reportsToPocName).toBe(
      data.poc.find((p) => p.pocId === report.reportsToPocId)!.pocName,
    );
    expect(report.departmentName).toBeTruthy();
    expect(data.poc.every((p) => p.cityName)).toBe(true);
    expect((await t.call('bo@demo.test', pocRoutes.list, { brandId: 99999999 })).status).toBe(404);
    expect((await t.call('bo@demo.test', pocRoutes.list, { brandId: 'abc' })).status).toBe(400);
    expect((await list('hr@demo.test', ownBrand)).canEdit).toBe(false);
  });

  it('a BO adds a POC to their brand with every field; it is listed, and the history says who created it', async () => {
    const dep = await t.call('bo@demo.test', pocRoutes.createDepartment, {
      brandId: ownBrand,
      name: 'Events Marketing',
    });
    expect(dep.status).toBe(200);
    const before = await list('bo@demo.test', ownBrand);
    const primary = before.poc.find((p) => p.pocIsPrimary)!;
    const res = await t.call('bo@demo.test', pocRoutes.create, {
      brandId: ownBrand,
      name: 'Ishita Verma',
      role: 'Head of Events',
      email: 'Ishita.Verma@Example.com',
      phoneNumbers: [{ cc: '+91', number: '98200 12345', type: 'MOBILE' }],
      linkedInUrl: 'https://www.linkedin.com/in/ishita',
      departmentId: dep.body.data.department!.departmentId,
      cityId: mumbai,
      reportsToPocId: primary.pocId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(POC_MESSAGES.pocCreated);
    expect(res.body.data.poc).toMatchObject({
      pocName: 'Ishita Verma',
      pocEmail: 'ishita.verma@example.com',
      phoneNumbers: [{ cc: '+91', number: '9820012345', type: 'MOBILE' }],
      departmentName: 'Events Marketing',
      cityName: 'Mumbai',
      stateName: 'Maharashtra',
      reportsToPocName: primary.pocName,
      pocIsPrimary: false,
    });
    const after = await list('bo@demo.test', ownBrand);
    expect(after.totalNoOfEntries).toBe(before.totalNoOfEntries + 1);
    const hist = (await t.call('bo@demo.test', pocRoutes.pocHistory, { brandId: ownBrand })).body
      .data;
    expect(hist.history[0]).toMatchObject({
      entity: 'POC',
      entityId: res.body.data.poc.pocId,
      entityName: 'Ishita Verma',
      field: 'created',
      from: null,
      to: 'Ishita Verma',
      changedBy: { userId: boId },
    });
    // the same email again on this brand: 409
    const dup = await t.call('bo@demo.test', pocRoutes.create, {
      brandId: ownBrand,
      name: 'Someone',
      email: 'ishita.verma@example.com',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('POC_EMAIL_EXISTS');
  });

  it('keeps one primary per brand: a new primary clears the others, with history', async () => {
    const res = await t.call('bo@demo.test', pocRoutes.create, {
      brandId: ownBrand,
      name: 'Kabir Sen',
      pocIsPrimary: true,
    });
    expect(res.status).toBe(200);
    expect(await primaries(ownBrand)).toEqual([res.body.data.poc.pocId]);
    const other = (await list('bo@demo.test', ownBrand)).poc.find((p) => !p.pocIsPrimary)!;
    const patch = await t.call('bo@demo.test', pocRoutes.update, {
      pocId: other.pocId,
      pocIsPrimary: true,
    });
    expect(patch.status).toBe(200);
    expect(await primaries(ownBrand)).toEqual([other.pocId]);
    const hist = (await t.call('bo@demo.test', pocRoutes.pocHistory, { brandId: ownBrand })).body
      .data.history;
    expect(
      hist
        .filter((h) => h.field === 'pocIsPrimary')
        .slice(0, 2)
        .map((h) => [h.entityId, h.to])
        .sort(),
    ).toEqual(
      [
        [other.pocId, 'Yes'],
        [res.body.data.poc.pocId, 'No'],
      ].sort(),
    );
  });

  it('updates fields with one history row each (from → to, by whom)', async () => {
    const p = (await list('bo@demo.test', ownBrand)).poc.find((x) => x.pocName === 'Kabir Sen')!;
    const res = await t.call('bo@demo.test', pocRoutes.update, {
      pocId: p.pocId,
      name: 'Kabir Sengupta',
      role: 'CMO',
      cityId: mumbai,
      linkedInUrl: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.poc).toMatchObject({
      pocName: 'Kabir Sengupta',
      pocRole: 'CMO',
      cityName: 'Mumbai',
      linkedInUrl: null,
    });
    const hist = (
      await t.call('bo@demo.test', pocRoutes.pocHistory, { brandId: ownBrand })
    ).body.data.history.filter((h) => h.entityId === p.pocId);
    const byField = Object.fromEntries(hist.map((h) => [h.field, [h.from, h.to]]));
    expect(byField.pocName).toEqual(['Kabir Sen', 'Kabir Sengupta']);
    expect(byField.pocRole).toEqual([null, 'CMO']);
    expect(byField.city).toEqual([null, 'Mumbai']);
    expect(byField.linkedInUrl).toBeUndefined(); // null → null is no change
  });

  it('refuses reporting cycles, self-reporting, other brands’ managers and departments, bad URLs and unknown ids — changing nothing', async () => {
    const pocs = (await list('bo@demo.test', ownBrand)).poc;
    const [a, b] = pocs;
    // b reports to a; a → b would be a cycle
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: b.pocId,
          reportsToPocId: a.pocId,
        })
      ).status,
    ).toBe(200);
    const fp = await print();
    const cycle = await t.call('bo@demo.test', pocRoutes.update, {
      pocId: a.pocId,
      reportsToPocId: b.pocId,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toEqual({ error: 'REPORTING_CYCLE', message: POC_MESSAGES.reportingCycle });
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          reportsToPocId: a.pocId,
        })
      ).body.error,
    ).toBe('REPORTING_CYCLE');
    const foreignPoc = (
      await t.db.execute<{ id: number }>(
        sql`select id from pocs where brand_id = ${foreignBrand} and removed_at is null limit 1`,
      )
    ).rows[0].id;
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          reportsToPocId: foreignPoc,
        })
      ).body.error,
    ).toBe('REPORTS_TO_OTHER_BRAND');
    expect(await print()).toBe(fp);
    const foreignDep = (
      await t.call('po@demo.test', pocRoutes.createDepartment, {
        brandId: foreignBrand,
        name: 'Finance',
      })
    ).body.data.department!.departmentId;
    const fp2 = await print();
    expect(fp2).not.toBe(fp); // the PO's department and its history row
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          departmentId: foreignDep,
        })
      ).body.error,
    ).toBe('DEPARTMENT_OF_OTHER_BRAND');
    const badUrl = await t.call('bo@demo.test', pocRoutes.update, {
      pocId: a.pocId,
      linkedInUrl: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.field).toBe('linkedInUrl');
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          linkedInUrl: 'https://x.com/a b',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          email: 'not-an-email',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          phoneNumbers: [{ cc: '+91', number: '12', type: 'MOBILE' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('bo@demo.test', pocRoutes.update, { pocId: 99999999, name: 'X' })).status,
    ).toBe(404);
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.update, {
          pocId: a.pocId,
          cityId: 99999999,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', pocRoutes.create, { brandId: 99999999, name: 'X' })).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', pocRoutes.create, { brandId: ownBrand, name: '   ' })).status,
    ).toBe(400);
    expect(await print()).toBe(fp2);
  });

  it('lets the brand’s owners, their TO, PO and ADMIN change POCs; others get 403', async () => {
    const foreignPoc = (
      await t.db.execute<{ id: number }>(
        sql`select id from pocs where brand_id = ${foreignBrand} and removed_at is null limit 1`,
      )
    ).rows[0].id;
    const body = (name: string) => ({ brandId: foreignBrand, name });
    expect((await t.call('bo@demo.test', pocRoutes.create, body('A'))).status).toBe(403);
    expect(
      (await t.call('bo@demo.test', pocRoutes.update, { pocId: foreignPoc, name: 'B' })).status,
    ).toBe(403);
    expect((await t.call('bo@demo.test', pocRoutes.remove, { pocId: foreignPoc })).status).toBe(
      403,
    );
    expect((await t.call('to@demo.test', pocRoutes.create, body('A'))).status).toBe(403);
    expect(
      (await t.call('hr@demo.test', pocRoutes.create, { brandId: ownBrand, name: 'A' })).status,
    ).toBe(403);
    expect(
      (
        await t.call('sme@demo.test', pocRoutes.createDepartment, {
          brandId: ownBrand,
          name: 'Legal',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('to@demo.test', pocRoutes.create, {
          brandId: teamBrand,
          name: 'Team Contact',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('to@demo.test', pocRoutes.create, {
          brandId: ownBrand,
          name: 'Team Contact 2',
        })
      ).status,
    ).toBe(200);
    expect((await t.call('po@demo.test', pocRoutes.create, body('PO Contact'))).status).toBe(200);
    expect((await t.call('admin@demo.test', pocRoutes.create, body('Admin Contact'))).status).toBe(
      200,
    );
    expect((await t.call(null, pocRoutes.create, body('x'))).status).toBe(401);
  });

  it('removes a POC softly: the primary passes on, its reports move up to its manager, history is kept; again → 404', async () => {
    const brandId = ownBrand;
    const pocs = (await list('bo@demo.test', brandId)).poc;
    const primary = pocs.find((p) => p.pocIsPrimary)!;
    const mid = pocs.find((p) => !p.pocIsPrimary && p.pocName === 'Ishita Verma')!;
    const leaf = pocs.find((p) => !p.pocIsPrimary && p.pocId !== mid.pocId)!;
    await t.call('bo@demo.test', pocRoutes.update, {
      pocId: mid.pocId,
      reportsToPocId: primary.pocId,
    });
    await t.call('bo@demo.test', pocRoutes.update, {
      pocId: leaf.pocId,
      reportsToPocId: mid.pocId,
    });
    const rm = await t.call('bo@demo.test', pocRoutes.remove, { pocId: mid.pocId });
    expect(rm.body.data).toEqual({ message: POC_MESSAGES.pocRemoved, newPrimaryPocId: null });
    const after = (await list('bo@demo.test', brandId)).poc;
    expect(after.map((p) => p.pocId)).not.toContain(mid.pocId);
    expect(after.find((p) => p.pocId === leaf.pocId)!.reportsToPocId).toBe(primary.pocId);
    expect(
      (
        await t.db.execute(
          sql`select 1 from pocs where id = ${mid.pocId} and removed_at is not null`,
        )
      ).rows,
    ).toHaveLength(1);
    // removing the primary with a chosen successor
    const bad = await t.call('bo@demo.test', pocRoutes.remove, {
      pocId: primary.pocId,
      newPrimaryPocId: mid.pocId,
    });
    expect(bad.body.error).toBe('NEW_PRIMARY_INVALID');
    const rmP = await t.call('bo@demo.test', pocRoutes.remove, {
      pocId: primary.pocId,
      newPrimaryPocId: leaf.pocId,
    });
    expect(rmP.body.data.newPrimaryPocId).toBe(leaf.pocId);
    expect(await primaries(brandId)).toEqual([leaf.pocId]);
    const hist = (await t.call('bo@demo.test', pocRoutes.pocHistory, { brandId })).body.data;
    expect(
      hist.history.find((h) => h.field === 'removed' && h.entityId === mid.pocId),
    ).toMatchObject({ from: 'Ishita Verma', to: null });
    expect((await t.call('bo@demo.test', pocRoutes.remove, { pocId: mid.pocId })).status).toBe(404);
    expect(hist.history).toHaveLength(15);
    expect(hist.totalPages).toBe(Math.ceil(hist.totalNoOfEntries / 15));
  });

  it('departments: create, refuse a duplicate name in any case, rename, remove (POCs stay, department cleared), with history', async () => {
    const created = await t.call('bo@demo.test', pocRoutes.createDepartment, {
      brandId: ownBrand,
      name: 'Trade Marketing',
    });
    expect(created.body.data.message).toBe(POC_MESSAGES.departmentCreated);
    const depId = created.body.data.department!.departmentId;
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.createDepartment, {
          brandId: ownBrand,
          name: 'trade marketing',
        })
      ).status,
    ).toBe(409);
    const renamed = await t.call('bo@demo.test', pocRoutes.renameDepartment, {
      departmentId: depId,
      name: 'Trade & Shopper Marketing',
    });
    expect(renamed.body.data.department?.name).toBe('Trade & Shopper Marketing');
    const poc = (await list('bo@demo.test', ownBrand)).poc[0];
    await t.call('bo@demo.test', pocRoutes.update, {
      pocId: poc.pocId,
      departmentId: depId,
    });
    const deps = (await t.call('bo@demo.test', pocRoutes.departments, { brandId: ownBrand })).body
      .data.departments;
    expect(deps.find((d) => d.departmentId === depId)?.pocCount).toBe(1);
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.removeDepartment, {
          departmentId: depId,
        })
      ).body.data.message,
    ).toBe(POC_MESSAGES.departmentRemoved);
    const again = (await list('bo@demo.test', ownBrand)).poc.find((p) => p.pocId === poc.pocId)!;
    expect(again.departmentId).toBeNull();
    const hist = (await t.call('bo@demo.test', pocRoutes.departmentHistory, { brandId: ownBrand }))
      .body.data.history;
    expect(hist.slice(0, 3).map((h: { field: string }) => h.field)).toEqual([
      'removed',
      'name',
      'created',
    ]);
    expect(hist[1]).toMatchObject({ from: 'Trade Marketing', to: 'Trade & Shopper Marketing' });
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.removeDepartment, {
          departmentId: depId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('bo@demo.test', pocRoutes.renameDepartment, {
          departmentId: depId,
          name: 'X',
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', pocRoutes.locationHistory, { brandId: ownBrand })).status,
    ).toBe(200);
    expect(
      (await t.call('bo@demo.test', pocRoutes.locationHistory, { brandId: 99999999 })).status,
    ).toBe(404);
  });

  it('draws the org chart: departments, POCs and reporting lines within the brand', async () => {
    const res = await t.call('bo@demo.test', pocRoutes.orgChart, { brandId: ownBrand });
    expect(res.status).toBe(200);
    const chart = res.body.data;
    expect(chart).toMatchObject({ brandId: ownBrand, canEdit: true });
    expect(typeof chart.brandName).toBe('string');
    const ids = new Set(chart.pocs.map((p: { pocId: number }) => p.pocId));
    const depIds = new Set(chart.departments.map((d: { departmentId: number }) => d.departmentId));
    expect(chart.pocs.length).toBe((await list('bo@demo.test', ownBrand)).totalNoOfEntries);
    for (const p of chart.pocs) {
      if (p.reportsToPocId) expect(ids.has(p.reportsToPocId)).toBe(true);
      if (p.departmentId) expect(depIds.has(p.departmentId)).toBe(true);
    }
    expect(chart.pocs.filter((p: { pocIsPrimary: boolean }) => p.pocIsPrimary)).toHaveLength(1);
    expect(
      (await t.call('hr@demo.test', pocRoutes.orgChart, { brandId: ownBrand })).body.data.canEdit,
    ).toBe(false);
    expect((await t.call('bo@demo.test', pocRoutes.orgChart, { brandId: 99999999 })).status).toBe(
      404,
    );
  });

  it('POC Contacts: a BO sees only their own brands’ POCs, searchable by name, email and brand; a PO sees all; HR is refused', async () => {
    const bo = (await t.call('bo@demo.test', pocRoutes.contacts, { count: 100 })).body.data;
    expect(bo.totalNoOfEntries).toBeGreaterThan(0);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pocs p where p.removed_at is null and exists (select 1 from brand_owners o where o.brand_id = p.brand_id and o.user_id = ${boId})`,
    );
    expect(bo.totalNoOfEntries).toBe(rows[0].n);
    const owned = new Set(
      (
        await t.db.execute<{ brand_id: number }>(
          sql`select brand_id from brand_owners where user_id = ${boId}`,
        )
      ).rows.map((r) => r.brand_id),
    );
    expect(bo.pocs.every((p: { brandId: number }) => owned.has(p.brandId))).toBe(true);
    const sample = bo.pocs[0];
    const byBrand = (
      await t.call('bo@demo.test', pocRoutes.contacts, { searchFor: sample.brandName })
    ).body.data.pocs;
    expect(byBrand.map((p: { pocId: number }) => p.pocId)).toContain(sample.pocId);
    if (sample.pocEmail) {
      const byEmail = (
        await t.call('bo@demo.test', pocRoutes.contacts, {
          searchFor: sample.pocEmail.toUpperCase(),
        })
      ).body.data.pocs;
      expect(byEmail.map((p: { pocId: number }) => p.pocId)).toContain(sample.pocId);
    }
    const po = (await t.call('po@demo.test', pocRoutes.contacts, {})).body.data;
    expect(po.totalNoOfEntries).toBeGreaterThan(bo.totalNoOfEntries);
    expect(po.pocs).toHaveLength(50);
    expect((await t.call('hr@demo.test', pocRoutes.contacts, {})).status).toBe(403);
    // removed POCs are not contacts
    const removed = (
      await t.db.execute<{ id: number }>(
        sql`select id from pocs where removed_at is not null and brand_id = ${ownBrand} limit 1`,
      )
    ).rows[0].id;
    expect(bo.pocs.map((p: { pocId: number }) => p.pocId)).not.toContain(removed);
  });
});
