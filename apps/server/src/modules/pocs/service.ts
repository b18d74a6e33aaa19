import type { z } from 'zod';
import {
  POC_MESSAGES,
  type PocDetail,
  type PocDetailListResult,
  type PocWriteResult,
  mayRead,
} from '@crm/contracts';
import { PocCreateRequest, PocRemovalRequest, PocUpdateRequest } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { assertBrandFound, assertCanEditBrand } from './access.js';
import { recordHistory, type Change } from '../brands/index.js';
import { customValuesUpdate } from '../customFields/index.js';
import {
  activePocOf,
  cityNameOf,
  clearPrimaries,
  departmentOf,
  earliestActivePoc,
  findPoc,
  hasPrimary,
  insertPoc,
  isOtherActivePoc,
  moveReports,
  phonesText,
  pocDetailPage,
  pocEmailTaken,
  reportsUpTo,
  setPocCustomFields,
  setPrimary,
  softRemovePoc,
  updatePocColumns,
  type PocPatch,
} from './queries.js';
import { webhookEvent } from '../webhooks/index.js';

type Create = z.infer<typeof PocCreateRequest>;
type Update = z.infer<typeof PocUpdateRequest>;

/** Active POCs of a brand, primary first then by name, 100 a page (GET /api/brand/poc/list); email and phones only for roles that may read POC_CONTACT. 404 unknown brand. */
export async function listPocDetails(
  db: Db,
  actor: Actor,
  q: { brandId: number; pageNo: number; count: number },
): Promise<PocDetailListResult> {
  const access = await assertBrandFound(db, actor, q.brandId);
  const { pocs, total } = await pocDetailPage(db, q);
  const contact = mayRead(actor.roles, actor.isAdmin, 'POC_CONTACT');
  const poc = pocs.map((p) => (contact ? p : { ...p, pocEmail: null, phoneNumbers: [] }));
  return { poc, canEdit: access.canEdit, ...pageInfo(q.pageNo, q.count, total) };
}

/** Name of the department `id` of `brandId`: 404 unknown, 400 another brand's. */
async function departmentName(tx: Tx, brandId: number, id: number): Promise<string> {
  const d = await departmentOf(tx, id);
  if (!d) throw notFound(POC_MESSAGES.departmentNotFound, 'DEPARTMENT_NOT_FOUND');
  if (d.brandId !== brandId)
    throw badRequest(POC_MESSAGES.departmentOfOtherBrand, 'DEPARTMENT_OF_OTHER_BRAND');
  return d.name;
}

/** Name of city `id`: 404 unknown. */
async function cityName(tx: Tx, id: number): Promise<string> {
  const name = await cityNameOf(tx, id);
  if (name === undefined) throw notFound(POC_MESSAGES.cityNotFound, 'CITY_NOT_FOUND');
  return name;
}

/**
 * Name of the manager `managerId` for POC `pocId` (null for a new POC) of `brandId`: 404 unknown or
 * removed, 400 another brand's, 400 REPORTING_CYCLE when the manager is the POC or reports to it.
 */
