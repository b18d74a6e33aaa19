import { z } from 'zod';
import { Id } from './common.js';
import { defineRoute } from './routes.js';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  CustomField,
  CustomFieldOption,
  type CustomFieldType,
  CustomFieldLabel,
  CustomFieldOptions,
  isSelectType,
} from './customFieldTypes.js';

export * from './customFieldTypes.js';
export * from './customFieldValues.js';

/**
 * Custom fields (spec 000 §2.1 /customizablefields): admins add fields to brands and
 * POCs; values live on the brand or POC row (`custom_fields` jsonb keyed by the field id), are set
 * through PATCH /api/brand and PATCH /api/brand/poc, shown on the brand and POC pages, filtered in
 * the brand filter and exported. Removal is two steps: archive (hidden, values kept, restorable),
 * then 'Delete permanently' (values purged) with the field's label typed as confirmation.
 */

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
    label: CustomFieldLabel,
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: CustomFieldOptions.default([]),
    required: z.boolean().default(false),
  })
  .strict()
  .refine(selectNeedsOptions, { message: 'must have at least one option', path: ['options'] });
export type CustomFieldCreateRequest = z.input<typeof CustomFieldCreateRequest>;

/** PATCH /api/admin/custom-fields: label, required, options (the type never changes: values would no longer fit). */
export const CustomFieldUpdateRequest = z
  .object({
    fieldId: Id,
    label: CustomFieldLabel.optional(),
    options: CustomFieldOptions.min(1).optional(),
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
