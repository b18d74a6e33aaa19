import { MESSAGES, mayRead, mayReadDealValues, type ReadArea, type RoleCode } from '@crm/contracts';
import { forbidden } from '../lib/errors.js';

/**
 * The caller of a request: their id, role codes, ADMIN flag, the teams they own as a TO and the
 * users reporting to them in those teams, and whether their roles need two-factor sign-in they have not
 * set up (issue 40 §4: the API then answers only the set-up). Services take it to apply row rules
 * (ARCHITECTURE.md §6).
 */
export type Actor = {
  userId: number;
  roles: RoleCode[];
  isAdmin: boolean;
  ownedTeamIds: number[];
  teamMemberIds: number[];
  twoFactorSetupRequired: boolean;
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

/** Whether the actor may read deal values (the PIPELINE read area, mayReadDealValues in the contracts). */
export const readsDealValues = (a: Actor) => mayReadDealValues(a.roles, a.isAdmin);

/**
 * A deal value (crore) as the actor may read it: `value` when their roles read deal values, else null, so a
 * read that carries values among other fields answers without them (reads that are all values refuse instead).
 */
export const dealValue = (a: Actor, value: number | null): number | null =>
  readsDealValues(a) ? value : null;

/** Rows carrying a won value (crore) as the actor may read them: unchanged for a reader of deal values, else `wonValue` null. */
export const readableWonValues = <T extends { wonValue: number | null }>(
  a: Actor,
  rows: T[],
): T[] => (readsDealValues(a) ? rows : rows.map((r) => ({ ...r, wonValue: null })));
