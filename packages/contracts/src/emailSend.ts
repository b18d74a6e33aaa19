import { z } from 'zod';
import { Id, MessageResult } from './common.js';
import { defineRoute } from './routes.js';

/** What sending from the CRM says (issue 41 §4). */
export const EMAIL_SEND_MESSAGES = {
  queued: 'Sending your mail…',
  retried: 'Sending your mail again…',
  noMailbox: 'Connect a mailbox under Profile → Email to send from the CRM.',
  mailboxNotYours: 'That mailbox is not yours, or it is disconnected.',
  noRecipient: 'Pick at least one POC to send to.',
  pocNotOfBrand: 'Every recipient must be a current POC of this brand with an email address.',
  noContactAccess:
    'Your role may not see POCs’ contact details, so it cannot mail them from the CRM.',
  pairingNotOfBrand: 'That event inventory is not paired with this brand.',
  attachmentNotOfPairing: 'Attach only decks and case studies of the chosen event inventory.',
  sendNotFound: 'That mail is not there, or not yours.',
  notFailed: 'Only a mail that was not sent can be sent again.',
  cutOff: 'Sending was cut off. Look in your Sent folder before you send it again.',
  logged: 'Mail logged',
  notAMail:
    'That is not a mail’s source: paste it with its headers (From, To, Subject, Date), or type it in.',
  nobodyKnown: 'No POC or brand of this mail is known: nothing was logged.',
  failed: (subject: string, reason: string) => `Your mail **${subject}** was not sent: ${reason}`,
} as const;

/**
 * The merge fields a template or a mail may hold (issue 41 §4), each `{{name}}`: the first To POC's
 * names, the brand, the pairing's event and inventory (empty without one), the sender's signature.
 */
export const MERGE_FIELDS = [
  'poc.firstName',
  'poc.lastName',
  'brand.name',
  'event.name',
  'inventory.name',
  'user.name',
  'user.signature',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/**
 * `text` with each `{{field}}` of MERGE_FIELDS replaced by its value (spaces inside the braces allowed;
 * a missing value is empty); an unknown `{{…}}` is left as written, so a typo shows instead of vanishing.
 */
export function fillMergeFields(text: string, values: Partial<Record<MergeField, string>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? (values[name as MergeField] ?? '') : whole,
  );
}

/** How an attachment goes: the file itself, or a link that records each open. */
const ATTACH_AS = ['FILE', 'LINK'] as const;

/** A deck version or a case study of the pairing's inventory to attach. */
const Attachment = z.object({
  kind: z.enum(['DECK', 'CASE_STUDY']),
  id: Id,
  as: z.enum(ATTACH_AS),
});
export type EmailAttachment = z.infer<typeof Attachment>;

/** Text of a mail a user writes: no NUL, within `max` characters. */
const MailText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'must not hold a NUL character');

/**
 * POST /api/email/send (issue 41 §4): a mail from one of the caller's mailboxes to POCs of `brandId`
 * (`eiId` names the pairing, for its merge fields and attachments), merge fields filled on the server.
 * `sendKey` (a UUID the composer makes once) makes sending twice the same send.
 */
const EmailSendRequest = z.object({
  sendKey: z.uuid(),
  mailboxId: Id,
  brandId: Id,
  eiId: Id.optional(),
  toPocIds: z.array(Id).min(1).max(50),
  ccPocIds: z.array(Id).max(50).default([]),
  subject: MailText(998).pipe(z.string().trim().min(1, 'must not be empty')),
  body: MailText(100_000),
  /** The thread this answers (`<mailboxId>:<thread key>`), to keep the conversation together. */
  replyToThreadId: z.string().max(1100).optional(),
  attachments: z.array(Attachment).max(10).default([]),
});

/**
 * POST /api/email/log (issue 41 §4 "Log this email"): a mail from before the mailbox was connected, into
 * one of the caller's mailboxes: its whole source (pasted from "Show original", or an .eml file's text; up to
 * 1,000,000 characters, the request's limit),
 * or typed in: the POC, which way it went, when (ISO), subject and text.
 */
