/** Custom fields themselves: the entities and types they apply to, their limits, texts and options (spec 000 §2.1). */

import { z } from 'zod';

/** What a custom field belongs to (brands or POCs), and their labels. */
export const CUSTOM_FIELD_ENTITIES = ['BRAND', 'POC'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
export const CUSTOM_FIELD_ENTITY_LABELS: Record<CustomFieldEntity, string> = {
  BRAND: 'Brands',
  POC: 'POCs',
};

/** A custom field's value types, and their labels. */
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
/** True for the select types (a field with options). */
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

/** The custom fields' toasts and errors. */
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

/** A field's label: trimmed, 1 to 60 characters. */
export const CustomFieldLabel = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(CUSTOM_FIELD_LIMITS.label);

/** A select option: `value` is the stored key (stable), `label` what users see. */
export const CustomFieldOption = z.object({
  value: z.string().trim().min(1, 'is required').max(CUSTOM_FIELD_LIMITS.optionLabel),
  label: z.string().trim().min(1, 'is required').max(CUSTOM_FIELD_LIMITS.optionLabel),
});
export type CustomFieldOption = z.infer<typeof CustomFieldOption>;

/** A select field's options: at most 100, values and labels each distinct (case-insensitive). */
export const CustomFieldOptions = z
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
