import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/** A meeting as the last-contact rules read it: its id and brand. */
export type MeetingRef = { id: number; brandId: number };

/** The meeting's time, read in SQL (interactions.created_at keeps microseconds, which a JS Date would lose). */
const meetingTime = (m: MeetingRef) =>
  sql`(select created_at from interactions where id = ${m.id})`;

/**
 * The latest live interaction of the meeting's brand up to the meeting's time, the meeting itself left
 * out: what a pairing's last contact falls back to without the meeting (null when there is none).
 */
const lastContactWithout = (m: MeetingRef) => sql`(
  select max(i.created_at) from interactions i
  where i.brand_id = ${m.brandId} and i.deleted_at is null and i.id <> ${m.id}
    and i.created_at <= ${meetingTime(m)})`;

/**
 * After deleting meeting `m`: the brand's pairings whose last contact is the meeting (call notes write
 * the interaction and the pairings' last_contact_at with the same transaction's now(), so the times are
 * equal) fall back to the brand's latest remaining live interaction up to then, or null. updated_at stays.
 */
export async function dropLastContact(tx: Tx, m: MeetingRef): Promise<void> {
  await tx.execute(sql`update pairings set last_contact_at = ${lastContactWithout(m)}
    where brand_id = ${m.brandId} and last_contact_at = ${meetingTime(m)}`);
}

/**
 * After restoring meeting `m`: the brand's pairings that the deletion moved back — last contact at the
 * fallback dropLastContact writes, and changed at or after the meeting (call notes stamp updated_at with the
 * meeting's time) — take the greater of their last contact and the meeting's time.
 */
export async function restoreLastContact(tx: Tx, m: MeetingRef): Promise<void> {
  await tx.execute(sql`update pairings
    set last_contact_at = greatest(last_contact_at, ${meetingTime(m)})
    where brand_id = ${m.brandId} and updated_at >= ${meetingTime(m)}
      and last_contact_at is not distinct from ${lastContactWithout(m)}`);
}
