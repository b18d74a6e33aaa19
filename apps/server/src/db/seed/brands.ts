import type { Tx } from '../client.js';
import { bulkInsert, bulkInsertIds } from './bulk.js';
import type { Rng } from './random.js';
import { FIRST_NAMES, LAST_NAMES, POC_ROLES, slug } from './names.js';
import { isoDaysAgo } from './eventDates.js';
import { industryByKeyword, loadBrandNames, METROS } from './catalog.js';
import type { SeedUsers } from './users.js';

/** What seedBrands builds from: the brand count, the curated [name, industry] pairs, reference ids, users. */
type BrandSeed = {
  target: number;
  curated: [string, string][];
  industryIds: Map<string, number>;
  cityIds: Map<string, number>;
  users: SeedUsers;
};

/** Regions of the variant names past the real ones (benchmark scale only). */
const VARIANT_REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Northeast'];

export const BRAND_COLUMNS = {
  name: 'text',
  description: 'text',
  company_id: 'bigint',
  industry_id: 'bigint',
  contact_type: 'text',
  engagement: 'text',
  revenue: 'numeric',
  website: 'text',
  linkedin: 'text',
  hq_city_id: 'bigint',
  is_offloaded: 'boolean',
  offload_reason: 'text',
  offloaded_at: 'timestamptz',
  offloaded_by_user_id: 'bigint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const POC_COLUMNS = {
  brand_id: 'bigint',
  name: 'text',
  role: 'text',
  email: 'text',
  phone_numbers: 'jsonb',
  is_primary: 'boolean',
};

/**
 * `target` brands over the real company names (the curated ones first, then data/brand-names.json),
 * each with its company, owners (the demo BO owns about 90) and POCs. Returns the number of brands.
 */
export async function seedBrands(tx: Tx, rng: Rng, seed: BrandSeed): Promise<number> {
  const base = companyNames(rng, seed);
  const companyIds = await bulkInsertIds(
    tx,
    'companies',
    { name: 'text', industry_id: 'bigint' },
    base.map(([name, ind]) => ({ name, industry_id: seed.industryIds.get(ind) })),
  );
  const brandRows = drawBrands(rng, seed, base, companyIds);
  const brandIds = await bulkInsertIds(tx, 'brands', BRAND_COLUMNS, brandRows);
  await seedOwnersAndPocs(tx, rng, { seed, base, brandRows, brandIds });
  return brandIds.length;
}

/** The curated [name, industry] pairs, then each further real name once (industry by keyword, else random). */
function companyNames(rng: Rng, seed: BrandSeed): [string, string][] {
  const industries = [...seed.industryIds.keys()];
  const seen = new Set(seed.curated.map(([n]) => n.toLowerCase()));
  const base: [string, string][] = [...seed.curated];
  for (const name of loadBrandNames()) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    base.push([name, industryByKeyword(name) ?? rng.pick(industries)]);
  }
  return base;
}

/**
 * What a brand is drawn from: the company names `base` ([name, industry]) with their ids, the industries,
 * the cities of its headquarters (a metro four times in five, else any city) and the project owners who
 * offload.
 */
export type BrandDraw = {
  base: [string, string][];
  companyIds: number[];
  industryIds: Map<string, number>;
  metroIds: number[];
  allCities: number[];
  pos: number[];
};

/**
 * Brand `i` of the company names `base` (round robin; past the real names, at benchmark scale only, regional
 * variants 'Name West 2') with its company, industry, revenue (lakh), links, headquarters and dates; one in
 * fifty is offloaded by a project owner of `pos` when it was last updated.
 */
