import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import {
  MAILBOX_MESSAGES as M,
  type MailConnection,
  type MailFolder,
  type MailServer,
} from '@crm/contracts';
import { AppError, badRequest, errorLine } from '../../../lib/errors.js';
import { resolveServer, type ServerTarget } from './serverAddress.js';

/** How long to wait for a mail server to answer, each step (ms). */
const TIMEOUT_MS = 10_000;

/** The socket errors of a server that cannot be reached (refused, unknown host, no route, timed out). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ECONNRESET',
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
  'ConnectionTimeout',
  'GreetingTimeout',
  'NoConnection',
]);

/** Whether `e` is a TLS failure: a bad or missing certificate, or TLS spoken to a plain port. */
const tlsFailure = (e: unknown) =>
  /certificate|self[- ]signed|SSL|TLS|wrong version number/i.test(
    `${(e as { code?: string }).code ?? ''} ${e instanceof Error ? e.message : ''}`,
  );

/**
 * The 400 a failed step answers: the server unreachable, TLS refused, the sign-in refused, or what the
 * server said (issue 41 §1, MAILBOX_MESSAGES).
 */
export function failure(kind: 'imap' | 'smtp', server: MailServer, e: unknown): AppError {
  const code = (e as { code?: string }).code ?? '';
  if ((e as { authenticationFailed?: boolean }).authenticationFailed || code === 'EAUTH')
    return badRequest(kind === 'imap' ? M.imapSignIn : M.smtpSignIn, 'MAIL_SIGN_IN');
  if (tlsFailure(e)) return badRequest(M.tlsFailed(server.host), 'MAIL_TLS');
  if (UNREACHABLE.has(code))
    return badRequest(
      (kind === 'imap' ? M.imapUnreachable : M.smtpUnreachable)(server.host, server.port),
      'MAIL_UNREACHABLE',
    );
  return badRequest((kind === 'imap' ? M.imapFailed : M.smtpFailed)(errorLine(e)), 'MAIL_REFUSED');
}

/** What signing in to an IMAP server takes: the server resolved (serverAddress.ts), the user name and password. */
export type ImapLogin = { imap: ServerTarget; username: string; password: string };

/** An IMAP client for `c` (imapflow), not yet connected; certificates are checked against the host's name. */
export const imapClient = (c: ImapLogin) =>
  new ImapFlow({
    host: c.imap.host,
    servername: c.imap.servername,
    port: c.imap.port,
    secure: c.imap.security === 'TLS',
    doSTARTTLS:
      c.imap.security === 'STARTTLS' ? true : c.imap.security === 'NONE' ? false : undefined,
    auth: { user: c.username, pass: c.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 5 * 60_000,
  });

/** An SMTP transport for `c` (nodemailer), one connection per send; certificates are checked against the host's name. */
export const smtpTransport = (c: { smtp: ServerTarget; username: string; password: string }) =>
  nodemailer.createTransport({
    host: c.smtp.host,
    tls: c.smtp.servername ? { servername: c.smtp.servername } : undefined,
    port: c.smtp.port,
    secure: c.smtp.security === 'TLS',
    requireTLS: c.smtp.security === 'STARTTLS',
    ignoreTLS: c.smtp.security === 'NONE',
    auth: { user: c.username, pass: c.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 60_000,
  });

/** The folders the IMAP server of `client` lists, INBOX first, then by path. */
async function listFolders(client: ImapFlow): Promise<MailFolder[]> {
  const listed = await client.list();
  return listed
    .filter((f) => !f.flags.has('\\Noselect'))
    .map((f) => ({ path: f.path, name: f.name, specialUse: f.specialUse ?? null }))
    .sort((a, b) =>
      a.path === 'INBOX' ? -1 : b.path === 'INBOX' ? 1 : a.path.localeCompare(b.path),
    );
}

/** The folders read unless the user picks others: INBOX and the folder marked `\Sent`, if any. */
export const defaultFolders = (folders: MailFolder[]) => [
  'INBOX',
  ...folders.filter((f) => f.specialUse === '\\Sent').map((f) => f.path),
];

/** Signs in to `c`'s IMAP server and answers its folders; a failure is the 400 of `failure`. */
export async function imapFolders(c: ImapLogin): Promise<MailFolder[]> {
  const client = imapClient(c);
  client.on('error', () => undefined); // a dropped socket also rejects the pending call
  try {
    await client.connect();
    return await listFolders(client);
  } catch (e) {
    throw failure('imap', c.imap, e);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * Tests `c` (issue 41 §1): resolves both hosts (refusing this server's own network but `privateHosts`),
 * signs in to its IMAP server (answering the folders) and to its SMTP server; a 400 names the server
 * and what failed. Nothing is saved.
 */
export async function testConnection(
  c: MailConnection,
  privateHosts: readonly string[],
): Promise<MailFolder[]> {
  const [imap, smtp] = await Promise.all([
    resolveServer(c.imap, privateHosts),
    resolveServer(c.smtp, privateHosts),
  ]);
  const folders = await imapFolders({ ...c, imap });
  const transport = smtpTransport({ ...c, smtp });
  try {
    await transport.verify();
  } catch (e) {
    throw failure('smtp', c.smtp, e);
  } finally {
    transport.close();
  }
  return folders;
}
