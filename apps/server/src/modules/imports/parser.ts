import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { exceljs } from '../../lib/excel.js';
import { IMPORT_MESSAGES } from '@crm/contracts';
import { badRequest } from '../../lib/errors.js';

/** The kinds of file an import reads. */
export type TableKind = 'csv' | 'xlsx';

/** One line of a table: its 1-based row number as a spreadsheet shows it (header = 1) and its cells as text. */
export type TableRow = { row: number; cells: string[] };

/** Picks the CSV delimiter (comma, semicolon or tab) that occurs most in the file's first line. */
async function sniffDelimiter(file: string): Promise<string> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const first = buf.subarray(0, bytesRead).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
    const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length - 1] as const);
    return counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  } finally {
    await fh.close();
  }
}

/**
 * Text of an ExcelJS cell value: numbers as typed, dates as YYYY-MM-DD, rich text, links and formula
 * results as their text. Throws on any other shape (e.g. `{ sharedString: 3 }` when the file's shared
 * strings could not be read), so readTable answers "unreadable" rather than importing "[object Object]".
 */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('formula' in v || 'sharedFormula' in v) return cellText(v.result as ExcelJS.CellValue);
  if ('error' in v) return '';
  throw new Error(`unreadable cell value ${JSON.stringify(v)}`);
}

async function* csvRows(file: string): AsyncGenerator<TableRow> {
  // pipeline: a read error ends the parser with it (the loop below throws) instead of escaping as an unhandled error
  const parser = pipeline(
    createReadStream(file),
    parse({
      bom: true,
      delimiter: await sniffDelimiter(file),
      relax_column_count: true,
      skip_empty_lines: false,
    }),
    () => undefined,
  );
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row++;
    yield { row, cells };
  }
}

async function* xlsxRows(file: string): AsyncGenerator<TableRow> {
  const { stream } = await exceljs();
  const reader = new stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (r.values as ExcelJS.CellValue[]) ?? [];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield { row: r.number, cells };
    }
    return; // the first worksheet only
  }
}

/**
 * Reads a stored import file row by row (streaming): the header first, then the data rows. Rows whose
 * cells are all blank are skipped (their numbers are kept). A file that cannot be read answers 400.
 */
export async function* readTable(file: string, kind: TableKind): AsyncGenerator<TableRow> {
  try {
    for await (const r of kind === 'csv' ? csvRows(file) : xlsxRows(file)) {
      if (r.cells.every((c) => c.trim() === '')) continue;
      yield r;
    }
  } catch (err) {
    const where = (err as { lines?: number }).lines
      ? ` (near line ${(err as { lines: number }).lines})`
      : '';
    throw badRequest(`${IMPORT_MESSAGES.fileUnreadable}${where}`, 'FILE_UNREADABLE');
  }
}

/** Header names made usable: trimmed, blank ones named 'Column N', repeats suffixed ' (2)', ' (3)'. */
export function uniqueHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((c, i) => {
    const base = c.trim() || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}
