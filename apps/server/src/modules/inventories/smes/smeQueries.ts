import { eq, sql, type SQL } from 'drizzle-orm';
import type { UserSummary } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { eventInventories } from '../../../db/schema/index.js';
import { idArray, jsonValue, oneOf, userSummaryJson } from '../../../lib/sql.js';

/** SMEs of inventories and events, and the blocked industries of an event inventory. */

/** Whose SME list: an inventory's or an event's. */
export type SmeTable = 'inventory' | 'event';

const TABLES: Record<SmeTable, { table: SQL; key: SQL }> = {
  inventory: { table: sql.raw('inventory_smes'), key: sql.raw('inventory_id') },
  event: { table: sql.raw('event_smes'), key: sql.raw('event_id') },
};

/** The SMEs of one inventory or event, by name. */
export async function smesOf(db: Tx, kind: SmeTable, id: number): Promise<UserSummary[]> {
  const t = TABLES[kind];
  const { rows } = await db.execute<{ u: UserSummary }>(sql`select ${userSummaryJson()} as u
    from ${t.table} s join users u on u.id = s.user_id
    where s.${t.key} = ${id}
    order by u.first_name, u.last_name, u.id`);
  return rows.map((r) => jsonValue<UserSummary>(r.u));
}

/** Replaces an SME list (in the caller's transaction): drops the others, adds the new ones. */
export async function replaceSmes(tx: Tx, kind: SmeTable, id: number, userIds: number[]) {
  const t = TABLES[kind];
  await tx.execute(sql`delete from ${t.table}
    where ${t.key} = ${id} and not (user_id ${oneOf(userIds)})`);
  if (userIds.length)
    await tx.execute(sql`insert into ${t.table} (${t.key}, user_id)
      select ${id}, u from unnest(${idArray(userIds)}) as u
      on conflict do nothing`);
}

/** The inventory and event of an event inventory, or null when unknown. */
export async function eiParts(
  db: Tx,
  eiId: number,
): Promise<{ inventoryId: number; eventId: number } | null> {
  const rows = await db
    .select({ inventoryId: eventInventories.inventoryId, eventId: eventInventories.eventId })
    .from(eventInventories)
    .where(eq(eventInventories.id, eiId));
  return rows[0] ?? null;
}

/** The event inventory's blocked industries, by name. */
export async function blockedIndustriesOf(db: Tx, eiId: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`select i.id, i.name
    from ei_blocked_industries bi join industries i on i.id = bi.industry_id
    where bi.ei_id = ${eiId}
    order by i.name`);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** How many of `industryIds` are industries. */
export async function countIndustries(db: Tx, industryIds: number[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from industries
    where id ${oneOf(industryIds)}`);
  return rows[0].n;
}

/** Replaces the event inventory's blocked industries (in the caller's transaction). */
export async function replaceBlockedIndustries(tx: Tx, eiId: number, industryIds: number[]) {
  await tx.execute(sql`delete from ei_blocked_industries
    where ei_id = ${eiId} and not (industry_id ${oneOf(industryIds)})`);
  if (industryIds.length)
    await tx.execute(sql`insert into ei_blocked_industries (ei_id, industry_id)
      select ${eiId}, i from unnest(${idArray(industryIds)}) as i
      on conflict do nothing`);
}
