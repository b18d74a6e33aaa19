import { sql } from 'drizzle-orm';
import { EVENT_CATEGORIES, type ReferenceData, type RefOption } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../lib/sql.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { type Actor, pipelineScope } from '../../auth/actor.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';

/** Industries, verticals, regions, states, the event categories and the department names in one answer (GET /api/reference). */
export async function referenceData(db: Db): Promise<ReferenceData> {
  const [ind, ver, reg, st, dep] = await Promise.all([
    db.execute<RefOption>(sql`select id, name from industries order by name`),
    db.execute<RefOption>(sql`select id, name from verticals order by name`),
    db.execute<RefOption>(sql`select id, name from regions order by id`),
    db.execute<RefOption & { regionId: number | null; code: string }>(
      sql`select id, name, region_id as "regionId", code from states order by name`,
    ),
    db.execute<RefOption>(sql`select id, name from department_names order by lower(name)`),
  ]);
  return {
    industries: ind.rows,
    verticals: ver.rows,
    regions: reg.rows,
    states: st.rows,
    eventCategories: [...EVENT_CATEGORIES],
    departments: dep.rows,
  };
}

/** Companies by name (GET /api/brand/company, 100 a page). */
export async function listCompanies(
  db: Db,
  q: { searchFor: string; pageNo: number; count: number },
) {
  const where = q.searchFor ? sql`lower(name) like ${containsPattern(q.searchFor)}` : sql`true`;
  const [{ rows }, total] = await Promise.all([
    db.execute<RefOption>(
      sql`select id, name from companies where ${where} order by name limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from companies where ${where}`),
  ]);
  return { companies: rows, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** Cities, optionally of one state (country state city, 20 a page). */
export async function listCities(
  db: Db,
  q: { stateId?: number; searchFor: string; pageNo: number; count: number },
) {
  const where = sql`${q.stateId ? sql`c.state_id = ${q.stateId}` : sql`true`} and ${q.searchFor ? sql`lower(c.name) like ${containsPattern(q.searchFor)}` : sql`true`}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<RefOption & { stateName: string }>(
      sql`select c.id, c.name, s.name as "stateName" from cities c join states s on s.id = c.state_id where ${where} order by c.name limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from cities c where ${where}`),
  ]);
  return { cities: rows, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/**
 * Creates a company (POST /api/brand/company): for the roles that work brands (BO, TO, PO, ADMIN),
 * 403 otherwise; 409 COMPANY_EXISTS when a company of that name exists, whatever its case.
 */
export async function createCompany(
  db: Db,
  actor: Actor,
  req: { companyName: string; industryId?: number },
): Promise<RefOption> {
  if (!pipelineScope(actor))
    throw forbidden('Only brand, team and project owners can add companies');
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table companies in share row exclusive mode`);
    if (req.industryId) {
      const { rows: ind } = await tx.execute(
        sql`select 1 from industries where id = ${req.industryId}`,
      );
      if (!ind.length) throw notFound('Industry not found', 'INDUSTRY_NOT_FOUND');
    }
    const { rows: same } = await tx.execute(
      sql`select 1 from companies where lower(name) = lower(${req.companyName})`,
    );
    if (same.length)
      throw conflict(`A company named "${req.companyName}" already exists`, 'COMPANY_EXISTS');
    const { rows } = await tx.execute<RefOption>(
      sql`insert into companies (name, industry_id) values (${req.companyName}, ${req.industryId ?? null}) returning id, name`,
    );
    return rows[0];
  });
}
