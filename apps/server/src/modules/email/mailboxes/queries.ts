import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  MailboxInfo,
  MailboxSettings,
  MailConnection,
  MailSecurity,
  MailServer,
  MailVisibility,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { mailboxes } from '../../../db/schema/index.js';

type MailboxRow = typeof mailboxes.$inferSelect;

/** A mailbox row's IMAP server (host, port, security). */
export const imapServerOf = (r: MailboxRow): MailServer => ({
  host: r.imapHost,
  port: r.imapPort,
  security: r.imapSecurity as MailSecurity,
});

/** A mailbox row's SMTP server (host, port, security). */
export const smtpServerOf = (r: MailboxRow): MailServer => ({
  host: r.smtpHost,
  port: r.smtpPort,
  security: r.smtpSecurity as MailSecurity,
});

/** A mailbox row as the API answers it (never its sealed password), with how far its reading is. */
export const mailboxInfo = (r: MailboxRow, progress: MailboxInfo['progress']): MailboxInfo => ({
  mailboxId: r.id,
  provider: r.provider,
  address: r.address,
  username: r.username,
  imap: imapServerOf(r),
  smtp: smtpServerOf(r),
  folders: r.folders,
  syncFrom: r.syncFrom,
  visibility: r.visibility as MailVisibility,
  signature: r.signature,
  status: r.status as MailboxInfo['status'],
  lastError: r.lastError,
  connectedAt: r.connectedAt.toISOString(),
  progress,
});

/**
 * How far each of user `userId`'s mailboxes (or of `mailboxId` alone) is read (issue 41 §2): mails since the first day in its
 * folders, those read, and the minutes left at the pace so far since it was connected (null when done).
 */
export async function readProgress(
  db: Db,
  userId: number,
  mailboxId?: number,
): Promise<Map<number, NonNullable<MailboxInfo['progress']>>> {
  const { rows } = await db.execute<{
    mailbox_id: number;
    total: number;
    done: number;
    minutes: number;
  }>(sql`
    select s.mailbox_id, sum(s.total)::int as total, sum(s.done)::int as done,
      greatest(extract(epoch from now() - m.connected_at) / 60, 0.01)::float8 as minutes
    from mail_folder_states s join mailboxes m on m.id = s.mailbox_id
    where m.user_id = ${userId} ${mailboxId === undefined ? sql`` : sql`and m.id = ${mailboxId}`}
    group by s.mailbox_id, m.connected_at`);
  return new Map(
    rows.map((r) => {
      const left = r.total - r.done;
      const minutesLeft = left <= 0 ? null : r.done ? Math.ceil((left * r.minutes) / r.done) : null;
      return [Number(r.mailbox_id), { total: r.total, done: r.done, minutesLeft }];
    }),
  );
}

/** Starts each folder's backfill of mailbox `mailboxId` again from its newest mail (an earlier first day). */
export async function restartBackfill(tx: Tx, mailboxId: number): Promise<void> {
  await tx.execute(
    sql`update mail_folder_states set low_uid = high_uid, updated_at = now() where mailbox_id = ${mailboxId}`,
  );
}

/** User `userId`'s mailboxes, oldest connected first. */
export const mailboxesOf = (db: Db, userId: number): Promise<MailboxRow[]> =>
  db
    .select()
    .from(mailboxes)
    .where(eq(mailboxes.userId, userId))
    .orderBy(asc(mailboxes.connectedAt), asc(mailboxes.id));

/** Mailbox `mailboxId` of user `userId`, or undefined (another user's is not theirs). */
export async function mailboxOf(
  db: Db | Tx,
  userId: number,
  mailboxId: number,
): Promise<MailboxRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)));
  return row;
}

/**
 * Saves user `userId`'s mailbox of `c.address` as ACTIVE with `secretSealed` and `s`: a new row, or the
 * disconnected one of that address reconnected. Undefined when that address is connected (not disconnected).
 */
export async function upsertMailbox(
  tx: Tx,
  userId: number,
  c: MailConnection & { secretSealed: string },
  s: MailboxSettings,
): Promise<MailboxRow | undefined> {
  const values = {
    provider: c.provider,
    username: c.username,
    secretSealed: c.secretSealed,
    imapHost: c.imap.host,
    imapPort: c.imap.port,
    imapSecurity: c.imap.security,
    smtpHost: c.smtp.host,
    smtpPort: c.smtp.port,
    smtpSecurity: c.smtp.security,
    folders: s.folders,
    syncFrom: s.syncFrom,
    visibility: s.visibility,
    signature: s.signature,
    status: 'ACTIVE',
    lastError: null,
    connectedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(mailboxes)
    .values({ userId, address: c.address, ...values })
    .onConflictDoUpdate({
      target: [mailboxes.userId, mailboxes.address],
      set: values,
      setWhere: sql`${mailboxes.status} = 'DISCONNECTED'`,
    })
    .returning();
  return row;
}

/** Sets mailbox `mailboxId`'s settings; answers the row, or undefined when it is not user `userId`'s. */
export async function updateSettings(
  tx: Tx,
  userId: number,
  mailboxId: number,
  s: MailboxSettings,
): Promise<MailboxRow | undefined> {
  const [row] = await tx
    .update(mailboxes)
    .set({
      folders: s.folders,
      syncFrom: s.syncFrom,
      visibility: s.visibility,
      signature: s.signature,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)))
    .returning();
  return row;
}

/** Marks mailbox `mailboxId` DISCONNECTED and forgets its password (its linked mails stay). */
export async function markDisconnected(tx: Tx, mailboxId: number): Promise<void> {
  await tx
    .update(mailboxes)
    .set({ status: 'DISCONNECTED', secretSealed: null, lastError: null, updatedAt: sql`now()` })
    .where(eq(mailboxes.id, mailboxId));
}

/** Deletes mailbox `mailboxId` with what it linked. */
export async function deleteMailbox(tx: Tx, mailboxId: number): Promise<void> {
  await tx.delete(mailboxes).where(eq(mailboxes.id, mailboxId));
}
