import { createHash } from 'node:crypto';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail as ParsedMailparser } from 'mailparser';
import { attachmentKey, type KeepBytes } from './attachments.js';

/** A mail as stored (issue 41 §2): addresses lower case, times UTC, the text and HTML as sent. */
export type ParsedMail = {
  messageId: string;
  threadKey: string;
  subject: string;
  fromAddress: string;
  fromName: string;
  toAddresses: string[];
  ccAddresses: string[];
  sentAt: Date;
  snippet: string;
  textBody: string;
  htmlBody: string | null;
  /** Each attachment's name, type, size (bytes) and the storage key of its bytes (null: not kept). */
  attachments: MailAttachment[];
};

/** An attachment of a stored mail (issue 41 §2). */
export type MailAttachment = {
  name: string;
  contentType: string;
  size: number;
  key: string | null;
  /** Of a mail too large to copy (largeMail.ts): the attachment's part in the mailbox, fetched from there when opened. */
  part?: string;
};

/** Characters of the snippet shown in a thread list. */
const SNIPPET_CHARS = 200;
/** Longest text or HTML body kept (characters); a longer one is cut. */
export const BODY_CHARS = 1_000_000;

/** The start of a mail's text shown in a thread list: spaces folded, SNIPPET_CHARS at most. */
export const snippetOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_CHARS);

/** How an HTML-only mail's text is made: links' and images' addresses left out, as a reader sees the mail. */
const HTML_TEXT: HtmlToTextOptions = {
  wordwrap: false,
  limits: { maxDepth: 1000 }, // deep nesting from a hostile mail is cut, not followed
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
  ],
};

/** The text of an HTML-only mail (html-to-text), for its text body, snippet and search. */
const textOfHtml = (html: string) => convert(html, HTML_TEXT);

/** A Message-ID as compared: without its angle brackets and spaces, lower case. */
const normalizeMessageId = (id: string) => id.trim().replace(/^<|>$/g, '').toLowerCase();

/** A subject as a thread knows it: without Re:/Fwd:/Fw: prefixes and extra spaces, lower case. */
const threadSubject = (subject: string) =>
  subject
    .replace(/^(\s*(re|fwd?|aw|wg)\s*(\[\d+\])?\s*:\s*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The addresses of a header (to, cc), lower case. */
const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value)
    .flatMap((a) => (a.address ? [a.address.toLowerCase()] : []));

/**
 * The thread of mail `m` (its `subject` and `messageId` as stored): the first Message-ID of References,
 * else In-Reply-To; a reply without them joins its subject's thread; else a thread of its own.
 */
function threadKeyOf(m: ParsedMailparser, subject: string, messageId: string): string {
  const references = [m.references ?? []].flat().map(normalizeMessageId).filter(Boolean);
  const inReplyTo = m.inReplyTo ? normalizeMessageId(m.inReplyTo) : '';
  const isReply = threadSubject(subject) !== subject.trim().toLowerCase();
  return (
    references[0] ?? (inReplyTo || (isReply ? `subject:${threadSubject(subject)}` : messageId))
  );
}

/**
 * Parses the RFC 5322 `source` (mailparser). A mail without a Message-ID gets one from a hash of its
 * date, sender and subject, so the same mail read twice is still one. The thread is the first
 * Message-ID of References (else In-Reply-To); a reply without them joins its subject's thread. Each
 * attachment's bytes are handed to `keep` under their key (attachments.ts) before the mail is answered.
 */
export async function parseMail(source: Buffer, keep: KeepBytes): Promise<ParsedMail> {
  const m = await simpleParser(source, {
    skipHtmlToText: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const from = m.from?.value[0];
  const subject = (m.subject ?? '').slice(0, 998);
  const sentAt = m.date && !Number.isNaN(m.date.getTime()) ? m.date : new Date();
  const messageId = m.messageId
    ? normalizeMessageId(m.messageId)
    : `${createHash('sha256')
        .update(`${sentAt.toISOString()}\0${from?.address ?? ''}\0${subject}`)
        .digest('hex')
        .slice(0, 32)}@no-message-id`;
  const threadKey = threadKeyOf(m, subject, messageId);
  const htmlBody = typeof m.html === 'string' ? m.html.slice(0, BODY_CHARS) : null;
  const textBody = (m.text || (htmlBody ? textOfHtml(htmlBody) : '')).slice(0, BODY_CHARS);
  return {
    messageId,
    threadKey,
    subject,
    fromAddress: from?.address?.toLowerCase() ?? '',
    fromName: from?.name ?? '',
    toAddresses: addressesOf(m.to),
    ccAddresses: addressesOf(m.cc),
    sentAt,
    snippet: snippetOf(textBody),
    textBody,
    htmlBody,
    attachments: await Promise.all(
      m.attachments.map(async (a) => {
        const key = attachmentKey(a.content);
        await keep(key, a.content, a.contentType);
        return { name: a.filename ?? 'attachment', contentType: a.contentType, size: a.size, key };
      }),
    ),
  };
}
