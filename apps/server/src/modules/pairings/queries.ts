import { sql, type SQL } from 'drizzle-orm';
import type { AssignedBrand, AssignTab, InviteStatus, PairingBrand } from '@crm/contracts';
import { AssignFilters, AssignListRequest, STAGE_MAPPING } from '@crm/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  and,
  brandOwnersJson,
  containsPattern,
  jsonValue,
  oneOf,
  ownedByAny,
  todayIst,
} from '../../lib/sql.js';
import { cappedCountSql, iso, offsetOf, toTotal, type Total } from '../../lib/paging.js';
import { inRepositories } from '../repository/index.js';
import { sharedWithSql } from '../inventories/index.js';
import { countedStage, countedStageIn, wonValue } from '../closedDeals/index.js';
import type { Actor } from '../../auth/actor.js';
import { inScopeSql, inviteStatusSql } from './access/accessQueries.js';
import type { SortKey } from '../../lib/keyset.js';

/** Whose brands a caller works: every brand, or brands owned by one of these users (spec 001 §6). */
export type Scope = 'all' | number[];

/**
 * The rows of one tab: FROM, WHERE and `count`, a select of one row per tab row (the cheapest join that
 * gives them), which countOf counts up to COUNT_CAP (see tabSource).
 */
export type TabSource = { from: SQL; where: SQL; count: SQL };

/** A tab's sort: the contract's sortBy. */
export type SortBy = z.infer<typeof AssignListRequest>['sortBy'];

/** Filters of a tab or board: the contract's AssignFilters. */
type Filters = z.infer<typeof AssignFilters>;

/**
 * Conditions on a pairing list's brands (aliases b brands, a pairings): scope, search, industries,
 * owners, repositories and `brandIds`. `shared` (the ASSIGNED lists a caller reads) widens the scope to
 * the pairings shared with `shared.actor`, or with `only` narrows it to those. Shared by the tabs (tabSource)
 * and the pipeline board.
 */
export function brandConditions(q: {
  scope: Scope;
  filters: Filters;
  brandIds?: number[];
  shared?: { actor: Actor; only: boolean };
}): (SQL | false | '' | undefined)[] {
  const { scope, filters: f, brandIds, shared } = q;
  const sharedPairings = shared && sharedWithSql(shared.actor, sql`a.ei_id`, sql`a.brand_id`);
  const inScope = scope !== 'all' && ownedByAny(scope);
  return [
    sharedPairings
      ? shared.only
        ? sharedPairings
        : inScope && sql`(${inScope} or ${sharedPairings})`
      : inScope,
    f.searchFor && sql`lower(b.name) like ${containsPattern(f.searchFor)}`,
    // one industry is an equality (oneOf): brands_industry_revenue_idx then gives its brands in revenue order
    f.industryIds.length > 0 && sql`b.industry_id ${oneOf(f.industryIds)}`,
    f.brandOwnerIds.length > 0 && ownedByAny(f.brandOwnerIds),
    brandIds && sql`b.id ${oneOf(brandIds)}`,
    !!f.repoIds?.length && inRepositories(f.repoIds, f.repoIdsSelectionType),
  ];
}

/**
 * The stage pairing `a` shows wherever it is listed: WON when it is closed manually (closedDeals'
 * countedStage), else its pipeline stage.
 */
const shownStage = countedStage(sql`a`);

/**
 * Condition: ASSIGNED pairing `a` shows (shownStage) one of `stages`, written by closedDeals' countedStageIn
 * so that the stage is an index condition; none listed: no condition.
 */
export const stagesCondition = (stages: Filters['stages']) =>
  stages.length > 0 && countedStageIn(sql`a`, stages);

/**
 * FROM and WHERE of one assign-brands tab for event inventory `eiId` (aliases b brands, a pairings):
 * UNASSIGNED = brands with no pairing, not offloaded, not in a blocked industry; ASSIGNED / DISCARDED =
 * pairings with that status. Scope, search, industries, owners, repositories and (ASSIGNED) stages narrow it.
 * `shared` (the ASSIGNED lists a caller reads) widens the scope to the pairings shared with `shared.actor`, or
 * with `only` narrows it to those. `count` selects a row per tab row, for countOf to total.
 */
