import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_MESSAGES,
  isSelectType,
  type AdminCustomFieldsResult,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldWriteResult,
} from '@crm/contracts';
import type {
  CustomFieldCreateRequest,
  CustomFieldReorderRequest,
  CustomFieldRemovalRequest,
  CustomFieldUpdateRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import {
  activeCount,
  archiveField,
  fieldById,
  insertField,
  keysLike,
  listFields,
  lockEntity,
  optionUse,
  purgeField,
  restoreField,
  setPositions,
  updateFieldColumns,
  usageCount,
} from './queries.js';
import { recordAudit } from '../audit/index.js';

/** The fields of an entity (queries.ts listFields): GET /api/custom-fields and the brand filter's export read them. */
export { listFields };

/** GET /api/admin/custom-fields?entity: active fields (in order) and archived ones, each with its usage count. */
export async function adminFields({
  db,
  entity,
}: {
  db: Db;
  entity: CustomFieldEntity;
}): Promise<AdminCustomFieldsResult> {
  const all = await listFields(db, entity, { archived: true, withUsage: true });
  return { fields: all.filter((f) => !f.archivedAt), archived: all.filter((f) => f.archivedAt) };
}

/** Field `fieldId` (locked FOR UPDATE when `lock`); 404 CUSTOM_FIELD_NOT_FOUND when unknown. */
async function findField(tx: Tx, fieldId: number, lock = false): Promise<CustomField> {
  const f = await fieldById(tx, fieldId, lock);
  if (!f) throw notFound(CUSTOM_FIELD_MESSAGES.notFound, 'CUSTOM_FIELD_NOT_FOUND');
  return f;
}

/** Field `fieldId` with its usage count (404 when unknown). */
async function withUsage(tx: Tx, fieldId: number): Promise<CustomField> {
  const f = await findField(tx, fieldId);
  return { ...f, usage: await usageCount(tx, f.entity, fieldId) };
}

/** A slug of the label: lower-case letters, digits and underscores, at most 40 characters ('field' when nothing is left). */
const slug = (label: string) =>
  label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40) || 'field';

const labelTaken = (e: unknown) =>
  isUniqueViolation(e, 'custom_fields_label_uq')
    ? conflict(CUSTOM_FIELD_MESSAGES.labelExists, 'CUSTOM_FIELD_LABEL_EXISTS')
    : e;

/**
 * POST /api/admin/custom-fields: adds a field last among the entity's active fields. Its key is the
 * label's slug (suffixed _2, _3… when taken). 409 CUSTOM_FIELD_LABEL_EXISTS for a label already used
 * by a field of the entity (archived ones included), 409 when the entity has 50 active fields.
 */
export async function createField({
  db,
  actorId,
  req,
}: {
  db: Db;
  actorId: number;
  req: z.infer<typeof CustomFieldCreateRequest>;
}): Promise<CustomFieldWriteResult> {
  try {
    const id = await db.transaction(async (tx) => {
      await lockEntity(tx, req.entity);
      if ((await activeCount(tx, req.entity)) >= CUSTOM_FIELD_LIMITS.fieldsPerEntity)
        throw conflict(CUSTOM_FIELD_MESSAGES.tooMany, 'TOO_MANY_CUSTOM_FIELDS');
      const base = slug(req.label);
      const taken = new Set(await keysLike(tx, req.entity, base));
      let key = base;
      for (let i = 2; taken.has(key); i++) key = `${base}_${i}`;
      const field = {
        entity: req.entity,
        key,
        label: req.label,
        type: req.type,
        options: isSelectType(req.type) ? req.options : [],
        required: req.required,
      };
      const id = await insertField(tx, field);
      await recordAudit(tx, actorId, {
        action: 'custom_field.create',
        entity: 'custom_field',
        entityId: id,
        after: field,
      });
      return id;
    });
    return { field: await withUsage(db, id), message: CUSTOM_FIELD_MESSAGES.created };
  } catch (e) {
    throw labelTaken(e);
  }
}

/**
 * PATCH /api/admin/custom-fields: changes label, required and (selects) options of an active field;
 * the type never changes. 404 unknown, 409 archived, 409 CUSTOM_FIELD_LABEL_EXISTS, 409
 * CUSTOM_FIELD_OPTION_IN_USE when a removed option is still set on some row, 400 options on a non-select.
 */
