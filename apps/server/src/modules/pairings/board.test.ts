import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BOARD_CARD_LIMIT,
  boardRoutes,
  MAX_PAGE_SIZE,
  pairingRoutes,
  REALTIME_EVENTS,
  STAGES,
  type AssignedBrand,
  type AssignFilters,
  type BoardCard,
  type PairingStageEvent,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { next, socketsOf } from '../../test/sockets.js';

const emptyFilters = { searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] };
const round2 = (n: number) => Math.round(n * 100) / 100;

describe.each(testDatabases())('the pipeline board on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  let boId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    boId = await userId(t.db, 'bo@demo.test');
    // the event inventory with the most ASSIGNED pairings of bo@demo.test's brands
    const { rows } = await t.db.execute<{ ei_id: number }>(sql`
      select a.ei_id from pairings a join brand_owners bo on bo.brand_id = a.brand_id
      where bo.user_id = ${boId} and a.status = 'ASSIGNED'
      group by a.ei_id order by count(*) desc, a.ei_id limit 1`);
    eiId = Number(rows[0].ei_id);
  });
  afterAll(() => t?.close());

  const board = (email: string, body: object = {}) => t.call(email, boardRoutes.board, body);

  /** Every page of the Assigned tab for the same request. */
  async function assignedAll(email: string, body: object): Promise<AssignedBrand[]> {
    const all: AssignedBrand[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await t.call(email, pairingRoutes.assignedList, {
        eiId,
        ...body,
        pageNo,
        count: MAX_PAGE_SIZE,
      });
      expect(res.status).toBe(200);
      all.push(...res.body.data.brands);
      if (pageNo >= res.body.data.totalPages) return all;
    }
  }

  const valueOf = (p: {
    stage: string;
    proposedValue: number | null;
    closedValue: number | null;
  }) => (p.stage === 'WON' ? p.closedValue : p.proposedValue) ?? 0;

  it.each<[string, string, Partial<AssignFilters>]>([
    ['a PO, no filter', 'po@demo.test', {}],
    ['a BO, no filter', 'bo@demo.test', {}],
    ['a TO, no filter', 'to@demo.test', {}],
    [
      'a PO, stages and a search',
      'po@demo.test',
      { stages: ['IN_PROGRESS', 'WON'], searchFor: 'a' },
    ],
  ])('shows the same pairings, counts and totals as the Assigned tab (%s)', async (_, email, f) => {
    const filters = { ...emptyFilters, ...f };
    const res = await board(email, { eiId, filters });
    expect(res.status).toBe(200);
    const { cards, columns, truncated } = res.body.data;
    const list = await assignedAll(email, { filters });
    expect(list.length).toBeGreaterThan(0);
    expect(truncated).toBe(false);
    const key = (p: { brandId: number; stage: string }) => `${p.brandId}:${p.stage}`;
    expect(cards.map(key).sort()).toEqual(list.map(key).sort());
    expect(columns.map((c) => c.stage)).toEqual([...STAGES]);
    for (const c of columns) {
      const inStage = list.filter((p) => p.stage === c.stage);
      expect(c.count).toBe(inStage.length);
      expect(c.valueTotal).toBeCloseTo(round2(inStage.reduce((s, p) => s + valueOf(p), 0)), 6);
    }
    // ordered by stage, then brand name; each card carries what the list says of its pairing
    const order = cards.map((c) => [STAGES.indexOf(c.stage), c.brandName.toLowerCase()] as const);
    expect(order).toEqual(
      [...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)),
    );
    const byBrand = new Map(list.map((p) => [p.brandId, p]));
    for (const c of cards) {
      const p = byBrand.get(c.brandId)!;
      expect(c).toMatchObject({
        eiId,
        brandName: p.brandName,
        tag: p.tag,
        proposedValue: p.proposedValue,
        closedValue: p.closedValue,
        followUpDate: p.followUpDate,
        myInviteStatus: p.myInviteStatus,
      });
      expect(c.brandOwners.map((o) => o.brandOwnerUserId)).toEqual(
        p.brandOwners.map((o) => o.brandOwnerUserId),
      );
    }
  });

  it('a BO’s board of an event inventory holds only their brands’ pairings', async () => {
    const res = await board('bo@demo.test', { eiId });
    const { cards } = res.body.data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.brandOwners.some((o) => o.brandOwnerUserId === boId))).toBe(true);
    const po = await board('po@demo.test', { eiId });
    expect(po.body.data.cards.length).toBeGreaterThan(cards.length);
  });

  it('without eiId: a BO’s pairings across event inventories, archived events left out', async () => {
    const expected = async () =>
      (
        await t.db.execute<{ n: number }>(sql`
          select count(*)::int as n from pairings a
          join event_inventories ei on ei.id = a.ei_id join events e on e.id = ei.event_id
          where a.status = 'ASSIGNED' and not e.is_archived
            and exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = ${boId})`)
      ).rows[0].n;
    const read = async () => {
      const res = await board('bo@demo.test');
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const all = await read();
    const n = await expected();
    expect(new Set(all.cards.map((c) => c.eiId)).size).toBeGreaterThan(1);
    expect(all.cards).toHaveLength(n);
    expect(all.columns.reduce((s, c) => s + c.count, 0)).toBe(n);
    expect(all.cards.every((c) => c.brandOwners.some((o) => o.brandOwnerUserId === boId))).toBe(
      true,
    );
    expect(all.cards.every((c) => c.eventName && c.inventoryName)).toBe(true);
    // archiving the event of one card takes its event inventories off the board
    const gone = all.cards[0].eiId;
    await t.db.execute(
      sql`update events set is_archived = true where id = (select event_id from event_inventories where id = ${gone})`,
    );
    try {
      const after = await read();
      expect(after.cards.some((c) => c.eiId === gone)).toBe(false);
      expect(after.cards).toHaveLength(await expected());
      expect(after.cards.length).toBeLessThan(n);
    } finally {
      await t.db.execute(
        sql`update events set is_archived = false where id = (select event_id from event_inventories where id = ${gone})`,
      );
    }
  });

  it('answers the Assigned tab’s 403 and 404: no pipeline scope, an unknown event inventory', async () => {
    const refusals: [string, { eiId: number; filters?: AssignFilters }][] = [
      ['mg@demo.test', { eiId }],
      ['hr@demo.test', { eiId }],
      ['po@demo.test', { eiId: 99_999_999 }],
      ['bo@demo.test', { eiId: 99_999_999 }],
      ['po@demo.test', { eiId, filters: { ...emptyFilters, repoIds: [99_999_999] } }],
    ];
    for (const [email, body] of refusals) {
      const got = await board(email, body);
      const list = await t.call(email, pairingRoutes.assignedList, body);
      expect([got.status, got.body]).toEqual([list.status, list.body]);
      expect(got.status).toBeGreaterThanOrEqual(403);
    }
    expect((await board('mg@demo.test')).status).toBe(403);
    // shared with me is open to every role: nothing is shared with MG here
    const shared = await board('mg@demo.test', { eiId, sharedWithMe: true });
    expect(shared.status).toBe(200);
    expect(shared.body.data.cards).toEqual([]);
  });

  it('a pairing shared with a user (accepted) is on their board; with sharedWithMe only the shared ones', async () => {
    const { rows } = await t.db.execute<{ brand_id: number }>(sql`
      select a.brand_id from pairings a where a.ei_id = ${eiId} and a.status = 'ASSIGNED'
        and not exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = ${boId})
      order by a.brand_id limit 1`);
    const brandId = Number(rows[0].brand_id);
    const poId = await userId(t.db, 'po@demo.test');
    await t.db.execute(
      sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status) values (${eiId}, ${brandId}, ${poId}, ${boId}, 'ACCEPTED')`,
    );
    const mine = await board('bo@demo.test', { eiId });
    const only = await board('bo@demo.test', { eiId, sharedWithMe: true });
    expect(mine.body.data.cards.find((c) => c.brandId === brandId)?.myInviteStatus).toBe(
      'ACCEPTED',
    );
    expect(only.body.data.cards.map((c) => c.brandId)).toEqual([brandId]);
    expect(only.body.data.columns.reduce((s, c) => s + c.count, 0)).toBe(1);
  });

  it('totals in crore: closed values at WON, proposed elsewhere, a missing value as 0, 2 decimals', async () => {
    const { rows: ev } = await t.db.execute<{ id: number }>(sql`
      insert into events (name, category, start_date, end_date)
      values ('Board Totals Cup', 'OTHERS', current_date, current_date + 1) returning id`);
    const { rows: ei } = await t.db.execute<{ id: number }>(sql`
      insert into event_inventories (event_id, inventory_id)
      values (${ev[0].id}, (select min(id) from inventories)) returning id`);
    const totalsEi = Number(ei[0].id);
    const { rows: brands } = await t.db.execute<{ id: number }>(
      sql`select id from brands order by id limit 7`,
    );
    const pairs: [string, number | null, number | null][] = [
      ['ASSIGNED', 0.1, null],
      ['ASSIGNED', 0.2, 5],
      ['IN_PROGRESS', null, null],
      ['IN_PROGRESS', 1.25, null],
      ['WON', 9, 2.5],
      ['WON', 3, null],
      ['NOT_INTERESTED', 0.07, null],
    ];
    for (const [i, [stage, proposed, closed]] of pairs.entries())
      await t.db.execute(sql`
        insert into pairings (ei_id, brand_id, status, stage, proposed_value, closed_value)
        values (${totalsEi}, ${brands[i].id}, 'ASSIGNED', ${stage}, ${proposed}, ${closed})`);
    const res = await board('po@demo.test', { eiId: totalsEi });
    expect(res.body.data.columns).toEqual([
      { stage: 'ASSIGNED', count: 2, valueTotal: 0.3 },
      { stage: 'IN_PROGRESS', count: 2, valueTotal: 1.25 },
      { stage: 'WON', count: 2, valueTotal: 2.5 },
      { stage: 'NOT_INTERESTED', count: 1, valueTotal: 0.07 },
    ]);
    const empty = await board('po@demo.test', {
      eiId: totalsEi,
      filters: { ...emptyFilters, searchFor: 'zzzz-no-such-brand' },
    });
    expect(empty.body.data).toEqual({
      cards: [],
      truncated: false,
      columns: STAGES.map((stage) => ({ stage, count: 0, valueTotal: 0 })),
    });
  });

  it('live moves: a stage update, call notes and a discard reach those who see the pairing, not others', async () => {
    const { rows } = await t.db.execute<{ brand_id: number }>(sql`
      select a.brand_id from pairings a join brand_owners bo on bo.brand_id = a.brand_id
      where a.ei_id = ${eiId} and a.status = 'ASSIGNED' and a.stage = 'ASSIGNED' and bo.user_id = ${boId}
        and (select count(*) from brand_owners o where o.brand_id = a.brand_id) = 1
      order by a.brand_id limit 1`);
    const brandId = Number(rows[0].brand_id);
    // a brand owner who does not own this brand, leads no team and owns no event inventory
    const { rows: others } = await t.db.execute<{ email: string; id: number }>(sql`
      select u.email, u.id from users u
      where u.roles = '{BO}' and u.status = 'ACTIVE' and u.id <> ${boId} and not u.is_admin
        and not exists (select 1 from brand_owners bo where bo.brand_id = ${brandId} and bo.user_id = u.id)
        and not exists (select 1 from event_inventory_owners eo where eo.user_id = u.id)
        and not exists (select 1 from collab_invitations c where c.invitee_user_id = u.id)
      order by u.id limit 1`);
    const sockets = await socketsOf(t);
    try {
      const bo = await sockets.open('bo@demo.test', '/notifications');
      const po = await sockets.open('po@demo.test', '/notifications');
      const other = await sockets.open(others[0].email, '/notifications');
      const strays: PairingStageEvent[] = [];
      other.on(REALTIME_EVENTS.pairingStage, (e: PairingStageEvent) => strays.push(e));
      const heard = (socket: typeof bo, stage: string) =>
        next<PairingStageEvent>(
          socket,
          REALTIME_EVENTS.pairingStage,
          (e) => e.brandId === brandId && e.stage === stage,
        );

      const moved = [heard(bo, 'WON'), heard(po, 'WON')];
      const stage = await t.call('po@demo.test', pairingRoutes.updateStage, {
        eiId,
        brandId,
        stage: 'WON',
        closedValue: 4,
      });
      expect(stage.status).toBe(200);
      expect(await Promise.all(moved)).toEqual([
        { eiId, brandId, stage: 'WON' },
        { eiId, brandId, stage: 'WON' },
      ]);

      await t.db.execute(
        sql`update pairings set stage = 'ASSIGNED' where ei_id = ${eiId} and brand_id = ${brandId}`,
      );
      const called = heard(bo, 'IN_PROGRESS');
      const notes = await t.call('bo@demo.test', pairingRoutes.callNotes, {
        brandId,
        type: 'NOTE',
        note: 'Spoke to the brand',
        updates: [{ eiId }],
      });
      expect(notes.status).toBe(200);
      expect(await called).toEqual({ eiId, brandId, stage: 'IN_PROGRESS' });

      const discarded = heard(bo, 'IN_PROGRESS');
      const discard = await t.call(
        'bo@demo.test',
        'POST',
        '/api/event/inventory/brand/assignment/v2',
        {
          eiIds: [eiId],
          action: 'DISCARD',
          selectionType: 'ASSIGNED',
          brandId: [brandId],
        },
      );
      expect(discard.status).toBe(200);
      await discarded;
      const onBoard = await board('bo@demo.test', { eiId });
      expect(onBoard.body.data.cards.some((c) => c.brandId === brandId)).toBe(false);

      // restoring it puts the card back: the boards hear of it too
      const restored = heard(bo, 'IN_PROGRESS');
      const restore = await t.call(
        'bo@demo.test',
        'POST',
        '/api/event/inventory/brand/assignment/v2',
        { eiIds: [eiId], action: 'RESTORE', selectionType: 'DISCARDED', brandId: [brandId] },
      );
      expect(restore.status).toBe(200);
      expect(await restored).toEqual({ eiId, brandId, stage: 'IN_PROGRESS' });

      // a probe sent to the unrelated user after the moves arrives after anything sent before it
      const probe = next(other, 'probe');
      t.app.realtime.toUser('/notifications', Number(others[0].id), 'probe', {});
      await probe;
      expect(strays).toEqual([]);
    } finally {
      sockets.close();
    }
  });

  it(`caps the board at ${BOARD_CARD_LIMIT} cards and says it is truncated`, async () => {
    // the admin owns every brand, offered at 14 new event inventories: more pairings than the cap
    const adminId = await userId(t.db, 'admin@demo.test');
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id) select id, ${adminId} from brands on conflict do nothing`,
    );
    await t.db.execute(sql`
      with e as (
        insert into events (name, category, start_date, end_date)
        select 'Board Cap Cup ' || g, 'OTHERS', current_date, current_date + 1 from generate_series(1, 14) g
        returning id),
      ei as (
        insert into event_inventories (event_id, inventory_id)
        select e.id, (select min(id) from inventories) from e returning id)
      insert into pairings (ei_id, brand_id, status, stage)
      select ei.id, b.id, 'ASSIGNED', 'ASSIGNED' from ei cross join brands b`);
    const res = await board('admin@demo.test');
    const { cards, columns, truncated } = res.body.data;
    expect(cards).toHaveLength(BOARD_CARD_LIMIT);
    expect(truncated).toBe(true);
    expect(columns.reduce((s, c) => s + c.count, 0)).toBeGreaterThan(BOARD_CARD_LIMIT);
    const won = await board('admin@demo.test', { filters: { ...emptyFilters, stages: ['WON'] } });
    expect(won.body.data.truncated).toBe(false);
    expect(won.body.data.cards.every((c: BoardCard) => c.stage === 'WON')).toBe(true);
  });
});
