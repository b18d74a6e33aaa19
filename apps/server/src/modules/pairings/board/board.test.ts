import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BOARD_COLUMN_MAX,
  BOARD_PAGE_SIZE,
  boardKeyOf,
  boardRoutes,
  MAX_PAGE_SIZE,
  pairingRoutes,
  REALTIME_EVENTS,
  STAGES,
  type AssignedBrand,
  type AssignFilters,
  type BoardCard,
  type BrandStatusActionRequest,
  type BoardColumnRequest,
  LIVE_PAIRINGS_MAX,
  type PairingStageEvent,
} from '@crm/contracts';
import {
  startTestApp,
  testDatabases,
  unrelatedBo,
  userId,
  type TestApp,
} from '../../../test/harness.js';
import { next, socketsOf } from '../../../test/sockets.js';

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

  /**
   * The whole board of `body` for `email`: its columns, and every card of every column read page by page
   * (POST /api/pipeline/board/column after each column's last card), in the board's order.
   */
  async function wholeBoard(email: string, body: Partial<BoardColumnRequest> = {}) {
    const res = await board(email, body);
    expect(res.status).toBe(200);
    const cards: BoardCard[] = [];
    for (const col of res.body.data.columns) {
      expect(col.cards.length).toBeLessThanOrEqual(BOARD_PAGE_SIZE);
      cards.push(...col.cards);
      for (let page = col; page.hasMore;) {
        const last = page.cards.at(-1)!;
        const more = await t.call(email, boardRoutes.column, {
          ...body,
          stage: col.stage,
          after: boardKeyOf(last),
        });
        expect(more.status).toBe(200);
        expect(more.body.data.cards.length).toBeGreaterThan(0);
        cards.push(...more.body.data.cards);
        page = { ...col, ...more.body.data };
      }
    }
    const columns = res.body.data.columns.map(({ stage, count, valueTotal }) => ({
      stage,
      count,
      valueTotal,
    }));
    return { columns, cards };
  }

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
    const { cards, columns } = await wholeBoard(email, { eiId, filters });
    const list = await assignedAll(email, { filters });
    expect(list.length).toBeGreaterThan(0);
    const key = (p: { brandId: number; stage: string }) => `${p.brandId}:${p.stage}`;
    expect(cards.map(key).sort()).toEqual(list.map(key).sort());
    expect(columns.map((c) => c.stage)).toEqual([...STAGES]);
    for (const c of columns) {
      const inStage = list.filter((p) => p.stage === c.stage);
      expect(c.count).toBe(inStage.length);
      expect(c.valueTotal).toBeCloseTo(round2(inStage.reduce((s, p) => s + valueOf(p), 0)), 6);
    }
    // ordered by stage, then soonest follow-up (none last) and brand; each card carries what the list says of its pairing
    const order = cards.map(
      (c) =>
        `${STAGES.indexOf(c.stage)}|${c.followUpDate ?? '~'}|${String(c.brandId).padStart(12, '0')}`,
    );
    expect(order).toEqual([...order].sort());
    const byBrand = new Map(list.map((p) => [p.brandId, p]));
    for (const c of cards) {
      const p = byBrand.get(c.brandId)!;
      expect(c).toMatchObject({
        eiId,
        brandName: p.brandName,
        tag: p.tag,
        lostReason: p.lostReason,
        proposedValue: p.proposedValue,
        negotiatedValue: p.negotiatedValue,
        closedValue: p.closedValue,
        followUpDate: p.followUpDate,
        expectedClosure: p.expectedClosure,
        myInviteStatus: p.myInviteStatus,
      });
      expect(c.brandOwners.map((o) => o.brandOwnerUserId)).toEqual(
        p.brandOwners.map((o) => o.brandOwnerUserId),
      );
    }
  });

  it('a BO’s board of an event inventory holds only their brands’ pairings', async () => {
    const { cards } = await wholeBoard('bo@demo.test', { eiId });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.brandOwners.some((o) => o.brandOwnerUserId === boId))).toBe(true);
    const po = await wholeBoard('po@demo.test', { eiId });
    expect(po.cards.length).toBeGreaterThan(cards.length);
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
    const read = () => wholeBoard('bo@demo.test');
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
    expect(shared.body.data.columns.flatMap((c) => c.cards)).toEqual([]);
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
    const mine = await wholeBoard('bo@demo.test', { eiId });
    const only = await wholeBoard('bo@demo.test', { eiId, sharedWithMe: true });
    expect(mine.cards.find((c) => c.brandId === brandId)?.myInviteStatus).toBe('ACCEPTED');
    expect(only.cards.map((c) => c.brandId)).toEqual([brandId]);
    expect(only.columns.reduce((s, c) => s + c.count, 0)).toBe(1);
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
    const res = await wholeBoard('po@demo.test', { eiId: totalsEi });
    expect(res.columns).toEqual([
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
      columns: STAGES.map((stage) => ({
        stage,
        count: 0,
        valueTotal: 0,
        cards: [],
        hasMore: false,
      })),
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
    const stranger = await unrelatedBo(t.db, brandId);
    const sockets = await socketsOf(t);
    try {
      const bo = await sockets.open('bo@demo.test', '/notifications');
      const po = await sockets.open('po@demo.test', '/notifications');
      const other = await sockets.open(stranger.email, '/notifications');
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
      const discard = await t.call('bo@demo.test', pairingRoutes.assign, {
        eiIds: [eiId],
        action: 'DISCARD',
        selectionType: 'ASSIGNED',
        brandId: [brandId],
      });
      expect(discard.status).toBe(200);
      await discarded;
      const onBoard = await wholeBoard('bo@demo.test', { eiId });
      expect(onBoard.cards.some((c) => c.brandId === brandId)).toBe(false);

      // restoring it puts the card back: the boards hear of it too
      const restored = heard(bo, 'IN_PROGRESS');
      const restore = await t.call('bo@demo.test', pairingRoutes.assign, {
        eiIds: [eiId],
        action: 'RESTORE',
        selectionType: 'DISCARDED',
        brandId: [brandId],
      });
      expect(restore.status).toBe(200);
      expect(await restored).toEqual({ eiId, brandId, stage: 'IN_PROGRESS' });

      // a bulk action of more than LIVE_PAIRINGS_MAX pairings (none the unrelated user's): one event for the event inventory, no brand
      const { rows: many } = await t.db.execute<{ id: number }>(sql`
        select b.id from brands b
        where not b.is_offloaded and b.industry_id not in (select industry_id from ei_blocked_industries where ei_id = ${eiId})
          and not exists (select 1 from pairings a where a.ei_id = ${eiId} and a.brand_id = b.id)
          and not exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = ${stranger.id})
        order by b.id limit ${LIVE_PAIRINGS_MAX + 1}`);
      const bulkIds = many.map((r) => Number(r.id));
      expect(bulkIds).toHaveLength(LIVE_PAIRINGS_MAX + 1);
      const bulk = (
        action: BrandStatusActionRequest['action'],
        selectionType: BrandStatusActionRequest['selectionType'],
      ) =>
        t.call('po@demo.test', pairingRoutes.assign, {
          eiIds: [eiId],
          action,
          selectionType,
          brandId: bulkIds,
        });
      const reload = next<PairingStageEvent>(po, REALTIME_EVENTS.pairingStage, (e) => !e.brandId);
      expect((await bulk('ASSIGN', 'UNASSIGNED')).body.data.affected).toBe(LIVE_PAIRINGS_MAX + 1);
      expect(await reload).toEqual({ eiId });
      expect((await bulk('DISCARD', 'ASSIGNED')).status).toBe(200);

      // a probe sent to the unrelated user after the moves arrives after anything sent before it
      const probe = next(other, 'probe');
      t.app.realtime.toUser('/notifications', Number(stranger.id), 'probe', {});
      await probe;
      expect(strays).toEqual([]);
    } finally {
      sockets.close();
    }
  });

  it('pages a long column by keyset: every card once, in order, ties of one brand on several event inventories included', async () => {
    // the admin owns 70 brands, each IN_PROGRESS at 3 new event inventories: 210 cards, each brand on three
    const adminId = await userId(t.db, 'admin@demo.test');
    await t.db.execute(sql`
      insert into brand_owners (brand_id, user_id)
      select id, ${adminId} from (select id from brands order by id limit 70) b on conflict do nothing`);
    await t.db.execute(sql`
      with e as (
        insert into events (name, category, start_date, end_date)
        select 'Board Paging Cup ' || g, 'OTHERS', current_date, current_date + 1 from generate_series(1, 3) g
        returning id),
      ei as (
        insert into event_inventories (event_id, inventory_id)
        select e.id, (select min(id) from inventories) from e returning id)
      insert into pairings (ei_id, brand_id, status, stage)
      select ei.id, bo.brand_id, 'ASSIGNED', 'IN_PROGRESS' from ei
      cross join brand_owners bo where bo.user_id = ${adminId}`);
    const inProgress = async (body: object) =>
      (await board('admin@demo.test', body)).body.data.columns.find(
        (c) => c.stage === 'IN_PROGRESS',
      )!;
    const first = await inProgress({});
    expect(first.count).toBeGreaterThanOrEqual(210);
    expect(first.cards).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.hasMore).toBe(true);

    const { cards } = await wholeBoard('admin@demo.test');
    const column = cards.filter((c) => c.stage === 'IN_PROGRESS');
    expect(column).toHaveLength(first.count);
    expect(new Set(column.map((c) => `${c.eiId}:${c.brandId}`)).size).toBe(first.count);
    // soonest follow-up first, none last, then brand id and event inventory id
    const key = (c: BoardCard) =>
      `${c.followUpDate ?? '~'}|${String(c.brandId).padStart(12, '0')}|${String(c.eiId).padStart(12, '0')}`;
    const keys = column.map(key);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    // the same cards; an owner's last activity may move between two requests (the admin's own, written once a minute)
    const settled = (cs: BoardCard[]) =>
      cs.map((c) => ({
        ...c,
        brandOwners: c.brandOwners.map((o) => ({ ...o, lastActiveOn: '' })),
      }));
    expect(settled(column.slice(0, BOARD_PAGE_SIZE))).toEqual(settled(first.cards));

    // a reload asks for the cards already loaded; beyond BOARD_COLUMN_MAX is refused
    const reloaded = await inProgress({ limits: { IN_PROGRESS: 120 } });
    expect(settled(reloaded.cards)).toEqual(settled(column.slice(0, 120)));
    expect(reloaded.hasMore).toBe(true);
    const tooMany = await board('admin@demo.test', { limits: { WON: BOARD_COLUMN_MAX + 1 } });
    expect(tooMany.status).toBe(400);
    // after the column's last card: nothing more
    const last = column.at(-1)!;
    const end = await t.call('admin@demo.test', boardRoutes.column, {
      stage: 'IN_PROGRESS',
      after: boardKeyOf(last),
    });
    expect(end.status).toBe(200);
    expect(end.body.data).toEqual({ cards: [], hasMore: false });
  });
});