export function drawBrand(rng: Rng, i: number, from: BrandDraw): Record<string, unknown> {
  const b = i % from.base.length;
  const round = Math.floor(i / from.base.length);
  const [baseName, industry] = from.base[b];
  const name =
    round === 0
      ? baseName
      : `${baseName} ${VARIANT_REGIONS[round % VARIANT_REGIONS.length]} ${Math.ceil(round / VARIANT_REGIONS.length)}`;
  const s = slug(baseName);
  const revenue = Math.round(Math.exp(rng.next() * Math.log(50_000)) * 100) / 100;
  const row: Record<string, unknown> = {
    name,
    description: `${baseName} — ${industry.toLowerCase()} brand`,
    company_id: from.companyIds[b],
    industry_id: from.industryIds.get(industry),
    contact_type: rng.pick(['DIRECT', 'AGENCY', 'BOTH']),
    engagement: rng.chance(0.6) ? rng.pick(['Strong', 'Medium', 'Low']) : null,
    revenue,
    website: `https://www.${s}.com`,
    linkedin: `https://www.linkedin.com/company/${s}`,
    hq_city_id: rng.chance(0.8) ? rng.pick(from.metroIds) : rng.pick(from.allCities),
    is_offloaded: rng.chance(0.02),
    created_at: isoDaysAgo(30 + rng.next() * 700),
    updated_at: isoDaysAgo(rng.next() * 30),
  };
  if (row.is_offloaded) {
    row.offload_reason = 'Brand moved to another agency';
    row.offloaded_at = row.updated_at;
    row.offloaded_by_user_id = from.pos[i % from.pos.length];
  }
  return row;
}

/** The brand rows, round robin over the companies `base` (drawBrand). */
function drawBrands(
  rng: Rng,
  seed: BrandSeed,
  base: [string, string][],
  companyIds: number[],
): Record<string, unknown>[] {
  const from: BrandDraw = {
    base,
    companyIds,
    industryIds: seed.industryIds,
    allCities: [...seed.cityIds.values()],
    metroIds: METROS.map((k) => seed.cityIds.get(k)).filter((v): v is number => !!v),
    pos: seed.users.pos,
  };
  return Array.from({ length: seed.target }, (_, i) => drawBrand(rng, i, from));
}

/** Each brand's owners (since it was created) and 1–3 POCs (one past 10,000 brands), the first primary. */
async function seedOwnersAndPocs(
  tx: Tx,
  rng: Rng,
  of: {
    seed: BrandSeed;
    base: [string, string][];
    brandRows: Record<string, unknown>[];
    brandIds: number[];
  },
): Promise<void> {
  const { target, users } = of.seed;
  const owners: Record<string, unknown>[] = [];
  const pocs: Record<string, unknown>[] = [];
  const demoEvery = Math.max(1, Math.round(target / 90)); // the demo BO owns about 90 brands
  of.brandIds.forEach((brandId, i) => {
    const set = new Set<number>();
    if (i % demoEvery === 0) set.add(users.demo.BO);
    else if (rng.chance(0.95)) set.add(rng.pick(users.bos.slice(1)));
    if (rng.chance(0.15)) set.add(rng.pick(users.bos));
    for (const user_id of set)
      owners.push({ brand_id: brandId, user_id, assigned_at: of.brandRows[i].created_at });
    const domain = `${slug(of.base[i % of.base.length][0])}.com`;
    const n = target > 10_000 ? 1 : rng.int(1, 3);
    for (let k = 0; k < n; k++) pocs.push(drawPoc(rng, brandId, domain, k === 0));
  });
  await bulkInsert(
    tx,
    'brand_owners',
    { brand_id: 'bigint', user_id: 'bigint', assigned_at: 'timestamptz' },
    owners,
  );
  await bulkInsert(tx, 'pocs', POC_COLUMNS, pocs);
}

/** A POC of `brandId` with a random name and role, an e-mail at `domain` and an Indian mobile number. */
export function drawPoc(rng: Rng, brandId: number, domain: string, primary: boolean) {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return {
    brand_id: brandId,
    name: `${first} ${last}`,
    role: rng.pick(POC_ROLES),
    email: `${slug(first)}.${slug(last)}@${domain}`,
    phone_numbers: [{ cc: '+91', number: `9${rng.int(100000000, 999999999)}`, type: 'MOBILE' }],
    is_primary: primary,
  };
}
