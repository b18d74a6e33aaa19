import pg from 'pg';
import { WEBHOOK_DELIVERY, WEBHOOK_MESSAGES } from '@crm/contracts';
import { APPLICATION_NAME, type Database, type Db } from '../../db/client.js';
import type { SecretBox } from '../../auth/secretBox.js';
import { errorLine } from '../../lib/errors.js';
import { endDeliveryAttempt, takeDueDeliveries, type TakenDelivery } from './queries.js';
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

/** Deliveries one copy sends at once, each on its own (different records: one record's go one after the other). */
const BATCH = 20;

/** What a delivery needs to go out: the database, the secret box, the options, and who to tell of a webhook turned off. */
type DeliveryDeps = {
  db: Db;
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

/**
 * Starts this copy's webhook deliveries (issue 42 §2): deliveries are outbox rows written with each change;
 * a notification on `webhooks_due` (sent at commit) wakes the copy at once, and a sweep every `sweepMs`
 * finds retries due and deliveries a stopped copy held. Each is taken for a while (so copies never send one
 * together; a killed copy's is taken again once that passes) and sent signed (send.ts), its attempt logged
 * (deliverer); `turnOff` turns off a webhook whose deliveries all failed for the give-up time.
 */
export async function startWebhookDelivery(
  deps: DeliveryDeps,
): Promise<{ stop: () => Promise<void>; drain: () => Promise<void> }> {
  const { db, options, log } = deps;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_DELIVERY.timeoutMs;
  const agent = guardedAgent(options.allowLoopback, timeoutMs);
  const deliverOne = deliverer(deps, agent, timeoutMs);
  const hold = holdSecondsOf(timeoutMs);

  const sending = new Set<Promise<void>>();
  let taking: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Sends `d`; once it is done, its record's next delivery may be due: look again. */
  const send = (d: TakenDelivery) => {
    const sent: Promise<void> = deliverOne(d)
      .catch(log)
      .finally(() => {
        sending.delete(sent);
        void drain();
      });
    sending.add(sent);
  };
  /**
   * Takes the deliveries due now while fewer than BATCH are being sent, and sends each on its own, so a slow
   * receiver holds up none of the others; a call while it takes makes it look once more.
   */
  const drain = (): Promise<void> => {
    if (taking) {
      again = true;
      return taking;
    }
    taking = (async () => {
      do {
        again = false;
        while (!stopped && sending.size < BATCH) {
          const batch = await takeDueDeliveries(db, BATCH - sending.size, hold);
          if (!batch.length) break;
          batch.forEach(send);
        }
      } while (again && !stopped);
    })()
      .catch(log)
      .finally(() => {
        taking = null;
      });
    return taking;
  };

  const unlisten = deps.database
    ? await listenDue(deps.database, () => void drain(), log)
    : async () => undefined;
  const sweep = setInterval(() => void drain(), options.sweepMs ?? 1_000);
  sweep.unref();
  void drain();
  return {
    drain,
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      await unlisten();
      await taking;
      await Promise.allSettled(sending);
      await agent.close();
    },
  };
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
  if (!database.url) return async () => undefined;
  const client = new pg.Client({
    connectionString: database.url,
    application_name: APPLICATION_NAME,
  });
  client.on('error', (e) => log(`webhooks: the listening connection failed: ${errorLine(e)}`));
  client.on('notification', onDue);
  await client.connect();
  await client.query('listen webhooks_due');
  return () => client.end().catch(() => undefined);
}
