import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import {
  mailboxes,
  mailFolderStates,
  mailLinks,
  mailLocations,
  mailMessages,
} from '../../../db/schema/index.js';
import { recordMailContact } from '../../pairings/index.js';
import type { MailLink } from './links.js';
import type { ParsedMail } from './parse.js';

/** How far a folder is read (issue 41 §2): every UID in (lowUid, highUid] is done under `uidValidity`. */
export type FolderState = typeof mailFolderStates.$inferSelect;

/** The read state of `folder` of mailbox `mailboxId`, or undefined before its first read. */
export async function folderState(
  db: Db,
  mailboxId: number,
  folder: string,
): Promise<FolderState | undefined> {
  const [row] = await db
    .select()
    .from(mailFolderStates)
    .where(and(eq(mailFolderStates.mailboxId, mailboxId), eq(mailFolderStates.folder, folder)));
  return row;
}

/**
 * Starts `folder` afresh under `uidValidity` with nothing read below `highUid` (a first read, or a new
 * UIDVALIDITY: its old UIDs mean nothing now, so their locations go; the mails stay and are found again
 * by Message-ID).
 */
export async function restartFolder(
  db: Db,
  q: { mailboxId: number; folder: string; uidValidity: number; highUid: number },
): Promise<FolderState> {
  return db.transaction(async (tx) => {
    await tx
      .delete(mailLocations)
      .where(and(eq(mailLocations.mailboxId, q.mailboxId), eq(mailLocations.folder, q.folder)));
    const values = { uidValidity: q.uidValidity, highUid: q.highUid, lowUid: q.highUid };
    const [row] = await tx
      .insert(mailFolderStates)
      .values({ mailboxId: q.mailboxId, folder: q.folder, ...values, total: 0, done: 0 })
      .onConflictDoUpdate({
        target: [mailFolderStates.mailboxId, mailFolderStates.folder],
        set: { ...values, total: 0, done: 0, updatedAt: sql`now()` },
      })
      .returning();
    return row;
  });
}

/** One mail of a batch: where it is, and when it is to be stored, what it is and links to. */
export type BatchMail = { uid: number; mail: ParsedMail; links: MailLink[] };

/**
 * Stores a batch of `folder`'s mails, counts them as their brands' last contact (§3), and moves the
 * folder's state to `next`, in one transaction (issue 41 §2): a
 * mail already stored (the same Message-ID, from another folder or an earlier read) is not stored
 * again, only found at its new place; so a batch cut short by a crash is read again whole, and neither
 * a duplicate nor a gap is possible. Stores nothing and answers false when the mailbox was disconnected
 * meanwhile (disconnecting stops a read at once).
 */
export async function storeBatch(
  db: Db,
  q: {
    mailboxId: number;
    folder: string;
    uidValidity: number;
    mails: BatchMail[];
    next: Pick<FolderState, 'highUid' | 'lowUid' | 'total' | 'done'>;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: string }>(
      sql`select status from mailboxes where id = ${q.mailboxId} for share`,
    );
    if (rows[0]?.status === undefined || rows[0].status === 'DISCONNECTED') return false;
    const ids = await upsertMessages(tx, q.mailboxId, q.mails);
    const at = { mailboxId: q.mailboxId, folder: q.folder, uidValidity: q.uidValidity };
    const located = q.mails.map((m) => ({
      ...at,
      uid: m.uid,
      messageRowId: ids.get(m.mail.messageId)!,
    }));
    const links = q.mails.flatMap((m) =>
      m.links.map((l) => ({ messageRowId: ids.get(m.mail.messageId)!, ...l })),
    );
    if (located.length) await tx.insert(mailLocations).values(located).onConflictDoNothing();
    if (links.length) await tx.insert(mailLinks).values(links).onConflictDoNothing();
    await recordMailContact(tx, [...ids.values()]);
    await tx
      .update(mailFolderStates)
      .set({ ...q.next, updatedAt: sql`now()` })
      .where(
        and(eq(mailFolderStates.mailboxId, q.mailboxId), eq(mailFolderStates.folder, q.folder)),
      );
    return true;
  });
}

