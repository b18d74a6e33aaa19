import type { Readable } from 'node:stream';
import type { AssignedBrand } from '@crm/contracts';
import { csvStream, timeIn } from '../../lib/download.js';

const COLUMNS = [
  'Brand',
  'Industry',
  'Company',
  'Brand Owners',
  'Stage',
  'Status',
  'Tag',
  'Lost Reason',
  'Proposed Value (Cr)',
  'Negotiated Value (Cr)',
  'Closed Value (Cr)',
  'Follow-Up date',
  'Expected closure by',
  'Assigned By',
  'Assigned On',
  'Last Contact',
];

/** Streams assigned pairings as CSV (formulas neutralised), timestamps shown in `timeZone` (spec 001 §7 CSV downloads). */
export function assignedCsv(rows: AsyncIterable<AssignedBrand>, timeZone: string): Readable {
  const fmt = (v: string | null) => timeIn(v, timeZone);
  return csvStream(
    (async function* () {
      yield COLUMNS;
      for await (const r of rows) {
        yield [
          r.brandName,
          r.industryName ?? '',
          r.companyName ?? '',
          r.brandOwners.map((o) => o.brandOwnerUserName).join('; '),
          r.stageLabel,
          r.status,
          r.tag ?? '',
          r.lostReason ?? '',
          r.proposedValue ?? '',
          r.negotiatedValue ?? '',
          r.closedValue ?? '',
          r.followUpDate ?? '',
          r.expectedClosure ?? '',
          r.assignedBy?.userName ?? '',
          fmt(r.assignedOn),
          fmt(r.lastContact),
        ];
      }
    })(),
  );
}
