import { z } from 'zod';
import { Id, MessageResult, PageInfo, pageFields, SearchFor, SortOrder } from './common.js';
import { BRAND_FILTER_SORT_FIELDS, BrandFilter } from './brandFilter.js';
import { BrandSummary } from './brands.js';
import { defineRoute } from './routes.js';

/**
 * The repository (spec 001 §2 /repository?mainTab=PRIVATE|public, §3 inRepo/notInRepo,
 * §6, §7 Repository API, §8 messages): a user's curated list of brands. Who may use it: the pipeline
 * roles (PO and ADMIN see every brand, a TO their team's, a BO their own — spec 001 §6); anyone else
 * gets 403. PRIVATE tab = the caller's own repositories (drafts and published); PUBLIC tab = the
 * published PUBLIC repositories of others (read-only: they can be duplicated and assigned to events).
 */

/** Tabs of /repository; the URL's lower-case 'public' (spec 000 §2.1) is read as PUBLIC. */
const REPOSITORY_TABS = ['PRIVATE', 'PUBLIC'] as const;
export type RepositoryTab = (typeof REPOSITORY_TABS)[number];
const RepositoryTabInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(REPOSITORY_TABS),
);
const REPOSITORY_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
const REPOSITORY_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
/** Brand tabs of one repository: review repo (its brands) and repo not added (brands not in it) — spec 001 §9 presets. */
const REPOSITORY_BRAND_TABS = ['IN_REPO', 'NOT_IN_REPO'] as const;
export type RepositoryBrandTab = (typeof REPOSITORY_BRAND_TABS)[number];
/** Repositories and repository brands per page (ours; the spec gives none). */
const REPOSITORY_PAGE_SIZE = 25;
/** Pause after each event of a brand-to-event assignment, in ms (spec 001 §4, §9). */
export const REPOSITORY_ASSIGN_PAUSE_MS = 2000;
/** Most event inventories one assignment run may take. */
export const REPOSITORY_ASSIGN_MAX_EVENTS = 20;

/** Texts of the repository: spec 001 §8 (removed, duplicated) and ours. */
export const REPOSITORY_MESSAGES = {
  removed: 'Repository removed successfully',
  duplicated: 'Repository duplicated successfully',
  draftSaved: 'Repository saved as draft',
  updated: 'Repository updated successfully',
  published: 'Repository published successfully',
  restored: 'Repository restored',
  notFound: 'Repository not found',
  notOwner: 'Only the owner of a repository can change it',
  accessDenied: 'You do not have access to the repository',
  publishEmpty: 'Add at least one brand before publishing the repository',
  brandsAdded: (n: number) => `${n} ${n === 1 ? 'brand' : 'brands'} added to the repository`,
  brandsRemoved: (n: number) => `${n} ${n === 1 ? 'brand' : 'brands'} removed from the repository`,
  eventAdded: 'added successfully',
  eventFailed: 'failed',
} as const;

const Name = z.string().trim().min(1, 'is required').max(100);
const Description = z.string().trim().max(1000);

