import { sql, type SQL } from 'drizzle-orm';
import type { BrandOwnerMoveMode, BrandOwnerMoveUser } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { idArray, jsonValue } from '../../../lib/sql.js';

/**
 * The plan of a bulk owner move as a WITH list: `sel` the picked brands (alias b, `where`; locked
 * FOR UPDATE when `lock`), `plan` each one's owners before (`prev`) and after (`next`), user ids
 * ascending. One statement whatever the number of brands (spec 001 §7 /admin/brands/assign/v2).
 */
function planSql(p: { where: SQL; lock: boolean; mode: BrandOwnerMoveMode; userIds: number[] }) {
  const users = idArray([...new Set(p.userIds)].sort((a, b) => a - b));
  const next = {
    ADD: sql`array(select distinct x from unnest(o.prev || ${users}) x order by x)`,
    REPLACE: users,
    REMOVE: sql`array(select x from unnest(o.prev) x where x <> all(${users}) order by x)`,
  }[p.mode];
  return sql`with sel as (
      select b.id from brands b where ${p.where} ${p.lock ? sql`for update of b` : sql``}),
    plan as (
      select s.id as brand_id, o.prev, ${next} as next
      from sel s
      cross join lateral (
        select coalesce(array_agg(bo.user_id order by bo.user_id), '{}'::bigint[]) as prev
        from brand_owners bo
        where bo.brand_id = s.id) o),
    changed as (select * from plan where prev <> next)`;
}

/** The counts of a move's plan: brands matched, changed, left with no owner, and per user gained and lost. */
export type MoveCounts = {
  matched: number;
  changed: number;
  ownerless: number;
  users: BrandOwnerMoveUser[];
};

/** Counts what a move would do (its dry run); with `lock` the picked brands stay locked until the transaction ends. */
export async function moveCounts(tx: Tx, p: Parameters<typeof planSql>[0]): Promise<MoveCounts> {
  const { rows } = await tx.execute<{
    matched: number;
    changed: number;
    ownerless: number;
    users: MoveCounts['users'] | string;
  }>(sql`${planSql(p)},
    diff as (
      select x as user_id, 1 as gained, 0 as lost from changed, unnest(next) x where x <> all(prev)
      union all
      select x, 0, 1 from changed, unnest(prev) x where x <> all(next))
    select (select count(*)::int from sel) as matched,
      (select count(*)::int from changed) as changed,
      (select count(*)::int from changed where cardinality(next) = 0) as ownerless,
      coalesce((
        select json_agg(json_build_object('userId', t.user_id, 'userName', u.first_name || ' ' || u.last_name,
          'gained', t.g, 'lost', t.l) order by u.first_name, u.last_name, u.id)
        from (select user_id, sum(gained)::int as g, sum(lost)::int as l from diff group by user_id) t
        join users u on u.id = t.user_id
      ), '[]'::json) as users`);
  const r = rows[0];
  return {
    matched: r.matched,
    changed: r.changed,
    ownerless: r.ownerless,
    users: jsonValue(r.users),
  };
}

/** Records a move by `byUserId` and the brands its plan changes (owners before and after, offload state); answers the batch id. */
export async function saveMove(
  tx: Tx,
  p: Parameters<typeof planSql>[0] & { byUserId: number },
): Promise<number> {
  const { rows } = await tx.execute<{
    id: number;
  }>(sql`insert into brand_owner_moves (by_user_id, mode)
    values (${p.byUserId}, ${p.mode}) returning id`);
  const moveId = Number(rows[0].id);
  await tx.execute(sql`${planSql({ ...p, lock: false })}
    insert into brand_owner_move_brands (move_id, brand_id, previous_owner_ids, next_owner_ids,
      was_offloaded, offload_reason, offloaded_at, offloaded_by_user_id)
    select ${moveId}, c.brand_id, c.prev, c.next,
      b.is_offloaded, b.offload_reason, b.offloaded_at, b.offloaded_by_user_id
    from changed c join brands b on b.id = c.brand_id`);
  return moveId;
}

/** A move as stored: who made it and whether it was undone; undefined for an unknown id. */
export async function moveById(
  tx: Tx,
  moveId: number,
): Promise<{ byUserId: number; undone: boolean } | undefined> {
  const { rows } = await tx.execute<{ by_user_id: number; undone: boolean }>(
    sql`select by_user_id, undone_at is not null as undone
      from brand_owner_moves where id = ${moveId} for update`,
  );
  return rows[0] && { byUserId: Number(rows[0].by_user_id), undone: rows[0].undone };
}

/** Marks move `moveId` undone, now. */
export async function markUndone(tx: Tx, moveId: number): Promise<void> {
  await tx.execute(sql`update brand_owner_moves set undone_at = now() where id = ${moveId}`);
}

/**
 * What stands in the way of undoing move `moveId`, its brands locked until the transaction ends:
 * how many of them have other owners than the move gave them (a later move or owner edit changed
 * them since), and the names of the users Undo would make owners again who are no longer active
 * brand owners (deactivated, or without role BO), ordered by name.
 */
export async function undoObstacles(
  tx: Tx,
  moveId: number,
): Promise<{ changedSince: number; inactiveOwners: string[] }> {
  await tx.execute(sql`select b.id from brands b
    join brand_owner_move_brands m on m.brand_id = b.id
    where m.move_id = ${moveId} order by b.id for update of b`);
  const { rows } = await tx.execute<{ changed_since: number; inactive_owners: string[] }>(sql`
    with moved as (
      select m.previous_owner_ids as prev, m.next_owner_ids as next, o.cur
      from brand_owner_move_brands m
      cross join lateral (
        select coalesce(array_agg(bo.user_id order by bo.user_id), '{}'::bigint[]) as cur
        from brand_owners bo where bo.brand_id = m.brand_id) o
      where m.move_id = ${moveId})
    select (select count(*)::int from moved where cur <> next) as changed_since,
      array(select u.first_name || ' ' || u.last_name from users u
        where u.id in (select x from moved cross join unnest(prev) x where x <> all(cur))
          and not (u.status = 'ACTIVE' and 'BO' = any(u.roles))
        order by u.first_name, u.last_name, u.id) as inactive_owners`);
  return { changedSince: rows[0].changed_since, inactiveOwners: rows[0].inactive_owners };
}
