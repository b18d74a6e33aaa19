import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  eventImportRoutes,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importRoutes,
  type EventImportMapping,
} from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { multipartFile } from '../../test/uploads.js';
import { importColumns } from '../../test/importColumns.js';

const ADMIN = 'admin@demo.test';
const { header: BRAND_HEADER, mapping: BRAND_MAPPING } = importColumns();
const EVENT_MAPPING: EventImportMapping = {
  eventName: 'Event name',
  startDate: 'Start date',
  endDate: 'End date',
  city: 'City',
  category: 'Category',
  inventory: 'Inventory',
};
const EVENT_HEADER = Object.values(EVENT_MAPPING);

const csvOf = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'));

/**
 * An .xlsx of `rows`. exceljs drops a NUL when it writes, so the text is put into the shared strings
 * afterwards, as the raw character a hostile file holds.
 */
async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet');
  for (const r of rows) ws.addRow(r.map((c) => c.replaceAll('\0', '{NUL}')));
  const parts = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  const strings = 'xl/sharedStrings.xml';
  parts[strings] = strToU8(strFromU8(parts[strings]).replace(/\{NUL\}/g, '\0'));
  return Buffer.from(zipSync(parts));
}

/** The brand and the event import: their parse, dry-run and run routes, header and mapping, and a row with `text` in a cell. */
const IMPORTS = {
  brand: {
    routes: importRoutes,
    header: BRAND_HEADER,
    body: (id: string) => ({ importId: id, mapping: BRAND_MAPPING }),
    idOf: (data: { importId: string }) => data.importId,
    row: (text: string) => BRAND_HEADER.map((_, i) => (i === 0 ? `Hostile ${text}` : '')),
  },
  event: {
    routes: eventImportRoutes,
    header: EVENT_HEADER,
    body: (id: string) => ({ uploadId: id, mapping: EVENT_MAPPING }),
    idOf: (data: { uploadId: string }) => data.uploadId,
    row: (text: string) => [
      `Hostile ${text}`,
      '2033-05-01',
      '2033-05-02',
      place.city,
      'CRICKET',
      place.inventory,
    ],
  },
} as const;

/** A city and an inventory each named once (set before the tests). */
const place = { city: '', inventory: '' };

