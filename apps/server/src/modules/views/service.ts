import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_STATES,
  SAVED_VIEW_VERSIONS,
  type SavedView,
  type SavedViewCreateRequest,
  type SavedViewList,
  type SavedViewUpdateRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import {
  deleteViews,
  insertView,
  lockOwnerList,
  markDeleted,
  purgeDeleted,
  setDefaultView,
  undeleteView,
  updateView,
  viewCount,
  viewFor,
  visibleViews,
  type ViewRow,
} from './queries.js';

/** The view as `userId` sees it, or null when its version or state no longer fits its list (dropped). */
function toView(r: ViewRow, userId: number): SavedView | null {
  const list = r.list as SavedViewList;
  if (!(list in SAVED_VIEW_STATES) || r.version !== SAVED_VIEW_VERSIONS[list]) return null;
  const state = SAVED_VIEW_STATES[list].safeParse(r.state);
  if (!state.success) return null;
  const own = r.ownerUserId === userId;
  return {
    viewId: r.viewId,
    list,
    name: r.name,
    state: state.data,
    version: r.version,
    isDefault: own && r.isDefault,
    shared: r.shared,
    readOnly: !own,
    ownerUserId: r.ownerUserId,
    ownerName: r.ownerName,
    updatedAt: r.updatedAt,
  } as SavedView;
}

const nameTaken = (e: unknown) =>
  isUniqueViolation(e, 'saved_views_name_uq')
    ? conflict(SAVED_VIEW_MESSAGES.nameTaken, 'SAVED_VIEW_NAME_TAKEN')
    : e;

/**
 * View `viewId` for a write by its owner `userId`: 404 SAVED_VIEW_NOT_FOUND when unknown or not
 * visible to them, 403 SAVED_VIEW_READ_ONLY when a team member shares it with them.
 */
async function ownView(tx: Tx, viewId: number, userId: number): Promise<ViewRow> {
  const v = await viewFor(tx, viewId, userId);
  if (!v || v.seenBy === 'hidden')
    throw notFound(SAVED_VIEW_MESSAGES.notFound, 'SAVED_VIEW_NOT_FOUND');
  if (v.seenBy === 'shared') throw forbidden(SAVED_VIEW_MESSAGES.readOnly, 'SAVED_VIEW_READ_ONLY');
  return v;
}

/** The view `viewId` as `userId` sees it after a write (404 if it is gone or dropped). */
async function readBack(db: Db, viewId: number, userId: number): Promise<SavedView> {
  const r = await viewFor(db, viewId, userId);
  const v = r && toView(r, userId);
  if (!v) throw notFound(SAVED_VIEW_MESSAGES.notFound, 'SAVED_VIEW_NOT_FOUND');
  return v;
}

/**
 * GET /api/user/views?list (issue 24 §2): the caller's views of `list`, then the ones team members
 * share with them (readOnly, with the owner's name). A view whose stored version is not the list's
 * current version, or whose state no longer parses, is dropped: left out, and deleted when it is the
 * caller's own.
 */
export async function listViews({
  db,
  userId,
  list,
}: {
  db: Db;
  userId: number;
  list: SavedViewList;
}): Promise<{ views: SavedView[] }> {
  const rows = await visibleViews(db, userId, list);
  const views: SavedView[] = [];
  const stale: number[] = [];
  for (const r of rows) {
    const v = toView(r, userId);
    if (v) views.push(v);
    else if (r.ownerUserId === userId) stale.push(r.viewId);
  }
  await deleteViews(db, stale);
  return { views };
}

/**
 * PUT /api/user/view: saves a new view (optionally the list's default). 409 SAVED_VIEW_NAME_TAKEN for a
 * name the caller already uses on the list (any case), 409 TOO_MANY_SAVED_VIEWS at 50 views.
 */
export async function createView({
  db,
  userId,
  req,
}: {
  db: Db;
  userId: number;
  req: z.output<typeof SavedViewCreateRequest>;
}): Promise<{ view: SavedView; message: string }> {
  const list = req.list;
  try {
    const viewId = await db.transaction(async (tx) => {
      await lockOwnerList(tx, userId, list);
      if ((await viewCount(tx, userId, list)) >= SAVED_VIEW_LIMITS.perList)
        throw conflict(SAVED_VIEW_MESSAGES.tooMany, 'TOO_MANY_SAVED_VIEWS');
      const id = await insertView(tx, {
        ownerUserId: userId,
        list,
        name: req.name,
        state: req.state,
        version: SAVED_VIEW_VERSIONS[list],
      });
      if (req.isDefault) await setDefaultView(tx, userId, list, id);
      return id;
    });
    return { view: await readBack(db, viewId, userId), message: SAVED_VIEW_MESSAGES.saved };
  } catch (e) {
    throw nameTaken(e);
  }
}

