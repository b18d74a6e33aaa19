/** A brand's editable fields, their limits, texts and history labels, and the brand edit call's body (spec 001 §3 Brand, §7, §9). */

import { z } from 'zod';
import { ENGAGEMENTS } from './constants.js';
import { Crore, Id } from './common.js';
import { CustomFieldValuesPatch } from './customFields.js';

/** The spec's URL rule (001 §5): valid if empty, or ftp/http/https followed by `://` and no spaces or quotes. */
const URL_FIELD_PATTERN = /^(ftp|http|https):\/\/[^ "]+$/;

/** True when `value` passes the spec's URL rule (empty passes). */
export const isValidUrlField = (value: string | null | undefined) =>
  !value || URL_FIELD_PATTERN.test(value);

/** A URL field: trimmed, at most 1000 characters, empty or matching URL_FIELD_PATTERN; empty is stored as null. */
export const UrlField = z
  .string()
  .trim()
  .max(1000)
  .refine(
    isValidUrlField,
    'must be empty or a URL starting with ftp://, http:// or https:// and without spaces',
  )
  .transform((v) => v || null);

/** Contact types of a brand (how it is reached: directly, through an agency, or both). */
export const CONTACT_TYPES = ['DIRECT', 'AGENCY', 'BOTH'] as const;

/** Limits of brand text fields. */
export const BRAND_LIMITS = {
  name: 200,
  description: 5000,
  category: 100,
  offloadReason: 1000,
  marketingOffices: 50,
} as const;

/** The spec's and this area's user-facing texts (spec 001 §8 Offload, Notify brand owner). */
export const BRAND_PROFILE_MESSAGES = {
  updated: 'Brand updated successfully',
  noChanges: 'Nothing to update',
  offloaded: 'Your Brand has been successfully offloaded',
  offloadFailed: 'Something went wrong',
  notified: 'Brand Owner has been notified',
  notifyFailed: 'Something went wrong, try again',
  alreadyNotified: 'Brand Owner has already been notified',
  ownersUpdated: 'Brand owners updated successfully',
  alreadyAnOwner: (name: string) => `${name} is already a brand owner of this brand.`,
  notAnOwner: (name: string) => `${name} is not a brand owner of this brand any more.`,
  created: 'Brand created successfully',
  nameExists: 'A brand with this name already exists',
  offloadReasonRequired: 'Please enter a reason to offload the brand',
  alreadyOffloaded: 'This brand is already offloaded',
  notEditable:
    'Only the brand owners, their team owner, a project owner or an admin can edit this brand',
  ownersNotEditable: 'Only a project owner, a team owner or an admin can change brand owners',
  noOwnerToNotify: 'This brand has no brand owner to notify',
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null);
const nullable = <T extends z.ZodType>(s: T) => s.nullable();

/** Editable brand fields (spec 001 §3 Brand). brandRevenue in crore; null clears a field. */
export const BrandEditFields = z.object({
  brandName: z.string().trim().min(1, 'is required').max(BRAND_LIMITS.name),
  brandDescription: nullable(text(BRAND_LIMITS.description)),
  brandImageUrl: nullable(UrlField),
  companyId: nullable(Id),
  industryId: nullable(Id),
  category: nullable(text(BRAND_LIMITS.category)),
  contactType: z.enum(CONTACT_TYPES).nullable(),
  /** Strong, Medium or Low; marked by the brand's BOs, their TO, a PO or an admin (spec 000 §6). */
  engagement: z.enum(ENGAGEMENTS).nullable(),
  brandRevenue: Crore.nullable(),
  website: nullable(UrlField),
  linkedin: nullable(UrlField),
  hqCityId: nullable(Id),
  /** The full new set of marketing-office cities (replaces the old set). */
  marketingOfficeCityIds: z.array(Id).max(BRAND_LIMITS.marketingOffices),
});
export type BrandEditFields = z.infer<typeof BrandEditFields>;

/** PATCH /api/brand: brandId and any subset of the editable fields (unknown fields are refused). */
export const BrandEditRequest = BrandEditFields.partial()
  .extend({ brandId: Id, customFields: CustomFieldValuesPatch.optional() })
  .strict();
export type BrandEditRequest = z.input<typeof BrandEditRequest>;

/** PATCH /api/brand answer: the toast text and the API names of the fields that changed. */
export const BrandEditResult = z.object({
  message: z.string(),
  changedFields: z.array(z.string()),
});
export type BrandEditResult = z.infer<typeof BrandEditResult>;

/** Display labels of the fields that brand history rows name (BRAND, LOCATION and owner entries). */
/** Display labels of every field name written to brand_history (brand, location, owner, POC, department, agency). */
const BRAND_FIELD_LABELS: Record<string, string> = {
  brandName: 'Brand name',
  brandDescription: 'Description',
  brandImageUrl: 'Image',
  companyId: 'Company',
  industryId: 'Industry',
  category: 'Category',
  contactType: 'Contact type',
  engagement: 'Engagement',
  brandRevenue: 'Revenue (in Cr)',
  website: 'Website',
  linkedin: 'LinkedIn',
  hqCityId: 'HQ city',
  marketingOfficeCityIds: 'Marketing offices',
  brand: 'Brand',
  isOffloaded: 'Offloaded',
  brandOwner: 'Brand owner',
  // names other writers of brand history use (imports)
  companyName: 'Company',
  industryName: 'Industry',
  hqCity: 'HQ city',
  hqState: 'HQ state',
  // POC, department and agency history (entity POC, DEPARTMENT, AGENCY)
  created: 'Added',
  removed: 'Removed',
  pocName: 'Name',
  pocRole: 'Role',
  pocEmail: 'Email',
  pocPhone: 'Phone',
  phoneNumbers: 'Phone numbers',
  pocLinkedIn: 'LinkedIn',
  linkedInUrl: 'LinkedIn',
  pocIsPrimary: 'Primary',
  department: 'Department',
  city: 'City',
  reportsTo: 'Reports to',
  name: 'Name',
  associationTypes: 'Association types',
};

/** The display label of a history field name (falls back to the name itself). */
export const historyFieldLabel = (field: string) => BRAND_FIELD_LABELS[field] ?? field;
