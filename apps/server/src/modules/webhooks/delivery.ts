import pg from 'pg';
import { WEBHOOK_DELIVERY, WEBHOOK_MESSAGES } from '@crm/contracts';
import { APPLICATION_NAME, type Database, type Db } from '../../db/client.js';
import type { SecretBox } from '../../auth/secretBox.js';
import { errorLine } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import {
  endDeliveryAttempt,
  takeDueDeliveries,
  webhooksDue,
  type TakenDelivery,
} from './queries.js';
import type { Agent } from 'undici';
import { guardedAgent, sendDelivery } from './send.js';

/** How webhooks are delivered: what may be reached and, for tests, shorter times than WEBHOOK_DELIVERY's. */
export type WebhookOptions = {
  /** Receivers on this machine (loopback) may be reached: outside production only. */
  allowLoopback: boolean;
  /** A receiver's time to answer (ms); default WEBHOOK_DELIVERY.timeoutMs. */
  timeoutMs?: number;
  /** The wait before the first retry (ms), doubling after each failure; default WEBHOOK_DELIVERY.firstRetrySeconds. */
  firstRetryMs?: number;
  /** How long failures go on before a delivery is given up (ms); default WEBHOOK_DELIVERY.giveUpHours. */
  giveUpMs?: number;
  /** How often each copy looks for deliveries due (ms): retries, and those a stopped copy left; default 1 s. */
  sweepMs?: number;
};

/** The delivery's `webhook-id`: the same on every attempt of it, so a receiver drops duplicates. */
const messageIdOf = (deliveryId: number) => `msg_${deliveryId}`;

/** How long a copy holds a delivery it sends (s): the receiver's time and 5 s more; then a dead copy's is taken again. */
const holdSecondsOf = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 5;

/** Deliveries one run sends at once, each on its own (different records: one record's go one after the other). */
const BATCH = 20;

/** What a delivery needs to go out: the database, the secret box, the options, and who to tell of a webhook turned off. */
type DeliveryDeps = {
  db: Db;
  jobs: JobQueue;
  /** The database's engine, to LISTEN on (none: the sweep alone finds deliveries). */
  database?: Database;
  box: SecretBox;
  options: WebhookOptions;
  /** Turns webhook `webhookId` off with `message` if none of its deliveries succeeded since `since`, telling its admins. */
  turnOff: (webhookId: number, since: Date, message: string) => Promise<void>;
  log: (e: unknown) => void;
};

/**
 * Sends one taken delivery and records the attempt: on a failure it is tried again after the backoff
 * (`firstRetryMs` doubling, at most WEBHOOK_DELIVERY.maxRetrySeconds apart) until its failures have lasted
 * `giveUpMs`; then it fails, and its webhook, if no delivery of it succeeded meanwhile, is turned off.
 */
function deliverer({ db, box, options, turnOff }: DeliveryDeps, agent: Agent, timeoutMs: number) {
  const firstRetryMs = options.firstRetryMs ?? WEBHOOK_DELIVERY.firstRetrySeconds * 1000;
  const giveUpMs = options.giveUpMs ?? WEBHOOK_DELIVERY.giveUpHours * 3_600_000;
  /** When to try `d` again after its failure now, or null to give it up. */
  const retryAt = (d: TakenDelivery): Date | null => {
    const since = d.firstFailedAt?.getTime() ?? Date.now();
    if (Date.now() - since >= giveUpMs) return null;
    const wait = Math.min(firstRetryMs * 2 ** d.attempts, WEBHOOK_DELIVERY.maxRetrySeconds * 1000);
    return new Date(Date.now() + wait);
  };
  return async (d: TakenDelivery) => {
    const secret = box.open(d.secretSealed);
    const result = secret
      ? await sendDelivery({
          url: d.url,
          secret,
          messageId: messageIdOf(d.id),
          payload: d.payload,
          agent,
          allowLoopback: options.allowLoopback,
          timeoutMs,
        })
      : {
          statusCode: null,
          latencyMs: 0,
          answer: 'the signing secret cannot be opened',
          ok: false,
        };
    const again = result.ok ? null : retryAt(d);
    await endDeliveryAttempt(db, d, result, again);
    if (result.ok || again) return;
    await turnOff(d.webhookId, d.firstFailedAt ?? new Date(), WEBHOOK_MESSAGES.turnedOff(d.url));
  };
}

/** The job that sends one webhook's deliveries due now (at most one waits per webhook). */
const WEBHOOK_DELIVER_JOB = 'webhook-deliver';

/** How long one run of the job goes on taking its webhook's deliveries (ms); then it queues the next run, so other webhooks' runs come between. */
const RUN_MS = 30_000;

/** Runs of the job one copy does at once: a slow receiver holds up only the run sending to it. */
const WORKERS = 4;

