import { sql } from 'drizzle-orm';
import {
  ImportRow,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from '@crm/contracts';
import type { Tx } from '../../db/client.js';

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
  // one after another: a single connection is enough, and a pool is not held three times over
  const ind = await db.execute<{ id: number; name: string }>(sql`select id, name from industries`);
  const st = await db.execute<{ id: number; name: string; code: string }>(
    sql`select id, name, code from states`,
  );
  const ci = await db.execute<{ id: number; name: string; state_id: number; state_name: string }>(
    sql`select c.id, c.name, c.state_id, s.name as state_name from cities c join states s on s.id = c.state_id`,
  );
  const ref: Reference = {
    industries: new Map(),
    industryName: new Map(),
    states: new Map(),
    cities: new Map(),
    cityName: new Map(),
  };
  for (const r of ind.rows) {
    ref.industries.set(r.name.toLowerCase(), r);
    ref.industryName.set(r.id, r.name);
  }
  for (const r of st.rows) {
    ref.states.set(r.name.toLowerCase(), r.id);
    ref.states.set(r.code.toLowerCase(), r.id);
    ref.states.set(r.code.toLowerCase().replace(/^in-/, ''), r.id);
  }
  for (const r of ci.rows) {
    const k = r.name.toLowerCase();
    ref.cities.set(k, [...(ref.cities.get(k) ?? []), { id: r.id, stateId: r.state_id }]);
    ref.cityName.set(r.id, `${r.name}, ${r.state_name}`);
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

/**
 * Checks one data row with the ImportRow schema and the reference data; every problem goes to `errors`
 * as {row, field, reason}. Returns the clean row, or null when the row has an error.
 */
export function checkRow(
  row: number,
  cells: string[],
  index: ColumnIndex,
  ref: Reference,
  errors: ImportRowError[],
): CleanRow | null {
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
  const brand: BrandValues = {};
  if (r.brandDescription !== undefined) brand.description = r.brandDescription;
  if (r.companyName !== undefined) brand.company = r.companyName;
  if (r.industryName !== undefined) {
    const ind = ref.industries.get(r.industryName.toLowerCase());
    if (ind) brand.industryId = ind.id;
    else
      errors.push({
        row,
        field: 'industryName',
        reason: `industry "${r.industryName}" does not exist`,
      });
  }
  if (r.brandRevenue !== undefined) brand.revenue = Math.round(r.brandRevenue * 100) / 100;
  if (r.website !== undefined) brand.website = r.website;
  if (r.linkedin !== undefined) brand.linkedin = r.linkedin;
  if (r.engagement !== undefined) brand.engagement = r.engagement;
  const stateId = r.hqState !== undefined ? ref.states.get(r.hqState.toLowerCase()) : undefined;
  if (r.hqState !== undefined && stateId === undefined)
    errors.push({ row, field: 'hqState', reason: `state "${r.hqState}" does not exist` });
  if (r.hqCity !== undefined) {
    const found = ref.cities.get(r.hqCity.toLowerCase()) ?? [];
    const inState = r.hqState !== undefined ? found.filter((c) => c.stateId === stateId) : found;
    if (r.hqState !== undefined && stateId === undefined) {
      /* reported on hqState */
    } else if (!found.length)
      errors.push({ row, field: 'hqCity', reason: `city "${r.hqCity}" does not exist` });
    else if (!inState.length)
      errors.push({ row, field: 'hqCity', reason: `city "${r.hqCity}" is not in ${r.hqState}` });
    else if (inState.length > 1)
      errors.push({
        row,
        field: 'hqCity',
        reason: `city "${r.hqCity}" is in more than one state: give hqState`,
      });
    else brand.hqCityId = inState[0].id;
  }
  let poc: PocValues | undefined;
  if (
    [r.pocName, r.pocEmail, r.pocRole, r.pocPhone, r.pocLinkedIn, r.pocIsPrimary].some(
      (v) => v !== undefined,
    )
  ) {
    poc = {};
    if (r.pocName !== undefined) poc.name = r.pocName;
    if (r.pocEmail !== undefined) poc.email = r.pocEmail.toLowerCase();
    if (r.pocRole !== undefined) poc.role = r.pocRole;
    if (r.pocLinkedIn !== undefined) poc.linkedin = r.pocLinkedIn;
    if (r.pocIsPrimary !== undefined) poc.isPrimary = r.pocIsPrimary;
    if (r.pocPhone !== undefined) {
      const p = phoneOf(r.pocPhone);
      if (p) poc.phone = p;
      else
        errors.push({
          row,
          field: 'pocPhone',
          reason: 'must be 4 to 15 digits with an optional +country code',
        });
    }
    if (poc.name === undefined && poc.email === undefined)
      errors.push({
        row,
        field: 'pocName',
        reason: 'is required (or pocEmail) when other POC fields are filled',
      });
  }
  if (errors.length > before) return null;
  return { row, key: r.brandName.toLowerCase(), name: r.brandName, brand, poc };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (v: unknown) =>
  typeof v === 'object' && v
    ? `${(v as { cc: string }).cc} ${(v as { number: string }).number}`
    : String(v);

/** Merges `values` into `target`; a value that differs from an earlier row's is an error naming that row. */
function mergeInto<K extends string>(
  target: Partial<Record<K, unknown>>,
  from: Partial<Record<K, number>>,
  values: Partial<Record<K, unknown>>,
  row: number,
  fieldOf: Record<K, string>,
  errors: ImportRowError[],
): void {
  for (const k of Object.keys(values) as K[]) {
    const v = values[k];
    if (v === undefined) continue;
    if (target[k] === undefined) {
      target[k] = v;
      from[k] = row;
    } else if (
      !same(target[k], v) &&
      !(
        typeof v === 'string' &&
        typeof target[k] === 'string' &&
        v.toLowerCase() === (target[k] as string).toLowerCase() &&
        k === 'company'
      )
    ) {
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
  mergeInto(g.values, g.from, r.brand, r.row, BRAND_FIELD, errors);
  if (!r.poc) return;
  const key = r.poc.email ?? `name:${r.poc.name!.toLowerCase()}`;
  let p = g.pocs.get(key);
  if (!p) {
    p = { key, firstRow: r.row, values: {}, from: {} };
    g.pocs.set(key, p);
  }
  mergeInto(p.values, p.from, r.poc, r.row, POC_FIELD, errors);
}
