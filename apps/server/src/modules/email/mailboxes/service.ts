import {
  MAILBOX_MESSAGES as M,
  type MailboxInfo,
  type MailboxSettings,
  type MailConnection,
  type MailConnectionTest,
  type MailFolder,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { SecretBox } from '../../../auth/secretBox.js';
import { AppError, conflict, fieldError, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import type { MailboxSync } from '../sync/runner.js';
import { defaultFolders, imapFolders, testConnection } from './connection.js';
import { resolveServer } from './serverAddress.js';
import {
  deleteMailbox,
  imapServerOf,
  mailboxesOf,
  mailboxInfo,
  mailboxOf,
  markDisconnected,
  readProgress,
  restartBackfill,
  updateSettings,
  upsertMailbox,
} from './queries.js';

/**
 * What the mailbox calls work with: the database and the box passwords are sealed in (MAIL_SECRET_KEY);
 * no box when this server cannot keep a password (production without the key).
 */
export type MailboxDeps = {
  db: Db;
  box: SecretBox | undefined;
  /** Reading mailboxes: a connected one is read at once, a disconnected one no longer. */
  sync: Pick<MailboxSync, 'queue' | 'forget'>;
  /** Hosts inside this server's network a mailbox may use (MAIL_PRIVATE_HOSTS). */
  privateHosts: readonly string[];
};

/** The box, or 503 MAIL_KEY_MISSING: no mailbox is connected without a key to seal its password. */
function boxOf(deps: MailboxDeps): SecretBox {
  if (!deps.box) throw new AppError(503, 'MAIL_KEY_MISSING', M.keyMissing);
  return deps.box;
}

/** 400 naming the first of `picked` that is not among `folders`. */
function assertFolders(picked: string[], folders: MailFolder[]): void {
  const missing = picked.find((p) => !folders.some((f) => f.path === p));
  if (missing !== undefined)
    throw fieldError('folders', `names “${missing}”, which this mailbox does not have`);
}

/** GET /api/user/mailboxes: the caller's mailboxes and whether this server can connect one. */
export async function listMailboxes(deps: MailboxDeps, userId: number) {
  const [rows, progress] = await Promise.all([
    mailboxesOf(deps.db, userId),
    readProgress(deps.db, userId),
  ]);
  return {
    mailboxes: rows.map((r) => mailboxInfo(r, progress.get(r.id) ?? null)),
    canConnect: deps.box !== undefined,
  };
}

/** POST /api/user/mailboxes/test (issue 41 §1): signs in to both servers; answers the folders and the default ones. */
export async function testMailbox(
  deps: MailboxDeps,
  c: MailConnection,
): Promise<MailConnectionTest> {
  const folders = await testConnection(c, deps.privateHosts);
  return { message: M.tested, folders, defaultFolders: defaultFolders(folders) };
}

/**
 * POST /api/user/mailboxes (issue 41 §1): tests the connection, checks the picked folders exist, then saves
 * the mailbox with its password sealed (a disconnected one of the address is reconnected, its kept mails
 * with it); 409 when that address is connected already, 503 without a key.
 */
export async function connectMailbox(
  deps: MailboxDeps,
  userId: number,
  q: { connection: MailConnection; settings: MailboxSettings },
): Promise<MailboxInfo> {
  const box = boxOf(deps);
  const { connection: c, settings } = q;
  const already = () => conflict(M.already(c.address), 'MAILBOX_CONNECTED');
  const current = (await mailboxesOf(deps.db, userId)).find((m) => m.address === c.address);
  if (current && current.status !== 'DISCONNECTED') throw already();
  assertFolders(settings.folders, await testConnection(c, deps.privateHosts));
  const row = await deps.db.transaction(async (tx) => {
    const saved = await upsertMailbox(
      tx,
      userId,
      { ...c, secretSealed: box.seal(c.password) },
      settings,
    );
    if (!saved) throw already(); // connected by a request at the same time
    await recordAudit(tx, userId, {
      action: 'mailbox.connect',
      entity: 'mailbox',
      entityId: saved.id,
      after: { address: c.address, imap: c.imap.host, smtp: c.smtp.host },
    });
    return saved;
  });
  await deps.sync.queue(row.id);
  return mailboxInfo(row, null);
}

/** The connection of one of the caller's mailboxes, its password opened; 404 unknown, 409 disconnected. */
async function openMailbox(deps: MailboxDeps, userId: number, mailboxId: number) {
  const row = await mailboxOf(deps.db, userId, mailboxId);
  if (!row) throw notFound(M.notFound, 'MAILBOX_NOT_FOUND');
  const password = row.secretSealed ? boxOf(deps).open(row.secretSealed) : null;
  if (row.status === 'DISCONNECTED' || password === null)
    throw conflict(M.reconnect(row.address), 'MAILBOX_DISCONNECTED');
  const imap = await resolveServer(imapServerOf(row), deps.privateHosts);
  return { row, connection: { imap, username: row.username, password } };
}

/** GET /api/user/mailboxes/folders: the folders of one of the caller's mailboxes as its server lists them now. */
export async function mailboxFolders(deps: MailboxDeps, userId: number, mailboxId: number) {
  const { connection } = await openMailbox(deps, userId, mailboxId);
  return { folders: await imapFolders(connection) };
}

/**
 * POST /api/user/mailboxes/settings (issue 41 §1): which folders are read (checked against the server's
 * list), from which day, what colleagues see; 404 when not the caller's, 409 when disconnected.
 */
export async function updateMailbox(
  deps: MailboxDeps,
  userId: number,
  q: MailboxSettings & { mailboxId: number },
): Promise<MailboxInfo> {
  const { row, connection } = await openMailbox(deps, userId, q.mailboxId);
  if (q.folders.some((f) => !row.folders.includes(f)))
    assertFolders(q.folders, await imapFolders(connection));
  const saved = await deps.db.transaction(async (tx) => {
    // an earlier first day: each folder's backfill goes down again (mails read already are not stored twice)
    if (q.syncFrom < row.syncFrom) await restartBackfill(tx, q.mailboxId);
    return updateSettings(tx, userId, q.mailboxId, q);
  });
  if (!saved) throw notFound(M.notFound, 'MAILBOX_NOT_FOUND');
  await deps.sync.queue(saved.id);
  const progress = await readProgress(deps.db, userId, saved.id);
  return mailboxInfo(saved, progress.get(saved.id) ?? null);
}

/**
 * POST /api/user/mailboxes/disconnect (issue 41 §1): the mailbox is no longer read and its password is
 * forgotten; `keepMails` keeps it (disconnected) with its linked mails, else it goes with them. 404 when
 * not the caller's.
 */
export async function disconnectMailbox(
  deps: MailboxDeps,
  userId: number,
  q: { mailboxId: number; keepMails: boolean },
): Promise<{ message: string }> {
  const row = await mailboxOf(deps.db, userId, q.mailboxId);
  if (!row) throw notFound(M.notFound, 'MAILBOX_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, userId, {
      action: 'mailbox.disconnect',
      entity: 'mailbox',
      entityId: row.id,
      before: { address: row.address },
      after: { keepMails: q.keepMails },
    });
    if (q.keepMails) await markDisconnected(tx, row.id);
    else await deleteMailbox(tx, row.id);
  });
  deps.sync.forget(row.id);
  return {
    message: (q.keepMails ? M.disconnectedKept : M.disconnectedRemoved)(row.address),
  };
}
