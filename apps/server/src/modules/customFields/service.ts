import { sql } from 'drizzle-orm';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_MESSAGES,
  isSelectType,
  type AdminCustomFieldsResult,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldOption,
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
import { iso } from '../../lib/paging.js';
import { idArray, jsonValue } from '../../lib/sql.js';

type FieldRow = {
  id: number;
  entity: CustomFieldEntity;
  key: string;
  label: string;
  type: CustomField['type'];
  options: CustomFieldOption[] | string;
  required: boolean;
  position: number;
  archived_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  usage?: number;
};

/** The table holding an entity's values (the column is custom_fields on both). */
const valueTable = (entity: CustomFieldEntity) => sql.raw(entity === 'BRAND' ? 'brands' : 'pocs');

const usageSql = (entity: CustomFieldEntity) =>
  entity === 'BRAND'
    ? sql`(select count(*)::int from brands v where v.custom_fields ? f.id::text)`
    : sql`(select count(*)::int from pocs v where v.custom_fields ? f.id::text and v.removed_at is null)`;

const toField = (r: FieldRow): CustomField => ({
  id: r.id,
  entity: r.entity,
  key: r.key,
  label: r.label,
  type: r.type,
  options: jsonValue<CustomFieldOption[]>(r.options),
  required: r.required,
  position: r.position,
  archivedAt: iso(r.archived_at),
  usage: r.usage ?? 0,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** The fields of an entity, active first by position then archived by archive time; `withUsage` counts the rows holding a value (admin list). */
export async function listFields(
  db: Tx,
  entity: CustomFieldEntity,
  opts: { archived?: boolean; withUsage?: boolean } = {},
): Promise<CustomField[]> {
  const { rows } =
    await db.execute<FieldRow>(sql`select f.*${opts.withUsage ? sql`, ${usageSql(entity)} as usage` : sql``} from custom_fields f
    where f.entity = ${entity} ${opts.archived ? sql`` : sql`and f.archived_at is null`}
    order by f.archived_at is not null, f.position, f.id`);
  return rows.map(toField);
}

/**
 * The fields with these ids (any entity, archived included). `share` locks them until the
 * transaction ends, so a permanent delete cannot slip in between checking a value and storing it.
 */
export async function fieldsByIds(db: Tx, ids: number[], share = false): Promise<CustomField[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<FieldRow>(
    sql`select f.* from custom_fields f where f.id = any(${idArray(ids)}) ${share ? sql`for share` : sql``}`,
  );
  return rows.map(toField);
}

/** GET /api/admin/custom-fields?entity: active fields (in order) and archived ones, each with its usage count. */
export async function adminFields(
  db: Db,
  entity: CustomFieldEntity,
): Promise<AdminCustomFieldsResult> {
  const all = await listFields(db, entity, { archived: true, withUsage: true });
  return { fields: all.filter((f) => !f.archivedAt), archived: all.filter((f) => f.archivedAt) };
}

async function findField(tx: Tx, fieldId: number, lock = false): Promise<CustomField> {
  const { rows } = await tx.execute<FieldRow>(
    sql`select f.* from custom_fields f where f.id = ${fieldId} ${lock ? sql`for update` : sql``}`,
  );
  if (!rows.length) throw notFound(CUSTOM_FIELD_MESSAGES.notFound, 'CUSTOM_FIELD_NOT_FOUND');
  return toField(rows[0]);
}

async function withUsage(tx: Tx, fieldId: number): Promise<CustomField> {
  const f = await findField(tx, fieldId);
  const { rows } = await tx.execute<{ n: number }>(
    sql`select ${usageSql(f.entity)} as n from custom_fields f where f.id = ${fieldId}`,
  );
  return { ...f, usage: rows[0].n };
}

/** A slug of the label: lower-case letters, digits and underscores, at most 40 characters ('field' when nothing is left). */
const slug = (label: string) =>
  label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40) || 'field';

async function activeCount(tx: Tx, entity: CustomFieldEntity): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from custom_fields where entity = ${entity} and archived_at is null`,
  );
  return rows[0].n;
}

const labelTaken = (e: unknown) =>
  isUniqueViolation(e, 'custom_fields_label_uq')
    ? conflict(CUSTOM_FIELD_MESSAGES.labelExists, 'CUSTOM_FIELD_LABEL_EXISTS')
    : e;

/** One admin write at a time per entity (positions, the 50-field limit, keys). */
const lockEntity = (tx: Tx, entity: CustomFieldEntity) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom_fields:${entity}`}))`);

/**
 * POST /api/admin/custom-fields: adds a field last among the entity's active fields. Its key is the
 * label's slug (suffixed _2, _3… when taken). 409 CUSTOM_FIELD_LABEL_EXISTS for a label already used
 * by a field of the entity (archived ones included), 409 when the entity has 50 active fields.
 */
export async function createField(
  db: Db,
  req: z.infer<typeof CustomFieldCreateRequest>,
): Promise<CustomFieldWriteResult> {
  try {
    const id = await db.transaction(async (tx) => {
      await lockEntity(tx, req.entity);
      if ((await activeCount(tx, req.entity)) >= CUSTOM_FIELD_LIMITS.fieldsPerEntity)
        throw conflict(CUSTOM_FIELD_MESSAGES.tooMany, 'TOO_MANY_CUSTOM_FIELDS');
      const base = slug(req.label);
      const { rows: keys } = await tx.execute<{ key: string }>(
        sql`select key from custom_fields where entity = ${req.entity} and (key = ${base} or key like ${`${base}\\_%`})`,
      );
      const taken = new Set(keys.map((k) => k.key));
      let key = base;
      for (let i = 2; taken.has(key); i++) key = `${base}_${i}`;
      const options = isSelectType(req.type) ? req.options : [];
      const { rows } = await tx.execute<{
        id: number;
      }>(sql`insert into custom_fields (entity, key, label, type, options, required, position)
        values (${req.entity}, ${key}, ${req.label}, ${req.type}, ${JSON.stringify(options)}::jsonb, ${req.required},
          (select coalesce(max(position) + 1, 0) from custom_fields where entity = ${req.entity} and archived_at is null)) returning id`);
      return rows[0].id;
    });
    return { field: await withUsage(db, id), message: CUSTOM_FIELD_MESSAGES.created };
  } catch (e) {
    throw labelTaken(e);
  }
}

/** Rows of the entity still holding option `value` of field `f`. */
async function optionUse(tx: Tx, f: CustomField, value: string): Promise<number> {
  const held = f.type === 'MULTI_SELECT' ? [value] : value;
  const live = f.entity === 'POC' ? sql`and removed_at is null` : sql``; // as the usage counts: a removed POC holds nothing
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${valueTable(f.entity)} where custom_fields @> ${JSON.stringify({ [f.id]: held })}::jsonb ${live}`,
  );
  return rows[0].n;
}

