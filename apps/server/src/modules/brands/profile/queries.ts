import { sql } from 'drizzle-orm';
import type { BrandProfileExtras } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { conflict, fieldError } from '../../../lib/errors.js';
import { idArray, jsonValue } from '../../../lib/sql.js';
import { iso } from '../../../lib/paging.js';
import { customValues } from '../../customFields/index.js';
import { BRAND_PROFILE_MESSAGES } from '@crm/contracts';

type City = { id: number; name: string; stateName: string };

/** A brand's editable columns with the display names of what they reference. */
export type ProfileRow = {
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
  hq_city: City | null;
  is_offloaded: boolean;
  offloaded_at: unknown;
  info_update_notification_enabled: boolean;
  offices: City[];
  custom_fields: unknown;
};

/** The editable state of one brand (undefined for an unknown brand). */
export async function readProfile(db: Tx, brandId: number): Promise<ProfileRow | undefined> {
  const { rows } =
    await db.execute<ProfileRow>(sql`select b.id, b.name, b.description, b.image_url, b.company_id, c.name as company_name, b.industry_id, i.name as industry_name,
      b.category, b.contact_type, b.engagement, b.revenue, b.website, b.linkedin, b.hq_city_id,
      case when ci.id is null then null else json_build_object('id', ci.id, 'name', ci.name, 'stateName', s.name) end as hq_city,
      b.is_offloaded, b.offloaded_at, b.info_update_notification_enabled, b.custom_fields,
      coalesce((select json_agg(json_build_object('id', mc.id, 'name', mc.name, 'stateName', ms.name) order by mc.name, mc.id)
        from brand_marketing_offices m join cities mc on mc.id = m.city_id join states ms on ms.id = mc.state_id where m.brand_id = b.id), '[]'::json) as offices
    from brands b left join companies c on c.id = b.company_id left join industries i on i.id = b.industry_id
      left join cities ci on ci.id = b.hq_city_id left join states s on s.id = ci.state_id
    where b.id = ${brandId}`);
  const r = rows[0];
  return (
    r && { ...r, hq_city: jsonValue<City | null>(r.hq_city), offices: jsonValue<City[]>(r.offices) }
  );
}

/** The extras GET /api/brand/additional/info carries beside the completion. */
export function toProfileExtras(r: ProfileRow): BrandProfileExtras {
  return {
    category: r.category,
    hqCity: r.hq_city,
    marketingOffices: r.offices,
    infoUpdateNotificationEnabled: r.info_update_notification_enabled,
    isOffloaded: r.is_offloaded,
    offloadedAt: iso(r.offloaded_at),
    customFields: customValues(r.custom_fields),
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
          sql`select c.id, c.name || ', ' || s.name as label from cities c join states s on s.id = c.state_id where c.id = any(${idArray(unique)})`,
        )
      : await db.execute<{ id: number; label: string }>(
          sql`select id, name as label from ${sql.raw(table)} where id = any(${idArray(unique)})`,
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
  const { rows } = await db.execute<{ exists: boolean }>(
    sql`select exists (select 1 from brands where lower(name) = ${name.trim().toLowerCase()} ${exceptId ? sql`and id <> ${exceptId}` : sql``}) as exists`,
  );
  return rows[0].exists;
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
    sql`insert into brand_history (brand_id, entity, entity_id, field, from_value, to_value, user_id) values ${values}`,
  );
}

/** Appends owner-change rows (ADDED, REMOVED, OFFLOADED) for `userIds` by `byUserId`. */
export async function appendOwnerHistory(
  db: Tx,
  brandId: number,
  byUserId: number,
  action: 'ADDED' | 'REMOVED' | 'OFFLOADED',
  userIds: number[],
  reason: string | null = null,
): Promise<void> {
  if (!userIds.length) return;
  await db.execute(sql`insert into brand_owner_history (brand_id, user_id, action, reason, by_user_id)
    select ${brandId}, u, ${action}, ${reason}, ${byUserId} from unnest(${idArray(userIds)}) as u`);
}
