import { sql } from 'drizzle-orm';
import type { OrgChartResult, PocContactsResult } from '@crm/contracts';
import { POC_MESSAGES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { forbidden } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { and, containsPattern, idArray } from '../../lib/sql.js';
import { assertBrandFound } from './access.js';

/** The org chart of a brand (GET /api/brand/org-chart): departments, active POCs with department and manager, and whether the caller may edit. */
export async function orgChart(db: Db, actor: Actor, brandId: number): Promise<OrgChartResult> {
  const access = await assertBrandFound(db, actor, brandId);
  const [deps, pocs] = await Promise.all([
    db.execute<{ departmentId: number; name: string }>(
      sql`select id as "departmentId", name from departments where brand_id = ${brandId} order by lower(name), id`,
    ),
    db.execute<
      OrgChartResult['pocs'][number]
    >(sql`select p.id as "pocId", p.name as "pocName", p.role as "pocRole", p.is_primary as "pocIsPrimary",
        p.department_id as "departmentId", ci.name as "cityName", p.reports_to_poc_id as "reportsToPocId"
      from pocs p left join cities ci on ci.id = p.city_id where p.brand_id = ${brandId} and p.removed_at is null order by p.is_primary desc, lower(p.name), p.id`),
  ]);
  return {
    brandId,
    brandName: access.brandName,
    departments: deps.rows,
    pocs: pocs.rows,
    canEdit: access.canEdit,
  };
}

type ContactRow = PocContactsResult['pocs'][number];

/**
 * POC Contacts (GET /api/user/poc, spec 000 §2.1): the active POCs of the caller's brands — a BO's
 * own, a TO's team's, every brand for PO/ADMIN; 403 for other roles. Search on POC name, email or
 * brand name (contains, any case); by POC name.
 */
export async function pocContacts(
  db: Db,
  actor: Actor,
  q: { searchFor: string; pageNo: number; count: number },
): Promise<PocContactsResult> {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(POC_MESSAGES.pocContactsDenied, 'POC_CONTACTS_DENIED');
  const pattern = containsPattern(q.searchFor);
  const where = and([
    sql`p.removed_at is null`,
    scope !== 'all' &&
      sql`exists (select 1 from brand_owners bo where bo.brand_id = p.brand_id and bo.user_id = any(${idArray(scope)}))`,
    q.searchFor &&
      sql`(lower(p.name) like ${pattern} or lower(p.email) like ${pattern} or lower(b.name) like ${pattern})`,
  ]);
  const [{ rows }, total] = await Promise.all([
    db.execute<ContactRow>(sql`select p.id as "pocId", p.name as "pocName", p.role as "pocRole", p.email as "pocEmail", p.phone_numbers as "phoneNumbers",
        p.linkedin_url as "linkedInUrl", p.is_primary as "pocIsPrimary", d.name as "departmentName", ci.name as "cityName",
        b.id as "brandId", b.name as "brandName", b.image_url as "brandImageUrl"
      from pocs p join brands b on b.id = p.brand_id left join departments d on d.id = p.department_id left join cities ci on ci.id = p.city_id
      where ${where} order by lower(p.name), p.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from pocs p join brands b on b.id = p.brand_id where ${where}`,
    ),
  ]);
  return {
    pocs: rows.map((r) => ({ ...r, phoneNumbers: r.phoneNumbers ?? [] })),
    ...pageInfo(q.pageNo, q.count, total.rows[0].n),
  };
}
