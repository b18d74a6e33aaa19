import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  POC_MESSAGES,
  type PocDetailListResult,
  type PocWriteResult,
  mayRead,
} from '@crm/contracts';
import { PocCreateRequest, PocRemovalRequest, PocUpdateRequest } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { assertBrandFound, assertCanEditBrand } from './access.js';
import { recordHistory, type Change } from '../brands/index.js';
import { customValuesUpdate } from '../customFields/index.js';
import { findPoc, phonesText, pocDetailSql, toPocDetail, type PocDetailRow } from './queries.js';

type Create = z.infer<typeof PocCreateRequest>;
type Update = z.infer<typeof PocUpdateRequest>;

/** Active POCs of a brand, primary first then by name, 100 a page (GET /api/brand/poc/list); email and phones only for roles that may read POC_CONTACT. 404 unknown brand. */
export async function listPocDetails(
  db: Db,
  actor: Actor,
  q: { brandId: number; pageNo: number; count: number },
): Promise<PocDetailListResult> {
  const access = await assertBrandFound(db, actor, q.brandId);
  const where = sql`p.brand_id = ${q.brandId} and p.removed_at is null`;
  const [{ rows }, total] = await Promise.all([
    db.execute<PocDetailRow>(
      sql`${pocDetailSql} where ${where} order by p.is_primary desc, lower(p.name), p.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from pocs p where ${where}`),
  ]);
  const contact = mayRead(actor.roles, actor.isAdmin, 'POC_CONTACT');
  const poc = rows
    .map(toPocDetail)
    .map((p) => (contact ? p : { ...p, pocEmail: null, phoneNumbers: [] }));
  return { poc, canEdit: access.canEdit, ...pageInfo(q.pageNo, q.count, total.rows[0].n) };
}

/** Name of the department `id` of `brandId`: 404 unknown, 400 another brand's. */
async function departmentName(tx: Tx, brandId: number, id: number): Promise<string> {
  const { rows } = await tx.execute<{ brand_id: number; name: string }>(
    sql`select brand_id, name from departments where id = ${id}`,
  );
  if (!rows.length) throw notFound(POC_MESSAGES.departmentNotFound, 'DEPARTMENT_NOT_FOUND');
  if (rows[0].brand_id !== brandId)
    throw badRequest(POC_MESSAGES.departmentOfOtherBrand, 'DEPARTMENT_OF_OTHER_BRAND');
  return rows[0].name;
}

