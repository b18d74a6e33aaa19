import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRAND_OWNER_MOVE_MESSAGES,
  type BrandOwnerMoveRequest,
  type BrandOwnerMoveResult,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { assertAdmin, type Actor } from '../../../auth/actor.js';
import { conflict, fieldError, notFound } from '../../../lib/errors.js';
import { oneOf } from '../../../lib/sql.js';
import { brandListWhere } from '../queries.js';
import { recordHistoryBulk } from '../history.js';
import { assertBrandOwnerUsers } from '../profile/owners.js';
import { type AddNotifications, type Notifications, nameOf } from '../../notifications/index.js';
import { markUndone, moveById, moveCounts, saveMove, undoObstacles } from './queries.js';
import { applyOwners, ownerDiffs, type BrandOwnerDiff, type MoveSide } from './applyQueries.js';
import { recordAudit } from '../../audit/index.js';

type MoveContext = { db: Db; notifications: Notifications; actor: Actor };
type MoveInput = z.output<typeof BrandOwnerMoveRequest>;

/** The picked brands as a condition on alias b: explicit ids, or the brand list's filter ('all matching'). */
function pickedBrands(actor: Actor, req: MoveInput) {
  if (!req.brandIds === !req.filter)
    throw fieldError('brandIds', BRAND_OWNER_MOVE_MESSAGES.pickBrands);
  if (req.brandIds) return sql`b.id ${oneOf(req.brandIds)}`;
  const f = req.filter!;
  return brandListWhere(actor, { mainTab: f.mainTab, searchFor: f.searchFor, filters: f.filters });
}

/**
 * POST /api/admin/brands/assign/v2 (spec 001 §7, §9 'assign-brands-to-user'): admins only (403,
 * nothing changed). Picks brands by `brandIds` or `filter` (exactly one; 400 `brandIds`) and users
 * who must be active BOs (400 naming `userIds`); `mode` ADD, REPLACE or REMOVE. A dry run answers the
 * counts; a run refuses (409 NO_OWNER_LEFT) when a brand would be left with no owner, otherwise in one
 * transaction sets the owners, writes owner history (ADDED / REMOVED: the brand's history lists each
 * owner change once, from it), brings offloaded brands that gain owners back (a brand_history row
 * isOffloaded), tells each user who
 * gains or loses brands once (with the counts), and answers the batch id Undo takes.
 */
export async function moveBrandOwners({
  db,
  notifications,
  actor,
  req,
}: MoveContext & { req: MoveInput }): Promise<BrandOwnerMoveResult> {
  assertAdmin(actor);
  const where = pickedBrands(actor, req);
  return notifications.run(db, async (tx, notify) => {
    await assertBrandOwnerUsers(tx, actor, [...new Set(req.userIds)], 'userIds');
    const plan = { where, mode: req.mode, userIds: req.userIds };
    const counts = await moveCounts(tx, { ...plan, lock: !req.dryRun });
    const result = {
      brandsMatched: counts.matched,
      brandsChanged: counts.changed,
      leftWithoutOwner: counts.ownerless,
      users: counts.users,
    };
    if (req.dryRun) return { ...result, batchId: null, message: '' };
    if (counts.ownerless)
      throw conflict(BRAND_OWNER_MOVE_MESSAGES.noOwnerLeft(counts.ownerless), 'NO_OWNER_LEFT');
    const batchId = await saveMove(tx, { ...plan, lock: false, byUserId: actor.userId });
    await applySide(tx, notify, { moveId: batchId, side: 'next', actor });
    await recordAudit(tx, actor.userId, {
      action: 'brand.owner_move',
      entity: 'brand',
      entityId: null,
      after: {
        batchId,
        mode: req.mode,
        userIds: req.userIds,
        brandIds: req.brandIds ?? null,
        filter: req.filter ?? null,
        brandsChanged: counts.changed,
      },
    });
    return { ...result, batchId, message: BRAND_OWNER_MOVE_MESSAGES.moved(counts.changed) };
  });
}

/**
 * POST /api/admin/brands/assign/v2/undo {batchId}: admins only. Restores the owners (and offload
 * state) the move's brands had before it, with the same history rows and notifications; 404 for an
 * unknown batch, 409 when it was already undone, 409 OWNERS_CHANGED_SINCE when a later move or edit
 * changed the owners of any of its brands (Undo would overwrite it), and 409 OWNER_INACTIVE when it
 * would make a user owner again who is no longer an active BO (as a move refuses them). A refused
 * Undo changes nothing.
 */
