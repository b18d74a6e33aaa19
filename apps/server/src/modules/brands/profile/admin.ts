import { BRAND_PROFILE_MESSAGES, type BrandEditFields } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { conflict, fieldError } from '../../../lib/errors.js';
import {
  appendBrandHistory,
  appendOwnerHistory,
  assertBrandNameFree,
  brandNameExists,
  changeOffices,
  insertBrand,
  referenceNames,
} from './queries.js';
import { activeBrandOwnerIds, addOwners } from './ownerQueries.js';
import { assertAdmin } from '../../../auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import { webhookEvent } from '../../webhooks/index.js';

const requireAdmin = (actor: Actor) => {
  assertAdmin(actor, 'Only an admin can do this', 'ADMIN_ONLY');
};

/** GET /api/admin/brands/check-brand-name-exists?brandName (ADMIN only, spec 001 §7): {exists}, case-insensitive. */
export async function checkBrandNameExists({
  db,
  actor,
  brandName,
}: {
  db: Db;
  actor: Actor;
  brandName: string;
}): Promise<{ exists: boolean }> {
  requireAdmin(actor);
  return { exists: await brandNameExists(db, brandName) };
}

/**
 * PUT /api/admin/brands/new (ADMIN only, spec 001 §7): creates a brand with the given fields and
 * owners (active BO users), in one transaction, with a brand history row ('brand' created) and an
 * owner row per owner. 409 BRAND_NAME_EXISTS when the name is taken (case-insensitive); 400 naming
 * the field for an unknown company, industry, city or owner.
 */
export async function createBrand({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: Partial<BrandEditFields> & { brandName: string; brandOwnerUserIds: number[] };
}): Promise<{ brandId: number; message: string }> {
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
      const ok = await activeBrandOwnerIds(tx, owners);
      const bad = owners.find((id) => !ok.has(id));
      if (bad !== undefined)
        throw fieldError(
          'brandOwnerUserIds',
          `lists user ${bad}, who is not an active brand owner (role BO)`,
        );
    }
    const revenue = req.brandRevenue == null ? null : Math.round(req.brandRevenue * 100) / 100;
    const brandId = await insertBrand(tx, { ...req, brandRevenue: revenue });
    // none: a brand of the same name was created since the check above (a concurrent request)
    if (brandId === undefined)
      throw conflict(BRAND_PROFILE_MESSAGES.nameExists, 'BRAND_NAME_EXISTS');
    await changeOffices(tx, { brandId, add: offices, remove: [] });
    await addOwners(tx, brandId, owners);
    await appendBrandHistory(tx, brandId, actor.userId, [
      { entity: 'BRAND', field: 'brand', fromValue: null, toValue: req.brandName },
    ]);
    await appendOwnerHistory(tx, {
      brandId,
      byUserId: actor.userId,
      action: 'ADDED',
      userIds: owners,
    });
    const { brandOwnerUserIds: _owners, ...fields } = req;
    await recordAudit(tx, actor.userId, {
      action: 'brand.create',
      entity: 'brand',
      entityId: brandId,
      after: { ...fields, brandOwnerUserIds: owners },
    });
    await webhookEvent(tx, {
      type: 'brand.created',
      orderKey: `brand:${brandId}`,
      data: {
        brandId,
        brandName: req.brandName,
        brandOwnerUserIds: owners,
        byUserId: actor.userId,
      },
    });
    return { brandId, message: BRAND_PROFILE_MESSAGES.created };
  });
}
