import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { CustomField, CustomFieldEntity, CustomFieldOption } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { customFields } from '../../db/schema/index.js';
import { iso } from '../../lib/paging.js';
import { idArray, jsonValue, oneOf } from '../../lib/sql.js';

/** The table holding an entity's values (the column is custom_fields on both). */
const valueTable = (entity: CustomFieldEntity) => sql.raw(entity === 'BRAND' ? 'brands' : 'pocs');

/**
 * How many brands, or live POCs (a removed POC holds nothing), hold a value of the field row selected
 * from custom_fields (named in full: a single-table select writes its columns unqualified).
 */
const usageOf = (entity: CustomFieldEntity) =>
  entity === 'BRAND'
    ? sql<number>`(select count(*)::int from brands v where v.custom_fields ? custom_fields.id::text)`
    : sql<number>`(select count(*)::int from pocs v where v.custom_fields ? custom_fields.id::text and v.removed_at is null)`;

const fieldColumns = getTableColumns(customFields);

type FieldRow = typeof customFields.$inferSelect & { usage?: number };

/** A field row as the API shape; `usage` 0 when not counted. */
const toField = (r: FieldRow): CustomField => ({
  id: r.id,
  entity: r.entity as CustomFieldEntity,
  key: r.key,
  label: r.label,
  type: r.type as CustomField['type'],
  options: jsonValue<CustomFieldOption[]>(r.options),
  required: r.required,
  position: r.position,
  archivedAt: iso(r.archivedAt),
  usage: r.usage ?? 0,
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
});

/**
 * The fields of an entity, active first by position then archived by archive time; `archived` adds the
 * archived ones, `withUsage` counts the rows holding a value (admin list).
 */
export async function listFields(
  db: Tx,
  entity: CustomFieldEntity,
  opts: { archived?: boolean; withUsage?: boolean } = {},
): Promise<CustomField[]> {
  const rows: FieldRow[] = await db
    .select(opts.withUsage ? { ...fieldColumns, usage: usageOf(entity) } : fieldColumns)
    .from(customFields)
    .where(
      and(
        eq(customFields.entity, entity),
        opts.archived ? undefined : isNull(customFields.archivedAt),
      ),
    )
    .orderBy(sql`${customFields.archivedAt} is not null`, customFields.position, customFields.id);
  return rows.map(toField);
}

/**
 * The fields with these ids (any entity, archived included). `share` locks them until the
 * transaction ends, so a permanent delete cannot slip in between checking a value and storing it.
 */
export async function fieldsByIds(db: Tx, ids: number[], share = false): Promise<CustomField[]> {
  if (!ids.length) return [];
  const query = db
    .select()
    .from(customFields)
    .where(sql`${customFields.id} ${oneOf(ids)}`)
    .$dynamic();
  const rows = await (share ? query.for('share') : query);
  return rows.map(toField);
}

/** Field `fieldId`, or undefined; `lock` locks it (FOR UPDATE) until the transaction ends. */
export async function fieldById(
  tx: Tx,
  fieldId: number,
  lock = false,
): Promise<CustomField | undefined> {
  const query = tx.select().from(customFields).where(eq(customFields.id, fieldId)).$dynamic();
  const rows = await (lock ? query.for('update') : query);
  return rows[0] && toField(rows[0]);
}

/** How many brands or POCs hold a value of field `fieldId` of `entity`. */
export async function usageCount(
  tx: Tx,
  entity: CustomFieldEntity,
  fieldId: number,
): Promise<number> {
  const rows = await tx
    .select({ n: usageOf(entity) })
    .from(customFields)
    .where(eq(customFields.id, fieldId));
  return rows[0].n;
}

/** How many active (not archived) fields `entity` has. */
export async function activeCount(tx: Tx, entity: CustomFieldEntity): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(customFields)
    .where(and(eq(customFields.entity, entity), isNull(customFields.archivedAt)));
  return rows[0].n;
}

