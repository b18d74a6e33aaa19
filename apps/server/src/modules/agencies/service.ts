import {
  AGENCY_MESSAGES,
  type AgencyBrandsResult,
  type AgencyListResult,
  type AssociationTypeListResult,
  type BrandAgencyListResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { recordHistory } from '../brands/index.js';
import { assertBrandFound, assertCanEditBrand } from '../pocs/index.js';
import {
  agencyBrandPage,
  agencyName,
  agencyPage,
  associationTypePage,
  brandAgencyPage,
  brandAgencyPair,
  countAssociationTypes,
  deleteAssociation,
  insertAgencyOnce,
  insertAssociationTypeOnce,
  replaceAssociationTypes,
  typesText,
} from './queries.js';

/** The database and the caller of an agencies request. */
type AgenciesContext = { db: Db; actor: Actor };

/** A page request: 1-based `pageNo`, `count` a page, and a name search (any when blank). */
type PageQuery = { searchFor: string; pageNo: number; count: number };

/** Agencies by name with their brand counts (GET /api/brand/agency, 100 a page). */
export async function listAgencies(db: Db, q: PageQuery): Promise<AgencyListResult> {
  const { agencies, total } = await agencyPage(db, q);
  return { agencies, ...pageInfo(q.pageNo, q.count, total) };
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
export async function createAgency({
  db,
  actor,
  agencyName: name,
}: AgenciesContext & { agencyName: string }) {
  assertWorksBrands(actor);
  return db.transaction(async (tx) => {
    const id = await insertAgencyOnce(tx, name);
    if (id === null) throw conflict(AGENCY_MESSAGES.agencyExists, 'AGENCY_ALREADY_EXISTS');
    return {
      agency: { agencyId: id, agencyName: name, brandCount: 0 },
      message: AGENCY_MESSAGES.agencyCreated,
    };
  });
}

/** Association types by name (GET /api/brand/agency/association/type, 50 a page). */
export async function listAssociationTypes(
  db: Db,
  q: PageQuery,
): Promise<AssociationTypeListResult> {
  const { associationTypes, total } = await associationTypePage(db, q);
  return { associationTypes, ...pageInfo(q.pageNo, q.count, total) };
}

/** Creates an association type (PUT /api/brand/agency/association/type): PO and ADMIN only (reference data); 409 duplicate. */
export async function createAssociationType({
  db,
  actor,
  name,
}: AgenciesContext & { name: string }) {
  if (pipelineScope(actor) !== 'all') throw forbidden(AGENCY_MESSAGES.typesDenied, 'FORBIDDEN');
  return db.transaction(async (tx) => {
    const id = await insertAssociationTypeOnce(tx, name);
    if (id === null)
      throw conflict(AGENCY_MESSAGES.associationTypeExists, 'ASSOCIATION_TYPE_EXISTS');
    return {
      associationType: { id, name },
      message: AGENCY_MESSAGES.associationTypeCreated,
    };
  });
}

/** The agencies of a brand with their association types (POST /api/brand/agency/association, 100 a page). 404 unknown brand. */
export async function brandAgencies({
  db,
  actor,
  q,
}: AgenciesContext & { q: PageQuery & { brandId: number } }): Promise<BrandAgencyListResult> {
  const access = await assertBrandFound(db, actor, q.brandId);
  const { agencies, total } = await brandAgencyPage(db, q);
  return { agencies, canEdit: access.canEdit, ...pageInfo(q.pageNo, q.count, total) };
}

/** 404 unless the agency exists; answers its name. */
async function assertAgency(db: Tx, agencyId: number): Promise<string> {
  const name = await agencyName(db, agencyId);
  if (name === null) throw notFound(AGENCY_MESSAGES.agencyNotFound, 'AGENCY_NOT_FOUND');
  return name;
}

/**
 * Associates an agency with a brand (POST /api/brand/agency/association/unified): the pair's types
 * become exactly `associationTypeIds`. 404 unknown brand, agency or type; 403 unless the caller may
 * change the brand. One history row (entity AGENCY) with the types before and after.
 */
export async function associateAgency({
  db,
  actor,
  req,
}: AgenciesContext & {
  req: { brandId: number; agencyId: number; associationTypeIds: number[] };
}) {
  const typeIds = [...new Set(req.associationTypeIds)];
  await db.transaction(async (tx) => {
    await assertCanEditBrand(tx, actor, req.brandId, true);
    await assertAgency(tx, req.agencyId);
    if ((await countAssociationTypes(tx, typeIds)) !== typeIds.length)
      throw notFound(AGENCY_MESSAGES.associationTypeNotFound, 'ASSOCIATION_TYPE_NOT_FOUND');
    const before = await typesText(tx, req.brandId, req.agencyId);
    await replaceAssociationTypes(tx, { brandId: req.brandId, agencyId: req.agencyId, typeIds });
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
    agency: await brandAgencyPair(db, req.brandId, req.agencyId),
  };
}

/**
 * Removes one association type, or the whole association, of an agency with a brand
 * (POST /api/brand/agency/association/removal). 404 when there is no such association.
 */
export async function removeAssociation({
  db,
  actor,
  req,
}: AgenciesContext & { req: { brandId: number; agencyId: number; associationTypeId?: number } }) {
  await db.transaction(async (tx) => {
    await assertCanEditBrand(tx, actor, req.brandId, true);
    await assertAgency(tx, req.agencyId);
    const before = await typesText(tx, req.brandId, req.agencyId);
    if (!(await deleteAssociation(tx, req)))
      throw notFound(AGENCY_MESSAGES.associationNotFound, 'ASSOCIATION_NOT_FOUND');
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
    agency: await brandAgencyPair(db, req.brandId, req.agencyId),
  };
}

/** The brands of an agency with their association types (POST /api/brand/agency/brands, 50 a page). 404 unknown agency. */
export async function agencyBrands(
  db: Db,
  q: PageQuery & { agencyId: number },
): Promise<AgencyBrandsResult> {
  const name = await assertAgency(db, q.agencyId);
  const { brands, total } = await agencyBrandPage(db, q);
  return {
    agencyId: q.agencyId,
    agencyName: name,
    brands,
    ...pageInfo(q.pageNo, q.count, total),
  };
}
