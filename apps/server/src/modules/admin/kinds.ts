import { sql, type SQL } from 'drizzle-orm';
import { REFERENCE_MESSAGES, type ReferenceCreate, type ReferenceKind } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { resyncBrandRegions } from '../brands/index.js';
import { renameDepartments } from '../pocs/index.js';
import { renameDesignation } from '../users/index.js';

/** A kind's writable values with the optional ones filled in (null, or the inventory colour #DEDDFF). */
export type Values<K extends ReferenceKind> = {
  [F in keyof ReferenceCreate<K>]-?: Exclude<ReferenceCreate<K>[F], undefined>;
};

/** Something that uses a row: its noun (one, many) and the count of uses of row `id`. */
type Use = { noun: [string, string]; count: (id: number) => SQL };

/**
 * How one kind of reference data is stored, listed and checked; the generic service (service.ts) does the rest.
 * SQL fragments see the kind's table as alias `t`.
 */
export type KindDescriptor<K extends ReferenceKind> = {
  table: string;
  /** API field → column of `table`, for every writable field. */
  columns: { [F in keyof Values<K>]-?: string };
  /** Values of the optional fields when a create leaves them out. */
  defaults: Partial<Values<K>>;
  /** FROM clause (the table as `t`, joined to what the row shows) and the row's select list: id, name and the row fields. */
  from: SQL;
  select: SQL;
  /** Extra search condition besides the name, given the LIKE pattern (a state's code). */
  searchAlso?: (pattern: string) => SQL;
  /** Condition on `t` true for rows whose name clashes with `v` (case-insensitive; a city within its state). */
  clash: (v: Values<K>) => SQL;
  /** Checks what `v` references (404 unknown, 400 impossible); `id` is set on update. */
  check?: (tx: Tx, v: Values<K>, id?: number) => Promise<void>;
  /** Keeps data derived from the row in step after an update (brand regions, users' designation text). */
  afterUpdate?: (tx: Tx, id: number, before: Values<K>, after: Values<K>) => Promise<void>;
  /** What uses a row: a removal is refused (409) while any count is above 0 (a location may move them instead). */
  uses: Use[];
};

const count = (q: SQL) => sql`(${q})::int`;
const brandsWithHqIn = (cityIds: SQL) =>
  sql`select b.id from brands b where b.hq_city_id in (${cityIds})`;

/** 404 unless `id` is a row of `table` (a referenced state, region, industry). */
async function assertExists(
  tx: Tx,
  table: 'states' | 'regions' | 'industries' | 'cities',
  id: number | null,
  kind: ReferenceKind,
): Promise<void> {
  if (id === null) return;
  const { rows } = await tx.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  if (!rows.length)
    throw notFound(REFERENCE_MESSAGES.notFound(kind), `${kind.toUpperCase()}_NOT_FOUND`);
}

/** The name-only kinds: a table (id, name) whose uses are `uses`. */
const named = (
  table: string,
  uses: Use[],
  select: SQL,
  extra: Partial<KindDescriptor<'vertical'>> = {},
): KindDescriptor<'vertical'> => ({
  table,
  columns: { name: 'name' },
  defaults: {},
  from: sql.raw(`${table} t`),
  select: sql`t.id, t.name, ${select}`,
  clash: (v) => sql`lower(t.name) = ${v.name.toLowerCase()}`,
  uses,
  ...extra,
});

