import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** Which owners of a stored move to set: after the move (run) or before it (Undo). */
export type MoveSide = 'next' | 'previous';

/** How one brand's owners change when a side of a move is applied: user ids added and removed, offload state before and after. */
export type BrandOwnerDiff = {
  brandId: number;
  added: number[];
  removed: number[];
  offloadedBefore: boolean;
  offloadedAfter: boolean;
};

const target = (side: MoveSide) =>
  side === 'next' ? sql`m.next_owner_ids` : sql`m.previous_owner_ids`;

/**
 * What applying `side` of move `moveId` changes on each of its brands, against the owners they have
 * now (one statement). A run clears the offload of the brands it gives owners; Undo restores it.
 */
export async function ownerDiffs(
  tx: Tx,
  moveId: number,
  side: MoveSide,
): Promise<BrandOwnerDiff[]> {
  const t = target(side);
  const { rows } = await tx.execute<{
    brand_id: number;
    added: number[];
    removed: number[];
    offloaded_before: boolean;
    offloaded_after: boolean;
  }>(sql`select m.brand_id,
      array(select x from unnest(${t}) x where x <> all(o.cur) order by x) as added,
      array(select x from unnest(o.cur) x where x <> all(${t}) order by x) as removed,
      b.is_offloaded as offloaded_before,
      ${side === 'next' ? sql`b.is_offloaded and cardinality(${t}) = 0` : sql`m.was_offloaded`} as offloaded_after
    from brand_owner_move_brands m
    join brands b on b.id = m.brand_id
    cross join lateral (
      select coalesce(array_agg(bo.user_id order by bo.user_id), '{}'::bigint[]) as cur
      from brand_owners bo where bo.brand_id = m.brand_id) o
    where m.move_id = ${moveId}
    order by m.brand_id`);
  return rows.map((r) => ({
    brandId: Number(r.brand_id),
    added: r.added.map(Number),
    removed: r.removed.map(Number),
    offloadedBefore: r.offloaded_before,
    offloadedAfter: r.offloaded_after,
  }));
}

/**
 * Sets the owners of every brand of move `moveId` to its `side`, set-based: owner history rows
 * (ADDED / REMOVED by `byUserId`) for the real changes, then the deletes and inserts, then the
 * brands' updated_at and offload state. Four statements whatever the number of brands.
 */
export async function applyOwners(
  tx: Tx,
  p: { moveId: number; side: MoveSide; byUserId: number },
): Promise<void> {
  const t = target(p.side);
  const moved = sql`brand_owner_move_brands m where m.move_id = ${p.moveId}`;
  await tx.execute(sql`insert into brand_owner_history (brand_id, user_id, action, by_user_id)
    select m.brand_id, x, 'ADDED', ${p.byUserId}::bigint
    from brand_owner_move_brands m cross join unnest(${t}) x
    where m.move_id = ${p.moveId}
      and not exists (select 1 from brand_owners bo where bo.brand_id = m.brand_id and bo.user_id = x)
    union all
    select bo.brand_id, bo.user_id, 'REMOVED', ${p.byUserId}::bigint
    from brand_owners bo join brand_owner_move_brands m on m.brand_id = bo.brand_id
    where m.move_id = ${p.moveId} and bo.user_id <> all(${t})`);
  await tx.execute(sql`delete from brand_owners bo using ${moved}
    and bo.brand_id = m.brand_id and bo.user_id <> all(${t})`);
  await tx.execute(sql`insert into brand_owners (brand_id, user_id)
    select m.brand_id, x from brand_owner_move_brands m cross join unnest(${t}) x
    where m.move_id = ${p.moveId}
    on conflict do nothing`);
  const offload =
    p.side === 'next'
      ? sql`is_offloaded = b.is_offloaded and cardinality(${t}) = 0,
        offload_reason = case when cardinality(${t}) = 0 then b.offload_reason end,
        offloaded_at = case when cardinality(${t}) = 0 then b.offloaded_at end,
        offloaded_by_user_id = case when cardinality(${t}) = 0 then b.offloaded_by_user_id end`
      : sql`is_offloaded = m.was_offloaded, offload_reason = m.offload_reason,
        offloaded_at = m.offloaded_at, offloaded_by_user_id = m.offloaded_by_user_id`;
  await tx.execute(sql`update brands b set updated_at = now(), ${offload}
    from ${moved} and b.id = m.brand_id`);
}
