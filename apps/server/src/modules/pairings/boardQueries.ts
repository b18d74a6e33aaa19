import { sql, type SQL } from 'drizzle-orm';
import type { BoardCard, BoardColumn, InviteStatus, PairingBrand } from '@crm/contracts';
import { BOARD_CARD_LIMIT, STAGES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { and, brandOwnersJson } from '../../lib/sql.js';
import { iso } from '../../lib/paging.js';
import { inviteStatusSql } from './accessQueries.js';

/**
 * The pairings a board shows: FROM (aliases a pairings, b brands, e events, inv inventories) and WHERE, and
 * the FROM and WHERE its column totals read (the pairings alone when no brand or event narrows them).
 */
export type BoardSource = { from: SQL; where: SQL; totals: { from: SQL; where: SQL } };

/**
 * The board's pairings: ASSIGNED pairings of event inventory `eiId`, or without it of every event
 * inventory whose event is not archived, narrowed by `conditions` (brandConditions, stagesCondition).
 */
export function boardSource(
  eiId: number | undefined,
  conditions: (SQL | false | '' | undefined)[],
): BoardSource {
  const pairing = [
    eiId === undefined ? sql`not e.is_archived` : sql`a.ei_id = ${eiId}`,
    sql`a.status = 'ASSIGNED'`,
  ];
  const from = sql`pairings a
      join brands b on b.id = a.brand_id
      join event_inventories ei on ei.id = a.ei_id
      join events e on e.id = ei.event_id
      join inventories inv on inv.id = ei.inventory_id`;
  const where = and([...pairing, ...conditions]);
  // One event inventory's pairings with no brand condition: the totals need no join.
  const bare = eiId !== undefined && !conditions.some(Boolean);
  return {
    from,
    where,
    totals: bare ? { from: sql`pairings a`, where: and(pairing) } : { from, where },
  };
}

type CardRow = {
  ei_id: number;
  brand_id: number;
  brand_name: string;
  image_url: string | null;
  event_name: string;
  inventory_name: string;
  stage: BoardCard['stage'];
  tag: BoardCard['tag'];
  proposed_value: number | null;
  closed_value: number | null;
  follow_up_date: string | null;
  brand_owners: PairingBrand['brandOwners'];
  updated_at: unknown;
  my_invite_status: InviteStatus | null;
};

const stageOrder = sql`array_position(${`{${STAGES.join(',')}}`}::text[], a.stage)`;

/** The first BOARD_CARD_LIMIT cards of `source` as `actor` reads them: by stage (STAGES order), then brand name. */
export async function boardCards(db: Db, actor: Actor, source: BoardSource): Promise<BoardCard[]> {
  const { rows } = await db.execute<CardRow>(sql`
    select a.ei_id, a.brand_id, b.name as brand_name, b.image_url,
      e.name as event_name, inv.name as inventory_name,
      a.stage, a.tag, a.proposed_value, a.closed_value, a.follow_up_date::text as follow_up_date,
      ${brandOwnersJson} as brand_owners, a.updated_at,
      ${inviteStatusSql(actor, sql`a.ei_id`, sql`a.brand_id`)} as my_invite_status
    from ${source.from}
    where ${source.where}
    order by ${stageOrder}, lower(b.name), b.id, a.ei_id
    limit ${BOARD_CARD_LIMIT}`);
  return rows.map((r) => ({
    eiId: r.ei_id,
    brandId: r.brand_id,
    brandName: r.brand_name,
    brandImageUrl: r.image_url,
    eventName: r.event_name,
    inventoryName: r.inventory_name,
    stage: r.stage,
    tag: r.tag,
    proposedValue: r.proposed_value,
    closedValue: r.closed_value,
    followUpDate: r.follow_up_date,
    brandOwners: r.brand_owners.map((o) => ({ ...o, lastActiveOn: iso(o.lastActiveOn) })),
    updatedAt: iso(r.updated_at)!,
    myInviteStatus: r.my_invite_status,
  }));
}

/**
 * The four columns of `source` in STAGES order: how many pairings and their value (crore, 2 decimals):
 * closed values at WON, proposed values elsewhere, a missing value counting 0.
 */
export async function boardColumns(db: Db, source: BoardSource): Promise<BoardColumn[]> {
  const { rows } = await db.execute<{ stage: string; n: number; total: number | string }>(sql`
    select a.stage, count(*)::int as n,
      round(coalesce(sum(case when a.stage = 'WON' then a.closed_value else a.proposed_value end), 0), 2) as total
    from ${source.totals.from}
    where ${source.totals.where}
    group by a.stage`);
  const byStage = new Map(rows.map((r) => [r.stage, r]));
  return STAGES.map((stage) => {
    const r = byStage.get(stage);
    return { stage, count: r ? Number(r.n) : 0, valueTotal: r ? Number(r.total) : 0 };
  });
}
