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
  type BoardRequest,
  type Stage,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

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
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await t.call('bo@demo.test', closedDealRoutes.create, {
      brandId,
      eiId,
      closedValue: 2,
      dealClosedDate: today,
    });
    expect(res.status).toBe(200);
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
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await t.call('bo@demo.test', closedDealRoutes.create, {
      brandId,
      eiId,
      closedValue: 2,
      dealClosedDate: today,
    });
    expect(res.status).toBe(200);
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
});
