import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  CLOSED_DEAL_MESSAGES as M,
  type ClosedDealCreateRequest,
  type ClosedDealList,
  closedDealRoutes,
  financialYearOf,
  type ManualClosureReport,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

describe('financialYearOf', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('1999-12-31')).toBe('1999-00');
  });
});

/**
 * Closed deals on a brand and the manual-closure report: bo@demo.test records closures on a
 * brand they own, po@demo.test one sold directly (no event inventory); the demo TO leads the demo BO.
 */
describe.each(testDatabases())('closed deals on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let otherBrandId: number;
  let eiIds: number[];
  let wonEiId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 60 });
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows: own } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${bo} order by brand_id limit 1`,
    );
    brandId = Number(own[0].brand_id);
    const { rows: other } = await t.db.execute<{ id: number }>(
      sql`insert into brands (name) values ('Nobody’s Brand') returning id`,
    );
    otherBrandId = Number(other[0].id);
    const { rows: eis } = await t.db.execute<{ id: number }>(
      sql`select ei.id from event_inventories ei where not exists (select 1 from pairings a where a.ei_id = ei.id and a.brand_id = ${brandId}) order by ei.id limit 4`,
    );
    eiIds = eis.map((r) => Number(r.id));
    // one pairing of the brand won in the pipeline, moved to WON on 2026-01-10 (IST)
    wonEiId = eiIds.pop()!;
    await t.db.execute(
      sql`insert into pairings (ei_id, brand_id, status, stage, closed_value) values (${wonEiId}, ${brandId}, 'ASSIGNED', 'WON', 2.5)`,
    );
    await t.db.execute(
      sql`insert into stage_history (ei_id, brand_id, user_id, action, from_stage, to_stage, created_at) values (${wonEiId}, ${brandId}, ${bo}, 'STAGE', 'IN_PROGRESS', 'WON', '2026-01-10T10:00:00+05:30')`,
    );
  });
  afterAll(() => t?.close());

  const record = (email: string, body: ClosedDealCreateRequest) =>
    t.call(email, closedDealRoutes.create, body);
  const list = async (email = 'bo@demo.test') =>
    (await t.call(email, closedDealRoutes.list, { brandId })).body.data as ClosedDealList;
  const report = async (email: string, body: object = {}) => {
    const res = await t.call(email, closedDealRoutes.manualClosures, body);
    expect(res.status).toBe(200);
    return res.body.data as ManualClosureReport;
  };

  it('refuses bad closures with the spec’s message and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const ok = { brandId, eiId: eiIds[0], closedValue: 1.5, dealClosedDate: '2026-05-04' };
    const cases: [ClosedDealCreateRequest, number, string?][] = [
      [{ ...ok, dealClosedDate: '2999-01-01' }, 400, M.future],
      [{ ...ok, dealClosedDate: '2026-02-31' }, 400],
      [{ ...ok, closedValue: 0 }, 400],
      [{ ...ok, closedValue: 0.001 }, 400],
      [{ ...ok, closedValue: -3 }, 400],
      [{ ...ok, eiId: null }, 400, M.titleRequired],
      [{ ...ok, eiId: null, title: '   ' }, 400, M.titleRequired],
      [{ ...ok, eiId: 9_999_999 }, 404],
      [{ ...ok, brandId: 9_999_999 }, 404],
      [{ ...ok, brandId: otherBrandId }, 403],
      [{ ...ok, eiId: wonEiId }, 409, M.alreadyWon],
      [{ ...ok, title: 'a\u0000b' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await record('bo@demo.test', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await record('hr@demo.test', ok)).status).toBe(403);
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('records a closure once even when sent three times at once, and lists it beside the pipeline’s won deal', async () => {
    const body = {
      brandId,
      eiId: eiIds[0],
      closedValue: 1.5,
      dealClosedDate: '2026-05-04',
      note: 'Signed at the office',
    };
    const results = await Promise.all([1, 2, 3].map(() => record('bo@demo.test', body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(M.duplicate);
    expect(results.find((r) => r.status === 200)!.body.data.message).toBe(M.recorded);
    const po = await record('po@demo.test', {
      brandId,
      eiId: null,
      title: 'Stadium naming rights',
      closedValue: 4,
      dealClosedDate: '2026-03-31',
    });
    expect(po.status).toBe(200);

    const got = await list();
    expect(got.totalNoOfEntries).toBe(3);
    expect(
      got.deals.map((d) => [
        d.source,
        d.eiId,
        d.title,
        d.closedValue,
        d.dealClosedDate,
        d.financialYear,
      ]),
    ).toEqual([
      ['MANUAL', eiIds[0], null, 1.5, '2026-05-04', '2026-27'],
      ['MANUAL', null, 'Stadium naming rights', 4, '2026-03-31', '2025-26'],
      ['PIPELINE', wonEiId, null, 2.5, '2026-01-10', '2025-26'],
    ]);
    expect(got.deals[0].eventName).toBeTruthy();
    expect(got.deals.map((d) => d.canRemove)).toEqual([true, false, false]);
    expect((await list('po@demo.test')).deals.map((d) => d.canRemove)).toEqual([true, true, false]);
    expect((await t.call('hr@demo.test', closedDealRoutes.list, { brandId })).status).toBe(403);
  });

  it('reports manual closures to Admin and MG (all), TO (their team’s) and no one else', async () => {
    const mg = await report('mg@demo.test');
    expect(mg.deals.map((d) => d.title ?? d.inventoryName).length).toBe(2);
    expect(mg.totalValue).toBe(5.5);
    expect(mg.financialYears).toEqual(['2026-27', '2025-26']);
    expect((await report('admin@demo.test')).totalNoOfEntries).toBe(2);
    const to = await report('to@demo.test');
    expect(to.deals.map((d) => d.closedBy?.userId)).toEqual([await userId(t.db, 'bo@demo.test')]);
    expect(
      (await report('mg@demo.test', { financialYear: '2025-26' })).deals.map((d) => d.title),
    ).toEqual(['Stadium naming rights']);
    expect((await report('mg@demo.test', { searchFor: 'naming' })).totalValue).toBe(4);
    for (const e of ['bo@demo.test', 'po@demo.test', 'hr@demo.test']) {
      const res = await t.call(e, closedDealRoutes.manualClosures, {});
      expect([e, res.status, res.body.message]).toEqual([e, 403, M.reportForbidden]);
    }
    for (const financialYear of ['2025-27', '0000-01', '2999-00'])
      expect(
        (await t.call('mg@demo.test', closedDealRoutes.manualClosures, { financialYear })).status,
      ).toBe(400);
    // a page past the end still counts what there is
    expect((await report('mg@demo.test', { pageNo: 5 })).totalNoOfEntries).toBe(2);
    expect(
      (await t.call('bo@demo.test', closedDealRoutes.list, { brandId, pageNo: 9 })).body.data
        .totalNoOfEntries,
    ).toBe(3);
  });

  it('downloads the report as xlsx with a total row', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/stats/manual-closures/download',
      headers: { authorization: await t.auth('mg@demo.test') },
      payload: { timeZone: 'Asia/Kolkata' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="manual-closures-\d{8}-\d{6}\.xlsx"$/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.getWorksheet('Deals closed manually')!;
    const rows = ws
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toHaveLength(4);
    expect(rows[2].slice(3, 7)).toEqual(['Stadium naming rights', 4, '2026-03-31', '2025-26']);
    expect(rows[3].slice(0, 5)).toEqual(['Total', undefined, undefined, undefined, 5.5]);
    const bo = await t.app.inject({
      method: 'POST',
      url: '/api/user/stats/manual-closures/download',
      headers: { authorization: await t.auth('bo@demo.test') },
      payload: {},
    });
    expect(bo.statusCode).toBe(403);
  });

  it('removes a closure softly (recorder, PO or admin only) and restores it', async () => {
    const [mine, pos] = (await list()).deals;
    expect(
      (
        await t.call('to@demo.test', closedDealRoutes.remove, {
          closedDealId: pos.closedDealId!,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('bo@demo.test', closedDealRoutes.remove, {
          closedDealId: 9_999_999,
        })
      ).status,
    ).toBe(404);
    const removed = await t.call('bo@demo.test', closedDealRoutes.remove, {
      closedDealId: mine.closedDealId!,
    });
    expect([removed.status, removed.body.data.message]).toEqual([200, M.removed]);
    expect((await list()).deals.map((d) => d.closedDealId)).toEqual([pos.closedDealId, null]);
    expect((await report('mg@demo.test')).totalValue).toBe(4);
    // a new closure of the same pairing may be recorded now; restoring the old one would duplicate it
    const again = await record('bo@demo.test', {
      brandId,
      eiId: eiIds[0],
      closedValue: 2,
      dealClosedDate: '2026-05-05',
    });
    expect(again.status).toBe(200);
    const clash = await t.call('bo@demo.test', closedDealRoutes.restore, {
      closedDealId: mine.closedDealId!,
    });
    expect([clash.status, clash.body.message]).toEqual([409, M.duplicate]);
    await t.call('bo@demo.test', closedDealRoutes.remove, {
      closedDealId: again.body.data.closedDealId,
    });
    const restored = await t.call('bo@demo.test', closedDealRoutes.restore, {
      closedDealId: mine.closedDealId!,
    });
    expect([restored.status, restored.body.data.message]).toEqual([200, M.restored]);
    expect((await report('mg@demo.test')).totalValue).toBe(5.5);
    // once the pairing is won in the pipeline, a removed manual closure of it cannot come back (no deal counted twice)
    await t.call('bo@demo.test', closedDealRoutes.remove, {
      closedDealId: mine.closedDealId!,
    });
    await t.db.execute(
      sql`insert into pairings (ei_id, brand_id, status, stage, closed_value) values (${eiIds[0]}, ${brandId}, 'ASSIGNED', 'WON', 1.5)`,
    );
    const won = await t.call('bo@demo.test', closedDealRoutes.restore, {
      closedDealId: mine.closedDealId!,
    });
    expect([won.status, won.body.message]).toEqual([409, M.alreadyWon]);
  });
});
