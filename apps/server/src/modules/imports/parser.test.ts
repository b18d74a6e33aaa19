import fs, { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportLimit } from '@crm/contracts';
import { readTable, type TableLimits } from './parser.js';

const dir = mkdtempSync(path.join(tmpdir(), 'crm-parser-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const ROWS = [
  ['Brand Name', 'Industry', 'Revenue'],
  ['Delta Foods', 'FMCG', '42'],
  ['Epsilon Cars', '', '7.25'],
];

/** The parts of a small workbook written by exceljs, which stores xl/workbook.xml last. */
async function workbookParts(): Promise<Record<string, Uint8Array>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Brands');
  for (const r of ROWS) ws.addRow(r.map((c) => (/^[\d.]+$/.test(c) ? Number(c) : c)));
  return unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
}

/** Writes the parts as an .xlsx, in the given order (a zip reader meets them in this order). */
function xlsxFile(name: string, parts: Record<string, Uint8Array>, order: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, zipSync(Object.fromEntries(order.map((p) => [p, parts[p]]))));
  return file;
}

async function readAll(
  file: string,
  limits: TableLimits = IMPORT_LIMITS,
  kind: 'csv' | 'xlsx' = 'xlsx',
): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const r of readTable(file, kind, limits)) rows.push(r.cells);
  return rows;
}

/**
 * exceljs sets a worksheet met before the shared strings aside in a temporary file. While that write
 * finished, the zip stream could reach its end and the parts after the worksheet were lost (exceljs
 * issue 3064, patched in patches/): the upload was refused as unreadable, or its text cells came out as
 * "[object Object]". A slow disk makes that window wide on every run.
 */
function slowTemporaryFiles() {
  const real = fs.createWriteStream;
  vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: string, options: never) => {
    const out = real(file, options);
    return new Writable({
      write: (chunk, encoding, done) => void out.write(chunk, encoding, done),
      final: (done) => void setTimeout(() => out.end(done), 50),
    });
  }) as typeof fs.createWriteStream);
}

describe('readTable (xlsx)', () => {
  it('reads a workbook written by exceljs (workbook.xml last) while setting its worksheet aside is slow', async () => {
    const parts = await workbookParts();
    slowTemporaryFiles();
    expect(await readAll(xlsxFile('exceljs.xlsx', parts, Object.keys(parts)))).toEqual(ROWS);
  });

  it('reads a workbook in Excel’s part order (shared strings after the worksheet) while that is slow', async () => {
    const parts = await workbookParts();
    const excelOrder = [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/theme/theme1.xml',
      'xl/styles.xml',
      'xl/sharedStrings.xml',
      'docProps/core.xml',
      'docProps/app.xml',
    ];
    slowTemporaryFiles();
    expect(await readAll(xlsxFile('excel.xlsx', parts, excelOrder))).toEqual(ROWS);
  });

  it('reads date cells as the days they show: 1904 date system, formula results, ISO cells (t="d"), the workbook part last', async () => {
    const wb = new ExcelJS.Workbook();
    wb.properties.date1904 = true;
    const ws = wb.addWorksheet('Events');
    const day = new Date(Date.UTC(2033, 2, 31));
    ws.addRow(['Name', 'Start', 'Next', 'Iso', 'Not a day']);
    ws.addRow(['Pune', day, { formula: 'B2+1', result: new Date(Date.UTC(2033, 3, 1)) }, day, day]);
    for (const col of [2, 3, 4, 5]) ws.getColumn(col).numFmt = 'dd/mm/yyyy';
    const parts = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
    const sheet = 'xl/worksheets/sheet1.xml';
    parts[sheet] = strToU8(
      strFromU8(parts[sheet])
        .replace(/<c r="D2"[^>]*>.*?<\/c>/, '<c r="D2" t="d"><v>2033-04-02T10:30:00</v></c>')
        .replace(/<c r="E2"[^>]*>.*?<\/c>/, '<c r="E2" t="d"><v>2033-02-31</v></c>'),
    );
    // what the worksheet needs (strings, rels, styles) before it and the workbook (its date system) after it
    const first = ['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', sheet];
    const order = [
      ...first,
      ...Object.keys(parts).filter((p) => !first.includes(p) && p !== 'xl/workbook.xml'),
      'xl/workbook.xml',
    ];
    expect(await readAll(xlsxFile('dates-1904.xlsx', parts, order))).toEqual([
      ['Name', 'Start', 'Next', 'Iso', 'Not a day'],
      ['Pune', '2033-03-31', '2033-04-01', '2033-04-02', '2033-02-31'],
    ]);
  });

  it('a workbook whose text cells point at shared strings it lacks is unreadable (400), never "[object Object]"', async () => {
    const parts = await workbookParts();
    const order = Object.keys(parts).filter((p) => p !== 'xl/sharedStrings.xml');
    const types = strFromU8(parts['[Content_Types].xml']).replace(
      /<Override[^>]*sharedStrings[^>]*\/>/,
      '',
    );
    const file = xlsxFile(
      'no-strings.xlsx',
      { ...parts, '[Content_Types].xml': strToU8(types) },
      order,
    );
    await expect(readAll(file)).rejects.toMatchObject({ status: 400, code: 'FILE_UNREADABLE' });
  });
});

/** A workbook of `rows` rows × `columns` columns of distinct texts, with `junk` zero bytes in a part of its own. */
async function bigWorkbook(name: string, { rows = 3, columns = 3, junk = 0 }): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Brands');
  for (let r = 0; r < rows; r++) ws.addRow(Array.from({ length: columns }, (_, c) => `r${r}c${c}`));
  const parts = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  if (junk) parts['xl/media/junk.bin'] = new Uint8Array(junk);
  return xlsxFile(name, parts, Object.keys(parts));
}

