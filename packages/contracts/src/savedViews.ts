import { z } from 'zod';
import { Id, MessageResult, SearchFor, SortOrder } from './common.js';
import { ASSIGN_TABS, BRAND_MAIN_TABS, MY_BRANDS_VIEWS } from './constants.js';
import { BRAND_FILTER_SORT_FIELDS, BrandFilter } from './brandFilter.js';
import { PresetSetting } from './columns.js';
import { AssignFilters, AssignListRequest } from './pairings.js';
import { TASK_CATEGORIES, TASK_STATUSES, TASK_TABS, TaskListRequest } from './tasks.js';
import { defineRoute } from './routes.js';

/**
 * Saved views (issue 24 §2): a user saves the filters, columns and sort of a list under a name, marks
 * one view a list's default, and may share a view with their teams (read-only for the others). Views
 * are stored on the server per user (table saved_views).
 */

/** The lists that keep saved views: the brands list, the assign page (its tab included) and the task list. */
export const SAVED_VIEW_LISTS = ['BRANDS', 'ASSIGN', 'TASKS'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/**
 * The state version of each list, stored with every view. Bump a list's number when its state schema
 * changes in a way old views no longer parse: a stored view of another version is dropped on read (left
 * out of every answer and deleted when its owner lists their views), as the column presets of spec
 * 000 §4 fall back to the defaults on a version change.
 */
export const SAVED_VIEW_VERSIONS: Record<SavedViewList, number> = {
  BRANDS: 1,
  ASSIGN: 1,
  TASKS: 1,
};

/** Limits: a name of 1–60 characters (trimmed), 50 views per user and list, a state of at most 16 KB of JSON. */
export const SAVED_VIEW_LIMITS = { name: 60, perList: 50, stateBytes: 16_384 } as const;

/** Toasts and refusals of saved views. */
export const SAVED_VIEW_MESSAGES = {
  saved: 'View saved successfully',
  updated: 'View updated successfully',
  deleted: 'View deleted successfully',
  restored: 'View restored successfully',
  defaultSet: 'Default view set successfully',
  defaultCleared: 'Default view cleared successfully',
  shared: 'View shared with your team successfully',
  unshared: 'View is no longer shared',
  notFound: 'View not found',
  readOnly: 'Only the owner of a view can change it',
  nameTaken: 'You already have a view with this name on this list',
  tooMany: `You can save at most ${SAVED_VIEW_LIMITS.perList} views on a list. Delete one first.`,
  tooLarge: 'is too large to save as a view',
  wrongList: 'does not match the list of the view',
} as const;

/** Columns as the column presets keep them (spec 000 §4): ids in order and the hidden ones. */
const ViewColumns = PresetSetting;

const capped = <T extends z.ZodType>(schema: T) =>
  schema.refine((s) => JSON.stringify(s).length <= SAVED_VIEW_LIMITS.stateBytes, {
    message: SAVED_VIEW_MESSAGES.tooLarge,
  });

/**
 * A brands-list view: the tab (and Your Brands' Current or Offloaded view, CURRENT when a view has none),
 * search, the brand filter of spec 001 §5, the sort and the shown list's columns.
 */
const BrandsViewState = capped(
  z
    .object({
      mainTab: z.enum(BRAND_MAIN_TABS),
      myBrands: z.enum(MY_BRANDS_VIEWS).default('CURRENT'),
      searchFor: SearchFor,
      filters: BrandFilter.optional(),
      sortBy: z.object({ field: z.enum(BRAND_FILTER_SORT_FIELDS), order: SortOrder }).strict(),
      columns: ViewColumns.optional(),
    })
    .strict(),
);

/** An assign-page view: the tab (and the Assigned tab's 'Shared with me'), the tab filters, sort and columns. */
const AssignViewState = capped(
  z
    .object({
      tab: z.enum(ASSIGN_TABS),
      sharedWithMe: z.boolean().default(false),
      filters: AssignFilters,
      sortBy: AssignListRequest.shape.sortBy.unwrap(),
      columns: ViewColumns.optional(),
    })
    .strict(),
);

/** A task-list view: the tab, category, status, search and the task filter of spec 001 §5 (the list has no sort or columns). */
const TasksViewState = capped(
  z
    .object({
      tab: z.enum(TASK_TABS),
      category: z.enum(TASK_CATEGORIES),
      status: z.enum(TASK_STATUSES),
      searchFor: SearchFor,
      filters: TaskListRequest.shape.filters.unwrap(),
    })
    .strict(),
);

/** Each list's state schema. */
export const SAVED_VIEW_STATES = {
  BRANDS: BrandsViewState,
  ASSIGN: AssignViewState,
  TASKS: TasksViewState,
} as const;
/** The state of a view of `L`. */
export type SavedViewState<L extends SavedViewList> = z.output<(typeof SAVED_VIEW_STATES)[L]>;
/** The state of a view of `L` as a request sends it. */
export type SavedViewStateInput<L extends SavedViewList> = z.input<(typeof SAVED_VIEW_STATES)[L]>;

/** A view name: trimmed, 1–60 characters. */
const ViewName = z.string().trim().min(1, 'is required').max(SAVED_VIEW_LIMITS.name);

/** Each list with its state, as a request or an answer carries them. */
const byList = <E extends object>(extra: E) =>
  z.discriminatedUnion('list', [
    z.object({ list: z.literal('BRANDS'), state: BrandsViewState, ...extra }),
    z.object({ list: z.literal('ASSIGN'), state: AssignViewState, ...extra }),
    z.object({ list: z.literal('TASKS'), state: TasksViewState, ...extra }),
  ]);

/**
 * A state in an answer: a plain JSON object at run time (the server parsed it with its list's schema on
 * read; answers are not transformed again), typed as that list's state.
 */
const answeredState = <L extends SavedViewList>() =>
  z.record(z.string(), z.unknown()) as unknown as z.ZodType<SavedViewState<L>>;

const answerFields = {
  viewId: z.number(),
  name: z.string(),
  version: z.number(),
  isDefault: z.boolean(),
  shared: z.boolean(),
  readOnly: z.boolean(),
  ownerUserId: z.number(),
  ownerName: z.string(),
  updatedAt: z.string(),
};
/**
 * A saved view as its reader sees it: `readOnly` when it belongs to someone else (shared with the
 * reader by a team member), with the owner's name; `isDefault` is the owner's default (only ever true
 * on the reader's own views). updatedAt is an ISO timestamp.
 */
export const SavedView = z.discriminatedUnion('list', [
  z.object({ list: z.literal('BRANDS'), state: answeredState<'BRANDS'>(), ...answerFields }),
  z.object({ list: z.literal('ASSIGN'), state: answeredState<'ASSIGN'>(), ...answerFields }),
  z.object({ list: z.literal('TASKS'), state: answeredState<'TASKS'>(), ...answerFields }),
]);
export type SavedView = z.infer<typeof SavedView>;

/** GET /api/user/views?list: the caller's views of a list, then those team members share with them. */
const SavedViewListQuery = z.object({ list: z.enum(SAVED_VIEW_LISTS) });
const SavedViewListResult = z.object({ views: z.array(SavedView) });

/** PUT /api/user/view: saves a new view of a list (409 on a name taken or the 50-view limit). */
export const SavedViewCreateRequest = byList({ name: ViewName, isDefault: z.boolean().optional() });
export type SavedViewCreateRequest = z.input<typeof SavedViewCreateRequest>;

/** PATCH /api/user/view: renames a view and/or replaces its state (the list must be the view's). */
export const SavedViewUpdateRequest = z.discriminatedUnion('list', [
  z.object({
    viewId: Id,
    list: z.literal('BRANDS'),
    name: ViewName.optional(),
    state: BrandsViewState.optional(),
  }),
  z.object({
    viewId: Id,
    list: z.literal('ASSIGN'),
    name: ViewName.optional(),
    state: AssignViewState.optional(),
  }),
  z.object({
    viewId: Id,
    list: z.literal('TASKS'),
    name: ViewName.optional(),
    state: TasksViewState.optional(),
  }),
]);
export type SavedViewUpdateRequest = z.input<typeof SavedViewUpdateRequest>;

/** POST /api/user/view/default: makes `viewId` the list's default, or clears the default (viewId null). */
const SavedViewDefaultRequest = z.object({
  list: z.enum(SAVED_VIEW_LISTS),
  viewId: Id.nullable(),
});

/** POST /api/user/view/share: shares the view with the owner's teams, or stops sharing it. */
const SavedViewShareRequest = z.object({ viewId: Id, shared: z.boolean() });

/** The answer of a write that keeps the view: the view and the toast. */
const SavedViewWriteResult = z.object({ view: SavedView, message: z.string() });

export const savedViewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/user/views',
    query: SavedViewListQuery,
    response: SavedViewListResult,
    summary: 'The caller’s saved views of a list and those shared with them by team members',
    tags: ['views'],
    cacheKey: ['savedViews'],
  }),
  create: defineRoute({
    method: 'PUT',
    path: '/user/view',
    body: SavedViewCreateRequest,
    response: SavedViewWriteResult,
    summary: 'Saves the current filters, columns and sort of a list as a named view',
    tags: ['views'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/user/view',
    body: SavedViewUpdateRequest,
    response: SavedViewWriteResult,
    summary: 'Renames one of the caller’s views or replaces its state',
    tags: ['views'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/view',
    query: z.object({ viewId: Id }),
    response: MessageResult,
    summary: 'Deletes one of the caller’s views (kept a day for Undo: see restore)',
    tags: ['views'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/user/view/restore',
    body: z.object({ viewId: Id }),
    response: SavedViewWriteResult,
    summary: 'Brings back a view the caller deleted (Undo): same id, name, state and sharing',
    tags: ['views'],
  }),
  setDefault: defineRoute({
    method: 'POST',
    path: '/user/view/default',
    body: SavedViewDefaultRequest,
    response: MessageResult,
    summary: 'Sets or clears the caller’s default view of a list',
    tags: ['views'],
  }),
  share: defineRoute({
    method: 'POST',
    path: '/user/view/share',
    body: SavedViewShareRequest,
    response: SavedViewWriteResult,
    summary: 'Shares one of the caller’s views with their teams (read-only), or stops sharing it',
    tags: ['views'],
  }),
};
