import { sql } from 'drizzle-orm';
import {
  BRAND_PROFILE_MESSAGES,
  type BrandEditFields,
  type BrandProfileExtras,
} from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { conflict, fieldError } from '../../../lib/errors.js';
import { idArray, jsonValue, oneOf } from '../../../lib/sql.js';
import { iso } from '../../../lib/paging.js';
import { customValues } from '../../customFields/index.js';

type City = { id: number; name: string; stateName: string };

/** A brand field the edit sets as one column (every editable field but the marketing offices). */
export type ScalarField = Exclude<keyof BrandEditFields, 'marketingOfficeCityIds'>;

/** The brands column of each scalar field. */
const COLUMN: Record<ScalarField, string> = {
  brandName: 'name',
  brandDescription: 'description',
  brandImageUrl: 'image_url',
  companyId: 'company_id',
  industryId: 'industry_id',
  category: 'category',
  contactType: 'contact_type',
  engagement: 'engagement',
  brandRevenue: 'revenue',
  website: 'website',
  linkedin: 'linkedin',
  hqCityId: 'hq_city_id',
};

/**
 * A brand's editable state: each scalar field's stored value (by its API name), the display names of
 * what they reference, the marketing offices and the raw custom-field values.
 */
export type BrandProfile = Record<ScalarField, string | number | null> & {
  id: number;
  brandName: string;
  companyName: string | null;
  industryName: string | null;
  brandRevenue: number | null;
  hqCity: City | null;
  category: string | null;
  isOffloaded: boolean;
  offloadedAt: unknown;
  infoUpdateNotificationEnabled: boolean;
  offices: City[];
  customFields: unknown;
};

type ProfileRow = {
  id: number;
  name: string;
  description: string | null;
  image_url: string | null;
  company_id: number | null;
  company_name: string | null;
  industry_id: number | null;
  industry_name: string | null;
  category: string | null;
  contact_type: string | null;
  engagement: string | null;
  revenue: number | null;
  website: string | null;
  linkedin: string | null;
  hq_city_id: number | null;
  hq_city: unknown;
  is_offloaded: boolean;
  offloaded_at: unknown;
  info_update_notification_enabled: boolean;
  offices: unknown;
  custom_fields: unknown;
};

const toBrandProfile = (r: ProfileRow): BrandProfile => ({
  id: r.id,
  brandName: r.name,
  brandDescription: r.description,
  brandImageUrl: r.image_url,
  companyId: r.company_id,
  companyName: r.company_name,
  industryId: r.industry_id,
  industryName: r.industry_name,
  category: r.category,
  contactType: r.contact_type,
  engagement: r.engagement,
  brandRevenue: r.revenue,
  website: r.website,
  linkedin: r.linkedin,
  hqCityId: r.hq_city_id,
  hqCity: jsonValue<City | null>(r.hq_city),
  isOffloaded: r.is_offloaded,
  offloadedAt: r.offloaded_at,
  infoUpdateNotificationEnabled: r.info_update_notification_enabled,
  offices: jsonValue<City[]>(r.offices),
  customFields: r.custom_fields,
});

/** The editable state of one brand (undefined for an unknown brand). */
export async function readProfile(db: Tx, brandId: number): Promise<BrandProfile | undefined> {
  const { rows } = await db.execute<ProfileRow>(sql`select b.id, b.name, b.description,
      b.image_url, b.company_id, c.name as company_name, b.industry_id, i.name as industry_name,
      b.category, b.contact_type, b.engagement, b.revenue, b.website, b.linkedin, b.hq_city_id,
      case when ci.id is null then null
        else json_build_object('id', ci.id, 'name', ci.name, 'stateName', s.name)
      end as hq_city,
      b.is_offloaded, b.offloaded_at, b.info_update_notification_enabled, b.custom_fields,
      coalesce((
        select json_agg(json_build_object('id', mc.id, 'name', mc.name, 'stateName', ms.name)
          order by mc.name, mc.id)
        from brand_marketing_offices m
          join cities mc on mc.id = m.city_id
          join states ms on ms.id = mc.state_id
        where m.brand_id = b.id
      ), '[]'::json) as offices
    from brands b
      left join companies c on c.id = b.company_id
      left join industries i on i.id = b.industry_id
      left join cities ci on ci.id = b.hq_city_id
      left join states s on s.id = ci.state_id
    where b.id = ${brandId}`);
  return rows[0] && toBrandProfile(rows[0]);
}

/** The extras GET /api/brand/additional/info carries beside the completion. */
export function toProfileExtras(p: BrandProfile): BrandProfileExtras {
  return {
    category: p.category,
    hqCity: p.hqCity,
    marketingOffices: p.offices,
    infoUpdateNotificationEnabled: p.infoUpdateNotificationEnabled,
    isOffloaded: p.isOffloaded,
    offloadedAt: iso(p.offloadedAt),
    customFields: customValues(p.customFields),
  };
}

/** Display text of a city: 'City, State'. */
export const cityLabel = (c: City) => `${c.name}, ${c.stateName}`;

/**
 * Names of reference rows by id, for `field` of the request: 400 naming the field when one does not
 * exist. `table` is companies, industries or cities (cities are labelled 'City, State').
 */
