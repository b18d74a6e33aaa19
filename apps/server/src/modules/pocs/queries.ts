import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PocCreateRequest, PocDetail } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { cities, departments, pocs } from '../../db/schema/index.js';
import { iso, offsetOf } from '../../lib/paging.js';
import { customValues } from '../customFields/index.js';

type PocCreate = z.infer<typeof PocCreateRequest>;

/** A POC row with its department, city, state and manager names (select pocDetailSql). */
type PocDetailRow = {
  id: number;
  brand_id: number;
  name: string;
  role: string | null;
  email: string | null;
  phone_numbers: PocDetail['phoneNumbers'];
  linkedin_url: string | null;
  is_primary: boolean;
  department_id: number | null;
  department_name: string | null;
  city_id: number | null;
  city_name: string | null;
  state_name: string | null;
  reports_to_poc_id: number | null;
  reports_to_name: string | null;
  custom_fields: unknown;
  created_at: string;
  updated_at: string;
};

/** Select list and joins of a POC detail for POC alias `p` (active manager only). */
const pocDetailSql = sql`select p.id, p.brand_id, p.name, p.role, p.email, p.phone_numbers,
    p.linkedin_url, p.is_primary, p.department_id, d.name as department_name, p.city_id,
    ci.name as city_name, st.name as state_name, p.reports_to_poc_id, m.name as reports_to_name,
    p.custom_fields, p.created_at, p.updated_at
  from pocs p
    left join departments d on d.id = p.department_id
    left join cities ci on ci.id = p.city_id
    left join states st on st.id = ci.state_id
    left join pocs m on m.id = p.reports_to_poc_id and m.removed_at is null`;

/** Maps a pocDetailSql row to the contract's PocDetail. */
function toPocDetail(r: PocDetailRow): PocDetail {
  return {
    pocId: r.id,
    brandId: r.brand_id,
    pocName: r.name,
    pocRole: r.role,
    pocEmail: r.email,
    phoneNumbers: r.phone_numbers ?? [],
    linkedInUrl: r.linkedin_url,
    pocIsPrimary: r.is_primary,
    departmentId: r.department_id,
    departmentName: r.department_name,
    cityId: r.city_id,
    cityName: r.city_name,
    stateName: r.state_name,
    reportsToPocId: r.reports_to_poc_id,
    reportsToPocName: r.reports_to_name,
    customFields: customValues(r.custom_fields),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** The active POC `pocId` with its names, or undefined. */
export async function findPoc(db: Tx, pocId: number): Promise<PocDetail | undefined> {
  const { rows } = await db.execute<PocDetailRow>(
    sql`${pocDetailSql} where p.id = ${pocId} and p.removed_at is null`,
  );
  return rows.length ? toPocDetail(rows[0]) : undefined;
}

/** Phone numbers as history text: '+91 9876543210 (MOBILE), …'; null for none. */
export const phonesText = (list: PocDetail['phoneNumbers'] | null | undefined) =>
  list?.length ? list.map((p) => `${p.cc} ${p.number} (${p.type})`).join(', ') : null;

/** A page of the brand's active POCs, primary first then by name, and their total. */
export async function pocDetailPage(
  db: Db,
  q: { brandId: number; pageNo: number; count: number },
): Promise<{ pocs: PocDetail[]; total: number }> {
  const where = sql`p.brand_id = ${q.brandId} and p.removed_at is null`;
  const [{ rows }, total] = await Promise.all([
    db.execute<PocDetailRow>(sql`${pocDetailSql}
      where ${where}
      order by p.is_primary desc, lower(p.name), p.id
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from pocs p where ${where}`),
  ]);
  return { pocs: rows.map(toPocDetail), total: total.rows[0].n };
}

/** The department `id`'s brand and name, or undefined. */
export async function departmentOf(
  tx: Tx,
  id: number,
): Promise<{ brandId: number; name: string } | undefined> {
  const rows = await tx
    .select({ brandId: departments.brandId, name: departments.name })
    .from(departments)
    .where(eq(departments.id, id));
  return rows[0];
}

/** The city `id`'s name, or undefined. */
export async function cityNameOf(tx: Tx, id: number): Promise<string | undefined> {
  const rows = await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, id));
  return rows[0]?.name;
}

/** The active POC `id`'s brand and name, or undefined. */
export async function activePocOf(
  tx: Tx,
  id: number,
): Promise<{ brandId: number; name: string } | undefined> {
  const rows = await tx
    .select({ brandId: pocs.brandId, name: pocs.name })
    .from(pocs)
    .where(and(eq(pocs.id, id), isNull(pocs.removedAt)));
  return rows[0];
}

/** Whether `pocId` is on the reporting chain above `managerId` (walking up at most 1000 levels). */
export async function reportsUpTo(tx: Tx, managerId: number, pocId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ hit: boolean }>(sql`with recursive up(id, depth) as (
      select ${managerId}::bigint, 0
      union all
      select p.reports_to_poc_id, up.depth + 1
      from pocs p
        join up on p.id = up.id
      where p.reports_to_poc_id is not null and up.depth < 1000)
    select exists (select 1 from up where id = ${pocId}) as hit`);
  return rows[0].hit;
}

