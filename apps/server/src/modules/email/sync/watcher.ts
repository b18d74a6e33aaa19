import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { imapClient } from '../mailboxes/connection.js';
import { resolveServer } from '../mailboxes/serverAddress.js';
import type { SyncDeps } from './mailboxSync.js';
import { claimWatches, mailboxToSync, releaseWatches } from './queries.js';
import { imapServerOf } from '../mailboxes/queries.js';

/** What the watcher needs: the database, the password box, and what to do when new mail arrives. */
type WatcherDeps = Omit<SyncDeps, 'storage' | 'mailLinked'> & {
  /** Called with a mailbox whose INBOX got new mail. */
  onNewMail: (mailboxId: number) => void;
  log: (e: unknown) => void;
  /** How long a copy's hold on a mailbox lasts unrenewed (ms); renewed every third of it. Default 60 s. */
  leaseMs?: number;
};

/**
 * Keeps one IMAP connection in IDLE on the INBOX of each read mailbox (issue 41 §2), across server copies
 * by leases in the database: each copy watches the mailboxes it holds, takes over those of a copy that
 * stopped, and calls `onNewMail` as the server announces a new mail. `forget(id)` closes a mailbox's
 * connection at once (disconnected).
 */
export function startWatcher(deps: WatcherDeps) {
  const copy = randomUUID();
  const leaseMs = deps.leaseMs ?? 60_000;
  const open = new Map<number, ImapFlow>();
  const forget = (id: number) => {
    const client = open.get(id);
    open.delete(id);
    client?.close();
  };
  /** Mailboxes whose connection is being opened (not yet in `open`). */
  const starting = new Set<number>();
  /** Opens mailbox `id`'s IDLE connection; a failure (the read job says why on the card) is tried next round. */
  const connect = async (id: number) => {
    const row = await mailboxToSync(deps.db, id);
    const password = row?.secretSealed ? (deps.box?.open(row.secretSealed) ?? null) : null;
    if (!row || password === null) return;
    const imap = await resolveServer(imapServerOf(row), deps.privateHosts);
    const client = imapClient({ imap, username: row.username, password });
    open.set(id, client);
    client.on('error', () => undefined);
    client.on('close', () => open.get(id) === client && open.delete(id));
    client.on('exists', () => deps.onNewMail(id));
    await client.connect();
    await client.mailboxOpen('INBOX', { readOnly: true });
    void client.idle().catch(() => undefined); // at once: imapflow's own IDLE waits 15 s of quiet
  };
  const watch = async (id: number) => {
    starting.add(id);
    try {
      await connect(id);
    } catch {
      forget(id);
    } finally {
      starting.delete(id);
    }
  };
  const round = async () => {
    const held = await claimWatches(deps.db, copy, leaseMs);
    for (const id of open.keys()) if (!held.includes(id)) forget(id);
    for (const id of held) if (!open.has(id) && !starting.has(id)) void watch(id);
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (stopped) return;
    round()
      .catch(deps.log)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, leaseMs / 3);
      });
  };
  loop();
  return {
    forget,
    /** Looks for mailboxes to watch now (one was just connected). */
    refresh: () => void round().catch(deps.log),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const id of open.keys()) forget(id);
      await releaseWatches(deps.db, copy).catch(deps.log);
    },
  };
}
