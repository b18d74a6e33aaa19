import { z } from 'zod';
import { Id, isRealDate, pickedDay } from './common.js';
import { defineRoute } from './routes.js';

/**
 * Custom fields (spec 000 §2.1 /customizablefields): admins add fields to brands and
 * POCs; values live on the brand or POC row (`custom_fields` jsonb keyed by the field id), are set
 * through PATCH /api/brand and PATCH /api/brand/poc, shown on the brand and POC pages, filtered in
 * the brand filter and exported. Removal is two steps: archive (hidden, values kept, restorable),
 * then 'Delete permanently' (values purged) with the field's label typed as confirmation.
 */

export const CUSTOM_FIELD_ENTITIES = ['BRAND', 'POC'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
export const CUSTOM_FIELD_ENTITY_LABELS: Record<CustomFieldEntity, string> = {
  BRAND: 'Brands',
  POC: 'POCs',
};

export const CUSTOM_FIELD_TYPES = [
  'TEXT',
  'NUMBER',
  'DATE',
  'SINGLE_SELECT',
  'MULTI_SELECT',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  SINGLE_SELECT: 'Single select',
  MULTI_SELECT: 'Multi select',
};
export const isSelectType = (t: CustomFieldType) => t === 'SINGLE_SELECT' || t === 'MULTI_SELECT';

/** Limits: fields per entity, options per select, label and text value lengths, absolute number bound. */
export const CUSTOM_FIELD_LIMITS = {
  fieldsPerEntity: 50,
  options: 100,
  label: 60,
  optionLabel: 80,
  textValue: 2000,
  numberAbs: 1e15,
} as const;

export const CUSTOM_FIELD_MESSAGES = {
  created: 'Field created',
  updated: 'Field updated',
  reordered: 'Fields reordered',
  archived: 'Field archived',
  restored: 'Field restored',
  deleted: 'Field deleted permanently',
  notFound: 'Custom field not found',
  labelExists: 'A field with this label already exists',
  tooMany: `At most ${CUSTOM_FIELD_LIMITS.fieldsPerEntity} fields per entity`,
  notArchived: 'Archive the field before deleting it permanently',
  archivedField: 'This field is archived',
  confirmMismatch: "Type the field's label exactly to delete it permanently",
  reorderMismatch: 'Give every active field of the entity exactly once',
  optionInUse: (label: string) =>
    `Option "${label}" is still set on some records; keep it or clear those values first`,
} as const;

const Label = z.string().trim().min(1, 'is required').max(CUSTOM_FIELD_LIMITS.label);

/** A select option: `value` is the stored key (stable), `label` what users see. */
export const CustomFieldOption = z.object({
  value: z.string().trim().min(1, 'is required').max(CUSTOM_FIELD_LIMITS.optionLabel),
  label: z.string().trim().min(1, 'is required').max(CUSTOM_FIELD_LIMITS.optionLabel),
});
export type CustomFieldOption = z.infer<typeof CustomFieldOption>;

const Options = z
  .array(CustomFieldOption)
  .max(CUSTOM_FIELD_LIMITS.options)
  .refine(
    (o) => new Set(o.map((x) => x.value.toLowerCase())).size === o.length,
    'must have distinct values',
  )
  .refine(
    (o) => new Set(o.map((x) => x.label.toLowerCase())).size === o.length,
    'must have distinct labels',
  );

/** A custom field as the API gives it. archivedAt null = active; position orders the fields of an entity (from 0). */
export const CustomField = z.object({
  id: z.number(),
  entity: z.enum(CUSTOM_FIELD_ENTITIES),
  key: z.string(),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(CustomFieldOption),
  required: z.boolean(),
  position: z.number().int(),
  archivedAt: z.string().nullable(),
  /** Rows (brands or POCs) that hold a value for this field. */
  usage: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomField = z.infer<typeof CustomField>;

/** GET /api/custom-fields?entity: the active fields of an entity, in order (everyone). */
export const CustomFieldsQuery = z.object({ entity: z.enum(CUSTOM_FIELD_ENTITIES) });
const CustomFieldsResult = z.object({ fields: z.array(CustomField) });

/** GET /api/admin/custom-fields?entity: active and archived fields (admin). */
export const AdminCustomFieldsResult = z.object({
  fields: z.array(CustomField),
  archived: z.array(CustomField),
});
export type AdminCustomFieldsResult = z.infer<typeof AdminCustomFieldsResult>;

const selectNeedsOptions = (v: { type?: CustomFieldType; options?: CustomFieldOption[] }) =>
  !v.type || !isSelectType(v.type) || (v.options?.length ?? 0) > 0;

/** POST /api/admin/custom-fields: a new field, added last. Selects need at least one option; other types ignore options. */
export const CustomFieldCreateRequest = z
  .object({
    entity: z.enum(CUSTOM_FIELD_ENTITIES),
    label: Label,
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: Options.default([]),
    required: z.boolean().default(false),
  })
  .strict()
  .refine(selectNeedsOptions, { message: 'must have at least one option', path: ['options'] });
export type CustomFieldCreateRequest = z.input<typeof CustomFieldCreateRequest>;

/** PATCH /api/admin/custom-fields: label, required, options (the type never changes: values would no longer fit). */
export const CustomFieldUpdateRequest = z
  .object({
    fieldId: Id,
    label: Label.optional(),
    options: Options.min(1).optional(),
    required: z.boolean().optional(),
  })
  .strict();
export type CustomFieldUpdateRequest = z.input<typeof CustomFieldUpdateRequest>;

/** POST /api/admin/custom-fields/reorder: every active field id of the entity, in the new order. */
export const CustomFieldReorderRequest = z
  .object({
    entity: z.enum(CUSTOM_FIELD_ENTITIES),
    fieldIds: z.array(Id).min(1).max(CUSTOM_FIELD_LIMITS.fieldsPerEntity),
  })
  .strict();
export type CustomFieldReorderRequest = z.input<typeof CustomFieldReorderRequest>;

/** POST /api/admin/custom-fields/archive and /restore: step 1 of removal and its undo. */
const CustomFieldIdRequest = z.object({ fieldId: Id }).strict();

/** POST /api/admin/custom-fields/removal: step 2, an archived field and its values are purged; `confirmLabel` must equal its label. */
export const CustomFieldRemovalRequest = z
  .object({ fieldId: Id, confirmLabel: z.string().max(200) })
  .strict();
export type CustomFieldRemovalRequest = z.input<typeof CustomFieldRemovalRequest>;

/** Answer of every admin write: the field (after the change) and the toast text; removal also says how many rows lost a value. */
export const CustomFieldWriteResult = z.object({
  field: CustomField.nullable(),
  message: z.string(),
  purgedValues: z.number().int().optional(),
});
export type CustomFieldWriteResult = z.infer<typeof CustomFieldWriteResult>;

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

/**
 * Checks `value` against `field` and returns the value to store (trimmed text, option values in the
 * field's option order, duplicates dropped) or an error predicate ('must be a number'...). Empty
 * text and empty lists read as null (clear). Shared by the server (authoritative) and the web form.
 */
export function checkCustomFieldValue(
  field: Pick<CustomField, 'type' | 'options' | 'required'>,
  value: unknown,
): { ok: true; value: CustomFieldValue | null } | { ok: false; error: string } {
  const empty =
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (empty)
    return field.required ? { ok: false, error: 'is required' } : { ok: true, value: null };
  const options = new Set(field.options.map((o) => o.value));
  switch (field.type) {
    case 'TEXT':
      if (typeof value !== 'string') return { ok: false, error: 'must be text' };
      if (value.trim().length > CUSTOM_FIELD_LIMITS.textValue)
        return { ok: false, error: `must be at most ${CUSTOM_FIELD_LIMITS.textValue} characters` };
      return { ok: true, value: value.trim() };
    case 'NUMBER': {
      const n =
        typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n))
        return { ok: false, error: 'must be a number' };
      if (Math.abs(n) > CUSTOM_FIELD_LIMITS.numberAbs) return { ok: false, error: 'is too large' };
      return { ok: true, value: n };
    }
    case 'DATE': {
      // a picked day may come as the end of that IST day (spec 000 §5 Dates): its day is stored
      const day = typeof value === 'string' ? pickedDay(value) : value;
      if (typeof day !== 'string' || !isRealDate(day))
        return { ok: false, error: 'must be a real date written YYYY-MM-DD' };
      return { ok: true, value: day };
    }
    case 'SINGLE_SELECT':
      if (typeof value !== 'string' || !options.has(value))
        return { ok: false, error: 'must be one of the field’s options' };
      return { ok: true, value };
    case 'MULTI_SELECT': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.has(v)))
        return { ok: false, error: 'must be a list of the field’s options' };
      const chosen = new Set(value as string[]);
      return { ok: true, value: field.options.map((o) => o.value).filter((v) => chosen.has(v)) };
    }
  }
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

