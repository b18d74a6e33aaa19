import { sql, type SQL } from 'drizzle-orm';

/**
 * Notification producers of the inventories admin (spec 001 §4, §7): each is one set-based
 * `insert into notifications … returning *` statement, run through Notifications.run's `add`.
 * Names in the content have '*' removed so they cannot break the ** highlight pairs.
 */

/** What a pending reminder asks the project owners to do. */
export type PendingKind = 'BRAND_ASSIGNMENT_PENDING' | 'DECK_UPLOAD_PENDING';

const PENDING_TEXT: Record<PendingKind, string> = {
  BRAND_ASSIGNMENT_PENDING: 'brands are yet to be assigned to',
  DECK_UPLOAD_PENDING: 'a deck is yet to be uploaded for',
};

/**
 * A pending reminder from admin `actorId` to each active project owner of event inventory `eiId`:
 * "**Admin**: brands are yet to be assigned to **Event · Inventory**" / "…a deck is yet to be
 * uploaded for…" (type `kind`). No rows when it has no active project owners.
 */
export function pendingReminderSql(kind: PendingKind, actorId: number, eiId: number): SQL {
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, ei_id)
    select o.user_id, 'INFO', ${kind},
      '**' || replace(me.first_name || ' ' || me.last_name, '*', '') || '**: ' || ${PENDING_TEXT[kind]}
        || ' **' || replace(e.name, '*', '') || ' · ' || replace(inv.name, '*', '') || '**',
      me.id, ei.id
    from event_inventory_owners o
      join users u on u.id = o.user_id and u.status = 'ACTIVE'
      join event_inventories ei on ei.id = o.ei_id
      join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id
      cross join users me
    where o.ei_id = ${eiId} and me.id = ${actorId}
    returning *`;
}

/**
 * A case-study request by `actorId` for inventory `inventoryId`, to every other active admin:
 * "**User** asked for case studies of **Inventory**" (type CASE_STUDY_REQUEST).
 */
export function caseStudyRequestSql(actorId: number, inventoryId: number): SQL {
  return sql`insert into notifications (user_id, class, type, content, actor_user_id)
    select a.id, 'INFO', 'CASE_STUDY_REQUEST',
      '**' || replace(me.first_name || ' ' || me.last_name, '*', '') || '** asked for case studies of **'
        || replace(inv.name, '*', '') || '**',
      me.id
    from users a cross join users me cross join inventories inv
    where (a.is_admin or 'ADMIN' = any(a.roles)) and a.status = 'ACTIVE' and a.id <> me.id
      and me.id = ${actorId} and inv.id = ${inventoryId}
    returning *`;
}

/**
 * A new deck version `deckId` uploaded by `actorId`, to the event inventory's other active project
 * owners: "**Uploader** uploaded version **n** of the deck for **Event · Inventory**" (type DECK_UPLOADED).
 */
export function deckUploadedSql(actorId: number, deckId: number): SQL {
  return sql`insert into notifications (user_id, class, type, content, actor_user_id, ei_id)
    select o.user_id, 'INFO', 'DECK_UPLOADED',
      '**' || replace(me.first_name || ' ' || me.last_name, '*', '') || '** uploaded version **'
        || d.version || '** of the deck for **'
        || replace(e.name, '*', '') || ' · ' || replace(inv.name, '*', '') || '**',
      me.id, d.ei_id
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
