import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { SavedViewList } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { savedViews, users } from '../../db/schema/index.js';
import { iso } from '../../lib/paging.js';
import { oneOf } from '../../lib/sql.js';

/** A saved_views row as the service reads it, with its owner's name; `state` as stored (parsed by the service). */
export type ViewRow = {
  viewId: number;
  ownerUserId: number;
  ownerName: string;
  list: string;
  name: string;
  state: unknown;
  version: number;
  isDefault: boolean;
  shared: boolean;
  updatedAt: string;
};

const ownerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * True when `userId` shares a team with the view's owner: both are the owner or a member of one team
 * (teams.owner_user_id, team_members).
 */
const teammateOfOwner = (userId: number) => sql`exists (select 1 from teams t
  where (t.owner_user_id = ${savedViews.ownerUserId} or exists (select 1 from team_members m
      where m.team_id = t.id and m.user_id = ${savedViews.ownerUserId}))
    and (t.owner_user_id = ${userId} or exists (select 1 from team_members m
      where m.team_id = t.id and m.user_id = ${userId})))`;

const viewColumns = {
  viewId: savedViews.id,
  ownerUserId: savedViews.ownerUserId,
  ownerName,
  list: savedViews.list,
  name: savedViews.name,
  state: savedViews.state,
  version: savedViews.version,
  isDefault: savedViews.isDefault,
  shared: savedViews.shared,
  updatedAt: savedViews.updatedAt,
};

/** Not deleted: every read and write but restore sees live views only. */
const live = isNull(savedViews.deletedAt);

/** How long a deleted view is kept for Undo: the owner's next delete on the list purges it after that. */
const KEPT_FOR_UNDO = sql`interval '1 day'`;

const toRow = (r: Omit<ViewRow, 'updatedAt'> & { updatedAt: unknown }): ViewRow => ({
  ...r,
  updatedAt: iso(r.updatedAt)!,
});

/**
 * The views of `list` that `userId` may open: their own (by name), then those team members share with
 * them (by owner name, then name).
 */
export async function visibleViews(
  tx: Tx,
  userId: number,
  list: SavedViewList,
): Promise<ViewRow[]> {
  const rows = await tx
    .select(viewColumns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .where(
      and(
        eq(savedViews.list, list),
        live,
        sql`(${savedViews.ownerUserId} = ${userId}
          or (${savedViews.shared} and ${teammateOfOwner(userId)}))`,
      ),
    )
    .orderBy(
      sql`${savedViews.ownerUserId} <> ${userId}`,
      ownerName,
      sql`lower(${savedViews.name})`,
      savedViews.id,
    );
  return rows.map(toRow);
}

/**
 * View `viewId` with `seenBy` telling whether `userId` may see it: 'owner', 'shared' (a team member's
 * shared view) or 'hidden'; undefined when there is no such view. A live view, or with `deleted` one
 * its owner deleted and may restore.
 */
export async function viewFor(
  tx: Tx,
  viewId: number,
  userId: number,
  { deleted = false } = {},
): Promise<(ViewRow & { seenBy: 'owner' | 'shared' | 'hidden' }) | undefined> {
  const rows = await tx
    .select({ ...viewColumns, teammate: sql<boolean>`${teammateOfOwner(userId)}` })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .where(and(eq(savedViews.id, viewId), deleted ? isNotNull(savedViews.deletedAt) : live));
  const r = rows[0];
  if (!r) return undefined;
  const { teammate, ...row } = r;
  const seenBy =
    row.ownerUserId === userId ? 'owner' : row.shared && teammate ? 'shared' : 'hidden';
  return { ...toRow(row), seenBy };
}

/**
 * One write at a time to a user's views of a list (the 50-view limit, the one default): a
 * transaction-scoped advisory lock, released at commit or rollback.
 */
export async function lockOwnerList(tx: Tx, ownerUserId: number, list: SavedViewList) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`saved_views:${list}`}), ${ownerUserId}::int)`,
  );
}

/** How many views `ownerUserId` keeps on `list`. */
export async function viewCount(tx: Tx, ownerUserId: number, list: SavedViewList) {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(and(eq(savedViews.ownerUserId, ownerUserId), eq(savedViews.list, list), live));
  return rows[0].n;
}

/** Inserts a view (not default, not shared); answers its id. */
export async function insertView(
  tx: Tx,
  v: { ownerUserId: number; list: SavedViewList; name: string; state: unknown; version: number },
): Promise<number> {
  const rows = await tx.insert(savedViews).values(v).returning({ id: savedViews.id });
  return rows[0].id;
}

/** Changes a view's name and/or state (with its version), touching updatedAt. */
export async function updateView(
  tx: Tx,
  viewId: number,
  set: { name?: string; state?: unknown; version?: number; shared?: boolean },
) {
  await tx
    .update(savedViews)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(savedViews.id, viewId));
}

/** Marks a view deleted (Undo: undeleteView); it keeps its name, state, default and sharing. */
export async function markDeleted(tx: Tx, viewId: number) {
  await tx
    .update(savedViews)
    .set({ deletedAt: sql`now()` })
    .where(eq(savedViews.id, viewId));
}

/**
 * Brings a deleted view back as it was, except that it stays the list's default only when no other
 * live view has become it meanwhile. 23505 on saved_views_name_uq when its name is taken meanwhile.
 */
export async function undeleteView(tx: Tx, viewId: number) {
  await tx.execute(sql`update saved_views v set deleted_at = null,
      is_default = v.is_default and not exists (select 1 from saved_views d
        where d.owner_user_id = v.owner_user_id and d.list = v.list and d.is_default
          and d.deleted_at is null and d.id <> v.id)
    where v.id = ${viewId} and v.deleted_at is not null`);
}

/** Purges `ownerUserId`'s views of `list` deleted over a day ago (past their Undo). */
export async function purgeDeleted(tx: Tx, ownerUserId: number, list: SavedViewList) {
  await tx
    .delete(savedViews)
    .where(
      and(
        eq(savedViews.ownerUserId, ownerUserId),
        eq(savedViews.list, list),
        sql`${savedViews.deletedAt} < now() - ${KEPT_FOR_UNDO}`,
      ),
    );
}

/** Deletes views by id, for good. */
export async function deleteViews(tx: Tx, viewIds: number[]) {
  if (!viewIds.length) return;
  await tx.delete(savedViews).where(sql`${savedViews.id} ${oneOf(viewIds)}`);
}

/**
 * Makes `viewId` (or none, when null) the default of `ownerUserId`'s `list`: clears any other default
 * first, then sets this one — two statements, as the partial unique index allows one default at any
 * moment. Callers hold lockOwnerList, so concurrent calls run one after another.
 */
export async function setDefaultView(
  tx: Tx,
  ownerUserId: number,
  list: SavedViewList,
  viewId: number | null,
) {
  const mine = and(eq(savedViews.ownerUserId, ownerUserId), eq(savedViews.list, list), live);
  await tx
    .update(savedViews)
    .set({ isDefault: false })
    .where(
      and(mine, eq(savedViews.isDefault, true), viewId ? ne(savedViews.id, viewId) : undefined),
    );
  if (viewId)
    await tx
      .update(savedViews)
      .set({ isDefault: true })
      .where(and(mine, eq(savedViews.id, viewId)));
}