export function tabSource(q: {
  eiId: number;
  tab: AssignTab;
  scope: Scope;
  filters: Filters;
  brandIds?: number[];
  shared?: { actor: Actor; only: boolean };
}): TabSource {
  const { eiId, tab } = q;
  const common = brandConditions(q);
  if (tab === 'UNASSIGNED') {
    const where = and([
      sql`not b.is_offloaded`,
      sql`not exists (select 1 from pairings a where a.ei_id = ${eiId} and a.brand_id = b.id)`,
      sql`(b.industry_id is null or not exists (
        select 1 from ei_blocked_industries bi
        where bi.ei_id = ${eiId} and bi.industry_id = b.industry_id))`,
      ...common,
    ]);
    return {
      from: sql`brands b`,
      where,
      count: sql`select 1 from brands b where ${where}`,
    };
  }
  const pairing = [
    sql`a.ei_id = ${eiId}`,
    sql`a.status = ${tab}`,
    tab === 'ASSIGNED' && stagesCondition(q.filters.stages),
  ];
  const where = and([...pairing, ...common]);
  // Without a brand condition the total needs no join: an index-only count of the pairings.
  const count = common.some(Boolean)
    ? sql`select 1 from pairings a join brands b on b.id = a.brand_id where ${where}`
    : sql`select 1 from pairings a where ${and(pairing)}`;
  return { from: sql`pairings a join brands b on b.id = a.brand_id`, where, count };
}

/** The sort key of a tab list (aliases b brands, a pairings): ORDER BY expression and its SQL type. */
export function tabSortKey(tab: AssignTab, field: SortBy['field']): SortKey {
  const text = (expr: SQL) => ({ expr, type: sql`text` });
  return {
    brandName: text(sql`lower(b.name)`),
    industryName: text(sql`(select i.name from industries i where i.id = b.industry_id)`),
    brandRevenue: { expr: sql`b.revenue`, type: sql`numeric` },
    updatedAt: {
      expr: tab === 'UNASSIGNED' ? sql`b.updated_at` : sql`a.updated_at`,
      type: sql`timestamptz`,
      notNull: true,
    },
    stage: text(tab === 'ASSIGNED' ? shownStage : sql`lower(b.name)`),
  }[field];
}

/**
 * ORDER BY of a tab list: its sort key (NULLs last), then the brand id, both in the chosen direction. A
 * key never NULL is ordered plainly, so a pairings tab by updated_at reads pairings_ei_status_updated_idx
 * (ei_id, status, updated_at, brand_id) in order, backward for DESC: a page costs its rows (issue 43 §1).
 */
function tabOrder(tab: AssignTab, sortBy: SortBy): SQL {
  const key = tabSortKey(tab, sortBy.field);
  const dir = sql.raw(sortBy.order === 'DESC' ? 'desc' : 'asc');
  return sql`${key.expr} ${dir}${key.notNull ? sql`` : sql` nulls last`}, b.id ${dir}`;
}

/** Brand columns of a pairing row (alias b). */
export const pairingBrandColumns = sql`b.id as brand_id, b.name as brand_name, b.image_url, b.revenue,
  (select i.name from industries i where i.id = b.industry_id) as industry_name,
  (select c.name from companies c where c.id = b.company_id) as company_name,
  ${brandOwnersJson} as brand_owners`;

/**
 * Pairing columns (alias a) as `actor` reads them: who assigned it, the recorded brand owner and the
 * actor's latest invitation on it. A pairing closed manually reads as WON (shownStage) at its closure's
 * value (closedDeals' wonValue), as the pipeline board shows it.
 */
export const pairingColumns = (
  actor: Actor,
) => sql`a.ei_id, ${shownStage} as stage, a.tag, a.lost_reason,
  a.proposed_value, a.negotiated_value, coalesce(${wonValue(sql`a`)}, a.closed_value) as closed_value,
  a.follow_up_date::text as follow_up_date, a.expected_closure::text as expected_closure,
  a.assigned_at, a.last_contact_at, a.updated_at,
  a.assigned_by_user_id,
  (select u.first_name || ' ' || u.last_name from users u where u.id = a.assigned_by_user_id) as assigned_by_name,
  a.brand_owner_user_id,
  (select u.first_name || ' ' || u.last_name from users u where u.id = a.brand_owner_user_id) as brand_owner_name,
  ${inviteStatusSql(actor, sql`a.ei_id`, sql`a.brand_id`)} as my_invite_status`;