/** Name of city `id`: 404 unknown. */
async function cityName(tx: Tx, id: number): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select name from cities where id = ${id}`,
  );
  if (!rows.length) throw notFound(POC_MESSAGES.cityNotFound, 'CITY_NOT_FOUND');
  return rows[0].name;
}

/**
 * Name of the manager `managerId` for POC `pocId` (null for a new POC) of `brandId`: 404 unknown or
 * removed, 400 another brand's, 400 REPORTING_CYCLE when the manager is the POC or reports to it.
 */
async function managerName(
  tx: Tx,
  brandId: number,
  pocId: number | null,
  managerId: number,
): Promise<string> {
  const { rows } = await tx.execute<{ brand_id: number; name: string }>(
    sql`select brand_id, name from pocs where id = ${managerId} and removed_at is null`,
  );
  if (!rows.length) throw notFound(POC_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
  if (rows[0].brand_id !== brandId)
    throw badRequest(POC_MESSAGES.reportsToOtherBrand, 'REPORTS_TO_OTHER_BRAND');
  if (pocId !== null) {
    if (managerId === pocId) throw badRequest(POC_MESSAGES.reportsToSelf, 'REPORTING_CYCLE');
    // Walk up from the new manager; reaching the POC itself means a cycle.
    const { rows: chain } = await tx.execute<{ hit: boolean }>(sql`with recursive up(id, depth) as (
        select ${managerId}::bigint, 0 union all
        select p.reports_to_poc_id, up.depth + 1 from pocs p join up on p.id = up.id where p.reports_to_poc_id is not null and up.depth < 1000)
      select exists (select 1 from up where id = ${pocId}) as hit`);
    if (chain[0].hit) throw badRequest(POC_MESSAGES.reportingCycle, 'REPORTING_CYCLE');
  }
  return rows[0].name;
}

/** 409 when another active POC of the brand has this email. */
async function assertEmailFree(
  tx: Tx,
  brandId: number,
  email: string | null | undefined,
  exceptPocId: number | null,
): Promise<void> {
  if (!email) return;
  const { rows } = await tx.execute(
    sql`select 1 from pocs where brand_id = ${brandId} and removed_at is null and lower(email) = ${email.toLowerCase()} ${exceptPocId ? sql`and id <> ${exceptPocId}` : sql``}`,
  );
  if (rows.length) throw conflict(POC_MESSAGES.emailExists, 'POC_EMAIL_EXISTS');
}

/** Clears the primary flag of every other active POC of the brand; returns their history rows. */
async function clearOtherPrimaries(tx: Tx, brandId: number, keepPocId: number): Promise<Change[]> {
  const { rows } = await tx.execute<{
    id: number;
  }>(sql`update pocs set is_primary = false, updated_at = now()
    where brand_id = ${brandId} and is_primary and removed_at is null and id <> ${keepPocId} returning id`);
  return rows.map((r) => ({ entityId: r.id, field: 'pocIsPrimary', from: 'Yes', to: 'No' }));
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * Creates a POC (PUT /api/brand/poc, spec 001 §3) in one transaction: checks the caller may change
 * the brand, the department (same brand), city and manager (same brand); 409 on an email already
 * used by a POC of the brand. The brand's only primary: a new primary clears the others, and a brand
 * without a primary gets this POC as primary. Custom-field values are checked as on update (400
 * INVALID_CUSTOM_FIELD_VALUE, nothing created). Writes history rows (entity POC).
 */
export async function createPoc(db: Db, actor: Actor, req: Create): Promise<PocWriteResult> {
  const pocId = await db.transaction(async (tx) => {
    await assertCanEditBrand(tx, actor, req.brandId, true);
    if (req.departmentId) await departmentName(tx, req.brandId, req.departmentId);
    if (req.cityId) await cityName(tx, req.cityId);
    if (req.reportsToPocId) await managerName(tx, req.brandId, null, req.reportsToPocId);
    await assertEmailFree(tx, req.brandId, req.email, null);
    const { rows: prim } = await tx.execute(
      sql`select 1 from pocs where brand_id = ${req.brandId} and is_primary and removed_at is null`,
    );
    const isPrimary = req.pocIsPrimary || prim.length === 0;
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into pocs (brand_id, name, role, email, phone_numbers, linkedin_url, is_primary, department_id, city_id, reports_to_poc_id)
      values (${req.brandId}, ${req.name}, ${req.role ?? null}, ${req.email ?? null}, ${JSON.stringify(req.phoneNumbers)}::jsonb, ${req.linkedInUrl ?? null}, ${isPrimary},
        ${req.departmentId ?? null}, ${req.cityId ?? null}, ${req.reportsToPocId ?? null}) returning id`);
    const id = rows[0].id;
    const changes: Change[] = [{ entityId: id, field: 'created', from: null, to: req.name }];
    const custom = await customValuesUpdate(tx, 'POC', null, req.customFields);
    if (custom.column)
      await tx.execute(sql`update pocs set custom_fields = ${custom.column} where id = ${id}`);
    changes.push(
      ...custom.changes.map((c): Change => ({
        entityId: id,
        field: c.label,
        from: c.from,
        to: c.to,
      })),
    );
    if (isPrimary) changes.push(...(await clearOtherPrimaries(tx, req.brandId, id)));
    await recordHistory(tx, {
      brandId: req.brandId,
      entity: 'POC',
      userId: actor.userId,
      changes: changes,
    });
    return id;
  });
  return { poc: toPocDetail((await findPoc(db, pocId))!), message: POC_MESSAGES.pocCreated };
}

/**
 * Updates the given fields of a POC (PATCH /api/brand/poc): 404 unknown or removed POC, 403 unless
 * the caller may change its brand, 400 for another brand's department or manager or a reporting
 * cycle, 409 for a used email, 400 INVALID_CUSTOM_FIELD_VALUE for a custom-field value that does not
 * fit its field. Setting primary clears the others. One history row per changed field.
 */
