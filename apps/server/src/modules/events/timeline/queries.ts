import { sql, type SQL } from 'drizzle-orm';
import type { EventTimelineEntry } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { iso } from '../../../lib/paging.js';
import { jsonValue, userSummaryJson } from '../../../lib/sql.js';

type TimelineRow = {
  id: number | string;
  kind: EventTimelineEntry['kind'];
  at: unknown;
  detail: unknown;
  who: unknown;
  brand_id: number | string | null;
  brand_name: string | null;
  ei_id: number | string;
  inventory_name: string;
};

const toEntry = (r: TimelineRow): EventTimelineEntry => ({
  id: Number(r.id),
  kind: r.kind,
  at: iso(r.at)!,
  who: r.who ? jsonValue<EventTimelineEntry['who']>(r.who) : null,
  brand:
    r.brand_id === null ? null : { brandId: Number(r.brand_id), brandName: r.brand_name ?? '' },
  eventInventory: { eiId: Number(r.ei_id), inventoryName: r.inventory_name },
  detail: jsonValue<EventTimelineEntry['detail']>(r.detail),
});

/** Whether timeline entry `entryId` belongs to event `eventId` (a valid `before` cursor). */
export async function isEntryOfEvent(db: Db, q: { eventId: number; entryId: number }) {
  const { rows } = await db.execute(
    sql`select 1 from event_timeline where id = ${q.entryId} and event_id = ${q.eventId}`,
  );
  return rows.length > 0;
}

/** Timeline kinds written from the pairing history (stage_history): what the STAGE_HISTORY read area covers. */
const PAIRING_HISTORY_KINDS: EventTimelineEntry['kind'][] = [
  'BRAND_ASSIGNED',
  'STAGE_MOVED',
  'BRAND_DISCARDED',
  'BRAND_RESTORED',
];

/** What the reader may see of the timeline: the pairing history's entries, and the closed values of deals. */
type TimelineReads = { pairingHistory: boolean; dealValues: boolean };

/**
 * Up to `count` entries of event `eventId`'s timeline, newest first (at, then id), older than entry
 * `before` when given; `mineFor` keeps the entries on pairings of brands that user owns or collaborates
 * on, or done by that user (my timeline). Without `reads.pairingHistory` the pairing history's entries
 * are left out, without `reads.dealValues` the closed value of a DEAL_CLOSED.
 */
export async function timelineEntries(
  db: Db,
  q: { eventId: number; count: number; before?: number; mineFor?: number; reads: TimelineReads },
): Promise<EventTimelineEntry[]> {
  const conds: SQL[] = [sql`t.event_id = ${q.eventId}`];
  if (!q.reads.pairingHistory)
    conds.push(sql`t.kind <> all(${`{${PAIRING_HISTORY_KINDS.join(',')}}`}::text[])`);
  if (q.before !== undefined)
    conds.push(
      sql`(t.at, t.id) < (select c.at, c.id from event_timeline c where c.id = ${q.before})`,
    );
  if (q.mineFor !== undefined) {
    const me = q.mineFor;
    conds.push(sql`(t.user_id = ${me}
      or exists (select 1 from brand_owners bo where bo.brand_id = t.brand_id and bo.user_id = ${me})
      or exists (select 1 from collab_invitations ci where ci.ei_id = t.ei_id and ci.brand_id = t.brand_id
                   and ci.invitee_user_id = ${me} and ci.status = 'ACCEPTED'))`);
  }
  const detail = q.reads.dealValues ? sql`t.detail` : sql`t.detail - 'value'`;
  const { rows } = await db.execute<TimelineRow>(sql`
    select t.id, t.kind, t.at, ${detail} as detail, t.brand_id, b.name as brand_name, t.ei_id,
      i.name as inventory_name, case when u.id is null then null else ${userSummaryJson()} end as who
    from event_timeline t
    join event_inventories ei on ei.id = t.ei_id
    join inventories i on i.id = ei.inventory_id
    left join brands b on b.id = t.brand_id
    left join users u on u.id = t.user_id
    where ${sql.join(conds, sql` and `)}
    order by t.at desc, t.id desc
    limit ${q.count}`);
  return rows.map(toEntry);
}
