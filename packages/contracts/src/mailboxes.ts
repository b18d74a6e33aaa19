import { z } from 'zod';
import { DateOnly, Id, MessageResult } from './common.js';
import { defineRoute } from './routes.js';

/** How a mail connection is secured: TLS from the start (993, 465), STARTTLS (143, 587), or none (a local server only). */
export const MAIL_SECURITY = ['TLS', 'STARTTLS', 'NONE'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

/**
 * What colleagues who may read a brand see of a mail linked from someone's mailbox (issue 41 §1):
 * everything, the subject with the metadata (who, when, attachments' names), or the metadata only.
 */
export const MAIL_VISIBILITY = ['FULL', 'SUBJECT', 'METADATA'] as const;
export type MailVisibility = (typeof MAIL_VISIBILITY)[number];

/** The visibility choices as the settings say them. */
export const MAIL_VISIBILITY_LABELS: Record<MailVisibility, string> = {
  FULL: 'Everything',
  SUBJECT: 'Subject and who, when',
  METADATA: 'Only who and when',
};

/** A server's address: host name or IP, port, security. */
const MailServer = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.:-]+$/, 'must be a host name or an IP address'),
  port: z.number().int().min(1).max(65535),
  security: z.enum(MAIL_SECURITY),
});
export type MailServer = z.infer<typeof MailServer>;

/** A mail provider's servers, prefilled in the connect form (issue 41 §1); OTHER leaves them to the user. */
export const MAIL_PROVIDERS = {
  GMAIL: {
    label: 'Gmail / Google Workspace',
    imap: { host: 'imap.gmail.com', port: 993, security: 'TLS' },
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'TLS' },
  },
  OUTLOOK: {
    label: 'Outlook / Microsoft 365',
    imap: { host: 'outlook.office365.com', port: 993, security: 'TLS' },
    smtp: { host: 'smtp.office365.com', port: 587, security: 'STARTTLS' },
  },
  ZOHO: {
    label: 'Zoho Mail',
    imap: { host: 'imap.zoho.in', port: 993, security: 'TLS' },
    smtp: { host: 'smtp.zoho.in', port: 465, security: 'TLS' },
  },
  OTHER: { label: 'Another provider', imap: null, smtp: null },
} as const satisfies Record<
  string,
  { label: string; imap: MailServer | null; smtp: MailServer | null }
>;
export type MailProvider = keyof typeof MAIL_PROVIDERS;

/** What the mailbox screens and calls say (issue 41 §1). */
export const MAILBOX_MESSAGES = {
  connected: (address: string) => `${address} is connected: its mail is being read.`,
  saved: 'Mailbox settings saved.',
  disconnectedKept: (address: string) =>
    `${address} is disconnected; the mails already linked stay.`,
  disconnectedRemoved: (address: string) =>
    `${address} is disconnected and its linked mails are removed.`,
  notFound: 'That mailbox is not connected to your account.',
  reconnect: (address: string) => `${address} is disconnected: connect it again first.`,
  already: (address: string) => `${address} is already connected.`,
  keyMissing:
    'Mailboxes cannot be connected on this server until an admin sets MAIL_SECRET_KEY (the key their passwords are kept under).',
  imapUnreachable: (host: string, port: number) =>
    `Cannot reach the IMAP server ${host}:${port}: check the host, port and security.`,
  smtpUnreachable: (host: string, port: number) =>
    `Cannot reach the SMTP server ${host}:${port}: check the host, port and security.`,
  imapSignIn:
    'The IMAP server refused the sign-in: check the user name and the app password (your provider’s app password, not your usual one).',
  smtpSignIn:
    'The SMTP server refused the sign-in: check the user name and the app password (your provider’s app password, not your usual one).',
  imapFailed: (reason: string) => `The IMAP server answered with an error: ${reason}`,
  smtpFailed: (reason: string) => `The SMTP server answered with an error: ${reason}`,
  unknownHost: (host: string) => `No mail server is known by the name ${host}: check the host.`,
  privateHost: (host: string) =>
    `${host} is an address inside this server's own network: only the hosts an admin allows (MAIL_PRIVATE_HOSTS) are reached there.`,
  tlsFailed: (host: string) =>
    `${host} did not offer a valid certificate for a secure connection: check the host and security.`,
  noFolder: (folder: string) => `This mailbox has no folder named “${folder}”.`,
  tested: 'Both servers accepted the sign-in.',
} as const;

/** A mailbox's connection as the user types it: address, IMAP and SMTP servers, the user name and app password. */
export const MailConnection = z.object({
  provider: z.enum(Object.keys(MAIL_PROVIDERS) as [MailProvider, ...MailProvider[]]),
  address: z.string().trim().toLowerCase().email().max(254),
  /** The servers' user name; usually the address. */
  username: z.string().trim().min(1).max(254),
  /** The provider's app password; kept sealed at rest, never answered. */
  password: z.string().min(1).max(500),
  imap: MailServer,
  smtp: MailServer,
});
export type MailConnection = z.infer<typeof MailConnection>;

