import type { Readable } from 'node:stream';
import type { AssignedBrand, AssignTab, PairingBrand } from '@crm/contracts';
import { COLUMN_PRESETS } from '@crm/contracts';
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

/** A cell of an Unassigned or Discarded tab's column (by the preset's column id); `time` writes a timestamp. */
const PAIRING_CELLS: Record<
  string,
  (b: PairingBrand, time: (v: string | null) => string) => unknown
> = {
  brandName: (b) => b.brandName,
  companyName: (b) => b.companyName ?? '',
  industryName: (b) => b.industryName ?? '',
  brandRevenue: (b) => b.brandRevenue ?? '',
  brandOwners: (b) => b.brandOwners.map((o) => o.brandOwnerUserName).join('; '),
  updatedAt: (b, time) => time(b.updatedAt),
};

/**
 * Streams an UNASSIGNED or DISCARDED tab's brands as CSV with the tab's columns (its preset, spec 001 §9;
 * revenue in crore), formulas neutralised, timestamps shown in `timeZone` (spec 001 §7 CSV downloads).
 */
export function unassignedCsv(
  rows: AsyncIterable<PairingBrand>,
  tab: Exclude<AssignTab, 'ASSIGNED'>,
  timeZone: string,
): Readable {
  const columns = COLUMN_PRESETS[tab === 'UNASSIGNED' ? 'unassignedBrands' : 'discardedBrands'];
  const time = (v: string | null) => timeIn(v, timeZone);
  return csvStream(
    (async function* () {
      yield columns.map((c) => c.label);
      for await (const b of rows) yield columns.map((c) => PAIRING_CELLS[c.id](b, time));
    })(),
  );
}
