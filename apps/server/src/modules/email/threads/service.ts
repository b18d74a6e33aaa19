import {
  EMAIL_THREAD_MESSAGES as M,
  mayRead,
  type MailMessageView,
  type MailThreadSummary,
  type MailVisibility,
} from '@crm/contracts';
import type { Actor } from '../../../auth/actor.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { jsonValue } from '../../../lib/sql.js';
import { assertBrandExists } from '../../brands/index.js';
import type { FileStorage } from '../../../storage/index.js';
import { openLinkedPart, type LinkedPartDeps } from '../sync/linkedPart.js';
import {
  brandOfPoc,
  mailAttachments,
  mailboxSharing,
  threadMessages,
  threadsOf,
  type MailRecordRef,
  type MessageRow,
} from './queries.js';

/** Whether `actor` may read colleagues' mails of the brands they may see: whoever reads call notes (HR and support do not). */
const readsColleagues = (actor: Actor) => mayRead(actor.roles, actor.isAdmin, 'CALL_NOTES');

/**
 * GET /api/email/threads (issue 41 §3): a brand's or a POC's conversations the caller may see, the latest
 * first, each cut to its owner's visibility (the caller's own: everything). 404 for an unknown brand or POC.
 */
export async function listThreads(
  db: Db,
  actor: Actor,
  q: { brandId?: number; pocId?: number; pageNo: number; count: number },
): Promise<{
  threads: MailThreadSummary[];
  pageInfo: { pageNo: number; totalPages: number; totalNoOfEntries: number };
}> {
  let ref: MailRecordRef;
  if (q.pocId !== undefined) {
    if ((await brandOfPoc(db, q.pocId)) === undefined)
      throw notFound('POC not found', 'POC_NOT_FOUND');
    ref = { pocId: q.pocId };
  } else {
    await assertBrandExists(db, q.brandId!);
    ref = { brandId: q.brandId! };
  }
  const rows = await threadsOf(db, {
    ref,
    userId: actor.userId,
    colleagues: readsColleagues(actor),
    limit: q.count,
    offset: (q.pageNo - 1) * q.count,
  });
  const total = rows[0]?.total ?? 0;
  return {
    threads: rows.map((r) => ({
      threadId: `${r.mailbox_id}:${r.thread_key}`,
      subject: r.visibility === 'METADATA' ? null : r.subject,
      snippet: r.visibility === 'FULL' ? r.snippet : null,
      senders: r.senders ?? [],
      messageCount: r.message_count,
      lastAt: r.last_at,
      hasAttachments: r.has_attachments,
      owner: { userId: Number(r.owner_id), userName: r.owner_name },
      visibility: r.visibility,
    })),
    pageInfo: { pageNo: q.pageNo, totalPages: Math.ceil(total / q.count), totalNoOfEntries: total },
  };
}

/**
 * A mail cut to `visibility`: under SUBJECT no body or attachments' names, under METADATA no subject
 * either; its tracked links' opens for its owner (`own`) alone.
 */
const viewOf = (m: MessageRow, visibility: MailVisibility, own: boolean): MailMessageView => ({
  messageRowId: Number(m.id),
  fromAddress: m.from_address,
  fromName: m.from_name,
  to: m.to_addresses,
  cc: m.cc_addresses,
  sentAt: m.sent_at,
  subject: visibility === 'METADATA' ? null : m.subject,
  text: visibility === 'FULL' ? m.text_body : null,
  html: visibility === 'FULL' ? m.html_body : null,
  trackedLinks: own
    ? jsonValue<{ name: string; opens: number }[]>(m.tracked_links).map((l) => ({
        name: l.name,
        opens: Number(l.opens),
      }))
    : [],
  attachments:
    visibility === 'FULL'
      ? m.attachments.map((a) => ({
          name: a.name,
          contentType: a.contentType,
          size: a.size,
          linked: !a.key,
        }))
      : [],
});

/**
 * GET /api/email/thread (issue 41 §3): one conversation's mails, oldest first, as much as its owner shares
 * with the caller; 404 when it is not there or not the caller's to read (another's mailbox without the
 * right to read colleagues' mails).
 */
export async function readThread(db: Db, actor: Actor, threadId: string) {
  const cut = threadId.indexOf(':');
  const mailboxId = Number(threadId.slice(0, cut));
  const sharing = await mailboxSharing(db, mailboxId);
  const own = Number(sharing?.user_id) === actor.userId;
  if (!sharing || (!own && !readsColleagues(actor)))
    throw notFound(M.threadNotFound, 'THREAD_NOT_FOUND');
  const rows = await threadMessages(db, mailboxId, threadId.slice(cut + 1));
  if (!rows.length) throw notFound(M.threadNotFound, 'THREAD_NOT_FOUND');
  const visibility: MailVisibility = own ? 'FULL' : sharing.visibility;
  return {
    subject: visibility === 'METADATA' ? null : rows[rows.length - 1].subject,
    visibility,
    owner: { userId: Number(sharing.user_id), userName: sharing.user_name },
    messages: rows.map((m) => viewOf(m, visibility, own)),
  };
}

/**
 * GET /api/email/attachment (issue 41 §2): attachment `index` of mail `messageRowId`, for who may read the
 * mail whole (its mailbox's owner; a colleague who reads colleagues' mails when the owner shares
 * everything); its bytes from the file storage, or for a large mail's (linked, not copied) from the
 * mailbox itself (linkedPart.ts). 404 otherwise, as for an attachment no longer there.
 */
export async function openAttachment(
  deps: LinkedPartDeps & { storage: FileStorage },
  actor: Actor,
  q: { messageRowId: number; index: number },
) {
  const mail = await mailAttachments(deps.db, q.messageRowId);
  const sharing = mail && (await mailboxSharing(deps.db, Number(mail.mailbox_id)));
  const own = Number(sharing?.user_id) === actor.userId;
  const whole = own || (readsColleagues(actor) && sharing?.visibility === 'FULL');
  const a = whole ? mail?.attachments[q.index] : undefined;
  const stream = a?.key
    ? await deps.storage.get(a.key)
    : a?.part
      ? await openLinkedPart(deps, q.messageRowId, a.part)
      : null;
  if (!a || !stream) throw notFound(M.attachmentNotFound, 'ATTACHMENT_NOT_FOUND');
  // the type comes from the mail: anything but a plain `type/subtype` goes as bytes
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(a.contentType)
    ? a.contentType
    : 'application/octet-stream';
  return { name: a.name, contentType, size: a.size, stream };
}