/** Whether another active POC of the brand (not `exceptPocId`) has this email, in any case. */
export async function pocEmailTaken(
  tx: Tx,
  q: { brandId: number; email: string; exceptPocId: number | null },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from pocs
    where brand_id = ${q.brandId} and removed_at is null and lower(email) = ${q.email.toLowerCase()}
      ${q.exceptPocId ? sql`and id <> ${q.exceptPocId}` : sql``}`);
  return rows.length > 0;
}

/** Clears the primary flag of every other active POC of the brand; answers their ids. */
export async function clearPrimaries(
  tx: Tx,
  brandId: number,
  keepPocId: number,
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`update pocs
    set is_primary = false, updated_at = now()
    where brand_id = ${brandId} and is_primary and removed_at is null and id <> ${keepPocId}
    returning id`);
  return rows.map((r) => r.id);
}

/** Whether the brand has an active primary POC. */
export async function hasPrimary(tx: Tx, brandId: number): Promise<boolean> {
  const { rows } = await tx.execute(
    sql`select 1 from pocs where brand_id = ${brandId} and is_primary and removed_at is null`,
  );
  return rows.length > 0;
}

/** Inserts a POC (phone numbers as jsonb); answers its id. */
export async function insertPoc(
  tx: Tx,
  p: Omit<PocCreate, 'pocIsPrimary' | 'customFields'> & { isPrimary: boolean },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into pocs (brand_id, name, role,
      email, phone_numbers, linkedin_url, is_primary, department_id, city_id, reports_to_poc_id)
    values (${p.brandId}, ${p.name}, ${p.role ?? null}, ${p.email ?? null},
      ${JSON.stringify(p.phoneNumbers)}::jsonb, ${p.linkedInUrl ?? null}, ${p.isPrimary},
      ${p.departmentId ?? null}, ${p.cityId ?? null}, ${p.reportsToPocId ?? null})
    returning id`);
  return rows[0].id;
}

/** The columns a POC update may set; custom fields as the customFields module's column value. */
export type PocPatch = {
  name?: string;
  role?: string | null;
  email?: string | null;
  phoneNumbers?: PocDetail['phoneNumbers'];
  linkedInUrl?: string | null;
  departmentId?: number | null;
  cityId?: number | null;
  reportsToPocId?: number | null;
  isPrimary?: boolean;
  customFields?: SQL;
};

const patchColumns = (p: PocPatch): SQL[] => {
  const sets: (SQL | false)[] = [
    p.name !== undefined && sql`name = ${p.name}`,
    p.role !== undefined && sql`role = ${p.role}`,
    p.email !== undefined && sql`email = ${p.email}`,
    p.phoneNumbers !== undefined && sql`phone_numbers = ${JSON.stringify(p.phoneNumbers)}::jsonb`,
    p.linkedInUrl !== undefined && sql`linkedin_url = ${p.linkedInUrl}`,
    p.departmentId !== undefined && sql`department_id = ${p.departmentId}`,
    p.cityId !== undefined && sql`city_id = ${p.cityId}`,
    p.reportsToPocId !== undefined && sql`reports_to_poc_id = ${p.reportsToPocId}`,
    p.isPrimary !== undefined && sql`is_primary = ${p.isPrimary}`,
    p.customFields !== undefined && sql`custom_fields = ${p.customFields}`,
  ];
  return sets.filter((s): s is SQL => s !== false);
};

/** Sets the given columns of POC `pocId` and its updated_at; nothing when the patch is empty. */
export async function updatePocColumns(tx: Tx, pocId: number, patch: PocPatch): Promise<void> {
  const sets = patchColumns(patch);
  if (!sets.length) return;
  await tx.execute(sql`update pocs
    set ${sql.join(sets, sql`, `)}, updated_at = now()
    where id = ${pocId}`);
}

/** Sets the custom-field column of a POC just inserted (no updated_at change). */
export async function setPocCustomFields(tx: Tx, pocId: number, column: SQL): Promise<void> {
  await tx.execute(sql`update pocs set custom_fields = ${column} where id = ${pocId}`);
}

/** Whether `id` is an active POC of the brand other than `exceptPocId`. */
export async function isOtherActivePoc(
  tx: Tx,
  q: { id: number; brandId: number; exceptPocId: number },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from pocs
    where id = ${q.id} and brand_id = ${q.brandId} and removed_at is null and id <> ${q.exceptPocId}`);
  return rows.length > 0;
}

/** Marks the POC removed (not primary, reporting to nobody). */
export async function softRemovePoc(tx: Tx, pocId: number): Promise<void> {
  await tx.execute(sql`update pocs
    set removed_at = now(), is_primary = false, reports_to_poc_id = null, updated_at = now()
    where id = ${pocId}`);
}

/** Active POCs reporting to `fromPocId` now report to `toPocId`; answers their ids. */
export async function moveReports(
  tx: Tx,
  fromPocId: number,
  toPocId: number | null,
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`update pocs
    set reports_to_poc_id = ${toPocId}, updated_at = now()
    where reports_to_poc_id = ${fromPocId} and removed_at is null
    returning id`);
  return rows.map((r) => r.id);
}

/** The brand's earliest added active POC, or undefined. */
export async function earliestActivePoc(tx: Tx, brandId: number): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`select id from pocs
    where brand_id = ${brandId} and removed_at is null
    order by created_at, id
    limit 1`);
  return rows[0]?.id;
}

/** Makes the POC primary. */
export async function setPrimary(tx: Tx, pocId: number): Promise<void> {
  await tx.execute(sql`update pocs set is_primary = true, updated_at = now() where id = ${pocId}`);
}
