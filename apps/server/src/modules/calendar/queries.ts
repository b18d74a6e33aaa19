import { sql } from 'drizzle-orm';
import { WORKING_INVITE_STATUSES, type Stage } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { iso } from '../../lib/paging.js';
import { todayIst } from '../../lib/sql.js';
import { countedStage } from '../closedDeals/index.js';

/** How far back a feed reaches: follow-ups and reminders of the last 90 days stay visible in a calendar. */
const PAST_DAYS = 90;

/** Sets `userId`'s feed secret (its SHA-256) made now, replacing any; answers when. */
export async function saveFeedSecret(db: Db, userId: number, secretHash: string): Promise<string> {
  const { rows } = await db.execute<{ created_at: unknown }>(sql`insert into calendar_feeds
      (user_id, secret_hash) values (${userId}, ${secretHash})
    on conflict (user_id) do update set secret_hash = excluded.secret_hash, created_at = now()
    returning created_at`);
  return iso(rows[0].created_at)!;
}

/** Removes `userId`'s feed; its link stops at once. */
export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.execute(sql`delete from calendar_feeds where user_id = ${userId}`);
}

/** When `userId`'s feed was made, or null when it is off. */
export async function feedCreatedAt(db: Db, userId: number): Promise<string | null> {
  const { rows } = await db.execute<{ created_at: unknown }>(
    sql`select created_at from calendar_feeds where user_id = ${userId}`,
  );
  return rows[0] ? iso(rows[0].created_at)! : null;
}

/** The active user whose feed secret hashes to `secretHash`, or undefined (unknown, revoked, or the user inactive). */
export async function feedOwner(
  db: Db,
  secretHash: string,
): Promise<{ userId: number; name: string } | undefined> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`select u.id,
      u.first_name || ' ' || u.last_name as name
    from calendar_feeds f join users u on u.id = f.user_id
    where f.secret_hash = ${secretHash} and u.status = 'ACTIVE'`);
  return rows[0] && { userId: Number(rows[0].id), name: rows[0].name };
}

/** A pairing's follow-up as a feed shows it: the IST date, and what it is about (a pairing closed manually at stage WON). */
export type FollowUp = {
  brandId: number;
  brandName: string;
  eiId: number;
  eventId: number;
  eventName: string;
  inventoryName: string;
  stage: Stage;
  followUpDate: string;
};

/**
 * `userId`'s follow-ups from 90 days ago on: their ASSIGNED pairings with a follow-up date on events not
 * archived, of their own brands or shared with them by a working collaboration invitation — the
 * pairings 'Assigned for You' shows them (spec 001 §7).
 */
export async function followUpsOf(db: Db, userId: number): Promise<FollowUp[]> {
  const { rows } = await db.execute<
    Record<string, unknown>
  >(sql`select a.brand_id, b.name as brand_name,
      a.ei_id, e.id as event_id, e.name as event_name, inv.name as inventory_name,
      ${countedStage(sql`a`)} as stage,
      a.follow_up_date::text as follow_up_date
    from pairings a
      join brands b on b.id = a.brand_id
      join event_inventories ei on ei.id = a.ei_id
      join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id
    where a.status = 'ASSIGNED' and a.follow_up_date >= ${todayIst} - ${PAST_DAYS}::int
      and not e.is_archived
      and (exists (select 1 from brand_owners bo where bo.brand_id = a.brand_id and bo.user_id = ${userId})
        or exists (select 1 from collab_invitations c
          where c.ei_id = a.ei_id and c.brand_id = a.brand_id and c.invitee_user_id = ${userId}
            and c.status = any(${`{${WORKING_INVITE_STATUSES.join(',')}}`}::text[])))
    order by a.follow_up_date, a.id`);
  return rows.map((r) => ({
    brandId: Number(r.brand_id),
    brandName: String(r.brand_name),
    eiId: Number(r.ei_id),
    eventId: Number(r.event_id),
    eventName: String(r.event_name),
    inventoryName: String(r.inventory_name),
    stage: r.stage as Stage,
    followUpDate: String(r.follow_up_date),
  }));
}

/** A task reminder as a feed shows it: when it is next due, and its recurrence. */
export type Reminder = {
  taskId: number;
  taskName: string;
  remindAt: Date;
  recurrence: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY' | null;
};

/** The reminders of `userId`'s open tasks (they are one of the task's people), due from 90 days ago on. */
export async function remindersOf(db: Db, userId: number): Promise<Reminder[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`select t.id, t.name, r.remind_at,
      r.recurrence
    from task_reminders r join tasks t on t.id = r.task_id
    where t.deleted_at is null and t.status = 'OPEN'
      and r.remind_at >= now() - make_interval(days => ${PAST_DAYS})
      and exists (select 1 from task_people p where p.task_id = t.id and p.user_id = ${userId})
    order by r.remind_at, t.id`);
  return rows.map((r) => ({
    taskId: Number(r.id),
    taskName: String(r.name),
    remindAt: new Date(iso(r.remind_at)!),
    recurrence: (r.recurrence as Reminder['recurrence']) ?? null,
  }));
}
