import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { oneOf } from '../../lib/sql.js';

/**
 * A brand's latest contact up to `until` by mail (issue 41 §3: mails count like interactions): the latest
 * stored mail linked to it, or null. SQL, for the last-contact rules.
 */
export const lastMailTo = (brandId: number, until: SQL) => sql`(
  select max(m.sent_at) from mail_links l join mail_messages m on m.id = l.message_row_id
  where l.brand_id = ${brandId} and m.sent_at <= ${until})`;

/**
 * After mails `messageRowIds` were stored (issue 41 §3): each linked brand's pairings take the latest of
 * those mails (not later than now: a Date header in the future is not a contact yet) as their last
 * contact when it is later than theirs.
 */
export async function recordMailContact(tx: Tx, messageRowIds: number[]): Promise<void> {
  if (!messageRowIds.length) return;
  // the rows are locked in id order, so two mailboxes' reads touching the same brands never deadlock
  await tx.execute(sql`with c as (
      select l.brand_id, least(max(m.sent_at), now()) as at
      from mail_links l join mail_messages m on m.id = l.message_row_id
      where m.id ${oneOf(messageRowIds)}
      group by l.brand_id),
    later as (
      select p.id, c.at from pairings p join c on c.brand_id = p.brand_id
      where p.last_contact_at is null or p.last_contact_at < c.at
      order by p.id for update of p)
    update pairings p set last_contact_at = later.at from later where p.id = later.id`);
}
