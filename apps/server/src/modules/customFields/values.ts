import { sql, type SQL } from 'drizzle-orm';
import {
  checkCustomFieldValue,
  customFieldText,
  type CustomFieldEntity,
  type CustomFieldValue,
  type CustomFieldValues,
} from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { jsonValue } from '../../lib/sql.js';
import { fieldsByIds } from './queries.js';

/** One changed value: the field's label (history's field name) and the old and new display texts. */
type CustomValueChange = {
  fieldId: number;
  label: string;
  from: string | null;
  to: string | null;
};

/** What a values patch does: the SQL expression for the new custom_fields column (null when nothing changes) and the changes. */
export type CustomValuesUpdate = { column: SQL | null; changes: CustomValueChange[] };

const invalid = (field: string, message: string) =>
  new AppError(400, 'INVALID_CUSTOM_FIELD_VALUE', message, field);

/**
 * Checks a `customFields` patch `{[fieldId]: value | null}` of a brand or POC against the fields'
 * types (checkCustomFieldValue) and compares it with the row's `current` values. 400
 * INVALID_CUSTOM_FIELD_VALUE naming `customFields.<id>` for an unknown field, another entity's, an
 * archived one, or a value that does not fit (the message starts with the field's label). Nothing is
 * written here: the caller sets `custom_fields = column` in its own update.
 */
export async function customValuesUpdate(
  tx: Tx,
  entity: CustomFieldEntity,
  current: unknown,
  patch: Record<string, unknown> | undefined,
): Promise<CustomValuesUpdate> {
  const ids = Object.keys(patch ?? {});
  if (!patch || !ids.length) return { column: null, changes: [] };
  const have = jsonValue<CustomFieldValues | null>(current) ?? {};
  const fields = new Map(
    (await fieldsByIds(tx, ids.map(Number), true)).map((f) => [String(f.id), f]),
  );
  const set: Record<string, CustomFieldValue> = {};
  const clear: string[] = [];
  const changes: CustomValueChange[] = [];
  for (const id of ids) {
    const path = `customFields.${id}`;
    const f = fields.get(id);
    if (!f || f.entity !== entity)
      throw invalid(
        path,
        `Custom field ${id} is not a field of ${entity === 'BRAND' ? 'brands' : 'POCs'}.`,
      );
    if (f.archivedAt) throw invalid(path, `${f.label} is an archived field.`);
    const checked = checkCustomFieldValue(f, patch[id]);
    if (!checked.ok) throw invalid(path, `${f.label} ${checked.error}.`);
    const before = have[id] ?? null;
    if (JSON.stringify(before) === JSON.stringify(checked.value)) continue;
    if (checked.value === null) clear.push(id);
    else set[id] = checked.value;
    changes.push({
      fieldId: f.id,
      label: f.label,
      from: customFieldText(f, before) || null,
      to: customFieldText(f, checked.value) || null,
    });
  }
  if (!changes.length) return { column: null, changes };
  const removed = clear.reduce<SQL>(
    (acc, key) => sql`(${acc} - ${key}::text)`,
    sql`(custom_fields || ${JSON.stringify(set)}::jsonb)`,
  );
  return { column: removed, changes };
}

/** Stored values as the API gives them (PGlite may hand back the jsonb text). */
export const customValues = (v: unknown): CustomFieldValues =>
  jsonValue<CustomFieldValues | null>(v) ?? {};
