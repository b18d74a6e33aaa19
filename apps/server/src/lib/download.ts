import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A timestamped download name, e.g. `brands-20261121-153000.csv`, the time read in `timeZone` (spec 001 §7 CSV downloads). */
export const downloadName = (prefix: string, ext: 'csv' | 'xlsx', timeZone: string) => `${prefix}-${dayjs().tz(timeZone).format('YYYYMMDD-HHmmss')}.${ext}`;

/** A timestamp (Date or text) as 'YYYY-MM-DD HH:mm' in `timeZone`; empty for none. */
export const timeIn = (v: unknown, timeZone: string) => (v ? dayjs(v instanceof Date ? v : String(v)).tz(timeZone).format('YYYY-MM-DD HH:mm') : '');
