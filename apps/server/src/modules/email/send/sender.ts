import type { ImapFlow } from 'imapflow';
import { EMAIL_SEND_MESSAGES as M } from '@crm/contracts';
import type { SecretBox } from '../../../auth/secretBox.js';
import type { Db } from '../../../db/client.js';
import type { JobQueue } from '../../../jobs/queue.js';
import type { FileStorage } from '../../../storage/index.js';
import { errorLine } from '../../../lib/errors.js';
import type { Notifications } from '../../notifications/index.js';
import { failure, imapClient, smtpTransport } from '../mailboxes/connection.js';
import { imapServerOf, smtpServerOf } from '../mailboxes/queries.js';
import { resolveServer } from '../mailboxes/serverAddress.js';
import { keepIn } from '../sync/attachments.js';
import { linkIndex } from '../sync/links.js';
import { parseMail } from '../sync/parse.js';
import { mailboxToSync, storeOneMail } from '../sync/queries.js';
import type { MailLinked } from '../live.js';
import type { mailboxes } from '../../../db/schema/index.js';

type MailboxRow = typeof mailboxes.$inferSelect;
import { attachedAsFile, composeMail } from './compose.js';
import {
  attachmentSources,
  endSend,
  senderName,
  sendsCutOff,
  sendsLeftQueued,
  takeSend,
  trackedLinksOf,
  type SendRow,
} from './queries.js';

/** Minutes after which a send still SENDING is taken for cut off (its copy stopped mid-send). */
const CUT_OFF_MINUTES = 10;

/** The job that sends one mail from the CRM. */
const EMAIL_SEND_JOB = 'email-send';

/** What sending works with. */
export type SenderDeps = {
  db: Db;
  jobs: JobQueue;
  box: SecretBox | undefined;
  storage: FileStorage;
  notifications: Notifications;
  privateHosts: readonly string[];
  /** The app's public address, for tracked links (`/api/email/link?token=…`). */
  publicUrl: string;
  /** Tells the open Email tabs of a mail sent (live.ts). */
  mailLinked: MailLinked;
  log: (e: unknown) => void;
};

/** Sending mail from the CRM (issue 41 §4). */
export type EmailSender = { queue: (sendId: number) => Promise<void>; stop: () => void };

/** The folder sent mail is kept in: the one marked `\Sent`, else "Sent" (made when missing). */
async function sentFolder(client: ImapFlow): Promise<string> {
  const listed = await client.list();
  const marked = listed.find((f) => f.specialUse === '\\Sent');
  if (marked) return marked.path;
  if (!listed.some((f) => f.path === 'Sent')) await client.mailboxCreate('Sent');
  return 'Sent';
}

/** The mail of send `s` as bytes: its files opened from storage, its links as tracked URLs. */
async function mailOf(deps: SenderDeps, s: SendRow, from: { name: string; address: string }) {
  const sources = s.eiId === null ? [] : await attachmentSources(deps.db, s.eiId, s.attachments);
  const files = [];
  for (const a of sources.filter(attachedAsFile)) {
    const content = await deps.storage.get(a.file!.storageKey);
    if (content) files.push({ name: a.name, contentType: a.file!.contentType, content });
  }
  const links = (await trackedLinksOf(deps.db, [s.id])).map((l) => ({
    name: l.name,
    url: `${deps.publicUrl}/api/email/link?token=${l.token}`,
  }));
  return composeMail({
    from,
    to: s.toAddresses,
    cc: s.ccAddresses,
    subject: s.subject,
    text: s.body,
    messageId: `<${s.messageId}>`,
    inReplyTo: s.inReplyTo ? `<${s.inReplyTo}>` : null,
    references: s.references.map((r) => `<${r}>`),
    files,
    links,
  });
}

/**
 * Sends send `s` from its mailbox (issue 41 §4): over the user's SMTP, then appended to their Sent folder
 * (a failure there is logged: the mail went) and stored at once with its links, so it shows in its
 * thread. A failure before the mail went marks it FAILED and tells its sender (MAIL_SEND_FAILED) so they
 * can send it again; nothing is retried on its own, so a mail is never sent twice.
 */
