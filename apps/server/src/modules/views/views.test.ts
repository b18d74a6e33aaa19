import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SAVED_VIEW_LISTS,
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
  state: {
    mainTab: 'ALL_BRANDS',
    searchFor: 'tea',
    filters: { pocExists: 'YES' },
    sortBy: { field: 'brandRevenue', order: 'DESC' },
    columns: { order: ['brandName', 'industryName'], hidden: ['hqCity'] },
  },
});

describe.each(testDatabases())('saved views on %s', (kind) => {
  let t: TestApp;
  const list = async (email: string, l: 'BRANDS' | 'ASSIGN' | 'TASKS' = 'BRANDS') =>
    (await t.call(email, savedViewRoutes.list, { list: l })).body.data!.views;
  const create = async (email: string, req: SavedViewCreateRequest) => {
    const r = await t.call(email, savedViewRoutes.create, req);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data!.view;
  };
  const defaults = async (email: string, l = 'BRANDS') =>
    (
      await t.db.execute<{ id: number }>(sql`select v.id from saved_views v join users u
        on u.id = v.owner_user_id where u.email = ${email} and v.list = ${l} and v.is_default
        and v.deleted_at is null`)
    ).rows.map((r) => Number(r.id));

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
  });
  afterAll(() => t?.close());

  it('saves, lists, renames, updates and deletes a view of each list', async () => {
    const v = await create(BO, brandsView('High revenue tea'));
    expect(v).toMatchObject({
      list: 'BRANDS',
      name: 'High revenue tea',
      version: 1,
      isDefault: false,
      shared: false,
      readOnly: false,
      state: { searchFor: 'tea', sortBy: { field: 'brandRevenue', order: 'DESC' } },
    });
    const assign = await create(BO, {
      list: 'ASSIGN',
      name: '  Assigned in talks  ',
      state: {
        tab: 'ASSIGNED',
        filters: { searchFor: '', industryIds: [], brandOwnerIds: [], stages: ['IN_PROGRESS'] },
        sortBy: { field: 'stage', order: 'ASC' },
      },
    });
    expect(assign.name).toBe('Assigned in talks');
    expect(assign.state).toMatchObject({ tab: 'ASSIGNED', sharedWithMe: false });
    const tasks = await create(BO, {
      list: 'TASKS',
      name: 'Closed brand tasks',
      state: {
        tab: 'FOR_YOU',
        category: 'BRAND',
        status: 'CLOSED',
        searchFor: '',
        filters: { hasSubAssignments: 'WITH' },
      },
    });
    expect((await list(BO, 'TASKS')).map((x) => x.viewId)).toEqual([tasks.viewId]);
    expect((await list(BO, 'ASSIGN')).map((x) => x.viewId)).toEqual([assign.viewId]);

    const renamed = await t.call(BO, savedViewRoutes.update, {
      viewId: v.viewId,
      list: 'BRANDS',
      name: 'Tea, by revenue',
      state: { ...brandsView('').state, searchFor: 'coffee' } as never,
    });
    expect(renamed.body.data).toMatchObject({
      message: SAVED_VIEW_MESSAGES.updated,
      view: { name: 'Tea, by revenue', state: { searchFor: 'coffee' } },
    });
    const removed = await t.call(BO, savedViewRoutes.remove, { viewId: tasks.viewId });
    expect(removed.body.data).toEqual({ message: SAVED_VIEW_MESSAGES.deleted });
    expect(await list(BO, 'TASKS')).toEqual([]);
    expect((await t.call(BO, savedViewRoutes.remove, { viewId: tasks.viewId })).status).toBe(404);
  });

  it('refuses a name the owner already uses on the list (any case) with 409, and allows it on another list', async () => {
    await create(BO, brandsView('Dup name'));
    const before = await dbFingerprint(t.db);
    const r = await t.call(BO, savedViewRoutes.create, brandsView('DUP NAME'));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      error: 'SAVED_VIEW_NAME_TAKEN',
      message: SAVED_VIEW_MESSAGES.nameTaken,
    });
    expect(await dbFingerprint(t.db)).toBe(before);
    // another user may use the same name
    await create(TO, brandsView('Dup name'));
    const other = await create(BO, brandsView('Other'));
    const rename = await t.call(BO, savedViewRoutes.update, {
      viewId: other.viewId,
      list: 'BRANDS',
      name: 'dup name',
    });
    expect(rename.status).toBe(409);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const bad: [string, unknown][] = [
      ['empty name', { ...brandsView('   ') }],
      ['long name', { ...brandsView('x'.repeat(SAVED_VIEW_LIMITS.name + 1)) }],
      ['NUL in name', { ...brandsView('a\u0000b') }],
      ['lone surrogate', { ...brandsView('a\uD800b') }],
      ['unknown list', { ...brandsView('x'), list: 'PEOPLE' }],
      ['state of another list', { list: 'TASKS', name: 'x', state: brandsView('x').state }],
      [
        'unknown filter key',
        { ...brandsView('x'), state: { ...brandsView('x').state, filters: { nope: 1 } } },
      ],
      [
        'state too large',
        {
          ...brandsView('x'),
          state: {
            ...brandsView('x').state,
            filters: Object.fromEntries(
              ['agencies', 'industries', 'companies', 'regions', 'verticals'].map((k) => [
                k,
                { ids: Array.from({ length: 400 }, (_, i) => 1_000_000_000 + i) },
              ]),
            ),
          },
        },
      ],
    ];
    for (const [why, body] of bad) {
      const r = await t.raw(BO, 'PUT', '/api/user/view', body);
      expect(r.status, why).toBe(400);
      expect(r.body.message, why).toBeTruthy();
    }
    expect((await t.raw(BO, 'DELETE', '/api/user/view?viewId=abc')).status).toBe(400);
    expect((await t.raw(BO, 'GET', '/api/user/views?list=nope')).status).toBe(400);
    for (const l of SAVED_VIEW_LISTS) expect(Array.isArray(await list(PO, l))).toBe(true);
    const v = (await list(BO))[0];
    const wrongList = await t.call(BO, savedViewRoutes.update, {
      viewId: v.viewId,
      list: 'TASKS',
      name: 'x',
    });
    expect(wrongList).toMatchObject({ status: 400, body: { field: 'list' } });
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('shares a view read-only with team members only; unsharing hides it at once', async () => {
    const v = await create(BO, brandsView('Team view'));
    expect((await list(TO)).some((x) => x.viewId === v.viewId)).toBe(false);
    const shared = await t.call(BO, savedViewRoutes.share, { viewId: v.viewId, shared: true });
    expect(shared.body.data).toMatchObject({
      message: SAVED_VIEW_MESSAGES.shared,
      view: { shared: true, readOnly: false },
    });
    const seen = (await list(TO)).find((x) => x.viewId === v.viewId);
    expect(seen).toMatchObject({ readOnly: true, isDefault: false, ownerName: expect.any(String) });
    expect(seen!.ownerName.length).toBeGreaterThan(1);
    // the team member's own views come first
    const toViews = await list(TO);
    expect(toViews.findIndex((x) => x.readOnly)).toBeGreaterThan(
      toViews.findLastIndex((x) => !x.readOnly),
    );
    expect((await list(PO)).some((x) => x.viewId === v.viewId)).toBe(false);

    const before = await dbFingerprint(t.db);
    for (const [email, status] of [
      [TO, 403],
      [PO, 404],
    ] as const) {
      const calls = [
        t.call(email, savedViewRoutes.update, {
          viewId: v.viewId,
          list: 'BRANDS',
          name: 'Mine now',
        }),
        t.call(email, savedViewRoutes.remove, { viewId: v.viewId }),
        t.call(email, savedViewRoutes.restore, { viewId: v.viewId }),
        t.call(email, savedViewRoutes.share, { viewId: v.viewId, shared: false }),
        t.call(email, savedViewRoutes.setDefault, { list: 'BRANDS', viewId: v.viewId }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.status).toBe(status);
        expect(r.body.message).toBe(
          status === 403 ? SAVED_VIEW_MESSAGES.readOnly : SAVED_VIEW_MESSAGES.notFound,
        );
      }
    }
    expect(await dbFingerprint(t.db)).toBe(before);

    await t.call(BO, savedViewRoutes.share, { viewId: v.viewId, shared: false });
    expect((await list(TO)).some((x) => x.viewId === v.viewId)).toBe(false);
    expect(
      (await t.call(TO, savedViewRoutes.update, { viewId: v.viewId, list: 'BRANDS', name: 'x' }))
        .status,
    ).toBe(404);
  });

  it('keeps one default per list: set, move, clear, and three concurrent set-default requests', async () => {
    const [a, b, c] = [
      await create(BO, brandsView('Default A')),
      await create(BO, brandsView('Default B')),
      await create(BO, { ...brandsView('Default C'), isDefault: true }),
    ];
    expect(await defaults(BO)).toEqual([c.viewId]);
    const set = await t.call(BO, savedViewRoutes.setDefault, { list: 'BRANDS', viewId: a.viewId });
    expect(set.body.data).toEqual({ message: SAVED_VIEW_MESSAGES.defaultSet });
    expect(await defaults(BO)).toEqual([a.viewId]);
    expect((await list(BO)).filter((v) => v.isDefault).map((v) => v.viewId)).toEqual([a.viewId]);

    const answers = await Promise.all(
      [a, b, c].map((v) =>
        t.call(BO, savedViewRoutes.setDefault, { list: 'BRANDS', viewId: v.viewId }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await defaults(BO)).toHaveLength(1);

    const cleared = await t.call(BO, savedViewRoutes.setDefault, { list: 'BRANDS', viewId: null });
    expect(cleared.body.data).toEqual({ message: SAVED_VIEW_MESSAGES.defaultCleared });
    expect(await defaults(BO)).toEqual([]);
    // a view of another list cannot be this list's default
    const other = await t.call(BO, savedViewRoutes.setDefault, { list: 'TASKS', viewId: a.viewId });
    expect(other.status).toBe(400);
  });

  it('allows 50 views per user and list, refuses the 51st with 409', async () => {
    const have = (await list(PO, 'TASKS')).length;
    for (let i = have; i < SAVED_VIEW_LIMITS.perList; i++)
      await create(PO, {
        list: 'TASKS',
        name: `View ${i}`,
        state: { tab: 'ALL', category: 'ALL', status: 'OPEN', searchFor: '', filters: {} },
      });
    const before = await dbFingerprint(t.db);
    const r = await t.call(PO, savedViewRoutes.create, {
      list: 'TASKS',
      name: 'One too many',
      state: { tab: 'ALL', category: 'ALL', status: 'OPEN', searchFor: '', filters: {} },
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      error: 'TOO_MANY_SAVED_VIEWS',
      message: SAVED_VIEW_MESSAGES.tooMany,
    });
    expect(await dbFingerprint(t.db)).toBe(before);
    // another list still has room
    await create(PO, brandsView('Still room'));
  });

  it('drops a stored view of an older version or a state that no longer parses on read', async () => {
    const old = await create(TO, brandsView('Old version'));
    const broken = await create(TO, brandsView('Broken state'));
    await t.call(TO, savedViewRoutes.share, { viewId: old.viewId, shared: true });
    await t.db.execute(sql`update saved_views set version = 0 where id = ${old.viewId}`);
    await t.db.execute(
      sql`update saved_views set state = '{"mainTab":"NOPE"}'::jsonb where id = ${broken.viewId}`,
    );
    // a team member does not see it, and their read leaves it alone
    expect((await list(BO)).some((v) => v.viewId === old.viewId)).toBe(false);
    const ids = (await list(TO)).map((v) => v.viewId);
    expect(ids).not.toContain(old.viewId);
    expect(ids).not.toContain(broken.viewId);
    const left = await t.db.execute(
      sql`select id from saved_views where id in (${old.viewId}, ${broken.viewId})`,
    );
    expect(left.rows).toEqual([]);
  });
});
