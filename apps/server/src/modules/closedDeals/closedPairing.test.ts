import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  assignedForYouRoutes,
  CLOSED_DEAL_MESSAGES,
  closedDealRoutes,
  eventRoutes,
  pairingRoutes,
  REALTIME_EVENTS,
  type PairingStageEvent,
  type Stage,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  unrelatedBo,
  userId,
  type TestApp,
} from '../../test/harness.js';
import { next, socketsOf } from '../../test/sockets.js';

const EVENT_NAME = 'Manual Closure Open';

/**
 * A pairing closed manually (PUT /api/brand/closed-deals on its brand and event inventory) beyond the
 * counts (wonCounts.test.ts): open boards and lists hear of the closure live, every list shows the
 * pairing at Won, and a stage update that would take it out of Won is refused until the closure is
 * removed. Fixture: a new event inventory (the demo PO its owner) with one IN_PROGRESS pairing of a
 * brand only the demo BO owns.
 */
describe.each(testDatabases())('a pairing closed manually on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let eiId: number;
  let brandId: number;

  const today = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  /** Records a manual closure of the fixture's pairing at 2 crore as `email`; answers its id. */
  const close = async (email = 'bo@demo.test') => {
    const res = await t.call(email, closedDealRoutes.create, {
      brandId,
      eiId,
      closedValue: 2,
      dealClosedDate: today(),
    });
    expect(res.status).toBe(200);
    return res.body.data.closedDealId;
  };
  const remove = async (closedDealId: number, email = 'bo@demo.test') =>
    expect((await t.call(email, closedDealRoutes.remove, { closedDealId })).status).toBe(200);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const bo = await userId(t.db, 'bo@demo.test');
    const po = await userId(t.db, 'po@demo.test');
    const { rows: own } = await t.db.execute<{ brand_id: number }>(sql`
      select o.brand_id from brand_owners o
      where o.user_id = ${bo}
        and (select count(*) from brand_owners x where x.brand_id = o.brand_id) = 1
      order by o.brand_id limit 1`);
    brandId = Number(own[0].brand_id);
    const { rows: ev } = await t.db.execute<{ id: number }>(sql`
      insert into events (name, category, start_date, end_date)
      values (${EVENT_NAME}, 'CRICKET', current_date, current_date + 30) returning id`);
    eventId = Number(ev[0].id);
    const { rows: ei } = await t.db.execute<{ id: number }>(sql`
      insert into event_inventories (event_id, inventory_id)
      select ${eventId}, id from inventories order by id limit 1 returning id`);
    eiId = Number(ei[0].id);
    await t.db.execute(
      sql`insert into event_inventory_owners (ei_id, user_id) values (${eiId}, ${po})`,
    );
    await t.db.execute(sql`
      insert into pairings (ei_id, brand_id, status, stage, proposed_value, follow_up_date,
        assigned_by_user_id, brand_owner_user_id)
      values (${eiId}, ${brandId}, 'ASSIGNED', 'IN_PROGRESS', 3, current_date + 7, ${po}, ${bo})`);
  });
  afterAll(() => t?.close());
  // each case starts with no live closure, whatever the one before left
  afterEach(() =>
    t.db.execute(
      sql`update closed_deals set removed_at = now() where ei_id = ${eiId} and removed_at is null`,
    ),
  );

  it('tells open boards and lists live when a closure is recorded, removed or restored, to those who see the pairing only', async () => {
    // a brand owner who does not own this brand, leads no team and owns no event inventory
    const stranger = await unrelatedBo(t.db, brandId);
    const sockets = await socketsOf(t);
    try {
      const bo = await sockets.open('bo@demo.test', '/notifications');
      const po = await sockets.open('po@demo.test', '/notifications');
      const other = await sockets.open(stranger.email, '/notifications');
      const strays: PairingStageEvent[] = [];
      other.on(REALTIME_EVENTS.pairingStage, (e: PairingStageEvent) => strays.push(e));
      const heard = (stage: Stage) =>
        Promise.all(
          [bo, po].map((s) =>
            next<PairingStageEvent>(
              s,
              REALTIME_EVENTS.pairingStage,
              (e) => e.brandId === brandId && e.stage === stage,
            ),
          ),
        );

      const won = heard('WON');
      const closedDealId = await close();
      expect(await won).toEqual([
        { eiId, brandId, stage: 'WON' },
        { eiId, brandId, stage: 'WON' },
      ]);
      const back = heard('IN_PROGRESS');
      await remove(closedDealId);
      expect((await back).map((e) => e.stage)).toEqual(['IN_PROGRESS', 'IN_PROGRESS']);
      const restored = heard('WON');
      const res = await t.call('po@demo.test', closedDealRoutes.restore, { closedDealId });
      expect(res.status).toBe(200);
      await restored;
      const removedAgain = heard('IN_PROGRESS');
      await remove(closedDealId, 'po@demo.test');
      await removedAgain;

      // a probe sent to the unrelated user after the changes arrives after anything sent before it
      const probe = next(other, 'probe');
      t.app.realtime.toUser('/notifications', Number(stranger.id), 'probe', {});
      await probe;
      expect(strays).toEqual([]);
    } finally {
      sockets.close();
    }
  });

  it('shows the pairing at Won in the Assigned tab, its filters, brand info, my brand inventory and the events list', async () => {
    /** Where each list shows the fixture's pairing: its stage (and in the Assigned tab its label and closed value). */
    const shown = async (stages: Stage[] = []) => {
      const filters = { searchFor: '', industryIds: [], brandOwnerIds: [], stages };
      const [tab, brandInfo, mine, events] = await Promise.all([
        t.call('po@demo.test', pairingRoutes.assignedList, { eiId, count: 100, filters }),
        t.call('bo@demo.test', pairingRoutes.brandPairings, { brandId }),
        t.call('bo@demo.test', assignedForYouRoutes.myBrandInventory, {
          brandId,
          searchFor: EVENT_NAME,
        }),
        t.call('bo@demo.test', eventRoutes.list, { searchFor: EVENT_NAME }),
      ]);
      const row = tab.body.data.brands.find((b) => b.brandId === brandId);
      return {
        tab: row && [row.stage, row.stageLabel, row.closedValue],
        brandInfo: brandInfo.body.data.pairings.find((p) => p.eiId === eiId)?.stage,
        mine: mine.body.data.eventInventories.find((e) => e.eiId === eiId)?.stage,
        events: events.body.data.events.find((e) => e.eventId === eventId)?.myStageCounts,
      };
    };
    const counts = (stage: Stage) => ({
      ASSIGNED: 0,
      IN_PROGRESS: 0,
      WON: 0,
      NOT_INTERESTED: 0,
      [stage]: 1,
    });

    const closedDealId = await close();
    expect(await shown()).toEqual({
      tab: ['WON', 'Won', 2],
      brandInfo: 'WON',
      mine: 'WON',
      events: counts('WON'),
    });
    expect((await shown(['WON'])).tab).toEqual(['WON', 'Won', 2]);
    expect((await shown(['IN_PROGRESS'])).tab).toBeUndefined();

    await remove(closedDealId);
    expect(await shown()).toEqual({
      tab: ['IN_PROGRESS', 'In Progress', null],
      brandInfo: 'IN_PROGRESS',
      mine: 'IN_PROGRESS',
      events: counts('IN_PROGRESS'),
    });
  });

  it('refuses a stage update that would take it out of Won, with the reason, until the closure is removed', async () => {
    const closedDealId = await close();
    const before = await dbFingerprint(t.db);
    const refusals = await Promise.all([
      t.call('bo@demo.test', pairingRoutes.updateStage, { eiId, brandId, stage: 'IN_PROGRESS' }),
      t.call('po@demo.test', pairingRoutes.updateStage, { eiId, brandId, stage: 'ASSIGNED' }),
      t.call('bo@demo.test', pairingRoutes.updateStage, {
        eiId,
        brandId,
        stage: 'NOT_INTERESTED',
        lostReason: 'Budget went elsewhere',
      }),
      t.call('bo@demo.test', pairingRoutes.callNotes, {
        brandId,
        type: 'CALL',
        note: 'They want to pause',
        updates: [{ eiId, stage: 'ASSIGNED' }],
      }),
    ]);
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: 'PAIRING_CLOSED_MANUALLY',
        message: CLOSED_DEAL_MESSAGES.closedManually,
      });
    }
    expect(await dbFingerprint(t.db)).toBe(before);

    // call notes that leave the stage alone are fine: the pairing stays in Won
    const notes = await t.call('bo@demo.test', pairingRoutes.callNotes, {
      brandId,
      type: 'CALL',
      note: 'Confirmed the paperwork',
      updates: [{ eiId }],
    });
    expect(notes.status).toBe(200);
    const assigned = await t.call('po@demo.test', pairingRoutes.assignedList, { eiId, count: 100 });
    expect(assigned.body.data.brands.find((b) => b.brandId === brandId)?.stage).toBe('WON');

    // the closure removed, the pairing moves again
    await remove(closedDealId);
    const moved = await t.call('bo@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId,
      stage: 'ASSIGNED',
    });
    expect(moved.status).toBe(200);
  });

  it('a stage form saved at Won, as it shows, keeps the pairing a manual closure (no pipeline win, no history)', async () => {
    const stage = async () =>
      (
        await t.db.execute<{ stage: string }>(
          sql`select stage from pairings where ei_id = ${eiId} and brand_id = ${brandId}`,
        )
      ).rows[0].stage;
    const pipelineStage = await stage();
    expect(pipelineStage).not.toBe('WON');
    const closedDealId = await close();
    const history = async () =>
      Number(
        (
          await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from stage_history where ei_id = ${eiId} and brand_id = ${brandId}`,
          )
        ).rows[0].n,
      );
    const before = await history();
    const saved = await t.call('bo@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId,
      stage: 'WON',
      followUpDate: null,
    });
    expect(saved.status).toBe(200);
    expect(await history()).toBe(before);
    expect(await stage()).toBe(pipelineStage);
    // the closure removed, the pairing is back where the pipeline left it
    await remove(closedDealId);
    const assigned = await t.call('po@demo.test', pairingRoutes.assignedList, { eiId, count: 100 });
    expect(assigned.body.data.brands.find((b) => b.brandId === brandId)?.stage).toBe(pipelineStage);
  });
});
