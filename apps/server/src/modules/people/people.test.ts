import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PeopleListRequest } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { peopleRoutes } from '@crm/contracts';

/** The Employees lists — everyone and one's team, active or deactivated, search, roles, chips, sort, paging. */
describe.each(testDatabases())('people lists on %s', (kind) => {
  let t: TestApp;
  const list = async (email: string, path: 'all' | 'team', body: PeopleListRequest = {}) => {
    const res = await t.call(email, path === 'all' ? peopleRoutes.list : peopleRoutes.team, body);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 50, pairings: 50 });
  });
  afterAll(() => t?.close());

  it('lists everyone by name with role chips; filters by roles and search; pages by 50; sorts', async () => {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where status = 'ACTIVE'`,
    );
    const all = await list('po@demo.test', 'all', { getRoleWiseCount: true });
    expect(all.totalNoOfEntries).toBe(rows[0].n);
    expect(all.users.length).toBe(Math.min(50, rows[0].n));
    const names = all.users.map((u) => u.userName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const bo = all.roleChips.find((c) => c.role === 'BO');
    expect(bo?.count).toBeGreaterThan(0);
    const onlyBo = await list('po@demo.test', 'all', { roles: ['BO'], count: 100 });
    expect(onlyBo.totalNoOfEntries).toBe(bo!.count);
    expect(onlyBo.users.every((u) => u.roles.includes('BO'))).toBe(true);
    const found = await list('po@demo.test', 'all', { searchFor: 'priya sharma' });
    expect(found.users.map((u) => u.email)).toContain('po@demo.test');
    const recent = await list('po@demo.test', 'all', {
      sortField: 'lastActiveOn',
      sortOrder: 'DESC',
      count: 100,
    });
    const times = recent.users.map((u) => u.lastActiveOn).filter((x): x is string => !!x);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      (await list('po@demo.test', 'all', { excludeSelf: true, searchFor: 'po@demo.test' })).users,
    ).toEqual([]);
  });

  it('Your Team is the members of the teams one owns; deactivated people are listed apart', async () => {
    const team = await list('to@demo.test', 'team');
    expect(team.users.map((u) => u.email)).toContain('bo@demo.test');
    expect(team.users.every((u) => u.teamOwnerName !== null)).toBe(true);
    expect((await list('hr@demo.test', 'team')).totalNoOfEntries).toBe(0);
    const hr = await userId(t.db, 'hr@demo.test');
    await t.db.execute(sql`update users set status = 'INACTIVE' where id = ${hr}`);
    try {
      expect(
        (await list('po@demo.test', 'all', { status: 'INACTIVE' })).users.map((u) => u.userId),
      ).toContain(hr);
      expect((await list('po@demo.test', 'all', { searchFor: 'hr@demo.test' })).users).toEqual([]);
    } finally {
      await t.db.execute(sql`update users set status = 'ACTIVE' where id = ${hr}`);
    }
  });

  it('shows why a colleague was deactivated to HR and admins only; other roles get no reason field', async () => {
    const lg = await userId(t.db, 'lg@demo.test');
    await t.db.execute(
      sql`update users set status = 'INACTIVE', deactivation_reason = 'Left for a competitor', deactivated_at = now() where id = ${lg}`,
    );
    try {
      for (const email of ['hr@demo.test', 'admin@demo.test']) {
        const row = (await list(email, 'all', { status: 'INACTIVE' })).users.find(
          (u) => u.userId === lg,
        );
        expect(row, email).toMatchObject({ deactivationReason: 'Left for a competitor' });
      }
      for (const email of ['po@demo.test', 'bo@demo.test', 'to@demo.test', 'mg@demo.test']) {
        const rows = (await list(email, 'all', { status: 'INACTIVE' })).users;
        expect(
          rows.map((u) => u.userId),
          email,
        ).toContain(lg);
        for (const u of rows) expect(u, email).not.toHaveProperty('deactivationReason');
      }
    } finally {
      await t.db.execute(
        sql`update users set status = 'ACTIVE', deactivation_reason = null, deactivated_at = null where id = ${lg}`,
      );
    }
  });

  it('a profile’s brands (owned, with assignment counts) and events (as PO or through an assigned brand); unknown users 404', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows: owned } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brand_owners o join brands b on b.id = o.brand_id where o.user_id = ${bo} and not b.is_offloaded`,
    );
    const brands = await t.call('po@demo.test', peopleRoutes.brands, {
      userId: bo,
      count: 100,
    });
    expect(brands.body.data.totalNoOfEntries).toBe(owned[0].n);
    const names = (brands.body.data.brands as { brandName: string }[]).map((b) =>
      b.brandName.toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const events = await t.call('po@demo.test', peopleRoutes.events, { userId: bo });
    expect(events.status).toBe(200);
    expect(
      (events.body.data.events as { asPO: boolean; asBO: boolean }[]).every(
        (e) => e.asBO || e.asPO,
      ),
    ).toBe(true);
    const po = await userId(t.db, 'po@demo.test');
    const poEvents = (await t.call('bo@demo.test', peopleRoutes.events, { userId: po })).body.data;
    expect(poEvents.totalNoOfEntries).toBeGreaterThan(0);
    expect(await t.call('po@demo.test', peopleRoutes.brands, { userId: 987654321 })).toMatchObject({
      status: 404,
    });
    expect((await t.call('po@demo.test', peopleRoutes.events, { userId: 987654321 })).status).toBe(
      404,
    );
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    for (const body of [
      { count: 0 },
      { pageNo: 0 },
      { roles: ['KING'] },
      { sortField: 'salary' },
      { status: 'GONE' },
      { searchFor: 'x'.repeat(201) },
      { searchFor: 'a\u0000b' },
    ]) {
      expect([
        body,
        (await t.raw('po@demo.test', 'POST', '/api/user/all/v2', body)).status,
      ]).toEqual([body, 400]);
    }
    expect((await t.call(null, peopleRoutes.team, {})).status).toBe(401);
  });
});