/** A repository as listed. brandCount counts the brands the caller may see (spec 001 §6). */
export const Repository = z.object({
  repoId: z.number(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(REPOSITORY_VISIBILITIES),
  status: z.enum(REPOSITORY_STATUSES),
  owner: z.object({ userId: z.number(), userName: z.string() }),
  isMine: z.boolean(),
  brandCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Repository = z.infer<typeof Repository>;

/** GET /api/brand/repository?mainTab&searchFor&pageNo&count: one tab of repositories, latest changed first; counts per tab. */
export const RepositoryListQuery = z.object({
  mainTab: RepositoryTabInput.default('PRIVATE'),
  searchFor: SearchFor,
  ...pageFields(REPOSITORY_PAGE_SIZE),
});
export const RepositoryListResult = PageInfo.extend({
  repositories: z.array(Repository),
  counts: z.object({ PRIVATE: z.number(), PUBLIC: z.number() }),
});
export type RepositoryListResult = z.infer<typeof RepositoryListResult>;

/** GET /api/brand/repository/info?repoId: one repository the caller may see (404 otherwise). */
const RepositoryQuery = z.object({ repoId: Id });

/** PUT /api/brand/repository/draft: a new repository, saved as a DRAFT ('Repository saved as draft'). */
export const RepositoryDraftRequest = z
  .object({
    name: Name,
    description: Description.default(''),
    visibility: z.enum(REPOSITORY_VISIBILITIES).default('PRIVATE'),
  })
  .strict();
export type RepositoryDraftRequest = z.input<typeof RepositoryDraftRequest>;

/** PATCH /api/brand/repository: the owner edits name, description, visibility, or publishes (status PUBLISHED; 400 with no brands) or takes it back to DRAFT. */
export const RepositoryUpdateRequest = z
  .object({
    repoId: Id,
    name: Name.optional(),
    description: Description.optional(),
    visibility: z.enum(REPOSITORY_VISIBILITIES).optional(),
    status: z.enum(REPOSITORY_STATUSES).optional(),
  })
  .strict();
export type RepositoryUpdateRequest = z.input<typeof RepositoryUpdateRequest>;

/** Answer of a create, update, duplicate or restore: the repository and the toast text. */
export const RepositorySaveResult = z.object({ repository: Repository, message: z.string() });
export type RepositorySaveResult = z.infer<typeof RepositorySaveResult>;

/** POST /api/brand/repository/removal, /duplicate, /restore: {repoId}. */
const RepositoryIdRequest = z.object({ repoId: Id }).strict();

/** What a repository brand list selects by: tab, name search and the brand filter of spec 001 §5. */
const brandSelection = { repoId: Id, searchFor: SearchFor, filters: BrandFilter.optional() };

/** POST /api/brand/repository/brands: one page of the repository's brands (IN_REPO) or of the brands not in it (NOT_IN_REPO), within the caller's scope. */
export const RepositoryBrandListRequest = z
  .object({
    ...brandSelection,
    tab: z.enum(REPOSITORY_BRAND_TABS).default('IN_REPO'),
    sortBy: z
      .object({ field: z.enum(BRAND_FILTER_SORT_FIELDS), order: SortOrder })
      .default({ field: 'brandName', order: 'ASC' }),
    ...pageFields(REPOSITORY_PAGE_SIZE),
  })
  .strict();
export type RepositoryBrandListRequest = z.input<typeof RepositoryBrandListRequest>;

/** A brand of a repository list: the brand summary, and who added it and when (null on NOT_IN_REPO). */
export const RepositoryBrand = BrandSummary.extend({
  addedBy: z.object({ userId: z.number(), userName: z.string() }).nullable(),
  addedAt: z.string().nullable(),
});
export type RepositoryBrand = z.infer<typeof RepositoryBrand>;
export const RepositoryBrandListResult = PageInfo.extend({ brands: z.array(RepositoryBrand) });
export type RepositoryBrandListResult = z.infer<typeof RepositoryBrandListResult>;

/**
 * PUT /api/brand/repository/brands: the owner ADDs brands (from NOT_IN_REPO) or REMOVEs them (from
 * IN_REPO). selectAll false: exactly `brandIds` (ADD: 404 for an unknown brand, 403 for one outside the
 * caller's scope). selectAll true: every brand of that tab matching `searchFor` and `filters`, except `brandIds`.
 */
export const RepositoryBrandsChangeRequest = z
  .object({
    ...brandSelection,
    action: z.enum(['ADD', 'REMOVE']),
    brandIds: z.array(Id).max(1000).default([]),
    selectAll: z.boolean().default(false),
  })
  .strict()
  .refine((r) => r.selectAll || r.brandIds.length > 0, {
    message: 'must list at least one brand unless selectAll is true',
    path: ['brandIds'],
  });
export type RepositoryBrandsChangeRequest = z.input<typeof RepositoryBrandsChangeRequest>;
const RepositoryBrandsChangeResult = z.object({ affected: z.number(), message: z.string() });

/** POST /api/brand/repository/brand/count: the tab counts inRepo and notInRepo (spec 001 §3) for a search and filter. */
const RepositoryBrandCountRequest = z.object(brandSelection).strict();
export const RepositoryBrandCountResult = z.object({ inRepo: z.number(), notInRepo: z.number() });
export type RepositoryBrandCountResult = z.infer<typeof RepositoryBrandCountResult>;

/**
 * POST /api/brand/repository/brand/category-blocked/count {repoId, eiIds}: per event inventory, how
 * many of the repository's brands (caller's scope) are in an industry blocked there (categoryBlocked),
 * already paired with it (alreadyPaired), offloaded, and how many an assignment would add (assignable).
 */
const RepositoryBlockedCountRequest = z
  .object({ repoId: Id, eiIds: z.array(Id).min(1).max(REPOSITORY_ASSIGN_MAX_EVENTS) })
  .strict();
const RepositoryBlockedCount = z.object({
  eiId: z.number(),
  inRepo: z.number(),
  categoryBlocked: z.number(),
  alreadyPaired: z.number(),
  offloaded: z.number(),
  assignable: z.number(),
});
export const RepositoryBlockedCountResult = z.object({ counts: z.array(RepositoryBlockedCount) });
export type RepositoryBlockedCountResult = z.infer<typeof RepositoryBlockedCountResult>;

/**
 * The 'Brand-to-event assign' body of spec 001 §7 for one event inventory: every UNASSIGNED brand of
 * the repositories, within the caller's scope (sent to POST /api/event/inventory/brand/assignment/v2).
 */
export function repositoryAssignBody(eiId: number, repoIds: number[]) {
  return {
    eiIds: [eiId],
    action: 'ASSIGN' as const,
    filters: {
      searchFor: '',
      industryIds: [],
      brandOwnerIds: [],
      stages: [],
      repoIds,
      repoIdsSelectionType: 'INCLUDE' as const,
    },
    selectionType: 'UNASSIGNED' as const,
    brandId: [],
    selectAll: true,
  };
}

/** The repository (spec 001 §7 Repository API). */
export const repositoryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/brand/repository',
    query: RepositoryListQuery,
    response: RepositoryListResult,
    summary: 'One tab of repositories with both tabs’ counts',
    tags: ['repository'],
    cacheKey: ['repository', 'list'],
  }),
  info: defineRoute({
    method: 'GET',
    path: '/brand/repository/info',
    query: RepositoryQuery,
    response: Repository,
    summary: 'One repository',
    tags: ['repository'],
    cacheKey: ['repository', 'info'],
  }),
  createDraft: defineRoute({
    method: 'PUT',
    path: '/brand/repository/draft',
    body: RepositoryDraftRequest,
    response: RepositorySaveResult,
    idempotent: true,
    summary: 'Create a repository as a draft',
    tags: ['repository'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/brand/repository',
    body: RepositoryUpdateRequest,
    response: RepositorySaveResult,
    summary: 'Edit or publish a repository',
    tags: ['repository'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/brand/repository/removal',
    body: RepositoryIdRequest,
    response: MessageResult,
    summary: 'Remove a repository',
    tags: ['repository'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/brand/repository/restore',
    body: RepositoryIdRequest,
    response: RepositorySaveResult,
    summary: 'Restore a removed repository',
    tags: ['repository'],
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/brand/repository/duplicate',
    body: RepositoryIdRequest,
    response: RepositorySaveResult,
    idempotent: true,
    summary: 'Duplicate a repository',
    tags: ['repository'],
  }),
  brands: defineRoute({
    method: 'POST',
    path: '/brand/repository/brands',
    body: RepositoryBrandListRequest,
    response: RepositoryBrandListResult,
    summary: 'One page of the brands in a repository, or not in it',
    tags: ['repository'],
    cacheKey: ['repository', 'brands'],
  }),
  changeBrands: defineRoute({
    method: 'PUT',
    path: '/brand/repository/brands',
    body: RepositoryBrandsChangeRequest,
    response: RepositoryBrandsChangeResult,
    summary: 'Add brands to a repository or remove them',
    tags: ['repository'],
  }),
  brandCount: defineRoute({
    method: 'POST',
    path: '/brand/repository/brand/count',
    body: RepositoryBrandCountRequest,
    response: RepositoryBrandCountResult,
    summary: 'The counts of brands in a repository and not in it',
    tags: ['repository'],
    cacheKey: ['repository', 'counts'],
  }),
  blockedCount: defineRoute({
    method: 'POST',
    path: '/brand/repository/brand/category-blocked/count',
    body: RepositoryBlockedCountRequest,
    response: RepositoryBlockedCountResult,
    summary: 'Per event inventory, the repository’s blocked, paired and assignable brands',
    tags: ['repository'],
    cacheKey: ['repository', 'blocked'],
  }),
};
