import {
  mayRead,
  mayWorkPairing,
  type AuthUser,
  type InviteStatus,
  type ReadArea,
  type RoleCode,
} from '@crm/contracts';
import { readSession } from './session';

/** The logged-in user from the stored session, or null (spec 000 §3 user data). */
export function currentUser(): AuthUser | null {
  return readSession()?.user ?? null;
}

/** True when `user` holds any of `roles` (spec 001 §6 role helpers). ADMIN is also the isAdmin flag. */
export function hasAnyRole(user: AuthUser | null, ...roles: RoleCode[]): boolean {
  if (!user) return false;
  return roles.some((r) => user.roles.includes(r) || (r === 'ADMIN' && user.isAdmin));
}

/** Whose brands a user works on the pipeline: every brand, their team's, their own, or none. */
export type PipelineScope = 'all' | 'team' | 'own' | null;

/**
 * The server's pipelineScope mirrored (apps/server/src/auth/actor.ts, spec 001 §6): PO and ADMIN work
 * every brand, a TO their team's, a BO their own; any other role (HR, MG…) works none.
 */
export function pipelineScope(user: AuthUser | null): PipelineScope {
  if (!user) return null;
  if (hasAnyRole(user, 'PO', 'ADMIN')) return 'all';
  if (hasAnyRole(user, 'TO')) return 'team';
  return hasAnyRole(user, 'BO') ? 'own' : null;
}

/**
 * True when the user may work a brand with these owners (stages, call notes; spec 001 §6). A BO must
 * own it; a TO's team is not known here, so the server has the last word on a TO.
 */
export function canWorkBrand(user: AuthUser | null, ownerUserIds: number[]): boolean {
  const scope = pipelineScope(user);
  return (
    scope === 'all' || scope === 'team' || (scope === 'own' && ownerUserIds.includes(user!.userId))
  );
}

/**
 * True when the user works this pairing (stage, call notes): the contracts' mayWorkPairing, with the brand's
 * owners for the pipeline scope (canWorkBrand) and the user's invitation on the pairing (`myInviteStatus`).
 */
export function canWorkPairing(
  user: AuthUser | null,
  p: { brandOwners: { brandOwnerUserId: number }[]; myInviteStatus: InviteStatus | null },
): boolean {
  return mayWorkPairing({
    inPipelineScope: canWorkBrand(
      user,
      p.brandOwners.map((o) => o.brandOwnerUserId),
    ),
    inviteStatus: p.myInviteStatus,
  });
}

/** The assign-brands page opens for PO, BO or TO, or an admin (spec 000 §2.1, 001 §6). */
export const canOpenAssignPage = (user: AuthUser | null): boolean => pipelineScope(user) !== null;

/** Whether the user may read `area` of a brand (contracts ROLE_READ_ACCESS, which the server enforces); sections they may not read are not shown. */
export const canRead = (user: AuthUser | null, area: ReadArea): boolean =>
  !!user && mayRead(user.roles, user.isAdmin, area);

/** PO and ADMIN manage inventories (archive, edit any event inventory); mirrors the server rule. */
export function isInventoryManager(user: AuthUser | null): boolean {
  return !!user && (user.isAdmin || hasAnyRole(user, 'PO', 'ADMIN'));
}
