import {
  ImportRow,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from '@crm/contracts';
import type { BrandValues, CleanRow, PocValues, Reference } from './rows.js';

/** Reading a data row through the mapping and checking it against the schema and the reference data. */

/** Column index of each mapped field (the mapping's columns are checked against the header by the service). */
export type ColumnIndex = Partial<Record<ImportField, number>>;

/** Column indexes of a mapping, or the first mapped column missing from the header. */
export function columnIndex(
  columns: string[],
  mapping: ImportMapping,
): { index: ColumnIndex; missing?: [string, string] } {
  const index: ColumnIndex = {};
  for (const [field, column] of Object.entries(mapping) as [ImportField, string][]) {
    const i = columns.indexOf(column);
    if (i < 0) return { index, missing: [field, column] };
    index[field] = i;
  }
  return { index };
}

/** Splits a phone cell into a country code (default +91) and 4–15 digits. */
function phoneOf(raw: string): { cc: string; number: string } | null {
  const s = raw.trim();
  let cc = '+91';
  let rest = s;
  const m = /^\+(\d{1,4})[\s-]+(.*)$/.exec(s);
  if (m) [cc, rest] = [`+${m[1]}`, m[2]];
  let digits = rest.replace(/[\s\-()]/g, '');
  if (!m && digits.startsWith('+')) {
    digits = digits.slice(1);
    if (digits.length > 10)
      [cc, digits] = [`+${digits.slice(0, digits.length - 10)}`, digits.slice(-10)];
  }
  return /^\d{4,15}$/.test(digits) && /^\+\d{1,4}$/.test(cc) ? { cc, number: digits } : null;
}

/** The schema-checked values of one row. */
type ParsedRow = ImportRow;
/** Records a problem of the row being checked on `field`. */
type Report = (field: string, reason: string) => void;

/** The industry id of a row's industry name; an unknown name is reported. */
function industryOf(r: ParsedRow, ref: Reference, report: Report): number | undefined {
  if (r.industryName === undefined) return undefined;
  const ind = ref.industries.get(r.industryName.toLowerCase());
  if (!ind) report('industryName', `industry "${r.industryName}" does not exist`);
  return ind?.id;
}

/**
 * The HQ city id of a row: the one city of that name (in hqState when given). An unknown state,
 * an unknown city, a city not in the state or a name in several states (no hqState) is reported.
 */
function hqCityOf(r: ParsedRow, ref: Reference, report: Report): number | undefined {
  const stateId = r.hqState !== undefined ? ref.states.get(r.hqState.toLowerCase()) : undefined;
  const badState = r.hqState !== undefined && stateId === undefined;
  if (badState) report('hqState', `state "${r.hqState}" does not exist`);
  if (r.hqCity === undefined || badState) return undefined;
  const found = ref.cities.get(r.hqCity.toLowerCase()) ?? [];
  const inState = r.hqState !== undefined ? found.filter((c) => c.stateId === stateId) : found;
  if (!found.length) report('hqCity', `city "${r.hqCity}" does not exist`);
  else if (!inState.length) report('hqCity', `city "${r.hqCity}" is not in ${r.hqState}`);
  else if (inState.length > 1)
    report('hqCity', `city "${r.hqCity}" is in more than one state: give hqState`);
  else return inState[0].id;
  return undefined;
}

/** The brand values of a row (revenue rounded to 2 decimals); unknown reference names are reported. */
function brandOf(r: ParsedRow, ref: Reference, report: Report): BrandValues {
  const brand: BrandValues = {};
  if (r.brandDescription !== undefined) brand.description = r.brandDescription;
  if (r.companyName !== undefined) brand.company = r.companyName;
  const industryId = industryOf(r, ref, report);
  if (industryId !== undefined) brand.industryId = industryId;
  if (r.brandRevenue !== undefined) brand.revenue = Math.round(r.brandRevenue * 100) / 100;
  if (r.website !== undefined) brand.website = r.website;
  if (r.linkedin !== undefined) brand.linkedin = r.linkedin;
  if (r.engagement !== undefined) brand.engagement = r.engagement;
  const hqCityId = hqCityOf(r, ref, report);
  if (hqCityId !== undefined) brand.hqCityId = hqCityId;
  return brand;
}

/**
 * The POC values of a row (email lower-case), undefined when no POC field is filled; a bad phone
 * and a POC with neither name nor email are reported.
 */
function pocOf(r: ParsedRow, report: Report): PocValues | undefined {
  const fields = [r.pocName, r.pocEmail, r.pocRole, r.pocPhone, r.pocLinkedIn, r.pocIsPrimary];
  if (!fields.some((v) => v !== undefined)) return undefined;
  const poc: PocValues = {};
  if (r.pocName !== undefined) poc.name = r.pocName;
  if (r.pocEmail !== undefined) poc.email = r.pocEmail.toLowerCase();
  if (r.pocRole !== undefined) poc.role = r.pocRole;
  if (r.pocLinkedIn !== undefined) poc.linkedin = r.pocLinkedIn;
  if (r.pocIsPrimary !== undefined) poc.isPrimary = r.pocIsPrimary;
  if (r.pocPhone !== undefined) {
    const p = phoneOf(r.pocPhone);
    if (p) poc.phone = p;
    else report('pocPhone', 'must be 4 to 15 digits with an optional +country code');
  }
  if (poc.name === undefined && poc.email === undefined)
    report('pocName', 'is required (or pocEmail) when other POC fields are filled');
  return poc;
}

/**
 * Checks one data row (`row`, its `cells` read through `index`) with the ImportRow schema and the
 * reference data; every problem goes to `errors` as {row, field, reason}. Returns the clean row, or
 * null when the row has an error.
 */
export function checkRow({
  row,
  cells,
  index,
  ref,
  errors,
}: {
  row: number;
  cells: string[];
  index: ColumnIndex;
  ref: Reference;
  errors: ImportRowError[];
}): CleanRow | null {
  const input: Record<string, string> = {};
  for (const [field, i] of Object.entries(index)) input[field] = cells[i] ?? '';
  const parsed = ImportRow.safeParse(input);
  const before = errors.length;
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ row, field: String(issue.path[0] ?? 'row'), reason: issue.message });
    return null;
  }
  const r = parsed.data;
  const report: Report = (field, reason) => errors.push({ row, field, reason });
  const brand = brandOf(r, ref, report);
  const poc = pocOf(r, report);
  if (errors.length > before) return null;
  return { row, key: r.brandName.toLowerCase(), name: r.brandName, brand, poc };
}
