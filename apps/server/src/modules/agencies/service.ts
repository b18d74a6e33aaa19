import { sql } from 'drizzle-orm';
import {
  AGENCY_MESSAGES,
  type AgencyBrandsResult,
  type AgencyListResult,
  type AssociationTypeListResult,
  type BrandAgency,
  type BrandAgencyListResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo, iso } from '../../lib/paging.js';
import { containsPattern, idArray } from '../../lib/sql.js';
import { recordHistory } from '../brands/index.js';
import { assertBrandFound, assertCanEditBrand } from '../pocs/index.js';

const nameFilter = (col: ReturnType<typeof sql.raw>, searchFor: string) =>
  searchFor ? sql`lower(${col}) like ${containsPattern(searchFor)}` : sql`true`;

/** Agencies by name with their brand counts (GET /api/brand/agency, 100 a page). */
export async function listAgencies(
  db: Db,
  q: { searchFor: string; pageNo: number; count: number },
): Promise<AgencyListResult> {
  const where = nameFilter(sql.raw('a.name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<
      AgencyListResult['agencies'][number]
    >(sql`select a.id as "agencyId", a.name as "agencyName",
        (select count(distinct ba.brand_id)::int from brand_agencies ba where ba.agency_id = a.id) as "brandCount"
      from agencies a where ${where} order by lower(a.name), a.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from agencies a where ${where}`),
  ]);
  return { agencies: rows, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** 403 unless the actor works brands at all (BO, TO, PO, ADMIN): the same people who associate agencies. */
function assertWorksBrands(actor: Actor) {
  if (!pipelineScope(actor))
    throw forbidden(
      'Only brand owners, team owners, project owners and admins can add agencies',
      'FORBIDDEN',
    );
}

/** Creates an agency (POST /api/brand/agency): 409 AGENCY_ALREADY_EXISTS when the name exists in any case. */
export async function createAgency(db: Db, actor: Actor, agencyName: string) {
  assertWorksBrands(actor);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table agencies in share row exclusive mode`);
    const { rows: dup } = await tx.execute(
      sql`select 1 from agencies where lower(name) = ${agencyName.toLowerCase()}`,
    );
    if (dup.length) throw conflict(AGENCY_MESSAGES.agencyExists, 'AGENCY_ALREADY_EXISTS');
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into agencies (name) values (${agencyName}) returning id`,
    );
    return {
      agency: { agencyId: rows[0].id, agencyName, brandCount: 0 },
      message: AGENCY_MESSAGES.agencyCreated,
    };
  });
}

/** Association types by name (GET /api/brand/agency/association/type, 50 a page). */
export async function listAssociationTypes(
  db: Db,
  q: { searchFor: string; pageNo: number; count: number },
): Promise<AssociationTypeListResult> {
  const where = nameFilter(sql.raw('name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<{ id: number; name: string }>(
      sql`select id, name from agency_association_types where ${where} order by id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from agency_association_types where ${where}`,
    ),
  ]);
  return { associationTypes: rows, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** Creates an association type (PUT /api/brand/agency/association/type): PO and ADMIN only (reference data); 409 duplicate. */
export async function createAssociationType(db: Db, actor: Actor, name: string) {
  if (pipelineScope(actor) !== 'all') throw forbidden(AGENCY_MESSAGES.typesDenied, 'FORBIDDEN');
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table agency_association_types in share row exclusive mode`);
    const { rows: dup } = await tx.execute(
      sql`select 1 from agency_association_types where lower(name) = ${name.toLowerCase()}`,
    );
    if (dup.length)
      throw conflict(AGENCY_MESSAGES.associationTypeExists, 'ASSOCIATION_TYPE_EXISTS');
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into agency_association_types (name) values (${name}) returning id`,
    );
    return {
      associationType: { id: rows[0].id, name },
      message: AGENCY_MESSAGES.associationTypeCreated,
    };
  });
}

type BrandAgencyRow = {
  agency_id: number;
  agency_name: string;
  types: { id: number; name: string }[];
  associated_on: string;
};
const brandAgencySql = (brandId: number) => sql`select a.id as agency_id, a.name as agency_name,
    json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id) as types, min(ba.created_at) as associated_on
  from brand_agencies ba join agencies a on a.id = ba.agency_id join agency_association_types t on t.id = ba.association_type_id
  where ba.brand_id = ${brandId}`;
const toBrandAgency = (r: BrandAgencyRow): BrandAgency => ({
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  associationTypes: r.types,
  associatedOn: iso(r.associated_on)!,
});

/** The agencies of a brand with their association types (POST /api/brand/agency/association, 100 a page). 404 unknown brand. */
export async function brandAgencies(
  db: Db,
  actor: Actor,
  q: { brandId: number; searchFor: string; pageNo: number; count: number },
): Promise<BrandAgencyListResult> {
  const access = await assertBrandFound(db, actor, q.brandId);
  const search = nameFilter(sql.raw('a.name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<BrandAgencyRow>(
      sql`${brandAgencySql(q.brandId)} and ${search} group by a.id, a.name order by lower(a.name), a.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(distinct ba.agency_id)::int as n from brand_agencies ba join agencies a on a.id = ba.agency_id where ba.brand_id = ${q.brandId} and ${search}`,
    ),
  ]);
  return {
    agencies: rows.map(toBrandAgency),
    canEdit: access.canEdit,
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}

