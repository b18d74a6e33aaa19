import {
  ImportRow,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { referenceRows } from './queries.js';

/** Brand values of the file, as stored (ids for industry and HQ city; revenue in crore). Absent = leave as is. */
export type BrandValues = {
  description?: string;
  company?: string;
  industryId?: number;
  revenue?: number;
  website?: string;
  linkedin?: string;
  hqCityId?: number;
  engagement?: string;
};
/** POC values of the file. phone is one number (cc like '+91', digits). */
export type PocValues = {
  name?: string;
  email?: string;
  role?: string;
  phone?: { cc: string; number: string };
  linkedin?: string;
  isPrimary?: boolean;
};

/** The import field each stored brand / POC value comes from (error and history field names). */
export const BRAND_FIELD: Record<keyof BrandValues, ImportField> = {
  description: 'brandDescription',
  company: 'companyName',
  industryId: 'industryName',
  revenue: 'brandRevenue',
  website: 'website',
  linkedin: 'linkedin',
  hqCityId: 'hqCity',
  engagement: 'engagement',
};
export const POC_FIELD: Record<keyof PocValues, ImportField> = {
  name: 'pocName',
  email: 'pocEmail',
  role: 'pocRole',
  phone: 'pocPhone',
  linkedin: 'pocLinkedIn',
  isPrimary: 'pocIsPrimary',
};

/** A POC of the file: matched by key (lower-case email, else 'name:' + lower-case name) within its brand. */
export type PocGroup = {
  key: string;
  firstRow: number;
  values: PocValues;
  from: Partial<Record<keyof PocValues, number>>;
};
/** A brand of the file (all rows with the same trimmed, lower-case name), its merged values and POCs. */
export type BrandGroup = {
  key: string;
  name: string;
  firstRow: number;
  rows: number;
  values: BrandValues;
  from: Partial<Record<keyof BrandValues, number>>;
  pocs: Map<string, PocGroup>;
};

/** Reference data a row is checked against: industries, states (by name or code) and cities, keyed lower-case. */
export type Reference = {
  industries: Map<string, { id: number; name: string }>;
  industryName: Map<number, string>;
  states: Map<string, number>;
  cities: Map<string, { id: number; stateId: number }[]>;
  cityName: Map<number, string>;
};

/** Loads the reference data once per call (a few thousand rows). */
export async function loadReference(db: Tx): Promise<Reference> {
  const rows = await referenceRows(db);
  const ref: Reference = {
    industries: new Map(),
    industryName: new Map(),
    states: new Map(),
    cities: new Map(),
    cityName: new Map(),
  };
  for (const r of rows.industries) {
    ref.industries.set(r.name.toLowerCase(), r);
    ref.industryName.set(r.id, r.name);
  }
  for (const r of rows.states) {
    ref.states.set(r.name.toLowerCase(), r.id);
    ref.states.set(r.code.toLowerCase(), r.id);
    ref.states.set(r.code.toLowerCase().replace(/^in-/, ''), r.id);
  }
  for (const r of rows.cities) {
    const k = r.name.toLowerCase();
    ref.cities.set(k, [...(ref.cities.get(k) ?? []), { id: r.id, stateId: r.stateId }]);
    ref.cityName.set(r.id, `${r.name}, ${r.stateName}`);
  }
  return ref;
}

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

/** A checked row: its brand key and name, brand values and POC values (undefined when no POC field is filled). */
export type CleanRow = {
  row: number;
  key: string;
  name: string;
  brand: BrandValues;
  poc?: PocValues;
};

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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (v: unknown) =>
  typeof v === 'object' && v
    ? `${(v as { cc: string }).cc} ${(v as { number: string }).number}`
    : String(v);

/** Whether a later row's value `v` of field `k` conflicts with the earlier `cur` (company names ignore case). */
function conflicts(k: string, cur: unknown, v: unknown): boolean {
  if (same(cur, v)) return false;
  const caseOnly =
    typeof v === 'string' &&
    typeof cur === 'string' &&
    v.toLowerCase() === cur.toLowerCase() &&
    k === 'company';
  return !caseOnly;
}

/**
 * Merges the `values` of `row` into `target` (`from` keeps the row each value came from); a value
 * that differs from an earlier row's is an error naming that row (`fieldOf` names the field).
 */
function mergeInto<K extends string>({
  target,
  from,
  values,
  row,
  fieldOf,
  errors,
}: {
  target: Partial<Record<K, unknown>>;
  from: Partial<Record<K, number>>;
  values: Partial<Record<K, unknown>>;
  row: number;
  fieldOf: Record<K, string>;
  errors: ImportRowError[];
}): void {
  for (const k of Object.keys(values) as K[]) {
    const v = values[k];
    if (v === undefined) continue;
    if (target[k] === undefined) {
      target[k] = v;
      from[k] = row;
    } else if (conflicts(k, target[k], v)) {
      errors.push({
        row,
        field: fieldOf[k],
        reason: `"${shown(v)}" differs from "${shown(target[k])}" in row ${from[k]} for the same ${fieldOf[k].startsWith('poc') ? 'POC' : 'brand'}`,
      });
    }
  }
}

/** Adds a clean row to the file's brand groups (one per brand, first-appearance order). */
export function addToGroups(
  groups: Map<string, BrandGroup>,
  r: CleanRow,
  errors: ImportRowError[],
): void {
  let g = groups.get(r.key);
  if (!g) {
    g = {
      key: r.key,
      name: r.name,
      firstRow: r.row,
      rows: 0,
      values: {},
      from: {},
      pocs: new Map(),
    };
    groups.set(r.key, g);
  }
  g.rows++;
  mergeInto({
    target: g.values,
    from: g.from,
    values: r.brand,
    row: r.row,
    fieldOf: BRAND_FIELD,
    errors,
  });
  if (!r.poc) return;
  const key = r.poc.email ?? `name:${r.poc.name!.toLowerCase()}`;
  let p = g.pocs.get(key);
  if (!p) {
    p = { key, firstRow: r.row, values: {}, from: {} };
    g.pocs.set(key, p);
  }
  mergeInto({
    target: p.values,
    from: p.from,
    values: r.poc,
    row: r.row,
    fieldOf: POC_FIELD,
    errors,
  });
}
