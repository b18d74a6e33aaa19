import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { peopleRoutes, userDirectoryRoutes } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** The User API's directory: every user, the active ones, verticals, the user list by role, a user's brands, and /user/team/v2's team parameters. */
describe.each(testDatabases())('user directory on %s', (kind) => {
  let t: TestApp;
  const count = async (where: ReturnType<typeof sql>) =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users where ${where}`))
      .rows[0].n;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 30 });
  });
  afterAll(() => t?.close());

  it('lists every user, the active ones by role, and the user list 100 a page by role selection', async () => {
    const lg = await userId(t.db, 'lg@demo.test');
    await t.db.execute(sql`update users set status = 'INACTIVE' where id = ${lg}`);
    try {
      const all = await t.call('bo@demo.test', userDirectoryRoutes.all, { count: 100 });
      expect(all.body.data.totalNoOfEntries).toBe(await count(sql`true`));
      const gone = await t.call('bo@demo.test', userDirectoryRoutes.all, {
        searchFor: 'lg@demo.test',
      });
      expect(gone.body.data.users.map((u) => [u.userId, u.status])).toEqual([[lg, 'INACTIVE']]);
      const active = await t.call('bo@demo.test', userDirectoryRoutes.active, {
        roles: ['PO'],
        count: 100,
      });
      expect(active.body.data.totalNoOfEntries).toBe(
        await count(sql`status = 'ACTIVE' and 'PO' = any(roles)`),
      );
      expect(active.body.data.users.every((u) => u.status === 'ACTIVE')).toBe(true);
      const list = await t.call('bo@demo.test', userDirectoryRoutes.list, {});
      expect(list.body.data.users.length).toBe(Math.min(100, await count(sql`status = 'ACTIVE'`)));
      const notBo = await t.call('bo@demo.test', userDirectoryRoutes.list, {
        roles: ['BO'],
        selectionType: 'EXCLUDE',
      });
      expect(notBo.body.data.totalNoOfEntries).toBe(
        await count(sql`status = 'ACTIVE' and not ('BO' = any(roles))`),
      );
      expect(notBo.body.data.users.some((u) => u.roles.includes('BO'))).toBe(false);
    } finally {
      await t.db.execute(sql`update users set status = 'ACTIVE' where id = ${lg}`);
    }
  });

  it('counts the active users of each vertical', async () => {
    const res = await t.call('bo@demo.test', userDirectoryRoutes.verticals, {});
    expect(res.status).toBe(200);
    for (const v of res.body.data.verticals) {
      expect(v.userCount).toBe(
        await count(sql`vertical_id = ${v.verticalId} and status = 'ACTIVE'`),
      );
    }
  });

  it('lists all of a user’s brands 25 a page with the brand filter; unknown users 404', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_owners where user_id = ${bo}`,
    );
    const res = await t.call('po@demo.test', userDirectoryRoutes.brands, { userId: bo });
    expect(res.status).toBe(200);
    expect(res.body.data.totalNoOfEntries).toBe(rows[0].n);
    expect(res.body.data.brands.length).toBe(Math.min(25, rows[0].n));
    const first = res.body.data.brands[0];
    const { rows: ind } = await t.db.execute<{ id: number }>(
      sql`select industry_id as id from brands where id = ${first.brandId}`,
    );
    const filtered = await t.call('po@demo.test', userDirectoryRoutes.brands, {
      userId: bo,
      count: 100,
      filters: { industries: { ids: [Number(ind[0].id)], selectionType: 'INCLUDE' } },
    });
    expect(filtered.body.data.brands.map((b) => b.industryName)).toEqual(
      filtered.body.data.brands.map(() => first.industryName),
    );
    expect(filtered.body.data.brands.map((b) => b.brandId)).toContain(first.brandId);
    expect(
      (await t.call('po@demo.test', userDirectoryRoutes.brands, { userId: 987654321 })).status,
    ).toBe(404);
    // raw: a filter the contract does not have
    const bad = await t.raw('po@demo.test', 'POST', '/api/user/brands/all', {
      userId: bo,
      filters: { colour: 'red' },
    });
    expect(bad.status).toBe(400);
  });

  it('/user/team/v2 lists other owners’ teams, every team, and members of one role', async () => {
    const to = await userId(t.db, 'to@demo.test');
    const byOwner = await t.call('po@demo.test', peopleRoutes.team, { teamOwners: [to] });
    expect(byOwner.body.data.users.map((u) => u.email)).toContain('bo@demo.test');
    const own = await t.call('to@demo.test', peopleRoutes.team, {});
    expect(byOwner.body.data.totalNoOfEntries).toBe(own.body.data.totalNoOfEntries);
    const everyTeam = await t.call('po@demo.test', peopleRoutes.team, {
      teamType: 'ALL_TEAMS',
      count: 100,
    });
    const { rows } = await t.db.execute<{
      n: number;
    }>(sql`select count(distinct tm.user_id)::int as n
      from team_members tm join users u on u.id = tm.user_id where u.status = 'ACTIVE'`);
    expect(everyTeam.body.data.totalNoOfEntries).toBe(rows[0].n);
    const bos = await t.call('po@demo.test', peopleRoutes.team, {
      teamType: 'ALL_TEAMS',
      memberRole: 'BO',
      count: 100,
    });
    expect(bos.body.data.users.every((u) => u.roles.includes('BO'))).toBe(true);
    const demoBo = await t.call('po@demo.test', peopleRoutes.team, {
      teamType: 'ALL_TEAMS',
      memberRole: 'BO',
      searchFor: 'bo@demo.test',
    });
    expect(demoBo.body.data.users.map((u) => u.email)).toEqual(['bo@demo.test']);
    // raw: a team type, role and owner ids the contract forbids
    for (const body of [{ teamType: 'NEAR' }, { memberRole: 'KING' }, { teamOwners: ['x'] }]) {
      const res = await t.raw('po@demo.test', 'POST', '/api/user/team/v2', body);
      expect([body, res.status]).toEqual([body, 400]);
    }
  });
});
