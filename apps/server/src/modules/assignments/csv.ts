import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { AssignedBrand } from '@crm/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** True when `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const COLUMNS = ['Brand', 'Industry', 'Company', 'Brand Owners', 'Stage', 'Status', 'Tag', 'Lost Reason', 'Proposed Value (Cr)', 'Negotiated Value (Cr)', 'Closed Value (Cr)', 'Follow-Up date', 'Expected closure by', 'Assigned By', 'Assigned On', 'Last Contact'];

/** Streams assigned pairings as CSV, timestamps shown in `timeZone` (spec 001 §7 CSV downloads). */
export function assignedCsv(rows: AsyncIterable<AssignedBrand>, timeZone: string): Readable {
  const fmt = (v: string | null) => (v ? dayjs(v).tz(timeZone).format('YYYY-MM-DD HH:mm') : '');
  const records = Readable.from(
    (async function* () {
      yield COLUMNS;
      for await (const r of rows) {
        yield [r.brandName, r.industryName ?? '', r.companyName ?? '', r.brandOwners.map((o) => o.brandOwnerUserName).join('; '), r.stageLabel, r.status, r.tag ?? '', r.lostReason ?? '',
          r.proposedValue ?? '', r.negotiatedValue ?? '', r.closedValue ?? '', r.followUpDate ?? '', r.expectedClosure ?? '', r.assignedBy?.userName ?? '', fmt(r.assignedOn), fmt(r.lastContact)];
      }
    })(),
  );
  return records.pipe(stringify());
}

/** A timestamped download name, e.g. `assigned-brands-12-20261121-1530.csv` (time in `timeZone`). */
export const csvFileName = (prefix: string, timeZone: string) => `${prefix}-${dayjs().tz(timeZone).format('YYYYMMDD-HHmmss')}.csv`;
