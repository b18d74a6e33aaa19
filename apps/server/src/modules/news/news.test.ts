import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  dashboardRoutes,
  NEWS_MESSAGES,
  newsRoutes,
  pairingRoutes,
  type NewsItem,
  type NewsListResult,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** The news feed — written by admins and by the pipeline (a deal WON, a big brand's new owner), appreciated, hidden and shown. */
describe.each(testDatabases())('news feed on %s', (kind) => {
  let t: TestApp;
  const feed = async (email: string) => (await t.call(email, newsRoutes.list, {})).body.data!;
  const add = async (body: object) =>
    t.call('admin@demo.test', newsRoutes.create, {
      title: 'Season kick-off',
      body: 'Welcome to the new season.',
      badge: 'ANNOUNCEMENT',
      ...body,
    });
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 80, pairings: 120 });
  });
  afterAll(() => t?.close());

  it('a pairing moved to WON through the API makes news about it; so does a big brand given an owner', async () => {
    const { rows } = await t.db.execute<{
      ei_id: number;
      brand_id: number;
      name: string;
    }>(sql`select a.ei_id, a.brand_id, b.name from pairings a join brands b on b.id = a.brand_id
      where a.status = 'ASSIGNED' and a.stage = 'IN_PROGRESS' order by a.id limit 1`);
    const p = rows[0];
    const won = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId: p.ei_id,
      brandId: p.brand_id,
      stage: 'WON',
      tag: 'CLOSED_WON',
      closedValue: 12.5,
    });
    expect(won.status).toBe(200);
    const top = (await feed('bo@demo.test')).news[0];
    expect(top).toMatchObject({
      badge: 'DEAL_WON',
      source: 'WON',
      brand: { brandId: Number(p.brand_id), brandName: p.name },
      appreciations: 0,
      appreciatedByMe: false,
    });
    expect(top.title).toContain(p.name);
    expect(top.body).toContain('₹12.5 Cr');
    expect(top.user?.userId).toBe(await userId(t.db, 'po@demo.test'));

    const { rows: big } = await t.db.execute<{ id: number }>(
      sql`insert into brands (name, revenue) values ('Mega Corp Zeta', 25000) returning id`,
    );
    await t.db.execute(sql`insert into brands (name, revenue) values ('Small Corp Zeta', 100)`);
    const bo = await userId(t.db, 'bo@demo.test');
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id) select id, ${bo} from brands where name in ('Mega Corp Zeta', 'Small Corp Zeta')`,
    );
    const news = (await feed('po@demo.test')).news;
    expect(news[0]).toMatchObject({ badge: 'BIG_BRAND', brand: { brandId: Number(big[0].id) } });
    expect(news.some((n) => n.title.includes('Small Corp Zeta'))).toBe(false);
  });

  it('admins add, edit, hide (gone from the feed) and show news; others get 403; bad input 400, unknown 404', async () => {
    const res = await add({});
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(NEWS_MESSAGES.added);
    const item = res.body.data.news as NewsItem;
    expect(item).toMatchObject({
      title: 'Season kick-off',
      badge: 'ANNOUNCEMENT',
      source: 'ADMIN',
      status: 'ACTIVE',
    });
    expect((await feed('bo@demo.test')).news[0].newsId).toBe(item.newsId);
    const edit = await t.call('admin@demo.test', newsRoutes.update, {
      newsId: item.newsId,
      title: 'Season kick-off!',
      body: '',
      badge: 'ACHIEVEMENT',
    });
    expect(edit.body.data.news).toMatchObject({ title: 'Season kick-off!', badge: 'ACHIEVEMENT' });
    expect(
      (
        await t.call('admin@demo.test', newsRoutes.setStatus, {
          newsIds: [item.newsId],
          status: 'HIDDEN',
        })
      ).body.data.message,
    ).toBe(NEWS_MESSAGES.hidden);
    expect((await feed('bo@demo.test')).news.some((n) => n.newsId === item.newsId)).toBe(false);
    const hidden = (await t.call('admin@demo.test', newsRoutes.adminList, { status: 'HIDDEN' }))
      .body.data as NewsListResult;
    expect(hidden.news.map((n) => n.newsId)).toContain(item.newsId);
    expect(
      (
        await t.call('bo@demo.test', newsRoutes.appreciate, {
          action: 'ADD',
          newsId: item.newsId,
        })
      ).status,
    ).toBe(404);
    await t.call('admin@demo.test', newsRoutes.setStatus, {
      newsIds: [item.newsId],
      status: 'ACTIVE',
    });
    expect((await feed('bo@demo.test')).news[0].newsId).toBe(item.newsId);

    const bo = 'bo@demo.test';
    for (const refused of [
      () => t.call(bo, newsRoutes.create, { title: 'x', badge: 'ANNOUNCEMENT' }),
      () =>
        t.call(bo, newsRoutes.update, { newsId: item.newsId, title: 'x', badge: 'ANNOUNCEMENT' }),
      () => t.call(bo, newsRoutes.setStatus, { newsIds: [item.newsId], status: 'HIDDEN' }),
      () => t.call(bo, newsRoutes.adminList, {}),
      () => t.call(bo, newsRoutes.badges, {}),
    ])
      expect((await refused()).status).toBe(403);
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from news`);
    for (const bad of [
      { title: '' },
      { title: 'a\u0000b' },
      { badge: 'DEAL_WON' },
      { badge: 'NOPE' },
      { title: 'x'.repeat(201) },
      { brandId: 99999999 },
    ]) {
      expect((await add(bad)).status).toBe(400);
    }
    expect(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from news`)).rows[0].n,
    ).toBe(before.rows[0].n);
    expect(
      (
        await t.call('admin@demo.test', newsRoutes.update, {
          newsId: 99999999,
          title: 'x',
          badge: 'ANNOUNCEMENT',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('admin@demo.test', newsRoutes.setStatus, {
          newsIds: [99999999],
          status: 'HIDDEN',
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('admin@demo.test', newsRoutes.badges, {})).body.data.badges.map(
        (b: { code: string }) => b.code,
      ),
    ).toEqual(['ANNOUNCEMENT', 'ACHIEVEMENT', 'EVENT_UPDATE']);
  });

  it('appreciation is idempotent, counted once even when sent three times at once, and lists who appreciated', async () => {
    const item = (await add({ title: 'Appreciate me' })).body.data.news as NewsItem;
    const send = (email: string, action: 'ADD' | 'REMOVE') =>
      t.call(email, newsRoutes.appreciate, { action, newsId: item.newsId });
    const three = await Promise.all([
      send('bo@demo.test', 'ADD'),
      send('bo@demo.test', 'ADD'),
      send('bo@demo.test', 'ADD'),
    ]);
    expect(three.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await send('po@demo.test', 'ADD')).body.data).toEqual({
      newsId: item.newsId,
      appreciations: 2,
      appreciatedByMe: true,
    });
    const mine = (await feed('bo@demo.test')).news.find((n) => n.newsId === item.newsId)!;
    expect(mine).toMatchObject({ appreciations: 2, appreciatedByMe: true });
    const who = (await t.call('to@demo.test', newsRoutes.appreciators, { newsId: item.newsId }))
      .body.data;
    expect(who.users.map((u: { userId: number }) => u.userId).sort()).toEqual(
      [await userId(t.db, 'bo@demo.test'), await userId(t.db, 'po@demo.test')].sort(),
    );
    expect((await send('bo@demo.test', 'REMOVE')).body.data.appreciations).toBe(1);
    expect((await send('bo@demo.test', 'REMOVE')).body.data.appreciations).toBe(1);
    // raw: an action outside the catalogue's list
    expect(
      (
        await t.raw('bo@demo.test', 'POST', '/api/news/appreciation', {
          action: 'LIKE',
          newsId: item.newsId,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('bo@demo.test', newsRoutes.appreciate, {
          action: 'ADD',
          newsId: 99999999,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('bo@demo.test', newsRoutes.appreciators, { newsId: 99999999 })).status,
    ).toBe(404);

    // hidden: not there for anyone but an admin (404, not 403: nothing tells that it exists)
    expect(
      (
        await t.call('admin@demo.test', newsRoutes.setStatus, {
          newsIds: [item.newsId],
          status: 'HIDDEN',
        })
      ).status,
    ).toBe(200);
    const hidden = await t.call('bo@demo.test', newsRoutes.appreciators, { newsId: item.newsId });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(NEWS_MESSAGES.notFound);
    expect(
      (await t.call('admin@demo.test', newsRoutes.appreciators, { newsId: item.newsId })).body.data
        .users,
    ).toHaveLength(1);
  });

  it('GET /news?brandId lists only the active news about that brand; unknown brand 404, bad id 400', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from brands where id not in (select brand_id from news where brand_id is not null) order by id limit 2`,
    );
    const [mine, other] = rows.map((r) => Number(r.id));
    const about = (await add({ title: 'About the brand', brandId: mine })).body.data
      .news as NewsItem;
    const gone = (await add({ title: 'Hidden about the brand', brandId: mine })).body.data
      .news as NewsItem;
    await add({ title: 'About another brand', brandId: other });
    await t.call('admin@demo.test', newsRoutes.setStatus, {
      newsIds: [gone.newsId],
      status: 'HIDDEN',
    });
    const res = (await t.call('bo@demo.test', newsRoutes.list, { brandId: mine })).body
      .data as NewsListResult;
    expect(res.news.map((n) => n.newsId)).toEqual([about.newsId]);
    expect(res.news[0].brand?.brandId).toBe(mine);
    expect(res.totalPages).toBe(1);
    const all = (await t.call('admin@demo.test', newsRoutes.adminList, { brandId: mine })).body
      .data as NewsListResult;
    expect(all.news.map((n) => n.newsId).sort()).toEqual([about.newsId, gone.newsId].sort());
    const unknown = await t.call('bo@demo.test', newsRoutes.list, { brandId: 99999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('BRAND_NOT_FOUND');
    expect((await t.raw('bo@demo.test', 'GET', '/api/news?brandId=abc')).status).toBe(400);
  });

  it('news the pipeline wrote cannot be edited (409, unchanged); it can be hidden', async () => {
    const { rows } = await t.db.execute<{ id: number; title: string }>(
      sql`select id, title from news where source <> 'ADMIN' order by id limit 1`,
    );
    const res = await t.call('admin@demo.test', newsRoutes.update, {
      newsId: Number(rows[0].id),
      title: 'Rewritten history',
      badge: 'ANNOUNCEMENT',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'NEWS_GENERATED',
      message: NEWS_MESSAGES.generatedReadOnly,
    });
    expect(
      (await t.db.execute<{ title: string }>(sql`select title from news where id = ${rows[0].id}`))
        .rows[0].title,
    ).toBe(rows[0].title);
    expect(
      (
        await t.call('admin@demo.test', newsRoutes.setStatus, {
          newsIds: [Number(rows[0].id)],
          status: 'HIDDEN',
        })
      ).status,
    ).toBe(200);
  });

  it('the dashboard carries the latest news and the won value by month and quarter', async () => {
    const d = (await t.call('po@demo.test', dashboardRoutes.dashboard, {})).body.data;
    expect(d.news.length).toBe(5);
    expect(d.wonByMonth).toHaveLength(6);
    const { rows } = await t.db.execute<{
      v: number;
    }>(sql`select coalesce(sum(closed_value), 0)::float8 as v from pairings where status = 'ASSIGNED' and stage = 'WON'
      and updated_at >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`);
    expect(d.wonByMonth[5].value).toBeCloseTo(Number(rows[0].v), 2);
    expect(d.wonByMonth[5].value).toBeGreaterThanOrEqual(12.5); // the deal won above
    expect(d.wonThisQuarter).toBeGreaterThanOrEqual(d.wonByMonth[5].value);
    const bo = (await t.call('bo@demo.test', dashboardRoutes.dashboard, {})).body.data;
    expect(bo.wonThisQuarter).toBeLessThanOrEqual(d.wonThisQuarter!);
  });
});
