/** Custom-field values: their shapes, checks, display text and the list filters' conditions on them (spec 000 §2.1). */

import { z } from 'zod';
import { Id, isRealDate, pickedDay } from './common.js';
import { CUSTOM_FIELD_LIMITS, CustomField } from './customFieldTypes.js';

/** A stored value: text, a finite number, a YYYY-MM-DD date, an option value, or a list of option values. */
export type CustomFieldValue = string | number | string[];
export const CustomFieldValue = z.union([z.string(), z.number(), z.array(z.string())]);

/** Stored values keyed by field id (as text); a field without a value has no key. */
export const CustomFieldValues = z.record(z.string(), CustomFieldValue);
export type CustomFieldValues = z.infer<typeof CustomFieldValues>;

/**
 * `customFields` on PATCH /api/brand and PATCH /api/brand/poc: `{[fieldId]: value | null}`, null
 * clears. Shapes are checked here; the server checks each value against its field's type.
 */
export const CustomFieldValuesPatch = z
  .record(
    z.string().regex(/^\d{1,15}$/, 'must be a field id'),
    z
      .union([
        z.string().max(CUSTOM_FIELD_LIMITS.textValue),
        z.number(),
        z.array(z.string().max(CUSTOM_FIELD_LIMITS.optionLabel)).max(CUSTOM_FIELD_LIMITS.options),
      ])
      .nullable(),
  )
  .refine(
    (r) => Object.keys(r).length <= CUSTOM_FIELD_LIMITS.fieldsPerEntity * 2,
    'has too many fields',
  );

/** A checked value: the value to store, or the error predicate. */
type CheckedValue = { ok: true; value: CustomFieldValue | null } | { ok: false; error: string };

/**
 * Checks `value` against `field` and returns the value to store (trimmed text, option values in the
 * field's option order, duplicates dropped) or an error predicate ('must be a number'...). Empty
 * text and empty lists read as null (clear). Shared by the server (authoritative) and the web form.
 */
export function checkCustomFieldValue(
  field: Pick<CustomField, 'type' | 'options' | 'required'>,
  value: unknown,
): CheckedValue {
  const empty =
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (empty)
    return field.required ? { ok: false, error: 'is required' } : { ok: true, value: null };
  switch (field.type) {
    case 'TEXT':
      return checkText(value);
    case 'NUMBER':
      return checkNumber(value);
    case 'DATE':
      return checkDate(value);
    case 'SINGLE_SELECT':
    case 'MULTI_SELECT':
      return checkOptions(field, value);
  }
}

/** A TEXT value: text of at most CUSTOM_FIELD_LIMITS.textValue characters, stored trimmed. */
function checkText(value: unknown): CheckedValue {
  if (typeof value !== 'string') return { ok: false, error: 'must be text' };
  if (value.trim().length > CUSTOM_FIELD_LIMITS.textValue)
    return { ok: false, error: `must be at most ${CUSTOM_FIELD_LIMITS.textValue} characters` };
  return { ok: true, value: value.trim() };
}

/** A NUMBER value: a finite number (or its decimal text) within ±CUSTOM_FIELD_LIMITS.numberAbs. */
function checkNumber(value: unknown): CheckedValue {
  const n =
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return { ok: false, error: 'must be a number' };
  if (Math.abs(n) > CUSTOM_FIELD_LIMITS.numberAbs) return { ok: false, error: 'is too large' };
  return { ok: true, value: n };
}

/** A DATE value: a real YYYY-MM-DD day. */
function checkDate(value: unknown): CheckedValue {
  // a picked day may come as the end of that IST day (spec 000 §5 Dates): its day is stored
  const day = typeof value === 'string' ? pickedDay(value) : value;
  if (typeof day !== 'string' || !isRealDate(day))
    return { ok: false, error: 'must be a real date written YYYY-MM-DD' };
  return { ok: true, value: day };
}

/** A select's value: one option (SINGLE_SELECT), or a list of options stored in the field's order, once each. */
function checkOptions(field: Pick<CustomField, 'type' | 'options'>, value: unknown): CheckedValue {
  const options = new Set(field.options.map((o) => o.value));
  if (field.type === 'SINGLE_SELECT') {
    if (typeof value !== 'string' || !options.has(value))
      return { ok: false, error: 'must be one of the field’s options' };
    return { ok: true, value };
  }
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.has(v)))
    return { ok: false, error: 'must be a list of the field’s options' };
  const chosen = new Set(value as string[]);
  return { ok: true, value: field.options.map((o) => o.value).filter((v) => chosen.has(v)) };
}

/** A stored value as display text: option labels for selects (joined with '; '), the number or date as is. */
export function customFieldText(
  field: Pick<CustomField, 'type' | 'options'>,
  value: CustomFieldValue | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  const label = (v: string) => field.options.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.map(label).join('; ');
  if (field.type === 'SINGLE_SELECT' && typeof value === 'string') return label(value);
  return String(value);
}

/** Operators of a custom-field condition in the brand filter. */
const CUSTOM_FIELD_FILTER_OPS = [
  'EQUALS',
  'CONTAINS',
  'RANGE',
  'ANY_OF',
  'IS_SET',
  'IS_EMPTY',
] as const;

const Bound = z.union([
  z.number().finite(),
  z.string().refine(isRealDate, 'must be a number or a real date written YYYY-MM-DD'),
]);

/**
 * One custom-field condition of the brand filter: EQUALS `value` (text, number, date or an option;
 * for a multi select: has that option), CONTAINS `value` (text, case-insensitive), RANGE `min`/`max`
 * (numbers or dates, inclusive, either may be left out), ANY_OF `values` (options), IS_SET, IS_EMPTY.
 */
export const CustomFieldCondition = z
  .object({
    fieldId: Id,
    op: z.enum(CUSTOM_FIELD_FILTER_OPS),
    value: z.union([z.string().trim().min(1).max(200), z.number().finite()]).optional(),
    values: z
      .array(z.string().max(CUSTOM_FIELD_LIMITS.optionLabel))
      .max(CUSTOM_FIELD_LIMITS.options)
      .optional(),
    min: Bound.optional(),
    max: Bound.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const need = (ok: boolean, path: string, message: string) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.op === 'EQUALS') need(c.value !== undefined, 'value', 'is required');
    if (c.op === 'CONTAINS') need(typeof c.value === 'string', 'value', 'must be text');
    if (c.op === 'ANY_OF') need(!!c.values?.length, 'values', 'must have at least one option');
    if (c.op === 'RANGE') {
      need(c.min !== undefined || c.max !== undefined, 'min', 'or max is required');
      if (c.min !== undefined && c.max !== undefined) {
        need(typeof c.min === typeof c.max, 'max', 'must be of the same kind as min');
        if (typeof c.min === typeof c.max) need(c.min <= c.max, 'min', 'must not exceed max');
      }
    }
  });
export type CustomFieldCondition = z.infer<typeof CustomFieldCondition>;
export type CustomFieldConditionInput = z.input<typeof CustomFieldCondition>;
