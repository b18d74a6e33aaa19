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
import {
  brandDepartments,
  deleteDepartment,
  departmentNameTaken,
  findDepartment,
  insertDepartment,
  setDepartmentName,
} from './departmentQueries.js';

/** Every department of a brand by name, with its active POC count (GET /api/brand/department). 404 unknown brand. */
export async function listDepartments(
  db: Db,
  actor: Actor,
  brandId: number,
): Promise<DepartmentListResult> {
  await assertBrandFound(db, actor, brandId);
  return { departments: await brandDepartments(db, brandId) };
}

/** The department `id`: 404 DEPARTMENT_NOT_FOUND when unknown. */
async function getDepartment(db: Tx, id: number): Promise<Department> {
  const d = await findDepartment(db, id);
  if (!d) throw notFound(POC_MESSAGES.departmentNotFound, 'DEPARTMENT_NOT_FOUND');
  return d;
}

/** 409 when the brand already has a department of this name (any case), other than `exceptId`. */
async function assertNameFree(tx: Tx, brandId: number, name: string, exceptId?: number) {
  if (await departmentNameTaken(tx, { brandId, name, exceptId }))
    throw conflict(POC_MESSAGES.departmentExists, 'DEPARTMENT_EXISTS');
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
    const id = await insertDepartment(tx, req);
    await recordHistory(tx, {
      brandId: req.brandId,
      entity: 'DEPARTMENT',
      userId: actor.userId,
      changes: [{ entityId: id, field: 'created', from: null, to: req.name }],
    });
    return id;
  });
  return {
    department: await getDepartment(db, id),
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
    const d = await getDepartment(tx, req.departmentId);
    await assertCanEditBrand(tx, actor, d.brandId, true);
    if (d.name === req.name) return;
    await assertNameFree(tx, d.brandId, req.name, d.departmentId);
    await setDepartmentName(tx, d.departmentId, req.name);
    await recordHistory(tx, {
      brandId: d.brandId,
      entity: 'DEPARTMENT',
      userId: actor.userId,
      changes: [{ entityId: d.departmentId, field: 'name', from: d.name, to: req.name }],
    });
  });
  return {
    department: await getDepartment(db, req.departmentId),
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
    const d = await getDepartment(tx, departmentId);
    await assertCanEditBrand(tx, actor, d.brandId, true);
    const pocIds = await deleteDepartment(tx, d.departmentId);
    await recordHistory(tx, {
      brandId: d.brandId,
      entity: 'DEPARTMENT',
      userId: actor.userId,
      changes: [{ entityId: d.departmentId, field: 'removed', from: d.name, to: null }],
    });
    await recordHistory(tx, {
      brandId: d.brandId,
      entity: 'POC',
      userId: actor.userId,
      changes: pocIds.map((id) => ({ entityId: id, field: 'department', from: d.name, to: null })),
    });
  });
  return { department: null, message: POC_MESSAGES.departmentRemoved };
}
