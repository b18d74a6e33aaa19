import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { eventAdminRoutes, eventImportRoutes, type EventImportMapping } from '@crm/contracts';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { multipartFile } from '../../../test/uploads.js';

/**
 * An event plan exported from Excel: its date columns are real date cells (serials, in the 1900 or the
 * 1904 date system, or ISO text cells `t="d"`), not text.
 */

const ADMIN = 'admin@demo.test';
const HEADER = ['Event name', 'Start date', 'End date', 'City', 'Category', 'Inventory'];
const MAPPING: EventImportMapping = {
  eventName: 'Event name',
  startDate: 'Start date',
  endDate: 'End date',
  city: 'City',
  category: 'Category',
  inventory: 'Inventory',
};

/** A plan's rows [name, start, end] as an exceljs workbook, the dates as date-styled cells. */
function planWorkbook(rows: [string, Date, Date][], city: string, inv: string) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Events');
  ws.addRow(HEADER);
  for (const [name, start, end] of rows) ws.addRow([name, start, end, city, 'Cricket', inv]);
  for (const col of [2, 3]) ws.getColumn(col).numFmt = 'dd/mm/yyyy';
  return wb;
}

/** The workbook's bytes with the cells named in `iso` (e.g. B2) rewritten as ISO date cells: `<c t="d"><v>{iso}</v></c>`. */
async function withIsoDateCells(wb: ExcelJS.Workbook, iso: Record<string, string>) {
  const parts = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  const sheet = 'xl/worksheets/sheet1.xml';
  let xml = strFromU8(parts[sheet]);
  for (const [ref, text] of Object.entries(iso)) {
    const cell = new RegExp(`<c r="${ref}"[^>]*>.*?</c>`);
    expect(xml).toMatch(cell);
    xml = xml.replace(cell, `<c r="${ref}" t="d"><v>${text}</v></c>`);
  }
  parts[sheet] = strToU8(xml);
  return Buffer.from(zipSync(parts));
}

describe.each(testDatabases('both'))('event import of Excel date cells on %s', (kind) => {
  let t: TestApp;
  let city: string;
  let inv: string;

  /** Uploads the plan, dry-runs and runs it (no errors in either); the events named `prefix…` as stored. */
  async function imported(bytes: Buffer, prefix: string) {
    const body = multipartFile('plan.xlsx', bytes);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api${eventImportRoutes.parse.path}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: await t.auth(ADMIN) },
    });
    expect(up.statusCode).toBe(200);
    const uploadId = up.json().data.uploadId as string;
    const d = await t.call(ADMIN, eventImportRoutes.dryRun, { uploadId, mapping: MAPPING });
    expect(d.body.data?.errors).toEqual([]);
    const r = await t.call(ADMIN, eventImportRoutes.run, { uploadId, mapping: MAPPING });
    expect(r.body.data?.errors).toEqual([]);
    return (
      await t.db.execute<{ name: string; s: string; e: string }>(sql`select name,
        to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e from events
        where name like ${`${prefix}%`} order by name`)
    ).rows;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 5, pairings: 5 });
    const one = async (s: ReturnType<typeof sql>) =>
      (await t.db.execute<{ name: string }>(s)).rows[0].name;
    city = await one(sql`select min(name) as name from cities
      group by lower(name) having count(*) = 1 order by 1 limit 1`);
    inv = await one(sql`select min(name) as name from inventories
      group by lower(name) having count(*) = 1 order by 1 limit 1`);
  });
  afterAll(() => t?.close());

  it('reads date-styled cells as the days they show, in the dry run and the run', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Events');
    ws.addRow(HEADER);
    // Excel stores a typed day as a whole serial: exceljs writes a UTC midnight as one
    ws.addRow([
      'Xlsx Dates K',
      new Date(Date.UTC(2033, 2, 31)),
      new Date(Date.UTC(2033, 3, 2)),
      city,
      'Cricket',
      inv,
    ]);
    ws.addRow([
      'Xlsx Dates L',
      new Date(Date.UTC(2032, 11, 31)),
      new Date(Date.UTC(2033, 0, 1)),
      city,
      'Cricket',
      inv,
    ]);
    for (const col of [2, 3]) ws.getColumn(col).numFmt = 'dd/mm/yyyy';
    const body = multipartFile('plan.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const up = await t.app.inject({
      method: 'POST',
      url: `/api${eventImportRoutes.parse.path}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: await t.auth(ADMIN) },
    });
    expect(up.statusCode).toBe(200);
    const uploadId = up.json().data.uploadId as string;

    const d = await t.call(ADMIN, eventImportRoutes.dryRun, { uploadId, mapping: MAPPING });
    expect(d.status).toBe(200);
    expect(d.body.data.errors).toEqual([]);
    expect(d.body.data.plan.toCreate.map((e) => [e.eventName, e.season]).sort()).toEqual([
      ['Xlsx Dates K', '2032-33'],
      ['Xlsx Dates L', '2032-33'],
    ]);

    const r = await t.call(ADMIN, eventImportRoutes.run, { uploadId, mapping: MAPPING });
    expect(r.body.data).toMatchObject({ created: 2, errors: [] });
    const { rows } = await t.db.execute<{ name: string; s: string; e: string }>(sql`select name,
      to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e from events
      where name like 'Xlsx Dates %' order by name`);
    expect(rows).toEqual([
      { name: 'Xlsx Dates K', s: '2033-03-31', e: '2033-04-02' },
      { name: 'Xlsx Dates L', s: '2032-12-31', e: '2033-01-01' },
    ]);
    const [k] = (
      await t.db.execute<{ id: number }>(sql`select id from events where name = 'Xlsx Dates K'`)
    ).rows;
    const form = (await t.call(ADMIN, eventAdminRoutes.get, { eventId: Number(k.id) })).body.data;
    expect(form).toMatchObject({ startDate: '2033-03-31', endDate: '2033-04-02' });
  });

  it('reads the date cells of a workbook in the 1904 date system as the days they show', async () => {
    const wb = planWorkbook(
      [
        ['Xlsx 1904 M', new Date(Date.UTC(2033, 2, 31)), new Date(Date.UTC(2033, 3, 2))],
        ['Xlsx 1904 N', new Date(Date.UTC(2032, 11, 31)), new Date(Date.UTC(2033, 0, 1))],
      ],
      city,
      inv,
    );
    wb.properties.date1904 = true; // workbookPr date1904="1": serials count days from 1904-01-01
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await imported(bytes, 'Xlsx 1904 ')).toEqual([
      { name: 'Xlsx 1904 M', s: '2033-03-31', e: '2033-04-02' },
      { name: 'Xlsx 1904 N', s: '2032-12-31', e: '2033-01-01' },
    ]);
  });

  it('reads ISO date cells (t="d"), a date or a date and time, as the days they write', async () => {
    const day = new Date(Date.UTC(2040, 0, 1)); // rewritten below
    const wb = planWorkbook(
      [
        ['Xlsx Iso P', day, day],
        ['Xlsx Iso Q', day, day],
      ],
      city,
      inv,
    );
    const bytes = await withIsoDateCells(wb, {
      B2: '2033-03-31',
      C2: '2033-04-02T00:00:00',
      B3: '2032-12-31T23:30:00.000Z',
      C3: '2033-01-01T09:15:00+05:30',
    });
    expect(await imported(bytes, 'Xlsx Iso ')).toEqual([
      { name: 'Xlsx Iso P', s: '2033-03-31', e: '2033-04-02' },
      { name: 'Xlsx Iso Q', s: '2032-12-31', e: '2033-01-01' },
    ]);
  });
});
