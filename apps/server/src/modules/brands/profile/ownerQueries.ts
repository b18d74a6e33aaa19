import { sql } from 'drizzle-orm';
import type { BrandOwnersUpdateResult, PreviousBrandOwnersResult } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { idArray, jsonValue, oneOf } from '../../../lib/sql.js';
import { iso } from '../../../lib/paging.js';

/** Locks brand `brandId`'s row (FOR UPDATE) until the transaction ends. */
export async function lockBrand(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(sql`select 1 from brands where id = ${brandId} for update`);
}

/** What a brand's access rules are decided from: its owners (by id) and flags; undefined for an unknown brand. */
export async function accessFacts(
  db: Tx,
  brandId: number,
): Promise<
  { ownerIds: number[]; isOffloaded: boolean; infoUpdateNotificationEnabled: boolean } | undefined
> {
  const { rows } = await db.execute<{
    is_offloaded: boolean;
    info_update_notification_enabled: boolean;
    owner_ids: number[] | string;
  }>(sql`select b.is_offloaded, b.info_update_notification_enabled,
      coalesce((
        select json_agg(bo.user_id order by bo.user_id)
        from brand_owners bo
        where bo.brand_id = b.id
      ), '[]'::json) as owner_ids
    from brands b
    where b.id = ${brandId}`);
  const r = rows[0];
  return (
    r && {
      ownerIds: jsonValue<number[]>(r.owner_ids),
      isOffloaded: r.is_offloaded,
      infoUpdateNotificationEnabled: r.info_update_notification_enabled,
    }
  );
}

/** The users among `userIds` that exist, each with whether they are a brand owner (role BO) and active. */
export async function ownerCandidates(
  tx: Tx,
  userIds: number[],
): Promise<{ id: number; isBo: boolean; active: boolean }[]> {
  const { rows } = await tx.execute<{ id: number; is_bo: boolean; active: boolean }>(
    sql`select id, 'BO' = any(roles) as is_bo, status = 'ACTIVE' as active
      from users
      where id ${oneOf(userIds)}`,
  );
  return rows.map((r) => ({ id: r.id, isBo: r.is_bo, active: r.active }));
}

/** The active brand owners (role BO) among `userIds`. */
export async function activeBrandOwnerIds(tx: Tx, userIds: number[]): Promise<Set<number>> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from users
      where id ${oneOf(userIds)} and 'BO' = any(roles) and status = 'ACTIVE'`,
  );
  return new Set(rows.map((r) => r.id));
}

/** A user's full name, 'First Last' (undefined for an unknown user). */
export async function userFullName(tx: Tx, userId: number): Promise<string | undefined> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
  );
  return rows[0]?.name;
}

/** The current owners of a brand, by name. */
export async function currentOwners(
  db: Tx,
  brandId: number,
): Promise<BrandOwnersUpdateResult['brandOwners']> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    profile_image: string | null;
    assigned_at: unknown;
  }>(sql`select u.id, u.first_name || ' ' || u.last_name as name, u.profile_image, bo.assigned_at
    from brand_owners bo join users u on u.id = bo.user_id
    where bo.brand_id = ${brandId}
    order by u.first_name, u.last_name, u.id`);
  return rows.map((r) => ({
    userId: r.id,
    userName: r.name,
    profileImage: r.profile_image,
    assignedAt: iso(r.assigned_at)!,
  }));
}

/** Makes `userIds` owners of brand `brandId` (one statement; nothing for none). */
export async function addOwners(tx: Tx, brandId: number, userIds: number[]): Promise<void> {
  if (userIds.length)
    await tx.execute(
      sql`insert into brand_owners (brand_id, user_id)
        select ${brandId}, u from unnest(${idArray(userIds)}) as u`,
    );
}

/** Removes `userIds` from brand `brandId`'s owners (one statement; nothing for none). */
export async function removeOwners(tx: Tx, brandId: number, userIds: number[]): Promise<void> {
  if (userIds.length)
    await tx.execute(
      sql`delete from brand_owners where brand_id = ${brandId} and user_id ${oneOf(userIds)}`,
    );
}

/** Marks brand `brandId` offloaded by `userId` for `reason`, now. */
export async function markOffloaded(
  tx: Tx,
  o: { brandId: number; userId: number; reason: string },
): Promise<void> {
  await tx.execute(sql`update brands
    set is_offloaded = true, offload_reason = ${o.reason}, offloaded_at = now(),
      offloaded_by_user_id = ${o.userId}
    where id = ${o.brandId}`);
}

/** Brings brand `brandId` back from offloaded (clears the reason, when and by whom). */
export async function clearOffloaded(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(sql`update brands
    set is_offloaded = false, offload_reason = null, offloaded_at = null,
      offloaded_by_user_id = null
    where id = ${brandId}`);
}

/** Stamps brand `brandId`'s updated_at with now. */
export async function touchBrand(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(sql`update brands set updated_at = now() where id = ${brandId}`);
}

/** Turns brand `brandId`'s info-update notification off (an owner's next edit turns it on). */
export async function disableInfoNotice(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(
    sql`update brands set info_update_notification_enabled = false where id = ${brandId}`,
  );
}

type PreviousOwnerRow = {
  user_id: number;
  name: string;
  profile_image: string | null;
  action: 'REMOVED' | 'OFFLOADED';
  reason: string | null;
  created_at: unknown;
  by_id: number;
  by_name: string;
};

/** Users who stopped owning brand `brandId` (removed or offloaded), newest first, 100 at most. */
export async function previousOwners(
  db: Tx,
  brandId: number,
): Promise<PreviousBrandOwnersResult['previousBrandOwners']> {
  const { rows } = await db.execute<PreviousOwnerRow>(sql`select h.user_id,
      u.first_name || ' ' || u.last_name as name, u.profile_image, h.action, h.reason,
      h.created_at, h.by_user_id as by_id, bu.first_name || ' ' || bu.last_name as by_name
    from brand_owner_history h
      join users u on u.id = h.user_id
      join users bu on bu.id = h.by_user_id
    where h.brand_id = ${brandId} and h.action in ('REMOVED', 'OFFLOADED')
    order by h.created_at desc, h.id desc
    limit 100`);
  return rows.map((r) => ({
    userId: r.user_id,
    userName: r.name,
    profileImage: r.profile_image,
    action: r.action,
    reason: r.reason,
    removedOn: iso(r.created_at)!,
    removedBy: { userId: r.by_id, userName: r.by_name },
  }));
}
