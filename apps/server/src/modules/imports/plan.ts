import { IMPORT_BATCH_ROWS, type ImportRowError } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { brandsByKey, livePocs, type ExistingBrand, type ExistingPoc } from './queries.js';
import {
  BRAND_FIELD,
  POC_FIELD,
  type BrandGroup,
  type BrandValues,
  type PocGroup,
  type PocValues,
  type Reference,
} from './rows.js';

/** One field change for brand_history: field is the import field name, values as display text. */
type FieldChange = { field: string; from: string | null; to: string | null };

/** A POC to create: for an existing brand (brandId) or a brand created in the same batch (brandKey). */
type PocCreate = { brandId?: number; brandKey: string; poc: PocGroup };
/** A POC update: only the changed values are set; phoneNumbers is the new full list when the phone is new. */
type PocUpdate = {
  id: number;
  brandId: number;
  set: Omit<PocValues, 'phone'> & { phoneNumbers?: ExistingPoc['phoneNumbers'] };
  changes: FieldChange[];
};
/** What one batch would do; `errors` are problems only the database can show (a new POC without a name). */
export type BatchPlan = {
  creates: BrandGroup[];
  updates: { id: number; set: BrandValues; changes: FieldChange[] }[];
  unchanged: number;
  pocCreates: PocCreate[];
  pocUpdates: PocUpdate[];
  errors: ImportRowError[];
};

