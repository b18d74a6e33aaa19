import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  assignedForYouRoutes,
  boardRoutes,
  closedDealRoutes,
  dashboardRoutes,
  eventRoutes,
  eventTeamRoutes,
  forecastRoutes,
  peopleRoutes,
  reportRoutes,
  STAGES,
  type BoardRequest,
  type Stage,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { countedStage, countedStageIn, wonValue } from './won.js';

/**
 * A pairing closed manually (PUT /api/brand/closed-deals on its brand and event inventory) counts as won
 * wherever won deals are counted: the dashboard's stage counts and won value, the event inventory's
 * stage counts and 'Won', the forecast, the stage report, Assigned for You, the inventory overview and
 * the PO's profile; the pipeline board shows it in the Won column. Fixture: a new event inventory (target 10)
 * with one IN_PROGRESS pairing (proposed 3) of a brand the demo BO owns, closed manually at 2 crore today.
 */
describe.each(testDatabases())('a manual closure counted as won on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let eiId: number;
  let brandId: number;
  let brandName: string;
  let inventoryId: number;
  let poId: number;

  const dashboard = async () =>
    (await t.call('admin@demo.test', dashboardRoutes.dashboard, {})).body.data;
  const forecast = async () =>
    (await t.call('admin@demo.test', forecastRoutes.eventInventory, { eiId })).body.data;
  const stages = async () =>
    (
      await t.call('admin@demo.test', reportRoutes.stages, {
        filterType: 'INVENTORY',
        filterValue: eiId,
      })
    ).body.data.rows.find((r) => r.stage === 'WON');
  const eventInventory = async () =>
    (await t.call('admin@demo.test', eventRoutes.inventories, { eventId })).body.data
      .eventInventories[0];
  const mine = async () =>
    (
      await t.call('bo@demo.test', assignedForYouRoutes.byBrand, {
        searchFor: brandName,
        count: 100,
      })
    ).body.data.brands.find((b) => b.brandId === brandId)!;
  const overview = async () =>
    (await t.call('admin@demo.test', eventTeamRoutes.inventoryOverview, { inventoryId })).body.data;
  const profile = async () =>
    (
      await t.call('admin@demo.test', peopleRoutes.inventories, {
        userId: poId,
        searchFor: 'Closure Cup',
      })
    ).body.data.inventories[0];
  const figures = async () => {
    const [d, f, s, ei, m, o, p] = await Promise.all([
      dashboard(),
      forecast(),
      stages(),
      eventInventory(),
      mine(),
      overview(),
      profile(),
    ]);
    return {
      mineWon: m.stageCounts.WON,
      mineWonValue: m.wonValue,
      overviewWon: o.stageCounts.WON,
      overviewWonValue: o.wonValue,
      profileWon: p.won,
      dashboardWon: d.stageCounts.WON,
      dashboardInProgress: d.stageCounts.IN_PROGRESS,
      wonThisMonth: d.wonByMonth.at(-1)!.value,
      wonThisQuarter: d.wonThisQuarter,
      forecastWon: f.won,
      weightedOpen: f.weightedOpen,
      reportWonNow: s!.current,
      reportWonReached: s!.reached,
      eiWon: ei.stageCounts.WON,
      eiWonValue: ei.wonValue,
    };
  };

  /** The BO closes the fixture's pairing manually today (IST) at 2 crore. */
  const closeFixture = async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await t.call('bo@demo.test', closedDealRoutes.create, {
      brandId,
      eiId,
      closedValue: 2,
      dealClosedDate: today,
    });
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows: own } = await t.db.execute<{ brand_id: number; name: string }>(
      sql`select o.brand_id, b.name from brand_owners o join brands b on b.id = o.brand_id
        where o.user_id = ${bo} order by o.brand_id limit 1`,
    );
    brandId = Number(own[0].brand_id);
    brandName = own[0].name;
    poId = await userId(t.db, 'po@demo.test');
    const { rows: ev } = await t.db.execute<{ id: number }>(
      sql`insert into events (name, category, start_date, end_date) values ('Closure Cup', 'CRICKET', current_date, current_date + 30) returning id`,
    );
    eventId = Number(ev[0].id);
    const { rows: ei } = await t.db.execute<{ id: number; inventory_id: number }>(sql`
      insert into event_inventories (event_id, inventory_id, sales_target)
      select ${eventId}, id, 10 from inventories order by id limit 1 returning id, inventory_id`);
    eiId = Number(ei[0].id);
    inventoryId = Number(ei[0].inventory_id);
    await t.db.execute(
      sql`insert into event_inventory_owners (ei_id, user_id) values (${eiId}, ${poId})`,
    );
    await t.db
      .execute(sql`insert into pairings (ei_id, brand_id, status, stage, proposed_value, assigned_by_user_id, brand_owner_user_id)
      values (${eiId}, ${brandId}, 'ASSIGNED', 'IN_PROGRESS', 3, ${bo}, ${bo})`);
  });
  afterAll(() => t?.close());

  it('counts the closed pairing as won, at the closure’s value, once', async () => {
    const before = await figures();
    expect(before).toMatchObject({
      forecastWon: 0,
      reportWonNow: 0,
      eiWon: 0,
      eiWonValue: 0,
      profileWon: 0,
    });
    const res = await closeFixture();
    const after = await figures();
    expect(after).toEqual({
      mineWon: before.mineWon + 1,
      mineWonValue: expect.closeTo(before.mineWonValue! + 2, 6),
      overviewWon: before.overviewWon + 1,
      overviewWonValue: expect.closeTo(before.overviewWonValue! + 2, 6),
      profileWon: 1,
      dashboardWon: before.dashboardWon + 1,
      dashboardInProgress: before.dashboardInProgress - 1,
      wonThisMonth: expect.closeTo(before.wonThisMonth + 2, 6),
      wonThisQuarter: expect.closeTo(before.wonThisQuarter! + 2, 6),
      forecastWon: 2,
      weightedOpen: 0,
      reportWonNow: 1,
      reportWonReached: 1,
      eiWon: 1,
      eiWonValue: 2,
    });
    // removed, it counts no more
    await t.call('bo@demo.test', closedDealRoutes.remove, {
      closedDealId: res.body.data.closedDealId,
    });
    expect(await figures()).toEqual(before);
  });

  it('stands in the pipeline board’s Won column at the closure’s value, for a stage filter too', async () => {
    /** The board of `req` for `email`: its columns' counts and totals, and where the fixture's pairing stands. */
    const board = async (email: string, req: BoardRequest) => {
      const res = await t.call(email, boardRoutes.board, req);
      expect(res.status).toBe(200);
      const { columns } = res.body.data;
      return {
        columns: columns.map((c) => [c.stage, c.count, c.valueTotal]),
        cards: columns.flatMap((c) =>
          c.cards
            .filter((card) => card.eiId === eiId)
            .map((card) => [c.stage, card.stage, card.closedValue]),
        ),
      };
    };
    const filtered = (stages: Stage[]) =>
      board('po@demo.test', {
        eiId,
        filters: { searchFor: '', industryIds: [], brandOwnerIds: [], stages },
      });
    const res = await closeFixture();
    expect(await board('po@demo.test', { eiId })).toEqual({
      columns: [
        ['ASSIGNED', 0, 0],
        ['IN_PROGRESS', 0, 0],
        ['WON', 1, 2],
        ['NOT_INTERESTED', 0, 0],
      ],
      cards: [['WON', 'WON', 2]],
    });
    // the BO's board across event inventories, and the stage filters
    expect((await board('bo@demo.test', {})).cards).toEqual([['WON', 'WON', 2]]);
    expect((await filtered(['WON'])).cards).toEqual([['WON', 'WON', 2]]);
    expect((await filtered(['IN_PROGRESS'])).cards).toEqual([]);
    // removed, the pairing is back in its pipeline stage
    await t.call('bo@demo.test', closedDealRoutes.remove, {
      closedDealId: res.body.data.closedDealId,
    });
    expect((await board('po@demo.test', { eiId })).cards).toEqual([
      ['IN_PROGRESS', 'IN_PROGRESS', null],
    ]);
  });

  it('a stage filter keeps the pairings whose counted stage is listed, for every set of stages', async () => {
    const res = await closeFixture();
    const subsets = Array.from({ length: 2 ** STAGES.length - 1 }, (_, i) =>
      STAGES.filter((_, bit) => ((i + 1) >> bit) & 1),
    );
    for (const stages of subsets) {
      const { rows } = await t.db.execute<{ same: boolean; closed: boolean }>(sql`
        select bool_and(coalesce(${countedStageIn(sql`a`, stages)}, false)
            = coalesce(${countedStage(sql`a`)} = any(${`{${stages.join(',')}}`}::text[]), false)) as same,
          bool_or(a.ei_id = ${eiId} and ${countedStageIn(sql`a`, stages)}) as closed
        from pairings a`);
      expect(rows[0].same, stages.join()).toBe(true);
      // the fixture's IN_PROGRESS pairing, closed manually, is kept exactly when WON is listed
      expect(rows[0].closed, stages.join()).toBe(stages.includes('WON'));
    }
    await t.call('bo@demo.test', closedDealRoutes.remove, {
      closedDealId: res.body.data.closedDealId,
    });
  });

  it('the board totals of an event inventory place its manual closures as the counts do', async () => {
    // a new event inventory with four pairings; three closed manually: at IN_PROGRESS, at WON, at ASSIGNED
    const closedBy = await userId(t.db, 'admin@demo.test');
    const { rows: made } = await t.db.execute<{ id: number }>(sql`
      insert into event_inventories (event_id, inventory_id, sales_target)
      select ${eventId}, id, 10 from inventories where id <> ${inventoryId} order by id limit 1
      returning id`);
    const ei = Number(made[0].id);
    await t.db
      .execute(sql`insert into pairings (ei_id, brand_id, status, stage, proposed_value, closed_value,
        assigned_by_user_id, brand_owner_user_id)
      select ${ei}, b.id, 'ASSIGNED', (array['IN_PROGRESS', 'WON', 'ASSIGNED', 'IN_PROGRESS'])[b.n],
        1.5 * b.n, case when b.n = 2 then 4 end, ${closedBy}, ${closedBy}
      from (select id, row_number() over (order by id) as n from brands order by id limit 4) b`);
    await t.db
      .execute(sql`insert into closed_deals (brand_id, ei_id, closed_value, deal_closed_date, closed_by_user_id)
      select brand_id, ei_id, 7, current_date, ${closedBy} from pairings
      where ei_id = ${ei} order by brand_id limit 3`);
    const { rows: expected } = await t.db.execute<{ stage: Stage; n: number; total: string }>(sql`
      select s.stage, count(a.*)::int as n, round(coalesce(sum(case when s.stage = 'WON'
          then ${wonValue(sql`a`)} else a.proposed_value end), 0), 2)::text as total
      from unnest(${`{${STAGES.join(',')}}`}::text[]) with ordinality as s(stage, pos)
        left join pairings a on a.ei_id = ${ei} and a.status = 'ASSIGNED' and ${countedStage(sql`a`)} = s.stage
      group by s.stage, s.pos order by s.pos`);
    const columns = async (stages: Stage[]) => {
      const res = await t.call('admin@demo.test', boardRoutes.board, {
        eiId: ei,
        filters: { searchFor: '', industryIds: [], brandOwnerIds: [], stages },
      });
      expect(res.status).toBe(200);
      return res.body.data.columns.map((c) => [c.stage, c.count, c.valueTotal]);
    };
    expect(await columns([])).toEqual(expected.map((r) => [r.stage, r.n, Number(r.total)]));
    // the WON one counts once, at its pipeline value; the two at other stages at their closure's
    expect(await columns([])).toEqual([
      ['ASSIGNED', 0, 0],
      ['IN_PROGRESS', 1, 6],
      ['WON', 3, 18],
      ['NOT_INTERESTED', 0, 0],
    ]);
    // a stage filter (which joins the brands): the same placement
    expect(await columns(['WON'])).toEqual([
      ['ASSIGNED', 0, 0],
      ['IN_PROGRESS', 0, 0],
      ['WON', 3, 18],
      ['NOT_INTERESTED', 0, 0],
    ]);
  });
});