async function assertAgency(db: Tx, agencyId: number): Promise<string> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select name from agencies where id = ${agencyId}`,
  );
  if (!rows.length) throw notFound(AGENCY_MESSAGES.agencyNotFound, 'AGENCY_NOT_FOUND');
  return rows[0].name;
}

/** Names of a brand–agency pair's current types, ', '-joined (history text), or null. */
async function typesText(tx: Tx, brandId: number, agencyId: number): Promise<string | null> {
  const { rows } = await tx.execute<{
    t: string | null;
  }>(sql`select string_agg(t.name, ', ' order by t.id) as t from brand_agencies ba
    join agency_association_types t on t.id = ba.association_type_id where ba.brand_id = ${brandId} and ba.agency_id = ${agencyId}`);
  return rows[0]?.t ?? null;
}

async function pairOf(db: Tx, brandId: number, agencyId: number): Promise<BrandAgency | null> {
  const { rows } = await db.execute<BrandAgencyRow>(
    sql`${brandAgencySql(brandId)} and ba.agency_id = ${agencyId} group by a.id, a.name`,
  );
  return rows.length ? toBrandAgency(rows[0]) : null;
}

/**
 * Associates an agency with a brand (POST /api/brand/agency/association/unified): the pair's types
 * become exactly `associationTypeIds`. 404 unknown brand, agency or type; 403 unless the caller may
 * change the brand. One history row (entity AGENCY) with the types before and after.
 */
export async function associateAgency(
  db: Db,
  actor: Actor,
  req: { brandId: number; agencyId: number; associationTypeIds: number[] },
) {
  const typeIds = [...new Set(req.associationTypeIds)];
  await db.transaction(async (tx) => {
    await assertCanEditBrand(tx, actor, req.brandId, true);
    await assertAgency(tx, req.agencyId);
    const { rows: types } = await tx.execute(
      sql`select id from agency_association_types where id = any(${idArray(typeIds)})`,
    );
    if (types.length !== typeIds.length)
      throw notFound(AGENCY_MESSAGES.associationTypeNotFound, 'ASSOCIATION_TYPE_NOT_FOUND');
    const before = await typesText(tx, req.brandId, req.agencyId);
    await tx.execute(
      sql`delete from brand_agencies where brand_id = ${req.brandId} and agency_id = ${req.agencyId} and not (association_type_id = any(${idArray(typeIds)}))`,
    );
    await tx.execute(sql`insert into brand_agencies (brand_id, agency_id, association_type_id)
      select ${req.brandId}, ${req.agencyId}, t from unnest(${idArray(typeIds)}) as t on conflict do nothing`);
    const after = await typesText(tx, req.brandId, req.agencyId);
    if (before !== after)
      await recordHistory(tx, {
        brandId: req.brandId,
        entity: 'AGENCY',
        userId: actor.userId,
        changes: [{ entityId: req.agencyId, field: 'associationTypes', from: before, to: after }],
      });
  });
  return {
    message: AGENCY_MESSAGES.associated,
    agency: await pairOf(db, req.brandId, req.agencyId),
  };
}

/**
 * Removes one association type, or the whole association, of an agency with a brand
 * (POST /api/brand/agency/association/removal). 404 when there is no such association.
 */
export async function removeAssociation(
  db: Db,
  actor: Actor,
  req: { brandId: number; agencyId: number; associationTypeId?: number },
) {
  await db.transaction(async (tx) => {
    await assertCanEditBrand(tx, actor, req.brandId, true);
    await assertAgency(tx, req.agencyId);
    const before = await typesText(tx, req.brandId, req.agencyId);
    const { rows } =
      await tx.execute(sql`delete from brand_agencies where brand_id = ${req.brandId} and agency_id = ${req.agencyId}
      ${req.associationTypeId !== undefined ? sql`and association_type_id = ${req.associationTypeId}` : sql``} returning 1`);
    if (!rows.length) throw notFound(AGENCY_MESSAGES.associationNotFound, 'ASSOCIATION_NOT_FOUND');
    await recordHistory(tx, {
      brandId: req.brandId,
      entity: 'AGENCY',
      userId: actor.userId,
      changes: [
        {
          entityId: req.agencyId,
          field: 'associationTypes',
          from: before,
          to: await typesText(tx, req.brandId, req.agencyId),
        },
      ],
    });
  });
  return {
    message: AGENCY_MESSAGES.associationRemoved,
    agency: await pairOf(db, req.brandId, req.agencyId),
  };
}

/** The brands of an agency with their association types (POST /api/brand/agency/brands, 50 a page). 404 unknown agency. */
export async function agencyBrands(
  db: Db,
  q: { agencyId: number; searchFor: string; pageNo: number; count: number },
): Promise<AgencyBrandsResult> {
  const agencyName = await assertAgency(db, q.agencyId);
  const search = nameFilter(sql.raw('b.name'), q.searchFor);
  const [{ rows }, total] = await Promise.all([
    db.execute<
      AgencyBrandsResult['brands'][number]
    >(sql`select b.id as "brandId", b.name as "brandName", b.image_url as "brandImageUrl", i.name as "industryName",
        json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id) as "associationTypes"
      from brand_agencies ba join brands b on b.id = ba.brand_id left join industries i on i.id = b.industry_id
        join agency_association_types t on t.id = ba.association_type_id
      where ba.agency_id = ${q.agencyId} and ${search} group by b.id, b.name, b.image_url, i.name order by lower(b.name), b.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(distinct ba.brand_id)::int as n from brand_agencies ba join brands b on b.id = ba.brand_id where ba.agency_id = ${q.agencyId} and ${search}`,
    ),
  ]);
  return {
    agencyId: q.agencyId,
    agencyName,
    brands: rows,
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