/**
 * Starts this copy's webhook deliveries (issue 42 §2). Deliveries are outbox rows written with each change; a
 * 'webhook-deliver' pg-boss job per webhook sends them: each run takes the webhook's deliveries due now (held
 * for a while, so copies never send one together; a killed copy's is taken again once that passes), sends
 * them signed (send.ts), each on its own, and logs each attempt (deliverer), until none is due. A notification
 * on `webhooks_due` (sent at commit) queues the runs at once and wakes the workers; a sweep every `sweepMs`
 * queues them for retries now due and deliveries a stopped copy held. `turnOff` turns off a webhook whose
 * deliveries all failed for the give-up time.
 */
export async function startWebhookDelivery(
  deps: DeliveryDeps,
): Promise<{ stop: () => Promise<void> }> {
  const { db, jobs, options, log } = deps;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_DELIVERY.timeoutMs;
  const agent = guardedAgent(options.allowLoopback, timeoutMs);
  const deliverOne = deliverer(deps, agent, timeoutMs);
  const hold = holdSecondsOf(timeoutMs);
  let stopped = false;

  const queue = (webhookId: number) =>
    jobs.send(
      WEBHOOK_DELIVER_JOB,
      { webhookId },
      {
        singletonKey: String(webhookId),
        retry: { limit: 0, delaySeconds: 1 }, // a failed run's deliveries are queued again by the sweep
        expireInSeconds: Math.ceil((RUN_MS + timeoutMs) / 1000) + 30,
      },
    );
  /** The webhooks a run of this copy sends now: a delivery of theirs due meanwhile is taken by that run. */
  const running = new Map<number, Promise<boolean>>();
  /** Rounds of up to BATCH deliveries of `webhookId` sent together, until none is due (false) or RUN_MS passed (true: the next run is queued). */
  const rounds = async (webhookId: number) => {
    const until = Date.now() + RUN_MS;
    while (!stopped) {
      const taken = await takeDueDeliveries(db, webhookId, BATCH, hold);
      if (!taken.length) return false;
      await Promise.all(taken.map((d) => deliverOne(d).catch(log)));
      if (Date.now() > until) {
        await queue(webhookId);
        return true;
      }
    }
    return false;
  };
  /** One run of the job; a delivery committed as it ended (whose dispatch saw it running) gets rounds again. */
  const run = async ({ webhookId }: { webhookId: number }) => {
    if (running.has(webhookId)) return; // this copy's run sends them already
    for (let again = true; again && !stopped;) {
      const p = rounds(webhookId);
      running.set(webhookId, p);
      const queued = await p.finally(() => running.delete(webhookId));
      again = !queued && (await webhooksDue(db, webhookId)).length > 0;
    }
  };
  await jobs.oneWaiting(WEBHOOK_DELIVER_JOB);
  const { wake } = await jobs.work(WEBHOOK_DELIVER_JOB, run, {
    batchSize: 1,
    workers: WORKERS,
    pollMs: 2_000,
  });
  const dispatch = coalesced(async () => {
    const due = (await webhooksDue(db)).filter((id) => !running.has(id));
    if (!due.length || stopped) return;
    await Promise.all(due.map(queue));
    wake();
  }, log);

  const unlisten = deps.database
    ? await listenDue(deps.database, dispatch, log)
    : async () => undefined;
  const sweep = setInterval(dispatch, options.sweepMs ?? 1_000);
  sweep.unref();
  dispatch();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      await unlisten();
      await Promise.allSettled(running.values());
      await agent.close();
    },
  };
}

/** `f` called so that calls while it runs make it run once more after, never twice at once; its errors go to `log`. */
function coalesced(f: () => Promise<void>, log: (e: unknown) => void): () => void {
  let running = false;
  let again = false;
  const call = () => {
    if (running) return void (again = true);
    running = true;
    again = false;
    void f()
      .catch(log)
      .finally(() => {
        running = false;
        if (again) call();
      });
  };
  return call;
}

/**
 * Calls `onDue` on each notification on `webhooks_due` (a delivery committed): PGlite's own listen, or a
 * connection of its own that LISTENs on a PostgreSQL server (if it is lost, the sweep still finds every
 * delivery, a second later at most). Answers how to stop listening.
 */
async function listenDue(
  database: Database,
  onDue: () => void,
  log: (e: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.pglite) return database.pglite.listen('webhooks_due', onDue);
  const url = database.directUrl ?? database.url; // LISTEN holds a session: never through a pooler
  if (!url) return async () => undefined;
  const client = new pg.Client({
    connectionString: url,
    application_name: APPLICATION_NAME,
  });
  client.on('error', (e) => log(`webhooks: the listening connection failed: ${errorLine(e)}`));
  client.on('notification', onDue);
  await client.connect();
  await client.query('listen webhooks_due');
  return () => client.end().catch(() => undefined);
}
