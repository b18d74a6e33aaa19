import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CALL_LOCK_MESSAGE,
  searchRoutes,
  type GlobalSearchResult,
  type RouteInput,
  type SearchSuggestion,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** The global search and its suggestions — typos, case, prefix, ranking, own first, paging, counts, the call lock, bad input. */
describe.each(testDatabases('both'))('global search on %s', (kind) => {
  let t: TestApp;
  let bo: number;
  const search = async (email: string, params: RouteInput<typeof searchRoutes.search>) => {
    const res = await t.call(email, searchRoutes.search, params);
    expect(res.status).toBe(200);
    return res.body.data as GlobalSearchResult;
  };
  const brandNames = async (email: string, searchFor: string) =>
    (await search(email, { searchFor, searchSpace: 'BRAND', count: 50 })).results.brands.map(
      (b) => b.brandName,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 200 });
    bo = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ id: number; name: string }>(
      sql`insert into brands (name) values ('Zyxonica'), ('Zyxonica Retail'), ('Cardio Zyxonica Labs'), ('Zyxonica Alpha'), ('Zyxonica Zeta') returning id, name`,
    );
    const zeta = rows.find((r) => r.name === 'Zyxonica Zeta')!;
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id) values (${zeta.id}, ${bo})`,
    );
    await t.db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, roles) values ('virat.kohli@demo.test', 'x', 'Virat', 'Kohli', '{BO}')`,
    );
    await t.db.execute(sql`insert into companies (name) values ('Zyxonica Industries')`);
    await t.db.execute(
      sql`insert into events (name, category, start_date, end_date) select 'Zyxonica Cup', category, current_date + 40, current_date + 42 from events limit 1`,
    );
  });
  afterAll(() => t?.close());

  it('finds through typos, case and prefixes; ranks exact, then prefix, then a word prefix, then by similarity; the caller’s own first', async () => {
    // a swapped pair of letters still finds it
    expect(await brandNames('po@demo.test', 'zyxnoica')).toContain('Zyxonica');
    // exact, then the names starting with it (own first for the BO, by name for others), then a word inside
    expect(await brandNames('po@demo.test', 'ZYXONICA')).toEqual([
      'Zyxonica',
      'Zyxonica Alpha',
      'Zyxonica Retail',
      'Zyxonica Zeta',
      'Cardio Zyxonica Labs',
    ]);
    expect(await brandNames('bo@demo.test', 'zyxonica')).toEqual([
      'Zyxonica',
      'Zyxonica Zeta',
      'Zyxonica Alpha',
      'Zyxonica Retail',
      'Cardio Zyxonica Labs',
    ]);
    // as you type
    expect((await brandNames('po@demo.test', 'zyxo'))[0]).toBe('Zyxonica');
    // a longer text found inside names (inside a word, across words) is matched by word similarity alone
    expect((await brandNames('po@demo.test', 'yxoni')).sort()).toEqual([
      'Cardio Zyxonica Labs',
      'Zyxonica',
      'Zyxonica Alpha',
      'Zyxonica Retail',
      'Zyxonica Zeta',
    ]);
    expect(await brandNames('po@demo.test', 'xonica re')).toContain('Zyxonica Retail');
    // a person whatever the case, and with a typo
    for (const q of ['virat kohli', 'VIRAT KOHLI', 'virat kholi', 'kohli']) {
      expect(
        (await search('po@demo.test', { searchFor: q, searchSpace: 'USER' })).results.users.map(
          (u) => `${u.firstName} ${u.lastName}`,
        ),
      ).toContain('Virat Kohli');
    }
    // events: dates and flags
    const events = (
      await search('po@demo.test', { searchFor: 'zyxonica cup', searchSpace: 'EVENT' })
    ).results.events;
    expect(events[0]).toMatchObject({
      eventName: 'Zyxonica Cup',
      isUpcoming: true,
      isOnGoing: false,
      isCompleted: false,
      isPO: false,
      isBO: false,
    });
    // nothing unrelated matches
    expect((await search('po@demo.test', { searchFor: 'qqqqzzzz' })).counts).toEqual({
      BRAND: 0,
      USER: 0,
      EVENT: 0,
      MAIL: 0,
    });
  });

  it('answers every type with counts, pages the searched space, and suggests the best matches of every type (companies too)', async () => {
    const all = await search('po@demo.test', { searchFor: 'zyxonica' });
    expect(all.counts).toEqual({ BRAND: 5, USER: 0, EVENT: 1, MAIL: 0 });
    expect(all.results.brands).toHaveLength(5);
    expect(
      all.results.brands
        .find((b) => b.brandName === 'Zyxonica Zeta')
        ?.brandOwners.map((o) => o.userId),
    ).toEqual([bo]);
    expect(all.results.events).toHaveLength(1);
    const page2 = await search('po@demo.test', {
      searchFor: 'zyxonica',
      searchSpace: 'BRAND',
      count: 2,
      pageNo: 2,
    });
    expect(page2).toMatchObject({ pageNo: 2, totalPages: 3, counts: { BRAND: 5 } });
    expect(page2.results.brands.map((b) => b.brandName)).toEqual([
      'Zyxonica Retail',
      'Zyxonica Zeta',
    ]);
    expect(page2.results.events).toEqual([]);
    expect(all.bestSpace).toBe('BRAND');
    // the tab to open is the type of the best-ranked result: an exact person beats looser brand matches
    const priya = await search('po@demo.test', { searchFor: 'Priya' });
    expect(priya.counts.BRAND).toBeGreaterThan(0);
    expect(priya.bestSpace).toBe('USER');
    expect((await search('po@demo.test', { searchFor: 'zyxonica cup' })).bestSpace).toBe('EVENT');
    expect((await search('po@demo.test', { searchFor: 'qqqqzzzz' })).bestSpace).toBeNull();
    const sugg = (await t.call('po@demo.test', searchRoutes.suggestions, { searchFor: 'zyxonica' }))
      .body.data.suggestions as SearchSuggestion[];
    expect(sugg[0]).toMatchObject({ name: 'Zyxonica', type: 'BRAND' });
    expect(sugg.map((s) => s.type)).toContain('COMPANY');
    expect(sugg.length).toBeLessThanOrEqual(8);
  });

  it('refuses while the call lock is on (423, the spec’s message) and bad input (400); changes nothing', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select brand_id as id from brand_owners where user_id = ${bo} limit 1`,
    );
    await t.db.execute(sql`update users set lock_brand_id = ${rows[0].id} where id = ${bo}`);
    expect(await t.call('bo@demo.test', searchRoutes.search, { searchFor: 'zyx' })).toMatchObject({
      status: 423,
      body: { message: CALL_LOCK_MESSAGE },
    });
    expect(
      (await t.call('bo@demo.test', searchRoutes.suggestions, { searchFor: 'zyx' })).status,
    ).toBe(423);
    await t.db.execute(sql`update users set lock_brand_id = null where id = ${bo}`);
    for (const q of [
      '',
      'searchFor=',
      `searchFor=${'x'.repeat(101)}`,
      'searchFor=a&searchSpace=POC',
      'searchFor=a&pageNo=0',
      'searchFor=%00',
    ]) {
      expect([
        q,
        (await t.raw('po@demo.test', 'GET', `/api/user/global-search?${q}`)).status,
      ]).toEqual([q, 400]);
    }
    expect((await t.call(null, searchRoutes.search, { searchFor: 'zyx' })).status).toBe(401);
  });
});