export type PairingRow = {
  brand_id: number;
  brand_name: string;
  image_url: string | null;
  revenue: number | null;
  industry_name: string | null;
  company_name: string | null;
  brand_owners: PairingBrand['brandOwners'];
  updated_at?: unknown;
};
export type AssignedRow = PairingRow & {
  ei_id: number;
  stage: AssignedBrand['stage'];
  tag: AssignedBrand['tag'];
  lost_reason: string | null;
  proposed_value: number | null;
  negotiated_value: number | null;
  closed_value: number | null;
  follow_up_date: string | null;
  expected_closure: string | null;
  assigned_at: unknown;
  last_contact_at: unknown;
  assigned_by_user_id: number | null;
  assigned_by_name: string | null;
  brand_owner_user_id: number | null;
  brand_owner_name: string | null;
  my_invite_status: InviteStatus | null;
};

export function toPairingBrand(r: PairingRow): PairingBrand {
  return {
    brandId: r.brand_id,
    brandName: r.brand_name,
    brandImageUrl: r.image_url,
    industryName: r.industry_name,
    companyName: r.company_name,
    brandRevenue: r.revenue,
    brandOwners: r.brand_owners,
    updatedAt: iso(r.updated_at),
  };
}

/** Maps a pairing row to AssignedBrand with the Stage V2 → legacy stage → status mapping (spec 001 §4). */
export function toAssignedBrand(r: AssignedRow): AssignedBrand {
  const m = STAGE_MAPPING[r.stage];
  return {
    ...toPairingBrand(r),
    eiId: r.ei_id,
    stage: r.stage,
    legacyStage: m.legacyStage,
    status: m.status,
    stageLabel: m.label,
    tag: r.tag,
    lostReason: r.lost_reason,
    proposedValue: r.proposed_value,
    negotiatedValue: r.negotiated_value,
    closedValue: r.closed_value,
    followUpDate: r.follow_up_date,
    expectedClosure: r.expected_closure,
    recordedBrandOwner: r.brand_owner_user_id
      ? { userId: r.brand_owner_user_id, userName: r.brand_owner_name ?? '' }
      : null,
    assignedBy: r.assigned_by_user_id
      ? { userId: r.assigned_by_user_id, userName: r.assigned_by_name ?? '' }
      : null,
    assignedOn: iso(r.assigned_at)!,
    lastContact: iso(r.last_contact_at),
    myInviteStatus: r.my_invite_status,
  };
}

/** How many rows a tab holds (its `count` rows), up to COUNT_CAP. */
async function countOf(db: Db, source: TabSource): Promise<Total> {
  return toTotal((await db.execute<{ n: number }>(cappedCountSql(source.count))).rows[0].n);
}

/**
 * Page `pageNo` (`pageSize` a page) of an UNASSIGNED or DISCARDED tab, dated by the brand's change
 * (UNASSIGNED) or the pairing's (DISCARDED).
 */
async function pairingBrands(
  db: Db,
  q: { source: TabSource; tab: AssignTab; sortBy: SortBy; pageNo: number; pageSize: number },
): Promise<PairingBrand[]> {
  const { from, where } = q.source;
  const updated = q.tab === 'DISCARDED' ? sql`a.updated_at` : sql`b.updated_at`;
  const { rows } = await db.execute<PairingRow>(sql`
    select ${pairingBrandColumns}, ${updated} as updated_at
    from ${from}
    where ${where}
    order by ${tabOrder(q.tab, q.sortBy)}
    limit ${q.pageSize} offset ${offsetOf(q.pageNo, q.pageSize)}`);
  return rows.map(toPairingBrand);
}

