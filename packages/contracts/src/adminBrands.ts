import { z } from 'zod';
import { defineRoute } from './routes.js';
import { Id, PageInfo } from './common.js';
import { BrandListRequest, BrandSummary } from './brands.js';
import { BrandExportRequest } from './brandFilter.js';
import { BrandEditRequest, BrandEditResult } from './brandProfile.js';
import { ASSIGN_COUNT_ROLES } from './eventTeam.js';

/**
 * Bulk owner moves of the admin console (spec 001 §7 `/admin/brands/assign/v2`, §9 preset
 * 'assign-brands-to-user'): an admin picks brands (explicit ids, or every brand matching the brand
 * list's filter), picks brand owners and a mode, sees the counts (dry run), runs the move, and can
 * undo it by its batch id.
 */

/** ADD makes the users owners too; REPLACE makes them the only owners; REMOVE takes them off. */
export const BRAND_OWNER_MOVE_MODES = ['ADD', 'REPLACE', 'REMOVE'] as const;
export type BrandOwnerMoveMode = (typeof BRAND_OWNER_MOVE_MODES)[number];

/** The most brands one move may name by id (the filter has no limit). */
const MAX_MOVE_BRAND_IDS = 10_000;

/** Texts of bulk owner moves. */
export const BRAND_OWNER_MOVE_MESSAGES = {
  moved: (n: number) => `Brand owners changed on ${n} brand${n === 1 ? '' : 's'}`,
  undone: (n: number) => `Brand owners restored on ${n} brand${n === 1 ? '' : 's'}`,
  pickBrands: 'Pick brands either by brandIds or by the filter',
  noOwnerLeft: (n: number) =>
    `${n} brand${n === 1 ? '' : 's'} would be left with no brand owner; add an owner or offload ${n === 1 ? 'it' : 'them'} first`,
  alreadyUndone: 'This move has already been undone',
  /** Undo refused (409 OWNERS_CHANGED_SINCE): a later move or edit changed the owners of `n` of its brands. */
  changedSince: (n: number) =>
    `The owners of ${n} brand${n === 1 ? '' : 's'} changed after this move; Undo would overwrite ${n === 1 ? 'that change' : 'those changes'}. Move the brands again instead`,
  /** Undo refused (409 OWNER_INACTIVE): it would make these users (names) owners again, who are no longer active BOs. */
  undoInactiveOwners: (names: string[]) =>
    names.length === 1
      ? `Undo would make ${names[0]} a brand owner again, who is no longer an active brand owner. Move the brands to an active owner instead`
      : `Undo would make ${names.join(', ')} brand owners again, who are no longer active brand owners. Move the brands to active owners instead`,
  unknownBatch: 'No such brand owner move',
} as const;

/** The brand list's selection (POST /api/brand without paging): 'all matching'. */
const BrandMoveFilter = BrandListRequest.pick({
  searchFor: true,
  mainTab: true,
  filters: true,
});

/** POST /api/admin/brands/assign/v2: which brands (brandIds or filter, exactly one), which users, how. */
export const BrandOwnerMoveRequest = z.object({
  brandIds: z.array(Id).min(1).max(MAX_MOVE_BRAND_IDS).optional(),
  filter: BrandMoveFilter.optional(),
  /** Active users with role BO. */
  userIds: z.array(Id).min(1).max(100),
  mode: z.enum(BRAND_OWNER_MOVE_MODES),
  /** True: answer the counts and change nothing. */
  dryRun: z.boolean().default(false),
});
export type BrandOwnerMoveRequest = z.input<typeof BrandOwnerMoveRequest>;

/** How a move changes one user's brands: brands gained and lost. */
export const BrandOwnerMoveUser = z.object({
  userId: z.number(),
  userName: z.string(),
  gained: z.number(),
  lost: z.number(),
});
export type BrandOwnerMoveUser = z.infer<typeof BrandOwnerMoveUser>;

/**
 * The counts of a move (the same for its dry run): brands matched, brands whose owners change, those
 * that would be left with no owner (a real move refuses them), and the users who gain or lose brands.
 * batchId is the move to undo (null on a dry run).
 */
export const BrandOwnerMoveResult = z.object({
  batchId: z.number().nullable(),
  brandsMatched: z.number(),
  brandsChanged: z.number(),
  leftWithoutOwner: z.number(),
  users: z.array(BrandOwnerMoveUser),
  message: z.string(),
});
export type BrandOwnerMoveResult = z.infer<typeof BrandOwnerMoveResult>;

/** POST /api/admin/brands/assign/v2/undo {batchId}. */
const BrandOwnerMoveUndoRequest = z.object({ batchId: Id });