const EmailLogRequest = z.union([
  z.object({ mailboxId: Id, source: MailText(1_000_000).pipe(z.string().min(1)) }),
  z.object({
    mailboxId: Id,
    pocId: Id,
    direction: z.enum(['RECEIVED', 'SENT']),
    sentAt: z.iso.datetime({ offset: true }),
    subject: MailText(998).pipe(z.string().trim().min(1, 'must not be empty')),
    body: MailText(100_000),
  }),
]);

/** Where a mail sent from the CRM is (issue 41 §4). */
export const EMAIL_SEND_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;

/** A mail sent from the CRM as its Email tab lists it until it is in a thread: waiting, or not sent with why. */
export const EmailSendView = z.object({
  sendId: z.number(),
  subject: z.string(),
  to: z.array(z.string()),
  status: z.enum(EMAIL_SEND_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailSendView = z.infer<typeof EmailSendView>;

/** Sending mail from a brand, a POC or a pairing (issue 41 §4). */
export const emailSendRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/email/send',
    body: EmailSendRequest,
    response: z.object({ sendId: z.number(), message: z.string() }),
    summary: 'Queues a mail to POCs of a brand from one of the caller’s mailboxes',
    tags: ['email'],
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/email/send/retry',
    body: z.object({ sendId: Id }),
    response: z.object({ sendId: z.number(), message: z.string() }),
    summary: 'Sends again a mail of the caller’s that was not sent',
    tags: ['email'],
  }),
  log: defineRoute({
    method: 'POST',
    path: '/email/log',
    body: EmailLogRequest,
    response: z.object({ threadId: z.string(), message: z.string() }),
    summary: 'Logs a mail from before the mailbox was connected (its source, or typed in)',
    tags: ['email'],
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/email/sends',
    query: z.object({ brandId: Id }),
    response: z.object({ sends: z.array(EmailSendView) }),
    summary: 'The caller’s mails to a brand that are waiting or were not sent',
    tags: ['email'],
    cacheKey: ['emailThreads', 'sends'],
  }),
  openLink: defineRoute({
    method: 'GET',
    path: '/email/link',
    query: z.object({ token: z.string().regex(/^[\w-]{32}$/, 'must be a link from a mail') }),
    response: 'file',
    summary: 'A deck or case study linked from a mail: records the open, then answers the file',
    tags: ['email'],
  }),
};

/** What the templates say (issue 41 §4). */
export const EMAIL_TEMPLATE_MESSAGES = {
  saved: 'Template saved',
  removed: 'Template removed',
  restored: 'Template restored',
  notFound: 'That template is not there, or not yours to change.',
  sharedByAdmins: 'Only admins keep shared templates.',
} as const;

/**
 * A mail template (issue 41 §4): the caller's own, or `shared` (kept by admins, offered to everyone);
 * `mine` whether the caller may change it. Subject and body may hold MERGE_FIELDS.
 */
export const EmailTemplate = z.object({
  templateId: z.number(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;

/** POST /api/email/templates: a new template (no `templateId`) or a change to one; `shared` for admins only. */
const EmailTemplateSave = z.object({
  templateId: Id.optional(),
  name: MailText(100).pipe(z.string().trim().min(1, 'must not be empty')),
  subject: MailText(998),
  body: MailText(100_000),
  shared: z.boolean().default(false),
});

/** Mail templates: the caller's and the shared ones; save, remove, restore (Undo). */
export const emailTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/email/templates',
    response: z.object({ templates: z.array(EmailTemplate) }),
    summary: 'The caller’s mail templates and the shared ones, by name',
    tags: ['email'],
    cacheKey: ['emailTemplates'],
  }),
  save: defineRoute({
    method: 'POST',
    path: '/email/templates',
    body: EmailTemplateSave,
    response: z.object({ template: EmailTemplate, message: z.string() }),
    summary: 'Saves a mail template of the caller’s (or, for an admin, a shared one)',
    tags: ['email'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/email/templates/remove',
    body: z.object({ templateId: Id }),
    response: MessageResult,
    summary: 'Removes a mail template (restore undoes it)',
    tags: ['email'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/email/templates/restore',
    body: z.object({ templateId: Id }),
    response: MessageResult,
    summary: 'Brings back a removed mail template',
    tags: ['email'],
  }),
};
