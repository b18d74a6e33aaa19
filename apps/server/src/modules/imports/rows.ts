import type { ImportField, ImportRowError } from '@crm/contracts';
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

/** A checked row: its brand key and name, brand values and POC values (undefined when no POC field is filled). */
export type CleanRow = {
  row: number;
  key: string;
  name: string;
  brand: BrandValues;
  poc?: PocValues;
};

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