/**
 * POST /api/admin/brands/v2 and /offloaded (spec 001 §7): the brand list's search, spec 001 §5 filter,
 * sort and paging over every brand (no tab: the admin sees all), current or offloaded by the path.
 */
export const AdminBrandListRequest = BrandListRequest.omit({ mainTab: true });
export type AdminBrandListRequest = z.input<typeof AdminBrandListRequest>;

/**
 * A brand's ASSIGNED pairings counted by the role of the user who assigned them (spec 001 §6 roles,
 * in the order ADMIN, PO, BO, TO); an admin is one with the ADMIN role or the admin flag, and a user
 * with two roles counts under both (as GET /brand/assign-counts/by-role does for one inventory).
 */
export const BrandAssignCountsByRole = z.object(
  Object.fromEntries(ASSIGN_COUNT_ROLES.map((r) => [r, z.number()])) as Record<
    (typeof ASSIGN_COUNT_ROLES)[number],
    z.ZodNumber
  >,
);
export type BrandAssignCountsByRole = z.infer<typeof BrandAssignCountsByRole>;

/** A row of the admins' current brands: the brand list's row, its last update and its assign counts by role. */
export const AdminBrandRow = BrandSummary.extend({
  updatedAt: z.string(),
  assignCountsByRole: BrandAssignCountsByRole,
});
export type AdminBrandRow = z.infer<typeof AdminBrandRow>;

/** A row of the admins' offloaded brands: the brand list's row with the offload reason, when (ISO) and by whom. */
export const AdminOffloadedBrandRow = BrandSummary.extend({
  updatedAt: z.string(),
  offloadReason: z.string().nullable(),
  offloadedAt: z.string().nullable(),
  offloadedBy: z.string().nullable(),
});
export type AdminOffloadedBrandRow = z.infer<typeof AdminOffloadedBrandRow>;

/** POST /api/admin/brands/v2/csv and /offloaded/csv: the list's selection and sort, the visible columns, the time zone. */
export const AdminBrandCsvRequest = BrandExportRequest.omit({
  mainTab: true,
  myBrands: true,
  format: true,
});
export type AdminBrandCsvRequest = z.input<typeof AdminBrandCsvRequest>;

/** Admin brand routes (spec 001 §7 /admin/brands). */
export const adminBrandRoutes = {
  assign: defineRoute({
    method: 'POST',
    path: '/admin/brands/assign/v2',
    body: BrandOwnerMoveRequest,
    response: BrandOwnerMoveResult,
    summary: 'Move brand owners of many brands at once (admins), or count what a move would do',
    tags: ['admin'],
  }),
  undo: defineRoute({
    method: 'POST',
    path: '/admin/brands/assign/v2/undo',
    body: BrandOwnerMoveUndoRequest,
    response: z.object({ batchId: z.number(), brandsRestored: z.number(), message: z.string() }),
    summary: 'Restore the brand owners a bulk owner move changed (admins)',
    tags: ['admin'],
  }),
  current: defineRoute({
    method: 'POST',
    path: '/admin/brands/v2',
    body: AdminBrandListRequest,
    response: PageInfo.extend({ brands: z.array(AdminBrandRow) }),
    summary: 'One page of every current brand with its assign counts by role (admins)',
    tags: ['admin'],
    cacheKey: ['brands', 'admin', 'current'],
  }),
  currentCsv: defineRoute({
    method: 'POST',
    path: '/admin/brands/v2/csv',
    body: AdminBrandCsvRequest,
    response: 'file',
    export: true,
    summary: 'Every current brand matching the filter as CSV (admins)',
    tags: ['admin'],
  }),
  offloaded: defineRoute({
    method: 'POST',
    path: '/admin/brands/offloaded',
    body: AdminBrandListRequest,
    response: PageInfo.extend({ brands: z.array(AdminOffloadedBrandRow) }),
    summary: 'One page of every offloaded brand with its offload reason, time and user (admins)',
    tags: ['admin'],
    cacheKey: ['brands', 'admin', 'offloaded'],
  }),
  offloadedCsv: defineRoute({
    method: 'POST',
    path: '/admin/brands/offloaded/csv',
    body: AdminBrandCsvRequest,
    response: 'file',
    export: true,
    summary: 'Every offloaded brand matching the filter as CSV (admins)',
    tags: ['admin'],
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/admin/brands/v2',
    body: BrandEditRequest,
    response: BrandEditResult,
    summary: 'Edit any brand’s fields, offloaded ones too (admins)',
    tags: ['admin'],
  }),
};
