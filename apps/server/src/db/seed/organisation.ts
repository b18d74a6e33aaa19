import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { bulkInsert, bulkInsertIds } from './bulk.js';
import { createRng, type Rng } from './random.js';
import { METROS } from './catalog.js';

/** Real Indian media, creative, digital, PR and events agencies (public company names). */
const AGENCIES = [
  'Madison World',
  'GroupM',
  'Dentsu India',
  'Lodestar UM',
  'Wavemaker',
  'Mindshare',
  'Havas Media',
  'Publicis Media',
  'Ogilvy India',
  'Leo Burnett India',
  'FCB India',
  'Rediffusion',
  'Mudra',
  'DDB Mudra',
  'TBWA India',
  'Interactive Avenues',
  'Schbang',
  'WATConsult',
  'Kinnect',
  'Tonic Worldwide',
  'McCann Worldgroup India',
  'Lowe Lintas',
  'Wunderman Thompson India',
  'Dentsu Creative',
  'Initiative India',
  'Zenith India',
  'Starcom India',
  'Carat India',
  'iProspect India',
  'EssenceMediacom',
  'Law & Kenneth Saatchi & Saatchi',
  'Cheil India',
  'Grey India',
  'Taproot Dentsu',
  'BBH India',
  'Contract Advertising',
  'Isobar India',
  'Adfactors PR',
  'Perfect Relations',
  'Wizcraft',
  'Percept',
  'DNA Networks',
] as const;

/** Association types of a brand–agency pair. */
const ASSOCIATION_TYPES = ['Creative', 'Media', 'Digital', 'PR', 'Events'] as const;

/** Departments of a brand's organisation, and the department of each seeded POC role. */
export const DEPARTMENTS = [
  'Marketing',
  'Brand',
  'Media',
  'Sponsorships',
  'Digital',
  'Finance',
] as const;
const DEPARTMENT_OF_ROLE: Record<string, (typeof DEPARTMENTS)[number]> = {
  'Marketing Head': 'Marketing',
  CMO: 'Marketing',
  'VP Marketing': 'Marketing',
  'Brand Manager': 'Brand',
  'Category Manager': 'Brand',
  'Head of Sponsorships': 'Sponsorships',
  'Partnerships Lead': 'Sponsorships',
  'Media Planner': 'Media',
};

/** Org data is seeded for the first brands only, so that a 100k-brand benchmark seed stays fast. */
const ORG_BRAND_LIMIT = 5000;

type BrandRow = { id: number; hq_city_id: number | null; state_id: number | null };
type PocRow = { id: number; brand_id: number; role: string | null; is_primary: boolean };

/** The department a POC's role puts them in (Marketing when the role names none). */
const departmentOfRole = (role: string | null) => DEPARTMENT_OF_ROLE[role ?? ''] ?? 'Marketing';

/**
 * Demo agencies, association types, departments, POC departments/cities/reporting lines and
 * marketing offices, for the first 5,000 brands. Runs after brands and their POCs exist.
 * It draws from its own random stream (not `rng`), so that the seeds after it stay as they were.
 */
export async function seedOrganisation(
  tx: Tx,
  rng: Rng,
  cityIds: Map<string, number>,
): Promise<void> {
  void rng;
  const r = createRng(0x0a9e4c1e);
  const agencyIds = await bulkInsertIds(
    tx,
    'agencies',
    { name: 'text' },
    AGENCIES.map((name) => ({ name })),
  );
  const typeIds = await bulkInsertIds(
    tx,
    'agency_association_types',
    { name: 'text' },
    ASSOCIATION_TYPES.map((name) => ({ name })),
  );

  const { rows: brands } = await tx.execute<BrandRow>(
    sql`select b.id, b.hq_city_id, c.state_id from brands b left join cities c on c.id = b.hq_city_id order by b.id limit ${ORG_BRAND_LIMIT}`,
  );
  if (!brands.length) return;
  const metros = METROS.map((k) => cityIds.get(k)).filter((v): v is number => !!v);
  await seedAgencyLinksAndOffices(tx, r, { brands, agencyIds, typeIds, metros });

  const pocsOf = await pocsByBrand(tx, brands[brands.length - 1].id);
  const deptId = await seedDepartments(tx, r, pocsOf);
  await placePocs(tx, r, { brands, pocsOf, deptId });
}

