import { sql, type SQL } from 'drizzle-orm';
import type { BoardCard, BoardColumn, BrandOwner, InviteStatus } from '@crm/contracts';
import { STAGES, type Stage } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { and, oneOf } from '../../../lib/sql.js';
import { iso } from '../../../lib/paging.js';
import { countedStage, isClosedManually, wonValue } from '../../closedDeals/index.js';

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
  lost_reason: string | null;
  proposed_value: number | null;
  negotiated_value: number | null;
  closed_value: number | null;
  follow_up_date: string | null;
  expected_closure: string | null;
  owner_ids: (number | string)[] | null;
  updated_at: unknown;
};

/** The columns to read: `limit` cards of each `stage` in the board's order, after the card `after` when given. */
export type ColumnPages = {
  pages: { stage: Stage; limit: number }[];
  after?: { followUpDate: string | null; brandId: number; eiId: number };
};

/**
 * The column a pairing `a` stands in: its stage, Won when it is won (closedDeals' countedStage: a pairing
 * closed manually shows as won, whatever its pipeline stage).
 */
const stageOf = countedStage(sql`a`);

/** The board's order within a column: soonest follow-up first, none last ('infinity'), then brand and event inventory ids (pairings_ei_status_stage_idx). */
const cardOrder = sql`coalesce(a.follow_up_date, 'infinity'::date), a.brand_id, a.ei_id`;

/**
 * The cards of the columns `pages` names, of `source` (on event inventory `eiId` when one), as `actor`
 * reads them, by stage, each with `hasMore` when further cards follow. One statement: for each stage (unnest) a lateral read of its
 * first `limit + 1` cards in the board's order (cardOrder, the keyset `after` continues) whose column
 * (stageOf) is that stage: those whose pipeline stage is the column's, on one event inventory an index
 * range of pairings_ei_status_stage_idx (its ASSIGNED pairings; the column as stageOf alone read every
 * pairing of the event inventory: issue 43 §1), and for Won also those closed manually at another stage;
 * the statement is planned once, not once per column. Then each owner once
 * (ownersById) and the actor's latest invitation per pairing (invitesByPairing).
 */
export async function boardPages(
  db: Db,
  actor: Actor,
  { source, eiId, pages, after }: ColumnPages & { source: BoardSource; eiId: number | undefined },
): Promise<Map<Stage, { cards: BoardCard[]; hasMore: boolean }>> {
  const stages = `{${pages.map((p) => p.stage).join(',')}}`;
  const limits = `{${pages.map((p) => p.limit + 1).join(',')}}`;
  const range = after
    ? sql`and (${cardOrder}) > (coalesce(${after.followUpDate}::date, 'infinity'::date), ${after.brandId}::bigint, ${after.eiId}::bigint)`
    : sql``;
  const cards = (
    inColumn: SQL,
  ) => sql`(select a.ei_id, a.brand_id, b.name as brand_name, b.image_url,
      e.name as event_name, inv.name as inventory_name,
      ${stageOf} as stage, a.tag, a.lost_reason, a.proposed_value, a.negotiated_value,
      coalesce(${wonValue(sql`a`)}, a.closed_value) as closed_value,
      a.follow_up_date::text as follow_up_date, a.expected_closure::text as expected_closure,
      (select array_agg(bo.user_id) from brand_owners bo where bo.brand_id = b.id) as owner_ids,
      a.updated_at, a.follow_up_date as follow_up_day
    from ${source.from}
    where ${source.where} and ${inColumn} ${range}
    order by ${cardOrder}
    limit s.lim)`;
  const [{ rows }, invites] = await Promise.all([
    db.execute<CardRow>(sql`select c.* from unnest(${stages}::text[], ${limits}::int[]) as s(stage, lim)
      cross join lateral (select x.* from (
          ${cards(sql`a.stage = s.stage and ${stageOf} = s.stage`)}
          union all
          ${cards(sql`s.stage = 'WON' and a.stage <> 'WON' and ${isClosedManually(sql`a`)}`)}
        ) x
        order by coalesce(x.follow_up_day, 'infinity'::date), x.brand_id, x.ei_id
        limit s.lim) c`),
    invitesByPairing(db, actor.userId, eiId),
  ]);
  const owners = await ownersById(db, [...new Set(rows.flatMap((r) => r.owner_ids ?? []))]);
  const card = (r: CardRow): BoardCard => ({
    eiId: Number(r.ei_id),
    brandId: Number(r.brand_id),
    brandName: r.brand_name,
    brandImageUrl: r.image_url,
    eventName: r.event_name,
    inventoryName: r.inventory_name,
    stage: r.stage,
    tag: r.tag,
    lostReason: r.lost_reason,
    proposedValue: r.proposed_value === null ? null : Number(r.proposed_value),
    negotiatedValue: r.negotiated_value === null ? null : Number(r.negotiated_value),
    closedValue: r.closed_value === null ? null : Number(r.closed_value),
    followUpDate: r.follow_up_date,
    expectedClosure: r.expected_closure,
    brandOwners: (r.owner_ids ?? [])
      .map((id) => owners.get(Number(id))!)
      .sort((x, y) => x.firstName.localeCompare(y.firstName))
      .map((o) => o.owner),
    updatedAt: iso(r.updated_at)!,
    myInviteStatus: invites.get(`${r.ei_id}:${r.brand_id}`) ?? null,
  });
  return new Map(
    pages.map((p) => {
      const mine = rows.filter((r) => r.stage === p.stage);
      return [p.stage, { cards: mine.slice(0, p.limit).map(card), hasMore: mine.length > p.limit }];
    }),
  );
}

