import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testDatabases } from '../test/harness.js';
import { startSmtp, type TestSmtp } from '../test/smtpServer.js';
import type { Database } from '../db/client.js';
import { startJobQueue, type JobQueue } from '../jobs/queue.js';
import { startMail, type Mail, type MailConfig } from './index.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const expiresAt = new Date('2026-11-29T12:00:00Z'); // 5:30 pm IST

/** Outgoing mail (issue 40 §1) against a real SMTP server (smtp-server), on both engines. */
describe.each(testDatabases('both'))('outgoing mail on %s', (kind) => {
  let database: Database;
  const queues: JobQueue[] = [];
  const open: { mail: Mail; smtp?: TestSmtp }[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 60_000);
  afterEach(async () => {
    for (const { mail, smtp } of open.splice(0)) {
      mail.stop();
      await smtp?.close();
    }
    for (const jobs of queues.splice(0)) await jobs.stop();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A server copy's mail: its own job queue (stopped after the test), so no other test's sender takes its jobs. */
  const start = async (config: MailConfig, log: string[] = [], sweepMs?: number) => {
    const jobs = await startJobQueue(database);
    queues.push(jobs);
    return startMail({ db: database.db, jobs, config, log: (m) => void log.push(m), sweepMs });
  };
  /** Queues a reset mail to `to` and dispatches it; answers its id. */
  const send = async (mail: Mail, to: string) => {
    const id = await database.db.transaction((tx) =>
      mail.queue(tx, to, 'passwordReset', {
        firstName: 'Asha',
        link: 'http://crm.test/reset-password?token=abc',
        expiresAt,
      }),
    );
    await mail.dispatch([id]);
    return id;
  };
  const row = async (id: number) =>
    (
      await database.db.execute<{
        status: string;
        attempts: number;
        text: string | null;
        html: string | null;
        last_error: string | null;
        message_id: string;
      }>(sql`select * from mail_sends where id = ${id}`)
    ).rows[0];
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    for (const t0 = Date.now(); !(await check()); await wait(200))
      if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
  };

  it('sends a queued mail once, as HTML and text with the link and the time in IST, and records it', async () => {
    const smtp = await startSmtp();
    const mail = await start({ smtpUrl: smtp.url, from: 'SponsorDesk <crm@events.test>' });
    open.push({ mail, smtp });
    expect(mail.enabled).toBe(true);
    // records past their 90 days go as the next mail is queued; a mail still being sent stays
    await database.db.execute(sql`
      insert into mail_sends (recipient, template, subject, status, message_id, created_at, taken_at)
      select 'old@events.test', 'passwordReset', 'Old', s, 'm-' || s, now() - interval '91 days', now()
      from unnest(array['sent', 'failed', 'logged', 'sending']) s`);
    const id = await send(mail, 'asha@events.test');
    const { rows: kept } = await database.db.execute<{ status: string }>(
      sql`select status from mail_sends where recipient = 'old@events.test'`,
    );
    expect(kept.map((r) => r.status)).toEqual(['sending']);
    await database.db.execute(sql`delete from mail_sends where recipient = 'old@events.test'`);
    const [got] = await smtp.waitFor(1);
    expect(got.to).toEqual(['asha@events.test']);
    expect(got.subject).toBe('Reset your SponsorDesk password');
    expect(got.text).toContain('http://crm.test/reset-password?token=abc');
    expect(got.text).toContain('29 Nov 2026, 5:30 pm IST');
    expect(got.html).toContain('href="http://crm.test/reset-password?token=abc"');
    await until(async () => (await row(id)).status === 'sent');
    const r = await row(id);
    expect(r).toMatchObject({ attempts: 1, text: null, html: null, last_error: null });
    expect(got.messageId).toBe(r.message_id);
    await wait(1_500);
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it('escapes what a template is given: a name cannot add markup to the HTML', async () => {
    const smtp = await startSmtp();
    const mail = await start({ smtpUrl: smtp.url });
    open.push({ mail, smtp });
    await database.db
      .transaction((tx) =>
        mail.queue(tx, 'b@events.test', 'invitation', {
          firstName: '<img src=x onerror=alert(1)>',
          invitedBy: 'Ravi & "Co"',
          link: 'http://crm.test/set-password?token=t"><script>',
          expiresAt,
        }),
      )
      .then((id) => mail.dispatch([id]));
    const [got] = await smtp.waitFor(1);
    expect(got.html).not.toContain('<img src=x');
    expect(got.html).not.toContain('<script>');
    expect(got.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(got.subject).toBe('Ravi & "Co" invited you to SponsorDesk');
  }, 30_000);

  it('gives up at once on a recipient the server refuses (550), without retrying', async () => {
    const smtp = await startSmtp({ refuse: (a) => a.startsWith('nobody@') });
    const mail = await start({ smtpUrl: smtp.url, retry: { limit: 3, delaySeconds: 1 } });
    open.push({ mail, smtp });
    const id = await send(mail, 'nobody@events.test');
    await until(async () => (await row(id)).status === 'failed');
    await wait(3_000); // a retry would have run by now
    const r = await row(id);
    expect(r.attempts).toBe(1);
    expect(r.last_error).toContain('550');
    expect(r.text).toBeNull();
    expect(smtp.received).toHaveLength(0);
  }, 30_000);

  it('retries with backoff while the server is down, then sends the mail once when it is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close(); // the server is down: nothing listens on its port
    const mail = await start({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      retry: { limit: 6, delaySeconds: 1 },
    });
    const id = await send(mail, 'later@events.test');
    // an attempt is counted as it is taken ('sending'): wait for the second one's failure to be recorded
    await until(async () => {
      const r = await row(id);
      return r.attempts >= 2 && r.status !== 'sending';
    });
    const failing = await row(id);
    expect(failing.status).toBe('retrying');
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failing.text).not.toBeNull(); // kept for the next attempt
    const smtp = await startSmtp({ port });
    open.push({ mail, smtp });
    await smtp.waitFor(1, 25_000);
    await until(async () => (await row(id)).status === 'sent');
    await wait(1_500);
    expect(smtp.received).toHaveLength(1);
  }, 60_000);

  it('with mail off, writes the mail and its link to the log and records it as logged', async () => {
    const log: string[] = [];
    const mail = await start({}, log);
    open.push({ mail });
    expect(mail.enabled).toBe(false);
    const id = await send(mail, 'off@events.test');
    await until(async () => (await row(id)).status === 'logged');
    expect(log.join('\n')).toContain(
      'to off@events.test, "Reset your SponsorDesk password" http://crm.test/reset-password?token=abc',
    );
  }, 30_000);

  it('sends a mail its copy left queued (stopped between the commit and the queue) once, from the sweep', async () => {
    const smtp = await startSmtp();
    const stopped = await start({ smtpUrl: smtp.url });
    const id = await database.db.transaction((tx) =>
      stopped.queue(tx, 'left@events.test', 'passwordReset', {
        firstName: 'Left',
        link: 'http://crm.test/x',
        expiresAt,
      }),
    );
    stopped.stop(); // never dispatched
    await database.db.execute(
      sql`update mail_sends set created_at = now() - interval '2 minutes' where id = ${id}`,
    );
    const mail = await start({ smtpUrl: smtp.url }, [], 300);
    open.push({ mail, smtp });
    await smtp.waitFor(1);
    await until(async () => (await row(id)).status === 'sent');
    await wait(1_500); // further sweeps find nothing left
    expect(smtp.received.map((m) => m.to[0])).toEqual(['left@events.test']);
  }, 30_000);
});
