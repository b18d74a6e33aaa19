import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dashboardRoutes, eventRoutes, inventoryRoutes, MESSAGES } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

describe.each(testDatabases())('events and inventories on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('lists events by status: UPCOMING ends today or later (IST), PREVIOUS before, soonest first, 30 a page', async () => {
    const up = (await t.call('bo@demo.test', eventRoutes.list, { eventStatus: 'UPCOMING' })).body
      .data;
    const prev = (await t.call('bo@demo.test', eventRoutes.list, { eventStatus: 'PREVIOUS' })).body
      .data;
    const all = (await t.call('bo@demo.test', eventRoutes.list, {})).body.data;
    expect(up.totalNoOfEntries + prev.totalNoOfEntries).toBe(all.totalNoOfEntries);
    expect(all.events.length).toBe(Math.min(30, all.totalNoOfEntries));
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(
      up.events.every(
        (e: { endDate: string; eventStatus: string }) =>
          e.endDate >= today && e.eventStatus === 'UPCOMING',
      ),
    ).toBe(true);
    expect(prev.events.every((e: { endDate: string }) => e.endDate < today)).toBe(true);
    const starts = up.events.map((e: { startDate: string }) => e.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('shows event info with its event inventories, and 404 for an unknown event', async () => {
    const ev = (await t.call('bo@demo.test', eventRoutes.list, { count: 1 })).body.data.events[0];
    const info = (await t.call('bo@demo.test', eventRoutes.info, { eventId: ev.eventId })).body
      .data;
    expect(info.eventInventories.length).toBe(ev.inventoryCount);
    expect(info.sourceUrl).toMatch(/^https?:\/\//);
    expect((await t.call('bo@demo.test', eventRoutes.info, { eventId: 999999 })).status).toBe(404);
  });

  it('archives and unarchives an inventory with the spec’s toasts, moving it between the lists', async () => {
    const up = (await t.call('po@demo.test', inventoryRoutes.list, { eventStatus: 'UPCOMING' }))
      .body.data;
    const inv = up.inventories[0];
    const res = await t.call('po@demo.test', inventoryRoutes.archive, {
      id: inv.id,
      isArchived: true,
    });
    expect(res.body.data.message).toBe(MESSAGES.inventoryArchived);
    const after = (await t.call('po@demo.test', inventoryRoutes.list, { eventStatus: 'PREVIOUS' }))
      .body.data;
    expect(after.inventories.map((i: { id: number }) => i.id)).toContain(inv.id);
    expect(after.counts).toEqual({
      UPCOMING: up.counts.UPCOMING - 1,
      PREVIOUS: up.counts.PREVIOUS + 1,
    });
    expect(
      (await t.call('po@demo.test', inventoryRoutes.archive, { id: inv.id, isArchived: false }))
        .body.data.message,
    ).toBe(MESSAGES.inventoryUnarchived);
    expect(
      (await t.call('bo@demo.test', inventoryRoutes.archive, { id: inv.id, isArchived: true }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('po@demo.test', inventoryRoutes.archive, { id: 999999, isArchived: true }))
        .status,
    ).toBe(404);
  });

  it('lets the event inventory’s PO edit sales target, property count and notes', async () => {
    const po = await userId(t.db, 'po@demo.test');
    const { rows } = await t.db.execute<{ ei_id: number }>(
      sql`select ei_id from event_inventory_owners where user_id = ${po} limit 1`,
    );
    const eiId = rows[0].ei_id;
    const res = await t.call('po@demo.test', inventoryRoutes.update, {
      eiId,
      salesTarget: 42.5,
      propertyCount: 7,
      notes: 'Rate card v2 shared',
    });
    expect(res.body.data.message).toBe(MESSAGES.inventoryUpdated);
    const ei = (await t.call('bo@demo.test', inventoryRoutes.detail, { eiId })).body.data;
    expect(ei).toMatchObject({
      salesTarget: 42.5,
      propertyCount: 7,
      notes: 'Rate card v2 shared',
      canAssign: true,
    });
    expect(
      (await t.call('po@demo.test', inventoryRoutes.update, { eiId, propertyCount: -1 })).status,
    ).toBe(400);
    expect(
      (await t.call('hr@demo.test', inventoryRoutes.detail, { eiId })).body.data.canAssign,
    ).toBe(false);
  });

  it('lists the PO’s and the BO’s event inventories with stage counts over their scope', async () => {
    const po = (await t.call('po@demo.test', inventoryRoutes.forPo, {})).body.data;
    expect(po.totalNoOfEntries).toBeGreaterThan(0);
    const poId = await userId(t.db, 'po@demo.test');
    expect(
      po.eventInventories.every((e: { projectOwners: { userId: number }[] }) =>
        e.projectOwners.some((o) => o.userId === poId),
      ),
    ).toBe(true);
    const bo = (await t.call('bo@demo.test', inventoryRoutes.forBo, {})).body.data;
    expect(bo.totalNoOfEntries).toBeGreaterThan(0);
    const dash = (await t.call('to@demo.test', dashboardRoutes.dashboard, {})).body.data;
    expect(dash.allInventories.length).toBeLessThanOrEqual(10);
    expect(Object.keys(dash.stageCounts)).toEqual([
      'ASSIGNED',
      'IN_PROGRESS',
      'WON',
      'NOT_INTERESTED',
    ]);
  });

  it('lists what an SME owns: the event inventories of their inventories (I-SME) and of their events (E-SME), with stage counts', async () => {
    const sme = await userId(t.db, 'sme@demo.test');
    await t.db.execute(sql`delete from inventory_smes where user_id = ${sme}`);
    await t.db.execute(sql`delete from event_smes where user_id = ${sme}`);
    const list = async () =>
      (await t.call('sme@demo.test', inventoryRoutes.forSme, {})).body.data as {
        totalNoOfEntries: number;
        eventInventories: { eiId: number; stageCounts: object }[];
      };
    expect((await list()).totalNoOfEntries).toBe(0);
    const { rows: pick } = await t.db.execute<{
      inventory_id: number;
      event_id: number;
    }>(sql`select (select inventory_id from event_inventories order by id limit 1) as inventory_id,
      (select event_id from event_inventories order by id desc limit 1) as event_id`);
    await t.db.execute(
      sql`insert into inventory_smes (inventory_id, user_id) values (${pick[0].inventory_id}, ${sme})`,
    );
    await t.db.execute(
      sql`insert into event_smes (event_id, user_id) values (${pick[0].event_id}, ${sme})`,
    );
    const { rows: expected } = await t.db.execute<{ id: number }>(
      sql`select id from event_inventories where inventory_id = ${pick[0].inventory_id} or event_id = ${pick[0].event_id} order by id`,
    );
    const got = await list();
    const ids = new Set(expected.map((r) => Number(r.id)));
    expect(got.totalNoOfEntries).toBe(ids.size);
    expect(got.eventInventories.length).toBe(Math.min(ids.size, 50));
    expect(got.eventInventories.every((e) => ids.has(e.eiId))).toBe(true);
    expect(Object.keys(got.eventInventories[0].stageCounts)).toEqual([
      'ASSIGNED',
      'IN_PROGRESS',
      'WON',
      'NOT_INTERESTED',
    ]);
    // someone else's SME roles are not the caller's
    const po = await userId(t.db, 'po@demo.test');
    await t.db.execute(sql`delete from inventory_smes where user_id = ${po}`);
    await t.db.execute(sql`delete from event_smes where user_id = ${po}`);
    expect(
      (await t.call('po@demo.test', inventoryRoutes.forSme, {})).body.data.totalNoOfEntries,
    ).toBe(0);
  });
});