describe.each(testDatabases('both'))('hostile import files on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 20 });
    const once = async (table: 'cities' | 'inventories') =>
      (
        await t.db.execute<{
          name: string;
        }>(sql`select min(name) as name from ${sql.identifier(table)}
          group by lower(name) having count(*) = 1 order by 1 limit 1`)
      ).rows[0].name;
    place.city = await once('cities');
    place.inventory = await once('inventories');
  });
  afterAll(() => t?.close());

  const upload = async (which: keyof typeof IMPORTS, fileName: string, content: Buffer) => {
    const body = multipartFile(fileName, content);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${IMPORTS[which].routes.parse.path}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: await t.auth(ADMIN) },
    });
    return { status: res.statusCode, body: res.json() };
  };

  for (const which of ['brand', 'event'] as const)
    for (const ext of ['csv', 'xlsx'] as const)
      it(`${which} import: a NUL in a ${ext} cell answers 400 on parse, dry run and run, and changes nothing`, async () => {
        const imp = IMPORTS[which];
        const make = (text: string) =>
          ext === 'csv' ? csvOf([imp.header, imp.row(text)]) : xlsxOf([imp.header, imp.row(text)]);
        // exceljs's XML reader refuses the raw character in an .xlsx before any cell is made
        const refusal =
          ext === 'csv' ? IMPORT_MESSAGES.badCharacter(2, 1) : IMPORT_MESSAGES.fileUnreadable;
        const before = await dbFingerprint(t.db);
        const parsed = await upload(which, `f.${ext}`, await make('a\u0000b'));
        expect([parsed.status, parsed.body.message]).toEqual([400, refusal]);
        // a stored upload read again by the dry run and the run
        const ok = await upload(which, `f.${ext}`, await make('ok'));
        expect(ok.status).toBe(200);
        const id = (imp.idOf as (d: unknown) => string)(ok.body.data);
        writeFileSync(path.join(t.dataDir, 'imports', id), await make('a\u0000b'));
        const steps =
          which === 'brand'
            ? [importRoutes.dryRun, importRoutes.run].map(
                (def) => () => t.call(ADMIN, def, IMPORTS.brand.body(id)),
              )
            : [eventImportRoutes.dryRun, eventImportRoutes.run].map(
                (def) => () => t.call(ADMIN, def, IMPORTS.event.body(id)),
              );
        for (const step of steps) {
          const res = await step();
          expect([res.status, res.body.message]).toEqual([400, refusal]);
        }
        expect(await dbFingerprint(t.db)).toBe(before);
      });

  it('a lone surrogate in a UTF-16 CSV cell answers 400 naming the cell, and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const text = `${BRAND_HEADER.join(',')}\r\nHostile \uD800 brand${','.repeat(BRAND_HEADER.length - 1)}`;
    const res = await upload('brand', 'utf16.csv', Buffer.from(`\uFEFF${text}`, 'utf16le'));
    expect([res.status, res.body.message]).toEqual([400, IMPORT_MESSAGES.badCharacter(2, 1)]);
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('a NUL in the file’s name is dropped, never stored', async () => {
    const imp = IMPORTS.brand;
    const res = await upload('brand', 'bra\u0000nds.csv', csvOf([imp.header, imp.row('name')]));
    expect([res.status, res.body.data?.fileName]).toEqual([200, 'brands.csv']);
  });

  it('impossible dates are errors of their rows (dry run and run), never a 500; nothing changes', async () => {
    const imp = IMPORTS.event;
    const dated = (start: string, end: string) => {
      const r = imp.row(`dates ${start}`);
      return [r[0], start, end, ...r.slice(3)];
    };
    const rows = [
      dated('2033-02-30', '2033-03-01'),
      dated('31/02/2033', '2033-03-01'),
      dated('0000-01-01', '0000-01-02'),
      dated('2033-13-01', '99999-01-01'),
    ];
    const before = await dbFingerprint(t.db);
    for (const ext of ['csv', 'xlsx'] as const) {
      const file =
        ext === 'csv' ? csvOf([imp.header, ...rows]) : await xlsxOf([imp.header, ...rows]);
      const parsed = await upload('event', `dates.${ext}`, file);
      expect(parsed.status).toBe(200);
      const body = imp.body(parsed.body.data.uploadId);
      const dry = await t.call(ADMIN, eventImportRoutes.dryRun, body);
      expect(dry.status).toBe(200);
      expect(dry.body.data.errors.map((e) => [e.row, e.field])).toEqual([
        [2, 'startDate'],
        [3, 'startDate'],
        [4, 'startDate'],
        [4, 'endDate'],
        [5, 'startDate'],
        [5, 'endDate'],
      ]);
      const run = await t.call(ADMIN, eventImportRoutes.run, body);
      expect([run.status, run.body.data.created, run.body.data.errors.length]).toEqual([200, 0, 6]);
    }
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it('a file past the row cap is refused at upload with 400 and not kept', async () => {
    const uploads = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from import_uploads`))
        .rows[0].n;
    const before = [await dbFingerprint(t.db), await uploads()];
    const rows = `${BRAND_HEADER.join(',')}\r\n${'Row brand\r\n'.repeat(IMPORT_LIMITS.rows + 1)}`;
    const res = await upload('brand', 'many.csv', Buffer.from(rows));
    expect([res.status, res.body.error, res.body.message]).toEqual([
      400,
      'FILE_TOO_BIG',
      IMPORT_MESSAGES.tooBig('rows'),
    ]);
    expect([await dbFingerprint(t.db), await uploads()]).toEqual(before);
  });
});
