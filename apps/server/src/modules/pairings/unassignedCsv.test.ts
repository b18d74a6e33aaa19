import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { MESSAGES, PAGE_SIZES, pairingRoutes, type UnassignedListRequest } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

type Tab = UnassignedListRequest['selectionType'];

/** POST /api/event/brand/v2/csv: the Unassigned and Discarded tabs as CSV (spec 001 §7). */
describe.each(testDatabases())('the unassigned and discarded CSV on %s', (kind) => {
  let t: TestApp;
  let eiId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select ei.id from event_inventories ei where not exists (select 1 from ei_blocked_industries b where b.ei_id = ei.id) order by ei.id limit 1`,
    );
    eiId = rows[0].id;
  });
  afterAll(() => t?.close());

  const exportCsv = async (email: string, selectionType: Tab, body: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event/brand/v2/csv',
      headers: { authorization: await t.auth(email) },
      payload: { eiId, selectionType, timeZone: 'Asia/Kolkata', ...body },
    });
    return res;
  };
  const csvRows = async (email: string, selectionType: Tab, body: object = {}) => {
    const res = await exportCsv(email, selectionType, body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return parse(res.body) as string[][];
  };
  /** Every brand name of a tab's list, page by page. */
  const listed = async (email: string, selectionType: Tab) => {
    const names: string[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const { data } = (
        await t.call(email, pairingRoutes.unassignedList, {
          eiId,
          selectionType,
          pageNo,
          count: 100,
        })
      ).body;
      names.push(...data.brands.map((b) => b.brandName));
      if (pageNo >= data.totalPages) return names;
    }
  };

  it('holds every brand of the list, in its order and past one page of fetches, with the tab’s columns and a timestamped name', async () => {
    const res = await exportCsv('po@demo.test', 'UNASSIGNED');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`unassigned-brands-${eiId}-\\d{8}-\\d{6}\\.csv`),
    );
    const [head, ...rows] = parse(res.body) as string[][];
    expect(head).toEqual([
      'Brand',
      'Company',
      'Industry',
      'Revenue (in Cr)',
      'Brand Owners',
      'Updated',
    ]);
    const names = await listed('po@demo.test', 'UNASSIGNED');
    expect(names.length).toBeGreaterThan(PAGE_SIZES.inventoryBrandsCsv);
    expect(rows.map((r) => r[0])).toEqual(names);
  });

  it('a BO gets only the brands their list shows, each owned by them', async () => {
    const bo = await userId(t.db, 'bo@demo.test');
    const { rows: boName } = await t.db.execute<{ name: string }>(
      sql`select first_name || ' ' || last_name as name from users where id = ${bo}`,
    );
    const [, ...rows] = await csvRows('bo@demo.test', 'UNASSIGNED');
    const names = await listed('bo@demo.test', 'UNASSIGNED');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[0])).toEqual(names);
    expect(rows.every((r) => r[4].split('; ').includes(boName[0].name))).toBe(true);
    expect(names.length).toBeLessThan((await listed('po@demo.test', 'UNASSIGNED')).length);
  });

  it('the Discarded export lists the discarded pairings, not the unassigned brands', async () => {
    const brand = (
      await t.call('po@demo.test', pairingRoutes.unassignedList, {
        eiId,
        selectionType: 'UNASSIGNED',
        count: 1,
      })
    ).body.data.brands[0];
    const discard = await t.call('po@demo.test', pairingRoutes.assign, {
      eiIds: [eiId],
      action: 'DISCARD',
      brandId: [brand.brandId],
    });
    expect(discard.status).toBe(200);
    const res = await exportCsv('po@demo.test', 'DISCARDED');
    expect(res.headers['content-disposition']).toMatch(`discarded-brands-${eiId}-`);
    const discarded = (parse(res.body) as string[][]).slice(1).map((r) => r[0]);
    expect(discarded).toEqual(await listed('po@demo.test', 'DISCARDED'));
    expect(discarded).toContain(brand.brandName);
    const unassigned = (await csvRows('po@demo.test', 'UNASSIGNED')).map((r) => r[0]);
    expect(unassigned).not.toContain(brand.brandName);
  });

  it('writes a formula-looking brand name as text', async () => {
    const brand = (
      await t.call('po@demo.test', pairingRoutes.unassignedList, {
        eiId,
        selectionType: 'UNASSIGNED',
        count: 1,
      })
    ).body.data.brands[0];
    const name = `=HYPERLINK("http://x.test","${brand.brandId}")`;
    await t.db.execute(sql`update brands set name = ${name} where id = ${brand.brandId}`);
    const rows = await csvRows('po@demo.test', 'UNASSIGNED', {
      filters: { searchFor: 'hyperlink' },
    });
    expect(rows.slice(1).map((r) => r[0])).toEqual([`'${name}`]);
  });

  it('answers as the list does: 403 without a pipeline, 404 for an unknown event inventory, 400 for bad input', async () => {
    const hr = await t.call('hr@demo.test', pairingRoutes.unassignedCsv, {
      eiId,
      selectionType: 'UNASSIGNED',
    });
    expect(hr.status).toBe(403);
    expect(hr.body.message).toBe(MESSAGES.assignAccessDenied);
    const unknown = await t.call('po@demo.test', pairingRoutes.unassignedCsv, {
      eiId: 987654,
      selectionType: 'DISCARDED',
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      { eiId: 0, selectionType: 'UNASSIGNED' },
      { eiId: 'x', selectionType: 'UNASSIGNED' },
      { eiId, selectionType: 'ASSIGNED' },
      { eiId, selectionType: 'UNASSIGNED', timeZone: 'Mars/Olympus' },
    ]) {
      const res = await t.raw('po@demo.test', 'POST', '/api/event/brand/v2/csv', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
