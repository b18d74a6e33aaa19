import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReferenceData, RefOption } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import {
  cities,
  companies,
  departmentNames,
  industries,
  regions,
  states,
  verticals,
} from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../../lib/sql.js';

/** A page request: 1-based `pageNo`, `count` a page. */
type Page = { pageNo: number; count: number };

/** `lower(name)` contains `searchFor` (case-insensitive, LIKE wildcards escaped); no condition for ''. */
const nameContains = (name: AnyPgColumn, searchFor: string) =>
  searchFor ? sql`lower(${name}) like ${containsPattern(searchFor)}` : undefined;

/**
 * The lookup lists of the reference data: industries, verticals and states by name, regions by id,
 * department names by name whatever its case.
 */
export async function referenceLists(db: Db): Promise<Omit<ReferenceData, 'eventCategories'>> {
  const [industryRows, verticalRows, regionRows, stateRows, departmentRows] = await Promise.all([
    db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .orderBy(industries.name),
    db.select({ id: verticals.id, name: verticals.name }).from(verticals).orderBy(verticals.name),
    db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(regions.id),
    db
      .select({ id: states.id, name: states.name, regionId: states.regionId, code: states.code })
      .from(states)
      .orderBy(states.name),
    db
      .select({ id: departmentNames.id, name: departmentNames.name })
      .from(departmentNames)
      .orderBy(sql`lower(${departmentNames.name})`),
  ]);
  return {
    industries: industryRows,
    verticals: verticalRows,
    regions: regionRows,
    states: stateRows,
    departments: departmentRows,
  };
}

/** Page of the companies whose name contains `searchFor` ('' for all), by name, and how many match. */
export async function companyPage(
  db: Db,
  q: Page & { searchFor: string },
): Promise<{ companies: RefOption[]; total: number }> {
  const where = nameContains(companies.name, q.searchFor);
  const [rows, count] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(where)
      .orderBy(companies.name)
      .limit(q.count)
      .offset(offsetOf(q.pageNo, q.count)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
  ]);
  return { companies: rows, total: count[0].n };
}

/**
 * Page of the cities of state `stateId` (every state when undefined) whose name contains `searchFor`
 * ('' for all), by name, with their state's name, and how many match.
 */
export async function cityPage(
  db: Db,
  q: Page & { stateId?: number; searchFor: string },
): Promise<{ cities: (RefOption & { stateName: string })[]; total: number }> {
  const where = and(
    q.stateId ? eq(cities.stateId, q.stateId) : undefined,
    nameContains(cities.name, q.searchFor),
  );
  const [rows, count] = await Promise.all([
    db
      .select({ id: cities.id, name: cities.name, stateName: states.name })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(where)
      .orderBy(cities.name)
      .limit(q.count)
      .offset(offsetOf(q.pageNo, q.count)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cities)
      .where(where),
  ]);
  return { cities: rows, total: count[0].n };
}

/**
 * Locks the companies table against other writers until the transaction ends (SHARE ROW EXCLUSIVE), so
 * that two requests cannot both find a name free and both insert it.
 */
export async function lockCompanies(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table companies in share row exclusive mode`);
}

/** Whether industry `industryId` exists. */
export async function industryExists(tx: Tx, industryId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(industries)
    .where(eq(industries.id, industryId));
  return rows.length > 0;
}

/** Whether a company is named `name`, whatever its case. */
export async function companyNameTaken(tx: Tx, name: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`);
  return rows.length > 0;
}
