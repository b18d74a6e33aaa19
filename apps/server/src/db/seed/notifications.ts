import { sql, type SQL } from 'drizzle-orm';
import type { RoleCode } from '@crm/contracts';
import type { Tx } from '../client.js';
import { idArray } from '../../lib/sql.js';
import { istWorkTime } from './eventDates.js';

/** A name for notification content: '*' removed so it cannot break the ** highlight pairs. */
const plain = (expr: SQL) => sql`replace(${expr}, '*', '')`;
const fullName = (u: string) => plain(sql.raw(`${u}.first_name || ' ' || ${u}.last_name`));
/** Older notifications have been read; the last two days' are new. */
const readIfOld = (at: SQL) => sql`${at} < now() - interval '2 days'`;

/**
 * Demo notifications (spec 000 §3), so that the demo logins' bell shows what the app would have told them,
 * worded as its producers word them: TASK_ASSIGNED for every seeded task a demo login is assigned by
 * someone else; BRAND_ASSIGNED for the demo BO's ten latest pairings, from the event inventory's project
 * owner; and one open COLLAB_INVITE (an ACTION, with its invitation) from a teammate to the demo BO on a
 * teammate's deal (this working day, istWorkTime). Dated when those happened; those of the last two days
 * unread. Runs after tasks.
 */
export async function seedNotifications(tx: Tx, demo: Record<RoleCode, number>): Promise<void> {
  const logins = idArray(Object.values(demo));
  await tx.execute(sql`insert into notifications
      (user_id, class, type, content, actor_user_id, task_id, is_read, created_at)
    select p.user_id, 'INFO', 'TASK_ASSIGNED',
      '**' || ${fullName('c')} || '** assigned you the task **' || ${plain(sql`t.name`)} || '**',
      t.creator_user_id, t.id, ${readIfOld(sql`t.created_at`)}, t.created_at
    from tasks t
    join task_people p on p.task_id = t.id and p.relation = 'ASSIGNEE' and p.type = 'USER'
    join users c on c.id = t.creator_user_id
    where p.user_id = any(${logins}) and p.user_id <> t.creator_user_id`);
  await tx.execute(sql`insert into notifications
      (user_id, class, type, content, actor_user_id, brand_id, ei_id, is_read, created_at)
    select ${demo.BO}, 'INFO', 'BRAND_ASSIGNED',
      '**' || ${fullName('po')} || '** assigned **' || ${plain(sql`b.name`)} || '** to **'
        || ${plain(sql`e.name || ' · ' || inv.name`)} || '**',
      po.id, b.id, ei.id, ${readIfOld(sql`x.assigned_at`)}, x.assigned_at
    from (
      select p.brand_id, p.ei_id, p.assigned_at,
        (select min(o.user_id) from event_inventory_owners o where o.ei_id = p.ei_id) as po_id
      from pairings p
      join brand_owners bo on bo.brand_id = p.brand_id and bo.user_id = ${demo.BO}
      order by p.assigned_at desc, p.id
      limit 10) x
    join users po on po.id = x.po_id and po.id <> ${demo.BO}
    join brands b on b.id = x.brand_id
    join event_inventories ei on ei.id = x.ei_id
    join events e on e.id = ei.event_id
    join inventories inv on inv.id = ei.inventory_id`);
  await tx.execute(sql`with deal as (
      select p.brand_id, p.ei_id, bo.user_id as inviter
      from pairings p
      join brand_owners bo on bo.brand_id = p.brand_id
      join team_members tm on tm.user_id = bo.user_id
      join teams t on t.id = tm.team_id and t.owner_user_id = ${demo.TO}
      join event_inventories ei on ei.id = p.ei_id
      join events e on e.id = ei.event_id and e.start_date > current_date
      where p.status = 'ASSIGNED' and bo.user_id <> ${demo.BO}
        and not exists (
          select 1 from brand_owners mine where mine.brand_id = p.brand_id and mine.user_id = ${demo.BO})
      order by e.start_date, p.id
      limit 1),
    invitation as (
      insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, created_at)
      select ei_id, brand_id, inviter, ${demo.BO}, ${istWorkTime(0, '09:50')}::timestamptz from deal
      returning id, ei_id, brand_id, inviter_user_id, created_at)
    insert into notifications
      (user_id, class, type, content, actor_user_id, brand_id, ei_id, invitation_id, created_at)
    select ${demo.BO}, 'ACTION', 'COLLAB_INVITE',
      '**' || ${fullName('u')} || '** invited you to collaborate on **' || ${plain(sql`b.name`)}
        || '** for **' || ${plain(sql`e.name || ' · ' || inv.name`)} || '**',
      i.inviter_user_id, i.brand_id, i.ei_id, i.id, i.created_at
    from invitation i
    join users u on u.id = i.inviter_user_id
    join brands b on b.id = i.brand_id
    join event_inventories ei on ei.id = i.ei_id
    join events e on e.id = ei.event_id
    join inventories inv on inv.id = ei.inventory_id`);
}
