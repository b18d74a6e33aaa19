import { MESSAGES, mayRead, type ReadArea, type RoleCode } from '@crm/contracts';
import { forbidden } from '../lib/errors.js';

/**
 * The caller of a request: their id, role codes, ADMIN flag, the teams they own as a TO and the
 * users reporting to them in those teams. Services take it to apply row rules (ARCHITECTURE.md §6).
 */
export type Actor = {
  userId: number;
  roles: RoleCode[];
  isAdmin: boolean;
  ownedTeamIds: number[];
  teamMemberIds: number[];
};

export const hasRole = (a: Actor, ...roles: RoleCode[]) => roles.some((r) => a.roles.includes(r));

/**
 * Whose brands the actor works on the pipeline (spec 001 §6): 'all' for PO (and ADMIN), a list of
 * owner user ids for BO (self) and TO (self and team), or null when the actor may not assign at all.
 */
export function pipelineScope(a: Actor): 'all' | number[] | null {
  if (a.isAdmin || hasRole(a, 'PO', 'ADMIN')) return 'all';
  const ids = new Set<number>();
  if (hasRole(a, 'BO')) ids.add(a.userId);
  if (hasRole(a, 'TO')) {
    ids.add(a.userId);
    a.teamMemberIds.forEach((id) => ids.add(id));
  }
  return ids.size ? [...ids] : null;
}

/** Whether the actor is an admin (the flag or the ADMIN role): /api/admin/... routes (spec 001 §6). */
export const isAdminActor = (a: Actor) => a.isAdmin || hasRole(a, 'ADMIN');

/** 403 (`message`, `code`) unless the actor is an admin (spec 001 §6 admin-only actions). */
export function assertAdmin(
  a: Actor,
  message: string = MESSAGES.forbidden,
  code = 'FORBIDDEN',
): void {
  if (!isAdminActor(a)) throw forbidden(message, code);
}

/** 403 unless the actor's roles may read `area` (the read table ROLE_READ_ACCESS in the contracts). */
export function assertMayRead(a: Actor, area: ReadArea): void {
  if (!mayRead(a.roles, a.isAdmin, area)) throw forbidden(MESSAGES.forbidden, 'READ_NOT_ALLOWED');
}