/** Splits the file's brands into batches of about IMPORT_BATCH_ROWS rows, never splitting a brand's rows. */
export function batches(groups: Iterable<BrandGroup>, size = IMPORT_BATCH_ROWS): BrandGroup[][] {
  const out: BrandGroup[][] = [];
  let cur: BrandGroup[] = [];
  let rows = 0;
  for (const g of groups) {
    cur.push(g);
    rows += g.rows;
    if (rows >= size) {
      out.push(cur);
      cur = [];
      rows = 0;
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

/** Existing brands matching the groups by lower-case name (the oldest when names repeat), and their live POCs. */
async function existing(tx: Tx, groups: BrandGroup[]) {
  const brands = await brandsByKey(
    tx,
    groups.map((g) => g.key),
  );
  const pocs = await livePocs(
    tx,
    brands.map((b) => b.id),
  );
  const pocsByBrand = new Map<number, Map<string, ExistingPoc>>();
  for (const p of pocs) {
    const m = pocsByBrand.get(p.brandId) ?? new Map<string, ExistingPoc>();
    pocsByBrand.set(p.brandId, m);
    for (const k of [p.email, `name:${p.name.toLowerCase()}`]) if (k && !m.has(k)) m.set(k, p);
  }
  return { brands: new Map(brands.map((b) => [b.key, b])), pocsByBrand };
}

const revenueText = (n: number | null) => (n === null ? null : String(Number(n)));

/** The name of a stored reference id (industry, city), or null when there is none. */
const storedName = (names: Map<number, string>, id: number | null) =>
  id ? (names.get(id) ?? null) : null;

/** The changed brand fields of a group against the stored brand. */
function brandDiff(
  e: ExistingBrand,
  v: BrandValues,
  ref: Reference,
): { set: BrandValues; changes: FieldChange[] } {
  const set: BrandValues = {};
  const changes: FieldChange[] = [];
  const change = <K extends keyof BrandValues>(k: K, from: string | null, to: string) => {
    set[k] = v[k];
    changes.push({ field: BRAND_FIELD[k], from, to });
  };
  /** A text field compared as it is stored. */
  const text = (k: 'description' | 'website' | 'linkedin' | 'engagement') => {
    const to = v[k];
    if (to !== undefined && to !== e[k]) change(k, e[k], to);
  };
  text('description');
  if (v.company !== undefined && v.company.toLowerCase() !== e.company?.toLowerCase())
    change('company', e.company, v.company);
  if (v.industryId !== undefined && v.industryId !== e.industryId)
    change(
      'industryId',
      storedName(ref.industryName, e.industryId),
      ref.industryName.get(v.industryId)!,
    );
  if (
    v.revenue !== undefined &&
    (e.revenue === null || Math.abs(Number(e.revenue) - v.revenue) > 0.001)
  )
    change('revenue', revenueText(e.revenue), String(v.revenue));
  text('website');
  text('linkedin');
  if (v.hqCityId !== undefined && v.hqCityId !== e.hqCityId)
    change('hqCityId', storedName(ref.cityName, e.hqCityId), ref.cityName.get(v.hqCityId)!);
  text('engagement');
  return { set, changes };
}

/** The changed POC fields against the stored POC; a phone number not yet on the POC is added first. */
function pocDiff(e: ExistingPoc, v: PocValues): Omit<PocUpdate, 'id' | 'brandId'> {
  const set: PocUpdate['set'] = {};
  const changes: FieldChange[] = [];
  const str = (k: 'name' | 'role' | 'linkedin' | 'email', cur: string | null) => {
    const to = v[k];
    if (to !== undefined && to !== cur) {
      set[k] = to;
      changes.push({ field: POC_FIELD[k], from: cur, to });
    }
  };
  str('name', e.name);
  str('role', e.role);
  str('linkedin', e.linkedinUrl);
  str('email', e.email);
  if (v.isPrimary !== undefined && v.isPrimary !== e.isPrimary) {
    set.isPrimary = v.isPrimary;
    changes.push({
      field: POC_FIELD.isPrimary,
      from: String(e.isPrimary),
      to: String(v.isPrimary),
    });
  }
  if (v.phone && !e.phoneNumbers.some((p) => p.number === v.phone!.number)) {
    set.phoneNumbers = [{ ...v.phone, type: 'MOBILE' }, ...e.phoneNumbers].slice(0, 5);
    changes.push({
      field: POC_FIELD.phone,
      from: e.phoneNumbers.map((p) => `${p.cc} ${p.number}`).join(', ') || null,
      to: `${v.phone.cc} ${v.phone.number}`,
    });
  }
  return { set, changes };
}

/** Whose brands the importer may change: 'all' (PO, ADMIN) or the owner ids they work for (BO: self; TO: self and team). */
export type ImportScope = 'all' | number[];

/**
 * Plans one batch against the database (reads only): brands to create, brands to update with only
 * their changed fields, unchanged brands, POCs to create and to update (matched by email, else name).
 * A change to an existing brand outside `scope` is an error on the brand's first row (spec 001 §6 edit rule).
 */
export async function planBatch(
  tx: Tx,
  groups: BrandGroup[],
  ref: Reference,
  scope: ImportScope,
): Promise<BatchPlan> {
  const { brands, pocsByBrand } = await existing(tx, groups);
  const plan: BatchPlan = {
    creates: [],
    updates: [],
    unchanged: 0,
    pocCreates: [],
    pocUpdates: [],
    errors: [],
  };
  const newPoc = (g: BrandGroup, p: PocGroup, brandId?: number) => {
    if (p.values.name === undefined)
      plan.errors.push({
        row: p.firstRow,
        field: 'pocName',
        reason: `is required for a new POC (${p.values.email} is not a POC of ${g.name})`,
      });
    else plan.pocCreates.push({ brandId, brandKey: g.key, poc: p });
  };
  for (const g of groups) {
    const e = brands.get(g.key);
    if (!e) {
      plan.creates.push(g);
      for (const p of g.pocs.values()) newPoc(g, p);
      continue;
    }
    const d = brandDiff(e, g.values, ref);
    const sizes = [plan.pocCreates.length, plan.pocUpdates.length, plan.errors.length];
    const mine = pocsByBrand.get(e.id);
    for (const p of g.pocs.values()) {
      const found = mine?.get(p.key);
      if (!found) newPoc(g, p, e.id);
      else {
        const pd = pocDiff(found, p.values);
        if (pd.changes.length) plan.pocUpdates.push({ id: found.id, brandId: e.id, ...pd });
      }
    }
    const changes =
      d.changes.length > 0 ||
      plan.pocCreates.length > sizes[0] ||
      plan.pocUpdates.length > sizes[1];
    if (changes && scope !== 'all' && !e.ownerIds.some((id) => scope.includes(id))) {
      plan.pocCreates.length = sizes[0];
      plan.pocUpdates.length = sizes[1];
      plan.errors.length = sizes[2];
      plan.errors.push({
        row: g.firstRow,
        field: 'brandName',
        reason: `"${g.name}" is not one of your brands: only its brand owners, Project Owners and Admins can change it`,
      });
      continue;
    }
    if (d.changes.length) plan.updates.push({ id: e.id, ...d });
    else plan.unchanged++;
  }
  return plan;
}
