import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/** A mail taken by a worker to send: what goes on the wire and how many times it was tried (this one counted). */
export type TakenMail = {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attempts: number;
};

/** A take older than this was lost with its server copy (the send itself times out well before). */
const LOST_TAKE = sql`interval '5 minutes'`;

/** How long the record of a mail sent, given up or logged is kept: 90 days. */
const MAIL_RECORD_KEPT = sql`interval '90 days'`;

/** Records a mail to send (status queued), deleting the records past MAIL_RECORD_KEPT on the way; answers its id. */
export async function insertMail(
  tx: Tx,
  m: {
    recipient: string;
    template: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
  },
): Promise<number> {
  await tx.execute(sql`
    delete from mail_sends where status in ('sent', 'failed', 'logged')
      and created_at < now() - ${MAIL_RECORD_KEPT}`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into mail_sends (recipient, template, subject, text, html, message_id)
    values (${m.recipient}, ${m.template}, ${m.subject}, ${m.text}, ${m.html}, ${m.messageId})
    returning id`);
  return Number(rows[0]!.id);
}

/**
 * Takes mail `id` to send it (status sending, one more attempt): null when it is sent, given up, or
 * being sent by another worker right now, so one mail is never on the wire twice at once.
 */
export async function takeMail(db: Db, id: number): Promise<TakenMail | null> {
  const { rows } = await db.execute<{
    id: number;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    message_id: string;
    attempts: number;
  }>(sql`
    update mail_sends set status = 'sending', attempts = attempts + 1, taken_at = now()
    where id = ${id} and (status in ('queued', 'retrying') or (status = 'sending' and taken_at < now() - ${LOST_TAKE}))
    returning id, recipient, subject, text, html, message_id, attempts`);
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        recipient: r.recipient,
        subject: r.subject,
        text: r.text,
        html: r.html,
        messageId: r.message_id,
        attempts: Number(r.attempts),
      }
    : null;
}

/**
 * Ends mail `id`'s attempt: `sent` or `logged` (done), `retrying` (the job tries again) or `failed` (given
 * up); `error` is the refusal or connection error. A done or given-up mail's bodies are cleared: they hold
 * single-use links.
 */
export async function endAttempt(
  db: Db,
  id: number,
  outcome: { status: 'sent' | 'logged' | 'retrying' | 'failed'; error?: string },
): Promise<void> {
  const done = outcome.status !== 'retrying';
  await db.execute(sql`
    update mail_sends set status = ${outcome.status}, last_error = ${outcome.error ?? null}, taken_at = null,
      sent_at = case when ${outcome.status} in ('sent', 'logged') then now() else sent_at end,
      text = case when ${done} then null else text end,
      html = case when ${done} then null else html end
    where id = ${id}`);
}

/** Mails queued over a minute ago that no job took: their copy stopped between the commit and handing them to the queue. */
export async function mailsLeftQueued(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from mail_sends where status = 'queued' and created_at < now() - interval '1 minute'
    order by id limit 500`);
  return rows.map((r) => Number(r.id));
}