const location: KindDescriptor<'location'> = {
  table: 'cities',
  columns: { name: 'name', stateId: 'state_id', tier: 'tier', parentId: 'parent_id' },
  defaults: { tier: null, parentId: null },
  from: sql`cities t join states s on s.id = t.state_id left join regions r on r.id = s.region_id left join cities p on p.id = t.parent_id`,
  // Brand count: brands with their HQ or a marketing office in the city. User count: the brand owners of those brands
  // (users carry no city of their own; the owners are the people who work the city's brands).
  select: sql`t.id, t.name, t.state_id as "stateId", s.name as "stateName", s.region_id as "regionId", r.name as "regionName", t.tier,
    t.parent_id as "parentId", p.name as "parentName",
    ${count(sql`select count(distinct bo.user_id) from brand_owners bo where bo.brand_id in (${brandsWithHqIn(sql`t.id`)} union all select m.brand_id from brand_marketing_offices m where m.city_id = t.id)`)} as "userCount",
    ${count(sql`select count(*) from (${brandsWithHqIn(sql`t.id`)} union select m.brand_id from brand_marketing_offices m where m.city_id = t.id) x`)} as "brandCount"`,
  clash: (v) => sql`lower(t.name) = ${v.name.toLowerCase()} and t.state_id = ${v.stateId}`,
  check: async (tx, v, id) => {
    await assertExists(tx, 'states', v.stateId, 'state');
    if (v.parentId === null) return;
    await assertExists(tx, 'cities', v.parentId, 'location');
    if (id === undefined) return;
    const { rows } =
      await tx.execute(sql`with recursive up(id) as (select ${v.parentId}::bigint union select c.parent_id from cities c join up on c.id = up.id where c.parent_id is not null)
      select 1 from up where id = ${id}`);
    if (rows.length)
      throw badRequest(
        'A city cannot be inside itself: choose another parent location',
        'BAD_PARENT',
      );
  },
  afterUpdate: async (tx, id, before, after) => {
    if (before.stateId !== after.stateId) await resyncBrandRegions(tx, sql`${id}`);
  },
  uses: [
    {
      noun: ['brand HQ', 'brand HQs'],
      count: (id) => sql`select count(*) from brands where hq_city_id = ${id}`,
    },
    {
      noun: ['marketing office', 'marketing offices'],
      count: (id) => sql`select count(*) from brand_marketing_offices where city_id = ${id}`,
    },
    { noun: ['POC', 'POCs'], count: (id) => sql`select count(*) from pocs where city_id = ${id}` },
    {
      noun: ['event', 'events'],
      count: (id) => sql`select count(*) from events where city_id = ${id}`,
    },
    {
      noun: ['location', 'locations'],
      count: (id) => sql`select count(*) from cities where parent_id = ${id}`,
    },
  ],
};

const company: KindDescriptor<'company'> = {
  table: 'companies',
  columns: { name: 'name', industryId: 'industry_id' },
  defaults: { industryId: null },
  from: sql`companies t left join industries i on i.id = t.industry_id`,
  select: sql`t.id, t.name, t.industry_id as "industryId", i.name as "industryName", ${count(sql`select count(*) from brands b where b.company_id = t.id`)} as "brandCount"`,
  clash: (v) => sql`lower(t.name) = ${v.name.toLowerCase()}`,
  check: (tx, v) => assertExists(tx, 'industries', v.industryId, 'industry'),
  uses: [
    {
      noun: ['brand', 'brands'],
      count: (id) => sql`select count(*) from brands where company_id = ${id}`,
    },
  ],
};

const inventory: KindDescriptor<'inventory'> = {
  table: 'inventories',
  columns: { name: 'name', description: 'description', color: 'color' },
  defaults: { description: null, color: '#DEDDFF' },
  from: sql`inventories t`,
  select: sql`t.id, t.name, t.description, t.color, t.is_archived as "isArchived", ${count(sql`select count(distinct ei.event_id) from event_inventories ei where ei.inventory_id = t.id`)} as "eventCount"`,
  clash: (v) => sql`lower(t.name) = ${v.name.toLowerCase()}`,
  uses: [
    {
      noun: ['event inventory', 'event inventories'],
      count: (id) => sql`select count(*) from event_inventories where inventory_id = ${id}`,
    },
    {
      noun: ['task', 'tasks'],
      count: (id) => sql`select count(*) from tasks where inventory_id = ${id}`,
    },
    {
      noun: ['case study', 'case studies'],
      count: (id) => sql`select count(*) from case_studies where inventory_id = ${id}`,
    },
    {
      noun: ['SME', 'SMEs'],
      count: (id) => sql`select count(*) from inventory_smes where inventory_id = ${id}`,
    },
  ],
};

