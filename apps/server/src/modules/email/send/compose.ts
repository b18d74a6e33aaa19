import MailComposer from 'nodemailer/lib/mail-composer';
import type { Readable } from 'node:stream';
import type { AttachmentSource } from './queries.js';

/** Largest file attached to a mail (bytes); a larger one goes as a tracked link (issue 41 §4, as §2's 25 MB). */
const LARGEST_ATTACHED = 25 * 1024 * 1024;

/** Whether attachment `a` goes in the mail as a file (asked, and a file of at most LARGEST_ATTACHED). */
export const attachedAsFile = (a: AttachmentSource) =>
  a.as === 'FILE' && a.file !== null && a.file.size <= LARGEST_ATTACHED;

/** What a mail from the CRM is made of: headers, the text, files to attach (opened from storage) and links. */
export type OutgoingMail = {
  from: { name: string; address: string };
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  messageId: string;
  /** The Date header; now when absent. */
  date?: Date;
  inReplyTo: string | null;
  references: string[];
  files: { name: string; contentType: string; content: Readable }[];
  links: { name: string; url: string }[];
};

/** The text with its links below it, one line each ("Name: URL"). */
const textWithLinks = (m: OutgoingMail) =>
  m.links.length
    ? `${m.text.trimEnd()}\n\n${m.links.map((l) => `${l.name}: ${l.url}`).join('\n')}\n`
    : m.text;

/**
 * The mail as RFC 5322 bytes (nodemailer's MailComposer): sent over SMTP and appended to Sent as one and
 * the same message, under `messageId` (angle brackets included).
 */
export async function composeMail(m: OutgoingMail): Promise<Buffer> {
  return new MailComposer({
    from: m.from,
    to: m.to,
    cc: m.cc,
    subject: m.subject,
    text: textWithLinks(m),
    messageId: m.messageId,
    date: m.date,
    inReplyTo: m.inReplyTo ?? undefined,
    references: m.references.length ? m.references : undefined,
    attachments: m.files.map((f) => ({
      filename: f.name,
      contentType: f.contentType,
      content: f.content,
    })),
  })
    .compile()
    .build();
}