/** Brand owners `ids` as BrandOwner, by user id, with the first name their lists sort by. */
async function ownersById(
  db: Db,
  ids: (number | string)[],
): Promise<Map<number, { firstName: string; owner: BrandOwner }>> {
  if (!ids.length) return new Map();
  const { rows } = await db.execute<{
    id: number | string;
    first_name: string;
    last_name: string;
    profile_image: string | null;
    vertical_name: string | null;
    last_active_on: unknown;
    active: boolean;
  }>(sql`select u.id, u.first_name, u.last_name, u.profile_image, v.name as vertical_name,
      u.last_active_on, u.status = 'ACTIVE' as active
    from users u left join verticals v on v.id = u.vertical_id
    where u.id ${oneOf(ids.map(Number))}`);
  return new Map(
    rows.map((u) => [
      Number(u.id),
      {
        firstName: u.first_name,
        owner: {
          brandOwnerUserId: Number(u.id),
          brandOwnerUserName: `${u.first_name} ${u.last_name}`,
          brandOwnerProfileImage: u.profile_image,
          verticalName: u.vertical_name,
          lastActiveOn: iso(u.last_active_on),
          isDeactivated: !u.active,
        },
      },
    ]),
  );
}

/** User `userId`'s latest collaboration invitation per pairing (of event inventory `eiId` when given), keyed `eiId:brandId`. */
async function invitesByPairing(
  db: Db,
  userId: number,
  eiId: number | undefined,
): Promise<Map<string, InviteStatus>> {
  const { rows } = await db.execute<{ ei_id: number; brand_id: number; status: InviteStatus }>(sql`
    select distinct on (c.ei_id, c.brand_id) c.ei_id, c.brand_id, c.status
    from collab_invitations c
    where c.invitee_user_id = ${userId} ${eiId === undefined ? sql`` : sql`and c.ei_id = ${eiId}`}
    order by c.ei_id, c.brand_id, c.created_at desc, c.id desc`);
  return new Map(rows.map((r) => [`${r.ei_id}:${r.brand_id}`, r.status]));
}

/**
 * The four columns of `source` in STAGES order: how many pairings and their value (crore, 2 decimals):
 * won values at WON (closedDeals' wonValue: a manual closure's value for a pairing closed manually),
 * proposed values elsewhere, a missing value counting 0. One pass groups the pairings by pipeline stage
 * (on one event inventory an index-only scan: pairings_ei_status_stage_idx carries the values; no probe of
 * closed_deals per pairing: issue 43 §1); then the few pairings closed manually at another stage (a join
 * from closed_deals) move to Won, at their closure's value, as countedStage places them.
 */
export async function boardTotals(
  db: Db,
  source: BoardSource,
): Promise<Pick<BoardColumn, 'stage' | 'count' | 'valueTotal'>[]> {
  const { from, where } = source.totals;
  const { rows } = await db.execute<{ stage: string; n: number; total: number | string }>(sql`
    with by_stage as (
      select a.stage, count(*)::int as n,
        sum(case when a.stage = 'WON' then a.closed_value else a.proposed_value end) as total
      from ${from} where ${where}
      group by a.stage),
    closed as materialized (
      select a.stage, a.proposed_value, c.closed_value
      from ${from}
        join closed_deals c on c.ei_id = a.ei_id and c.brand_id = a.brand_id and c.removed_at is null
      where ${where} and a.stage <> 'WON')
    select x.stage, sum(x.n)::int as n, round(coalesce(sum(x.total), 0), 2) as total
    from (select stage, n, total from by_stage
      union all select stage, -1, -proposed_value from closed
      union all select 'WON', 1, closed_value from closed) x
    group by x.stage`);
  const byStage = new Map(rows.map((r) => [r.stage, r]));
  return STAGES.map((stage) => {
    const r = byStage.get(stage);
    return { stage, count: r ? Number(r.n) : 0, valueTotal: r ? Number(r.total) : 0 };
  });
}