/**
 * PATCH /api/user/view: renames the caller's view and/or replaces its state (stored at the list's
 * current version). 404/403 as ownView, 400 on `list` when it is not the view's list, 409 on a name taken.
 */
export async function changeView({
  db,
  userId,
  req,
}: {
  db: Db;
  userId: number;
  req: z.output<typeof SavedViewUpdateRequest>;
}): Promise<{ view: SavedView; message: string }> {
  try {
    await db.transaction(async (tx) => {
      const v = await ownView(tx, req.viewId, userId);
      if (v.list !== req.list) throw fieldError('list', SAVED_VIEW_MESSAGES.wrongList);
      await updateView(tx, v.viewId, {
        name: req.name,
        ...(req.state !== undefined
          ? { state: req.state, version: SAVED_VIEW_VERSIONS[req.list] }
          : {}),
      });
    });
    return { view: await readBack(db, req.viewId, userId), message: SAVED_VIEW_MESSAGES.updated };
  } catch (e) {
    throw nameTaken(e);
  }
}

/**
 * DELETE /api/user/view?viewId: deletes the caller's view (404/403 as ownView), kept a day for
 * restoreView; the caller's views of that list deleted before then are purged.
 */
export async function removeView({
  db,
  userId,
  viewId,
}: {
  db: Db;
  userId: number;
  viewId: number;
}) {
  await db.transaction(async (tx) => {
    const v = await ownView(tx, viewId, userId);
    await purgeDeleted(tx, userId, v.list as SavedViewList);
    await markDeleted(tx, viewId);
  });
  return { message: SAVED_VIEW_MESSAGES.deleted };
}

/**
 * POST /api/user/view/restore (Undo of a delete): the caller's deleted view comes back with its id,
 * name, state and sharing, and its default unless another view became it. A view already back answers
 * as it is (a repeated Undo); 404 for another user's or an unknown view, 409 SAVED_VIEW_NAME_TAKEN when
 * its name was used meanwhile, 409 TOO_MANY_SAVED_VIEWS at the limit.
 */
export async function restoreView({
  db,
  userId,
  viewId,
}: {
  db: Db;
  userId: number;
  viewId: number;
}): Promise<{ view: SavedView; message: string }> {
  try {
    await db.transaction(async (tx) => {
      const v = await viewFor(tx, viewId, userId, { deleted: true });
      if (!v || v.ownerUserId !== userId) return void (await ownView(tx, viewId, userId));
      const list = v.list as SavedViewList;
      await lockOwnerList(tx, userId, list);
      if (!(await viewFor(tx, viewId, userId, { deleted: true }))) return; // restored meanwhile
      if ((await viewCount(tx, userId, list)) >= SAVED_VIEW_LIMITS.perList)
        throw conflict(SAVED_VIEW_MESSAGES.tooMany, 'TOO_MANY_SAVED_VIEWS');
      await undeleteView(tx, viewId);
    });
    return { view: await readBack(db, viewId, userId), message: SAVED_VIEW_MESSAGES.restored };
  } catch (e) {
    throw nameTaken(e);
  }
}

/**
 * POST /api/user/view/default: makes the caller's view `viewId` the default of `list` (the previous one
 * stops being it) or clears the default (viewId null), in one transaction under the list's lock so that
 * concurrent calls never leave two defaults. 404/403 as ownView, 400 when the view is of another list.
 */
export async function setDefault({
  db,
  userId,
  list,
  viewId,
}: {
  db: Db;
  userId: number;
  list: SavedViewList;
  viewId: number | null;
}) {
  await db.transaction(async (tx) => {
    await lockOwnerList(tx, userId, list);
    if (viewId !== null) {
      const v = await ownView(tx, viewId, userId);
      if (v.list !== list) throw fieldError('list', SAVED_VIEW_MESSAGES.wrongList);
    }
    await setDefaultView(tx, userId, list, viewId);
  });
  return {
    message: viewId === null ? SAVED_VIEW_MESSAGES.defaultCleared : SAVED_VIEW_MESSAGES.defaultSet,
  };
}

/** POST /api/user/view/share: shares the caller's view with their teams or stops (at once); 404/403 as ownView. */
export async function shareView({
  db,
  userId,
  viewId,
  shared,
}: {
  db: Db;
  userId: number;
  viewId: number;
  shared: boolean;
}): Promise<{ view: SavedView; message: string }> {
  await db.transaction(async (tx) => {
    await ownView(tx, viewId, userId);
    await updateView(tx, viewId, { shared });
  });
  return {
    view: await readBack(db, viewId, userId),
    message: shared ? SAVED_VIEW_MESSAGES.shared : SAVED_VIEW_MESSAGES.unshared,
  };
}
