import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AdminUserProfile,
  AdminUsersCreateRequest,
  AdminUsersUpdateRequest,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { socketsOf } from '../../test/sockets.js';
import { brandRoutes, peopleRoutes, userAdminRoutes, userRoutes } from '@crm/contracts';

type NewUser = AdminUsersCreateRequest['users'][number];
const newUser = (n: string, extra: Partial<NewUser> = {}): NewUser => ({
  firstName: 'Test',
  lastName: `User ${n}`,
  email: `new.${n}@demo.test`,
  password: 'Lantern-Harbour-Seven',
  roles: ['BO'],
  ...extra,
});

/** Admins add, edit, deactivate and reactivate users; a deactivated user is refused at once. */
describe.each(testDatabases('both'))('admin user management on %s', (kind) => {
  let t: TestApp;
  let sockets: Awaited<ReturnType<typeof socketsOf>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 60 });
    sockets = await socketsOf(t);
  });
  afterAll(async () => {
    sockets?.close();
    await t?.close();
  });

  it('adds a user who can then sign in, with vertical, designation and team owner', async () => {
    const toId = await userId(t.db, 'to@demo.test');
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from verticals order by id limit 1`,
    );
    const res = await t.call('admin@demo.test', userAdminRoutes.create, {
      users: [
        newUser('a', {
          email: 'New.A@Demo.Test',
          verticalId: rows[0].id,
          designation: 'Senior Manager',
          teamOwnerId: toId,
          roles: ['BO', 'ADMIN'],
        }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('User Added Successfully');
    const u = res.body.data.users[0] as AdminUserProfile;
    expect(u).toMatchObject({
      email: 'new.a@demo.test',
      designation: 'Senior Manager',
      teamOwnerId: toId,
      verticalId: Number(rows[0].id),
      isAdmin: true,
      status: 'ACTIVE',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email: 'new.a@demo.test', password: 'Lantern-Harbour-Seven' },
    });
    expect(login.statusCode).toBe(200);
    const team = await t.call('to@demo.test', peopleRoutes.team, { searchFor: 'new.a@' });
    expect(team.body.data.users.map((p: { email: string }) => p.email)).toEqual([
      'new.a@demo.test',
    ]);
    const des = await t.call('bo@demo.test', userAdminRoutes.designations, { searchFor: 'senior' });
    expect(des.body.data.designations).toContain('Senior Manager');
  });

  it('refuses a taken email (also twice in one request) with EMAIL_ALREADY_EXISTS, and bad fields, creating nothing', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    const taken = await t.call('admin@demo.test', userAdminRoutes.create, {
      users: [newUser('b'), newUser('c', { email: 'BO@demo.test' })],
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: 'EMAIL_ALREADY_EXISTS',
      message: 'User Email Already exist',
    });
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.create, {
          users: [newUser('d'), newUser('d')],
        })
      ).body.error,
    ).toBe('EMAIL_ALREADY_EXISTS');
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.create, {
          users: [newUser('e', { teamOwnerId: await userId(t.db, 'bo@demo.test') })],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.create, {
          users: [newUser('f', { verticalId: 999999 })],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.create, {
          users: [newUser('g', { roles: [] })],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.create, {
          users: [newUser('h', { password: 'short' })],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.create, {
          users: [newUser('i', { firstName: 'A\u0000' })],
        })
      ).status,
    ).toBe(400);
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('edits a user: roles apply on their next request; a taken email is refused', async () => {
    const id = await userId(t.db, 'hr@demo.test');
    const profile = (await t.call('admin@demo.test', userAdminRoutes.profile, { userId: id })).body
      .data as AdminUserProfile;
    expect(profile.roles).toEqual(['HR']);
    const edit: AdminUsersUpdateRequest['users'][number] = {
      userId: id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      roles: ['HR', 'PO'],
      verticalId: profile.verticalId,
      designation: 'People Partner',
      teamOwnerId: null,
    };
    const res = await t.call('admin@demo.test', userAdminRoutes.update, { users: [edit] });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('User Updated Successfully');
    expect(
      (await t.call('hr@demo.test', userRoutes.details, { userId: id })).body.data.roles,
    ).toEqual(['HR', 'PO']);
    const clash = await t.call('admin@demo.test', userAdminRoutes.update, {
      users: [{ ...edit, email: 'po@demo.test', designation: 'Changed' }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('User Email Already exist');
    expect(
      (await t.call('admin@demo.test', userAdminRoutes.profile, { userId: id })).body.data
        .designation,
    ).toBe('People Partner');
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.update, {
          users: [{ ...edit, userId: 99999999 }],
        })
      ).status,
    ).toBe(404);
  });

  it('deactivation needs a reason, refuses oneself, stops the sessions and sockets at once; reactivation lets them back', async () => {
    const id = await userId(t.db, 'sme@demo.test');
    const socket = await sockets.open('sme@demo.test', '/notifications');
    expect((await t.call('sme@demo.test', userRoutes.details, { userId: id })).status).toBe(200);
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.deactivate, {
          usersIds: [id],
          mode: 'DEACTIVATE',
          reason: '  ',
        })
      ).body.message,
    ).toBe('Reason is required to deactivate a user.');
    const self = await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [await userId(t.db, 'admin@demo.test')],
      mode: 'DEACTIVATE',
      reason: 'x',
    });
    expect(self.status).toBe(400);
    const gone = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    await new Promise((r) => setTimeout(r, 1_100)); // tokens count whole seconds: the cut-off falls after this session's second
    const res = await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [id],
      mode: 'DEACTIVATE',
      reason: 'Left the company',
    });
    expect(res.body.data).toEqual({ changed: 1, message: 'User deactivated' });
    await gone;
    expect((await t.call('sme@demo.test', userRoutes.details, { userId: id })).status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email: 'sme@demo.test', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(401);
    const profile = (await t.call('admin@demo.test', userAdminRoutes.profile, { userId: id })).body
      .data as AdminUserProfile;
    expect(profile).toMatchObject({ status: 'INACTIVE', deactivationReason: 'Left the company' });
    const listed = await t.call('admin@demo.test', peopleRoutes.list, {
      status: 'INACTIVE',
      searchFor: 'sme@demo.test',
    });
    expect(listed.body.data.users.map((u: { userId: number }) => u.userId)).toEqual([id]);
    // repeating changes nothing more
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.deactivate, {
          usersIds: [id],
          mode: 'DEACTIVATE',
          reason: 'again',
        })
      ).body.data.changed,
    ).toBe(0);
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.deactivate, {
          usersIds: [id],
          mode: 'REACTIVATE',
        })
      ).body.data,
    ).toEqual({ changed: 1, message: 'User reactivated' });
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { email: 'sme@demo.test', password: 'demo1234' },
    });
    expect(back.statusCode).toBe(200);
    // the session from before the deactivation stays ended after the reactivation; the new sign-in works
    expect((await t.call('sme@demo.test', userRoutes.details, { userId: id })).status).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/user/details?userId=${id}`,
      headers: { authorization: `Bearer ${back.json().data.token}` },
    });
    expect(fresh.statusCode).toBe(200);
    expect(
      (await t.call('admin@demo.test', userAdminRoutes.profile, { userId: id })).body.data
        .deactivationReason,
    ).toBeNull();
  });

  it('a deactivated brand owner shows as deactivated on the brand', async () => {
    const { rows } = await t.db.execute<{
      brand_id: number;
      user_id: number;
      email: string;
    }>(sql`select bo.brand_id, bo.user_id, u.email from brand_owners bo join users u on u.id = bo.user_id
      where u.email <> 'bo@demo.test' and u.status = 'ACTIVE' order by bo.brand_id limit 1`);
    const { brand_id, user_id } = rows[0];
    await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [user_id],
      mode: 'DEACTIVATE',
      reason: 'On leave',
    });
    const info = await t.call('admin@demo.test', brandRoutes.info, { brandId: brand_id });
    expect(info.status).toBe(200);
    const owner = info.body.data.brandOwners.find((o) => o.brandOwnerUserId === Number(user_id));
    expect(owner?.isDeactivated).toBe(true);
    await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [user_id],
      mode: 'REACTIVATE',
    });
  });

  it('is admin-only; unknown ids 404', async () => {
    const po = 'po@demo.test';
    for (const refused of [
      () => t.call(po, userAdminRoutes.create, { users: [newUser('z')] }),
      () => t.call(po, userAdminRoutes.update, { users: [{ ...newUser('z'), userId: 1 }] }),
      () =>
        t.call(po, userAdminRoutes.deactivate, {
          usersIds: [1],
          mode: 'DEACTIVATE',
          reason: 'x',
        }),
      () => t.call(po, userAdminRoutes.profile, { userId: 1 }),
    ]) {
      expect((await refused()).status).toBe(403);
    }
    expect(
      (
        await t.call('admin@demo.test', userAdminRoutes.deactivate, {
          usersIds: [99999999],
          mode: 'REACTIVATE',
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('admin@demo.test', userAdminRoutes.profile, { userId: 99999999 })).status,
    ).toBe(404);
  });

  it.runIf(kind === 'postgres')(
    'the same new user sent three times at once is created once',
    async () => {
      const body = { users: [newUser('race')] };
      const results = await Promise.all(
        [1, 2, 3].map(() => t.call('admin@demo.test', userAdminRoutes.create, body)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where email = 'new.race@demo.test'`,
      );
      expect(rows[0].n).toBe(1);
    },
  );
});