async function deliver(deps: SenderDeps, s: SendRow): Promise<void> {
  const row = await mailboxToSync(deps.db, s.mailboxId);
  const password = row?.secretSealed ? (deps.box?.open(row.secretSealed) ?? null) : null;
  if (!row || row.status === 'DISCONNECTED' || password === null)
    return failed(deps, s, M.mailboxNotYours);
  const login = { username: row.username, password };
  let raw: Buffer;
  try {
    raw = await mailOf(deps, s, {
      name: await senderName(deps.db, s.userId),
      address: row.address,
    });
    const smtp = await resolveServer(smtpServerOf(row), deps.privateHosts);
    const transport = smtpTransport({ ...login, smtp });
    try {
      await transport.sendMail({
        envelope: { from: row.address, to: [...s.toAddresses, ...s.ccAddresses] },
        raw,
      });
    } finally {
      transport.close();
    }
  } catch (e) {
    return failed(deps, s, failure('smtp', smtpServerOf(row), e).message);
  }
  // the mail went: whatever fails from here is logged, and the send stays SENT (never sent twice)
  await keepSent(deps, s, { ...login, row }, raw).catch(async (e: unknown) => {
    deps.log(e);
    await endSend(deps.db, s.id, { messageRowId: null });
  });
}

/** After send `s` went: appends it to Sent (a failure is logged), stores it with its links, marks it SENT. */
async function keepSent(
  deps: SenderDeps,
  s: SendRow,
  box: { username: string; password: string; row: MailboxRow },
  raw: Buffer,
): Promise<void> {
  const imap = await resolveServer(imapServerOf(box.row), deps.privateHosts);
  await appendToSent({ username: box.username, password: box.password, imap }, raw).catch(deps.log);
  const mail = await parseMail(raw, keepIn(deps.storage));
  const own = box.row.address.slice(box.row.address.lastIndexOf('@') + 1);
  const addresses = [...s.toAddresses, ...s.ccAddresses];
  const links = (await linkIndex(deps.db, addresses, own))(addresses);
  const messageRowId = await storeOneMail(deps.db, box.row.id, mail, links);
  await endSend(deps.db, s.id, { messageRowId });
  await deps.mailLinked(box.row.id, links);
}

/** Appends `raw` to the Sent folder of the mailbox `login` signs in to, marked read. */
async function appendToSent(login: Parameters<typeof imapClient>[0], raw: Buffer): Promise<void> {
  const client = imapClient(login);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.append(await sentFolder(client), raw, ['\\Seen']);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Marks send `s` FAILED with `reason` and tells its sender, in one transaction. */
async function failed(deps: SenderDeps, s: SendRow, reason: string): Promise<void> {
  await deps.notifications.run(deps.db, async (tx, add) => {
    await endSend(tx, s.id, { error: reason });
    await add([
      {
        userId: s.userId,
        type: 'MAIL_SEND_FAILED',
        content: M.failed(s.subject, errorLine(reason)),
        brandId: s.brandId,
        eiId: s.eiId,
        sendId: s.id,
      },
    ]);
  });
}

/**
 * Starts sending mail from the CRM on `jobs` (issue 41 §4): an 'email-send' job per send takes it (QUEUED
 * → SENDING, so two copies never both send it) and delivers it. Every minute, sends a stopped copy left
 * queued are queued again, and those it left mid-send (SENDING for 10 minutes) are FAILED for the sender
 * to look and retry: whether they went is unknown, and a mail is never sent twice on its own.
 */
export async function startEmailSender(
  deps: SenderDeps & { sweepMs?: number },
): Promise<EmailSender> {
  const queue = async (sendId: number) => {
    await deps.jobs.send(EMAIL_SEND_JOB, { sendId }, { retry: { limit: 0, delaySeconds: 1 } });
  };
  await deps.jobs.work<{ sendId: number }>(
    EMAIL_SEND_JOB,
    async ({ sendId }) => {
      const taken = await takeSend(deps.db, sendId);
      if (!taken) return;
      await deliver(deps, taken).catch(async (e: unknown) => {
        deps.log(e);
        await failed(deps, taken, errorLine(e));
      });
    },
    { pollMs: 500 },
  );
  const sweep = setInterval(() => {
    void sendsLeftQueued(deps.db)
      .then((ids) => Promise.all(ids.map(queue)))
      .catch(deps.log);
    void sendsCutOff(deps.db, CUT_OFF_MINUTES)
      .then((rows) => Promise.all(rows.map((s) => failed(deps, s, M.cutOff))))
      .catch(deps.log);
  }, deps.sweepMs ?? 60_000);
  sweep.unref();
  return { queue, stop: () => clearInterval(sweep) };
}