export async function undoBrandOwnerMove({
  db,
  notifications,
  actor,
  batchId,
}: MoveContext & { batchId: number }): Promise<{
  batchId: number;
  brandsRestored: number;
  message: string;
}> {
  assertAdmin(actor);
  return notifications.run(db, async (tx, notify) => {
    const move = await moveById(tx, batchId);
    if (!move) throw notFound(BRAND_OWNER_MOVE_MESSAGES.unknownBatch);
    if (move.undone) throw conflict(BRAND_OWNER_MOVE_MESSAGES.alreadyUndone, 'ALREADY_UNDONE');
    const { changedSince, inactiveOwners } = await undoObstacles(tx, batchId);
    if (changedSince)
      throw conflict(BRAND_OWNER_MOVE_MESSAGES.changedSince(changedSince), 'OWNERS_CHANGED_SINCE');
    if (inactiveOwners.length)
      throw conflict(
        BRAND_OWNER_MOVE_MESSAGES.undoInactiveOwners(inactiveOwners),
        'OWNER_INACTIVE',
      );
    const n = await applySide(tx, notify, { moveId: batchId, side: 'previous', actor });
    await markUndone(tx, batchId);
    await recordAudit(tx, actor.userId, {
      action: 'brand.owner_move_undo',
      entity: 'brand',
      after: { batchId, brandsRestored: n },
    });
    return { batchId, brandsRestored: n, message: BRAND_OWNER_MOVE_MESSAGES.undone(n) };
  });
}

/** Applies one side of a stored move with its history and notifications; answers how many brands changed. */
async function applySide(
  tx: Tx,
  notify: AddNotifications,
  p: { moveId: number; side: MoveSide; actor: Actor },
): Promise<number> {
  const byUserId = p.actor.userId;
  const diffs = (await ownerDiffs(tx, p.moveId, p.side)).filter(
    (d) => d.added.length || d.removed.length || d.offloadedBefore !== d.offloadedAfter,
  );
  await applyOwners(tx, { moveId: p.moveId, side: p.side, byUserId });
  await recordHistoryBulk(
    tx,
    byUserId,
    diffs.filter((d) => d.offloadedBefore !== d.offloadedAfter).map(offloadHistoryOf),
  );
  await notify(await noticesOf(tx, byUserId, diffs));
  return diffs.length;
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * The brand_history record of a brand whose offload state the move changed: its isOffloaded row. The owner
 * changes themselves are brand_owner_history rows (applyOwners), which the brand's history reads.
 */
function offloadHistoryOf(d: BrandOwnerDiff) {
  return {
    brandId: d.brandId,
    entity: 'BRAND' as const,
    entityId: d.brandId,
    changes: [
      { field: 'isOffloaded', from: yesNo(d.offloadedBefore), to: yesNo(d.offloadedAfter) },
    ],
  };
}

/** One notification per user who gains or loses brands (not the actor), with the counts. */
async function noticesOf(tx: Tx, actorId: number, diffs: BrandOwnerDiff[]) {
  const counts = new Map<number, { gained: number; lost: number }>();
  const bump = (id: number, k: 'gained' | 'lost') => {
    const c = counts.get(id) ?? { gained: 0, lost: 0 };
    c[k] += 1;
    counts.set(id, c);
  };
  for (const d of diffs) {
    d.added.forEach((id) => bump(id, 'gained'));
    d.removed.forEach((id) => bump(id, 'lost'));
  }
  counts.delete(actorId);
  if (!counts.size) return [];
  const actor = await nameOf(tx, actorId);
  const brands = (n: number) => `**${n} brand${n === 1 ? '' : 's'}**`;
  return [...counts].map(([userId, c]) => ({
    userId,
    type: 'OWNERS_CHANGED' as const,
    actorUserId: actorId,
    content: `**${actor}** ${[
      c.gained && `made you a brand owner of ${brands(c.gained)}`,
      c.lost && `removed you as a brand owner of ${brands(c.lost)}`,
    ]
      .filter(Boolean)
      .join(' and ')}`,
  }));
}