const state: KindDescriptor<'state'> = {
  table: 'states',
  columns: { name: 'name', code: 'code', regionId: 'region_id' },
  defaults: { regionId: null },
  from: sql`states t left join regions r on r.id = t.region_id`,
  select: sql`t.id, t.name, t.code, t.region_id as "regionId", r.name as "regionName",
    ${count(sql`select count(*) from cities c where c.state_id = t.id`)} as "cityCount",
    ${count(sql`select count(*) from brands b join cities c on c.id = b.hq_city_id where c.state_id = t.id`)} as "brandCount"`,
  searchAlso: (pattern) => sql`lower(t.code) like ${pattern}`,
  clash: (v) =>
    sql`(lower(t.name) = ${v.name.toLowerCase()} or lower(t.code) = ${v.code.toLowerCase()})`,
  check: (tx, v) => assertExists(tx, 'regions', v.regionId, 'region'),
  afterUpdate: async (tx, id, before, after) => {
    if (before.regionId !== after.regionId)
      await resyncBrandRegions(tx, sql`select id from cities where state_id = ${id}`);
  },
  uses: [
    {
      noun: ['city', 'cities'],
      count: (id) => sql`select count(*) from cities where state_id = ${id}`,
    },
  ],
};

/** Every kind's descriptor (spec 001 §7 'Admin reference data'). */
export const KINDS: { [K in ReferenceKind]: KindDescriptor<K> } = {
  location,
  vertical: named(
    'verticals',
    [
      {
        noun: ['user', 'users'],
        count: (id) => sql`select count(*) from users where vertical_id = ${id}`,
      },
    ],
    sql`${count(sql`select count(*) from users u where u.vertical_id = t.id`)} as "userCount"`,
  ),
  industry: named(
    'industries',
    [
      {
        noun: ['brand', 'brands'],
        count: (id) => sql`select count(*) from brands where industry_id = ${id}`,
      },
      {
        noun: ['company', 'companies'],
        count: (id) => sql`select count(*) from companies where industry_id = ${id}`,
      },
      {
        noun: ['blocked event inventory', 'blocked event inventories'],
        count: (id) => sql`select count(*) from ei_blocked_industries where industry_id = ${id}`,
      },
    ],
    sql`${count(sql`select count(*) from brands b where b.industry_id = t.id`)} as "brandCount", ${count(sql`select count(*) from companies c where c.industry_id = t.id`)} as "companyCount"`,
  ),
  // A department name is used by the brands whose org charts hold a department of that name; renaming it renames those.
  department: named(
    'department_names',
    [
      {
        noun: ["brand's org chart", "brands' org charts"],
        count: (id) =>
          sql`select count(distinct d.brand_id) from departments d join department_names n on lower(d.name) = lower(n.name) where n.id = ${id}`,
      },
    ],
    sql`${count(sql`select count(distinct d.brand_id) from departments d where lower(d.name) = lower(t.name)`)} as "brandCount"`,
    {
      afterUpdate: (tx, _id, before, after) =>
        renameDepartments(tx, { from: before.name, to: after.name }),
    },
  ),
  // A designation is used by the users whose designation text is its name; renaming it renames theirs.
  designation: named(
    'designations',
    [
      {
        noun: ['user', 'users'],
        count: (id) =>
          sql`select count(*) from users u join designations n on lower(u.designation) = lower(n.name) where n.id = ${id}`,
      },
    ],
    sql`${count(sql`select count(*) from users u where lower(u.designation) = lower(t.name)`)} as "userCount"`,
    {
      afterUpdate: (tx, _id, before, after) =>
        renameDesignation(tx, { from: before.name, to: after.name }),
    },
  ),
  company,
  inventory,
  agency: named(
    'agencies',
    [
      {
        noun: ['brand', 'brands'],
        count: (id) =>
          sql`select count(distinct brand_id) from brand_agencies where agency_id = ${id}`,
      },
    ],
    sql`${count(sql`select count(distinct ba.brand_id) from brand_agencies ba where ba.agency_id = t.id`)} as "brandCount"`,
  ),
  region: named(
    'regions',
    [
      {
        noun: ['state', 'states'],
        count: (id) => sql`select count(*) from states where region_id = ${id}`,
      },
    ],
    sql`${count(sql`select count(*) from states s where s.region_id = t.id`)} as "stateCount", ${count(sql`select count(*) from brands b where b.hq_region_id = t.id`)} as "brandCount"`,
  ),
  state,
};
