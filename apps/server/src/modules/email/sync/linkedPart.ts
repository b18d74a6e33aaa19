import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import type { SecretBox } from '../../../auth/secretBox.js';
import type { Db } from '../../../db/client.js';
import { failure, imapClient } from '../mailboxes/connection.js';
import { imapServerOf } from '../mailboxes/queries.js';
import { resolveServer } from '../mailboxes/serverAddress.js';
import { mailLocationOf, mailboxToSync } from './queries.js';

/** What fetching from a mailbox takes: the database, the box its password is sealed in, the private hosts allowed. */
export type LinkedPartDeps = {
  db: Db;
  box: SecretBox | undefined;
  privateHosts: readonly string[];
};

/**
 * Part `part` of stored mail `messageRowId`, fetched from its mailbox (issue 41 §2: a large mail's
 * attachments are linked, not copied; largeMail.ts): signs in with the mailbox's password, opens the
 * folder the mail was read from and streams the part, decoded. Null when the mailbox is disconnected or
 * its password cannot be read, or the mail is no longer where it was read (deleted, or a new
 * UIDVALIDITY); 400 when the server cannot be reached or refuses (connection.ts's failure). The
 * connection closes when the stream ends.
 */
export async function openLinkedPart(
  deps: LinkedPartDeps,
  messageRowId: number,
  part: string,
): Promise<Readable | null> {
  const at = await mailLocationOf(deps.db, messageRowId);
  const row = at && (await mailboxToSync(deps.db, at.mailboxId));
  const password = row?.secretSealed ? (deps.box?.open(row.secretSealed) ?? null) : null;
  if (!at || !row || row.status === 'DISCONNECTED' || password === null) return null;
  const client = imapClient({
    imap: await resolveServer(imapServerOf(row), deps.privateHosts),
    username: row.username,
    password,
  });
  client.on('error', () => undefined); // a dropped connection also fails the call in progress
  const done = () => void client.logout().catch(() => client.close());
  try {
    await client.connect();
    const box = await client.mailboxOpen(at.folder, { readOnly: true });
    const { content } =
      Number(box.uidValidity) === at.uidValidity
        ? await client.download(String(at.uid), part, { uid: true })
        : {};
    if (!content) {
      done();
      return null;
    }
    finished(content, done);
    return content;
  } catch (e) {
    done();
    throw failure('imap', imapServerOf(row), e);
  }
}
