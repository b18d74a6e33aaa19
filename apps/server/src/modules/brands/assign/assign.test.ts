import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BRAND_OWNER_MOVE_MESSAGES, adminBrandRoutes, brandProfileRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

describe.each(testDatabases())('bulk brand owner moves on %s', (kind) => {
  let t: TestApp;
  let boA: { id: number; email: string; name: string };
  let boB: { id: number; email: string; name: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { rows } = await t.db.execute<{ id: number; email: string; name: string }>(
      sql`select id, email, first_name || ' ' || last_name as name from users
        where 'BO' = any(roles) and status = 'ACTIVE' and email <> 'admin@demo.test' order by id limit 2`,
    );
    [boA, boB] = rows.map((r) => ({ id: Number(r.id), email: r.email, name: r.name }));
  });
  afterAll(() => t?.close());

  /** `n` new brands named `prefix` + number, each owned by `ownerId` only: two set-based statements. */
  async function seedBrands(prefix: string, n: number, ownerId: number): Promise<number[]> {
    const { rows } = await t.db.execute<{ id: number }>(sql`insert into brands (name)
      select ${prefix} || g from generate_series(1, ${n}::int) g returning id`);
    const ids = rows.map((r) => Number(r.id));
    await t.db.execute(sql`insert into brand_owners (brand_id, user_id)
      select id, ${ownerId}::bigint from brands where name like ${`${prefix}%`}`);
    return ids;
  }
  const ownersOf = async (ids: number[]) => {
    const { rows } = await t.db.execute<{ user_id: number }>(
      sql`select distinct user_id from brand_owners where brand_id = any(${`{${ids.join(',')}}`}::bigint[])
        order by user_id`,
    );
    return rows.map((r) => Number(r.user_id));
  };
  const count = async (q: ReturnType<typeof sql>) =>
    (await t.db.execute<{ n: number }>(q)).rows[0].n;

  it('refuses others than admins, and bad picks, changing nothing', async () => {
    const ids = await seedBrands('Refused Move ', 2, boA.id);
    const before = await dbFingerprint(t.db);
    const body = { brandIds: ids, userIds: [boB.id], mode: 'REPLACE' as const };
    for (const email of ['po@demo.test', 'bo@demo.test', 'to@demo.test']) {
      expect((await t.call(email, adminBrandRoutes.assign, body)).status).toBe(403);
    }
    const both = await t.call('admin@demo.test', adminBrandRoutes.assign, {
      ...body,
      filter: { searchFor: 'Refused Move' },
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ field: 'brandIds' });
    const neither = await t.call('admin@demo.test', adminBrandRoutes.assign, {
      userIds: [boB.id],
      mode: 'ADD',
    });
    expect(neither.status).toBe(400);
    const admin = await userId(t.db, 'admin@demo.test');
    const notBo = await t.call('admin@demo.test', adminBrandRoutes.assign, {
      ...body,
      userIds: [admin],
    });
    expect(notBo.status).toBe(400);
    expect(notBo.body).toMatchObject({ field: 'userIds' });
    const ownerless = await t.call('admin@demo.test', adminBrandRoutes.assign, {
      brandIds: ids,
      userIds: [boA.id],
      mode: 'REMOVE',
    });
    expect(ownerless.status).toBe(409);
    expect(ownerless.body).toMatchObject({
      error: 'NO_OWNER_LEFT',
      message: BRAND_OWNER_MOVE_MESSAGES.noOwnerLeft(2),
    });
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('counts a move on a dry run, runs it with history and notices, and Undo restores the owners', async () => {
    const ids = await seedBrands('Picked Move ', 3, boA.id);
    const body = { brandIds: ids, userIds: [boB.id], mode: 'REPLACE' as const };
    const before = await dbFingerprint(t.db);
    const dry = await t.call('admin@demo.test', adminBrandRoutes.assign, { ...body, dryRun: true });
    expect(dry.body.data).toMatchObject({
      batchId: null,
      brandsMatched: 3,
      brandsChanged: 3,
      leftWithoutOwner: 0,
    });
    expect(dry.body.data.users.map((u) => [u.userId, u.gained, u.lost]).sort()).toEqual(
      [
        [boA.id, 0, 3],
        [boB.id, 3, 0],
      ].sort(),
    );
    expect(await dbFingerprint(t.db)).toBe(before);

    const run = await t.call('admin@demo.test', adminBrandRoutes.assign, body);
    expect(run.status).toBe(200);
    expect(run.body.data.message).toBe(BRAND_OWNER_MOVE_MESSAGES.moved(3));
    const batchId = run.body.data.batchId!;
    expect(await ownersOf(ids)).toEqual([boB.id]);
    const idList = `{${ids.join(',')}}`;
    expect(
      await count(sql`select count(*)::int as n from brand_history
        where brand_id = any(${idList}::bigint[])`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from brand_owner_history
        where brand_id = any(${idList}::bigint[])`),
    ).toBe(6);
    // the brand's history lists the owner change once: boA removed, boB added
    const history = await t.call('admin@demo.test', brandProfileRoutes.history, {
      brandId: ids[0],
    });
    expect(
      history.body.data.history.map((h) => [h.entity, h.field, h.fromValue, h.toValue]),
    ).toEqual([
      ['OWNER', 'brandOwner', boA.name, null],
      ['OWNER', 'brandOwner', null, boB.name],
    ]);
    const notices = await t.db.execute<{ user_id: number; content: string }>(
      sql`select user_id, content from notifications
        where type = 'OWNERS_CHANGED' and content like '%3 brands%' order by id desc limit 2`,
    );
    expect(notices.rows.map((r) => Number(r.user_id)).sort()).toEqual([boA.id, boB.id].sort());
    expect(notices.rows.find((r) => Number(r.user_id) === boB.id)?.content).toContain(
      'made you a brand owner of **3 brands**',
    );

    const undo = await t.call('admin@demo.test', adminBrandRoutes.undo, { batchId });
    expect(undo.body.data).toEqual({
      batchId,
      brandsRestored: 3,
      message: BRAND_OWNER_MOVE_MESSAGES.undone(3),
    });
    expect(await ownersOf(ids)).toEqual([boA.id]);
    const again = await t.call('admin@demo.test', adminBrandRoutes.undo, { batchId });
    expect(again.status).toBe(409);
    expect((await t.call('po@demo.test', adminBrandRoutes.undo, { batchId })).status).toBe(403);
    expect(
      (await t.call('admin@demo.test', adminBrandRoutes.undo, { batchId: 99999999 })).status,
    ).toBe(404);
  });

  it('brings an offloaded brand back when it gains an owner, and Undo offloads it again', async () => {
    const [id] = await seedBrands('Offloaded Move ', 1, boA.id);
    await t.db.execute(sql`delete from brand_owners where brand_id = ${id}`);
    await t.db.execute(
      sql`update brands set is_offloaded = true, offload_reason = 'Gone' where id = ${id}`,
    );
    const run = await t.call('admin@demo.test', adminBrandRoutes.assign, {
      brandIds: [id],
      userIds: [boB.id],
      mode: 'ADD',
    });
    const state = async () =>
      (
        await t.db.execute<{ is_offloaded: boolean; offload_reason: string | null }>(
          sql`select is_offloaded, offload_reason from brands where id = ${id}`,
        )
      ).rows[0];
    expect(await state()).toEqual({ is_offloaded: false, offload_reason: null });
    await t.call('admin@demo.test', adminBrandRoutes.undo, { batchId: run.body.data.batchId! });
    expect(await state()).toEqual({ is_offloaded: true, offload_reason: 'Gone' });
    expect(await ownersOf([id])).toEqual([]);
  });

  it('moves 10,000 brands picked by the filter in one run', async () => {
    const ids = await seedBrands('Ten Thousand Move ', 10_000, boA.id);
    const filter = { searchFor: 'Ten Thousand Move' };
    const run = await t.call('admin@demo.test', adminBrandRoutes.assign, {
      filter,
      userIds: [boB.id],
      mode: 'ADD',
    });
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ brandsMatched: 10_000, brandsChanged: 10_000 });
    expect(run.body.data.users).toEqual([
      expect.objectContaining({ userId: boB.id, gained: 10_000, lost: 0 }),
    ]);
    const idList = `{${ids.join(',')}}`;
    expect(
      await count(sql`select count(*)::int as n from brand_owners
        where brand_id = any(${idList}::bigint[]) and user_id = ${boB.id}`),
    ).toBe(10_000);
    expect(
      await count(sql`select count(*)::int as n from brand_owner_history
        where brand_id = any(${idList}::bigint[]) and action = 'ADDED'`),
    ).toBe(10_000);
    const undo = await t.call('admin@demo.test', adminBrandRoutes.undo, {
      batchId: run.body.data.batchId!,
    });
    expect(undo.body.data.brandsRestored).toBe(10_000);
    expect(await ownersOf(ids)).toEqual([boA.id]);
  });

  it('refuses an Undo that would overwrite a later change of the owners, or make a deactivated user an owner again, changing nothing', async () => {
    const admin = 'admin@demo.test';
    const { rows } = await t.db.execute<{ id: number; name: string }>(
      sql`select id, first_name || ' ' || last_name as name from users
        where 'BO' = any(roles) and status = 'ACTIVE' and email <> 'admin@demo.test'
          and id not in (${boA.id}, ${boB.id})
        order by id limit 1`,
    );
    const boC = { id: Number(rows[0].id), name: rows[0].name };
    const undone = async (batchId: number) =>
      (
        await t.db.execute<{ undone: boolean }>(
          sql`select undone_at is not null as undone from brand_owner_moves where id = ${batchId}`,
        )
      ).rows[0].undone;
    // an older move, then a newer one on one of its brands
    const ids = await seedBrands('Undo Overwrite ', 2, boA.id);
    const older = await t.call(admin, adminBrandRoutes.assign, {
      brandIds: ids,
      userIds: [boB.id],
      mode: 'REPLACE',
    });
    const newer = await t.call(admin, adminBrandRoutes.assign, {
      brandIds: [ids[0]],
      userIds: [boC.id],
      mode: 'REPLACE',
    });
    expect(newer.status).toBe(200);
    const before = await dbFingerprint(t.db);
    const overwrite = await t.call(admin, adminBrandRoutes.undo, {
      batchId: older.body.data.batchId!,
    });
    expect(overwrite.status).toBe(409);
    expect(overwrite.body).toMatchObject({
      error: 'OWNERS_CHANGED_SINCE',
      message: BRAND_OWNER_MOVE_MESSAGES.changedSince(1),
    });
    expect(await dbFingerprint(t.db)).toBe(before);
    expect(await ownersOf([ids[0]])).toEqual([boC.id]);
    expect(await ownersOf([ids[1]])).toEqual([boB.id]);
    expect(await undone(older.body.data.batchId!)).toBe(false);
    // undoing the newer one first puts back what the older left: its Undo runs then
    const undoNewer = { batchId: newer.body.data.batchId! };
    expect((await t.call(admin, adminBrandRoutes.undo, undoNewer)).status).toBe(200);
    const undoOlder = { batchId: older.body.data.batchId! };
    expect((await t.call(admin, adminBrandRoutes.undo, undoOlder)).status).toBe(200);
    expect(await ownersOf(ids)).toEqual([boA.id]);

    // a move away from a user deactivated afterwards: Undo would make them the sole owner again
    const theirs = await seedBrands('Undo Deactivated ', 2, boC.id);
    const away = await t.call(admin, adminBrandRoutes.assign, {
      brandIds: theirs,
      userIds: [boB.id],
      mode: 'REPLACE',
    });
    await t.db.execute(sql`update users set status = 'INACTIVE' where id = ${boC.id}`);
    try {
      const before2 = await dbFingerprint(t.db);
      const inactive = await t.call(admin, adminBrandRoutes.undo, {
        batchId: away.body.data.batchId!,
      });
      expect(inactive.status).toBe(409);
      expect(inactive.body).toMatchObject({
        error: 'OWNER_INACTIVE',
        message: BRAND_OWNER_MOVE_MESSAGES.undoInactiveOwners([boC.name]),
      });
      expect(await dbFingerprint(t.db)).toBe(before2);
      expect(await ownersOf(theirs)).toEqual([boB.id]);
      expect(await undone(away.body.data.batchId!)).toBe(false);
    } finally {
      await t.db.execute(sql`update users set status = 'ACTIVE' where id = ${boC.id}`);
    }
  });
});
