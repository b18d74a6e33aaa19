import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  EVENT_ADMIN_MESSAGES,
  eventAdminRoutes,
  eventImportRoutes,
  type EventImportMapping,
} from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import { multipartFile } from '../../../test/uploads.js';

const ADMIN = 'admin@demo.test';

const HEADER = [
  'Event name',
  'Start date',
  'End date',
  'City',
  'Category',
  'Venue',
  'Description',
  'Inventory',
  'Sales target',
  'Project owners',
  'SMEs',
];
const MAPPING: EventImportMapping = {
  eventName: 'Event name',
  startDate: 'Start date',
  endDate: 'End date',
  city: 'City',
  category: 'Category',
  venue: 'Venue',
  description: 'Description',
  inventory: 'Inventory',
  salesTarget: 'Sales target',
  projectOwners: 'Project owners',
  smes: 'SMEs',
};
const csv = (rows: string[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n');

describe.each(testDatabases('both'))('event import on %s', (kind) => {
  let t: TestApp;
  let city: string;
  let inv: [string, string];
  let po: { id: number; email: string };
  let smeId: number;

  /** Everything an event import writes: the harness fingerprint, events, event inventories, owners, history, notifications. */
  const fingerprint = async () => {
    const { rows } = await t.db.execute<{ f: string }>(sql`select concat_ws('|',
      (select md5(coalesce(string_agg(concat_ws(',', id, name, start_date, end_date, city_id, category, venue, description, updated_at), ';' order by id), '')) from events),
      (select md5(coalesce(string_agg(concat_ws(',', id, event_id, inventory_id, sales_target), ';' order by id), '')) from event_inventories),
      (select count(*) from event_inventory_owners), (select count(*) from event_smes),
      (select count(*) from event_history), (select count(*) from notifications)) as f`);
    return `${await dbFingerprint(t.db)}#${rows[0].f}`;
  };

  const upload = async (email: string, fileName: string, content: Buffer | string) => {
    const body = multipartFile(fileName, content);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${eventImportRoutes.parse.path}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: await t.auth(email) },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const uploadCsv = async (rows: string[][]) => {
    const res = await upload(ADMIN, 'season.csv', csv([HEADER, ...rows]));
    expect(res.status).toBe(200);
    return res.body.data.uploadId as string;
  };
  const dry = (uploadId: string) =>
    t.call(ADMIN, eventImportRoutes.dryRun, { uploadId, mapping: MAPPING });
  const run = (uploadId: string) =>
    t.call(ADMIN, eventImportRoutes.run, { uploadId, mapping: MAPPING });
  const eventNamed = async (name: string) => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from events where name = ${name}`,
    );
    return rows[0] ? Number(rows[0].id) : null;
  };
  const row = (o: Partial<Record<string, string>>): string[] => HEADER.map((h) => o[h] ?? '');
  const season = (name: string, i: 0 | 1, more: Partial<Record<string, string>> = {}) =>
    row({
      'Event name': name,
      'Start date': '2032-05-01',
      'End date': '20/05/2032',
      City: city,
      Category: 'Cricket',
      Venue: 'Main ground',
      Inventory: inv[i],
      'Sales target': i ? '2.5' : '10',
      'Project owners': po.email,
      SMEs: 'sme@demo.test',
      ...more,
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 20 });
    const q = async <T extends Record<string, unknown>>(s: ReturnType<typeof sql>) =>
      (await t.db.execute<T>(s)).rows;
    city = (
      await q<{ name: string }>(sql`select min(name) as name from cities
        group by lower(name) having count(*) = 1 order by 1 limit 1`)
    )[0].name;
    const invs = await q<{ name: string }>(sql`select min(name) as name from inventories
      group by lower(name) having count(*) = 1 order by 1 limit 2`);
    inv = [invs[0].name, invs[1].name];
    const p = await q<{ id: number; email: string }>(sql`select id, email from users
      where 'PO' = any(roles) and status = 'ACTIVE' order by email <> 'po@demo.test', id limit 1`);
    po = { id: Number(p[0].id), email: p[0].email };
    smeId = Number(
      (await q<{ id: number }>(sql`select id from users where email = 'sme@demo.test'`))[0].id,
    );
  });
  afterAll(() => t?.close());

  it('dry run of 2 events × 2 inventories plans 2 to create and writes nothing; the run creates them; a second run changes nothing', async () => {
    const id = await uploadCsv([
      season('Import League A', 0),
      season('Import League A', 1),
      season('Import Cup B', 0, { Category: 'FOOTBALL', Venue: '' }),
      season('Import Cup B', 1, { Category: 'FOOTBALL', Venue: '' }),
    ]);
    const before = await fingerprint();
    const d = await dry(id);
    expect(d.status).toBe(200);
    expect(d.body.data.errors).toEqual([]);
    expect(d.body.data.plan.toCreate.map((e) => e.eventName).sort()).toEqual([
      'Import Cup B',
      'Import League A',
    ]);
    expect(d.body.data.plan.toCreate[0].season).toBe('2032-33');
    expect(d.body.data.plan).toMatchObject({ toUpdate: [], unchanged: [], inventoriesToAdd: 4 });
    expect(await fingerprint()).toBe(before);

    const r = await run(id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ created: 2, updated: 0, unchanged: 0, errors: [] });
    const a = (await eventNamed('Import League A'))!;
    const form = (await t.call(ADMIN, eventAdminRoutes.get, { eventId: a })).body.data;
    expect(form).toMatchObject({
      startDate: '2032-05-01',
      endDate: '2032-05-20',
      cityName: city,
      category: 'CRICKET',
      venue: 'Main ground',
    });
    expect(form.inventories.map((i) => [i.inventoryName, i.salesTarget]).sort()).toEqual(
      [
        [inv[0], 10],
        [inv[1], 2.5],
      ].sort(),
    );
    expect(form.projectOwners.map((u) => u.userId)).toEqual([po.id]);
    expect(form.smes.map((u) => u.userId)).toEqual([smeId]);
    const b = (await eventNamed('Import Cup B'))!;
    expect((await t.call(ADMIN, eventAdminRoutes.get, { eventId: b })).body.data).toMatchObject({
      category: 'FOOTBALL',
      venue: null,
    });
    const history = await t.call(ADMIN, eventAdminRoutes.history, { eventId: a });
    expect(history.body.data.history.map((h) => h.action)).toEqual(['IMPORTED']);

    const after = await fingerprint();
    const again = await run(id);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
    expect(await fingerprint()).toBe(after);
    const dry2 = await dry(id);
    expect(dry2.body.data.plan.unchanged).toHaveLength(2);
  });

  it('a later file adds an inventory and retargets one, never removing the event’s others', async () => {
    const id = await uploadCsv([season('Import League A', 1, { 'Sales target': '4' })]);
    const d = await dry(id);
    expect(d.body.data.plan).toMatchObject({ inventoriesToAdd: 0, targetsToChange: 1 });
    expect(d.body.data.plan.toUpdate[0].changes).toEqual([`Sales target · ${inv[1]}: 2.5 → 4`]);
    const r = await run(id);
    expect(r.body.data).toMatchObject({ created: 0, updated: 1 });
    const a = (await eventNamed('Import League A'))!;
    const form = (await t.call(ADMIN, eventAdminRoutes.get, { eventId: a })).body.data;
    expect(form.inventories.map((i) => [i.inventoryName, i.salesTarget]).sort()).toEqual(
      [
        [inv[0], 10],
        [inv[1], 4],
      ].sort(),
    );
    const history = await t.call(ADMIN, eventAdminRoutes.history, { eventId: a });
    expect(history.body.data.history[0].action).toBe('IMPORTED');
  });

  it('reports bad rows by row and column and still imports the good rows', async () => {
    const id = await uploadCsv([
      season('Import Errors C', 0),
      season('Import Errors C', 1, { City: 'Atlantis' }),
      season('Import Errors D', 0, { Inventory: 'No Such Inventory' }),
      season('Import Errors E', 0, { 'Start date': '2032-06-10', 'End date': '2032-06-01' }),
      season('Import Errors F', 0, { 'Sales target': 'lots' }),
      season('Import Errors G', 0, { 'Project owners': 'nobody@nowhere.test' }),
      season('Import Errors C', 1, { 'End date': '2032-05-25' }),
    ]);
    const before = await fingerprint();
    const d = await dry(id);
    expect(d.body.data.errors).toEqual([
      { row: 3, field: 'city', reason: 'city "Atlantis" does not exist' },
      { row: 4, field: 'inventory', reason: 'inventory "No Such Inventory" does not exist' },
      { row: 5, field: 'endDate', reason: EVENT_ADMIN_MESSAGES.endBeforeStart },
      { row: 6, field: 'salesTarget', reason: 'must be a number (crore)' },
      {
        row: 7,
        field: 'projectOwners',
        reason: 'no active project owner (PO) has the email "nobody@nowhere.test"',
      },
      { row: 8, field: 'endDate', reason: 'differs from row 2 of event "Import Errors C"' },
    ]);
    expect(d.body.data.plan.toCreate.map((e) => e.eventName)).toEqual(['Import Errors C']);
    expect(await fingerprint()).toBe(before);
    const r = await run(id);
    expect(r.body.data).toMatchObject({ created: 1 });
    expect(r.body.data.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7, 8]);
    const c = (await eventNamed('Import Errors C'))!;
    const form = (await t.call(ADMIN, eventAdminRoutes.get, { eventId: c })).body.data;
    expect(form.inventories.map((i) => i.inventoryName)).toEqual([inv[0]]);
    for (const n of ['Import Errors D', 'Import Errors E', 'Import Errors F', 'Import Errors G'])
      expect(await eventNamed(n)).toBeNull();
  });

  it('imports the same season from an XLSX file', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Events');
    ws.addRow(HEADER);
    ws.addRow(season('Import Xlsx H', 0));
    ws.addRow(season('Import Xlsx H', 1));
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const parsed = await upload(ADMIN, 'season.xlsx', buf);
    expect(parsed.status).toBe(200);
    expect(parsed.body.data).toMatchObject({ columns: HEADER, rowCount: 2 });
    const r = await run(parsed.body.data.uploadId);
    expect(r.body.data).toMatchObject({ created: 1, errors: [] });
    const h = (await eventNamed('Import Xlsx H'))!;
    const form = (await t.call(ADMIN, eventAdminRoutes.get, { eventId: h })).body.data;
    expect(form.inventories).toHaveLength(2);
  });

  it('refuses everyone but admins with 403 and changes nothing', async () => {
    const before = await fingerprint();
    expect((await upload('bo@demo.test', 'season.csv', csv([HEADER]))).status).toBe(403);
    const id = await uploadCsv([season('Import Refused I', 0)]);
    const mid = await fingerprint();
    for (const email of ['bo@demo.test', 'po@demo.test']) {
      const r = await t.call(email, eventImportRoutes.run, { uploadId: id, mapping: MAPPING });
      expect(r.status).toBe(403);
    }
    expect(await fingerprint()).toBe(mid);
    expect(mid).toBe(before);
  });

  it('answers 400 for a mapped column the file lacks and 404 for an unknown upload', async () => {
    const id = await uploadCsv([season('Import Bad Map J', 0)]);
    const bad = await t.call(ADMIN, eventImportRoutes.dryRun, {
      uploadId: id,
      mapping: { ...MAPPING, venue: 'Stadium' },
    });
    expect(bad.status).toBe(400);
    const gone = await t.call(ADMIN, eventImportRoutes.dryRun, {
      uploadId: '00000000-0000-4000-8000-000000000000',
      mapping: MAPPING,
    });
    expect(gone.status).toBe(404);
  });
});