/**
 * PATCH /api/admin/custom-fields: changes label, required and (selects) options of an active field;
 * the type never changes. 404 unknown, 409 archived, 409 CUSTOM_FIELD_LABEL_EXISTS, 409
 * CUSTOM_FIELD_OPTION_IN_USE when a removed option is still set on some row, 400 options on a non-select.
 */
export async function updateField(
  db: Db,
  req: z.infer<typeof CustomFieldUpdateRequest>,
): Promise<CustomFieldWriteResult> {
  try {
    await db.transaction(async (tx) => {
      const f = await findField(tx, req.fieldId, true);
      if (f.archivedAt)
        throw conflict(CUSTOM_FIELD_MESSAGES.archivedField, 'CUSTOM_FIELD_ARCHIVED');
      const sets = [sql`updated_at = now()`];
      if (req.label !== undefined) sets.push(sql`label = ${req.label}`);
      if (req.required !== undefined) sets.push(sql`required = ${req.required}`);
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
        sets.push(sql`options = ${JSON.stringify(req.options)}::jsonb`);
      }
      await tx.execute(sql`update custom_fields set ${sql.join(sets, sql`, `)} where id = ${f.id}`);
    });
    return { field: await withUsage(db, req.fieldId), message: CUSTOM_FIELD_MESSAGES.updated };
  } catch (e) {
    throw labelTaken(e);
  }
}

/** POST /api/admin/custom-fields/reorder: positions 0..n-1 in the given order; 400 unless the ids are exactly the entity's active fields. */
export async function reorderFields(
  db: Db,
  req: z.infer<typeof CustomFieldReorderRequest>,
): Promise<CustomFieldWriteResult> {
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
    await tx.execute(sql`update custom_fields f set position = o.pos - 1, updated_at = now()
      from unnest(${idArray(req.fieldIds)}) with ordinality as o(id, pos) where f.id = o.id`);
  });
  return { field: null, message: CUSTOM_FIELD_MESSAGES.reordered };
}

/**
 * POST /api/admin/custom-fields/archive (removal step 1) and /restore (its undo): archiving hides the
 * field everywhere and keeps every value; restoring puts it back last. Idempotent; 404 unknown, 409
 * restoring beyond 50 active fields.
 */
export async function setArchived(
  db: Db,
  fieldId: number,
  archived: boolean,
): Promise<CustomFieldWriteResult> {
  await db.transaction(async (tx) => {
    await lockEntity(tx, (await findField(tx, fieldId)).entity);
    const f = await findField(tx, fieldId); // read again under the lock: a concurrent restore may have won
    if (!!f.archivedAt === archived) return;
    if (archived)
      return void (await tx.execute(
        sql`update custom_fields set archived_at = now(), updated_at = now() where id = ${fieldId}`,
      ));
    if ((await activeCount(tx, f.entity)) >= CUSTOM_FIELD_LIMITS.fieldsPerEntity)
      throw conflict(CUSTOM_FIELD_MESSAGES.tooMany, 'TOO_MANY_CUSTOM_FIELDS');
    await tx.execute(sql`update custom_fields set archived_at = null, updated_at = now(),
      position = (select coalesce(max(position) + 1, 0) from custom_fields where entity = ${f.entity} and archived_at is null) where id = ${fieldId}`);
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
export async function deleteField(
  db: Db,
  req: z.infer<typeof CustomFieldRemovalRequest>,
): Promise<CustomFieldWriteResult> {
  return db.transaction(async (tx) => {
    const f = await findField(tx, req.fieldId, true);
    if (!f.archivedAt)
      throw conflict(CUSTOM_FIELD_MESSAGES.notArchived, 'CUSTOM_FIELD_NOT_ARCHIVED');
    if (req.confirmLabel.trim().toLowerCase() !== f.label.toLowerCase())
      throw badRequest(CUSTOM_FIELD_MESSAGES.confirmMismatch, 'CONFIRMATION_MISMATCH');
    const key = String(f.id);
    const { rows } = await tx.execute<{ id: number }>(
      sql`update ${valueTable(f.entity)} set custom_fields = custom_fields - ${key}::text where custom_fields ? ${key}::text returning id`,
    );
    await tx.execute(sql`delete from custom_fields where id = ${f.id}`);
    return { field: null, message: CUSTOM_FIELD_MESSAGES.deleted, purgedValues: rows.length };
  });
}
