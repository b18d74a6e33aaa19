import type { RoleCode } from './constants.js';
import type { InviteStatus } from './collaboration.js';

/**
 * What a role may read of a brand beyond its profile and the brand and event lists.
 * Working the pipeline (assign, stages, call notes) is the pipeline scope's rule (PO/ADMIN any brand,
 * BO own, TO team's) plus accepted collaborators on their pairings (mayWorkPairing below); this table covers reading.
 * - PIPELINE: deal values — a brand's pairings with their values (GET /brand/event/inventory/v2), closed
 *   deals and forecasts, which refuse without it, and every won value, value total or closed value other
 *   reads carry (event inventories, dashboard, inventory overview, event timeline…), answered as null or
 *   left out without it (mayReadDealValues);
 * - CALL_NOTES: interactions and the interactions timeline (GET /brand/interactions[/timeline]);
 * - STAGE_HISTORY: pairing history (GET /brand/stage-history, /event/inventory/history);
 * - POC_CONTACT: POC phone numbers and email (masked to null without it);
 * - BRAND_FILES: a brand's files and their downloads;
 * - BRAND_EXPORT: the brand list as CSV/XLSX (POST /brand/export).
 */
export const READ_AREAS = [
  'PIPELINE',
  'CALL_NOTES',
  'STAGE_HISTORY',
  'POC_CONTACT',
  'BRAND_FILES',
  'BRAND_EXPORT',
] as const;
export type ReadArea = (typeof READ_AREAS)[number];

const ALL = READ_AREAS;

/**
 * The read table: management and the sales roles read everything; finance reads deal values and
 * history; legal reads contacts and files; subject matter experts, operations and planners read what
 * delivering a deal needs; HR, support and service read none of the pipeline. The ADMIN flag reads all.
 */
const ROLE_READ_ACCESS: Record<RoleCode, readonly ReadArea[]> = {
  BO: ALL,
  PO: ALL,
  TO: ALL,
  ADMIN: ALL,
  MG: ALL,
  VH: ALL,
  FI: ['PIPELINE', 'STAGE_HISTORY', 'BRAND_EXPORT'],
  LG: ['POC_CONTACT', 'BRAND_FILES'],
  SME: ['PIPELINE', 'STAGE_HISTORY', 'BRAND_FILES'],
  OPS: ['PIPELINE', 'POC_CONTACT', 'BRAND_FILES'],
  PLR: ['PIPELINE', 'BRAND_FILES'],
  HR: [],
  SPT: [],
  SVC: [],
};

/** Whether a user with `roles` (and the ADMIN flag `isAdmin`) may read `area`. */
export const mayRead = (roles: readonly string[], isAdmin: boolean, area: ReadArea) =>
  isAdmin || roles.some((r) => (ROLE_READ_ACCESS[r as RoleCode] ?? []).includes(area));

/**
 * Whether a user with `roles` (and the ADMIN flag `isAdmin`) may read deal values — closed, proposed and
 * negotiated values and their sums (crore): the PIPELINE read area, the one rule every read carrying them applies.
 */
export const mayReadDealValues = (roles: readonly string[], isAdmin: boolean) =>
  mayRead(roles, isAdmin, 'PIPELINE');

/**
 * Invitation statuses that let a colleague work a pairing like its owner: only an accepted invitation.
 * A pending (CO_INVITED), rejected or revoked one grants nothing, so a revocation ends the work at once.
 */
export const WORKING_INVITE_STATUSES = ['ACCEPTED'] as const satisfies readonly InviteStatus[];

/** A user's standing on one pairing (brand × event inventory): the inputs of mayWorkPairing. */
export type PairingStanding = {
  /** The brand is in the user's pipeline scope: PO and ADMIN any brand, a BO their own, a TO their team's (spec 001 §6). */
  inPipelineScope: boolean;
  /** The user's latest collaboration invitation on this very pairing, or null when never invited there. */
  inviteStatus: InviteStatus | null;
};

/**
 * Who works a pairing — updates its stage and values, adds call notes about it: whoever has the brand in
 * their pipeline scope, or an accepted collaborator on that pairing (not on the brand's other pairings).
 * The server decides every request and every `canUpdate` with it (its lists with the same statuses in SQL);
 * the web app shows the controls by it.
 */
export const mayWorkPairing = (s: PairingStanding): boolean =>
  s.inPipelineScope ||
  (s.inviteStatus !== null &&
    (WORKING_INVITE_STATUSES as readonly InviteStatus[]).includes(s.inviteStatus));
