import { z } from 'zod';
import { ENGAGEMENTS, PAGE_SIZES } from './constants.js';
import { Crore, Id, MessageResult, PageInfo, pageFields } from './common.js';
import { RefOption } from './reference.js';
import { CustomFieldValues, CustomFieldValuesPatch } from './customFields.js';
import { defineRoute } from './routes.js';

/**
 * Brand profile: editing a brand, its completion percentage, brand owners, offload, notify, the
 * admin's brand creation and the brand history (spec 001 §3 Brand, §4 Brand, §5, §7 Brand API, §8, §9).
 */

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

/** Sections of the brand completion (spec 001 §3): four, equally weighted. */
const COMPLETION_SECTIONS = ['Basic Info', 'Brand POC', 'Location', 'Social'] as const;

/** One item of a completion section and whether it is filled. */
const CompletionItem = z.object({ name: z.string(), done: z.boolean() });

/** A completion section: its items and percentage (0–100, rounded). */
export const CompletionSection = z.object({
  name: z.enum(COMPLETION_SECTIONS),
  percentage: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  items: z.array(CompletionItem),
});
export type CompletionSection = z.infer<typeof CompletionSection>;

/** Brand completion (spec 001 §3): the rounded average of the four section percentages. */
export const BrandInfoCompletion = z.object({
  completionPercentage: z.number().int(),
  sections: z.array(CompletionSection),
});
export type BrandInfoCompletion = z.infer<typeof BrandInfoCompletion>;

/** What the caller may do on a brand (the UI mirrors the server's rules). */
export const BrandPermissions = z.object({
  canEdit: z.boolean(),
  canMarkEngagement: z.boolean(),
  canManageOwners: z.boolean(),
  canOffload: z.boolean(),
  canNotify: z.boolean(),
  isOwner: z.boolean(),
});
export type BrandPermissions = z.infer<typeof BrandPermissions>;

/** The editable values of a brand that GET /api/brand/info does not carry. */
export const BrandProfileExtras = z.object({
  category: z.string().nullable(),
  hqCity: RefOption.extend({ stateName: z.string() }).nullable(),
  marketingOffices: z.array(RefOption.extend({ stateName: z.string() })),
  infoUpdateNotificationEnabled: z.boolean(),
  isOffloaded: z.boolean(),
  offloadedAt: z.string().nullable(),
  /** Custom-field values keyed by field id (archived fields' values included; the page shows the active fields). */
  customFields: CustomFieldValues,
});
export type BrandProfileExtras = z.infer<typeof BrandProfileExtras>;

/** GET /api/brand/additional/info?brandId, and the body of POST /api/brand/additional/info {brandId}. */
export const BrandAdditionalInfoQuery = z.object({ brandId: Id });

/** GET /api/brand/additional/info answer (spec 001 §7: brandInfoCompletion.completionPercentage). */
export const BrandAdditionalInfo = z.object({
  brandInfoCompletion: BrandInfoCompletion,
  profile: BrandProfileExtras,
  permissions: BrandPermissions,
});
export type BrandAdditionalInfo = z.infer<typeof BrandAdditionalInfo>;

/**
 * GET /api/brand/additional/info/consensus?brandId answer. The spec names the call without its method
 * or answer; our reading: the brand's completion alone, the figure every reader agrees on (no
 * caller-specific permissions or editable extras), for a badge or a list.
 */
const BrandCompletionConsensus = z.object({ brandInfoCompletion: BrandInfoCompletion });

/** POST /api/brand/brand-owners/v2: users (role BO) to add and to remove; `reason` is kept with removals. */
export const BrandOwnersUpdateRequest = z
  .object({
    brandId: Id,
    add: z.array(Id).max(50).default([]),
    remove: z.array(Id).max(50).default([]),
    reason: z.string().trim().max(BRAND_LIMITS.offloadReason).optional(),
  })
  .strict();
export type BrandOwnersUpdateRequest = z.input<typeof BrandOwnersUpdateRequest>;