/**
 * Stores one mail with its links (issue 41 §4): one sent from the CRM, at once, before the read of Sent
 * finds it (then found by Message-ID, not stored twice), or one logged by hand; answers its row id.
 */
export async function storeOneMail(
  db: Db,
  mailboxId: number,
  mail: ParsedMail,
  links: MailLink[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = (await upsertMessages(tx, mailboxId, [{ uid: 0, mail, links }])).get(
      mail.messageId,
    )!;
    if (links.length)
      await tx
        .insert(mailLinks)
        .values(links.map((l) => ({ messageRowId: id, ...l })))
        .onConflictDoNothing();
    await recordMailContact(tx, [id]);
    return id;
  });
}

/**
 * The row ids of `mails` in mailbox `mailboxId` by Message-ID, in one statement: stored now, or the rows
 * of the same Message-ID stored before (a Message-ID twice in one batch is stored once).
 */
async function upsertMessages(
  tx: Tx,
  mailboxId: number,
  mails: BatchMail[],
): Promise<Map<string, number>> {
  const unique = [...new Map(mails.map((m) => [m.mail.messageId, m.mail])).values()];
  if (!unique.length) return new Map();
  const rows = await tx
    .insert(mailMessages)
    .values(unique.map((mail) => ({ mailboxId, ...mail })))
    .onConflictDoUpdate({
      target: [mailMessages.mailboxId, mailMessages.messageId],
      set: { messageId: sql`excluded.message_id` },
    })
    .returning({ id: mailMessages.id, messageId: mailMessages.messageId });
  return new Map(rows.map((r) => [r.messageId, r.id]));
}

/** The mailboxes to read: connected and not disconnected since. */
export async function activeMailboxIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(sql`${mailboxes.status} <> 'DISCONNECTED'`);
  return rows.map((r) => r.id);
}

/** Mailbox `mailboxId` as the sync reads it, or undefined when gone. */
export async function mailboxToSync(db: Db, mailboxId: number) {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
  return row;
}

/** Records how mailbox `mailboxId`'s last read went: ACTIVE again, or ERROR with what failed. */
export async function setSyncOutcome(
  db: Db,
  mailboxId: number,
  lastError: string | null,
): Promise<void> {
  await db
    .update(mailboxes)
    .set({ status: lastError ? 'ERROR' : 'ACTIVE', lastError })
    .where(and(eq(mailboxes.id, mailboxId), sql`${mailboxes.status} <> 'DISCONNECTED'`));
}

/**
 * The mailboxes whose IDLE connection copy `copy` keeps (issue 41 §2): its leases renewed for `leaseMs`,
 * and every read mailbox whose lease is free or ran out (its copy stopped) taken over.
 */
export async function claimWatches(db: Db, copy: string, leaseMs: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update mailboxes set watch_owner = ${copy},
      watch_until = now() + make_interval(secs => ${leaseMs / 1000})
    where status <> 'DISCONNECTED' and secret_sealed is not null
      and (watch_owner = ${copy} or watch_until is null or watch_until < now())
    returning id`);
  return rows.map((r) => Number(r.id));
}

/** Gives up copy `copy`'s leases (it is stopping), so another copy takes them at once. */
export async function releaseWatches(db: Db, copy: string): Promise<void> {
  await db.execute(
    sql`update mailboxes set watch_owner = null, watch_until = null where watch_owner = ${copy}`,
  );
}

/** Where mail `messageRowId` was read (a folder of its mailbox, under a UIDVALIDITY), or undefined. */
export async function mailLocationOf(db: Db, messageRowId: number) {
  const [row] = await db
    .select()
    .from(mailLocations)
    .where(eq(mailLocations.messageRowId, messageRowId))
    .limit(1);
  return row;
}
