import { sql, type SQL } from 'drizzle-orm';
import type { CustomFieldCondition } from '@crm/contracts';
import { containsPattern } from '../../lib/sql.js';

const DATE_TEXT = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** `col` holds `value` under `key`, as the value itself or (multi select) inside its list: two containments the GIN index serves. */
const holds = (col: SQL, key: string, value: string | number) =>
  sql`(${col} @> ${JSON.stringify({ [key]: value })}::jsonb or ${col} @> ${JSON.stringify({ [key]: [value] })}::jsonb)`;

/** A range bound: numbers compare as numeric on number values, dates as ISO text on date-shaped strings. */
function bound(col: SQL, key: string, op: '>=' | '<=', v: number | string): SQL {
  const cmp = sql.raw(op);
  return typeof v === 'number'
    ? sql`(case when jsonb_typeof(${col} -> ${key}::text) = 'number' then (${col} ->> ${key}::text)::numeric end) ${cmp} ${v}`
    : sql`(case when (${col} ->> ${key}::text) ~ ${DATE_TEXT} then ${col} ->> ${key}::text end) ${cmp} ${v}`;
}

/**
 * The brand filter's custom-field conditions over the jsonb column `col` (values keyed
 * by field id), one SQL condition each: EQUALS and ANY_OF are containments (@>) and IS_SET / IS_EMPTY
 * key tests (?), all served by the GIN index brands_custom_fields_idx; CONTAINS is a case-insensitive
 * substring of the text; RANGE is inclusive over numbers or YYYY-MM-DD dates. A condition on a field
 * the rows do not have matches nothing (IS_EMPTY: everything). The conditions need no field lookup.
 */
export function customFieldConditions(col: SQL, conds: CustomFieldCondition[] | undefined): SQL[] {
  return (conds ?? []).map((c) => {
    const key = String(c.fieldId);
    switch (c.op) {
      case 'EQUALS':
        return holds(col, key, c.value!);
      case 'ANY_OF':
        return sql`(${sql.join(
          c.values!.map((v) => holds(col, key, v)),
          sql` or `,
        )})`;
      case 'CONTAINS':
        return sql`lower(${col} ->> ${key}::text) like ${containsPattern(String(c.value))}`;
      case 'IS_SET':
        return sql`${col} ? ${key}::text`;
      case 'IS_EMPTY':
        return sql`not (${col} ? ${key}::text)`;
      case 'RANGE': {
        const parts = [
          c.min !== undefined && bound(col, key, '>=', c.min),
          c.max !== undefined && bound(col, key, '<=', c.max),
        ].filter((p): p is SQL => !!p);
        return sql`(${sql.join(parts, sql` and `)})`;
      }
    }
  });
}