/**
 * One admin write at a time per entity (positions, the 50-field limit, keys): a transaction-scoped
 * advisory lock, released at commit or rollback.
 */
export async function lockEntity(tx: Tx, entity: CustomFieldEntity): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom_fields:${entity}`}))`);
}

/** The keys of `entity`'s fields that are `base` or `base_…` (to pick a free suffix). */
export async function keysLike(tx: Tx, entity: CustomFieldEntity, base: string): Promise<string[]> {
  const rows = await tx
    .select({ key: customFields.key })
    .from(customFields)
    .where(
      and(
        eq(customFields.entity, entity),
        sql`(${customFields.key} = ${base} or ${customFields.key} like ${`${base}\\_%`})`,
      ),
    );
  return rows.map((r) => r.key);
}

/** The position after the entity's last active field (0 when it has none), as SQL. */
const nextPosition = (entity: CustomFieldEntity) =>
  sql<number>`(select coalesce(max(position) + 1, 0) from custom_fields where entity = ${entity} and archived_at is null)`;

/** Inserts a field last among the entity's active ones; returns its id. */
export async function insertField(
  tx: Tx,
  f: {
    entity: CustomFieldEntity;
    key: string;
    label: string;
    type: string;
    options: CustomFieldOption[];
    required: boolean;
  },
): Promise<number> {
  const rows = await tx
    .insert(customFields)
    .values({ ...f, position: nextPosition(f.entity) })
    .returning({ id: customFields.id });
  return rows[0].id;
}

/**
 * How many rows of the field's entity hold option `value` of it (a MULTI_SELECT value inside its
 * list); a removed POC holds nothing, as for the usage counts.
 */
export async function optionUse(tx: Tx, f: CustomField, value: string): Promise<number> {
  const held = f.type === 'MULTI_SELECT' ? [value] : value;
  const live = f.entity === 'POC' ? sql`and removed_at is null` : sql``;
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${valueTable(f.entity)}
      where custom_fields @> ${JSON.stringify({ [f.id]: held })}::jsonb ${live}`,
  );
  return rows[0].n;
}

/** Sets the given label, required flag and options of field `fieldId`, stamping updated_at. */
export async function updateFieldColumns(
  tx: Tx,
  fieldId: number,
  set: { label?: string; required?: boolean; options?: CustomFieldOption[] },
): Promise<void> {
  await tx
    .update(customFields)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(customFields.id, fieldId));
}

/** Sets the positions of the fields `fieldIds` to 0..n-1 in that order, stamping updated_at. */
export async function setPositions(tx: Tx, fieldIds: number[]): Promise<void> {
  await tx.execute(sql`update custom_fields f set position = o.pos - 1, updated_at = now()
    from unnest(${idArray(fieldIds)}) with ordinality as o(id, pos) where f.id = o.id`);
}

/** Archives field `fieldId` now. */
export async function archiveField(tx: Tx, fieldId: number): Promise<void> {
  await tx
    .update(customFields)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(customFields.id, fieldId));
}

/** Restores archived field `fieldId` of `entity`, last among the active ones. */
export async function restoreField(
  tx: Tx,
  entity: CustomFieldEntity,
  fieldId: number,
): Promise<void> {
  await tx
    .update(customFields)
    .set({ archivedAt: null, updatedAt: sql`now()`, position: nextPosition(entity) })
    .where(eq(customFields.id, fieldId));
}

/**
 * Deletes field `f` and removes its value from every brand or POC; returns how many rows lost a
 * value.
 */
export async function purgeField(tx: Tx, f: CustomField): Promise<number> {
  const key = String(f.id);
  const { rows } = await tx.execute<{ id: number }>(
    sql`update ${valueTable(f.entity)} set custom_fields = custom_fields - ${key}::text
      where custom_fields ? ${key}::text returning id`,
  );
  await tx.delete(customFields).where(eq(customFields.id, f.id));
  return rows.length;
}
