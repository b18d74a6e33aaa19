import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminUserListRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

const ADMIN = 'admin@demo.test';

/** The admin's users list with its filter, the role lists, the team overview and the search pickers. */
describe.each(testDatabases())('admin user lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 40, pairings: 20 });
  });
  afterAll(() => t?.close());

  it('lists every user 50 a page, filtered by role, vertical, team owner, status and search', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    const all = await t.call(ADMIN, adminUserListRoutes.all, {});
    expect(all.status).toBe(200);
    expect(all.body.data.totalNoOfEntries).toBe(rows[0].n);
    expect(all.body.data.users.length).toBe(Math.min(50, rows[0].n));
    const bo = all.body.data.roleChips.find((c) => c.role === 'BO')!;
    const onlyBo = await t.call(ADMIN, adminUserListRoutes.all, { roles: ['BO'], count: 100 });
    expect(onlyBo.body.data.totalNoOfEntries).toBe(bo.count);
    expect(onlyBo.body.data.users.every((u) => u.roles.includes('BO'))).toBe(true);

    const { rows: v } = await t.db.execute<{ id: number; n: number }>(
      sql`select vertical_id as id, count(*)::int as n from users where vertical_id is not null
        group by vertical_id order by n desc, vertical_id limit 1`,
    );
    const byVertical = await t.call(ADMIN, adminUserListRoutes.all, {
      verticalIds: [Number(v[0].id)],
    });
    expect(byVertical.body.data.totalNoOfEntries).toBe(v[0].n);

    const to = await userId(t.db, 'to@demo.test');
    const team = await t.call(ADMIN, adminUserListRoutes.all, { teamOwnerIds: [to], count: 100 });
    expect(team.body.data.users.map((u) => u.email)).toContain('bo@demo.test');
    expect(team.body.data.users.every((u) => u.teamOwnerName !== null)).toBe(true);

    const lg = await userId(t.db, 'lg@demo.test');
    await t.db.execute(
      sql`update users set status = 'INACTIVE', deactivation_reason = 'Moved on' where id = ${lg}`,
    );
    try {
      const inactive = await t.call(ADMIN, adminUserListRoutes.all, { status: 'INACTIVE' });
      expect(inactive.body.data.users.map((u) => [u.userId, u.deactivationReason])).toEqual([
        [lg, 'Moved on'],
      ]);
      const active = await t.call(ADMIN, adminUserListRoutes.all, {
        status: 'ACTIVE',
        searchFor: 'lg@demo',
      });
      expect(active.body.data.totalNoOfEntries).toBe(0);
    } finally {
      await t.db.execute(
        sql`update users set status = 'ACTIVE', deactivation_reason = null where id = ${lg}`,
      );
    }
  });

  it('lists the active brand owners, project owners and team owners by name, searchable', async () => {
    for (const [def, role] of [
      [adminUserListRoutes.brandOwners, 'BO'],
      [adminUserListRoutes.projectOwners, 'PO'],
      [adminUserListRoutes.teamOwners, 'TO'],
    ] as const) {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where status = 'ACTIVE' and ${role} = any(roles)`,
      );
      const res = await t.call(ADMIN, def, { count: 100 });
      expect(res.status).toBe(200);
      expect(res.body.data.totalNoOfEntries).toBe(rows[0].n);
      expect(res.body.data.users.every((u) => u.roles.includes(role))).toBe(true);
      const mine = await t.call(ADMIN, def, { searchFor: `${role.toLowerCase()}@demo.test` });
      expect(mine.body.data.users.map((u) => u.roles.includes(role))).toEqual([true]);
    }
  });

  it('the team overview shows each team with owner, members and the brands they own', async () => {
    const res = await t.call(ADMIN, adminUserListRoutes.teams, {});
    expect(res.status).toBe(200);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from teams`);
    expect(res.body.data.totalNoOfEntries).toBe(rows[0].n);
    const to = await userId(t.db, 'to@demo.test');
    const row = res.body.data.teams.find((x) => x.owner.userId === to)!;
    expect(row.members.length).toBe(row.memberCount);
    const { rows: owned } = await t.db.execute<{ n: number }>(sql`
      select count(distinct bo.brand_id)::int as n
      from brand_owners bo join brands b on b.id = bo.brand_id and not b.is_offloaded
      where bo.user_id = ${to}
        or bo.user_id in (select user_id from team_members where team_id = ${row.teamId})`);
    expect(row.brandsOwned).toBe(owned[0].n);
    const found = await t.call(ADMIN, adminUserListRoutes.teams, { searchFor: row.owner.userName });
    expect(found.body.data.teams.map((x) => x.teamId)).toContain(row.teamId);
  });

  it('searches cities and companies 50 a page', async () => {
    const { rows: city } = await t.db.execute<{ id: number; name: string }>(
      sql`select id, name from cities order by id limit 1`,
    );
    const cities = await t.call(ADMIN, adminUserListRoutes.locations, { searchFor: city[0].name });
    expect(cities.body.data.locations.map((c) => c.cityId)).toContain(Number(city[0].id));
    expect(
      (await t.call(ADMIN, adminUserListRoutes.locations, {})).body.data.locations.length,
    ).toBeLessThanOrEqual(50);
    const { rows: co } = await t.db.execute<{ id: number; name: string }>(
      sql`select id, name from companies order by id limit 1`,
    );
    const companies = await t.call(ADMIN, adminUserListRoutes.companies, { searchFor: co[0].name });
    expect(companies.body.data.companies.map((c) => c.companyId)).toContain(Number(co[0].id));
  });

  it('keeps the admin’s saved user filters: read, replace, names unique', async () => {
    expect((await t.call(ADMIN, adminUserListRoutes.filters, {})).body.data.filters).toEqual([]);
    const sales = {
      name: 'Sales BOs',
      filter: { roles: ['BO' as const], status: 'ACTIVE' as const },
    };
    const saved = await t.call(ADMIN, adminUserListRoutes.filters, { filters: [sales] });
    expect(saved.status).toBe(200);
    const read = await t.call(ADMIN, adminUserListRoutes.filters, {});
    expect(read.body.data.filters).toEqual([
      {
        name: 'Sales BOs',
        filter: {
          searchFor: '',
          roles: ['BO'],
          verticalIds: [],
          teamOwnerIds: [],
          status: 'ACTIVE',
        },
      },
    ]);
    const twice = await t.call(ADMIN, adminUserListRoutes.filters, {
      filters: [sales, { ...sales, name: 'sales bos' }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('unique');
    expect((await t.call(ADMIN, adminUserListRoutes.filters, {})).body.data.filters).toHaveLength(
      1,
    );
    await t.call(ADMIN, adminUserListRoutes.filters, { filters: [] });
    expect((await t.call(ADMIN, adminUserListRoutes.filters, {})).body.data.filters).toEqual([]);
  });

  it('refuses non-admins with 403 and bad input with 400 naming the field, changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const def of Object.values(adminUserListRoutes)) {
      expect([def.path, (await t.call('bo@demo.test', def, {})).status]).toEqual([def.path, 403]);
    }
    for (const [body, field] of [
      [{ roles: ['KING'] }, 'roles'],
      [{ status: 'GONE' }, 'status'],
      [{ verticalIds: ['x'] }, 'verticalIds'],
      [{ teamOwnerIds: [0] }, 'teamOwnerIds'],
      [{ count: 0 }, 'count'],
    ] as const) {
      const res = await t.raw(ADMIN, 'POST', '/api/admin/users/all', body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const bad = await t.raw(ADMIN, 'GET', '/api/admin/company/search?pageNo=0');
    expect(bad.status).toBe(400);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
