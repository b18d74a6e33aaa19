import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readTable } from './parser.js';

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

async function readAll(file: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const r of readTable(file, 'xlsx')) rows.push(r.cells);
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
