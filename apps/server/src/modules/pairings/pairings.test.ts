import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  brandProfileRoutes,
  brandRoutes,
  COLLAB_MESSAGES,
  collaborationRoutes,
  inventoryRoutes,
  MESSAGES,
  pairingRoutes,
  type BrandStatusActionRequest,
  type RouteInput,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';
import { COUNT_CAP } from '../../lib/paging.js';

const emptyFilters = { searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] };

describe.each(testDatabases())('the pipeline on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  let boId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    boId = await userId(t.db, 'bo@demo.test');
    // an event inventory with no blocked industry
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select ei.id from event_inventories ei where not exists (select 1 from ei_blocked_industries b where b.ei_id = ei.id) order by ei.id limit 1`,
    );
    eiId = rows[0].id;
  });
  afterAll(() => t?.close());

  const unassigned = (email: string, body: object = {}) =>
    t.call(email, pairingRoutes.unassignedList, { eiId, selectionType: 'UNASSIGNED', ...body });
  const assigned = (email: string, body: object = {}) =>
    t.call(email, pairingRoutes.assignedList, { eiId, ...body });
  const act = (email: string, body: Omit<BrandStatusActionRequest, 'eiIds'>) =>
    t.call(email, pairingRoutes.assign, { eiIds: [eiId], ...body });

  it('pages the UNASSIGNED tab 20 at a time with totals, and every tab partitions the brands', async () => {
    const res = await unassigned('po@demo.test');
    expect(res.status).toBe(200);
    const { brands, pageNo, totalPages, totalNoOfEntries } = res.body.data;
    expect(brands).toHaveLength(20);
    expect(pageNo).toBe(1);
    expect(totalPages).toBe(Math.ceil(totalNoOfEntries / 20));
    const a = (await assigned('po@demo.test')).body.data.totalNoOfEntries;
    const d = (await unassigned('po@demo.test', { selectionType: 'DISCARDED' })).body.data
      .totalNoOfEntries;
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands where not is_offloaded`,
    );
    const { rows: offloadedPaired } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pairings a join brands b on b.id = a.brand_id where a.ei_id = ${eiId} and b.is_offloaded`,
    );
    expect(totalNoOfEntries + a + d).toBe(rows[0].n + offloadedPaired[0].n);
  });

  it('counts a big tab or brand list up to 10,000 and says so past it, paging on (issue 43 §1)', async () => {
    await t.db.execute(sql`insert into brands (name)
      select 'Capped Count ' || g from generate_series(1, ${COUNT_CAP + 1}::int) g`);
    try {
      const search = 'capped count';
      const tab = async () =>
        (await unassigned('po@demo.test', { filters: { ...emptyFilters, searchFor: search } })).body
          .data;
      const brandList = async (pageNo = 1) =>
        (await t.call('po@demo.test', brandRoutes.list, { searchFor: search, pageNo })).body.data;
      expect(await tab()).toMatchObject({
        totalNoOfEntries: COUNT_CAP,
        totalCapped: true,
        totalPages: COUNT_CAP / 20,
      });
      expect(await brandList()).toMatchObject({
        totalNoOfEntries: COUNT_CAP,
        totalCapped: true,
        totalPages: COUNT_CAP / 25,
      });
      // a page past the counted ones still answers its rows
      expect((await brandList(COUNT_CAP / 25 + 1)).brands).toHaveLength(1);
      await t.db.execute(sql`delete from brands where name = 'Capped Count 1'`);
      const exact = await tab();
      expect(exact.totalNoOfEntries).toBe(COUNT_CAP);
      expect(exact.totalCapped).toBeUndefined();
    } finally {
      await t.db.execute(sql`delete from brands where name like 'Capped Count %'`);
    }
  });

  it('sorts and filters: revenue descending is ordered, an industry filter keeps only that industry', async () => {
    const sorted = (
      await unassigned('po@demo.test', { sortBy: { field: 'brandRevenue', order: 'DESC' } })
    ).body.data.brands;
    const revs = sorted.map((b) => b.brandRevenue);
    expect(revs).toEqual([...revs].sort((x, y) => Number(y) - Number(x)));
    const { rows } = await t.db.execute<{ id: number; name: string }>(
      sql`select id, name from industries order by name limit 1`,
    );
    const filtered = (
      await unassigned('po@demo.test', {
        filters: { ...emptyFilters, industryIds: [rows[0].id] },
        count: 100,
      })
    ).body.data.brands;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((b) => b.industryName === rows[0].name)).toBe(true);
  });

  it('sorts the ASSIGNED tab by last update both ways, ties by brand, pages without a gap or a repeat', async () => {
    const { rows } = await t.db.execute<{ ei_id: number }>(sql`select ei_id from pairings
      where status = 'ASSIGNED' group by ei_id order by count(*) desc, ei_id limit 1`);
    const ei = Number(rows[0].ei_id);
    const mine = sql`ei_id = ${ei} and status = 'ASSIGNED'`;
    // two pairings updated at the same instant: the brand id decides
    await t.db.execute(sql`update pairings set updated_at = '2026-01-01T00:00:00Z'
      where ${mine} and brand_id in (select brand_id from pairings where ${mine} order by brand_id limit 2)`);
    for (const order of ['DESC', 'ASC'] as const) {
      const { rows: want } = await t.db.execute<{ brand_id: number }>(sql`
        select brand_id from pairings where ${mine}
        order by updated_at ${sql.raw(order)}, brand_id ${sql.raw(order)}`);
      expect(want.length).toBeGreaterThan(3);
      const got: number[] = [];
      for (let pageNo = 1; got.length < want.length; pageNo++) {
        const page = await t.call('po@demo.test', pairingRoutes.assignedList, {
          eiId: ei,
          pageNo,
          count: 3,
          sortBy: { field: 'updatedAt', order },
        });
        expect(page.body.data.brands.length).toBeGreaterThan(0);
        got.push(...page.body.data.brands.map((b) => b.brandId));
      }
      expect(got).toEqual(want.map((r) => Number(r.brand_id)));
    }
  });

  it('a BO sees only their own brands; a TO their team’s; a PO all', async () => {
    const bo = (await unassigned('bo@demo.test', { count: 100 })).body.data;
    expect(bo.totalNoOfEntries).toBeGreaterThan(0);
    expect(
      bo.brands.every((b: { brandOwners: { brandOwnerUserId: number }[] }) =>
        b.brandOwners.some((o) => o.brandOwnerUserId === boId),
      ),
    ).toBe(true);
    const to = (await unassigned('to@demo.test')).body.data.totalNoOfEntries;
    const po = (await unassigned('po@demo.test')).body.data.totalNoOfEntries;
    expect(to).toBeGreaterThan(bo.totalNoOfEntries);
    expect(po).toBeGreaterThan(to);
  });

  it('assigns brands, records the brand owner and a history row, then discards and restores them', async () => {
    const pick = (await unassigned('bo@demo.test', { count: 2 })).body.data.brands.map(
      (b: { brandId: number }) => b.brandId,
    );
    const res = await act('bo@demo.test', {
      action: 'ASSIGN',
      brandId: pick,
      selectionType: 'UNASSIGNED',
    });
    expect(res.body.data).toEqual({ affected: 2, message: 'Brand Successfully Assigned' });
    const rows = (await assigned('bo@demo.test', { count: 100 })).body.data.brands.filter(
      (b: { brandId: number }) => pick.includes(b.brandId),
    );
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(r).toMatchObject({
        stage: 'ASSIGNED',
        legacyStage: 'ASSIGNED',
        status: 'YET_TO_INITIATE',
        recordedBrandOwner: { userId: boId },
        assignedBy: { userId: boId },
      });
    const hist = (await t.call('bo@demo.test', pairingRoutes.eiHistory, { eiId })).body.data
      .history;
    expect(
      hist.filter(
        (h: { brandId: number; action: string }) =>
          pick.includes(h.brandId) && h.action === 'ASSIGN',
      ),
    ).toHaveLength(2);
    expect(hist[0]).toMatchObject({
      fromStage: 'UNASSIGNED',
      toStage: 'ASSIGNED',
      changedBy: { userId: boId },
    });

    // the deal data survives a discard: restore and re-assign bring it back, and history shows each move
    const deal = {
      stage: 'IN_PROGRESS',
      tag: 'HOT',
      proposedValue: 12.5,
      followUpDate: '2027-01-15',
    } as const;
    expect(
      (
        await t.call('bo@demo.test', pairingRoutes.updateStage, {
          eiId,
          brandId: pick[0],
          ...deal,
        })
      ).status,
    ).toBe(200);
    const dealOf = async () =>
      (await assigned('bo@demo.test', { count: 100 })).body.data.brands.find(
        (b: { brandId: number }) => b.brandId === pick[0],
      );
    const discard = await act('bo@demo.test', {
      action: 'DISCARD',
      brandId: [pick[0]],
      selectionType: 'ASSIGNED',
    });
    expect(discard.body.data.affected).toBe(1);
    const discarded = (
      await unassigned('bo@demo.test', { selectionType: 'DISCARDED', count: 100 })
    ).body.data.brands.map((b: { brandId: number }) => b.brandId);
    expect(discarded).toContain(pick[0]);
    expect(await dealOf()).toBeUndefined();
    const restore = await act('bo@demo.test', {
      action: 'RESTORE',
      brandId: [pick[0]],
      selectionType: 'DISCARDED',
    });
    expect(restore.body.data).toEqual({ affected: 1, message: 'Brand Successfully Restored' });
    expect(await dealOf()).toMatchObject(deal);
    await act('bo@demo.test', { action: 'DISCARD', brandId: [pick[0]], selectionType: 'ASSIGNED' });
    expect(
      (
        await act('bo@demo.test', {
          action: 'ASSIGN',
          brandId: [pick[0]],
          selectionType: 'DISCARDED',
        })
      ).body.data.affected,
    ).toBe(1);
    expect(await dealOf()).toMatchObject(deal);
    const moves = (
      await t.call('bo@demo.test', pairingRoutes.eiHistory, { eiId })
    ).body.data.history.filter((h: { brandId: number }) => h.brandId === pick[0]);
    expect(moves.slice(0, 4).map((h) => `${h.action}:${h.fromStage}>${h.toStage}`)).toEqual([
      'ASSIGN:DISCARDED>IN_PROGRESS',
      'DISCARD:IN_PROGRESS>DISCARDED',
      'RESTORE:DISCARDED>IN_PROGRESS',
      'DISCARD:IN_PROGRESS>DISCARDED',
    ]);

    // a brand discarded straight from the unassigned tab is restored to it
    const fresh = (await unassigned('bo@demo.test', { count: 1 })).body.data.brands[0];
    await act('bo@demo.test', {
      action: 'DISCARD',
      brandId: [fresh.brandId],
      selectionType: 'UNASSIGNED',
    });
    await act('bo@demo.test', {
      action: 'RESTORE',
      brandId: [fresh.brandId],
      selectionType: 'DISCARDED',
    });
    const back = (
      await unassigned('bo@demo.test', {
        filters: { ...emptyFilters, searchFor: fresh.brandName },
        count: 100,
      })
    ).body.data.brands;
    expect(back.map((b: { brandId: number }) => b.brandId)).toContain(fresh.brandId);
  });

  it('selectAll assigns exactly the brands matching the filters, in one go', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from industries order by name offset 3 limit 1`,
    );
    const filters = { ...emptyFilters, industryIds: [rows[0].id] };
    const before = (await unassigned('po@demo.test', { filters })).body.data.totalNoOfEntries;
    expect(before).toBeGreaterThan(0);
    const res = await act('po@demo.test', {
      action: 'ASSIGN',
      selectAll: true,
      selectionType: 'UNASSIGNED',
      filters,
    });
    expect(res.body.data.affected).toBe(before);
    expect((await unassigned('po@demo.test', { filters })).body.data.totalNoOfEntries).toBe(0);
  });

  it('keeps brands of a blocked industry out of the event inventory', async () => {
    const { rows } = await t.db.execute<{ ei_id: number; industry_id: number }>(
      sql`select ei_id, industry_id from ei_blocked_industries limit 1`,
    );
    const blocked = rows[0];
    const { rows: brands } = await t.db.execute<{ id: number }>(
      sql`select b.id from brands b where b.industry_id = ${blocked.industry_id} and not exists (select 1 from pairings a where a.brand_id = b.id and a.ei_id = ${blocked.ei_id}) limit 1`,
    );
    const list = await t.call('po@demo.test', pairingRoutes.unassignedList, {
      eiId: blocked.ei_id,
      selectionType: 'UNASSIGNED',
      filters: { ...emptyFilters, industryIds: [blocked.industry_id] },
    });
    expect(list.body.data.totalNoOfEntries).toBe(0);
    const res = await t.call('po@demo.test', pairingRoutes.assign, {
      eiIds: [blocked.ei_id],
      action: 'ASSIGN',
      brandId: [brands[0].id],
    });
    expect(res.body.data.affected).toBe(0);
  });

  it('refuses a BO assigning another owner’s brand (403) and any non-pipeline role (403 with the spec warning), changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const { rows } = await t.db.execute<{
      id: number;
    }>(sql`select b.id from brands b where not b.is_offloaded and not exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = ${boId})
      and not exists (select 1 from pairings a where a.brand_id = b.id and a.ei_id = ${eiId}) limit 1`);
    const other = await act('bo@demo.test', { action: 'ASSIGN', brandId: [rows[0].id] });
    expect(other.status).toBe(403);
    for (const email of ['hr@demo.test', 'fi@demo.test', 'sme@demo.test']) {
      const res = await act(email, { action: 'ASSIGN', brandId: [rows[0].id] });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'ASSIGN_ACCESS_DENIED',
        message: MESSAGES.assignAccessDenied,
      });
      expect((await unassigned(email)).status).toBe(403);
    }
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('updates a stage with values, writes history, and demands a lost reason for NOT_INTERESTED', async () => {
    const row = (
      await assigned('po@demo.test', { filters: { ...emptyFilters, stages: ['ASSIGNED'] } })
    ).body.data.brands[0];
    const before = await dbFingerprint(t.db);
    const noReason = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId: row.brandId,
      stage: 'NOT_INTERESTED',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MESSAGES.lostReasonRequired);
    expect(await dbFingerprint(t.db)).toBe(before);

    const won = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId: row.brandId,
      stage: 'WON',
      tag: 'CLOSED_WON',
      proposedValue: 12.5,
      negotiatedValue: 11,
      closedValue: 10.25,
      expectedClosure: '2026-12-31',
    });
    expect(won.body.data.message).toBe(MESSAGES.stageUpdated);
    const after = (
      await assigned('po@demo.test', {
        filters: { ...emptyFilters, searchFor: row.brandName },
        count: 100,
      })
    ).body.data.brands.find((b: { brandId: number }) => b.brandId === row.brandId);
    expect(after).toMatchObject({
      stage: 'WON',
      legacyStage: 'CLOSED',
      status: 'WON',
      stageLabel: 'Won',
      closedValue: 10.25,
      proposedValue: 12.5,
      expectedClosure: '2026-12-31',
    });
    const hist = (
      await t.call('po@demo.test', pairingRoutes.brandHistory, { brandId: row.brandId })
    ).body.data.history;
    expect(hist[0]).toMatchObject({ action: 'STAGE', fromStage: 'ASSIGNED', toStage: 'WON', eiId });

    const lost = await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId: row.brandId,
      stage: 'NOT_INTERESTED',
      lostReason: 'Budget exhausted',
    });
    expect(lost.status).toBe(200);
    const ei = (await t.call('po@demo.test', inventoryRoutes.detail, { eiId })).body.data;
    expect(ei.stageCounts.NOT_INTERESTED).toBeGreaterThan(0);
  });

  it('records call notes and moves ASSIGNED pairings to IN_PROGRESS in one transaction', async () => {
    const pick = (await unassigned('bo@demo.test', { count: 1 })).body.data.brands[0].brandId;
    await act('bo@demo.test', { action: 'ASSIGN', brandId: [pick] });
    const poc = (await t.call('bo@demo.test', brandRoutes.pocs, { brandId: pick })).body.data
      .poc[0];
    const before = await dbFingerprint(t.db);
    // one bad update (a pairing that does not exist) rolls the whole call note back
    const bad = await t.call('bo@demo.test', pairingRoutes.callNotes, {
      brandId: pick,
      pocId: poc.pocId,
      type: 'CALL',
      note: 'Spoke to marketing',
      updates: [{ eiId }, { eiId: 999999 }],
    });
    expect(bad.status).toBe(404);
    expect(await dbFingerprint(t.db)).toBe(before);

    const ok = await t.call('bo@demo.test', pairingRoutes.callNotes, {
      brandId: pick,
      pocId: poc.pocId,
      type: 'CALL',
      note: '  Spoke to marketing about the jersey',
      updates: [{ eiId, followUpDate: '2026-12-05' }],
    });
    expect(ok.body.data.message).toBe(MESSAGES.callDetailsUpdated);
    const pairing = (
      await t.call('bo@demo.test', pairingRoutes.brandPairings, { brandId: pick })
    ).body.data.pairings.find((p: { eiId: number }) => p.eiId === eiId);
    expect(pairing).toMatchObject({
      stage: 'IN_PROGRESS',
      followUpDate: '2026-12-05',
      canUpdate: true,
    });
    expect(pairing?.lastContact).not.toBeNull();
    const notes = (await t.call('bo@demo.test', pairingRoutes.interactions, { brandId: pick })).body
      .data.interactions;
    expect(notes[0]).toMatchObject({
      type: 'CALL',
      note: 'Spoke to marketing about the jersey',
      pocName: poc.pocName,
    });
  });

  it('exports the assigned list as a streamed CSV with a timestamped name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event/inventory/brand/stage/v2/csv',
      headers: { authorization: await t.auth('po@demo.test') },
      payload: { eiId, timeZone: 'Asia/Kolkata' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`assigned-brands-${eiId}-\\d{8}-\\d{6}\\.csv`),
    );
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Brand,Industry');
    const total = (await assigned('po@demo.test')).body.data.totalNoOfEntries;
    expect(lines).toHaveLength(total + 1);
    const badTz = await t.call('po@demo.test', pairingRoutes.assignedCsv, {
      eiId,
      timeZone: 'Mars/Olympus',
    });
    expect(badTz.status).toBe(400);
  });

  it('answers 404 for an unknown event inventory', async () => {
    expect(
      (
        await t.call('po@demo.test', pairingRoutes.unassignedList, {
          eiId: 987654,
          selectionType: 'UNASSIGNED',
        })
      ).status,
    ).toBe(404);
    expect((await t.call('po@demo.test', inventoryRoutes.detail, { eiId: 987654 })).status).toBe(
      404,
    );
  });

  it('keeps every brand’s count of assigned inventories equal to its ASSIGNED pairings (triggers)', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands b
      where b.assigned_count <> (select count(*) from pairings a where a.brand_id = b.id and a.status = 'ASSIGNED')`);
    expect(rows[0].n).toBe(0);
    const { rows: some } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands where assigned_count > 0`,
    );
    expect(some[0].n).toBeGreaterThan(0);
  });

  it('shows a brand’s timeline: call notes, inventory assigned and won, and brand-info updates, newest first', async () => {
    const brandId = (
      await unassigned('po@demo.test', { count: 1, sortBy: { field: 'brandName', order: 'DESC' } })
    ).body.data.brands[0].brandId;
    await act('po@demo.test', { action: 'ASSIGN', brandId: [brandId] });
    await t.call('po@demo.test', pairingRoutes.callNotes, {
      brandId,
      type: 'MAIL',
      note: 'Sent the rate card',
      updates: [{ eiId }],
    });
    await t.call('po@demo.test', pairingRoutes.updateStage, {
      eiId,
      brandId,
      stage: 'WON',
      closedValue: 4,
    });
    expect(
      (
        await t.call('po@demo.test', brandProfileRoutes.edit, {
          brandId,
          brandDescription: 'Timeline test brand',
        })
      ).status,
    ).toBe(200);
    const res = await t.call('bo@demo.test', pairingRoutes.timeline, { brandId });
    expect(res.status).toBe(200);
    const types = res.body.data.items.map((i: { type: string }) => i.type);
    expect(types.slice(0, 4)).toEqual([
      'BRAND_INFO_UPDATED',
      'INVENTORY_WON',
      'MAIL',
      'INVENTORY_ASSIGNED',
    ]);
    expect(res.body.data.items[1].text).toMatch(/ at /);
    expect(res.body.data.items[2]).toMatchObject({
      text: 'Sent the rate card',
      user: { userName: 'Priya Sharma' },
    });
    expect((await t.call('bo@demo.test', pairingRoutes.timeline, { brandId: 999999 })).status).toBe(
      404,
    );
  });
  it('lists invitable colleagues for a pairing, and sorts collaboration requests and brand suggestions on the server', async () => {
    const picks = (
      await unassigned('bo@demo.test', { count: 2, sortBy: { field: 'brandName', order: 'ASC' } })
    ).body.data.brands.map((b: { brandId: number }) => b.brandId);
    expect((await act('bo@demo.test', { action: 'ASSIGN', brandId: picks })).status).toBe(200);
    const [smeId, hrId] = await Promise.all([
      userId(t.db, 'sme@demo.test'),
      userId(t.db, 'hr@demo.test'),
    ]);
    const users = (email: string, brandId: number, searchFor = '') =>
      t.call(email, collaborationRoutes.candidates, {
        eiId,
        brandId,
        searchFor,
      });
    const before = (await users('bo@demo.test', picks[0])).body.data;
    expect(before.users.map((u: { userId: number }) => u.userId)).toContain(smeId);
    expect(before.users.map((u: { userId: number }) => u.userId)).not.toContain(boId);
    expect(before.users.length).toBeLessThanOrEqual(50);
    expect((await users('bo@demo.test', picks[0], 'Meera Nair')).body.data.users).toMatchObject([
      { userId: smeId, userName: 'Meera Nair' },
    ]);
    expect((await users('hr@demo.test', picks[0])).status).toBe(403);
    expect((await users('bo@demo.test', 987654)).status).toBe(404);

    const invite = (brandId: number, id: number) =>
      t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
        eiId,
        brandId,
        add: [id],
      });
    expect((await invite(picks[0], smeId)).status).toBe(200);
    expect((await invite(picks[1], hrId)).status).toBe(200);
    // an invited colleague is no longer offered for that pairing
    expect((await users('bo@demo.test', picks[0], 'Meera Nair')).body.data.users).toEqual([]);
    // picks are in the server's brand-name order, so sorting by brand keeps them in it (and DESC reverses it)
    const requests = async (q: Partial<RouteInput<typeof collaborationRoutes.requests>>) =>
      (
        await t.call('bo@demo.test', collaborationRoutes.requests, { eiId, ...q })
      ).body.data.requests.map((r) => r.brandId);
    expect(await requests({ sortField: 'brandName', sortOrder: 'ASC' })).toEqual(picks);
    expect(await requests({ sortField: 'brandName', sortOrder: 'DESC' })).toEqual(
      [...picks].reverse(),
    );
    expect(await requests({})).toEqual([...picks].reverse()); // newest first by default
    // raw: a sort field outside the catalogue's list
    expect(
      (
        await t.raw(
          'bo@demo.test',
          'GET',
          `/api/event/inventory/collab-requests?eiId=${eiId}&sortField=name`,
        )
      ).status,
    ).toBe(400);

    const poId = await userId(t.db, 'po@demo.test');
    await t.db.execute(
      sql`insert into event_inventory_owners (ei_id, user_id) values (${eiId}, ${poId}) on conflict do nothing`,
    );
    const free = (
      await unassigned('po@demo.test', { count: 2, sortBy: { field: 'brandName', order: 'DESC' } })
    ).body.data.brands.map((b: { brandId: number }) => b.brandId);
    for (const brandId of free)
      expect(
        (
          await t.call('sme@demo.test', collaborationRoutes.suggest, {
            eiId,
            brandId,
          })
        ).status,
      ).toBe(200);
    const suggestions = async (q: Partial<RouteInput<typeof collaborationRoutes.suggestions>>) =>
      (
        await t.call('po@demo.test', collaborationRoutes.suggestions, { eiId, ...q })
      ).body.data.suggestions.map((r) => r.brandId);
    expect(await suggestions({ sortField: 'brandName', sortOrder: 'DESC' })).toEqual(free);
    expect(await suggestions({ sortField: 'brandName', sortOrder: 'ASC' })).toEqual(
      [...free].reverse(),
    );
    expect(await suggestions({ sortOrder: 'ASC' })).toEqual(free); // oldest first
  });
  it('never suggests nor "approves" a brand of an industry blocked on the event inventory', async () => {
    const { rows } = await t.db.execute<{ ei_id: number; industry_id: number }>(
      sql`select ei_id, industry_id from ei_blocked_industries order by ei_id limit 1`,
    );
    const blocked = rows[0];
    const { rows: brands } = await t.db.execute<{
      id: number;
      name: string;
    }>(sql`select b.id, b.name from brands b where b.industry_id = ${blocked.industry_id} and not b.is_offloaded
      and not exists (select 1 from pairings a where a.brand_id = b.id and a.ei_id = ${blocked.ei_id}) order by b.id limit 1`);
    const brand = brands[0];
    const poId = await userId(t.db, 'po@demo.test');
    await t.db.execute(
      sql`insert into event_inventory_owners (ei_id, user_id) values (${blocked.ei_id}, ${poId}) on conflict do nothing`,
    );
    const offered = (
      await t.call('bo@demo.test', collaborationRoutes.brandSearch, {
        eiId: blocked.ei_id,
        searchFor: brand.name,
        count: 100,
      })
    ).body.data.brands;
    expect(offered.map((b: { brandId: number }) => b.brandId)).not.toContain(brand.id);
    const made = await t.call('sme@demo.test', collaborationRoutes.suggest, {
      eiId: blocked.ei_id,
      brandId: brand.id,
    });
    expect(made.status).toBe(409);
    expect(made.body.error).toBe('INDUSTRY_BLOCKED');
    // a suggestion made before the industry was blocked: approving it assigns nothing, so it is refused and stays pending
    const smeId = await userId(t.db, 'sme@demo.test');
    const { rows: s } = await t.db.execute<{ id: number }>(
      sql`insert into brand_suggestions (ei_id, brand_id, suggested_by_user_id) values (${blocked.ei_id}, ${brand.id}, ${smeId}) returning id`,
    );
    const before = await dbFingerprint(t.db);
    const res = await t.call('po@demo.test', collaborationRoutes.suggestionAction, {
      suggestionIds: [s[0].id],
      action: 'APPROVE',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COLLAB_MESSAGES.notAssignable);
    expect(await dbFingerprint(t.db)).toBe(before);
    expect(
      (
        await t.db.execute<{ status: string }>(
          sql`select status from brand_suggestions where id = ${s[0].id}`,
        )
      ).rows[0].status,
    ).toBe('PENDING');
    expect(
      (
        await t.call('po@demo.test', collaborationRoutes.suggestionAction, {
          suggestionIds: [s[0].id],
          action: 'REJECT',
        })
      ).status,
    ).toBe(200);
  });
});