export async function updatePoc(db: Db, actor: Actor, req: Update): Promise<PocWriteResult> {
  await db.transaction(async (tx) => {
    const found = await findPoc(tx, req.pocId);
    if (!found) throw notFound(POC_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
    await assertCanEditBrand(tx, actor, found.brand_id, true);
    // read again under the brand's lock: concurrent edits compare against what the one before them wrote
    const before = await findPoc(tx, req.pocId);
    if (!before) throw notFound(POC_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
    const brandId = before.brand_id;
    const changes: Change[] = [];
    const sets = [];
    const change = (field: string, from: string | null, to: string | null) => {
      if (from !== to) changes.push({ entityId: req.pocId, field, from, to });
    };
    if (req.name !== undefined && req.name !== before.name) {
      sets.push(sql`name = ${req.name}`);
      change('pocName', before.name, req.name);
    }
    if (req.role !== undefined && req.role !== before.role) {
      sets.push(sql`role = ${req.role}`);
      change('pocRole', before.role, req.role);
    }
    if (req.email !== undefined && req.email !== before.email) {
      await assertEmailFree(tx, brandId, req.email, req.pocId);
      sets.push(sql`email = ${req.email}`);
      change('pocEmail', before.email, req.email);
    }
    if (
      req.phoneNumbers !== undefined &&
      JSON.stringify(req.phoneNumbers) !== JSON.stringify(before.phone_numbers)
    ) {
      sets.push(sql`phone_numbers = ${JSON.stringify(req.phoneNumbers)}::jsonb`);
      change('phoneNumbers', phonesText(before.phone_numbers), phonesText(req.phoneNumbers));
    }
    if (req.linkedInUrl !== undefined && req.linkedInUrl !== before.linkedin_url) {
      sets.push(sql`linkedin_url = ${req.linkedInUrl}`);
      change('linkedInUrl', before.linkedin_url, req.linkedInUrl);
    }
    if (req.departmentId !== undefined && req.departmentId !== before.department_id) {
      const name = req.departmentId ? await departmentName(tx, brandId, req.departmentId) : null;
      sets.push(sql`department_id = ${req.departmentId}`);
      change('department', before.department_name, name);
    }
    if (req.cityId !== undefined && req.cityId !== before.city_id) {
      const name = req.cityId ? await cityName(tx, req.cityId) : null;
      sets.push(sql`city_id = ${req.cityId}`);
      change('city', before.city_name, name);
    }
    if (req.reportsToPocId !== undefined && req.reportsToPocId !== before.reports_to_poc_id) {
      const name = req.reportsToPocId
        ? await managerName(tx, brandId, req.pocId, req.reportsToPocId)
        : null;
      sets.push(sql`reports_to_poc_id = ${req.reportsToPocId}`);
      change('reportsTo', before.reports_to_name, name);
    }
    if (req.pocIsPrimary !== undefined && req.pocIsPrimary !== before.is_primary) {
      sets.push(sql`is_primary = ${req.pocIsPrimary}`);
      change('pocIsPrimary', yesNo(before.is_primary), yesNo(req.pocIsPrimary));
      if (req.pocIsPrimary) changes.push(...(await clearOtherPrimaries(tx, brandId, req.pocId)));
    }
    const custom = await customValuesUpdate(tx, 'POC', before.custom_fields, req.customFields);
    for (const c of custom.changes) change(c.label, c.from, c.to);
    if (custom.column) sets.push(sql`custom_fields = ${custom.column}`);
    if (sets.length)
      await tx.execute(
        sql`update pocs set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${req.pocId}`,
      );
    await recordHistory(tx, {
      brandId: brandId,
      entity: 'POC',
      userId: actor.userId,
      changes: changes,
    });
  });
  return { poc: toPocDetail((await findPoc(db, req.pocId))!), message: POC_MESSAGES.pocUpdated };
}

/**
 * Removes a POC softly (POST /api/brand/poc/removal): removed_at is set and it leaves every list;
 * its history and interactions stay. If it was the primary, `newPrimaryPocId` (another active POC of
 * the brand, else 400) or the earliest added remaining POC becomes primary. POCs reporting to it now
 * report to its own manager (MOVE_TO_PARENT). History rows for each change.
 */
export async function removePoc(
  db: Db,
  actor: Actor,
  req: z.infer<typeof PocRemovalRequest>,
): Promise<{ message: string; newPrimaryPocId: number | null }> {
  return db.transaction(async (tx) => {
    const poc = await findPoc(tx, req.pocId);
    if (!poc) throw notFound(POC_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
    await assertCanEditBrand(tx, actor, poc.brand_id, true);
    if (req.newPrimaryPocId !== undefined) {
      const { rows } = await tx.execute(
        sql`select 1 from pocs where id = ${req.newPrimaryPocId} and brand_id = ${poc.brand_id} and removed_at is null and id <> ${req.pocId}`,
      );
      if (!rows.length) throw badRequest(POC_MESSAGES.newPrimaryInvalid, 'NEW_PRIMARY_INVALID');
    }
    const changes: Change[] = [{ entityId: poc.id, field: 'removed', from: poc.name, to: null }];
    await tx.execute(
      sql`update pocs set removed_at = now(), is_primary = false, reports_to_poc_id = null, updated_at = now() where id = ${poc.id}`,
    );
    const { rows: moved } = await tx.execute<{
      id: number;
    }>(sql`update pocs set reports_to_poc_id = ${poc.reports_to_poc_id}, updated_at = now()
      where reports_to_poc_id = ${poc.id} and removed_at is null returning id`);
    for (const m of moved)
      changes.push({ entityId: m.id, field: 'reportsTo', from: poc.name, to: poc.reports_to_name });
    let newPrimary: number | null = null;
    if (poc.is_primary) {
      const { rows } =
        req.newPrimaryPocId !== undefined
          ? { rows: [{ id: req.newPrimaryPocId }] }
          : await tx.execute<{ id: number }>(
              sql`select id from pocs where brand_id = ${poc.brand_id} and removed_at is null order by created_at, id limit 1`,
            );
      if (rows.length) {
        newPrimary = rows[0].id;
        await tx.execute(
          sql`update pocs set is_primary = true, updated_at = now() where id = ${newPrimary}`,
        );
        changes.push({ entityId: newPrimary, field: 'pocIsPrimary', from: 'No', to: 'Yes' });
      }
    }
    await recordHistory(tx, {
      brandId: poc.brand_id,
      entity: 'POC',
      userId: actor.userId,
      changes: changes,
    });
    return { message: POC_MESSAGES.pocRemoved, newPrimaryPocId: newPrimary };
  });
}
