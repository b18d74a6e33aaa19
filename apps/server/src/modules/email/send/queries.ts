import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EmailAttachment } from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { emailLinkOpens, emailSends, emailTrackedLinks, users } from '../../../db/schema/index.js';
import { oneOf } from '../../../lib/sql.js';

/** A mail sent from the CRM as stored (issue 41 §4). */
export type SendRow = typeof emailSends.$inferSelect;

/** A POC a mail goes to: their name and address. */
export type Recipient = { pocId: number; name: string; email: string };

/** The current POCs of `brandId` among `pocIds` that have an email address. */
export async function recipientsOf(
  db: Db,
  brandId: number,
  pocIds: number[],
): Promise<Recipient[]> {
  const { rows } = await db.execute<{ id: number; name: string; email: string }>(sql`
    select id, name, email from pocs
    where brand_id = ${brandId} and id ${oneOf(pocIds)} and removed_at is null
      and coalesce(email, '') <> ''`);
  return rows.map((r) => ({ pocId: Number(r.id), name: r.name, email: r.email }));
}

/** Current POC `pocId` with an email address, or undefined. */
export async function recipientOf(db: Db, pocId: number): Promise<Recipient | undefined> {
  const { rows } = await db.execute<{ id: number; name: string; email: string }>(sql`
    select id, name, email from pocs
    where id = ${pocId} and removed_at is null and coalesce(email, '') <> ''`);
  const r = rows[0];
  return r && { pocId: Number(r.id), name: r.name, email: r.email };
}

/** The names a pairing's merge fields need: its brand, and when `eiId` is paired with it, event and inventory. */
export async function pairingNames(
  db: Db,
  brandId: number,
  eiId: number | undefined,
): Promise<{ brand: string; event: string; inventory: string; paired: boolean } | undefined> {
  const { rows } = await db.execute<{
    brand: string;
    event: string | null;
    inventory: string | null;
  }>(sql`
    select b.name as brand, e.name as event, i.name as inventory
    from brands b
    left join pairings p on p.brand_id = b.id and p.ei_id = ${eiId ?? null}::bigint
    left join event_inventories ei on ei.id = p.ei_id
    left join events e on e.id = ei.event_id
    left join inventories i on i.id = ei.inventory_id
    where b.id = ${brandId}`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    brand: r.brand,
    event: r.event ?? '',
    inventory: r.inventory ?? '',
    paired: r.event !== null,
  };
}

/** A deck or case study picked to attach, found: its file (storage key, name, type, size) or its link. */
export type AttachmentSource = EmailAttachment & {
  name: string;
  file: { fileId: number; storageKey: string; contentType: string; size: number } | null;
  url: string | null;
};

/** The attachments of `picked` that belong to event inventory `eiId` (its decks, its inventory's live case studies). */
export async function attachmentSources(
  db: Db,
  eiId: number,
  picked: EmailAttachment[],
): Promise<AttachmentSource[]> {
  const ids = (kind: EmailAttachment['kind']) =>
    picked.filter((p) => p.kind === kind).map((p) => p.id);
  const { rows } = await db.execute<{
    kind: 'DECK' | 'CASE_STUDY';
    id: number;
    name: string;
    url: string | null;
    file_id: number | null;
    storage_key: string | null;
    content_type: string | null;
    size: number | null;
  }>(sql`
    select 'DECK' as kind, d.id, f.file_name as name, null as url, f.id as file_id, f.storage_key,
      f.content_type, f.size
    from decks d join files f on f.id = d.file_id and f.deleted_at is null
    where d.ei_id = ${eiId} and d.id ${oneOf(ids('DECK'))}
    union all
    select 'CASE_STUDY', c.id, coalesce(f.file_name, c.title), c.link, f.id, f.storage_key, f.content_type,
      f.size
    from case_studies c join event_inventories ei on ei.inventory_id = c.inventory_id and ei.id = ${eiId}
    left join files f on f.id = c.file_id and f.deleted_at is null
    where c.id ${oneOf(ids('CASE_STUDY'))} and c.removed_at is null`);
  return picked.flatMap((p) => {
    const r = rows.find((x) => x.kind === p.kind && Number(x.id) === p.id);
    if (!r || (r.file_id === null && !r.url)) return [];
    const file =
      r.file_id === null
        ? null
        : {
            fileId: Number(r.file_id),
            storageKey: r.storage_key!,
            contentType: r.content_type!,
            size: Number(r.size),
          };
    return [{ ...p, name: r.name, file, url: r.url }];
  });
}

/**
 * Stores a send (QUEUED) unless user `s.userId` already made one with `s.sendKey`; answers the send's id and
 * whether it is new (a second submit of the same composer is the first send).
 */
