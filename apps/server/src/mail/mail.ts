import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { PRODUCT_NAME } from '@crm/contracts';
import type { Db, Tx } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import { errorLine } from '../lib/errors.js';
import { endAttempt, insertMail, mailsLeftQueued, takeMail, type TakenMail } from './outbox.js';
import { mailTemplates, type MailFields, type MailTemplateName } from './templates.js';

/** The job that sends one mail of the outbox. */
const MAIL_JOB = 'mail-send';

/** Outgoing mail's settings (README, Configuration: SMTP_URL, MAIL_FROM). */
export type MailConfig = {
  /** `smtp://` or `smtps://` with user, password, host and port; absent: mail is off, each mail is logged. */
  smtpUrl?: string;
  /** The From of every mail, e.g. `SponsorDesk <crm@example.com>`; default `SponsorDesk <no-reply@localhost>`. */
  from?: string;
  /** Retries of a mail the SMTP server did not take for now: default 8, 10 s apart doubling (about 40 min in all). */
  retry?: { limit: number; delaySeconds: number };
};

/** Outgoing system mail (issue 40 §1; ARCHITECTURE.md §8). */
export type Mail = {
  /** Mail is on: SMTP_URL is set. Off, each mail is written to the log with its links instead. */
  enabled: boolean;
  /** The From of every mail. */
  from: string;
  /**
   * Records mail `template` to `to` in `tx`, rendered now, and answers its id: hand it to `dispatch` once
   * `tx` committed (a mail never leaves for a change that was rolled back).
   */
  queue: <T extends MailTemplateName>(
    tx: Tx,
    to: string,
    template: T,
    fields: MailFields<T>,
  ) => Promise<number>;
  /** Hands the committed mails `ids` to the job queue, which sends each once, retrying with backoff. */
  dispatch: (ids: number[]) => Promise<void>;
  /** Stops the sweep and closes the SMTP connections. */
  stop: () => void;
};

/** True for an SMTP answer that will not change on a retry (5xx: unknown recipient, refused sender…). */
const permanent = (e: unknown) => {
  const code = (e as { responseCode?: number }).responseCode;
  return code !== undefined && code >= 500 && code < 600;
};

/** The links in a mail's text, for the log line of a mail that was not sent. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * Starts outgoing mail on `jobs`: mails are rows of `mail_sends` (the outbox, written in the caller's
 * transaction), each sent by a pg-boss job through SMTP (nodemailer). A job takes its row before sending,
 * so a mail is never on the wire twice at once; a 5xx refusal fails it at once, anything else (the server
 * down, a 4xx) is retried with backoff. Mails a stopped copy left queued are handed to the queue again
 * every minute. Without `smtpUrl` each mail is written by `log` with its links, so a reset works from the
 * log on a laptop.
 */
export async function startMail(deps: {
  db: Db;
  jobs: JobQueue;
  config: MailConfig;
  log: (message: string) => void;
  /** How often this copy looks for mails a stopped copy left queued (ms); default a minute. */
  sweepMs?: number;
}): Promise<Mail> {
  const { db, jobs, config, log } = deps;
  const retry = config.retry ?? { limit: 8, delaySeconds: 10 };
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const from = config.from ?? `${PRODUCT_NAME} <no-reply@localhost>`;
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';

  const deliver = async (m: TakenMail) => {
    if (!transport) {
      log(
        `Mail is off (no SMTP_URL): to ${m.recipient}, "${m.subject}" ${linksIn(m.text).join(' ')}`,
      );
      return endAttempt(db, m.id, { status: 'logged' });
    }
    try {
      await transport.sendMail({
        from,
        to: m.recipient,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
      });
    } catch (e) {
      const givenUp = permanent(e) || m.attempts > retry.limit;
      await endAttempt(db, m.id, {
        status: givenUp ? 'failed' : 'retrying',
        error: errorLine(e, 500),
      });
      if (givenUp) return;
      throw e; // pg-boss tries again after its delay
    }
    await endAttempt(db, m.id, { status: 'sent' });
  };
  await jobs.work<{ mailId: number }>(MAIL_JOB, async ({ mailId }) => {
    const taken = await takeMail(db, mailId);
    if (taken) await deliver(taken);
  });

  const dispatch = async (ids: number[]) => {
    for (const mailId of ids)
      await jobs.send(MAIL_JOB, { mailId }, { retry: { ...retry, backoff: true } });
  };
  const sweep = setInterval(() => {
    mailsLeftQueued(db)
      .then(dispatch)
      .catch((e: unknown) => log(`mail: the sweep failed: ${errorLine(e, 500)}`));
  }, deps.sweepMs ?? 60_000);
  sweep.unref();

  return {
    enabled: transport !== null,
    from,
    async queue(tx, to, template, fields) {
      const rendered = mailTemplates[template](fields as never);
      return insertMail(tx, {
        recipient: to,
        template,
        ...rendered,
        messageId: `<${randomUUID()}@${domain}>`,
      });
    },
    dispatch,
    stop: () => {
      clearInterval(sweep);
      transport?.close();
    },
  };
}
