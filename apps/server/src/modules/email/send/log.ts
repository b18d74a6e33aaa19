import { randomUUID } from 'node:crypto';
import { EMAIL_SEND_MESSAGES as M } from '@crm/contracts';
import type { Actor } from '../../../auth/actor.js';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { mailboxOf } from '../mailboxes/queries.js';
import type { FileStorage } from '../../../storage/index.js';
import { keepIn } from '../sync/attachments.js';
import { linkIndex } from '../sync/links.js';
import { parseMail } from '../sync/parse.js';
import { storeOneMail } from '../sync/queries.js';
import { composeMail } from './compose.js';
import { recipientOf, senderName } from './queries.js';

/** The body of POST /api/email/log: a mail's source, or one typed in. */
type LogInput =
  | { mailboxId: number; source: string }
  | {
      mailboxId: number;
      pocId: number;
      direction: 'RECEIVED' | 'SENT';
      sentAt: string;
      subject: string;
      body: string;
    };

/** The RFC 5322 bytes of a mail typed in: between the POC and the mailbox, in the direction given. */
async function typedMail(
  db: Db,
  box: { address: string; userId: number },
  q: Extract<LogInput, { pocId: number }>,
): Promise<Buffer> {
  const poc = await recipientOf(db, q.pocId);
  if (!poc) throw badRequest(M.pocNotOfBrand, 'POC_NOT_OF_BRAND');
  const user = { name: await senderName(db, box.userId), address: box.address };
  const them = { name: poc.name, address: poc.email };
  const [from, to] = q.direction === 'SENT' ? [user, them] : [them, user];
  return composeMail({
    from,
    to: [to.address],
    cc: [],
    subject: q.subject,
    text: q.body,
    messageId: `<${randomUUID()}@${box.address.slice(box.address.lastIndexOf('@') + 1)}>`,
    date: new Date(q.sentAt),
    inReplyTo: null,
    references: [],
    files: [],
    links: [],
  });
}

/**
 * POST /api/email/log (issue 41 §4 "Log this email"): stores a mail from before the mailbox was connected
 * in one of the caller's mailboxes, linked like a read one (its POCs' addresses, brands' domains); the same
 * mail logged twice (or read later) is one. 404 a mailbox not theirs; 400 no mail in the source, or nobody
 * known in it (nothing is stored).
 */
export async function logEmail(
  { db, storage }: { db: Db; storage: FileStorage },
  actor: Actor,
  q: LogInput,
): Promise<{ threadId: string; message: string }> {
  const box = await mailboxOf(db, actor.userId, q.mailboxId);
  if (!box) throw notFound(M.mailboxNotYours, 'MAILBOX_NOT_FOUND');
  const raw = 'source' in q ? Buffer.from(q.source, 'utf8') : await typedMail(db, box, q);
  const mail = await parseMail(raw, keepIn(storage));
  if (!mail.fromAddress) throw badRequest(M.notAMail, 'NOT_A_MAIL');
  const own = box.address;
  const addresses = [mail.fromAddress, ...mail.toAddresses, ...mail.ccAddresses].filter(
    (a) => a !== own,
  );
  const links = (await linkIndex(db, addresses, own.slice(own.lastIndexOf('@') + 1)))(addresses);
  if (!links.length) throw badRequest(M.nobodyKnown, 'NOBODY_KNOWN');
  await storeOneMail(db, box.id, mail, links);
  return { threadId: `${box.id}:${mail.threadKey}`, message: M.logged };
}
