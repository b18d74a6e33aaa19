import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  assignedForYouRoutes,
  closedDealRoutes,
  dashboardRoutes,
  eventRoutes,
  eventTeamRoutes,
  forecastRoutes,
  inventoryRoutes,
  newsRoutes,
  pairingRoutes,
  type NewsItem,
  type RouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from './harness.js';

/** The demo users whose roles may not read deal values (no PIPELINE read area). */
const WITHOUT_DEALS = ['hr@demo.test', 'spt@demo.test', 'svc@demo.test', 'lg@demo.test'];

/** Keys that carry a deal value (crore) in an answer: pairing values, their sums, forecasts, the timeline's closed value. */
const VALUE_KEYS = new Set([
  'closedValue',
  'proposedValue',
  'negotiatedValue',
  'wonValue',
  'value',
  'valueTotal',
  'wonThisQuarter',
  'totalValue',
  'won',
  'weightedOpen',
  'forecast',
  'gap',
]);

/** Paths of the numbers held under a value key anywhere in `json`. */
function dealValues(json: unknown, path = ''): string[] {
  if (Array.isArray(json)) return json.flatMap((v, i) => dealValues(v, `${path}[${i}]`));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([k, v]) =>
    VALUE_KEYS.has(k) && typeof v === 'number' ? [`${path}.${k}`] : dealValues(v, `${path}.${k}`),
  );
}

/** Timeline kinds written from the pairing history (stage_history): what the stage-history reads refuse. */
const HISTORY_KINDS = ['BRAND_ASSIGNED', 'STAGE_MOVED', 'BRAND_DISCARDED', 'BRAND_RESTORED'];

