import { sql } from 'drizzle-orm';
import { REALTIME_EVENTS, ROLE_CODES, mayRead, type MailLinkedEvent } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../realtime/server.js';
import type { MailLink } from './sync/links.js';

/**
 * Tells the open Email tabs that mailbox `mailboxId` stored mails linked to `links`' brands and POCs (call
 * it after the commit); never throws.
 */
export type MailLinked = (mailboxId: number, links: readonly MailLink[]) => Promise<void>;

/** The roles that read colleagues' mails (those who read call notes: threads/service.ts). */
const COLLEAGUE_READERS = ROLE_CODES.filter((r) => mayRead([r], false, 'CALL_NOTES'));

/**
 * The live Email tab (issue 41 §3): REALTIME_EVENTS.mailLinked with MailLinkedEvent {brandIds, pocIds}
 * (ids only) on '/notifications' to the mailbox's owner and the active users who read colleagues' mails
 * (admins and COLLEAGUE_READERS), who ask for the tab again when it shows one of them. A failure is
 * logged; the mails stay stored.
 */
export const mailLinked =
  (db: Db, realtime: Realtime, log: (e: unknown) => void): MailLinked =>
  async (mailboxId, links) => {
    if (!links.length) return;
    const event: MailLinkedEvent = {
      brandIds: [...new Set(links.map((l) => l.brandId))],
      pocIds: [...new Set(links.map((l) => l.pocId))],
    };
    try {
      const { rows } = await db.execute<{ id: number }>(sql`select id from users
        where status = 'ACTIVE' and (is_admin or roles && ${`{${COLLEAGUE_READERS.join(',')}}`}::text[]
          or id = (select user_id from mailboxes where id = ${mailboxId}))`);
      const users = rows.map((r) => Number(r.id));
      realtime.toUsers('/notifications', users, REALTIME_EVENTS.mailLinked, event);
    } catch (e) {
      log(e);
    }
  };
