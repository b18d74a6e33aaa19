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
 * CSV of `records` (csv-stringify): text that a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return) is prefixed with ' (escape_formulas). A failing source ends the
 * returned stream with its error (stream.pipeline), which aborts that response only.
 */
export function csvStream(
  records: AsyncIterable<unknown[]>,
  opts: { bom?: boolean } = {},
): Readable {
  return pipeline(
    Readable.from(records),
    stringify({ bom: opts.bom, escape_formulas: true }),
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
