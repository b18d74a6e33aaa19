import type { BrandPermissions } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { hasRole, pipelineScope, type Actor } from '../../../auth/actor.js';
import { notFound } from '../../../lib/errors.js';
import { accessFacts, lockBrand } from './ownerQueries.js';

/** What the caller may do on one brand, with the facts the rules were decided from. */
export type BrandAccess = BrandPermissions & {
  ownerIds: number[];
  /** The caller is PO or ADMIN (works every brand). */
  isPoOrAdmin: boolean;
  /** The caller is a TO and an owner of the brand is in their team (or is them). */
  isTeamOwner: boolean;
  isOffloaded: boolean;
  infoUpdateNotificationEnabled: boolean;
};

/**
 * The caller's rights on brand `brandId` (spec 001 §6, spec 000 §6; 404 for an unknown brand). With
 * `lock`, the brand row is locked FOR UPDATE first and the owners read after, in a statement of their
 * own (so under READ COMMITTED they see every change committed before the lock was granted): rules
 * and writes of concurrent requests see the same owners, one after the other.
 * - edit and mark engagement: an owner of the brand (BO), a TO whose team holds an owner, PO, ADMIN;
 * - change owners: PO, ADMIN, or a TO whose team holds an owner (a BO may not add others);
 * - offload: an owner (removes themselves), or PO/ADMIN (marks the brand offloaded);
 * - notify the brand owner: a user who works the pipeline (BO/TO/PO/ADMIN) and does not own the brand,
 *   while the brand has an owner and its info-update notification is still enabled.
 */
export async function brandAccess(
  db: Tx,
  actor: Actor,
  brandId: number,
  opts: { lock?: boolean } = {},
): Promise<BrandAccess> {
  if (opts.lock) await lockBrand(db, brandId);
  const facts = await accessFacts(db, brandId);
  if (!facts) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  const { ownerIds } = facts;
  const scope = pipelineScope(actor);
  const isPoOrAdmin = scope === 'all';
  const isOwner = ownerIds.includes(actor.userId);
  const inScope = scope === 'all' || (!!scope && ownerIds.some((id) => scope.includes(id)));
  const isTeamOwner = hasRole(actor, 'TO') && inScope;
  const isBoOwner = isOwner && hasRole(actor, 'BO');
  const canEdit = isPoOrAdmin || isTeamOwner || isBoOwner;
  return {
    ownerIds,
    isPoOrAdmin,
    isTeamOwner,
    isOwner,
    isOffloaded: facts.isOffloaded,
    infoUpdateNotificationEnabled: facts.infoUpdateNotificationEnabled,
    canEdit,
    canMarkEngagement: canEdit,
    canManageOwners: isPoOrAdmin || isTeamOwner,
    canOffload: isOwner || (isPoOrAdmin && !facts.isOffloaded),
    canNotify:
      scope !== null && !isOwner && ownerIds.length > 0 && facts.infoUpdateNotificationEnabled,
  };
}

/** Public part of an access record (the UI mirrors it). */
export function permissionsOf(a: BrandAccess): BrandPermissions {
  return {
    canEdit: a.canEdit,
    canMarkEngagement: a.canMarkEngagement,
    canManageOwners: a.canManageOwners,
    canOffload: a.canOffload,
    canNotify: a.canNotify,
    isOwner: a.isOwner,
  };
}