async function managerName(
  tx: Tx,
  { brandId, pocId, managerId }: { brandId: number; pocId: number | null; managerId: number },
): Promise<string> {
  const manager = await activePocOf(tx, managerId);
  if (!manager) throw notFound(POC_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
  if (manager.brandId !== brandId)
    throw badRequest(POC_MESSAGES.reportsToOtherBrand, 'REPORTS_TO_OTHER_BRAND');
  if (pocId !== null) {
    if (managerId === pocId) throw badRequest(POC_MESSAGES.reportsToSelf, 'REPORTING_CYCLE');
    // Walk up from the new manager; reaching the POC itself means a cycle.
    if (await reportsUpTo(tx, managerId, pocId))
      throw badRequest(POC_MESSAGES.reportingCycle, 'REPORTING_CYCLE');
  }
  return manager.name;
}

/** 409 when another active POC of the brand has this email. */
async function assertEmailFree(
  tx: Tx,
  {
    brandId,
    email,
    exceptPocId,
  }: { brandId: number; email?: string | null; exceptPocId: number | null },
): Promise<void> {
  if (!email) return;
  if (await pocEmailTaken(tx, { brandId, email, exceptPocId }))
    throw conflict(POC_MESSAGES.emailExists, 'POC_EMAIL_EXISTS');
}

/** Clears the primary flag of every other active POC of the brand; returns their history rows. */
async function clearOtherPrimaries(tx: Tx, brandId: number, keepPocId: number): Promise<Change[]> {
  const ids = await clearPrimaries(tx, brandId, keepPocId);
  return ids.map((id) => ({ entityId: id, field: 'pocIsPrimary', from: 'Yes', to: 'No' }));
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
    if (req.reportsToPocId)
      await managerName(tx, { brandId: req.brandId, pocId: null, managerId: req.reportsToPocId });
    await assertEmailFree(tx, { brandId: req.brandId, email: req.email, exceptPocId: null });
    const brandHasPrimary = await hasPrimary(tx, req.brandId);
    const isPrimary = req.pocIsPrimary || !brandHasPrimary;
    const id = await insertPoc(tx, { ...req, isPrimary });
    const changes: Change[] = [{ entityId: id, field: 'created', from: null, to: req.name }];
    const custom = await customValuesUpdate(tx, 'POC', null, req.customFields);
    if (custom.column) await setPocCustomFields(tx, id, custom.column);
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
    await webhookEvent(tx, {
      type: 'poc.created',
      orderKey: `brand:${req.brandId}`,
      data: { pocId: id, brandId: req.brandId, name: req.name, isPrimary, byUserId: actor.userId },
    });
    return id;
  });
  return { poc: (await findPoc(db, pocId))!, message: POC_MESSAGES.pocCreated };
}

/** An update's patch and history rows as they are gathered; `change` adds a row when the value differs. */
type PocDiff = {
  patch: PocPatch;
  changes: Change[];
  change: (field: string, from: string | null, to: string | null) => void;
};

/** The patch and history rows of an update against the POC as it is; checks each new reference. */
async function pocChanges(
  tx: Tx,
  before: PocDetail,
  req: Update,
): Promise<{ patch: PocPatch; changes: Change[] }> {
  const changes: Change[] = [];
  const diff: PocDiff = {
    patch: {},
    changes,
    change: (field, from, to) => {
      if (from !== to) changes.push({ entityId: before.pocId, field, from, to });
    },
  };
  await contactChanges(tx, before, req, diff);
  await placeChanges(tx, before, req, diff);
  const custom = await customValuesUpdate(tx, 'POC', before.customFields, req.customFields);
  for (const c of custom.changes) diff.change(c.label, c.from, c.to);
  if (custom.column) diff.patch.customFields = custom.column;
  return { patch: diff.patch, changes };
}

/** Name, role, email (free within the brand), phone numbers and LinkedIn URL of an update, into `diff`. */
async function contactChanges(tx: Tx, before: PocDetail, req: Update, diff: PocDiff) {
  const { patch, change } = diff;
  if (req.name !== undefined && req.name !== before.pocName) {
    patch.name = req.name;
    change('pocName', before.pocName, req.name);
  }
  if (req.role !== undefined && req.role !== before.pocRole) {
    patch.role = req.role;
    change('pocRole', before.pocRole, req.role);
  }
  if (req.email !== undefined && req.email !== before.pocEmail) {
    const { brandId, pocId } = before;
    await assertEmailFree(tx, { brandId, email: req.email, exceptPocId: pocId });
    patch.email = req.email;
    change('pocEmail', before.pocEmail, req.email);
  }
  if (
    req.phoneNumbers !== undefined &&
    JSON.stringify(req.phoneNumbers) !== JSON.stringify(before.phoneNumbers)
  ) {
    patch.phoneNumbers = req.phoneNumbers;
    change('phoneNumbers', phonesText(before.phoneNumbers), phonesText(req.phoneNumbers));
  }
  if (req.linkedInUrl !== undefined && req.linkedInUrl !== before.linkedInUrl) {
    patch.linkedInUrl = req.linkedInUrl;
    change('linkedInUrl', before.linkedInUrl, req.linkedInUrl);
  }
}

