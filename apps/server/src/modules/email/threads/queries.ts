import { sql, type SQL } from 'drizzle-orm';
import type { MailVisibility } from '@crm/contracts';
import type { MailAttachment } from '../sync/parse.js';
import type { Db } from '../../../db/client.js';

/** Whose mails a list reads: a brand's links or a POC's. */
export type MailRecordRef = { brandId: number } | { pocId: number };

/** A conversation of one mailbox, as its mails say it (before what the caller may see is applied). */
export type ThreadRow = {
  mailbox_id: number;
  thread_key: string;
  subject: string;
  snippet: string;
  senders: string[];
  message_count: number;
  last_at: string;
  has_attachments: boolean;
  owner_id: number;
  owner_name: string;
  visibility: MailVisibility;
  total: number;
};

/** Whether mail `m` is linked to `ref`: a brand (by POC or domain) or a POC. */
const linkedTo = (ref: MailRecordRef, m: SQL): SQL =>
  'brandId' in ref
    ? sql`exists (select 1 from mail_links l where l.message_row_id = ${m} and l.brand_id = ${ref.brandId})`
    : sql`exists (select 1 from mail_links l where l.message_row_id = ${m} and l.poc_id = ${ref.pocId})`;

/** The ids of the mails linked to `ref`. */
const linkedIds = (ref: MailRecordRef): SQL =>
  'brandId' in ref
    ? sql`select message_row_id from mail_links where brand_id = ${ref.brandId}`
    : sql`select message_row_id from mail_links where poc_id = ${ref.pocId}`;

/**
 * A page of the conversations of `ref` that user `userId` may see (issue 41 §3): all of their own
 * mailbox's, and with `colleagues` those of every other mailbox too; the latest first. `total` on each
 * row is the number of such conversations. The page is found from each conversation's latest date alone;
 * only its 20 or so conversations are then read whole (subject, snippet, senders, count).
 */
export async function threadsOf(
  db: Db,
  q: { ref: MailRecordRef; userId: number; colleagues: boolean; limit: number; offset: number },
): Promise<ThreadRow[]> {
  const { rows } = await db.execute<ThreadRow>(sql`
    with threads as (
      select m.mailbox_id, m.thread_key, max(m.sent_at) as last_at
      from mail_messages m
      where m.id in (${linkedIds(q.ref)})
        and m.mailbox_id in (select id from mailboxes where user_id = ${q.userId} or ${q.colleagues})
      group by m.mailbox_id, m.thread_key),
    page as (
      select t.*, count(*) over ()::int as total from threads t
      order by t.last_at desc, t.mailbox_id, t.thread_key
      limit ${q.limit} offset ${q.offset})
    select p.mailbox_id, p.thread_key, p.total, d.subject, d.snippet, d.message_count, d.has_attachments,
      to_char(p.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at,
      (select array_agg(distinct s) from unnest(d.senders[1:5]) s) as senders,
      b.user_id as owner_id, u.first_name || ' ' || u.last_name as owner_name,
      case when b.user_id = ${q.userId} then 'FULL' else b.visibility end as visibility
    from page p
    join mailboxes b on b.id = p.mailbox_id join users u on u.id = b.user_id
    cross join lateral (
      select count(*)::int as message_count,
        (array_agg(m.subject order by m.sent_at desc))[1] as subject,
        (array_agg(m.snippet order by m.sent_at desc))[1] as snippet,
        array_agg(coalesce(nullif(m.from_name, ''), m.from_address) order by m.sent_at desc) as senders,
        bool_or(jsonb_array_length(m.attachments) > 0) as has_attachments
      from mail_messages m
      where m.mailbox_id = p.mailbox_id and m.thread_key = p.thread_key and ${linkedTo(q.ref, sql`m.id`)}
    ) d
    order by p.last_at desc, p.mailbox_id, p.thread_key`);
  return rows;
}

/** A mail of a conversation, whole. */
export type MessageRow = {
  id: number;
  from_address: string;
  from_name: string;
  to_addresses: string[];
  cc_addresses: string[];
  sent_at: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[];
  /** The tracked links of a mail sent from the CRM, with their opens. */
  tracked_links: { name: string; opens: number }[];
};

/** Linked mail `messageRowId`'s mailbox and attachments, or undefined (unknown, or linked to no brand). */
export async function mailAttachments(db: Db, messageRowId: number) {
  const { rows } = await db.execute<{ mailbox_id: number; attachments: MailAttachment[] }>(sql`
    select m.mailbox_id, m.attachments from mail_messages m
    where m.id = ${messageRowId} and exists (select 1 from mail_links l where l.message_row_id = m.id)`);
  return rows[0];
}

/** Mailbox `mailboxId`'s owner and visibility, or undefined. */
export async function mailboxSharing(db: Db, mailboxId: number) {
  const { rows } = await db.execute<{
    user_id: number;
    user_name: string;
    visibility: MailVisibility;
  }>(sql`select b.user_id, u.first_name || ' ' || u.last_name as user_name, b.visibility
    from mailboxes b join users u on u.id = b.user_id where b.id = ${mailboxId}`);
  return rows[0];
}

/**
 * The mails of conversation `threadKey` of mailbox `mailboxId` linked to a brand, oldest first; a mail
 * sent from the CRM with the opens of its tracked links.
 */
export async function threadMessages(
  db: Db,
  mailboxId: number,
  threadKey: string,
): Promise<MessageRow[]> {
  const { rows } = await db.execute<MessageRow>(sql`
    select m.id, m.from_address, m.from_name, m.to_addresses, m.cc_addresses, m.subject, m.text_body,
      m.html_body, m.attachments,
      to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
      (select coalesce(json_agg(json_build_object('name', t.name,
          'opens', (select count(*) from email_link_opens o where o.token = t.token)) order by t.name), '[]')
        from email_sends s join email_tracked_links t on t.send_id = s.id
        where s.message_row_id = m.id) as tracked_links
    from mail_messages m
    where m.mailbox_id = ${mailboxId} and m.thread_key = ${threadKey}
      and exists (select 1 from mail_links l where l.message_row_id = m.id)
    order by m.sent_at, m.id`);
  return rows;
}

/** The brand of POC `pocId`, or undefined when there is no such POC. */
export async function brandOfPoc(db: Db, pocId: number): Promise<number | undefined> {
  const { rows } = await db.execute<{ brand_id: number }>(
    sql`select brand_id from pocs where id = ${pocId}`,
  );
  return rows[0] ? Number(rows[0].brand_id) : undefined;
}

/**
 * The headers a reply to conversation `threadId` (`<mailboxId>:<thread key>`) carries: In-Reply-To its
 * latest mail's Message-ID, References its first and latest (RFC 5322 §3.6.4); null when it has no mail.
 */
export async function threadReplyHeaders(
  db: Db,
  threadId: string,
): Promise<{ inReplyTo: string; references: string[] } | null> {
  const cut = threadId.indexOf(':');
  const mailboxId = Number(threadId.slice(0, cut));
  if (cut < 1 || !Number.isSafeInteger(mailboxId)) return null;
  const { rows } = await db.execute<{ message_id: string }>(sql`
    select message_id from mail_messages
    where mailbox_id = ${mailboxId} and thread_key = ${threadId.slice(cut + 1)}
    order by sent_at, id`);
  if (!rows.length) return null;
  const first = rows[0].message_id;
  const last = rows[rows.length - 1].message_id;
  return { inReplyTo: last, references: first === last ? [first] : [first, last] };
}