/**
 * Which folders are read, from which day (IST, `YYYY-MM-DD`), what colleagues see of a linked mail, and
 * the signature {{user.signature}} fills in a mail sent from it (issue 41 §4).
 */
export const MailboxSettings = z.object({
  /** IMAP folder paths, 1 to 20 (INBOX and the Sent folder by default). */
  folders: z.array(z.string().min(1).max(500)).min(1).max(20),
  syncFrom: DateOnly,
  visibility: z.enum(MAIL_VISIBILITY),
  signature: z.string().max(2000).default(''),
});
export type MailboxSettings = z.infer<typeof MailboxSettings>;

/** A folder of a mailbox as its IMAP server lists it; `specialUse` is `\Sent`, `\Inbox`… when marked. */
export const MailFolder = z.object({
  path: z.string(),
  name: z.string(),
  specialUse: z.string().nullable(),
});
export type MailFolder = z.infer<typeof MailFolder>;

/** The folders a connection test found, and the ones read by default: INBOX and the Sent folder. */
export const MailConnectionTest = z.object({
  message: z.string(),
  folders: z.array(MailFolder),
  defaultFolders: z.array(z.string()),
});
export type MailConnectionTest = z.infer<typeof MailConnectionTest>;

/**
 * One of the caller's mailboxes (issue 41 §1): its servers (never the password), settings, and state:
 * ACTIVE (read), ERROR (the last attempt failed: `lastError`), DISCONNECTED (kept for its linked mails).
 */
export const MailboxInfo = z.object({
  mailboxId: z.number(),
  provider: z.string(),
  address: z.string(),
  username: z.string(),
  imap: MailServer,
  smtp: MailServer,
  folders: z.array(z.string()),
  syncFrom: z.string(),
  visibility: z.enum(MAIL_VISIBILITY),
  signature: z.string(),
  status: z.enum(['ACTIVE', 'ERROR', 'DISCONNECTED']),
  lastError: z.string().nullable(),
  connectedAt: z.string(),
  /**
   * How far reading has come (issue 41 §2): mails since the first day in the read folders, those read,
   * and the minutes left at the pace so far (null once done or before a pace is known); null before the first read.
   */
  progress: z
    .object({ total: z.number(), done: z.number(), minutesLeft: z.number().nullable() })
    .nullable(),
});
export type MailboxInfo = z.infer<typeof MailboxInfo>;

const MailboxRef = z.object({ mailboxId: Id });

/** The caller's mailboxes (issue 41 §1): connect (tested first), test, folders, settings, disconnect. */
export const mailboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/user/mailboxes',
    response: z.object({
      mailboxes: z.array(MailboxInfo),
      /** False when this server cannot keep a mailbox's password (production without MAIL_SECRET_KEY). */
      canConnect: z.boolean(),
    }),
    summary: 'The caller’s connected mailboxes, and whether this server can connect one',
    tags: ['mailboxes'],
    cacheKey: ['mailboxes'],
  }),
  test: defineRoute({
    method: 'POST',
    path: '/user/mailboxes/test',
    body: MailConnection,
    response: MailConnectionTest,
    summary: 'Signs in to the IMAP and SMTP servers without saving; answers the folders',
    tags: ['mailboxes'],
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/user/mailboxes',
    body: z.object({ connection: MailConnection, settings: MailboxSettings }),
    response: MailboxInfo,
    summary:
      'Tests, then connects a mailbox (its password sealed at rest); a disconnected one of the same address is reconnected',
    tags: ['mailboxes'],
  }),
  folders: defineRoute({
    method: 'GET',
    path: '/user/mailboxes/folders',
    query: MailboxRef,
    response: z.object({ folders: z.array(MailFolder) }),
    summary: 'The folders of one of the caller’s mailboxes, as its IMAP server lists them now',
    tags: ['mailboxes'],
    cacheKey: ['mailboxes', 'folders'],
  }),
  update: defineRoute({
    method: 'POST',
    path: '/user/mailboxes/settings',
    body: MailboxRef.extend(MailboxSettings.shape),
    response: MailboxInfo,
    summary: 'Changes which folders of a mailbox are read, from which day, and what colleagues see',
    tags: ['mailboxes'],
  }),
  disconnect: defineRoute({
    method: 'POST',
    path: '/user/mailboxes/disconnect',
    body: MailboxRef.extend({ keepMails: z.boolean() }),
    response: MessageResult,
    summary:
      'Stops reading a mailbox at once and forgets its password; keeps or removes its linked mails',
    tags: ['mailboxes'],
  }),
};
