import { createReadStream } from 'node:fs';
import { pipeline, Transform } from 'node:stream';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { declaredInflatedBytes, exceljs } from '../../lib/excel.js';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportLimit } from '@crm/contracts';
import { AppError, badRequest } from '../../lib/errors.js';

/** The kinds of file an import reads. */
export type TableKind = 'csv' | 'xlsx';

/** One line of a table: its 1-based row number as a spreadsheet shows it (header = 1) and its cells as text. */
export type TableRow = { row: number; cells: string[] };

/** The caps of a read (IMPORT_LIMITS; lower ones in tests). */
export type TableLimits = Record<ImportLimit, number>;

/** 400 FILE_TOO_BIG for a file past one of IMPORT_LIMITS. */
const tooBig = (limit: ImportLimit) =>
  new AppError(400, 'FILE_TOO_BIG', IMPORT_MESSAGES.tooBig(limit));

/** Whether a text holds what no database text column can: a NUL character, or half of a UTF-16 surrogate pair. */
const unstorable = (text: string) => text.includes('\0') || /\p{Cs}/u.test(text);

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
 * Text of an ExcelJS cell value: numbers as typed, dates as YYYY-MM-DD (the day the cell shows: exceljs
 * gives a date cell's day and time as UTC), rich text, links and formula results as their text. Throws on any other shape (e.g. `{ sharedString: 3 }` when the file's shared
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

/**
 * The CSV bytes as they are, refused (FILE_TOO_BIG) once a line holds `columns` delimiters outside
 * quotes: a line of millions of empty fields stops here, before the parser makes them a row. The
 * delimiter, quote and line feed are ASCII, so bytes are compared (UTF-8 never repeats them in a
 * character of several bytes).
 */
function columnGuard(delimiter: string, columns: number): Transform {
  const [sep, quote, lineFeed] = [delimiter.charCodeAt(0), 0x22, 0x0a];
  let [quoted, seen] = [false, 0];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const byte of chunk) {
        if (byte === quote) quoted = !quoted;
        else if (quoted) continue;
        else if (byte === lineFeed) seen = 0;
        else if (byte === sep && ++seen >= columns) return done(tooBig('columns'));
      }
      done(null, chunk);
    },
  });
}

async function* csvRows(file: string, limits: TableLimits): AsyncGenerator<TableRow> {
  const delimiter = await sniffDelimiter(file);
  // pipeline: a read error ends the parser with it (the loop below throws) instead of escaping as an unhandled error
  const parser = pipeline(
    createReadStream(file),
    columnGuard(delimiter, limits.columns),
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }),
    () => undefined,
  );
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row++;
    yield { row, cells };
  }
}

/**
 * The first worksheet's rows, streamed by exceljs; refused at once when the zip declares more than
 * `limits.inflatedBytes` (declaredInflatedBytes), and with its inflated bytes (in all and per part read
 * whole: the styles, the workbook) and shared strings capped
 * (`limits`, enforced by our patch of its reader, patches/exceljs+4.4.0.patch, which also removes a
 * worksheet set aside in a temporary file as soon as the read ends or stops); a row past
 * `limits.columns` columns is refused before its cells are made. The styles are read so that a
 * date-styled cell is a date (in the workbook's 1900 or 1904 date system), as is an ISO date cell
 * (`t="d"`, read by the patch); the patch reads a worksheet only once the workbook and its styles are.
 */
async function* xlsxRows(file: string, limits: TableLimits): AsyncGenerator<TableRow> {
  if (((await declaredInflatedBytes(file)) ?? 0) > limits.inflatedBytes)
    throw tooBig('inflatedBytes');
  const { stream } = await exceljs();
  const options = {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
    limits: {
      inflatedBytes: limits.inflatedBytes,
      partBytes: limits.partBytes,
      sharedStrings: limits.sharedStrings,
    },
  } as const;
  const reader = new stream.xlsx.WorkbookReader(file, options);
  for await (const sheet of reader) {
    for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (r.values as ExcelJS.CellValue[]) ?? [];
      if (values.length - 1 > limits.columns) throw tooBig('columns');
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield { row: r.number, cells };
    }
    return; // the first worksheet only
  }
}

/** The failure of a read as the answer: ours as they are, a cap of the xlsx reader as FILE_TOO_BIG, anything else 400 FILE_UNREADABLE. */
function readError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; limit?: ImportLimit; lines?: number };
  if (e.code === 'XLSX_LIMIT' && e.limit) return tooBig(e.limit);
  const where = e.lines ? ` (near line ${e.lines})` : '';
  return badRequest(`${IMPORT_MESSAGES.fileUnreadable}${where}`, 'FILE_UNREADABLE');
}

/**
 * Reads a stored import file row by row (streaming): the header first, then the data rows. Rows whose
 * cells are all blank are skipped (their numbers are kept). 400 for a file that cannot be read
 * (FILE_UNREADABLE), one past `limits` (FILE_TOO_BIG: every row read counts, blank or not, as do its
 * cells up to the last filled one), or a cell with a NUL or broken character (FILE_UNREADABLE, naming
 * its row and column).
 */
export async function* readTable(
  file: string,
  kind: TableKind,
  limits: TableLimits = IMPORT_LIMITS,
): AsyncGenerator<TableRow> {
  let [rows, cells] = [0, 0];
  try {
    for await (const r of kind === 'csv' ? csvRows(file, limits) : xlsxRows(file, limits)) {
      if (++rows > limits.rows + 1) throw tooBig('rows');
      if (r.cells.length > limits.columns) throw tooBig('columns');
      cells += r.cells.length;
      if (cells > limits.cells) throw tooBig('cells');
      if (r.cells.every((c) => c.trim() === '')) continue;
      const bad = r.cells.findIndex(unstorable);
      if (bad >= 0)
        throw badRequest(IMPORT_MESSAGES.badCharacter(r.row, bad + 1), 'FILE_UNREADABLE');
      yield r;
    }
  } catch (err) {
    throw readError(err);
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