export async function referenceNames(
  db: Tx,
  table: 'companies' | 'industries' | 'cities',
  ids: number[],
  field: string,
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { rows } =
    table === 'cities'
      ? await db.execute<{ id: number; label: string }>(
          sql`select c.id, c.name || ', ' || s.name as label
            from cities c join states s on s.id = c.state_id
            where c.id ${oneOf(unique)}`,
        )
      : await db.execute<{ id: number; label: string }>(
          sql`select id, name as label from ${sql.raw(table)} where id ${oneOf(unique)}`,
        );
  const names = new Map(rows.map((r) => [r.id, r.label]));
  const missing = unique.find((id) => !names.has(id));
  if (missing !== undefined) throw fieldError(field, `names ${missing}, which does not exist`);
  return names;
}

/**
 * 409 BRAND_NAME_EXISTS when another brand (not `exceptId`) has `name`, compared case-insensitively.
 * Takes a transaction-scoped advisory lock on the name first, so that two creations or renames to
 * the same name cannot both pass the check.
 */
export async function assertBrandNameFree(db: Tx, name: string, exceptId?: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`brand-name:${name.toLowerCase()}`}))`,
  );
  if (await brandNameExists(db, name, exceptId))
    throw conflict(BRAND_PROFILE_MESSAGES.nameExists, 'BRAND_NAME_EXISTS');
}

/** Whether a brand other than `exceptId` is named `name` (case-insensitive; uses brands_name_idx). */
export async function brandNameExists(db: Tx, name: string, exceptId?: number): Promise<boolean> {
  const other = exceptId ? sql`and id <> ${exceptId}` : sql``;
  const { rows } = await db.execute<{ exists: boolean }>(
    sql`select exists (
      select 1 from brands where lower(name) = ${name.trim().toLowerCase()} ${other}
    ) as exists`,
  );
  return rows[0].exists;
}

/**
 * Sets brand `brandId`'s changed scalar fields, its custom-field column (when given) and, with
 * `enableInfoNotice`, its info-update notification flag; stamps updated_at (one statement).
 */
export async function updateBrandFields(
  tx: Tx,
  p: {
    brandId: number;
    sets: { field: ScalarField; value: string | number | null }[];
    customFields: ReturnType<typeof sql> | null;
    enableInfoNotice: boolean;
  },
): Promise<void> {
  const setList = p.sets.map((s) => sql`${sql.raw(COLUMN[s.field])} = ${s.value}`);
  if (p.customFields) setList.push(sql`custom_fields = ${p.customFields}`);
  if (p.enableInfoNotice) setList.push(sql`info_update_notification_enabled = true`);
  const set = sql.join([...setList, sql`updated_at = now()`], sql`, `);
  await tx.execute(sql`update brands set ${set} where id = ${p.brandId}`);
}

/** Removes the marketing offices in cities `remove` and adds offices in cities `add`. */
export async function changeOffices(
  tx: Tx,
  p: { brandId: number; add: number[]; remove: number[] },
): Promise<void> {
  if (p.remove.length)
    await tx.execute(
      sql`delete from brand_marketing_offices
        where brand_id = ${p.brandId} and city_id ${oneOf(p.remove)}`,
    );
  if (p.add.length)
    await tx.execute(
      sql`insert into brand_marketing_offices (brand_id, city_id)
        select ${p.brandId}, c from unnest(${idArray(p.add)}) as c`,
    );
}

/** Inserts a brand with the given fields (revenue in crore as stored); its id, or undefined when the name is taken. */
export async function insertBrand(
  tx: Tx,
  f: Partial<BrandEditFields> & { brandName: string },
): Promise<number | undefined> {
  // on conflict: a brand of the same name created since the name check (a concurrent request)
  const { rows } = await tx.execute<{ id: number }>(sql`insert into brands (name, description,
      image_url, company_id, industry_id, category, contact_type, engagement, revenue, website,
      linkedin, hq_city_id)
    values (${f.brandName}, ${f.brandDescription ?? null}, ${f.brandImageUrl ?? null},
      ${f.companyId ?? null}, ${f.industryId ?? null}, ${f.category ?? null},
      ${f.contactType ?? null}, ${f.engagement ?? null}, ${f.brandRevenue ?? null},
      ${f.website ?? null}, ${f.linkedin ?? null}, ${f.hqCityId ?? null})
    on conflict ((lower(name))) do nothing
    returning id`);
  return rows[0]?.id;
}

/** One brand history row to append (entity BRAND or LOCATION; values as display text). */
export type HistoryRow = {
  entity: 'BRAND' | 'LOCATION';
  field: string;
  fromValue: string | null;
  toValue: string | null;
};

/** Appends brand history rows by `userId` for brand `brandId` (one statement). */
export async function appendBrandHistory(
  db: Tx,
  brandId: number,
  userId: number,
  rows: HistoryRow[],
): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${brandId}, ${r.entity}, ${brandId}, ${r.field}, ${r.fromValue}, ${r.toValue}, ${userId})`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id)
      values ${values}`,
  );
}

/** Appends owner-change rows (ADDED, REMOVED, OFFLOADED) of brand `brandId` for `userIds` by `byUserId`. */
export async function appendOwnerHistory(
  db: Tx,
  h: {
    brandId: number;
    byUserId: number;
    action: 'ADDED' | 'REMOVED' | 'OFFLOADED';
    userIds: number[];
    reason?: string | null;
  },
): Promise<void> {
  if (!h.userIds.length) return;
  await db.execute(sql`insert into brand_owner_history (brand_id, user_id, action, reason, by_user_id)
    select ${h.brandId}, u, ${h.action}, ${h.reason ?? null}, ${h.byUserId}
    from unnest(${idArray(h.userIds)}) as u`);
}