describe.each(testDatabases())('deal values for roles without deal access on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let eiId: number;
  let inventoryId: number;
  let wonBrandId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    const [poId, boId] = await Promise.all([
      userId(t.db, 'po@demo.test'),
      userId(t.db, 'bo@demo.test'),
    ]);
    const restricted = await Promise.all(WITHOUT_DEALS.map((e) => userId(t.db, e)));
    const collaborators = [...restricted, await userId(t.db, 'fi@demo.test')];
    const smes = [...restricted, await userId(t.db, 'sme@demo.test')];
    // a new upcoming event with one event inventory; the roles without deal access are among its
    // project owners and SMEs, so the lists of theirs are not empty
    const { rows } = await t.db.execute<{ event_id: number; ei_id: number; inventory_id: number }>(
      sql`with e as (insert into events (name, category, start_date, end_date)
          select 'Deal Values Expo', category, current_date + 1, current_date + 5 from events limit 1 returning id),
        ei as (insert into event_inventories (event_id, inventory_id)
          select e.id, (select min(id) from inventories) from e returning id, event_id, inventory_id)
      select event_id, id as ei_id, inventory_id from ei`,
    );
    [eventId, eiId, inventoryId] = [rows[0].event_id, rows[0].ei_id, rows[0].inventory_id].map(
      Number,
    );
    for (const id of [poId, ...restricted])
      await t.db.execute(
        sql`insert into event_inventory_owners (ei_id, user_id) values (${eiId}, ${id})`,
      );
    for (const id of smes)
      await t.db.execute(
        sql`insert into event_smes (event_id, user_id) values (${eventId}, ${id})`,
      );
    const { rows: brands } = await t.db.execute<{ brand_id: number }>(
      sql`select bo.brand_id from brand_owners bo join brands b on b.id = bo.brand_id
          where bo.user_id = ${boId} and not b.is_offloaded order by bo.brand_id limit 2`,
    );
    const [wonBrand, closedBrand] = brands.map((b) => Number(b.brand_id));
    wonBrandId = wonBrand;
    const assign = await t.call('po@demo.test', pairingRoutes.assign, {
      eiIds: [eiId],
      action: 'ASSIGN',
      brandId: [wonBrand],
    });
    expect(assign.status).toBe(200);
    const won = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId: wonBrand,
      stage: 'WON',
      tag: 'CLOSED_WON',
      proposedValue: 9,
      negotiatedValue: 8,
      closedValue: 7.5,
    });
    expect(won.status).toBe(200);
    await t.db
      .execute(sql`insert into closed_deals (brand_id, ei_id, closed_value, deal_closed_date, closed_by_user_id)
      values (${closedBrand}, ${eiId}, 2.25, current_date - 1, ${boId})`);
    // the roles without deal access (and FI, who has it) collaborate on both brands there
    for (const id of collaborators)
      for (const brand of [wonBrand, closedBrand])
        await t.db
          .execute(sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status)
          values (${eiId}, ${brand}, ${poId}, ${id}, 'ACCEPTED')`);
  });
  afterAll(() => t?.close());

  /** A read carrying deal values: its call as `email`, and a user whose roles read them and who sees this one's. */
  type Read = {
    call: (email: string) => Promise<{ status: number; body: { data: unknown } }>;
    reader: string;
  };
  const read = <D extends RouteDefinition>(
    def: D,
    input: () => RouteInput<D>,
    reader = 'admin@demo.test',
  ): Read => ({ call: (email) => t.call(email, def, input()), reader });

  const reads: Record<string, Read> = {
    'GET /dashboard': read(dashboardRoutes.dashboard, () => ({})),
    'GET /forecast/dashboard': read(forecastRoutes.dashboard, () => ({}), 'bo@demo.test'),
    'GET /event/info': read(eventRoutes.info, () => ({ eventId })),
    'GET /event/inventories': read(eventRoutes.inventories, () => ({ eventId })),
    'POST /event/inventories': read(eventRoutes.inventoriesByBody, () => ({ eventId })),
    'GET /inventory/events': read(inventoryRoutes.events, () => ({ inventoryId })),
    'GET /inventory/events/list/for-po': read(inventoryRoutes.forPo, () => ({}), 'po@demo.test'),
    'GET /inventory/events/list/for-bo': read(inventoryRoutes.forBo, () => ({}), 'bo@demo.test'),
    'GET /inventory/events/list/for-bo shared': read(
      inventoryRoutes.forBo,
      () => ({ sharedWithMe: true }),
      'fi@demo.test',
    ),
    'GET /inventory/v2/details shared': read(
      inventoryRoutes.v2Details,
      () => ({ inventoryId, sharedWithMe: true }),
      'fi@demo.test',
    ),
    'GET /inventory/events/list/for-sme': read(inventoryRoutes.forSme, () => ({}), 'sme@demo.test'),
    'GET /inventory/events/list/all': read(inventoryRoutes.all, () => ({})),
    'GET /event/inventory': read(inventoryRoutes.detail, () => ({ eiId })),
    'GET /inventory/events/overview': read(eventTeamRoutes.inventoryOverview, () => ({
      inventoryId,
    })),
    'GET /event/timeline': read(eventTeamRoutes.timeline, () => ({ eventId })),
    'GET /event/my-timeline': read(eventTeamRoutes.myTimeline, () => ({ eventId }), 'bo@demo.test'),
    'POST assigned for you by inventory, shared': read(
      assignedForYouRoutes.byInventory,
      () => ({ sharedWithMe: true }),
      'fi@demo.test',
    ),
    'POST assigned for you by brand, shared': read(
      assignedForYouRoutes.byBrand,
      () => ({ sharedWithMe: true }),
      'fi@demo.test',
    ),
  };

  /**
   * The news about the deal won above (source WON) as `email` reads it: in GET /news about its brand, the feed's
   * first page, the dashboard's latest news and, for an admin, GET /admin/news.
   */
  const wonNews = async (email: string): Promise<NewsItem[]> => {
    const lists = [
      (await t.call(email, newsRoutes.list, { brandId: wonBrandId })).body.data.news,
      (await t.call(email, newsRoutes.list, {})).body.data.news,
      (await t.call(email, dashboardRoutes.dashboard, {})).body.data.news,
    ];
    if (email === 'admin@demo.test')
      lists.push((await t.call(email, newsRoutes.adminList, {})).body.data.news);
    return lists.flatMap((news) =>
      news.filter((n) => n.source === 'WON' && n.brand?.brandId === wonBrandId),
    );
  };

  describe.each(WITHOUT_DEALS)('%s', (email) => {
    it('reads the news of a won deal without its value, on the feed and the dashboard', async () => {
      const items = await wonNews(email);
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(item.body).toMatch(/ won .+ with .+\.$/);
        expect(item.body).not.toContain('₹');
      }
      const feed = (await t.call(email, newsRoutes.list, { count: 100 })).body.data.news;
      const won = feed.filter((n) => n.source === 'WON');
      expect(won.length).toBeGreaterThan(1);
      expect(won.filter((n) => /₹|Cr\b/.test(n.title + n.body))).toEqual([]);
    });

    it.each(Object.keys(reads))('reads %s without a deal value', async (name) => {
      const res = await reads[name].call(email);
      expect(res.status).toBe(200);
      expect(dealValues(res.body.data)).toEqual([]);
    });

    it('sees no pairing history on the event timelines, and a deal closed without its value', async () => {
      for (const def of [eventTeamRoutes.timeline, eventTeamRoutes.myTimeline]) {
        const { entries } = (await t.call(email, def, { eventId })).body.data;
        expect(entries.filter((e) => HISTORY_KINDS.includes(e.kind))).toEqual([]);
      }
      const { entries } = (await t.call(email, eventTeamRoutes.timeline, { eventId })).body.data;
      const closed = entries.filter((e) => e.kind === 'DEAL_CLOSED');
      expect(closed.map((e) => e.detail)).toEqual([{}]);
    });

    it('is refused the reads that are all deal values, as before', async () => {
      const refused = [
        await t.call(email, closedDealRoutes.list, { brandId: wonBrandId }),
        await t.call(email, pairingRoutes.brandPairings, { brandId: wonBrandId }),
        await t.call(email, forecastRoutes.eventInventory, { eiId }),
        await t.call(email, forecastRoutes.event, { eventId }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.forbidden);
      }
    });
  });

  it.each(Object.keys(reads))('a role with deal access reads %s with its values', async (name) => {
    const res = await reads[name].call(reads[name].reader);
    expect(res.status).toBe(200);
    expect(dealValues(res.body.data)).not.toEqual([]);
  });

  it.each(['admin@demo.test', 'bo@demo.test'])(
    '%s reads the news of a won deal with its closed value',
    async (email) => {
      const items = await wonNews(email);
      expect(items).toHaveLength(email === 'admin@demo.test' ? 4 : 3);
      for (const item of items) expect(item.body).toMatch(/ won .+ with .+ for ₹7\.5 Cr\.$/);
    },
  );

  it('a role with deal access sees the stage moves and the closed value on the event timeline', async () => {
    const { entries } = (await t.call('admin@demo.test', eventTeamRoutes.timeline, { eventId }))
      .body.data;
    expect(entries.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['BRAND_ASSIGNED', 'STAGE_MOVED', 'DEAL_CLOSED']),
    );
    expect(entries.find((e) => e.kind === 'DEAL_CLOSED')?.detail.value).toBe(2.25);
    const ei = (await t.call('admin@demo.test', inventoryRoutes.detail, { eiId })).body.data;
    expect(ei.wonValue).toBe(7.5);
  });
});
