import { sql, type SQL } from 'drizzle-orm';
import { oneOf } from '../../lib/sql.js';

/**
 * Notification producers of the events admin (spec 001 §3 Event, §4): one set-based
 * `insert into notifications … returning *` statement each, run through Notifications.run's `add`.
 * Names in the content have '*' removed so they cannot break the ** highlight pairs.
 */

/** Who changed the event, and the event's name, as the content's highlighted parts. */
const actorAndEvent = sql`'**' || replace(me.first_name || ' ' || me.last_name, '*', '') || '**'`;
const eventName = sql`'**' || replace(e.name, '*', '') || '**'`;

/**
 * Admin `actorId` made `userIds` project owners of event `eventId`: to each active one but the actor,
 * "**Admin** made you a project owner of **Event**" (type EVENT_ASSIGNED).
 */
export function eventAssignedSql(actorId: number, eventId: number, userIds: number[]): SQL {
  return sql`insert into notifications (user_id, class, type, content, actor_user_id)
    select u.id, 'INFO', 'EVENT_ASSIGNED',
      ${actorAndEvent} || ' made you a project owner of ' || ${eventName}, me.id
    from users u cross join users me cross join events e
    where u.id ${oneOf(userIds)} and u.status = 'ACTIVE' and u.id <> me.id
      and me.id = ${actorId} and e.id = ${eventId}
    returning *`;
}

/**
 * Admin `actorId` moved the dates of event `eventId`: to each of its active project owners (but the
 * actor and `except`), "**Admin** moved **Event** to **from–to**" (type EVENT_DATES_MOVED; dates YYYY-MM-DD, IST).
 */
export function eventDatesMovedSql(actorId: number, eventId: number, except: number[] = []): SQL {
  return sql`insert into notifications (user_id, class, type, content, actor_user_id)
    select u.id, 'INFO', 'EVENT_DATES_MOVED',
      ${actorAndEvent} || ' moved ' || ${eventName} || ' to **'
        || e.start_date::text || ' – ' || e.end_date::text || '**', me.id
    from users u cross join users me cross join events e
    where u.id in (select o.user_id from event_inventory_owners o
        join event_inventories ei on ei.id = o.ei_id where ei.event_id = ${eventId})
      and u.status = 'ACTIVE' and u.id <> me.id and not (u.id ${oneOf(except)})
      and me.id = ${actorId} and e.id = ${eventId}
    returning *`;
}
