import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { closedDealRoutes, EVENT_TEAM_TEXTS, eventTeamRoutes, pairingRoutes } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../../test/harness.js';

const SIZES = { brands: 150, pairings: 300 };

describe.each(testDatabases())('the event timeline on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let eiId: number;
  let brandId: number;
  let poId: number;
  let boId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, SIZES);
    [poId, boId] = await Promise.all([userId(t.db, 'po@demo.test'), userId(t.db, 'bo@demo.test')]);
    // a new event whose one event inventory po@demo.test owns, on an inventory without case studies
    const { rows } = await t.db.execute<{ id: number; ei_id: number }>(sql`
      with e as (insert into events (name, category, start_date, end_date)
          select 'Timeline Expo', category, current_date + 3, current_date + 9 from events limit 1 returning id),
        ei as (insert into event_inventories (event_id, inventory_id)
          select e.id, (select min(id) from inventories) from e returning id, event_id),
        o as (insert into event_inventory_owners (ei_id, user_id) select ei.id, ${poId} from ei)
      select event_id as id, id as ei_id from ei`);
    eventId = Number(rows[0].id);
    eiId = Number(rows[0].ei_id);
    const { rows: b } = await t.db.execute<{ brand_id: number }>(
      sql`select bo.brand_id from brand_owners bo join brands b on b.id = bo.brand_id
          where bo.user_id = ${boId} and not b.is_offloaded order by bo.brand_id limit 1`,
    );
    brandId = Number(b[0].brand_id);
  });
  afterAll(() => t?.close());

  const timeline = (email: string, q: { before?: number; count?: number } = {}, id = eventId) =>
    t.call(email, eventTeamRoutes.timeline, { eventId: id, ...q });
  const mine = (email: string) => t.call(email, eventTeamRoutes.myTimeline, { eventId });

  it('shows a brand assigned by the PO, then its stage move, newest first, with who, brand and event inventory', async () => {
    const assign = await t.call('po@demo.test', pairingRoutes.assign, {
      eiIds: [eiId],
      action: 'ASSIGN',
      brandId: [brandId],
    });
    expect(assign.status).toBe(200);
    let res = await timeline('sme@demo.test');
    expect(res.status).toBe(200);
    expect(res.body.data.entries[0]).toMatchObject({
      kind: 'BRAND_ASSIGNED',
      who: { userId: poId },
      brand: { brandId },
      eventInventory: { eiId },
    });
    const move = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId,
      stage: 'IN_PROGRESS',
    });
    expect(move.status).toBe(200);
    res = await timeline('bo@demo.test');
    const [moved, assigned] = res.body.data.entries;
    expect(moved).toMatchObject({
      kind: 'STAGE_MOVED',
      detail: { fromStage: 'ASSIGNED', toStage: 'IN_PROGRESS' },
      brand: { brandId },
    });
    expect(assigned.kind).toBe('BRAND_ASSIGNED');
    expect(Date.parse(moved.at)).toBeGreaterThanOrEqual(Date.parse(assigned.at));
  });

  it('shows a deck upload with its name and version, and a deal closed on the event inventory with its value', async () => {
    await t.db
      .execute(sql`with f as (insert into files (storage_key, file_name, content_type, size, purpose, owner_user_id)
        values ('deck/timeline.pdf', 'timeline.pdf', 'application/pdf', 10, 'DECK', ${poId}) returning id)
      insert into decks (ei_id, name, file_id, version, uploaded_by) select ${eiId}, 'Timeline deck', f.id, 1, ${poId} from f`);
    let entries = (await timeline('po@demo.test')).body.data.entries;
    expect(entries[0]).toMatchObject({
      kind: 'DECK_UPLOADED',
      brand: null,
      detail: { name: 'Timeline deck', version: 1 },
    });
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select bo.brand_id from brand_owners bo where bo.user_id = ${boId} and bo.brand_id <> ${brandId}
          and not exists (select 1 from pairings p where p.brand_id = bo.brand_id and p.ei_id = ${eiId}) order by 1 limit 1`,
    );
    const closed = await t.call('bo@demo.test', closedDealRoutes.create, {
      brandId: Number(rows[0].brand_id),
      eiId,
      closedValue: 2.25,
      dealClosedDate: '2026-05-04',
    });
    expect(closed.status).toBe(200);
    entries = (await timeline('po@demo.test')).body.data.entries;
    expect(entries[0]).toMatchObject({
      kind: 'DEAL_CLOSED',
      who: { userId: boId },
      detail: { value: 2.25 },
    });
  });

  it('keeps in my timeline only the caller’s pairings and doings', async () => {
    const po = (await mine('po@demo.test')).body.data.entries;
    const bo = (await mine('bo@demo.test')).body.data.entries;
    const hr = (await mine('hr@demo.test')).body.data.entries;
    expect(po.map((e) => e.kind).sort()).toEqual([
      'BRAND_ASSIGNED',
      'DECK_UPLOADED',
      'STAGE_MOVED',
    ]);
    // bo owns both brands: the assignment, the move and the closure, not the PO's deck
    expect(bo.map((e) => e.kind).sort()).toEqual(['BRAND_ASSIGNED', 'DEAL_CLOSED', 'STAGE_MOVED']);
    expect(hr).toEqual([]);
  });

  it('pages 50 at a time through the cursor, newest first, to the end', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      with e as (insert into events (name, category, start_date, end_date)
          select 'Paging Expo', category, current_date, current_date + 1 from events limit 1 returning id),
        ei as (insert into event_inventories (event_id, inventory_id)
          select e.id, (select min(id) from inventories) from e returning id, event_id),
        tl as (insert into event_timeline (event_id, ei_id, user_id, kind, detail, at)
          select ei.event_id, ei.id, ${poId}, 'DECK_UPLOADED', jsonb_build_object('name', 'Deck ' || g, 'version', g),
                 now() - make_interval(mins => g)
            from ei, generate_series(1, 120) g)
      select event_id as id from ei`);
    const pagedEvent = Number(rows[0].id);
    const seen: number[] = [];
    let before: number | undefined;
    const sizes: number[] = [];
    for (;;) {
      const res = await timeline('po@demo.test', before ? { before } : {}, pagedEvent);
      expect(res.status).toBe(200);
      sizes.push(res.body.data.entries.length);
      seen.push(...res.body.data.entries.map((e) => e.detail.version!));
      if (res.body.data.nextCursor === null) break;
      before = res.body.data.nextCursor;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('answers 404 for an unknown event and 400 for a bad cursor, changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const unknown = await timeline('po@demo.test', {}, 99_999_999);
    expect(unknown.status).toBe(404);
    expect(
      (await t.call('po@demo.test', eventTeamRoutes.myTimeline, { eventId: 99_999_999 })).status,
    ).toBe(404);
    const letters = await t.raw(
      'po@demo.test',
      'GET',
      `/api/event/timeline?eventId=${eventId}&before=abc`,
    );
    expect(letters.status).toBe(400);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from event_timeline where event_id <> ${eventId} order by id limit 1`,
    );
    const foreign = await timeline('po@demo.test', { before: Number(rows[0].id) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(EVENT_TEAM_TEXTS.badCursor);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
