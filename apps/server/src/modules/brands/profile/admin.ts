import { sql } from 'drizzle-orm';
import { BRAND_PROFILE_MESSAGES, type BrandEditFields } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { conflict, fieldError } from '../../../lib/errors.js';
import { idArray } from '../../../lib/sql.js';
import {
  appendBrandHistory,
  appendOwnerHistory,
  assertBrandNameFree,
  brandNameExists,
  referenceNames,
} from './queries.js';
import { assertAdmin } from '../../../auth/actor.js';

const requireAdmin = (actor: Actor) => {
  assertAdmin(actor, 'Only an admin can do this', 'ADMIN_ONLY');
};

/** GET /api/admin/brands/check-brand-name-exists?brandName (ADMIN only, spec 001 §7): {exists}, case-insensitive. */
export async function checkBrandNameExists(
  db: Db,
  actor: Actor,
  brandName: string,
): Promise<{ exists: boolean }> {
  requireAdmin(actor);
  return { exists: await brandNameExists(db, brandName) };
}

/**
 * PUT /api/admin/brands/new (ADMIN only, spec 001 §7): creates a brand with the given fields and
 * owners (active BO users), in one transaction, with a brand history row ('brand' created) and an
 * owner row per owner. 409 BRAND_NAME_EXISTS when the name is taken (case-insensitive); 400 naming
 * the field for an unknown company, industry, city or owner.
 */
export async function createBrand(
  db: Db,
  actor: Actor,
  req: Partial<BrandEditFields> & { brandName: string; brandOwnerUserIds: number[] },
): Promise<{ brandId: number; message: string }> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    await assertBrandNameFree(tx, req.brandName);
    await referenceNames(tx, 'companies', req.companyId ? [req.companyId] : [], 'companyId');
    await referenceNames(tx, 'industries', req.industryId ? [req.industryId] : [], 'industryId');
    await referenceNames(tx, 'cities', req.hqCityId ? [req.hqCityId] : [], 'hqCityId');
    const offices = [...new Set(req.marketingOfficeCityIds ?? [])];
    await referenceNames(tx, 'cities', offices, 'marketingOfficeCityIds');
    const owners = [...new Set(req.brandOwnerUserIds)];
    if (owners.length) {
      const { rows } = await tx.execute<{ id: number }>(
        sql`select id from users where id = any(${idArray(owners)}) and 'BO' = any(roles) and status = 'ACTIVE'`,
      );
      const ok = new Set(rows.map((r) => r.id));
      const bad = owners.find((id) => !ok.has(id));
      if (bad !== undefined)
        throw fieldError(
          'brandOwnerUserIds',
          `lists user ${bad}, who is not an active brand owner (role BO)`,
        );
    }
    const revenue = req.brandRevenue == null ? null : Math.round(req.brandRevenue * 100) / 100;
    // on conflict: a brand of the same name created since the check above (a concurrent request)
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into brands (name, description, image_url, company_id, industry_id, category, contact_type, engagement, revenue, website, linkedin, hq_city_id)
      values (${req.brandName}, ${req.brandDescription ?? null}, ${req.brandImageUrl ?? null}, ${req.companyId ?? null}, ${req.industryId ?? null}, ${req.category ?? null},
        ${req.contactType ?? null}, ${req.engagement ?? null}, ${revenue}, ${req.website ?? null}, ${req.linkedin ?? null}, ${req.hqCityId ?? null})
      on conflict ((lower(name))) do nothing returning id`);
    if (!rows[0]) throw conflict(BRAND_PROFILE_MESSAGES.nameExists, 'BRAND_NAME_EXISTS');
    const brandId = rows[0].id;
    if (offices.length)
      await tx.execute(
        sql`insert into brand_marketing_offices (brand_id, city_id) select ${brandId}, c from unnest(${idArray(offices)}) as c`,
      );
    if (owners.length)
      await tx.execute(
        sql`insert into brand_owners (brand_id, user_id) select ${brandId}, u from unnest(${idArray(owners)}) as u`,
      );
    await appendBrandHistory(tx, brandId, actor.userId, [
      { entity: 'BRAND', field: 'brand', fromValue: null, toValue: req.brandName },
    ]);
    await appendOwnerHistory(tx, brandId, actor.userId, 'ADDED', owners);
    return { brandId, message: BRAND_PROFILE_MESSAGES.created };
  });
}