/** Agencies for ~30% of `brands` (1–2 agencies each with 1–2 association types), metro offices for ~20%. */
async function seedAgencyLinksAndOffices(
  tx: Tx,
  r: Rng,
  of: { brands: BrandRow[]; agencyIds: number[]; typeIds: number[]; metros: number[] },
): Promise<void> {
  const links: Record<string, unknown>[] = [];
  const offices: Record<string, unknown>[] = [];
  for (const b of of.brands) {
    if (r.chance(0.3)) {
      for (const agency_id of r.sample(of.agencyIds, r.int(1, 2))) {
        for (const association_type_id of r.sample(of.typeIds, r.int(1, 2)))
          links.push({ brand_id: b.id, agency_id, association_type_id });
      }
    }
    if (r.chance(0.2))
      for (const city_id of r.sample(
        of.metros.filter((m) => m !== b.hq_city_id),
        r.int(1, 2),
      ))
        offices.push({ brand_id: b.id, city_id });
  }
  await bulkInsert(
    tx,
    'brand_agencies',
    { brand_id: 'bigint', agency_id: 'bigint', association_type_id: 'bigint' },
    links,
  );
  await bulkInsert(
    tx,
    'brand_marketing_offices',
    { brand_id: 'bigint', city_id: 'bigint' },
    offices,
  );
}

/** The live POCs of brands up to `lastBrandId`, by brand, primary first. */
async function pocsByBrand(tx: Tx, lastBrandId: number): Promise<Map<number, PocRow[]>> {
  const { rows: pocs } = await tx.execute<PocRow>(
    sql`select id, brand_id, role, is_primary from pocs where brand_id <= ${lastBrandId} and removed_at is null order by brand_id, is_primary desc, id`,
  );
  const pocsOf = new Map<number, PocRow[]>();
  for (const p of pocs) {
    if (!pocsOf.has(p.brand_id)) pocsOf.set(p.brand_id, []);
    pocsOf.get(p.brand_id)!.push(p);
  }
  return pocsOf;
}

/**
 * Departments for brands with POCs: those their POCs' roles need, sometimes Digital or Finance too.
 * Returns the department id by `brandId|name`.
 */
async function seedDepartments(
  tx: Tx,
  r: Rng,
  pocsOf: Map<number, PocRow[]>,
): Promise<Map<string, number>> {
  const deptRows: { brand_id: number; name: string }[] = [];
  for (const [brandId, list] of pocsOf) {
    const names = new Set<string>(list.map((p) => departmentOfRole(p.role)));
    if (r.chance(0.3)) names.add(r.pick(['Digital', 'Finance']));
    for (const name of DEPARTMENTS) if (names.has(name)) deptRows.push({ brand_id: brandId, name });
  }
  const deptIds = await bulkInsertIds(
    tx,
    'departments',
    { brand_id: 'bigint', name: 'text' },
    deptRows,
  );
  return new Map(deptRows.map((d, i) => [`${d.brand_id}|${d.name}`, deptIds[i]]));
}

/** POCs: department by role, a city near the HQ (the HQ itself or its state), a small reporting tree under the primary. */
async function placePocs(
  tx: Tx,
  r: Rng,
  of: { brands: BrandRow[]; pocsOf: Map<number, PocRow[]>; deptId: Map<string, number> },
): Promise<void> {
  const citiesOfState = await citiesByState(tx);
  const hqOf = new Map(of.brands.map((b) => [b.id, b]));
  const updates: Record<string, unknown>[] = [];
  for (const [brandId, list] of of.pocsOf) {
    const b = hqOf.get(brandId)!;
    const stateCities = b.state_id ? (citiesOfState.get(b.state_id) ?? []) : [];
    list.forEach((p, i) => {
      const city =
        b.hq_city_id && (r.chance(0.7) || !stateCities.length)
          ? b.hq_city_id
          : stateCities.length
            ? r.pick(stateCities)
            : null;
      const manager =
        i === 0 ? null : i > 1 && r.chance(0.3) ? list[r.int(1, i - 1)].id : list[0].id;
      updates.push({
        id: p.id,
        department_id: of.deptId.get(`${brandId}|${departmentOfRole(p.role)}`) ?? null,
        city_id: city,
        reports_to_poc_id: manager,
      });
    });
  }
  for (let i = 0; i < updates.length; i += 5000) {
    await tx.execute(sql`update pocs p set department_id = x.department_id, city_id = x.city_id, reports_to_poc_id = x.reports_to_poc_id
      from json_to_recordset(${JSON.stringify(updates.slice(i, i + 5000))}::json) as x(id bigint, department_id bigint, city_id bigint, reports_to_poc_id bigint)
      where p.id = x.id`);
  }
}

/** Every city id by its state id. */
async function citiesByState(tx: Tx): Promise<Map<number, number[]>> {
  const { rows: cities } = await tx.execute<{ id: number; state_id: number }>(
    sql`select id, state_id from cities`,
  );
  const citiesOfState = new Map<number, number[]>();
  for (const c of cities) {
    if (!citiesOfState.has(c.state_id)) citiesOfState.set(c.state_id, []);
    citiesOfState.get(c.state_id)!.push(c.id);
  }
  return citiesOfState;
}