/** A brand owner of a brand, as the owners panel lists it. */
const BrandOwnerEntry = z.object({
  userId: z.number(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  assignedAt: z.string(),
});

/** POST /api/brand/brand-owners/v2 answer: the toast text and the owners after the change. */
export const BrandOwnersUpdateResult = z.object({
  message: z.string(),
  brandOwners: z.array(BrandOwnerEntry),
});
export type BrandOwnersUpdateResult = z.infer<typeof BrandOwnersUpdateResult>;

/** GET /api/brand/previous-brand-owners?brandId. */
export const PreviousBrandOwnersQuery = z.object({ brandId: Id });

/** A former owner: when and why they stopped owning the brand (REMOVED by someone, or OFFLOADED themselves). */
const PreviousBrandOwner = z.object({
  userId: z.number(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  action: z.enum(['REMOVED', 'OFFLOADED']),
  reason: z.string().nullable(),
  removedOn: z.string(),
  removedBy: z.object({ userId: z.number(), userName: z.string() }),
});
export const PreviousBrandOwnersResult = z.object({
  previousBrandOwners: z.array(PreviousBrandOwner),
});
export type PreviousBrandOwnersResult = z.infer<typeof PreviousBrandOwnersResult>;

/** POST /api/brand/offload {brandId, reason} (spec 001 §7); the reason is required. */
const OffloadRequest = z
  .object({
    brandId: Id,
    reason: z
      .string()
      .trim()
      .min(1, BRAND_PROFILE_MESSAGES.offloadReasonRequired)
      .max(BRAND_LIMITS.offloadReason),
  })
  .strict();

/** POST /api/brand/info/notify {brandId} (spec 001 §4, §7). */
const NotifyBrandOwnerRequest = z.object({ brandId: Id }).strict();

/** GET /api/admin/brands/check-brand-name-exists?brandName. */
export const BrandNameExistsQuery = z.object({
  brandName: z.string().trim().min(1, 'is required').max(BRAND_LIMITS.name),
});
const BrandNameExistsResult = z.object({ exists: z.boolean() });

/** PUT /api/admin/brands/new (ADMIN only): a new brand; 409 BRAND_NAME_EXISTS when the name is taken (case-insensitive). */
const AdminBrandCreateRequest = BrandEditFields.partial()
  .extend({
    brandName: BrandEditFields.shape.brandName,
    brandOwnerUserIds: z.array(Id).max(50).default([]),
  })
  .strict();
const AdminBrandCreateResult = z.object({ brandId: z.number(), message: z.string() });

/** GET /api/brand/history?brandId&pageNo (spec 001 §7, §9: 10 a page). */
export const BrandChangeHistoryQuery = z.object({
  brandId: Id,
  ...pageFields(PAGE_SIZES.brandHistory),
});

/** Entities a brand history row is about: the brand, its locations, or its owners. */
const BRAND_HISTORY_ENTITIES = ['BRAND', 'LOCATION', 'OWNER'] as const;

/** One brand history entry: who changed which field from what to what (display text), and when (ISO). */
export const BrandChangeEntry = z.object({
  id: z.string(),
  entity: z.enum(BRAND_HISTORY_ENTITIES),
  field: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  reason: z.string().nullable(),
  changedBy: z.object({ userId: z.number(), userName: z.string() }),
  changedOn: z.string(),
});
export type BrandChangeEntry = z.infer<typeof BrandChangeEntry>;
export const BrandChangeHistoryResult = PageInfo.extend({ history: z.array(BrandChangeEntry) });
export type BrandChangeHistoryResult = z.infer<typeof BrandChangeHistoryResult>;

/** One brand's profile cache family on the web: invalidating it refetches every read below about that brand. */
const profileKey = (brandId: unknown) => ['brandProfile', brandId] as const;

/**
 * The brand profile endpoints (spec 001 §3, §4, §7, §8): edit, completion, owners, offload, notify,
 * brand history and admin creation. Reads about one brand are cached under ['brandProfile', brandId, …].
 */
export const brandProfileRoutes = {
  edit: defineRoute({
    method: 'PATCH',
    path: '/brand',
    body: BrandEditRequest,
    response: BrandEditResult,
    summary: 'Edit a brand’s fields',
    tags: ['brand profile'],
  }),
  additionalInfo: defineRoute({
    method: 'GET',
    path: '/brand/additional/info',
    query: BrandAdditionalInfoQuery,
    response: BrandAdditionalInfo,
    summary: 'Brand completion, editable extras and the caller’s permissions',
    tags: ['brand profile'],
    cacheKey: ({ brandId }: z.input<typeof BrandAdditionalInfoQuery>) => [
      ...profileKey(brandId),
      'additional',
    ],
  }),
  /** POST /brand/additional/info (spec 001 §7 "GET and POST"): the same read as `additionalInfo`, the brand id in the body. */
  additionalInfoByBody: defineRoute({
    method: 'POST',
    path: '/brand/additional/info',
    body: BrandAdditionalInfoQuery,
    response: BrandAdditionalInfo,
    summary:
      'Brand completion, editable extras and the caller’s permissions (the brand id in the body)',
    tags: ['brand profile'],
  }),
  consensus: defineRoute({
    method: 'GET',
    path: '/brand/additional/info/consensus',
    query: BrandAdditionalInfoQuery,
    response: BrandCompletionConsensus,
    summary: 'A brand’s completion percentage and sections',
    tags: ['brand profile'],
    cacheKey: ({ brandId }: z.input<typeof BrandAdditionalInfoQuery>) => [
      ...profileKey(brandId),
      'consensus',
    ],
  }),
  updateOwners: defineRoute({
    method: 'POST',
    path: '/brand/brand-owners/v2',
    body: BrandOwnersUpdateRequest,
    response: BrandOwnersUpdateResult,
    summary: 'Add and remove a brand’s owners',
    tags: ['brand profile'],
  }),
  previousOwners: defineRoute({
    method: 'GET',
    path: '/brand/previous-brand-owners',
    query: PreviousBrandOwnersQuery,
    response: PreviousBrandOwnersResult,
    summary: 'A brand’s former owners',
    tags: ['brand profile'],
    cacheKey: ({ brandId }: z.input<typeof PreviousBrandOwnersQuery>) => [
      ...profileKey(brandId),
      'previousOwners',
    ],
  }),
  offload: defineRoute({
    method: 'POST',
    path: '/brand/offload',
    body: OffloadRequest,
    response: MessageResult,
    summary: 'The caller stops owning a brand',
    tags: ['brand profile'],
  }),
  notifyOwner: defineRoute({
    method: 'POST',
    path: '/brand/info/notify',
    body: NotifyBrandOwnerRequest,
    response: MessageResult,
    summary: 'Ask a brand’s owners to update its profile',
    tags: ['brand profile'],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/brand/history',
    query: BrandChangeHistoryQuery,
    response: BrandChangeHistoryResult,
    summary: 'One page of a brand’s change history',
    tags: ['brand profile'],
    cacheKey: ({ brandId, pageNo }: z.input<typeof BrandChangeHistoryQuery>) => [
      ...profileKey(brandId),
      'history',
      pageNo,
    ],
  }),
  nameExists: defineRoute({
    method: 'GET',
    path: '/admin/brands/check-brand-name-exists',
    query: BrandNameExistsQuery,
    response: BrandNameExistsResult,
    summary: 'Whether a brand name is taken (case-insensitive)',
    tags: ['brand profile'],
    cacheKey: ({ brandName }: z.input<typeof BrandNameExistsQuery>) => [
      'brandNameExists',
      brandName,
    ],
  }),
  create: defineRoute({
    method: 'PUT',
    path: '/admin/brands/new',
    body: AdminBrandCreateRequest,
    response: AdminBrandCreateResult,
    summary: 'Create a brand (admin)',
    tags: ['brand profile'],
  }),
};