export async function insertSend(
  db: Db,
  s: typeof emailSends.$inferInsert,
): Promise<{ sendId: number; created: boolean }> {
  const [row] = await db
    .insert(emailSends)
    .values(s)
    .onConflictDoNothing({ target: [emailSends.userId, emailSends.sendKey] })
    .returning({ id: emailSends.id });
  if (row) return { sendId: row.id, created: true };
  const [old] = await db
    .select({ id: emailSends.id })
    .from(emailSends)
    .where(and(eq(emailSends.userId, s.userId), eq(emailSends.sendKey, s.sendKey)));
  return { sendId: old.id, created: false };
}

/** Takes send `sendId` for a try (QUEUED → SENDING, one more attempt); undefined when it is not QUEUED (taken or done). */
export async function takeSend(db: Db, sendId: number): Promise<SendRow | undefined> {
  const [row] = await db
    .update(emailSends)
    .set({ status: 'SENDING', attempts: sql`${emailSends.attempts} + 1`, error: null })
    .where(and(eq(emailSends.id, sendId), eq(emailSends.status, 'QUEUED')))
    .returning();
  return row;
}

/** The name a user's mail goes out under: their first and last name. */
export async function senderName(db: Db, userId: number): Promise<string> {
  const [u] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, userId));
  return u?.name ?? '';
}

/** Ends a try of send `sendId`: SENT with the stored mail's row (null when storing it failed), or FAILED with why. */
export async function endSend(
  db: Db | Tx,
  sendId: number,
  end: { messageRowId: number | null } | { error: string },
): Promise<void> {
  await db
    .update(emailSends)
    .set(
      'error' in end
        ? { status: 'FAILED', error: end.error }
        : { status: 'SENT', messageRowId: end.messageRowId, sentAt: sql`now()` },
    )
    .where(eq(emailSends.id, sendId));
}

/** Puts user `userId`'s FAILED send `sendId` back in the queue; false when it is not theirs or not FAILED. */
export async function requeueSend(db: Db, userId: number, sendId: number): Promise<boolean> {
  const rows = await db
    .update(emailSends)
    .set({ status: 'QUEUED', error: null })
    .where(
      and(
        eq(emailSends.id, sendId),
        eq(emailSends.userId, userId),
        eq(emailSends.status, 'FAILED'),
      ),
    )
    .returning({ id: emailSends.id });
  return rows.length > 0;
}

/** User `userId`'s send `sendId`, or undefined. */
export async function sendOf(db: Db, userId: number, sendId: number): Promise<SendRow | undefined> {
  const [row] = await db
    .select()
    .from(emailSends)
    .where(and(eq(emailSends.id, sendId), eq(emailSends.userId, userId)));
  return row;
}

/** User `userId`'s sends to brand `brandId` not yet in a thread (waiting, or not sent), newest first. */
export const openSendsOf = (db: Db, userId: number, brandId: number) =>
  db
    .select()
    .from(emailSends)
    .where(
      and(
        eq(emailSends.userId, userId),
        eq(emailSends.brandId, brandId),
        ne(emailSends.status, 'SENT'),
      ),
    )
    .orderBy(desc(emailSends.createdAt), desc(emailSends.id))
    .limit(50);

/** Sends a stopped copy left QUEUED (never taken), to queue again. */
export async function sendsLeftQueued(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: emailSends.id })
    .from(emailSends)
    .where(
      and(
        eq(emailSends.status, 'QUEUED'),
        sql`${emailSends.createdAt} < now() - interval '1 minute'`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Sends a copy took and never finished (SENDING for over `minutes`: the copy stopped mid-send). Whether
 * the mail went is unknown, so they are not sent again on their own: the sender is asked (FAILED).
 */
export async function sendsCutOff(db: Db, minutes: number): Promise<SendRow[]> {
  return db
    .select()
    .from(emailSends)
    .where(
      and(
        eq(emailSends.status, 'SENDING'),
        sql`${emailSends.createdAt} < now() - make_interval(mins => ${minutes})`,
      ),
    );
}

/** Stores the tracked links of send `sendId` (token → a file or a URL). */
export async function insertTrackedLinks(
  tx: Tx | Db,
  links: (typeof emailTrackedLinks.$inferInsert)[],
): Promise<void> {
  if (links.length) await tx.insert(emailTrackedLinks).values(links).onConflictDoNothing();
}

/** The tracked links of sends `sendIds` (for a mail's text: one per attachment sent as a link). */
export const trackedLinksOf = (db: Db, sendIds: number[]) =>
  db.select().from(emailTrackedLinks).where(inArray(emailTrackedLinks.sendId, sendIds));

/** Records an open of link `token`; answers what it opens (a file's storage key or a URL), or undefined when unknown. */
export async function openTrackedLink(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      url: string | null;
      name: string;
      storage_key: string | null;
      content_type: string | null;
    }>(sql`
      select l.url, l.name, f.storage_key, f.content_type
      from email_tracked_links l left join files f on f.id = l.file_id and f.deleted_at is null
      where l.token = ${token}`);
    const link = rows[0];
    if (!link) return undefined;
    await tx.insert(emailLinkOpens).values({ token });
    return link;
  });
}
