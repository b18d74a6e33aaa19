import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { containsPattern, todayIst } from '../../lib/sql.js';
import { sharedWithSql } from './sharing.js';

/**
 * Conditions of the event inventory lists (queries.ts pageEventInventories): over aliases ei (event
 * inventory), e (event) and inv (inventory); pairing conditions over pairing alias a.
 */

/** The event has ended (PREVIOUS) or not (UPCOMING), in IST; none when not given. */
export const statusCond = (s?: 'UPCOMING' | 'PREVIOUS') =>
  s === 'PREVIOUS'
    ? sql`e.end_date < ${todayIst}`
    : s === 'UPCOMING'
      ? sql`e.end_date >= ${todayIst}`
      : undefined;

/** The event is not archived (archived events stay out of the pickers and lists, spec 001 §3). */
export const eventNotArchived = sql`not e.is_archived`;

/** The event's or the inventory's name contains `searchFor` (none when blank). */
export const nameSearch = (searchFor: string) =>
  searchFor &&
  sql`(lower(e.name) like ${containsPattern(searchFor)}
    or lower(inv.name) like ${containsPattern(searchFor)})`;

/** The event inventory is of inventory `inventoryId`. */
export const ofInventory = (inventoryId: number) => sql`ei.inventory_id = ${inventoryId}`;

/** The event's name contains `searchFor` (none when blank). */
export const eventNameSearch = (searchFor: string) =>
  searchFor && sql`lower(e.name) like ${containsPattern(searchFor)}`;

/** User `userId` is a project owner of the event inventory. */
export const ownedBy = (userId: number) => sql`exists (select 1 from event_inventory_owners o
  where o.ei_id = ei.id and o.user_id = ${userId})`;

/** Pairing a is shared with the actor (`sharedWithMe`), or else its brand is one of the actor's. */
export const actorPairings = (actor: Actor, sharedWithMe?: boolean): SQL =>
  sharedWithMe
    ? sharedWithSql(actor, sql`a.ei_id`, sql`a.brand_id`)
    : sql`exists (select 1 from brand_owners bo
        where bo.brand_id = a.brand_id and bo.user_id = ${actor.userId})`;

/** The event inventory has an ASSIGNED pairing meeting `pairings`. */
export const hasAssignedPairing = (pairings: SQL) => sql`exists (select 1 from pairings a
  where a.ei_id = ei.id and a.status = 'ASSIGNED' and ${pairings})`;

/** User `userId` is an SME of the event inventory's inventory (I-SME) or of its event (E-SME). */
export const smeOf = (userId: number) => sql`(exists (select 1 from inventory_smes s
    where s.inventory_id = ei.inventory_id and s.user_id = ${userId})
  or exists (select 1 from event_smes s
    where s.event_id = ei.event_id and s.user_id = ${userId}))`;
