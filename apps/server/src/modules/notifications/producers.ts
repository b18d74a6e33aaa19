import { sql, type SQL } from 'drizzle-orm';
import { STAGE_MAPPING, type Stage } from '@crm/contracts';
import { idArray, oneOf } from '../../lib/sql.js';

/** SQL text of a name for notification content: '*' removed so it cannot break the ** highlight pairs. */
const plain = (expr: SQL) => sql`replace(${expr}, '*', '')`;
const userName = (id: number) =>
  plain(sql`(select first_name || ' ' || last_name from users where id = ${id})`);
const pairingName = sql`${plain(sql`e.name`)} || ' · ' || ${plain(sql`inv.name`)}`;
const eiJoin = (eiId: number) => sql`event_inventories ei
    join events e on e.id = ei.event_id
    join inventories inv on inv.id = ei.inventory_id and ei.id = ${eiId}`;

/**
 * Notifications for brands assigned to an event inventory by `actorId` (spec 000 §2.7): each
 * owner of each brand, other than the actor, gets "**Actor** assigned **Brand** to **Event · Inventory**".
 * One statement whatever the number of brands (bulk assignment).
 */
export function brandsAssignedSql(actorId: number, eiId: number, brandIds: number[]): SQL {
  const content = sql`'**' || ${userName(actorId)} || '** assigned **' || ${plain(sql`b.name`)}
    || '** to **' || ${pairingName} || '**'`;
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, brand_id, ei_id)
    select bo.user_id, 'INFO', 'BRAND_ASSIGNED', ${content}, ${actorId}, b.id, ei.id
    from brand_owners bo
    join brands b on b.id = bo.brand_id
    cross join ${eiJoin(eiId)}
    where bo.brand_id ${oneOf(brandIds)} and bo.user_id <> ${actorId}
    returning *`;
}

/**
 * Notifications for a stage change of one pairing by `actorId`, stage labels not codes: the brand's
 * other owners and accepted collaborators, and on a move to Won also the event inventory's POs.
 */
export function stageChangedSql({
  actorId,
  eiId,
  brandId,
  from,
  to,
}: {
  actorId: number;
  eiId: number;
  brandId: number;
  from: string;
  to: string;
}): SQL {
  const label = (s: string) => STAGE_MAPPING[s as Stage]?.label ?? s;
  const pos =
    to === 'WON'
      ? sql`union select user_id from event_inventory_owners where ei_id = ${eiId}`
      : sql``;
  const content = sql`'**' || ${userName(actorId)} || '** moved **' || ${plain(sql`b.name`)}
    || '** on **' || ${pairingName} || '** from **' || ${label(from)} || '** to **' || ${label(to)}
    || '**'`;
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, brand_id, ei_id)
    select u.user_id, 'INFO', 'STAGE_CHANGED', ${content}, ${actorId}, b.id, ei.id
    from (
      select user_id from brand_owners where brand_id = ${brandId}
      union
      select invitee_user_id
      from collab_invitations
      where ei_id = ${eiId} and brand_id = ${brandId} and status = 'ACCEPTED'
      ${pos}) u
    cross join brands b
    cross join ${eiJoin(eiId)}
    where b.id = ${brandId} and u.user_id <> ${actorId}
    returning *`;
}

/** Notifications to `userIds` (other than the actor) about brand `brandId`: `text(actor, brand)` builds the content SQL. */
export function brandNoticeSql({
  type,
  actorId,
  brandId,
  userIds,
  text,
}: {
  type: 'OWNERS_CHANGED' | 'BRAND_OFFLOADED' | 'BRAND_INFO_UPDATE';
  actorId: number;
  brandId: number;
  userIds: number[];
  text: (actor: SQL, brand: SQL) => SQL;
}): SQL {
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, brand_id)
    select u, 'INFO', ${type}, ${text(userName(actorId), plain(sql`b.name`))}, ${actorId}, b.id
    from unnest(${idArray(userIds)}) as u
    cross join brands b
    where b.id = ${brandId} and u <> ${actorId}
    returning *`;
}
