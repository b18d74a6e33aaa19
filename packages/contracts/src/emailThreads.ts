import { z } from 'zod';
import { Id, PageInfo, pageFields } from './common.js';
import { MAIL_VISIBILITY } from './mailboxes.js';
import { defineRoute } from './routes.js';

/** What the Email tab says (issue 41 §3). */
export const EMAIL_THREAD_MESSAGES = {
  oneRecord: 'Name one brand or one POC: brandId or pocId.',
  threadNotFound: 'That conversation is not there, or not yours to read.',
  attachmentNotFound: 'That attachment is not there, or not yours to open.',
  hidden: 'Its owner shares only who wrote and when.',
  subjectOnly: 'Its owner shares the subject, who wrote and when.',
} as const;

/** Whose mails, one brand's or one POC's, a page of them. */
const ThreadsQuery = z
  .object({ brandId: Id.optional(), pocId: Id.optional(), ...pageFields(20) })
  .refine((q) => (q.brandId === undefined) !== (q.pocId === undefined), {
    message: EMAIL_THREAD_MESSAGES.oneRecord,
  });

/**
 * One conversation in a brand's or POC's Email tab (issue 41 §3): from one user's mailbox, newest mail
 * first. What the caller sees follows the mailbox owner's setting (`visibility`, FULL for their own):
 * `subject` is null under METADATA, `snippet` null unless FULL. Times are ISO UTC (shown in IST).
 */
export const MailThreadSummary = z.object({
  threadId: z.string(),
  subject: z.string().nullable(),
  snippet: z.string().nullable(),
  /** Senders of its mails, names where known, the latest first. */
  senders: z.array(z.string()),
  messageCount: z.number(),
  lastAt: z.string(),
  hasAttachments: z.boolean(),
  owner: z.object({ userId: z.number(), userName: z.string() }),
  visibility: z.enum(MAIL_VISIBILITY),
});
export type MailThreadSummary = z.infer<typeof MailThreadSummary>;

/** One mail of a conversation, as much of it as the caller may see (see MailThreadSummary). */
export const MailMessageView = z.object({
  messageRowId: z.number(),
  fromAddress: z.string(),
  fromName: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  sentAt: z.string(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  /** The HTML as sent: the page sanitises it before showing it, remote images blocked until asked. */
  html: z.string().nullable(),
  /** A deck or case study sent as a tracked link, and how often it was opened (its mailbox's owner only). */
  trackedLinks: z.array(z.object({ name: z.string(), opens: z.number() })),
  /**
   * Each downloads (GET /api/email/attachment, size in bytes); `linked`: of a mail over 25 MB, its bytes
   * are not copied but fetched from the mailbox when opened.
   */
  attachments: z.array(
    z.object({
      name: z.string(),
      contentType: z.string(),
      size: z.number(),
      linked: z.boolean(),
    }),
  ),
});
export type MailMessageView = z.infer<typeof MailMessageView>;

/** The Email tab of a brand or a POC (issue 41 §3): its conversations, and one conversation's mails. */
export const emailThreadRoutes = {
  threads: defineRoute({
    method: 'GET',
    path: '/email/threads',
    query: ThreadsQuery,
    response: z.object({ threads: z.array(MailThreadSummary), pageInfo: PageInfo }),
    summary: 'The mail conversations of a brand or a POC the caller may see, the latest first',
    tags: ['email'],
    cacheKey: ['emailThreads'],
  }),
  thread: defineRoute({
    method: 'GET',
    path: '/email/thread',
    /** `<mailboxId>:<thread key>`, as a summary gives it. */
    query: z.object({
      threadId: z.string().regex(/^\d{1,15}:.{1,1000}$/s, 'must be a threadId from the list'),
    }),
    response: z.object({
      subject: z.string().nullable(),
      visibility: z.enum(MAIL_VISIBILITY),
      owner: z.object({ userId: z.number(), userName: z.string() }),
      messages: z.array(MailMessageView),
    }),
    summary:
      'One mail conversation, oldest mail first, as much as its owner shares with the caller',
    tags: ['email'],
    cacheKey: ['emailThreads', 'thread'],
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/email/attachment',
    /** The mail (`messageRowId` of a thread's mail) and the attachment's place among its attachments. */
    query: z.object({ messageRowId: Id, index: z.coerce.number().int().min(0).max(999) }),
    response: 'file',
    summary: 'An attachment of a mail the caller may read whole',
    tags: ['email'],
  }),
};
