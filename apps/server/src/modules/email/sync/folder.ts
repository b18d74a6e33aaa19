import type { FetchMessageObject, ImapFlow, MailboxObject, MessageAddressObject } from 'imapflow';
import type { Db } from '../../../db/client.js';
import { linkIndex, type MailLink } from './links.js';
import type { KeepBytes } from './attachments.js';
import { parseMail, type ParsedMail } from './parse.js';
import { LARGEST_COPIED, largeMail } from './largeMail.js';
import {
  folderState,
  restartFolder,
  storeBatch,
  type BatchMail,
  type FolderState,
} from './queries.js';

/** Mails fetched and stored per transaction. */
const BATCH = 250;

/** A folder read: the open client, the mailbox (id, own address, first day), the folder, and when to stop (ms since the epoch). */
export type FolderRead = {
  db: Db;
  client: ImapFlow;
  mailbox: { id: number; address: string; syncFrom: string };
  folder: string;
  until: number;
  /** Keeps attachments' bytes (attachments.ts). */
  keep: KeepBytes;
  /** Told the links of each batch once it is stored. */
  onStored: (links: MailLink[]) => void;
};

const addressList = (list: MessageAddressObject[] | undefined) =>
  (list ?? []).flatMap((a) => (a.address ? [a.address.toLowerCase()] : []));

/** Every address of an envelope but `own`. */
const envelopeAddresses = (m: FetchMessageObject, own: string) =>
  [m.envelope?.from, m.envelope?.sender, m.envelope?.to, m.envelope?.cc]
    .flatMap(addressList)
    .filter((a) => a !== own);

/**
 * The mails of `uids` worth keeping (issue 41 §2): their envelopes first; only those that link to a POC
 * or a brand are fetched whole and parsed (a stranger's mail is never stored).
 */
async function readMails(r: FolderRead, uids: number[]): Promise<BatchMail[]> {
  const own = r.mailbox.address;
  const envelopes = await r.client.fetchAll(
    uids.join(','),
    { uid: true, envelope: true, size: true },
    { uid: true },
  );
  const linksOf = await linkIndex(
    r.db,
    envelopes.flatMap((m) => envelopeAddresses(m, own)),
    own.slice(own.lastIndexOf('@') + 1),
  );
  const wanted = envelopes
    .map((m) => ({ m, links: linksOf(envelopeAddresses(m, own)) }))
    .filter((w) => w.links.length);
  const copied = wanted.filter((w) => (w.m.size ?? 0) <= LARGEST_COPIED).map((w) => w.m.uid);
  const sources = new Map<number, Buffer>();
  if (copied.length)
    for (const m of await r.client.fetchAll(
      copied.join(','),
      { uid: true, source: true },
      { uid: true },
    ))
      if (m.source) sources.set(m.uid, m.source);
  // a large mail's parts are read over the same connection, one mail at a time
  const large = new Map<number, ParsedMail | null>();
  for (const { m } of wanted)
    if (!sources.has(m.uid)) large.set(m.uid, await largeMail(r.client, m.uid, r.keep));
  const mails = await Promise.all(
    wanted.map(async ({ m, links }) => {
      const source = sources.get(m.uid);
      const mail = source ? await parseMail(source, r.keep) : large.get(m.uid);
      return mail ? [{ uid: m.uid, links, mail }] : []; // gone from the folder meanwhile
    }),
  );
  return mails.flat();
}

/** `list` in pieces of `size`. */
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/**
 * Reads `r.folder` (issue 41 §2): under a new UIDVALIDITY it starts afresh; new mail first (UIDs above
 * `highUid`, oldest first), then the backfill from the newest down to the first day, batch by batch
 * until `r.until`. Each batch and the state that says it is done commit together. Answers whether the
 * backfill is complete; false also when the mailbox was disconnected meanwhile.
 */
export async function readFolder(r: FolderRead): Promise<boolean> {
  const lock = await r.client.getMailboxLock(r.folder, { readOnly: true });
  try {
    const box = r.client.mailbox as MailboxObject;
    const uidValidity = Number(box.uidValidity);
    let state: FolderState | undefined = await folderState(r.db, r.mailbox.id, r.folder);
    if (!state || state.uidValidity !== uidValidity)
      state = await restartFolder(r.db, {
        mailboxId: r.mailbox.id,
        folder: r.folder,
        uidValidity,
        highUid: box.uidNext - 1,
      });
    const since = new Date(`${r.mailbox.syncFrom}T00:00:00Z`);
    const uids = (await r.client.search({ since }, { uid: true })) || [];
    let { highUid, lowUid } = state;
    /** Stores `mails` with the state moved to highUid/lowUid (and tells onStored); false when the mailbox was disconnected meanwhile. */
    const store = async (mails: BatchMail[]) => {
      const stored = await storeBatch(r.db, {
        mailboxId: r.mailbox.id,
        folder: r.folder,
        uidValidity,
        mails,
        next: {
          highUid,
          lowUid,
          total: uids.length,
          done: uids.filter((u) => u > lowUid && u <= highUid).length,
        },
      });
      if (stored) r.onStored(mails.flatMap((m) => m.links));
      return stored;
    };
    for (const batch of chunks(
      uids.filter((u) => u > highUid),
      BATCH,
    )) {
      const mails = await readMails(r, batch);
      highUid = batch[batch.length - 1];
      if (!(await store(mails))) return false;
    }
    const older = chunks(uids.filter((u) => u <= lowUid).reverse(), BATCH);
    for (const [i, batch] of older.entries()) {
      if (Date.now() >= r.until) return false;
      const mails = await readMails(r, batch);
      lowUid = i === older.length - 1 ? 0 : batch[batch.length - 1] - 1;
      if (!(await store(mails))) return false;
    }
    if (lowUid !== 0) {
      lowUid = 0; // nothing left since the first day
      if (!(await store([]))) return false;
    }
    return true;
  } finally {
    lock.release();
  }
}
