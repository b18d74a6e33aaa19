import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { lastMailTo } from '../lastContact.js';

/** A meeting as the last-contact rules read it: its id and brand. */
export type MeetingRef = { id: number; brandId: number };

/** The meeting's time, read in SQL (interactions.created_at keeps microseconds, which a JS Date would lose). */
const meetingTime = (m: MeetingRef) =>
  sql`(select created_at from interactions where id = ${m.id})`;

/**
 * The latest live interaction or mail (issue 41 §3) of the meeting's brand up to the meeting's time, the
 * meeting itself left out: what a pairing's last contact falls back to without the meeting (null when
 * there is none).
 */
const lastContactWithout = (m: MeetingRef) => sql`greatest((
  select max(i.created_at) from interactions i
  where i.brand_id = ${m.brandId} and i.deleted_at is null and i.id <> ${m.id}
    and i.created_at <= ${meetingTime(m)}), ${lastMailTo(m.brandId, meetingTime(m))})`;

/**
 * After deleting meeting `m`: the brand's pairings whose last contact is the meeting (call notes write
 * the interaction and the pairings' last_contact_at with the same transaction's now(), so the times are
 * equal) fall back to the brand's latest remaining live interaction up to then, or null; the meeting keeps
 * their ids (moved_pairing_ids) for Undo. updated_at stays.
 */
export async function dropLastContact(tx: Tx, m: MeetingRef): Promise<void> {
  await tx.execute(sql`with moved as (
      update pairings set last_contact_at = ${lastContactWithout(m)}
      where brand_id = ${m.brandId} and last_contact_at = ${meetingTime(m)}
      returning id)
    update interactions set moved_pairing_ids = array(select id from moved) where id = ${m.id}`);
}

/**
 * After restoring meeting `m`: the pairings its deletion moved back (moved_pairing_ids) take the greater of
 * their last contact and the meeting's time, and the list is cleared. A meeting deleted before that list was
 * kept (null) falls back to the brand's pairings at the deletion's fallback that changed at or after the
 * meeting (call notes stamp updated_at with the meeting's time).
 */
export async function restoreLastContact(tx: Tx, m: MeetingRef): Promise<void> {
  await tx.execute(sql`update pairings p
    set last_contact_at = greatest(p.last_contact_at, ${meetingTime(m)})
    from interactions i
    where i.id = ${m.id} and p.brand_id = ${m.brandId}
      and case when i.moved_pairing_ids is null
        then p.updated_at >= ${meetingTime(m)}
          and p.last_contact_at is not distinct from ${lastContactWithout(m)}
        else p.id = any(i.moved_pairing_ids) end`);
  await tx.execute(sql`update interactions set moved_pairing_ids = null where id = ${m.id}`);
}
