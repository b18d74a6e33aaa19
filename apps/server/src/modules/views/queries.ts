import { and, eq, ne, sql } from 'drizzle-orm';
import type { SavedViewList } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { savedViews, users } from '../../db/schema/index.js';
import { iso } from '../../lib/paging.js';

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
 * shared view) or 'hidden'; undefined when there is no such view.
 */
export async function viewFor(
  tx: Tx,
  viewId: number,
  userId: number,
): Promise<(ViewRow & { seenBy: 'owner' | 'shared' | 'hidden' }) | undefined> {
  const rows = await tx
    .select({ ...viewColumns, teammate: sql<boolean>`${teammateOfOwner(userId)}` })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .where(eq(savedViews.id, viewId));
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
    .where(and(eq(savedViews.ownerUserId, ownerUserId), eq(savedViews.list, list)));
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

/** Deletes views by id. */
export async function deleteViews(tx: Tx, viewIds: number[]) {
  if (!viewIds.length) return;
  await tx
    .delete(savedViews)
    .where(sql`${savedViews.id} = any(${`{${viewIds.join(',')}}`}::bigint[])`);
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
  const mine = and(eq(savedViews.ownerUserId, ownerUserId), eq(savedViews.list, list));
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
