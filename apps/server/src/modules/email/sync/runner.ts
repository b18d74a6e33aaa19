import type { JobQueue } from '../../../jobs/queue.js';
import { syncMailbox, type SyncDeps } from './mailboxSync.js';
import { activeMailboxIds } from './queries.js';
import { startWatcher } from './watcher.js';

/** The job that reads one mailbox: at most one waiting and one running per mailbox, across copies. */
const MAILBOX_SYNC_JOB = 'mailbox-sync';

/**
 * How long a read may run (s): a turn is 15 s (mailboxSync.ts) plus the batch in hand (250 mails). Past it
 * the run counts as failed and the read waiting behind it may start: so a copy killed mid-read holds its
 * mailbox for at most this and the queue's maintenance (15 s), then another copy goes on where it stopped.
 * A live read that overruns it only overlaps the next one: a mail stored twice is stored once (queries.ts).
 */
const READ_EXPIRY_SECONDS = 40;

/** Reading users' mailboxes (issue 41 §2). */
export type MailboxSync = {
  /** Asks for a read of mailbox `mailboxId` (a job; a read already waiting makes this one a no-op). */
  queue: (mailboxId: number) => Promise<void>;
  /** Stops reading mailbox `mailboxId` on this copy at once (disconnected); other copies stop at their next batch. */
  forget: (mailboxId: number) => void;
  stop: () => Promise<void>;
};

/**
 * Starts reading mailboxes on `jobs` (issue 41 §2): a 'mailbox-sync' job per mailbox reads new mail and
 * a turn of the backfill, and queues the next turn until the backfill is complete; an IDLE connection
 * per mailbox (watcher.ts) queues a read as new mail arrives, and at start and every `pollMs` (default a
 * minute) each read mailbox is queued anyway, for servers without IDLE, other folders, and reads a stopped
 * copy left.
 */
export async function startMailboxSync(
  deps: SyncDeps & {
    jobs: JobQueue;
    log: (e: unknown) => void;
    pollMs?: number;
    leaseMs?: number;
  },
): Promise<MailboxSync> {
  const { db, jobs, log } = deps;
  await jobs.oneAtATime(MAILBOX_SYNC_JOB);
  const queue = async (mailboxId: number) => {
    await jobs.send(
      MAILBOX_SYNC_JOB,
      { mailboxId },
      {
        singletonKey: String(mailboxId),
        retry: { limit: 0, delaySeconds: 1 },
        expireInSeconds: READ_EXPIRY_SECONDS,
      },
    );
  };
  await jobs.work<{ mailboxId: number }>(
    MAILBOX_SYNC_JOB,
    async ({ mailboxId }) => {
      if ((await syncMailbox(deps, mailboxId)) === 'more') await queue(mailboxId);
    },
    { pollMs: 1000, batchSize: 1 },
  );
  const watcher = startWatcher({
    db,
    box: deps.box,
    privateHosts: deps.privateHosts,
    log,
    leaseMs: deps.leaseMs,
    onNewMail: (id) => void queue(id).catch(log),
  });
  const queueAll = () =>
    void activeMailboxIds(db)
      .then((ids) => Promise.all(ids.map(queue)))
      .catch(log);
  // at once too: a copy starting (a restart, a copy replacing a dead one) goes on with the reads left off
  queueAll();
  const poll = setInterval(queueAll, deps.pollMs ?? 60_000);
  return {
    async queue(mailboxId) {
      await queue(mailboxId);
      watcher.refresh();
    },
    forget: watcher.forget,
    async stop() {
      clearInterval(poll);
      await watcher.stop();
    },
  };
}
