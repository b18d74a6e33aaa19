import { sql } from 'drizzle-orm';
import { IMPORT_BATCH_ROWS, type ImportRowError } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { idArray, jsonValue } from '../../lib/sql.js';
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

type ExistingBrand = {
  key: string;
  id: number;
  owner_ids: number[] | string;
  description: string | null;
  company: string | null;
  industry_id: number | null;
  revenue: number | null;
  website: string | null;
  linkedin: string | null;
  hq_city_id: number | null;
  engagement: string | null;
};
type ExistingPoc = {
  id: number;
  brand_id: number;
  name: string;
  email: string | null;
  role: string | null;
  phone_numbers: { cc: string; number: string; type: string }[];
  linkedin_url: string | null;
  is_primary: boolean;
};

/** A POC to create: for an existing brand (brandId) or a brand created in the same batch (brandKey). */
type PocCreate = { brandId?: number; brandKey: string; poc: PocGroup };
/** A POC update: only the changed values are set; phoneNumbers is the new full list when the phone is new. */
type PocUpdate = {
  id: number;
  brandId: number;
  set: Omit<PocValues, 'phone'> & { phoneNumbers?: ExistingPoc['phone_numbers'] };
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
  const keys = JSON.stringify(groups.map((g) => g.key));
  // one index probe per name (lateral + limit): the plan stays an index lookup however stale the table statistics are
  const { rows: brands } =
    await tx.execute<ExistingBrand>(sql`select k.key, b.id, b.description, co.name as company,
      coalesce((select json_agg(bo.user_id) from brand_owners bo where bo.brand_id = b.id), '[]'::json) as owner_ids,
      b.industry_id, b.revenue, b.website, b.linkedin, b.hq_city_id, b.engagement
    from json_array_elements_text(${keys}::json) k(key)
    cross join lateral (select * from brands b where lower(b.name) = k.key order by lower(b.name), b.id limit 1) b
    left join companies co on co.id = b.company_id`);
  const ids = brands.map((b) => b.id);
  const { rows: pocs } = ids.length
    ? await tx.execute<ExistingPoc>(sql`select p.id, p.brand_id, p.name, lower(p.email) as email, p.role, p.phone_numbers, p.linkedin_url, p.is_primary
        from unnest(${idArray(ids)}) k(id) cross join lateral (select * from pocs p where p.brand_id = k.id and p.removed_at is null) p order by p.id`)
    : { rows: [] as ExistingPoc[] };
  const pocsByBrand = new Map<number, Map<string, ExistingPoc>>();
  for (const p of pocs) {
    const m = pocsByBrand.get(p.brand_id) ?? new Map<string, ExistingPoc>();
    pocsByBrand.set(p.brand_id, m);
    for (const k of [p.email, `name:${p.name.toLowerCase()}`]) if (k && !m.has(k)) m.set(k, p);
  }
  return { brands: new Map(brands.map((b) => [b.key, b])), pocsByBrand };
}

const revenueText = (n: number | null) => (n === null ? null : String(Number(n)));

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
  if (v.description !== undefined && v.description !== e.description)
    change('description', e.description, v.description);
  if (v.company !== undefined && v.company.toLowerCase() !== e.company?.toLowerCase())
    change('company', e.company, v.company);
  if (v.industryId !== undefined && v.industryId !== e.industry_id)
    change(
      'industryId',
      e.industry_id ? (ref.industryName.get(e.industry_id) ?? null) : null,
      ref.industryName.get(v.industryId)!,
    );
  if (
    v.revenue !== undefined &&
    (e.revenue === null || Math.abs(Number(e.revenue) - v.revenue) > 0.001)
  )
    change('revenue', revenueText(e.revenue), String(v.revenue));
  if (v.website !== undefined && v.website !== e.website) change('website', e.website, v.website);
  if (v.linkedin !== undefined && v.linkedin !== e.linkedin)
    change('linkedin', e.linkedin, v.linkedin);
  if (v.hqCityId !== undefined && v.hqCityId !== e.hq_city_id)
    change(
      'hqCityId',
      e.hq_city_id ? (ref.cityName.get(e.hq_city_id) ?? null) : null,
      ref.cityName.get(v.hqCityId)!,
    );
  if (v.engagement !== undefined && v.engagement !== e.engagement)
    change('engagement', e.engagement, v.engagement);
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
  str('linkedin', e.linkedin_url);
  str('email', e.email);
  if (v.isPrimary !== undefined && v.isPrimary !== e.is_primary) {
    set.isPrimary = v.isPrimary;
    changes.push({
      field: POC_FIELD.isPrimary,
      from: String(e.is_primary),
      to: String(v.isPrimary),
    });
  }
  if (v.phone && !e.phone_numbers.some((p) => p.number === v.phone!.number)) {
    set.phoneNumbers = [{ ...v.phone, type: 'MOBILE' }, ...e.phone_numbers].slice(0, 5);
    changes.push({
      field: POC_FIELD.phone,
      from: e.phone_numbers.map((p) => `${p.cc} ${p.number}`).join(', ') || null,
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
    const owners = jsonValue<number[]>(e.owner_ids);
    if (changes && scope !== 'all' && !owners.map(Number).some((id) => scope.includes(id))) {
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
