import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client.js';
import { events } from './schema/index.js';

/**
 * Whether an event with id `eventId` exists (archived ones too): the one check behind the 404
 * 'Event not found' of the events, event team and timeline, chat event group, news and SME routes.
 * It lives beside the schema rather than on the events module's surface because the events module
 * imports chat and inventories (event groups, event setup): their importing events back would be
 * an import cycle.
 */
export async function eventExists(db: Tx, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return rows.length > 0;
}
