import { randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_SEND_MESSAGES as M,
  EMAIL_SEND_STATUSES,
  fillMergeFields,
  mayRead,
  type EmailAttachment,
  type EmailSendView,
  type MergeField,
} from '@crm/contracts';
import { z } from 'zod';
import type { Actor } from '../../../auth/actor.js';
import type { Db } from '../../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import { assertBrandExists } from '../../brands/index.js';
import { mailboxOf } from '../mailboxes/queries.js';
import { threadReplyHeaders } from '../threads/queries.js';
import { attachedAsFile } from './compose.js';
import {
  attachmentSources,
  insertSend,
  insertTrackedLinks,
  openSendsOf,
  pairingNames,
  recipientsOf,
  requeueSend,
  senderName,
  sendOf,
  type AttachmentSource,
  type Recipient,
} from './queries.js';
import type { EmailSender } from './sender.js';

/** What the send calls work with. */
export type SendDeps = { db: Db; sender: EmailSender };

/** The body of POST /api/email/send, parsed. */
type SendInput = {
  sendKey: string;
  mailboxId: number;
  brandId: number;
  eiId?: number;
  toPocIds: number[];
  ccPocIds: number[];
  subject: string;
  body: string;
  replyToThreadId?: string;
  attachments: EmailAttachment[];
};

/** `ids`' recipients, in order; 400 when one is not a current POC of the brand with an address. */
async function recipients(db: Db, brandId: number, ids: number[]): Promise<Recipient[]> {
  const unique = [...new Set(ids)];
  const found = await recipientsOf(db, brandId, unique);
  if (found.length < unique.length) throw badRequest(M.pocNotOfBrand, 'POC_NOT_OF_BRAND');
  return unique.map((id) => found.find((r) => r.pocId === id)!);
}

/** The attachments picked, found among the pairing's decks and case studies; 400 when one is not of it. */
async function attachments(db: Db, q: SendInput): Promise<AttachmentSource[]> {
  if (!q.attachments.length) return [];
  const found = q.eiId === undefined ? [] : await attachmentSources(db, q.eiId, q.attachments);
  if (found.length < q.attachments.length)
    throw badRequest(M.attachmentNotOfPairing, 'ATTACHMENT_NOT_OF_PAIRING');
  return found;
}

/**
 * POST /api/email/send (issue 41 §4): checks the mail (the caller's connected mailbox, POCs of the brand
 * with an address, the pairing and its attachments), fills the merge fields (MERGE_FIELDS: the first To
 * POC's names, the brand, the pairing's event and inventory, the sender's name and their mailbox's
 * signature), stores it QUEUED and queues it; the answer comes at once. The same `sendKey` again answers
 * the first send. 403 without POC contact access; 404 unknown brand; 409 a mailbox not the caller's or disconnected.
 */
export async function sendEmail(
  deps: SendDeps,
  actor: Actor,
  q: SendInput,
): Promise<{ sendId: number; message: string }> {
  const { db } = deps;
  if (!mayRead(actor.roles, actor.isAdmin, 'POC_CONTACT'))
    throw forbidden(M.noContactAccess, 'POC_CONTACT_DENIED');
  const box = await mailboxOf(db, actor.userId, q.mailboxId);
  if (!box || box.status === 'DISCONNECTED' || !box.secretSealed)
    throw conflict(M.mailboxNotYours, 'MAILBOX_DISCONNECTED');
  await assertBrandExists(db, q.brandId);
  const names = (await pairingNames(db, q.brandId, q.eiId))!;
  if (q.eiId !== undefined && !names.paired)
    throw badRequest(M.pairingNotOfBrand, 'PAIRING_NOT_OF_BRAND');
  const [to, cc, picked] = await Promise.all([
    recipients(db, q.brandId, q.toPocIds),
    recipients(db, q.brandId, q.ccPocIds),
    attachments(db, q),
  ]);
  const [first, ...rest] = to[0].name.trim().split(/\s+/);
  const values: Record<MergeField, string> = {
    'poc.firstName': first ?? '',
    'poc.lastName': rest.join(' '),
    'brand.name': names.brand,
    'event.name': names.event,
    'inventory.name': names.inventory,
    'user.name': await senderName(db, actor.userId),
    'user.signature': box.signature,
  };
  const reply = q.replyToThreadId ? await threadReplyHeaders(db, q.replyToThreadId) : null;
  const domain = box.address.slice(box.address.lastIndexOf('@') + 1);
  const { sendId, created } = await insertSend(db, {
    userId: actor.userId,
    mailboxId: box.id,
    sendKey: q.sendKey,
    brandId: q.brandId,
    eiId: q.eiId ?? null,
    toAddresses: to.map((r) => r.email),
    ccAddresses: cc.filter((r) => !q.toPocIds.includes(r.pocId)).map((r) => r.email),
    subject: fillMergeFields(q.subject, values).replace(/[\r\n]+/g, ' '),
    body: fillMergeFields(q.body, values),
    inReplyTo: reply?.inReplyTo ?? null,
    references: reply?.references ?? [],
    attachments: picked.map(({ kind, id, as }) => ({ kind, id, as })),
    messageId: `${randomUUID()}@${domain}`,
  });
  if (created) {
    await insertTrackedLinks(
      db,
      picked
        .filter((a) => !attachedAsFile(a))
        .map((a) => ({
          token: randomBytes(24).toString('base64url'),
          sendId,
          fileId: a.file?.fileId ?? null,
          url: a.file ? null : a.url,
          name: a.name,
        })),
    );
    await deps.sender.queue(sendId);
  }
  return { sendId, message: M.queued };
}

/** POST /api/email/send/retry: queues again a send of the caller's that FAILED; 404 not theirs, 409 not FAILED. */
export async function retrySend(
  deps: SendDeps,
  actor: Actor,
  sendId: number,
): Promise<{ sendId: number; message: string }> {
  if (!(await requeueSend(deps.db, actor.userId, sendId))) {
    if (!(await sendOf(deps.db, actor.userId, sendId)))
      throw notFound(M.sendNotFound, 'SEND_NOT_FOUND');
    throw conflict(M.notFailed, 'SEND_NOT_FAILED');
  }
  await deps.sender.queue(sendId);
  return { sendId, message: M.retried };
}

/** GET /api/email/sends?brandId: the caller's mails to the brand still waiting or not sent, newest first. */
export async function listOpenSends(
  db: Db,
  actor: Actor,
  brandId: number,
): Promise<{ sends: EmailSendView[] }> {
  const rows = await openSendsOf(db, actor.userId, brandId);
  return {
    sends: rows.map((r) => ({
      sendId: r.id,
      subject: r.subject,
      to: r.toAddresses,
      status: z.enum(EMAIL_SEND_STATUSES).parse(r.status),
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
