import { sql } from 'drizzle-orm';
import {
  BRAND_PROFILE_MESSAGES,
  type BrandOwnersUpdateResult,
  type PreviousBrandOwnersResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pipelineScope, type Actor } from '../../../auth/actor.js';
import { badRequest, conflict, fieldError, forbidden } from '../../../lib/errors.js';
import { idArray } from '../../../lib/sql.js';
import { iso } from '../../../lib/paging.js';
import { brandAccess } from './access.js';
import { appendBrandHistory, appendOwnerHistory } from './queries.js';
import { type Notifications, brandNoticeSql } from '../../notifications/index.js';

/**
 * Checks that `userIds` are active users with role BO (400 naming `field` otherwise) and, for a TO,
 * within their team (403).
 */
async function assertBrandOwnerUsers(
  tx: Tx,
  actor: Actor,
  userIds: number[],
  field: string,
): Promise<void> {
  if (!userIds.length) return;
  const { rows } = await tx.execute<{ id: number; is_bo: boolean; active: boolean }>(
    sql`select id, 'BO' = any(roles) as is_bo, status = 'ACTIVE' as active from users where id = any(${idArray(userIds)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of userIds) {
    const u = byId.get(id);
    if (!u) throw fieldError(field, `lists user ${id}, who does not exist`);
    if (!u.is_bo) throw fieldError(field, `lists user ${id}, who is not a brand owner (role BO)`);
    if (!u.active) throw fieldError(field, `lists user ${id}, who is not active`);
  }
  assertInTeam(actor, userIds);
}

/** 403 unless every user is within the caller's team (always true for PO/ADMIN). */
function assertInTeam(actor: Actor, userIds: number[]): void {
  const scope = pipelineScope(actor);
  if (scope !== 'all' && userIds.some((id) => !scope?.includes(id)))
    throw forbidden('You can only add or remove brand owners of your team', 'OWNER_NOT_IN_TEAM');
}

/** A user's name for a message ('User 42' when unknown). */
async function userName(tx: Tx, userId: number): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
  );
  return rows[0]?.name ?? `User ${userId}`;
}

/** The current owners of a brand, by name. */
async function currentOwners(
  db: Tx,
  brandId: number,
): Promise<BrandOwnersUpdateResult['brandOwners']> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    profile_image: string | null;
    assigned_at: unknown;
  }>(sql`select u.id, u.first_name || ' ' || u.last_name as name, u.profile_image, bo.assigned_at
    from brand_owners bo join users u on u.id = bo.user_id where bo.brand_id = ${brandId} order by u.first_name, u.last_name, u.id`);
  return rows.map((r) => ({
    userId: r.id,
    userName: r.name,
    profileImage: r.profile_image,
    assignedAt: iso(r.assigned_at)!,
  }));
}

/**
 * POST /api/brand/brand-owners/v2 (spec 001 §7): adds and removes brand owners in one transaction, with
 * a brand_owner_history row (ADDED / REMOVED, with the optional reason) per change. Only PO, ADMIN, or a
 * TO whose team holds an owner may change owners (a BO may not add others: 403); added users must be
 * active BOs (a TO's: of their team). Adding an owner to an offloaded brand brings it back (is_offloaded
 * false, with a history row). Adding a user who already owns the brand, or removing one who does not
 * (e.g. a concurrent request just did), is a 409 that changes nothing; history holds real changes only.
 */
export async function updateBrandOwners(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { brandId: number; add: number[]; remove: number[]; reason?: string },
): Promise<BrandOwnersUpdateResult> {
  const add = [...new Set(req.add)];
  const remove = [...new Set(req.remove)];
  if (!add.length && !remove.length) throw badRequest('Give users to add or to remove.');
  const both = add.find((id) => remove.includes(id));
  if (both !== undefined) throw fieldError('remove', `lists user ${both}, who is also being added`);
  return notes.run(db, async (tx, notify) => {
    const access = await brandAccess(tx, actor, req.brandId, { lock: true });
    if (!access.canManageOwners)
      throw forbidden(BRAND_PROFILE_MESSAGES.ownersNotEditable, 'OWNERS_NOT_EDITABLE');
    const notOwner = remove.find((id) => !access.ownerIds.includes(id));
    if (notOwner !== undefined)
      throw conflict(
        BRAND_PROFILE_MESSAGES.notAnOwner(await userName(tx, notOwner)),
        'NOT_AN_OWNER',
      );
    const already = add.find((id) => access.ownerIds.includes(id));
    if (already !== undefined)
      throw conflict(
        BRAND_PROFILE_MESSAGES.alreadyAnOwner(await userName(tx, already)),
        'ALREADY_AN_OWNER',
      );
    const toAdd = add;
    await assertBrandOwnerUsers(tx, actor, toAdd, 'add');
    assertInTeam(actor, remove);
    if (remove.length)
      await tx.execute(
        sql`delete from brand_owners where brand_id = ${req.brandId} and user_id = any(${idArray(remove)})`,
      );
    if (toAdd.length)
      await tx.execute(
        sql`insert into brand_owners (brand_id, user_id) select ${req.brandId}, u from unnest(${idArray(toAdd)}) as u`,
      );
    await appendOwnerHistory(tx, req.brandId, actor.userId, 'REMOVED', remove, req.reason || null);
    await appendOwnerHistory(tx, req.brandId, actor.userId, 'ADDED', toAdd);
    if (toAdd.length && access.isOffloaded) {
      await tx.execute(
        sql`update brands set is_offloaded = false, offload_reason = null, offloaded_at = null, offloaded_by_user_id = null where id = ${req.brandId}`,
      );
      await appendBrandHistory(tx, req.brandId, actor.userId, [
        { entity: 'BRAND', field: 'isOffloaded', fromValue: 'Yes', toValue: 'No' },
      ]);
    }
    if (toAdd.length || remove.length)
      await tx.execute(sql`update brands set updated_at = now() where id = ${req.brandId}`);
    // the owners changed: those added and removed are told, and so are the owners who stay
    await notify(
      brandNoticeSql({
        type: 'OWNERS_CHANGED',
        actorId: actor.userId,
        brandId: req.brandId,
        userIds: toAdd,
        text: (a, b) => sql`'**' || ${a} || '** made you a brand owner of **' || ${b} || '**'`,
      }),
    );
    await notify(
      brandNoticeSql({
        type: 'OWNERS_CHANGED',
        actorId: actor.userId,
        brandId: req.brandId,
        userIds: remove,
        text: (a, b) =>
          sql`'**' || ${a} || '** removed you as a brand owner of **' || ${b} || '**'`,
      }),
    );
    const stayed = access.ownerIds.filter((id) => !remove.includes(id));
    await notify(
      brandNoticeSql({
        type: 'OWNERS_CHANGED',
        actorId: actor.userId,
        brandId: req.brandId,
        userIds: stayed,
        text: (a, b) => sql`'**' || ${a} || '** changed the brand owners of **' || ${b} || '**'`,
      }),
    );
    return {
      message: BRAND_PROFILE_MESSAGES.ownersUpdated,
      brandOwners: await currentOwners(tx, req.brandId),
    };
  });
}

/** GET /api/brand/previous-brand-owners (spec 001 §7): users who stopped owning the brand, newest first, with when, by whom and why. */
export async function previousBrandOwners(
  db: Db,
  actor: Actor,
  brandId: number,
): Promise<PreviousBrandOwnersResult> {
  await brandAccess(db, actor, brandId);
  const { rows } = await db.execute<{
    user_id: number;
    name: string;
    profile_image: string | null;
    action: 'REMOVED' | 'OFFLOADED';
    reason: string | null;
    created_at: unknown;
    by_id: number;
    by_name: string;
  }>(sql`
    select h.user_id, u.first_name || ' ' || u.last_name as name, u.profile_image, h.action, h.reason, h.created_at, h.by_user_id as by_id, bu.first_name || ' ' || bu.last_name as by_name
    from brand_owner_history h join users u on u.id = h.user_id join users bu on bu.id = h.by_user_id
    where h.brand_id = ${brandId} and h.action in ('REMOVED', 'OFFLOADED')
    order by h.created_at desc, h.id desc limit 100`);
  return {
    previousBrandOwners: rows.map((r) => ({
      userId: r.user_id,
      userName: r.name,
      profileImage: r.profile_image,
      action: r.action,
      reason: r.reason,
      removedOn: iso(r.created_at)!,
      removedBy: { userId: r.by_id, userName: r.by_name },
    })),
  };
}

/**
 * POST /api/brand/offload {brandId, reason} (spec 001 §4 Brand, §7, §8). A brand owner offloads
 * themselves: they stop owning it (history OFFLOADED with the reason); when no owner is left the brand
 * itself is marked offloaded. A PO or ADMIN who does not own it marks the brand offloaded (is_offloaded,
 * offload_reason, offloaded_at/by; 409 when it already is). Others: 403. Answers the spec's toast text.
 */
export async function offloadBrand(
  db: Db,
  notes: Notifications,
  actor: Actor,
  req: { brandId: number; reason: string },
): Promise<string> {
  await notes.run(db, async (tx, notify) => {
    const access = await brandAccess(tx, actor, req.brandId, { lock: true });
    if (!access.canOffload) {
      if (access.isPoOrAdmin)
        throw conflict(BRAND_PROFILE_MESSAGES.alreadyOffloaded, 'ALREADY_OFFLOADED');
      throw forbidden(
        'Only a brand owner, a project owner or an admin can offload this brand',
        'OFFLOAD_NOT_ALLOWED',
      );
    }
    let markBrand = !access.isOwner;
    if (access.isOwner) {
      await tx.execute(
        sql`delete from brand_owners where brand_id = ${req.brandId} and user_id = ${actor.userId}`,
      );
      await appendOwnerHistory(
        tx,
        req.brandId,
        actor.userId,
        'OFFLOADED',
        [actor.userId],
        req.reason,
      );
      markBrand = access.ownerIds.length === 1 && !access.isOffloaded;
    }
    if (markBrand) {
      await tx.execute(
        sql`update brands set is_offloaded = true, offload_reason = ${req.reason}, offloaded_at = now(), offloaded_by_user_id = ${actor.userId} where id = ${req.brandId}`,
      );
      await appendBrandHistory(tx, req.brandId, actor.userId, [
        { entity: 'BRAND', field: 'isOffloaded', fromValue: 'No', toValue: 'Yes' },
      ]);
    }
    await tx.execute(sql`update brands set updated_at = now() where id = ${req.brandId}`);
    await notify(
      brandNoticeSql({
        type: 'BRAND_OFFLOADED',
        actorId: actor.userId,
        brandId: req.brandId,
        userIds: access.ownerIds,
        text: (a, b) =>
          markBrand
            ? sql`'**' || ${a} || '** offloaded **' || ${b} || '**'`
            : sql`'**' || ${a} || '** offloaded themselves from **' || ${b} || '**'`,
      }),
    );
  });
  return BRAND_PROFILE_MESSAGES.offloaded;
}

/**
 * POST /api/brand/info/notify {brandId} (spec 001 §4 Brand, §8): asks the brand owners to update the
 * brand's info and disables the info-update notification (info_update_notification_enabled = false);
 * an owner's next edit enables it again. Callers who work the pipeline (BO/TO/PO/ADMIN) and do not own
 * the brand may notify (403 otherwise);
 * 400 when the brand has no owner, 409 when already notified.
 */
export async function notifyBrandOwner(
  db: Db,
  notes: Notifications,
  actor: Actor,
  brandId: number,
): Promise<string> {
  await notes.run(db, async (tx, notify) => {
    const access = await brandAccess(tx, actor, brandId, { lock: true });
    if (!pipelineScope(actor) || access.isOwner)
      throw forbidden(
        'Only a project owner, a team owner or another brand owner can notify the brand owner',
        'NOTIFY_NOT_ALLOWED',
      );
    if (!access.ownerIds.length)
      throw badRequest(BRAND_PROFILE_MESSAGES.noOwnerToNotify, 'NO_BRAND_OWNER');
    if (!access.infoUpdateNotificationEnabled)
      throw conflict(BRAND_PROFILE_MESSAGES.alreadyNotified, 'ALREADY_NOTIFIED');
    await tx.execute(
      sql`update brands set info_update_notification_enabled = false where id = ${brandId}`,
    );
    await notify(
      brandNoticeSql({
        type: 'BRAND_INFO_UPDATE',
        actorId: actor.userId,
        brandId: brandId,
        userIds: access.ownerIds,
        text: (a, b) =>
          sql`'**' || ${a} || '** asked you to update the info of **' || ${b} || '**'`,
      }),
    );
  });
  return BRAND_PROFILE_MESSAGES.notified;
}
