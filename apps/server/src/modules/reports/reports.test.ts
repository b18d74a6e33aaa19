import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { brandProfileRoutes, reportRoutes, type RouteInput } from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

const DAY = 86_400_000;

/**
 * The reports on a small fixture whose answers are worked out by hand — five brands on a new
 * event inventory, each with its own path through the stages (history rows at chosen times):
 * b1 assigned → in progress (+2 d) → won (+5 d)           tag CLOSED_WON
 * b2 assigned → not interested (+1 d), 'Budget'           tag NOT_INTERESTED
 * b3 assigned → in progress (+4 d) → not interested (+10 d), 'Budget'
 * b4 assigned, still there                                tag COLD
 * b5 assigned → in progress (+1 d) → discarded (+3 d)     tag HOT
 */
/** A report read with the filter: every report entry but the download. */
type ReportRoute = (typeof reportRoutes)[Exclude<keyof typeof reportRoutes, 'download'>];

describe.each(testDatabases())('reports on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  let brands: number[];
  let verticalId: number;
  const report = async <D extends ReportRoute>(
    def: D,
    body: RouteInput<D>,
    email = 'mg@demo.test',
  ) => {
    const res = await t.call(email, def, body);
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  const filter = () => ({ filterType: 'INVENTORY' as const, filterValue: eiId });

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 40, pairings: 40 });
    const po = await userId(t.db, 'po@demo.test');
    const { rows: ev } = await t.db.execute<{ id: number }>(
      sql`insert into events (name, category, start_date, end_date) values ('Report Cup', 'CRICKET', current_date, current_date + 30) returning id`,
    );
    const { rows: ei } = await t.db.execute<{ id: number }>(
      sql`insert into event_inventories (event_id, inventory_id) select ${ev[0].id}, id from inventories order by id limit 1 returning id`,
    );
    eiId = Number(ei[0].id);
    brands = (
      await t.db.execute<{ id: number }>(sql`select id from brands order by id limit 5`)
    ).rows.map((r) => Number(r.id));
    const [b1, b2, b3, b4, b5] = brands;
    const t0 = Date.now() - 30 * DAY;
    const at = (days: number) => new Date(t0 + days * DAY).toISOString();
    const pairings: [number, string, string, string | null, string | null][] = [
      [b1, 'ASSIGNED', 'WON', 'CLOSED_WON', null],
      [b2, 'ASSIGNED', 'NOT_INTERESTED', 'NOT_INTERESTED', 'Budget'],
      [b3, 'ASSIGNED', 'NOT_INTERESTED', 'NOT_INTERESTED', ' Budget '],
      [b4, 'ASSIGNED', 'ASSIGNED', 'COLD', null],
      [b5, 'DISCARDED', 'IN_PROGRESS', 'HOT', null],
    ];
    for (const [b, status, stage, tag, reason] of pairings) {
      await t.db.execute(
        sql`insert into pairings (ei_id, brand_id, status, stage, tag, lost_reason, assigned_by_user_id) values (${eiId}, ${b}, ${status}, ${stage}, ${tag}, ${reason}, ${po})`,
      );
    }
    const moves: [number, string, string, string, number][] = [
      ...brands.map((b): [number, string, string, string, number] => [
        b,
        'ASSIGN',
        'UNASSIGNED',
        'ASSIGNED',
        0,
      ]),
      [b1, 'STAGE', 'ASSIGNED', 'IN_PROGRESS', 2],
      [b1, 'STAGE', 'IN_PROGRESS', 'WON', 5],
      [b2, 'STAGE', 'ASSIGNED', 'NOT_INTERESTED', 1],
      [b3, 'STAGE', 'ASSIGNED', 'IN_PROGRESS', 4],
      [b3, 'STAGE', 'IN_PROGRESS', 'NOT_INTERESTED', 10],
      [b5, 'STAGE', 'ASSIGNED', 'IN_PROGRESS', 1],
      [b5, 'DISCARD', 'IN_PROGRESS', 'DISCARDED', 3],
    ];
    for (const [b, action, from, to, days] of moves) {
      await t.db.execute(
        sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at) values (${eiId}, ${b}, ${po}, ${action}, ${from}, ${to}, ${at(days)})`,
      );
    }
    // a vertical whose only brand here is b1 (its one owner is in it)
    const { rows: v } = await t.db.execute<{ id: number }>(
      sql`insert into verticals (name) values ('Reports Vertical') returning id`,
    );
    verticalId = Number(v[0].id);
    const { rows: u } = await t.db.execute<{ id: number }>(
      sql`insert into users (email, password_hash, first_name, last_name, roles, vertical_id) values ('rv@demo.test', 'x', 'Rita', 'Vertical', '{BO}', ${verticalId}) returning id`,
    );
    await t.db.execute(
      sql`insert into brand_owners (brand_id, user_id) values (${b1}, ${u[0].id})`,
    );
  });
  afterAll(() => t?.close());

  it('by stages: now in each stage (discarded pairings apart) and ever reached, from the history', async () => {
    const r = await report(reportRoutes.stages, filter());
    expect(r.rows).toEqual([
      { stage: 'ASSIGNED', label: 'Assigned', current: 1, reached: 5 },
      { stage: 'IN_PROGRESS', label: 'In Progress', current: 0, reached: 3 },
      { stage: 'WON', label: 'Won', current: 1, reached: 1 },
      { stage: 'NOT_INTERESTED', label: 'Not Interested', current: 2, reached: 2 },
    ]);
  });

  it('by lead tags, lost reasons and drop-offs', async () => {
    const tags = await report(reportRoutes.leadTags, filter());
    expect(tags).toEqual({
      rows: [
        { tag: 'COLD', label: 'Cold', brands: 1 },
        { tag: 'CLOSED_WON', label: 'Closed - Won', brands: 1 },
        { tag: 'NOT_INTERESTED', label: 'Not Interested', brands: 2 },
      ],
      total: 4,
    });
    expect(await report(reportRoutes.lostReasons, filter())).toEqual({
      rows: [{ reason: 'Budget', brands: 2 }],
      total: 2,
    });
    expect((await report(reportRoutes.dropoffs, filter())).rows).toEqual([
      { stage: 'ASSIGNED', label: 'Assigned', reached: 5, droppedOff: 1, dropoffPercent: 20 },
      {
        stage: 'IN_PROGRESS',
        label: 'In Progress',
        reached: 3,
        droppedOff: 1,
        dropoffPercent: 33.3,
      },
    ]);
  });

  it('turnaround: days in a stage until the next change (mean and median); a pairing still in a stage does not count for it', async () => {
    const r = await report(reportRoutes.turnaround, filter());
    expect(r.rows).toEqual([
      { stage: 'ASSIGNED', label: 'Assigned', moves: 4, averageDays: 2, medianDays: 1.5 }, // 2, 1, 4, 1
      { stage: 'IN_PROGRESS', label: 'In Progress', moves: 3, averageDays: 3.7, medianDays: 3 }, // 3, 6, 2
      { stage: 'WON', label: 'Won', moves: 0, averageDays: null, medianDays: null },
      {
        stage: 'NOT_INTERESTED',
        label: 'Not Interested',
        moves: 0,
        averageDays: null,
        medianDays: null,
      },
    ]);
  });

  it('a vertical narrows every report to the brands with an owner in it', async () => {
    const r = await report(reportRoutes.stages, {
      ...filter(),
      verticalId,
    });
    expect(r.rows.map((x) => [x.current, x.reached])).toEqual([
      [0, 1],
      [0, 1],
      [1, 1],
      [0, 0],
    ]);
    expect((await report(reportRoutes.lostReasons, { ...filter(), verticalId })).total).toBe(0);
  });

  it('brand data completion buckets the assigned brands by their profile completion', async () => {
    const r = await report(reportRoutes.completion, filter());
    const percents = await Promise.all(
      brands
        .slice(0, 4)
        .map(
          async (b) =>
            (await t.call('mg@demo.test', brandProfileRoutes.additionalInfo, { brandId: b })).body
              .data.brandInfoCompletion.completionPercentage,
        ),
    );
    const inBucket = (min: number, max: number) =>
      percents.filter((p) => p >= min && p <= max).length;
    expect(r.total).toBe(4);
    expect(r.rows.map((x) => x.brands)).toEqual([
      inBucket(0, 25),
      inBucket(26, 50),
      inBucket(51, 75),
      inBucket(76, 100),
    ]);
    expect(r.averagePercent).toBeCloseTo(percents.reduce((a, b) => a + b, 0) / 4, 1);
  });

  it('downloads every report as one xlsx workbook with a timestamped name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/stats/event-inventory/download',
      headers: { authorization: await t.auth('mg@demo.test') },
      payload: { eiId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="event-inventory-${eiId}-report-\\d{8}-\\d{6}\\.xlsx"$`),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'By stages',
      'By lead tags',
      'Lost reasons',
      'Drop-offs',
      'Turnaround',
      'Data completion',
      'Forecast',
    ]);
    expect(wb.getWorksheet('By stages')!.getRow(2).values).toEqual([undefined, 'Assigned', 1, 5]);
  });

  it('refuses bad filters (400), unknown event inventories (404) and roles that may not read history (403), changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const body of [
      {},
      { filterType: 'BRAND', filterValue: eiId },
      { filterType: 'INVENTORY' },
      { filterType: 'INVENTORY', filterValue: -1 },
      { filterType: 'INVENTORY', filterValue: 'x\u0000' },
      { ...filter(), verticalId: 1.5 },
    ]) {
      expect(
        (await t.raw('mg@demo.test', 'POST', '/api/user/stats/brand-movements/by-stages', body))
          .status,
      ).toBe(400);
    }
    expect(
      (
        await t.call('mg@demo.test', reportRoutes.dropoffs, {
          filterType: 'INVENTORY',
          filterValue: 99999999,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('mg@demo.test', reportRoutes.download, {
          eiId: 99999999,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('hr@demo.test', reportRoutes.lostReasons, filter())).status).toBe(403);
    expect((await t.call('hr@demo.test', reportRoutes.download, { eiId })).status).toBe(403);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
