import { eq, sql } from 'drizzle-orm';
import type { Department } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { departments } from '../../db/schema/index.js';

/** A department row with its active POC count (departmentSql). */
type DepartmentRow = { id: number; brand_id: number; name: string; poc_count: number };

const departmentSql = sql`select d.id, d.brand_id, d.name,
    (select count(*)::int from pocs p
      where p.department_id = d.id and p.removed_at is null) as poc_count
  from departments d`;

const toDepartment = (r: DepartmentRow): Department => ({
  departmentId: r.id,
  brandId: r.brand_id,
  name: r.name,
  pocCount: r.poc_count,
});

/** Every department of a brand by name (any case), with its active POC count. */
export async function brandDepartments(db: Db, brandId: number): Promise<Department[]> {
  const { rows } = await db.execute<DepartmentRow>(sql`${departmentSql}
    where d.brand_id = ${brandId}
    order by lower(d.name), d.id`);
  return rows.map(toDepartment);
}

/** The department `id` with its active POC count, or undefined. */
export async function findDepartment(db: Tx, id: number): Promise<Department | undefined> {
  const { rows } = await db.execute<DepartmentRow>(sql`${departmentSql} where d.id = ${id}`);
  return rows.length ? toDepartment(rows[0]) : undefined;
}

/** Whether the brand has a department of this name (any case) other than `exceptId`. */
export async function departmentNameTaken(
  tx: Tx,
  d: { brandId: number; name: string; exceptId?: number },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from departments
    where brand_id = ${d.brandId} and lower(name) = ${d.name.toLowerCase()}
      ${d.exceptId ? sql`and id <> ${d.exceptId}` : sql``}`);
  return rows.length > 0;
}

/** Inserts a department; answers its id. */
export async function insertDepartment(
  tx: Tx,
  d: { brandId: number; name: string },
): Promise<number> {
  const rows = await tx
    .insert(departments)
    .values({ brandId: d.brandId, name: d.name })
    .returning({ id: departments.id });
  return rows[0].id;
}

/** Renames the department `id`. */
export async function setDepartmentName(tx: Tx, id: number, name: string): Promise<void> {
  await tx.update(departments).set({ name }).where(eq(departments.id, id));
}

/** Takes the department from its active POCs and deletes it; answers the ids of the POCs it had. */
export async function deleteDepartment(tx: Tx, id: number): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`update pocs
    set department_id = null, updated_at = now()
    where department_id = ${id} and removed_at is null
    returning id`);
  await tx.delete(departments).where(eq(departments.id, id));
  return rows.map((r) => r.id);
}