export async function updateField({
  db,
  actorId,
  req,
}: {
  db: Db;
  actorId: number;
  req: z.infer<typeof CustomFieldUpdateRequest>;
}): Promise<CustomFieldWriteResult> {
  try {
    await db.transaction(async (tx) => {
      const f = await findField(tx, req.fieldId, true);
      if (f.archivedAt)
        throw conflict(CUSTOM_FIELD_MESSAGES.archivedField, 'CUSTOM_FIELD_ARCHIVED');
      if (req.options !== undefined) {
        if (!isSelectType(f.type))
          throw badRequest('Options apply to select fields only', 'BAD_REQUEST');
        const kept = new Set(req.options.map((o) => o.value));
        for (const old of f.options.filter((o) => !kept.has(o.value))) {
          if (await optionUse(tx, f, old.value))
            throw conflict(
              CUSTOM_FIELD_MESSAGES.optionInUse(old.label),
              'CUSTOM_FIELD_OPTION_IN_USE',
            );
        }
      }
      const change = { label: req.label, required: req.required, options: req.options };
      await updateFieldColumns(tx, f.id, change);
      await recordAudit(tx, actorId, {
        action: 'custom_field.update',
        entity: 'custom_field',
        entityId: f.id,
        before: { label: f.label, required: f.required, options: f.options },
        after: {
          label: req.label ?? f.label,
          required: req.required ?? f.required,
          options: req.options ?? f.options,
        },
      });
    });
    return { field: await withUsage(db, req.fieldId), message: CUSTOM_FIELD_MESSAGES.updated };
  } catch (e) {
    throw labelTaken(e);
  }
}

/** POST /api/admin/custom-fields/reorder: positions 0..n-1 in the given order; 400 unless the ids are exactly the entity's active fields. */
export async function reorderFields({
  db,
  actorId,
  req,
}: {
  db: Db;
  actorId: number;
  req: z.infer<typeof CustomFieldReorderRequest>;
}): Promise<CustomFieldWriteResult> {
  await db.transaction(async (tx) => {
    await lockEntity(tx, req.entity);
    const active = (await listFields(tx, req.entity)).map((f) => f.id);
    const given = new Set(req.fieldIds);
    if (
      given.size !== req.fieldIds.length ||
      given.size !== active.length ||
      active.some((id) => !given.has(id))
    )
      throw badRequest(CUSTOM_FIELD_MESSAGES.reorderMismatch, 'CUSTOM_FIELD_REORDER_MISMATCH');
    await setPositions(tx, req.fieldIds);
    await recordAudit(tx, actorId, {
      action: 'custom_field.reorder',
      entity: 'custom_field',
      before: { entity: req.entity, fieldIds: active },
      after: { entity: req.entity, fieldIds: req.fieldIds },
    });
  });
  return { field: null, message: CUSTOM_FIELD_MESSAGES.reordered };
}

/**
 * POST /api/admin/custom-fields/archive (removal step 1) and /restore (its undo): archiving hides the
 * field everywhere and keeps every value; restoring puts it back last. Idempotent; 404 unknown, 409
 * restoring beyond 50 active fields.
 */
export async function setArchived({
  db,
  actorId,
  fieldId,
  archived,
}: {
  db: Db;
  actorId: number;
  fieldId: number;
  archived: boolean;
}): Promise<CustomFieldWriteResult> {
  await db.transaction(async (tx) => {
    await lockEntity(tx, (await findField(tx, fieldId)).entity);
    const f = await findField(tx, fieldId); // read again under the lock: a concurrent restore may have won
    if (!!f.archivedAt === archived) return;
    if (archived) await archiveField(tx, fieldId);
    else if ((await activeCount(tx, f.entity)) >= CUSTOM_FIELD_LIMITS.fieldsPerEntity)
      throw conflict(CUSTOM_FIELD_MESSAGES.tooMany, 'TOO_MANY_CUSTOM_FIELDS');
    else await restoreField(tx, f.entity, fieldId);
    await recordAudit(tx, actorId, {
      action: archived ? 'custom_field.archive' : 'custom_field.restore',
      entity: 'custom_field',
      entityId: fieldId,
      after: { label: f.label },
    });
  });
  return {
    field: await withUsage(db, fieldId),
    message: archived ? CUSTOM_FIELD_MESSAGES.archived : CUSTOM_FIELD_MESSAGES.restored,
  };
}

/**
 * POST /api/admin/custom-fields/removal (removal step 2): an archived field is deleted and its value
 * removed from every brand or POC, in one transaction. 404 unknown, 409 CUSTOM_FIELD_NOT_ARCHIVED for
 * an active field, 400 CONFIRMATION_MISMATCH unless `confirmLabel` is the field's label (trimmed,
 * any case). Answers how many rows lost a value.
 */
export async function deleteField({
  db,
  actorId,
  req,
}: {
  db: Db;
  actorId: number;
  req: z.infer<typeof CustomFieldRemovalRequest>;
}): Promise<CustomFieldWriteResult> {
  return db.transaction(async (tx) => {
    const f = await findField(tx, req.fieldId, true);
    if (!f.archivedAt)
      throw conflict(CUSTOM_FIELD_MESSAGES.notArchived, 'CUSTOM_FIELD_NOT_ARCHIVED');
    if (req.confirmLabel.trim().toLowerCase() !== f.label.toLowerCase())
      throw badRequest(CUSTOM_FIELD_MESSAGES.confirmMismatch, 'CONFIRMATION_MISMATCH');
    const purgedValues = await purgeField(tx, f);
    await recordAudit(tx, actorId, {
      action: 'custom_field.remove',
      entity: 'custom_field',
      entityId: f.id,
      before: { entity: f.entity, key: f.key, label: f.label, type: f.type },
      after: { purgedValues },
    });
    return { field: null, message: CUSTOM_FIELD_MESSAGES.deleted, purgedValues };
  });
}
