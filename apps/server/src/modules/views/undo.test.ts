import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES,
  savedViewRoutes,
  type SavedViewCreateRequest,
} from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

/** bo@demo.test is in the demo TO's team; po@demo.test shares no team with either. */
const BO = 'bo@demo.test';
const TO = 'to@demo.test';
const PO = 'po@demo.test';

const brandsView = (name: string): SavedViewCreateRequest => ({
  list: 'BRANDS',
  name,
  state: { mainTab: 'ALL_BRANDS', sortBy: { field: 'brandName', order: 'ASC' } },
});
const TASKS_STATE = {
  tab: 'ALL',
  category: 'ALL',
  status: 'OPEN',
  searchFor: '',
  filters: {},
} as const;

/** Deleting a saved view and its Undo (POST /api/user/view/restore; issue 24 §2). */
describe.each(testDatabases())('saved view Undo on %s', (kind) => {
  let t: TestApp;
  const list = async (email: string, l: 'BRANDS' | 'TASKS' = 'BRANDS') =>
    (await t.call(email, savedViewRoutes.list, { list: l })).body.data!.views;
  const create = async (email: string, req: SavedViewCreateRequest) => {
    const r = await t.call(email, savedViewRoutes.create, req);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data!.view;
  };
  /** The caller's live default views of BRANDS. */
  const defaults = async (email: string) =>
    (
      await t.db.execute<{ id: number }>(sql`select v.id from saved_views v join users u
        on u.id = v.owner_user_id where u.email = ${email} and v.list = 'BRANDS' and v.is_default
        and v.deleted_at is null`)
    ).rows.map((r) => Number(r.id));

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('Undo of a delete brings the view back with its id, default and sharing; three at once restore it once', async () => {
    const v = await create(TO, { ...brandsView('Undo me'), isDefault: true });
    await t.call(TO, savedViewRoutes.share, { viewId: v.viewId, shared: true });
    const seenBy = async (email: string) => (await list(email)).some((x) => x.viewId === v.viewId);
    expect(await seenBy(BO)).toBe(true);
    expect((await t.call(TO, savedViewRoutes.remove, { viewId: v.viewId })).status).toBe(200);
    expect([await seenBy(TO), await seenBy(BO)]).toEqual([false, false]);
    expect(await defaults(TO)).toEqual([]);
    // nobody else may bring it back
    for (const email of [BO, PO])
      expect((await t.call(email, savedViewRoutes.restore, { viewId: v.viewId })).status).toBe(404);

    const three = await Promise.all(
      [1, 2, 3].map(() => t.call(TO, savedViewRoutes.restore, { viewId: v.viewId })),
    );
    expect(three.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(three[0].body.data).toMatchObject({
      message: SAVED_VIEW_MESSAGES.restored,
      view: { viewId: v.viewId, name: 'Undo me', isDefault: true, shared: true },
    });
    expect(await defaults(TO)).toEqual([v.viewId]);
    expect([await seenBy(TO), await seenBy(BO)]).toEqual([true, true]);

    // deleted again, its name and the default taken by a new view: the restore is refused, nothing changes
    await t.call(TO, savedViewRoutes.remove, { viewId: v.viewId });
    const taker = await create(TO, { ...brandsView('UNDO ME'), isDefault: true });
    const before = await dbFingerprint(t.db);
    const refused = await t.call(TO, savedViewRoutes.restore, { viewId: v.viewId });
    expect(refused).toMatchObject({ status: 409, body: { error: 'SAVED_VIEW_NAME_TAKEN' } });
    expect(await dbFingerprint(t.db)).toBe(before);
    // once the name is free it comes back, but the default stays with the newer view
    await t.call(TO, savedViewRoutes.update, {
      viewId: taker.viewId,
      list: 'BRANDS',
      name: 'Taker',
    });
    const back = await t.call(TO, savedViewRoutes.restore, { viewId: v.viewId });
    expect(back.body.data!.view).toMatchObject({ viewId: v.viewId, isDefault: false });
    expect(await defaults(TO)).toEqual([taker.viewId]);

    // past its day for Undo, the owner's next delete on the list purges it for good
    await t.call(TO, savedViewRoutes.remove, { viewId: v.viewId });
    await t.db.execute(
      sql`update saved_views set deleted_at = now() - interval '25 hours' where id = ${v.viewId}`,
    );
    expect(
      (await t.db.execute(sql`select id from saved_views where id = ${v.viewId}`)).rows,
    ).toHaveLength(1);
    await t.call(TO, savedViewRoutes.remove, { viewId: taker.viewId });
    const gone = await t.db.execute(sql`select id from saved_views where id = ${v.viewId}`);
    expect(gone.rows).toEqual([]);
    expect((await t.call(TO, savedViewRoutes.restore, { viewId: v.viewId })).status).toBe(404);
  });

  it('a restore that would pass the 50-view limit is refused with 409', async () => {
    for (let i = (await list(PO, 'TASKS')).length; i < SAVED_VIEW_LIMITS.perList; i++)
      await create(PO, { list: 'TASKS', name: `View ${i}`, state: TASKS_STATE });
    const views = await list(PO, 'TASKS');
    await t.call(PO, savedViewRoutes.remove, { viewId: views[0].viewId });
    await create(PO, { list: 'TASKS', name: 'Took the place', state: TASKS_STATE });
    const before = await dbFingerprint(t.db);
    const r = await t.call(PO, savedViewRoutes.restore, { viewId: views[0].viewId });
    expect(r).toMatchObject({ status: 409, body: { error: 'TOO_MANY_SAVED_VIEWS' } });
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
