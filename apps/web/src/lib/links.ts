/** URL builders for the domain routes (spec 000 §2.1), so query names are typed once. */

const qs = (q: Record<string, string | number | null | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

type EiRef = { eiId: number; eventId: number; eventName: string; inventoryName: string };

/**
 * /inventory/{eiId}?eventId&eventName&inventoryName&tab1&invitation — the event inventory detail; `tab1` 2 opens the
 * collaboration requests (with `invitation` true, as a collaboration notification links), 3 the brand suggestions (spec 000 §2.1).
 */
export const inventoryDetailPath = (
  ei: EiRef,
  open: { tab1?: 1 | 2 | 3; invitation?: boolean } = {},
) =>
  `/inventory/${ei.eiId}${qs({ eventId: ei.eventId, eventName: ei.eventName, inventoryName: ei.inventoryName, tab1: open.tab1, invitation: open.invitation ? 'true' : undefined })}`;

/** /assignbrandV2/{eiId}?eventId&eventName&inventoryName&tab&view — the assign-brands page; view 'shared': the pairings shared with the user. */
export const assignBrandsPath = (ei: EiRef, tab = 'UNASSIGNED', view?: 'shared') =>
  `/assignbrandV2/${ei.eiId}${qs({ eventId: ei.eventId, eventName: ei.eventName, inventoryName: ei.inventoryName, tab, view })}`;

/** /eventinfo/{eventId}?eventName. */
export const eventInfoPath = (eventId: number, eventName?: string) =>
  `/eventinfo/${eventId}${qs({ eventName })}`;

/** /brandInfo/{brandId}?brandName. */
export const brandInfoPath = (brandId: number, brandName?: string, infoTab?: string) =>
  `/brandInfo/${brandId}${qs({ brandName, infoTab })}`;

/** /inventoryEvents/{inventoryId}?inventoryName. */
export const inventoryEventsPath = (inventoryId: number, inventoryName?: string) =>
  `/inventoryEvents/${inventoryId}${qs({ inventoryName })}`;

/** /addcallnotes?brandId&pocId&eiId: call notes on a brand, with the POC chosen and the one pairing (eiId) to update pre-checked. */
export const callNotesPath = (q: { brandId: number; pocId?: number | null; eiId?: number }) =>
  `/addcallnotes${qs(q)}`;

/** /admin/brands: the admins' lists of every brand, current and offloaded. */
export const ADMIN_BRANDS_PATH = '/admin/brands';

/** /admin/brands/assign: the admins' bulk brand owner moves. */
export const ADMIN_ASSIGN_BRANDS_PATH = '/admin/brands/assign';

/** /admin/users/teams: the admins' team overview. */
export const ADMIN_TEAMS_PATH = '/admin/users/teams';

/** Where a user whose roles need two-factor sign-in goes until it is set up (issue 40 §4). */
export const TWO_FACTOR_SETUP_PAGE = '/two-factor-setup';

/** /admin/audit: the audit trail (issue 40 §6). */
export const ADMIN_AUDIT_PATH = '/admin/audit';

/** /admin/webhooks: the webhooks and their delivery logs (issue 42 §2). */
export const ADMIN_WEBHOOKS_PATH = '/admin/webhooks';

/** /admin/events: the admins' events (create, edit, archive). */
export const ADMIN_EVENTS_PATH = '/admin/events';

/** /admin/events/info?eventId: one event as the admins manage it. */
export const adminEventInfoPath = (eventId: number) =>
  `${ADMIN_EVENTS_PATH}/info${qs({ eventId })}`;
