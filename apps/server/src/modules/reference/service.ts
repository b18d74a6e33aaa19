import { EVENT_CATEGORIES, type ReferenceData, type RefOption } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { type Actor, pipelineScope } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import {
  cityPage,
  companyNameTaken,
  companyPage,
  industryExists,
  lockCompanies,
  referenceLists,
} from './queries.js';
import { insertCompany } from '../admin/index.js';

/** Industries, verticals, regions, states, the event categories and the department names in one answer (GET /api/reference). */
export async function referenceData({ db }: { db: Db }): Promise<ReferenceData> {
  const lists = await referenceLists(db);
  return {
    industries: lists.industries,
    verticals: lists.verticals,
    regions: lists.regions,
    states: lists.states,
    eventCategories: [...EVENT_CATEGORIES],
    departments: lists.departments,
  };
}

/** Companies by name (GET /api/brand/company, 100 a page). */
export async function listCompanies({
  db,
  q,
}: {
  db: Db;
  q: { searchFor: string; pageNo: number; count: number };
}) {
  const { companies, total } = await companyPage(db, q);
  return { companies, ...pageInfo(q.pageNo, q.count, total) };
}

/** Cities, optionally of one state (country state city, 20 a page). */
export async function listCities({
  db,
  q,
}: {
  db: Db;
  q: { stateId?: number; searchFor: string; pageNo: number; count: number };
}) {
  const { cities, total } = await cityPage(db, q);
  return { cities, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * Creates a company (POST /api/brand/company): for the roles that work brands (BO, TO, PO, ADMIN),
 * 403 otherwise; 404 INDUSTRY_NOT_FOUND for an unknown industry; 409 COMPANY_EXISTS when a company of
 * that name exists, whatever its case.
 */
export async function createCompany({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: { companyName: string; industryId?: number };
}): Promise<RefOption> {
  if (!pipelineScope(actor))
    throw forbidden('Only brand, team and project owners can add companies');
  return db.transaction(async (tx) => {
    await lockCompanies(tx);
    if (req.industryId && !(await industryExists(tx, req.industryId)))
      throw notFound('Industry not found', 'INDUSTRY_NOT_FOUND');
    if (await companyNameTaken(tx, req.companyName))
      throw conflict(`A company named "${req.companyName}" already exists`, 'COMPANY_EXISTS');
    return insertCompany(tx, { name: req.companyName, industryId: req.industryId ?? null });
  });
}