/** Page `pageNo` (`count` a page) of an UNASSIGNED or DISCARDED tab and the tab's total, read at the same time. */
export async function pairingBrandPage(
  db: Db,
  q: { source: TabSource; tab: AssignTab; sortBy: SortBy; pageNo: number; count: number },
): Promise<{ brands: PairingBrand[]; total: Total }> {
  const [brands, total] = await Promise.all([
    pairingBrands(db, { ...q, pageSize: q.count }),
    countOf(db, q.source),
  ]);
  return { brands, total };
}

/** Page `pageNo` (`pageSize` a page) of an ASSIGNED tab as `actor` reads it. */
async function assignedBrands(
  db: Db,
  actor: Actor,
  q: { source: TabSource; sortBy: SortBy; pageNo: number; pageSize: number },
): Promise<AssignedBrand[]> {
  const { rows } = await db.execute<AssignedRow>(sql`
    select ${pairingBrandColumns}, ${pairingColumns(actor)}
    from ${q.source.from}
    where ${q.source.where}
    order by ${tabOrder('ASSIGNED', q.sortBy)}
    limit ${q.pageSize} offset ${offsetOf(q.pageNo, q.pageSize)}`);
  return rows.map(toAssignedBrand);
}

/** Page `pageNo` (`count` a page) of an ASSIGNED tab as `actor` reads it, and the tab's total, read at the same time. */
export async function assignedBrandPage(
  db: Db,
  actor: Actor,
  q: { source: TabSource; sortBy: SortBy; pageNo: number; count: number },
): Promise<{ brands: AssignedBrand[]; total: Total }> {
  const [brands, total] = await Promise.all([
    assignedBrands(db, actor, { ...q, pageSize: q.count }),
    countOf(db, q.source),
  ]);
  return { brands, total };
}

/** A brand's ASSIGNED pairing with its event and whether the brand is in the reader's pipeline scope. */
type BrandPairing = AssignedBrand & {
  eventName: string;
  inventoryName: string;
  eventId: number;
  inPipelineScope: boolean;
  archived: boolean;
  collaborators: { userId: number; userName: string }[];
};

type BrandPairingRow = AssignedRow & {
  event_name: string;
  inventory_name: string;
  event_id: number;
  in_scope: boolean;
  archived: boolean;
  collaborators: { userId: number; userName: string }[] | string;
};

/** The accepted collaborators of pairing `a` as a json array of {userId, userName}, by name. */
const acceptedCollaboratorsJson = sql`coalesce((select json_agg(json_build_object(
    'userId', u.id, 'userName', u.first_name || ' ' || u.last_name) order by u.first_name, u.id)
  from collab_invitations c join users u on u.id = c.invitee_user_id
  where c.ei_id = a.ei_id and c.brand_id = a.brand_id and c.status = 'ACCEPTED'), '[]'::json)`;

/**
 * Every ASSIGNED pairing of brand `brandId` as `actor` reads it, the latest event first, each archived
 * (event ended in IST, event or inventory archived) or not, with its accepted collaborators.
 */
export async function brandPairingRows(
  db: Db,
  actor: Actor,
  brandId: number,
): Promise<BrandPairing[]> {
  const { rows } = await db.execute<BrandPairingRow>(sql`
    select ${pairingBrandColumns}, ${pairingColumns(actor)},
      e.name as event_name, inv.name as inventory_name, e.id as event_id,
      ${inScopeSql(actor)} as in_scope,
      (e.end_date < ${todayIst} or e.is_archived or inv.is_archived) as archived,
      ${acceptedCollaboratorsJson} as collaborators
    from pairings a
    join brands b on b.id = a.brand_id
    join event_inventories ei on ei.id = a.ei_id
    join events e on e.id = ei.event_id
    join inventories inv on inv.id = ei.inventory_id
    where a.brand_id = ${brandId} and a.status = 'ASSIGNED'
    order by e.start_date desc, inv.name`);
  return rows.map((r) => ({
    ...toAssignedBrand(r),
    eventName: r.event_name,
    inventoryName: r.inventory_name,
    eventId: r.event_id,
    inPipelineScope: r.in_scope,
    archived: r.archived,
    collaborators: jsonValue(r.collaborators),
  }));
}
