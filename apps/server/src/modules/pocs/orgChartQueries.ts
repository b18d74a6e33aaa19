import { sql } from 'drizzle-orm';
import type { OrgChartResult, PocContactsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';
import { and, containsPattern, oneOf } from '../../lib/sql.js';

/** A brand's departments by name and its active POCs (primary first, then by name), in the contract's shape. */
export async function orgChartRows(
  db: Db,
  brandId: number,
): Promise<Pick<OrgChartResult, 'departments' | 'pocs'>> {
  const [deps, pocs] = await Promise.all([
    db.execute<OrgChartResult['departments'][number]>(sql`select id as "departmentId", name
      from departments
      where brand_id = ${brandId}
      order by lower(name), id`),
    db.execute<OrgChartResult['pocs'][number]>(sql`select p.id as "pocId", p.name as "pocName",
        p.role as "pocRole", p.is_primary as "pocIsPrimary", p.department_id as "departmentId",
        ci.name as "cityName", p.reports_to_poc_id as "reportsToPocId"
      from pocs p
        left join cities ci on ci.id = p.city_id
      where p.brand_id = ${brandId} and p.removed_at is null
      order by p.is_primary desc, lower(p.name), p.id`),
  ]);
  return { departments: deps.rows, pocs: pocs.rows };
}

type ContactRow = PocContactsResult['pocs'][number];

/**
 * A page of active POCs by name with their brands, and their total: of brands with an owner among
 * `ownerIds` ('all': every brand), matching `searchFor` on POC name, email or brand name (contains).
 */
export async function contactPage(
  db: Db,
  q: { ownerIds: number[] | 'all'; searchFor: string; pageNo: number; count: number },
): Promise<{ pocs: ContactRow[]; total: number }> {
  const pattern = containsPattern(q.searchFor);
  const scope = q.ownerIds;
  const where = and([
    sql`p.removed_at is null`,
    scope !== 'all' &&
      sql`exists (select 1 from brand_owners bo
        where bo.brand_id = p.brand_id and bo.user_id ${oneOf(scope)})`,
    q.searchFor &&
      sql`(lower(p.name) like ${pattern} or lower(p.email) like ${pattern}
        or lower(b.name) like ${pattern})`,
  ]);
  const [{ rows }, total] = await Promise.all([
    db.execute<ContactRow>(sql`select p.id as "pocId", p.name as "pocName", p.role as "pocRole",
        p.email as "pocEmail", p.phone_numbers as "phoneNumbers", p.linkedin_url as "linkedInUrl",
        p.is_primary as "pocIsPrimary", d.name as "departmentName", ci.name as "cityName",
        b.id as "brandId", b.name as "brandName", b.image_url as "brandImageUrl"
      from pocs p
        join brands b on b.id = p.brand_id
        left join departments d on d.id = p.department_id
        left join cities ci on ci.id = p.city_id
      where ${where}
      order by lower(p.name), p.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n
      from pocs p
        join brands b on b.id = p.brand_id
      where ${where}`),
  ]);
  return {
    pocs: rows.map((r) => ({ ...r, phoneNumbers: r.phoneNumbers ?? [] })),
    total: total.rows[0].n,
  };
}