/** The custom fields' endpoints (/customizablefields): the active fields for everyone, and the admin's list and writes under /admin/custom-fields. */
export const customFieldRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/custom-fields',
    query: CustomFieldsQuery,
    response: CustomFieldsResult,
    summary: 'The active custom fields of brands or POCs, in order',
    tags: ['custom fields'],
    cacheKey: ({ entity }: z.input<typeof CustomFieldsQuery>) => ['customFields', entity, 'active'],
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/custom-fields',
    query: CustomFieldsQuery,
    response: AdminCustomFieldsResult,
    summary: 'The active and archived custom fields of brands or POCs (admins)',
    tags: ['custom fields'],
    cacheKey: ({ entity }: z.input<typeof CustomFieldsQuery>) => ['customFields', entity, 'admin'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/custom-fields',
    body: CustomFieldCreateRequest,
    response: CustomFieldWriteResult,
    summary: 'Adds a custom field, last (admins)',
    tags: ['custom fields'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/custom-fields',
    body: CustomFieldUpdateRequest,
    response: CustomFieldWriteResult,
    summary: 'Changes a custom field’s label, options or required flag (admins)',
    tags: ['custom fields'],
  }),
  reorder: defineRoute({
    method: 'POST',
    path: '/admin/custom-fields/reorder',
    body: CustomFieldReorderRequest,
    response: CustomFieldWriteResult,
    summary: 'Puts an entity’s active custom fields in a new order (admins)',
    tags: ['custom fields'],
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/admin/custom-fields/archive',
    body: CustomFieldIdRequest,
    response: CustomFieldWriteResult,
    summary: 'Archives a custom field: step 1 of its removal (admins)',
    tags: ['custom fields'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/admin/custom-fields/restore',
    body: CustomFieldIdRequest,
    response: CustomFieldWriteResult,
    summary: 'Restores an archived custom field (admins)',
    tags: ['custom fields'],
  }),
  removal: defineRoute({
    method: 'POST',
    path: '/admin/custom-fields/removal',
    body: CustomFieldRemovalRequest,
    response: CustomFieldWriteResult,
    summary: 'Removes an archived custom field and its values for good (admins)',
    tags: ['custom fields'],
  }),
};