/**
 * Department, city, manager (each checked and named) and primary flag of an update, into `diff`;
 * becoming primary clears the brand's other primaries (their history rows follow).
 */
async function placeChanges(tx: Tx, before: PocDetail, req: Update, diff: PocDiff) {
  const { brandId, pocId } = before;
  const { patch, change } = diff;
  if (req.departmentId !== undefined && req.departmentId !== before.departmentId) {
    const name = req.departmentId ? await departmentName(tx, brandId, req.departmentId) : null;
    patch.departmentId = req.departmentId;
    change('department', before.departmentName, name);
  }
  if (req.cityId !== undefined && req.cityId !== before.cityId) {
    const name = req.cityId ? await cityName(tx, req.cityId) : null;
    patch.cityId = req.cityId;
    change('city', before.cityName, name);
  }
  if (req.reportsToPocId !== undefined && req.reportsToPocId !== before.reportsToPocId) {
    const managerId = req.reportsToPocId;
    const name = managerId ? await managerName(tx, { brandId, pocId, managerId }) : null;
    patch.reportsToPocId = managerId;
    change('reportsTo', before.reportsToPocName, name);
  }
  if (req.pocIsPrimary !== undefined && req.pocIsPrimary !== before.pocIsPrimary) {
    patch.isPrimary = req.pocIsPrimary;
    change('pocIsPrimary', yesNo(before.pocIsPrimary), yesNo(req.pocIsPrimary));
    if (req.pocIsPrimary) diff.changes.push(...(await clearOtherPrimaries(tx, brandId, pocId)));
  }
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
    await assertCanEditBrand(tx, actor, found.brandId, true);
    // read again under the brand's lock: concurrent edits compare against what the one before them wrote
    const before = await findPoc(tx, req.pocId);
    if (!before) throw notFound(POC_MESSAGES.pocNotFound, 'POC_NOT_FOUND');
    const { patch, changes } = await pocChanges(tx, before, req);
    await updatePocColumns(tx, req.pocId, patch);
    await recordHistory(tx, {
      brandId: before.brandId,
      entity: 'POC',
      userId: actor.userId,
      changes: changes,
    });
  });
  return { poc: (await findPoc(db, req.pocId))!, message: POC_MESSAGES.pocUpdated };
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
    const { brandId, pocId } = poc;
    await assertCanEditBrand(tx, actor, brandId, true);
    if (
      req.newPrimaryPocId !== undefined &&
      !(await isOtherActivePoc(tx, { id: req.newPrimaryPocId, brandId, exceptPocId: req.pocId }))
    )
      throw badRequest(POC_MESSAGES.newPrimaryInvalid, 'NEW_PRIMARY_INVALID');
    const changes: Change[] = [{ entityId: pocId, field: 'removed', from: poc.pocName, to: null }];
    await softRemovePoc(tx, pocId);
    for (const id of await moveReports(tx, pocId, poc.reportsToPocId))
      changes.push({
        entityId: id,
        field: 'reportsTo',
        from: poc.pocName,
        to: poc.reportsToPocName,
      });
    let newPrimary: number | null = null;
    if (poc.pocIsPrimary) {
      const next = req.newPrimaryPocId ?? (await earliestActivePoc(tx, brandId));
      if (next !== undefined) {
        newPrimary = next;
        await setPrimary(tx, newPrimary);
        changes.push({ entityId: newPrimary, field: 'pocIsPrimary', from: 'No', to: 'Yes' });
      }
    }
    await recordHistory(tx, { brandId, entity: 'POC', userId: actor.userId, changes: changes });
    return { message: POC_MESSAGES.pocRemoved, newPrimaryPocId: newPrimary };
  });
}
