import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';
import { Id, MessageResult, PageInfo, pageFields } from './common.js';
import { RefOption } from './reference.js';
import { CustomFieldValues } from './customFields.js';
import { defineRoute } from './routes.js';
import {
  BRAND_LIMITS,
  BRAND_PROFILE_MESSAGES,
  BrandEditFields,
  BrandEditRequest,
  BrandEditResult,
} from './brandEdit.js';

export * from './brandEdit.js';

/**
 * Brand profile: editing a brand, its completion percentage, brand owners, offload, notify, the
 * admin's brand creation and the brand history (spec 001 §3 Brand, §4 Brand, §5, §7 Brand API, §8, §9).
 */

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
/** The brand's previous owners. */
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
/** A page of the brand's change history. */
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
    read: true,
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
