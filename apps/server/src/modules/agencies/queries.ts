import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  AgencyBrandsResult,
  AgencyListResult,
  AssociationTypeListResult,
  BrandAgency,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { agencies, agencyAssociationTypes } from '../../db/schema/index.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { containsPattern, idArray, oneOf } from '../../lib/sql.js';

/** Agencies, association types and brand–agency associations. */

/** A page request: 1-based `pageNo`, `count` a page, and a name search (any when blank). */
type PageQuery = { searchFor: string; pageNo: number; count: number };

const nameFilter = (col: SQL, searchFor: string) =>
  searchFor ? sql`lower(${col}) like ${containsPattern(searchFor)}` : sql`true`;

/** A page of agencies by name with their brand counts, and their total. */
export async function agencyPage(
  db: Db,
  q: PageQuery,
): Promise<{ agencies: AgencyListResult['agencies']; total: number }> {
  const where = nameFilter(sql.raw('a.name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<AgencyListResult['agencies'][number]>(sql`select a.id as "agencyId",
        a.name as "agencyName",
        (select count(distinct ba.brand_id)::int from brand_agencies ba
          where ba.agency_id = a.id) as "brandCount"
      from agencies a
      where ${where}
      order by lower(a.name), a.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from agencies a where ${where}`),
  ]);
  return { agencies: rows, total: total.rows[0].n };
}

/**
 * Inserts an agency unless one has the name in any case (then null), under a table lock so two
 * concurrent creations cannot both pass the check (in the caller's transaction). Answers the new id.
 */
export async function insertAgencyOnce(tx: Tx, name: string): Promise<number | null> {
  await tx.execute(sql`lock table agencies in share row exclusive mode`);
  const { rows: dup } = await tx.execute(sql`select 1 from agencies
    where lower(name) = ${name.toLowerCase()}`);
  if (dup.length) return null;
  const rows = await tx.insert(agencies).values({ name }).returning({ id: agencies.id });
  return rows[0].id;
}

/** A page of association types by id, and their total. */
export async function associationTypePage(
  db: Db,
  q: PageQuery,
): Promise<{ associationTypes: AssociationTypeListResult['associationTypes']; total: number }> {
  const where = nameFilter(sql.raw('name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<{ id: number; name: string }>(sql`select id, name
      from agency_association_types
      where ${where}
      order by id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n
      from agency_association_types
      where ${where}`),
  ]);
  return { associationTypes: rows, total: total.rows[0].n };
}

/** Inserts an association type unless one has the name in any case (then null), under a table lock. */
export async function insertAssociationTypeOnce(tx: Tx, name: string): Promise<number | null> {
  await tx.execute(sql`lock table agency_association_types in share row exclusive mode`);
  const { rows: dup } = await tx.execute(sql`select 1 from agency_association_types
    where lower(name) = ${name.toLowerCase()}`);
  if (dup.length) return null;
  const rows = await tx
    .insert(agencyAssociationTypes)
    .values({ name })
    .returning({ id: agencyAssociationTypes.id });
  return rows[0].id;
}

type BrandAgencyRow = {
  agency_id: number;
  agency_name: string;
  types: { id: number; name: string }[];
  associated_on: string;
};

/** A brand's agencies with their types (group by a.id, a.name after any further condition). */
const brandAgencySql = (brandId: number) => sql`select a.id as agency_id, a.name as agency_name,
    json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id) as types,
    min(ba.created_at) as associated_on
  from brand_agencies ba
    join agencies a on a.id = ba.agency_id
    join agency_association_types t on t.id = ba.association_type_id
  where ba.brand_id = ${brandId}`;

const toBrandAgency = (r: BrandAgencyRow): BrandAgency => ({
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  associationTypes: r.types,
  associatedOn: iso(r.associated_on)!,
});

/** A page of a brand's agencies by name with their association types, and their total. */
export async function brandAgencyPage(
  db: Db,
  q: PageQuery & { brandId: number },
): Promise<{ agencies: BrandAgency[]; total: number }> {
  const search = nameFilter(sql.raw('a.name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<BrandAgencyRow>(sql`${brandAgencySql(q.brandId)} and ${search}
      group by a.id, a.name
      order by lower(a.name), a.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(distinct ba.agency_id)::int as n
      from brand_agencies ba join agencies a on a.id = ba.agency_id
      where ba.brand_id = ${q.brandId} and ${search}`),
  ]);
  return { agencies: rows.map(toBrandAgency), total: total.rows[0].n };
}

/** One brand–agency association with its types, or null when there is none. */
export async function brandAgencyPair(
  db: Tx,
  brandId: number,
  agencyId: number,
): Promise<BrandAgency | null> {
  const { rows } = await db.execute<BrandAgencyRow>(sql`${brandAgencySql(brandId)}
      and ba.agency_id = ${agencyId}
    group by a.id, a.name`);
  return rows.length ? toBrandAgency(rows[0]) : null;
}

/** The agency's name, or null when unknown. */
export async function agencyName(db: Tx, agencyId: number): Promise<string | null> {
  const rows = await db
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return rows[0]?.name ?? null;
}

/** Names of a brand–agency pair's current types, ', '-joined (history text), or null. */
export async function typesText(tx: Tx, brandId: number, agencyId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ t: string | null }>(sql`select
      string_agg(t.name, ', ' order by t.id) as t
    from brand_agencies ba
      join agency_association_types t on t.id = ba.association_type_id
    where ba.brand_id = ${brandId} and ba.agency_id = ${agencyId}`);
  return rows[0]?.t ?? null;
}

/** How many of `typeIds` (distinct) are association types. */
export async function countAssociationTypes(tx: Tx, typeIds: number[]): Promise<number> {
  const { rows } = await tx.execute(sql`select id
    from agency_association_types
    where id ${oneOf(typeIds)}`);
  return rows.length;
}

/** A brand–agency pair and the association types it should have. */
type Association = { brandId: number; agencyId: number; typeIds: number[] };

/** Makes the pair's association types exactly `typeIds` (in the caller's transaction). */
export async function replaceAssociationTypes(tx: Tx, a: Association): Promise<void> {
  await tx.execute(sql`delete from brand_agencies
    where brand_id = ${a.brandId} and agency_id = ${a.agencyId}
      and not (association_type_id ${oneOf(a.typeIds)})`);
  await tx.execute(sql`insert into brand_agencies (brand_id, agency_id, association_type_id)
    select ${a.brandId}, ${a.agencyId}, t from unnest(${idArray(a.typeIds)}) as t
    on conflict do nothing`);
}

/** Deletes one type of the pair's association, or all of it; false when there was none. */
export async function deleteAssociation(
  tx: Tx,
  a: { brandId: number; agencyId: number; associationTypeId?: number },
): Promise<boolean> {
  const oneType =
    a.associationTypeId !== undefined
      ? sql`and association_type_id = ${a.associationTypeId}`
      : sql``;
  const { rows } = await tx.execute(sql`delete from brand_agencies
    where brand_id = ${a.brandId} and agency_id = ${a.agencyId}
    ${oneType}
    returning 1`);
  return rows.length > 0;
}

/** A page of the agency's brands by name with their association types, and their total. */
export async function agencyBrandPage(
  db: Db,
  q: PageQuery & { agencyId: number },
): Promise<{ brands: AgencyBrandsResult['brands']; total: number }> {
  const search = nameFilter(sql.raw('b.name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<AgencyBrandsResult['brands'][number]>(sql`select b.id as "brandId",
        b.name as "brandName", b.image_url as "brandImageUrl", i.name as "industryName",
        json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id) as "associationTypes"
      from brand_agencies ba
        join brands b on b.id = ba.brand_id
        left join industries i on i.id = b.industry_id
        join agency_association_types t on t.id = ba.association_type_id
      where ba.agency_id = ${q.agencyId} and ${search}
      group by b.id, b.name, b.image_url, i.name
      order by lower(b.name), b.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(distinct ba.brand_id)::int as n
      from brand_agencies ba join brands b on b.id = ba.brand_id
      where ba.agency_id = ${q.agencyId} and ${search}`),
  ]);
  return { brands: rows, total: total.rows[0].n };
}
