/** A POC's fields and texts, its create, update and removal bodies and its detail answers (spec 001 §3 Point of contact, §7). */

import { z } from 'zod';
import { Id, PageInfo, pageFields } from './common.js';
import { Poc } from './brands.js';
import { CustomFieldValues, CustomFieldValuesPatch } from './customFields.js';

/** Page sizes of this area (spec 001 §9): brand POC 100, POC/department/location history 15. POC Contacts is not given: 50 like other people lists. */
export const POC_PAGE_SIZES = { pocList: 100, history: 15, pocContacts: 50 } as const;

/** Phone number types offered by the POC form. */
export const PHONE_TYPES = ['MOBILE', 'WORK', 'HOME', 'OTHER'] as const;

/** User-facing messages of this area. */
export const POC_MESSAGES = {
  pocCreated: 'POC added successfully',
  pocUpdated: 'POC updated successfully',
  pocRemoved: 'POC removed successfully',
  departmentCreated: 'Department added successfully',
  departmentUpdated: 'Department updated successfully',
  departmentRemoved: 'Department removed successfully',
  pocNotFound: 'POC not found',
  brandNotFound: 'Brand not found',
  departmentNotFound: 'Department not found',
  cityNotFound: 'City not found',
  departmentOfOtherBrand: 'The department belongs to another brand',
  reportsToOtherBrand: 'A POC can only report to a POC of the same brand',
  reportsToSelf: 'A POC cannot report to themselves',
  reportingCycle: 'This reporting line would create a cycle',
  emailExists: 'A POC with this email already exists for this brand',
  departmentExists: 'A department with this name already exists for this brand',
  newPrimaryInvalid: 'The new primary POC must be another POC of the same brand',
  cannotEditBrand:
    'Only the brand’s owners, their team owner, project owners and admins can change this brand',
  pocContactsDenied: 'POC Contacts are available to brand owners, team owners and project owners',
} as const;

/** URL rule of spec 001 §5: empty, or starting with ftp, http or https and holding no spaces. Empty becomes null. */
const PocUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^((ftp|https?)\S*)?$/i, 'must start with http, https or ftp and contain no spaces')
  .transform((s) => (s === '' ? null : s));

/** Optional free text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s));

/** A phone number of a POC: country code like '+91', 4–15 digits (spaces and dashes dropped), a type. */
const PocPhoneNumber = z.object({
  cc: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'must be a country code like +91'),
  number: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,15}$/, 'must be 4 to 15 digits')),
  type: z.enum(PHONE_TYPES),
});

/** The editable fields of a POC, each optional (PATCH semantics: absent = unchanged, null = cleared). */
const pocFields = {
  name: z.string().trim().min(1, 'is required').max(120),
  role: optionalText(120).nullable(),
  email: z
    .string()
    .trim()
    .max(254)
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email('must be an email address')]))
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  phoneNumbers: z.array(PocPhoneNumber).max(5),
  linkedInUrl: PocUrl.nullable(),
  pocIsPrimary: z.boolean(),
  departmentId: Id.nullable(),
  cityId: Id.nullable(),
  reportsToPocId: Id.nullable(),
};

/** PUT /api/brand/poc: create a POC of a brand (spec 001 §3), with its custom-field values. The brand's first POC becomes primary. */
export const PocCreateRequest = z.object({
  brandId: Id,
  name: pocFields.name,
  role: pocFields.role.optional(),
  email: pocFields.email.optional(),
  phoneNumbers: pocFields.phoneNumbers.default([]),
  linkedInUrl: pocFields.linkedInUrl.optional(),
  pocIsPrimary: pocFields.pocIsPrimary.default(false),
  departmentId: pocFields.departmentId.optional(),
  cityId: pocFields.cityId.optional(),
  reportsToPocId: pocFields.reportsToPocId.optional(),
  /** Custom-field values of the new POC, checked as on update. */
  customFields: CustomFieldValuesPatch.optional(),
});
export type PocCreateRequest = z.input<typeof PocCreateRequest>;

/** PATCH /api/brand/poc: update the given fields of a POC; null clears a field. */
export const PocUpdateRequest = z.object({
  pocId: Id,
  name: pocFields.name.optional(),
  role: pocFields.role.optional(),
  email: pocFields.email.optional(),
  phoneNumbers: pocFields.phoneNumbers.optional(),
  linkedInUrl: pocFields.linkedInUrl.optional(),
  pocIsPrimary: pocFields.pocIsPrimary.optional(),
  departmentId: pocFields.departmentId.optional(),
  cityId: pocFields.cityId.optional(),
  reportsToPocId: pocFields.reportsToPocId.optional(),
  /** Custom-field values `{[fieldId]: value | null}`. */
  customFields: CustomFieldValuesPatch.optional(),
});
export type PocUpdateRequest = z.input<typeof PocUpdateRequest>;

/**
 * POST /api/brand/poc/removal {pocId, newPrimaryPocId?}: soft removal (removed_at). When the primary
 * POC is removed, `newPrimaryPocId` (another POC of the brand) becomes primary, else the earliest
 * added remaining POC. POCs reporting to the removed one move up to its own manager (MOVE_TO_PARENT).
 */
export const PocRemovalRequest = z.object({ pocId: Id, newPrimaryPocId: Id.optional() });
/** Answer of a removal: the toast text and the POC that became primary, if any. */
export const PocRemovalResult = z.object({
  message: z.string(),
  newPrimaryPocId: z.number().nullable(),
});

/** A POC with its department, city and reporting line (GET /api/brand/poc/list). */
export const PocDetail = Poc.extend({
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  cityId: z.number().nullable(),
  cityName: z.string().nullable(),
  stateName: z.string().nullable(),
  reportsToPocId: z.number().nullable(),
  reportsToPocName: z.string().nullable(),
  /** Custom-field values keyed by field id. */
  customFields: CustomFieldValues,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PocDetail = z.infer<typeof PocDetail>;

/** GET /api/brand/poc/list?brandId&pageNo&count: active POCs, primary first, 100 a page. `canEdit`: the caller may change them. */
export const PocDetailListQuery = z.object({ brandId: Id, ...pageFields(POC_PAGE_SIZES.pocList) });
export const PocDetailListResult = PageInfo.extend({
  poc: z.array(PocDetail),
  canEdit: z.boolean(),
});
export type PocDetailListResult = z.infer<typeof PocDetailListResult>;

/** Answer of a POC write: the POC as it now is and the toast text. */
export const PocWriteResult = z.object({ poc: PocDetail, message: z.string() });
export type PocWriteResult = z.infer<typeof PocWriteResult>;
