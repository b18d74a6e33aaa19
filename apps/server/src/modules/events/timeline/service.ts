import type { EventTimelineResult } from '@crm/contracts';
import { EVENT_TEAM_TEXTS, mayRead } from '@crm/contracts';
import { readsDealValues, type Actor } from '../../../auth/actor.js';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { eventExists } from '../../../db/eventExists.js';
import { isEntryOfEvent, timelineEntries } from './queries.js';

/** A timeline request: the event, page size, and the id of the last entry already seen. */
type TimelineInput = { eventId: number; count: number; before?: number };

/**
 * GET /api/event/timeline and /event/my-timeline (spec 001 §7): `count` entries newest first, older than
 * entry `before`; `mine` keeps the caller's pairings and doings. Every signed-in role may read an event;
 * the pairing history's entries (assigned, moved, discarded, restored) need the STAGE_HISTORY read area and a
 * closed deal's value needs deal values (PIPELINE), like the stage history and closed deals reads.
 * 404 for an unknown event, 400 when `before` is not an entry of it.
 */
export async function eventTimeline({
  db,
  actor,
  q,
  mine,
}: {
  db: Db;
  actor: Actor;
  q: TimelineInput;
  mine: boolean;
}): Promise<EventTimelineResult> {
  if (!(await eventExists(db, q.eventId))) throw notFound('Event not found', 'EVENT_NOT_FOUND');
  if (
    q.before !== undefined &&
    !(await isEntryOfEvent(db, { eventId: q.eventId, entryId: q.before }))
  )
    throw badRequest(EVENT_TEAM_TEXTS.badCursor, 'BAD_CURSOR');
  const rows = await timelineEntries(db, {
    ...q,
    count: q.count + 1,
    mineFor: mine ? actor.userId : undefined,
    reads: {
      pairingHistory: mayRead(actor.roles, actor.isAdmin, 'STAGE_HISTORY'),
      dealValues: readsDealValues(actor),
    },
  });
  const entries = rows.slice(0, q.count);
  return {
    entries,
    nextCursor: rows.length > q.count ? entries[entries.length - 1].id : null,
  };
}
