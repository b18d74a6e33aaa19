import { sql } from 'drizzle-orm';
import {
  codeLabel,
  EVENT_FIELD_LABELS as F,
  type EventFieldChange,
  type EventHistoryAction,
  type EventHistoryItem,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { iso, offsetOf } from '../../../lib/paging.js';
import { jsonValue } from '../../../lib/sql.js';
import type { EventSetup } from '../../inventories/index.js';
import type { EventRow } from './queries.js';

/** Event history (spec 001 §3 Event): who changed what on an event, as field changes shown by name. */

/** An event as its history shows it: each field's display value by its label (null when empty). */
export type EventSnapshot = Record<string, string | null>;

const names = (users: { userName: string }[]) => users.map((u) => u.userName).join(', ') || null;

/** The display values of an event and its setup (sales targets in crore, per inventory). */
export function snapshotOf(e: EventRow, s: EventSetup): EventSnapshot {
  const snap: EventSnapshot = {
    [F.eventName]: e.eventName,
    [F.startDate]: e.startDate,
    [F.endDate]: e.endDate,
    [F.city]: e.cityName,
    [F.category]: codeLabel(e.category),
    [F.venue]: e.venue,
    [F.description]: e.description,
    [F.imageUrl]: e.imageUrl,
    [F.inventories]: s.inventories.map((i) => i.inventoryName).join(', ') || null,
    [F.projectOwners]: names(s.projectOwners),
    [F.smes]: names(s.smes),
  };
  for (const i of s.inventories)
    snap[F.salesTarget(i.inventoryName)] = i.salesTarget === null ? null : String(i.salesTarget);
  return snap;
}

/** The fields whose value differs between two snapshots (an empty `before` lists every set field). */
export function changesBetween(before: EventSnapshot, after: EventSnapshot): EventFieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }))
    .filter((c) => c.from !== c.to);
}

/** Writes one history row by `userId`, in the caller's transaction. */
export async function recordEventHistory(
  tx: Tx,
  h: { eventId: number; userId: number; action: EventHistoryAction; changes: EventFieldChange[] },
): Promise<void> {
  await tx.execute(sql`insert into event_history (event_id, user_id, action, changes)
    values (${h.eventId}, ${h.userId}, ${h.action}, ${JSON.stringify(h.changes)}::jsonb)`);
}

/** A page of an event's history, newest first, with its total. */
export async function eventHistoryPage(
  db: Db,
  q: { eventId: number; pageNo: number; count: number },
): Promise<{ history: EventHistoryItem[]; total: number }> {
  const [{ rows }, total] = await Promise.all([
    db.execute<{
      id: number;
      user_name: string | null;
      created_at: unknown;
      action: EventHistoryAction;
      changes: EventFieldChange[] | string;
    }>(sql`select h.id, u.first_name || ' ' || u.last_name as user_name, h.created_at, h.action, h.changes
      from event_history h left join users u on u.id = h.user_id
      where h.event_id = ${q.eventId}
      order by h.created_at desc, h.id desc
      limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from event_history where event_id = ${q.eventId}`,
    ),
  ]);
  return {
    history: rows.map((r) => ({
      id: Number(r.id),
      userName: r.user_name,
      at: iso(r.created_at) ?? '',
      action: r.action,
      changes: jsonValue<EventFieldChange[]>(r.changes),
    })),
    total: total.rows[0].n,
  };
}
