import { z } from 'zod';
import { DateOnly, Id, intInput } from './common.js';
import { REFERENCE_KINDS } from './adminReference.js';
import { defineRoute } from './routes.js';

/**
 * The audit trail (issue 40 §6): every admin action and security event, recorded once in the same
 * transaction as the change. An action code is `<entity>.<verb>`.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.role_change',
  'user.deactivate',
  'user.reactivate',
  'user.invite',
  'user.sign_out_everywhere',
  'user.2fa_reset',
  'reference.create',
  'reference.update',
  'reference.remove',
  'reference.restore',
  'event.create',
  'event.update',
  'event.archive',
  'event.import',
  'inventory.update',
  'inventory.offer',
  'case_study.add',
  'case_study.remove',
  'case_study.restore',
  'smes.update',
  'event_inventory.blocked_industries',
  'custom_field.create',
  'custom_field.update',
  'custom_field.reorder',
  'custom_field.archive',
  'custom_field.restore',
  'custom_field.remove',
  'brand.create',
  'brand.admin_edit',
  'brand.owner_move',
  'brand.owner_move_undo',
  'news.create',
  'news.update',
  'news.status',
  'export.download',
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_reset',
  'auth.2fa_enable',
  'auth.2fa_disable',
  'auth.recovery_codes',
  'auth.recovery_code_used',
  'auth.sso_provision',
  'mailbox.connect',
  'mailbox.disconnect',
  'settings.update',
  'api_token.create',
  'api_token.revoke',
  'api_token.write',
  'webhook.create',
  'webhook.update',
  'webhook.remove',
  'webhook.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record is about: a user, a reference kind, an event, a list downloaded… */
export const AUDIT_ENTITIES = [
  'user',
  ...REFERENCE_KINDS,
  'event',
  'event_inventory',
  'custom_field',
  'brand',
  'news',
  'mailbox',
  'list',
  'setting',
  'api_token',
  'webhook',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** How the audit page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.create': 'User added',
  'user.update': 'User edited',
  'user.role_change': 'Roles changed',
  'user.deactivate': 'User deactivated',
  'user.reactivate': 'User reactivated',
  'user.invite': 'Invitation sent again',
  'user.sign_out_everywhere': 'Signed out everywhere',
  'user.2fa_reset': 'Second factor reset',
  'reference.create': 'Reference added',
  'reference.update': 'Reference edited',
  'reference.remove': 'Reference removed',
  'reference.restore': 'Removal undone',
  'event.create': 'Event created',
  'event.update': 'Event edited',
  'event.archive': 'Event archived or unarchived',
  'event.import': 'Event imported',
  'inventory.update': 'Inventory edited',
  'inventory.offer': 'Inventory offered at events',
  'case_study.add': 'Case study added',
  'case_study.remove': 'Case study removed',
  'case_study.restore': 'Case study restored',
  'smes.update': 'SMEs changed',
  'event_inventory.blocked_industries': 'Blocked industries changed',
  'custom_field.create': 'Custom field added',
  'custom_field.update': 'Custom field edited',
  'custom_field.reorder': 'Custom fields reordered',
  'custom_field.archive': 'Custom field archived',
  'custom_field.restore': 'Custom field restored',
  'custom_field.remove': 'Custom field deleted',
  'brand.create': 'Brand added by an admin',
  'brand.admin_edit': 'Brand edited by an admin',
  'brand.owner_move': 'Brand owners moved',
  'brand.owner_move_undo': 'Brand owner move undone',
  'news.create': 'News added',
  'news.update': 'News edited',
  'news.status': 'News hidden or shown',
  'export.download': 'List downloaded',
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.password_reset': 'Password set from a link',
  'auth.2fa_enable': 'Two-factor sign-in turned on',
  'auth.2fa_disable': 'Two-factor sign-in turned off',
  'auth.recovery_codes': 'New recovery codes made',
  'auth.recovery_code_used': 'Signed in with a recovery code',
  'auth.sso_provision': 'User made by single sign-on',
  'mailbox.connect': 'Mailbox connected',
  'mailbox.disconnect': 'Mailbox disconnected',
  'settings.update': 'Settings changed',
  'api_token.create': 'API token created',
  'api_token.revoke': 'API token revoked',
  'api_token.write': 'Change made with an API token',
  'webhook.create': 'Webhook added',
  'webhook.update': 'Webhook changed',
  'webhook.remove': 'Webhook removed',
  'webhook.restore': 'Webhook restored',
};

/** What the audit page and its calls say. */
const AUDIT_MESSAGES = {
  badRange: "'from' must be on or before 'to'",
} as const;

/** Records per page of GET /api/admin/audit. */
const AUDIT_PAGE_SIZE = 50;

/** Fields of a record's before or after: JSON values, never a secret (the server drops those). */
const AuditFields = z.record(z.string(), z.unknown()).nullable();

/** One audit record: who (null for a failed sign-in of an unknown address), when (ISO UTC), from where, what, on what. */
export const AuditRecord = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ userId: z.number(), name: z.string(), email: z.string() }).nullable(),
  address: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  /** The subject's name as it is now (a user's, a brand's, an event's · inventory's); null once removed or when the id is the name. */
  entityName: z.string().nullable(),
  before: AuditFields,
  after: AuditFields,
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/**
 * GET /api/admin/audit: filters (who, action, entity and its id, IST days `from`–`to` inclusive), newest
 * first; `cursor` is the `nextCursor` of the page before (the id of its last record).
 */
export const AuditQuery = z
  .object({
    actorId: Id.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    from: DateOnly.optional(),
    to: DateOnly.optional(),
    cursor: Id.optional(),
    count: intInput.pipe(z.number().int().min(1).max(200)).default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.badRange,
    path: ['from'],
  });
export type AuditQuery = z.input<typeof AuditQuery>;

/** A page of the audit trail: `nextCursor` is the `cursor` of the next page, null at the end. */
export const AuditPage = z.object({
  records: z.array(AuditRecord),
  nextCursor: z.number().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** The audit trail (issue 40 §6): admins only (403 for everyone else); records are never edited or deleted. */
export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    query: AuditQuery,
    response: AuditPage,
    summary: 'One page of the audit trail, newest first, by keyset (admins)',
    tags: ['admin'],
    cacheKey: ['audit'],
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/admin/audit/csv',
    query: AuditQuery,
    response: 'file',
    export: true,
    summary: 'The audit trail as CSV, with the filters of the page (admins; streamed)',
    tags: ['admin'],
  }),
};
