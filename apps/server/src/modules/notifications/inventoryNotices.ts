import { sql, type SQL } from 'drizzle-orm';

/** SQL text of a person's name for notification content, '*' removed so it cannot break the ** pairs. */
const personName = (alias: string) =>
  sql.raw(`replace(${alias}.first_name || ' ' || ${alias}.last_name, '*', '')`);

/**
 * Notifications to every active admin but the asker `actorId`: "**Asker** asked for case studies of
 * **Inventory**" (spec 001 §8). One statement; returns the rows.
 */
export function caseStudyRequestSql(actorId: number, inventoryId: number): SQL {
  return sql`
    insert into notifications (user_id, class, type, content, actor_user_id)
    select a.id, 'INFO', 'CASE_STUDY_REQUEST',
      '**' || ${personName('me')} || '** asked for case studies of **' || replace(inv.name, '*', '') || '**', me.id
    from users a cross join users me cross join inventories inv
    where (a.is_admin or 'ADMIN' = any(a.roles)) and a.status = 'ACTIVE' and a.id <> me.id
      and me.id = ${actorId} and inv.id = ${inventoryId}
    returning *`;
}

/**
 * Notifications to the deck's event inventory's other active POs: "**Uploader** uploaded version
 * **n** of the deck for **Event · Inventory**". One statement; returns the rows.
 */
export function deckUploadedSql(actorId: number, deckId: number): SQL {
  return sql`
    insert into notifications (user_id, class, type, content, actor_user_id, ei_id)
    select o.user_id, 'INFO', 'DECK_UPLOADED',
      '**' || ${personName('me')} || '** uploaded version **' || d.version || '** of the deck for **'
        || replace(e.name, '*', '') || ' · ' || replace(inv.name, '*', '') || '**', me.id, d.ei_id
    from decks d
      join event_inventories ei on ei.id = d.ei_id
      join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id
      join event_inventory_owners o on o.ei_id = d.ei_id
      join users u on u.id = o.user_id and u.status = 'ACTIVE'
      cross join users me
    where d.id = ${deckId} and me.id = ${actorId} and o.user_id <> ${actorId}
    returning *`;
}

/**
 * Notifications of type `type` from `actorId` to event inventory `eiId`'s active POs: "**Admin**:
 * `text` **Event · Inventory**" (a pending reminder). One statement; returns the rows.
 */
export function eventInventoryReminderSql(r: {
  type: string;
  text: string;
  actorId: number;
  eiId: number;
}): SQL {
  return sql`
    insert into notifications (user_id, class, type, content, actor_user_id, ei_id)
    select o.user_id, 'INFO', ${r.type},
      '**' || ${personName('me')} || '**: ' || ${r.text} || ' **' || replace(e.name, '*', '') || ' · '
        || replace(inv.name, '*', '') || '**', me.id, ei.id
    from event_inventory_owners o
      join users u on u.id = o.user_id and u.status = 'ACTIVE'
      join event_inventories ei on ei.id = o.ei_id
      join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id
      cross join users me
    where o.ei_id = ${r.eiId} and me.id = ${r.actorId}
    returning *`;
}
