import { sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_BUCKET_RANGES,
  revenueFromWire,
  type BrandFilter,
  type IdSelection,
  type LocationItem,
  type OwnerSelection,
} from '@crm/contracts';
import type { Actor } from '../../../auth/actor.js';
import { and, idArray, oneOf, ownedByAny } from '../../../lib/sql.js';
import { customFieldConditions } from '../../customFields/index.js';

/** INCLUDE → the condition; EXCLUDE → its negation, where an unknown (NULL) value counts as "not matching". */
const apply = (cond: SQL, type: 'INCLUDE' | 'EXCLUDE') =>
  type === 'INCLUDE' ? cond : sql`not coalesce(${cond}, false)`;

/** A selection's condition, or nothing when it has no ids (EXCLUDE with no ids filters nothing). */
const selection = (s: IdSelection | undefined, cond: (ids: number[]) => SQL) =>
  s?.ids.length ? apply(cond(s.ids), s.selectionType) : null;
const ownerList = (s: OwnerSelection | undefined, cond: (ids: number[]) => SQL) =>
  s?.data.length ? apply(cond(s.data), s.selectionType) : null;

/** The brand has an owner among `users` (a bigint[] expression). */
const ownedBy = (users: SQL) =>
  sql`exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = any(${users}))`;
/** The brand has exactly (`=`) or more than (`>`) n owners: the trigger-kept brands.owner_count (migration 0004). */
const ownerCount = (op: '=' | '>', n: number) => sql`b.owner_count ${sql.raw(op)} ${n}`;
/** The brand has an ASSIGNED pairing assigned by one of `users` (index pairings_assigned_by_idx / pairings_brand_idx). */
const assignedBy = (users: SQL) =>
  sql`exists (select 1 from pairings a where a.brand_id = b.id and a.status = 'ASSIGNED' and a.assigned_by_user_id in (${users}))`;

/** A city matches one of the location items: its state's region, state and city (cities c, states s). */
const cityMatches = (items: LocationItem[]) =>
  sql.join(
    items.map(
      (i) =>
        sql`(s.region_id = ${i.regionId}${i.stateId ? sql` and s.id = ${i.stateId}` : sql``}${i.cityId ? sql` and c.id = ${i.cityId}` : sql``})`,
    ),
    sql` or `,
  );

/**
 * The brand is located in a place matching `where` (over cities c, states s) by scope: HQ is
 * brands.hq_city_id → cities.state_id → states.region_id; ML is a row of brand_marketing_offices;
 * BOTH is either.
 */
function locatedIn(where: SQL, scope: 'BOTH' | 'HQ' | 'ML', hqRegionIds?: number[]): SQL {
  // IN forms: a semi-join alone, a hashed subplan per side under OR / NOT (EXISTS under OR probes per brand).
  // A plain region selection reads the trigger-kept brands.hq_region_id (migration 0005).
  const hq = hqRegionIds
    ? sql`b.hq_region_id ${oneOf(hqRegionIds)}`
    : sql`b.hq_city_id in (select c.id from cities c join states s on s.id = c.state_id where ${where})`;
  const ml = sql`b.id in (select m.brand_id from brand_marketing_offices m join cities c on c.id = m.city_id join states s on s.id = c.state_id where ${where})`;
  return scope === 'HQ' ? hq : scope === 'ML' ? ml : sql`(${hq} or ${ml})`;
}

const triState = (v: 'ALL' | 'YES' | 'NO', exists: SQL) =>
  v === 'YES' ? exists : v === 'NO' ? sql`not ${exists}` : null;

/** The brand's assigned-inventory count lies in bucket `k` (the trigger-kept brands.assigned_count). */
function bucketCondition(k: keyof typeof INVENTORY_BUCKET_RANGES): SQL {
  const [lo, hi] = INVENTORY_BUCKET_RANGES[k];
  return hi === null
    ? sql`b.assigned_count >= ${lo}`
    : lo === hi
      ? sql`b.assigned_count = ${lo}`
      : sql`b.assigned_count between ${lo} and ${hi}`;
}

/** The assignedByUser option: pairings assigned by the caller (ME), another PO, or any BO; null for ALL. */
const assignedByOption = (option: BrandFilter['assignedByUser'], actor: Actor): SQL | null =>
  ({
    ALL: null,
    ME: assignedBy(sql`${actor.userId}`),
    OTHER_PO: assignedBy(
      sql`select u.id from users u where 'PO' = any(u.roles) and u.id <> ${actor.userId}`,
    ),
    BO: assignedBy(sql`select u.id from users u where 'BO' = any(u.roles)`),
  })[option];

