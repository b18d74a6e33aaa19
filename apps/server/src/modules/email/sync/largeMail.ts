import type { ImapFlow, MessageStructureObject } from 'imapflow';
import type { KeepBytes } from './attachments.js';
import { parseMail, BODY_CHARS, snippetOf, type MailAttachment, type ParsedMail } from './parse.js';

/** A mail larger than this (bytes) is not copied whole: its attachments are linked, not copied (issue 41 §2). */
export const LARGEST_COPIED = 25 * 1024 * 1024;

/** Most bytes of a text or HTML part read from a large mail (a longer body is cut, as BODY_CHARS cuts any). */
const TEXT_BYTES = BODY_CHARS * 4;

/** A leaf of a mail's structure: its part number, type, size (bytes, decoded) and file name. */
type Leaf = { part: string; type: string; size: number; name: string | null; attached: boolean };

/** The leaves of `node` in order; a mail of one part is part "1". */
function leaves(node: MessageStructureObject): Leaf[] {
  if (node.childNodes?.length) return node.childNodes.flatMap(leaves);
  const name = node.dispositionParameters?.filename ?? node.parameters?.name ?? null;
  return [
    {
      part: node.part ?? '1',
      type: node.type.toLowerCase(),
      // base64 sends 4 characters for 3 bytes, in lines of 76 and a line break: an estimate within 1 %
      size:
        node.encoding?.toLowerCase() === 'base64'
          ? Math.round(((node.size ?? 0) * 57) / 78)
          : (node.size ?? 0),
      name,
      attached: node.disposition === 'attachment' || name !== null,
    },
  ];
}

/** Part `part` of mail `uid` as UTF-8 text, at most TEXT_BYTES of it. */
async function partText(client: ImapFlow, uid: number, part: string): Promise<string> {
  const { content } = await client.download(String(uid), part, {
    uid: true,
    maxBytes: TEXT_BYTES,
  });
  if (!content) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').slice(0, BODY_CHARS);
}

/**
 * Mail `uid` of the open folder when it is too large to copy whole (over LARGEST_COPIED, issue 41 §2): its
 * headers parsed as any mail's (parseMail), its first text and HTML parts read, and its attachments
 * listed with their part in the mailbox and no bytes kept: they are linked, fetched from the mailbox
 * when opened (linkedPart.ts). Null when the mail is no longer in the folder.
 */
export async function largeMail(
  client: ImapFlow,
  uid: number,
  keep: KeepBytes,
): Promise<ParsedMail | null> {
  const m = await client.fetchOne(
    String(uid),
    { uid: true, headers: true, bodyStructure: true },
    { uid: true },
  );
  if (!m || !m.headers || !m.bodyStructure) return null;
  const head = await parseMail(Buffer.concat([m.headers, Buffer.from('\r\n')]), keep);
  const all = leaves(m.bodyStructure);
  const text = all.find((l) => !l.attached && l.type === 'text/plain');
  const html = all.find((l) => !l.attached && l.type === 'text/html');
  const textBody = text ? await partText(client, uid, text.part) : '';
  const attachments: MailAttachment[] = all
    .filter((l) => l !== text && l !== html)
    .map((l) => ({
      name: l.name ?? 'attachment',
      contentType: l.type,
      size: l.size,
      key: null,
      part: l.part,
    }));
  return {
    ...head,
    textBody,
    snippet: snippetOf(textBody),
    htmlBody: html ? await partText(client, uid, html.part) : null,
    attachments,
  };
}
