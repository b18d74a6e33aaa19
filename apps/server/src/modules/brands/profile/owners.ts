import { sql, type SQL } from 'drizzle-orm';
import {
  BRAND_PROFILE_MESSAGES,
  type BrandOwnersUpdateResult,
  type PreviousBrandOwnersResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pipelineScope, type Actor } from '../../../auth/actor.js';
import { badRequest, conflict, fieldError, forbidden } from '../../../lib/errors.js';
import { brandAccess, type BrandAccess } from './access.js';
import { appendBrandHistory, appendOwnerHistory } from './queries.js';
import {
  addOwners,
  clearOffloaded,
  currentOwners,
  disableInfoNotice,
  markOffloaded,
  ownerCandidates,
  previousOwners,
  removeOwners,
  touchBrand,
  userFullName,
} from './ownerQueries.js';
import { type Notifications, brandNoticeSql } from '../../notifications/index.js';
import { webhookEvent } from '../../webhooks/index.js';

/** The database, the notifications and the caller of an owner change. */
type OwnersContext = { db: Db; notifications: Notifications; actor: Actor };

/**
 * Checks that `userIds` are active users with role BO (400 naming `field` otherwise) and, for a TO,
 * within their team (403).
 */
export async function assertBrandOwnerUsers(
  tx: Tx,
  actor: Actor,
  userIds: number[],
  field: string,
): Promise<void> {
  if (!userIds.length) return;
  const byId = new Map((await ownerCandidates(tx, userIds)).map((u) => [u.id, u]));
  for (const id of userIds) {
    const u = byId.get(id);
    if (!u) throw fieldError(field, `lists user ${id}, who does not exist`);
    if (!u.isBo) throw fieldError(field, `lists user ${id}, who is not a brand owner (role BO)`);
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
  return (await userFullName(tx, userId)) ?? `User ${userId}`;
}

/** 409 when a user to remove does not own the brand, or one to add already does. */
async function assertOwnerChange(
  tx: Tx,
  access: BrandAccess,
  change: { add: number[]; remove: number[] },
): Promise<void> {
  const notOwner = change.remove.find((id) => !access.ownerIds.includes(id));
  if (notOwner !== undefined)
    throw conflict(BRAND_PROFILE_MESSAGES.notAnOwner(await userName(tx, notOwner)), 'NOT_AN_OWNER');
  const already = change.add.find((id) => access.ownerIds.includes(id));
  if (already !== undefined)
    throw conflict(
      BRAND_PROFILE_MESSAGES.alreadyAnOwner(await userName(tx, already)),
      'ALREADY_AN_OWNER',
    );
}

/**
 * POST /api/brand/brand-owners/v2 (spec 001 §7): adds and removes brand owners in one transaction, with
 * a brand_owner_history row (ADDED / REMOVED, with the optional reason) per change. Only PO, ADMIN, or a
 * TO whose team holds an owner may change owners (a BO may not add others: 403); added users must be
 * active BOs (a TO's: of their team). Adding an owner to an offloaded brand brings it back (is_offloaded
 * false, with a history row). Adding a user who already owns the brand, or removing one who does not
 * (e.g. a concurrent request just did), is a 409 that changes nothing; history holds real changes only.
 */
export async function updateBrandOwners({
  db,
  notifications,
  actor,
  req,
}: OwnersContext & {
  req: { brandId: number; add: number[]; remove: number[]; reason?: string };
}): Promise<BrandOwnersUpdateResult> {
  const add = [...new Set(req.add)];
  const remove = [...new Set(req.remove)];
  if (!add.length && !remove.length) throw badRequest('Give users to add or to remove.');
  const both = add.find((id) => remove.includes(id));
  if (both !== undefined) throw fieldError('remove', `lists user ${both}, who is also being added`);
  const { brandId } = req;
  return notifications.run(db, async (tx, notify) => {
    const access = await brandAccess(tx, actor, brandId, { lock: true });
    if (!access.canManageOwners)
      throw forbidden(BRAND_PROFILE_MESSAGES.ownersNotEditable, 'OWNERS_NOT_EDITABLE');
    await assertOwnerChange(tx, access, { add, remove });
    await assertBrandOwnerUsers(tx, actor, add, 'add');
    assertInTeam(actor, remove);
    await removeOwners(tx, brandId, remove);
    await addOwners(tx, brandId, add);
    const byUserId = actor.userId;
    const reason = req.reason || null;
    await appendOwnerHistory(tx, { brandId, byUserId, action: 'REMOVED', userIds: remove, reason });
    await appendOwnerHistory(tx, { brandId, byUserId, action: 'ADDED', userIds: add });
    if (add.length && access.isOffloaded) {
      await clearOffloaded(tx, brandId);
      await appendBrandHistory(tx, brandId, actor.userId, [
        { entity: 'BRAND', field: 'isOffloaded', fromValue: 'Yes', toValue: 'No' },
      ]);
    }
    if (add.length || remove.length) await touchBrand(tx, brandId);
    await webhookEvent(tx, {
      type: 'brand.owners_changed',
      orderKey: `brand:${brandId}`,
      data: { brandId, added: add, removed: remove, reason, byUserId },
    });
    // the owners changed: those added and removed are told, and so are the owners who stay
    const tell = (userIds: number[], text: (a: SQL, b: SQL) => SQL) =>
      notify(
        brandNoticeSql({ type: 'OWNERS_CHANGED', actorId: actor.userId, brandId, userIds, text }),
      );
    await tell(
      add,
      (a, b) => sql`'**' || ${a} || '** made you a brand owner of **' || ${b} || '**'`,
    );
    await tell(
      remove,
      (a, b) => sql`'**' || ${a} || '** removed you as a brand owner of **' || ${b} || '**'`,
    );
    await tell(
      access.ownerIds.filter((id) => !remove.includes(id)),
      (a, b) => sql`'**' || ${a} || '** changed the brand owners of **' || ${b} || '**'`,
    );
    return {
      message: BRAND_PROFILE_MESSAGES.ownersUpdated,
      brandOwners: await currentOwners(tx, brandId),
    };
  });
}

/** GET /api/brand/previous-brand-owners (spec 001 §7): users who stopped owning the brand, newest first, with when, by whom and why. */
export async function previousBrandOwners({
  db,
  actor,
  brandId,
}: {
  db: Db;
  actor: Actor;
  brandId: number;
}): Promise<PreviousBrandOwnersResult> {
  await brandAccess(db, actor, brandId);
  return { previousBrandOwners: await previousOwners(db, brandId) };
}

/**
 * POST /api/brand/offload {brandId, reason} (spec 001 §4 Brand, §7, §8). A brand owner offloads
 * themselves: they stop owning it (history OFFLOADED with the reason); when no owner is left the brand
 * itself is marked offloaded. A PO or ADMIN who does not own it marks the brand offloaded (is_offloaded,
 * offload_reason, offloaded_at/by; 409 when it already is). Others: 403. Answers the spec's toast text.
 */
export async function offloadBrand({
  db,
  notifications,
  actor,
  req,
}: OwnersContext & { req: { brandId: number; reason: string } }): Promise<string> {
  const { brandId, reason } = req;
  await notifications.run(db, async (tx, notify) => {
    const access = await brandAccess(tx, actor, brandId, { lock: true });
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
      await removeOwners(tx, brandId, [actor.userId]);
      await appendOwnerHistory(tx, {
        brandId,
        byUserId: actor.userId,
        action: 'OFFLOADED',
        userIds: [actor.userId],
        reason,
      });
      markBrand = access.ownerIds.length === 1 && !access.isOffloaded;
    }
    if (markBrand) {
      await markOffloaded(tx, { brandId, userId: actor.userId, reason });
      await appendBrandHistory(tx, brandId, actor.userId, [
        { entity: 'BRAND', field: 'isOffloaded', fromValue: 'No', toValue: 'Yes' },
      ]);
    }
    await touchBrand(tx, brandId);
    await notify(
      brandNoticeSql({
        type: 'BRAND_OFFLOADED',
        actorId: actor.userId,
        brandId,
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
export async function notifyBrandOwner({
  db,
  notifications,
  actor,
  brandId,
}: OwnersContext & { brandId: number }): Promise<string> {
  await notifications.run(db, async (tx, notify) => {
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
    await disableInfoNotice(tx, brandId);
    await notify(
      brandNoticeSql({
        type: 'BRAND_INFO_UPDATE',
        actorId: actor.userId,
        brandId,
        userIds: access.ownerIds,
        text: (a, b) =>
          sql`'**' || ${a} || '** asked you to update the info of **' || ${b} || '**'`,
      }),
    );
  });
  return BRAND_PROFILE_MESSAGES.notified;
}