/**
 * The brand filter of spec 001 §5 as one SQL condition over brand alias `b` (TRUE for the default
 * filter). Each part is a small condition served by an index: the brands column indexes (industry,
 * company, revenue, hq city, assigned_count) or the (brand_id, …) keys of brand_owners, pocs,
 * brand_agencies, brand_marketing_offices, collab_invitations (accepted) and pairings. Revenue arrives in
 * rupees (crore × 10,000,000) and is compared in crore. `actor` resolves assignedByUser ME/OTHER_PO.
 */
export const brandFilterSql = (f: BrandFilter | undefined, actor: Actor): SQL =>
  and(brandFilterConditions(f, actor));

/** The filter's conditions, one per active part (none for the default filter). */
function brandFilterConditions(f: BrandFilter | undefined, actor: Actor): SQL[] {
  if (!f) return [];
  const scope = f.applySelectionTo;
  const revenue = revenueFromWire(f.revenues);
  const buckets = f.brandAssignedInventoryCount.map(bucketCondition);
  const assignedByUser = assignedByOption(f.assignedByUser, actor);
  const conds: (SQL | null | false | undefined)[] = [
    selection(f.industries, (ids) => sql`b.industry_id ${oneOf(ids)}`),
    selection(f.companies, (ids) => sql`b.company_id ${oneOf(ids)}`),
    selection(f.regions, (ids) => locatedIn(sql`s.region_id ${oneOf(ids)}`, scope, ids)),
    f.locations?.INCLUDE.length ? locatedIn(cityMatches(f.locations.INCLUDE), scope) : null,
    f.locations?.EXCLUDE.length
      ? apply(locatedIn(cityMatches(f.locations.EXCLUDE), scope), 'EXCLUDE')
      : null,
    selection(
      f.agencies,
      (ids) =>
        sql`exists (select 1 from brand_agencies ba where ba.brand_id = b.id and ba.agency_id ${oneOf(ids)})`,
    ),
    selection(
      f.agencyAssociationType,
      (ids) =>
        sql`exists (select 1 from brand_agencies ba where ba.brand_id = b.id and ba.association_type_id ${oneOf(ids)})`,
    ),
    selection(f.verticals, (ids) =>
      ownedBy(sql`array(select u.id from users u where u.vertical_id ${oneOf(ids)})`),
    ),
    selection(f.assignedByUsers, (ids) => assignedBy(sql`select unnest(${idArray(ids)})`)),
    f.engagement?.ids.length
      ? apply(
          sql`b.engagement in (${sql.join(
            f.engagement.ids.map((e) => sql`${e}`),
            sql`, `,
          )})`,
          f.engagement.selectionType,
        )
      : null,
    ownerList(f.brandOwners, ownedByAny),
    ownerList(f.teamOwners, (ids) =>
      ownedBy(
        sql`array(select tm.user_id from team_members tm join teams t on t.id = tm.team_id where t.owner_user_id ${oneOf(ids)} union select unnest(${idArray(ids)}))`,
      ),
    ),
    revenue && sql`b.revenue >= ${revenue.lbCrore}`,
    revenue && revenue.ubCrore !== null && sql`b.revenue <= ${revenue.ubCrore}`,
    assignedByUser,
    f.brandOwnerType === 'SINGLE'
      ? ownerCount('=', 1)
      : f.brandOwnerType === 'MULTI'
        ? ownerCount('>', 1)
        : null,
    f.brandOwnerCount !== 'ALL' && ownerCount('=', f.brandOwnerCount),
    triState(f.pocExists, sql`b.poc_count > 0`),
    triState(f.boExists, sql`b.owner_count > 0`),
    triState(
      f.hasCollaborated,
      sql`exists (select 1 from collab_invitations ci where ci.brand_id = b.id and ci.status = 'ACCEPTED')`,
    ),
    buckets.length
      ? sql.join(
          buckets.map((c) => sql`(${c})`),
          sql` or `,
        )
      : null,
    ...customFieldConditions(sql`b.custom_fields`, f.customFields),
  ];
  return conds.filter((c): c is SQL => !!c);
}

/** True when the filter narrows nothing (the list may then read its total from the trigger-kept counter). */
export const isEmptyFilter = (f: BrandFilter | undefined, actor: Actor): boolean =>
  brandFilterConditions(f, actor).length === 0;
