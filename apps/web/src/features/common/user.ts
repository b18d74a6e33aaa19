import type { AuthUser, RoleCode } from '@crm/contracts';
import { readSession } from '../../lib/session';

/** The logged-in user from the stored session, or null (spec 000 §3 user data). */
export function currentUser(): AuthUser | null {
  return readSession()?.user ?? null;
}

/** True when `user` holds any of `roles` (spec 001 §6 role helpers). ADMIN is also the isAdmin flag. */
export function hasAnyRole(user: AuthUser | null, ...roles: RoleCode[]): boolean {
  if (!user) return false;
  return roles.some((r) => user.roles.includes(r) || (r === 'ADMIN' && user.isAdmin));
}

/** The assign-brands page opens for PO, BO or TO, or an admin (spec 000 §2.1, 001 §6). */
export function canOpenAssignPage(user: AuthUser | null): boolean {
  return !!user && (user.isAdmin || hasAnyRole(user, 'PO', 'BO', 'TO'));
}

/** PO and ADMIN manage inventories (archive, edit any event inventory); mirrors the server rule. */
export function isInventoryManager(user: AuthUser | null): boolean {
  return !!user && (user.isAdmin || hasAnyRole(user, 'PO', 'ADMIN'));
}
