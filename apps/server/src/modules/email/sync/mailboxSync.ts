import type { ImapFlow } from 'imapflow';
import type { SecretBox } from '../../../auth/secretBox.js';
import type { Db } from '../../../db/client.js';
import { errorLine } from '../../../lib/errors.js';
import { imapClient } from '../mailboxes/connection.js';
import { resolveServer } from '../mailboxes/serverAddress.js';
import type { FileStorage } from '../../../storage/index.js';
import { keepIn } from './attachments.js';
import { readFolder } from './folder.js';
import type { MailLink } from './links.js';
import type { MailLinked } from '../live.js';
import { mailboxToSync, setSyncOutcome } from './queries.js';
import { imapServerOf } from '../mailboxes/queries.js';

/** What reading a mailbox takes: the database, the password box, the hosts of this network allowed (MAIL_PRIVATE_HOSTS). */
export type SyncDeps = {
  db: Db;
  box: SecretBox | undefined;
  privateHosts: readonly string[];
  /** Where attachments' bytes are kept (the file storage). */
  storage: FileStorage;
  /** Tells the open Email tabs of what a read stored (live.ts). */
  mailLinked: MailLinked;
};

/**
 * Longest one read of a mailbox runs before it hands over to the next job (ms): a long backfill goes in
 * turns, short enough that a copy killed mid-turn holds the mailbox briefly (runner.ts), long enough that
 * signing in again each turn costs little beside the reading.
 */
const TURN_MS = 15_000;

/**
 * Reads mailbox `mailboxId` once (issue 41 §2): signs in over IMAP and reads each of its folders (new
 * mail, then the backfill) for up to `turnMs`. A failure (the server down, the password refused, a
 * folder gone) marks the mailbox ERROR with what failed; the next read clears it. Answers 'more' when
 * the backfill is not complete (another read is to follow), else 'done'; 'done' too for a mailbox
 * disconnected or removed.
 */
export async function syncMailbox(
  deps: SyncDeps,
  mailboxId: number,
  turnMs = TURN_MS,
): Promise<'done' | 'more'> {
  const row = await mailboxToSync(deps.db, mailboxId);
  if (!row || row.status === 'DISCONNECTED' || !row.secretSealed) return 'done';
  const password = deps.box?.open(row.secretSealed) ?? null;
  if (password === null) {
    await setSyncOutcome(
      deps.db,
      mailboxId,
      'The password cannot be read: connect the mailbox again.',
    );
    return 'done';
  }
  let client: ImapFlow | undefined;
  const until = Date.now() + turnMs;
  const linked: MailLink[] = [];
  try {
    client = imapClient({
      imap: await resolveServer(imapServerOf(row), deps.privateHosts),
      username: row.username,
      password,
    });
    client.on('error', () => undefined); // a dropped connection also fails the call in progress
    await client.connect();
    let complete = true;
    for (const folder of row.folders) {
      const mailbox = { id: row.id, address: row.address, syncFrom: row.syncFrom };
      const keep = keepIn(deps.storage);
      const onStored = (l: MailLink[]) => linked.push(...l);
      complete =
        (await readFolder({ db: deps.db, client, mailbox, folder, until, keep, onStored })) &&
        complete;
    }
    await setSyncOutcome(deps.db, mailboxId, null);
    return complete ? 'done' : 'more';
  } catch (e) {
    await setSyncOutcome(deps.db, mailboxId, errorLine(e));
    return 'done';
  } finally {
    await client?.logout().catch(() => client?.close());
    await deps.mailLinked(mailboxId, linked);
  }
}
