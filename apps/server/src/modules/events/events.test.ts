import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventRoutes, type EventItem } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

/** IST calendar day `days` from today, YYYY-MM-DD. */
const istDay = (days: number) =>
  new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

type Ids = { past: number; now: number; soon: number; archived: number; nowEi: number };

/** Four events named 'Evlist …' (past, ongoing, upcoming, archived upcoming); po@demo.test is PO of the ongoing one's event inventory, where a brand of bo@demo.test is ASSIGNED at IN_PROGRESS. */
async function seedEvents(t: TestApp): Promise<Ids> {
  const add = async (name: string, from: number, to: number, category = 'TENNIS') => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`insert into events (name, category, start_date, end_date, city_id)
        values (${name}, ${category}, ${istDay(from)}::date, ${istDay(to)}::date, (select min(id) from cities))
        returning id`,
    );
    return Number(rows[0].id);
  };
  const past = await add('Evlist Past Open', -20, -10);
  const now = await add('Evlist Now Cup', -1, 0, 'HOCKEY');
  const soon = await add('Evlist Soon Fest', 40, 42);
  const archived = await add('Evlist Hidden Gala', 5, 6);
  await t.db.execute(sql`update events set is_archived = true where id = ${archived}`);
  const { rows: ei } = await t.db.execute<{ id: number }>(
    sql`insert into event_inventories (event_id, inventory_id)
      values (${now}, (select min(id) from inventories)) returning id`,
  );
  const nowEi = Number(ei[0].id);
  const po = await userId(t.db, 'po@demo.test');
  const bo = await userId(t.db, 'bo@demo.test');
  await t.db.execute(
    sql`insert into event_inventory_owners (ei_id, user_id) values (${nowEi}, ${po})`,
  );
  await t.db.execute(sql`insert into pairings (ei_id, brand_id, status, stage)
    select ${nowEi}, bo.brand_id, 'ASSIGNED', 'IN_PROGRESS' from brand_owners bo
    where bo.user_id = ${bo} order by bo.brand_id limit 1`);
  return { past, now, soon, archived, nowEi };
}

