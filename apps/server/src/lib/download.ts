import type { FastifyReply } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A timestamped download name, e.g. `brands-20261121-153000.csv`, the time read in `timeZone` (spec 001 §7 CSV downloads). */
export const downloadName = (prefix: string, ext: 'csv' | 'xlsx', timeZone: string) =>
  `${prefix}-${dayjs().tz(timeZone).format('YYYYMMDD-HHmmss')}.${ext}`;

/** A timestamp (Date or text) as 'YYYY-MM-DD HH:mm' in `timeZone`; empty for none. */
export const timeIn = (v: unknown, timeZone: string) =>
  v
    ? dayjs(v instanceof Date ? v : String(v))
        .tz(timeZone)
        .format('YYYY-MM-DD HH:mm')
    : '';

/**
 * Where a spreadsheet could start a formula (OWASP CSV injection): = + - @, tab or carriage return (and
 * the full-width = + - @) at the start of a cell or after a `,` or `;`, spaces allowed before it (a tab is itself a start). A
 * spreadsheet whose list separator is `;` splits `a;=1+1` into `a` and the formula `=1+1`.
 */
const FORMULA_START = /(^|[,;])( *)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A CSV text cell made inert: a ' before each place a spreadsheet could start a formula (FORMULA_START), e.g. `a;=1+1` → `a;'=1+1`. */
const neutraliseFormula = (text: string) => text.replace(FORMULA_START, "$1$2'");

/**
 * CSV of `records` (csv-stringify): text cells go through neutraliseFormula, and a cell holding a `;` is
 * quoted, so a spreadsheet splitting on `;` keeps it whole. Numbers stay numbers (a negative one is no
 * formula). A failing source ends the returned stream with its error (stream.pipeline), which aborts
 * that response only.
 */
export function csvStream(
  records: AsyncIterable<unknown[]>,
  opts: { bom?: boolean } = {},
): Readable {
  return pipeline(
    Readable.from(records),
    stringify({ bom: opts.bom, quoted_match: ';', cast: { string: neutraliseFormula } }),
    () => undefined,
  );
}

/** The xlsx media type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The CSV media type of the CSV downloads. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Sends a download: `body` (bytes, or a stream that is piped as it is made) of `contentType` as an
 * attachment named `fileName` (a server-made ASCII name, e.g. downloadName's).
 */
export const sendAttachment = (
  reply: FastifyReply,
  file: { body: Buffer | Readable; fileName: string; contentType: string },
) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
