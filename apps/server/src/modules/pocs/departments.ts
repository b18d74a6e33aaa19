import { sql } from 'drizzle-orm';
import {
  POC_MESSAGES,
  type Department,
  type DepartmentListResult,
  type DepartmentWriteResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { assertBrandFound, assertCanEditBrand } from './access.js';
import { recordHistory } from '../brands/index.js';

type DepartmentRow = { id: number; brand_id: number; name: string; poc_count: number };
const departmentSql = sql`select d.id, d.brand_id, d.name,
  (select count(*)::int from pocs p where p.department_id = d.id and p.removed_at is null) as poc_count from departments d`;
const toDepartment = (r: DepartmentRow): Department => ({
  departmentId: r.id,
  brandId: r.brand_id,
  name: r.name,
  pocCount: r.poc_count,
});

/** Every department of a brand by name, with its active POC count (GET /api/brand/department). 404 unknown brand. */
export async function listDepartments(
  db: Db,
  actor: Actor,
  brandId: number,
): Promise<DepartmentListResult> {
  await assertBrandFound(db, actor, brandId);
  const { rows } = await db.execute<DepartmentRow>(
    sql`${departmentSql} where d.brand_id = ${brandId} order by lower(d.name), d.id`,
  );
  return { departments: rows.map(toDepartment) };
}

async function findDepartment(db: Tx, id: number): Promise<DepartmentRow> {
  const { rows } = await db.execute<DepartmentRow>(sql`${departmentSql} where d.id = ${id}`);
  if (!rows.length) throw notFound(POC_MESSAGES.departmentNotFound, 'DEPARTMENT_NOT_FOUND');
  return rows[0];
}

/** 409 when the brand already has a department of this name (any case), other than `exceptId`. */
async function assertNameFree(tx: Tx, brandId: number, name: string, exceptId?: number) {
  const { rows } = await tx.execute(
    sql`select 1 from departments where brand_id = ${brandId} and lower(name) = ${name.toLowerCase()} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  if (rows.length) throw conflict(POC_MESSAGES.departmentExists, 'DEPARTMENT_EXISTS');
}

/** Creates a department of a brand (PUT /api/brand/department): 404/403 as for POCs, 409 duplicate name. History entity DEPARTMENT. */
export async function createDepartment(
  db: Db,
  actor: Actor,
  req: { brandId: number; name: string },
): Promise<DepartmentWriteResult> {
  const id = await db.transaction(async (tx) => {
    await assertCanEditBrand(tx, actor, req.brandId, true);
    await assertNameFree(tx, req.brandId, req.name);
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into departments (brand_id, name) values (${req.brandId}, ${req.name}) returning id`,
    );
    await recordHistory(tx, {
      brandId: req.brandId,
      entity: 'DEPARTMENT',
      userId: actor.userId,
      changes: [{ entityId: rows[0].id, field: 'created', from: null, to: req.name }],
    });
    return rows[0].id;
  });
  return {
    department: toDepartment(await findDepartment(db, id)),
    message: POC_MESSAGES.departmentCreated,
  };
}

/** Renames a department (PATCH /api/brand/department): 404 unknown, 403, 409 duplicate name. */
export async function renameDepartment(
  db: Db,
  actor: Actor,
  req: { departmentId: number; name: string },
): Promise<DepartmentWriteResult> {
  await db.transaction(async (tx) => {
    const d = await findDepartment(tx, req.departmentId);
    await assertCanEditBrand(tx, actor, d.brand_id, true);
    if (d.name === req.name) return;
    await assertNameFree(tx, d.brand_id, req.name, d.id);
    await tx.execute(sql`update departments set name = ${req.name} where id = ${d.id}`);
    await recordHistory(tx, {
      brandId: d.brand_id,
      entity: 'DEPARTMENT',
      userId: actor.userId,
      changes: [{ entityId: d.id, field: 'name', from: d.name, to: req.name }],
    });
  });
  return {
    department: toDepartment(await findDepartment(db, req.departmentId)),
    message: POC_MESSAGES.departmentUpdated,
  };
}

/**
 * Removes a department (POST /api/brand/department/removal): its POCs stay, with no department
 * (a POC history row each), and a DEPARTMENT 'removed' row is written. 404 unknown, 403.
 */
export async function removeDepartment(
  db: Db,
  actor: Actor,
  departmentId: number,
): Promise<DepartmentWriteResult> {
  await db.transaction(async (tx) => {
    const d = await findDepartment(tx, departmentId);
    await assertCanEditBrand(tx, actor, d.brand_id, true);
    const { rows } = await tx.execute<{ id: number }>(
      sql`update pocs set department_id = null, updated_at = now() where department_id = ${d.id} and removed_at is null returning id`,
    );
    await tx.execute(sql`delete from departments where id = ${d.id}`);
    await recordHistory(tx, {
      brandId: d.brand_id,
      entity: 'DEPARTMENT',
      userId: actor.userId,
      changes: [{ entityId: d.id, field: 'removed', from: d.name, to: null }],
    });
    await recordHistory(tx, {
      brandId: d.brand_id,
      entity: 'POC',
      userId: actor.userId,
      changes: rows.map((r) => ({ entityId: r.id, field: 'department', from: d.name, to: null })),
    });
  });
  return { department: null, message: POC_MESSAGES.departmentRemoved };
}