describe.each(testDatabases())('event lists on %s', (kind) => {
  let t: TestApp;
  let ids: Ids;
  let otherBo: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ids = await seedEvents(t);
    const { rows } = await t.db.execute<{ email: string }>(
      sql`select u.email from users u where 'BO' = any(u.roles) and u.status = 'ACTIVE'
        and u.email <> 'bo@demo.test'
        and not exists (select 1 from brand_owners bo join pairings a on a.brand_id = bo.brand_id
          where bo.user_id = u.id and a.ei_id = ${ids.nowEi})
        order by u.id limit 1`,
    );
    otherBo = rows[0].email;
  });
  afterAll(() => t?.close());

  const list = (email: string, body: Record<string, unknown>) =>
    t.call(email, eventRoutes.list, { searchFor: 'Evlist', ...body });
  const names = (events: EventItem[]) => events.map((e) => e.eventName);

  it('gives each event its phase by IST date, filters by phase and counts every phase', async () => {
    const all = (await list('bo@demo.test', {})).body.data;
    expect(all.counts).toEqual({ UPCOMING: 1, ONGOING: 1, COMPLETED: 1 });
    expect(all.totalNoOfEntries).toBe(3);
    const byName = Object.fromEntries(all.events.map((e) => [e.eventName, e]));
    expect(byName['Evlist Past Open'].phase).toBe('COMPLETED');
    expect(byName['Evlist Past Open'].eventStatus).toBe('PREVIOUS');
    expect(byName['Evlist Now Cup'].phase).toBe('ONGOING');
    expect(byName['Evlist Soon Fest'].phase).toBe('UPCOMING');
    const ongoing = (await list('bo@demo.test', { phase: 'ONGOING' })).body.data;
    expect(names(ongoing.events)).toEqual(['Evlist Now Cup']);
    expect(ongoing.totalNoOfEntries).toBe(1);
    expect(ongoing.counts).toEqual(all.counts);
  });

  it('never lists an archived event, while event info answers it with isArchived', async () => {
    const everyone = (
      await t.call('bo@demo.test', eventRoutes.list, { count: 100, searchFor: 'Hidden' })
    ).body.data;
    expect(everyone.totalNoOfEntries).toBe(0);
    const all = (await t.call('bo@demo.test', eventRoutes.all, { searchFor: 'Evlist' })).body.data;
    expect(names(all.events)).not.toContain('Evlist Hidden Gala');
    const active = (await t.call('bo@demo.test', eventRoutes.active, { searchFor: 'Evlist' })).body
      .data;
    expect(active.events.map((e) => e.eventId)).not.toContain(ids.archived);
    const info = (await t.call('bo@demo.test', eventRoutes.info, { eventId: ids.archived })).body
      .data;
    expect(info.isArchived).toBe(true);
  });

  it('filters by search, category, city and dates, and sorts by date or name', async () => {
    expect(
      names((await list('bo@demo.test', { searchFor: 'evlist now' })).body.data.events),
    ).toEqual(['Evlist Now Cup']);
    expect(names((await list('bo@demo.test', { category: 'HOCKEY' })).body.data.events)).toEqual([
      'Evlist Now Cup',
    ]);
    const { rows } = await t.db.execute<{ id: number }>(sql`select min(id) as id from cities`);
    expect(
      (await list('bo@demo.test', { cityId: Number(rows[0].id) })).body.data.totalNoOfEntries,
    ).toBe(3);
    expect(
      names(
        (await list('bo@demo.test', { fromDate: istDay(30), toDate: istDay(41) })).body.data.events,
      ),
    ).toEqual(['Evlist Soon Fest']);
    const asc = names((await list('bo@demo.test', { sortField: 'dates' })).body.data.events);
    expect(asc).toEqual(['Evlist Past Open', 'Evlist Now Cup', 'Evlist Soon Fest']);
    const desc = names(
      (await list('bo@demo.test', { sortField: 'dates', sortOrder: 'DESC' })).body.data.events,
    );
    expect(desc).toEqual([...asc].reverse());
    const byName = names((await list('bo@demo.test', { sortField: 'eventName' })).body.data.events);
    expect(byName).toEqual(['Evlist Now Cup', 'Evlist Past Open', 'Evlist Soon Fest']);
  });

  it('pages 30 events by default (25 on all events) and honours count', async () => {
    const v3 = (await t.call('bo@demo.test', eventRoutes.list, {})).body.data;
    expect(v3.events.length).toBe(Math.min(30, v3.totalNoOfEntries));
    expect(v3.totalPages).toBe(Math.ceil(v3.totalNoOfEntries / 30));
    const all = (await t.call('bo@demo.test', eventRoutes.all, {})).body.data;
    expect(all.events.length).toBe(Math.min(25, all.totalNoOfEntries));
    const page2 = (await list('bo@demo.test', { count: 2, pageNo: 2, sortField: 'dates' })).body
      .data;
    expect(names(page2.events)).toEqual(['Evlist Soon Fest']);
    expect(page2.totalPages).toBe(2);
  });

  it('shows each caller their badges and stage counts', async () => {
    const find = async (email: string) =>
      (await list(email, { phase: 'ONGOING' })).body.data.events.find(
        (e) => e.eventId === ids.now,
      )!;
    const bo = await find('bo@demo.test');
    expect(bo.hasMyBrandsAssigned).toBe(true);
    expect(bo.isProjectOwner).toBe(false);
    expect(bo.myStageCounts).toEqual({ ASSIGNED: 0, IN_PROGRESS: 1, WON: 0, NOT_INTERESTED: 0 });
    const po = await find('po@demo.test');
    expect(po.isProjectOwner).toBe(true);
    const other = await find(otherBo);
    expect(other.isProjectOwner).toBe(false);
    expect(other.hasMyBrandsAssigned).toBe(false);
    expect(other.myStageCounts).toEqual({ ASSIGNED: 0, IN_PROGRESS: 0, WON: 0, NOT_INTERESTED: 0 });
  });

  it('lists on v2 only the caller’s events, by GET and by POST', async () => {
    const get = (await t.call('bo@demo.test', eventRoutes.mine, { searchFor: 'Evlist' })).body.data;
    expect(names(get.events)).toEqual(['Evlist Now Cup']);
    const post = (await t.call('po@demo.test', eventRoutes.mineByBody, { searchFor: 'Evlist' }))
      .body.data;
    expect(names(post.events)).toEqual(['Evlist Now Cup']);
    expect(post.counts).toEqual({ UPCOMING: 0, ONGOING: 1, COMPLETED: 0 });
    const other = (await t.call(otherBo, eventRoutes.mine, { searchFor: 'Evlist' })).body.data;
    expect(other.totalNoOfEntries).toBe(0);
    const mine = (await t.call('bo@demo.test', eventRoutes.mine, { count: 100 })).body.data;
    expect(mine.events.every((e) => e.isProjectOwner || e.hasMyBrandsAssigned)).toBe(true);
  });

  it('answers active events (ongoing, then upcoming) for pickers', async () => {
    const active = (await t.call('bo@demo.test', eventRoutes.active, { searchFor: 'Evlist' })).body
      .data;
    expect(active.events.map((e) => [e.eventName, e.phase])).toEqual([
      ['Evlist Now Cup', 'ONGOING'],
      ['Evlist Soon Fest', 'UPCOMING'],
    ]);
  });

  it('pages an event’s event inventories by GET and POST, 404 for an unknown event', async () => {
    const get = (await t.call('bo@demo.test', eventRoutes.inventories, { eventId: ids.now })).body
      .data;
    expect(get.eventInventories.map((e) => e.eiId)).toEqual([ids.nowEi]);
    expect(get.totalNoOfEntries).toBe(1);
    expect(get.eventInventories[0].projectOwners.length).toBe(1);
    const { rows } = await t.db.execute<{ event_id: number; n: number }>(
      sql`select event_id, count(*)::int as n from event_inventories group by event_id order by n desc, event_id limit 1`,
    );
    const big = rows[0];
    const post = (
      await t.call('bo@demo.test', eventRoutes.inventoriesByBody, {
        eventId: Number(big.event_id),
        count: 1,
        pageNo: 1,
      })
    ).body.data;
    expect(post.eventInventories.length).toBe(1);
    expect(post.totalNoOfEntries).toBe(big.n);
    expect(
      (await t.call('bo@demo.test', eventRoutes.inventories, { eventId: 99_999_999 })).status,
    ).toBe(404);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const bad = [
      await t.raw('bo@demo.test', 'POST', '/api/event/list/v3', { fromDate: '2025-02-31' }),
      await t.raw('bo@demo.test', 'POST', '/api/event/list/v3', {
        fromDate: '2025-05-10',
        toDate: '2025-05-01',
      }),
      await t.raw('bo@demo.test', 'POST', '/api/event/list/v3', { searchFor: 'a\u0000b' }),
      await t.raw('bo@demo.test', 'POST', '/api/event/list/v3', { count: 101 }),
      await t.raw('bo@demo.test', 'GET', '/api/event/list/v2?count=500'),
      await t.raw('bo@demo.test', 'GET', '/api/event/all?pageNo=0'),
      await t.raw('bo@demo.test', 'GET', '/api/event/active?count=abc'),
      await t.raw('bo@demo.test', 'GET', '/api/event/inventories?eventId=-1'),
      await t.raw('bo@demo.test', 'POST', '/api/event/list/v3', { phase: 'LATER' }),
    ];
    expect(bad.map((r) => r.status)).toEqual(bad.map(() => 400));
    expect(bad[1].body.message).toMatch(/toDate/);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