/** IMPORT_LIMITS with one lowered, so a small file is past it. */
const lowered = (limit: ImportLimit, to: number): TableLimits => ({
  ...IMPORT_LIMITS,
  [limit]: to,
});

const refusedFor = (limit: ImportLimit) => ({
  status: 400,
  code: 'FILE_TOO_BIG',
  message: IMPORT_MESSAGES.tooBig(limit),
});

describe('readTable limits (IMPORT_LIMITS)', () => {
  it('a zip declaring more than the inflated-bytes cap is refused before anything inflates (a bomb)', async () => {
    const file = await bigWorkbook('bomb.xlsx', { junk: 4 * 1024 * 1024 });
    expect(fs.statSync(file).size).toBeLessThan(64 * 1024);
    const inflate = vi.spyOn(zlib, 'createInflateRaw');
    await expect(readAll(file, lowered('inflatedBytes', 1024 * 1024))).rejects.toMatchObject(
      refusedFor('inflatedBytes'),
    );
    expect(inflate).not.toHaveBeenCalled();
    expect(await readAll(file)).toHaveLength(3);
  });

  it('a part inflating past the cap while its zip declares it small is stopped as it inflates', async () => {
    const file = await bigWorkbook('lying-bomb.xlsx', { junk: 4 * 1024 * 1024 });
    const bytes = fs.readFileSync(file);
    const name = Buffer.from('xl/media/junk.bin');
    const local = bytes.indexOf(name);
    const central = bytes.indexOf(name, local + 1);
    bytes.writeUInt32LE(10, local - 30 + 22); // the local header's inflated size
    bytes.writeUInt32LE(10, central - 46 + 24); // the central directory's
    writeFileSync(file, bytes);
    await expect(readAll(file, lowered('inflatedBytes', 1024 * 1024))).rejects.toMatchObject(
      refusedFor('inflatedBytes'),
    );
  });

  it('styles past the per-part cap are refused as they inflate, before their formats are made (a styles bomb)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Brands').addRow(['Brand name']);
    const parts = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
    const xf = '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>';
    parts['xl/styles.xml'] = strToU8(
      strFromU8(parts['xl/styles.xml']).replace(
        /<cellXfs count="\d+">/,
        `<cellXfs count="5000">${xf.repeat(5000)}`,
      ),
    );
    const file = xlsxFile('styles-bomb.xlsx', parts, Object.keys(parts));
    await expect(readAll(file, lowered('partBytes', 64 * 1024))).rejects.toMatchObject(
      refusedFor('partBytes'),
    );
    expect(await readAll(file)).toHaveLength(1);
  });

  it('more shared strings than the cap are refused before more are cached', async () => {
    const file = await bigWorkbook('strings.xlsx', { rows: 20, columns: 5 });
    await expect(readAll(file, lowered('sharedStrings', 50))).rejects.toMatchObject(
      refusedFor('sharedStrings'),
    );
  });

  it('rows, columns and cells past their caps are refused, in .xlsx and .csv', async () => {
    const file = await bigWorkbook('rows.xlsx', { rows: 30, columns: 4 });
    const csv = path.join(dir, 'rows.csv');
    writeFileSync(csv, (await readAll(file)).map((r) => r.join(',')).join('\r\n'));
    for (const [f, kind] of [
      [file, 'xlsx'],
      [csv, 'csv'],
    ] as const) {
      await expect(readAll(f, lowered('rows', 28), kind)).rejects.toMatchObject(refusedFor('rows'));
      expect(await readAll(f, lowered('rows', 29), kind)).toHaveLength(30);
      await expect(readAll(f, lowered('columns', 3), kind)).rejects.toMatchObject(
        refusedFor('columns'),
      );
      await expect(readAll(f, lowered('cells', 100), kind)).rejects.toMatchObject(
        refusedFor('cells'),
      );
    }
  });

  it('a worksheet set aside in a temporary file is removed as soon as the read ends or stops', async () => {
    const parts = await workbookParts();
    // the worksheet before the shared strings and the workbook's parts: exceljs sets it aside
    const sheetFirst = Object.keys(parts).sort((a, b) =>
      a.includes('worksheets/') ? -1 : b.includes('worksheets/') ? 1 : 0,
    );
    const file = xlsxFile('sheet-first.xlsx', parts, sheetFirst);
    const temp = mkdtempSync(path.join(tmpdir(), 'crm-parser-tmp-'));
    vi.stubEnv('TMPDIR', temp);
    try {
      expect(await readAll(file)).toEqual(ROWS);
      expect(readdirSync(temp)).toEqual([]);
      await expect(readAll(file, lowered('rows', 1))).rejects.toMatchObject(refusedFor('rows'));
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it('a CSV line past the column cap is refused as it streams, before the parser makes it a row', async () => {
    const file = path.join(dir, 'wide.csv');
    // columns enough for the cap, then a quote the parser refuses: only a read that stops at the cap says FILE_TOO_BIG
    writeFileSync(file, `Brand Name\r\n${','.repeat(IMPORT_LIMITS.columns)}a"b\r\n`);
    await expect(readAll(file, IMPORT_LIMITS, 'csv')).rejects.toMatchObject(refusedFor('columns'));
    const quoted = path.join(dir, 'quoted-commas.csv');
    writeFileSync(quoted, `Brand Name\r\n"${','.repeat(IMPORT_LIMITS.columns * 2)}"\r\n`);
    expect(await readAll(quoted, IMPORT_LIMITS, 'csv')).toEqual([
      ['Brand Name'],
      [','.repeat(IMPORT_LIMITS.columns * 2)],
    ]);
  });
});
