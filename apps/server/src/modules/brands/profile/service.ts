import {
  BRAND_PROFILE_MESSAGES,
  type BrandAdditionalInfo,
  type BrandInfoCompletion,
  type BrandEditFields,
  type BrandEditRequest as EditSchema,
  type BrandEditResult,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import type { Actor } from '../../../auth/actor.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { brandAccess, permissionsOf } from './access.js';
import { brandCompletion } from './completionQueries.js';
import { customValuesUpdate } from '../../customFields/index.js';
import { assertBrandExists } from '../service.js';
import {
  appendBrandHistory,
  assertBrandNameFree,
  type BrandProfile,
  changeOffices,
  cityLabel,
  type HistoryRow,
  readProfile,
  referenceNames,
  type ScalarField,
  toProfileExtras,
  updateBrandFields,
} from './queries.js';
import { recordAudit } from '../../audit/index.js';
import { webhookEvent } from '../../webhooks/index.js';

type Patch = Partial<BrandEditFields>;

/**
 * Each scalar field of a brand, in the order edits apply them, with its current value as history
 * shows it when that is not the stored value itself.
 */
const SCALARS: Record<ScalarField, { shown?: (p: BrandProfile) => string | null }> = {
  brandName: {},
  brandDescription: {},
  brandImageUrl: {},
  companyId: { shown: (p) => p.companyName },
  industryId: { shown: (p) => p.industryName },
  category: {},
  contactType: {},
  engagement: {},
  brandRevenue: { shown: (p) => revenueText(p.brandRevenue) },
  website: {},
  linkedin: {},
  hqCityId: { shown: (p) => (p.hqCity ? cityLabel(p.hqCity) : null) },
};

/** Revenue history text: the crore amount as a plain number (the field label says 'in Cr'). */
const revenueText = (crore: number | null) => (crore === null ? null : String(crore));
/** Revenue as stored: numeric(14,2) crore. */
const roundCrore = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/**
 * PATCH /api/brand (spec 001 §3, §7 PATCH brand update): applies the given fields in one transaction,
 * appends one brand_history row per changed field (entity BRAND, or LOCATION for the HQ city and the
 * marketing offices; values as display text) and bumps updated_at. An edit by an owner re-enables the
 * info-update notification (spec 001 §4). Custom-field values are checked against their fields
 * (400 INVALID_CUSTOM_FIELD_VALUE) and each change is a BRAND history row named by the field's label. 404 unknown brand, 403 not allowed (engagement has its own
 * rule), 400 unknown company/industry/city (naming the field), 409 BRAND_NAME_EXISTS on a taken name.
 * `audited` (an admin's edit, PATCH /api/admin/brands/v2) also records the changes in the audit trail.
 */
export async function editBrand({
  db,
  actor,
  req,
  audited = false,
}: {
  db: Db;
  actor: Actor;
  req: z.infer<typeof EditSchema>;
  audited?: boolean;
}): Promise<BrandEditResult> {
  const { brandId, ...edit } = req;
  const { customFields, ...patch } = edit;
  if (!Object.keys(edit).length) throw badRequest('Give at least one field to change.');
  return db.transaction(async (tx) => {
    const access = await brandAccess(tx, actor, brandId, { lock: true });
    if (!access.canEdit) throw forbidden(BRAND_PROFILE_MESSAGES.notEditable, 'BRAND_NOT_EDITABLE');
    if (patch.engagement !== undefined && !access.canMarkEngagement)
      throw forbidden(
        'Only the brand owners, their team owner, a project owner or an admin can mark engagement',
      );
    const current = await readProfile(tx, brandId);
    if (!current) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
    const { sets, history } = await diffScalars(tx, current, patch);
    if (
      patch.brandName !== undefined &&
      patch.brandName.toLowerCase() !== current.brandName.toLowerCase()
    )
      await assertBrandNameFree(tx, patch.brandName, brandId);
    const officeChange = patch.marketingOfficeCityIds
      ? await diffOffices(tx, current, patch.marketingOfficeCityIds)
      : null;
    if (officeChange) history.push(officeChange.history);
    const custom = await customValuesUpdate(tx, 'BRAND', current.customFields, customFields);
    history.push(
      ...custom.changes.map((c): HistoryRow => ({
        entity: 'BRAND',
        field: c.label,
        fromValue: c.from,
        toValue: c.to,
      })),
    );
    const changedFields = [
      ...sets.map((s) => s.field),
      ...(officeChange ? ['marketingOfficeCityIds'] : []),
      ...custom.changes.map((c) => `customFields.${c.fieldId}`),
    ];
    if (!changedFields.length) return { message: BRAND_PROFILE_MESSAGES.noChanges, changedFields };

    await updateBrandFields(tx, {
      brandId,
      sets,
      customFields: custom.column,
      enableInfoNotice: access.isOwner,
    });
    if (officeChange)
      await changeOffices(tx, { brandId, add: officeChange.add, remove: officeChange.remove });
    await appendBrandHistory(tx, brandId, actor.userId, history);
    await webhookEvent(tx, {
      type: 'brand.updated',
      orderKey: `brand:${brandId}`,
      data: { brandId, changedFields, changes: history, byUserId: actor.userId },
    });
    if (audited)
      await recordAudit(tx, actor.userId, {
        action: 'brand.admin_edit',
        entity: 'brand',
        entityId: brandId,
        before: Object.fromEntries(history.map((h) => [h.field, h.fromValue])),
        after: Object.fromEntries(history.map((h) => [h.field, h.toValue])),
      });
    return { message: BRAND_PROFILE_MESSAGES.updated, changedFields };
  });
}

/** The scalar columns to set and their history rows; resolves and checks referenced ids. */
async function diffScalars(tx: Tx, current: BrandProfile, patch: Patch) {
  const refs = {
    companyId: await referenceNames(
      tx,
      'companies',
      patch.companyId ? [patch.companyId] : [],
      'companyId',
    ),
    industryId: await referenceNames(
      tx,
      'industries',
      patch.industryId ? [patch.industryId] : [],
      'industryId',
    ),
    hqCityId: await referenceNames(
      tx,
      'cities',
      patch.hqCityId ? [patch.hqCityId] : [],
      'hqCityId',
    ),
  };
  const sets: { field: ScalarField; value: string | number | null }[] = [];
  const history: HistoryRow[] = [];
  for (const field of Object.keys(SCALARS) as ScalarField[]) {
    if (patch[field] === undefined) continue;
    const spec = SCALARS[field];
    const value =
      field === 'brandRevenue'
        ? roundCrore(patch.brandRevenue!)
        : (patch[field] as string | number | null);
    const old = current[field];
    if (value === old) continue;
    const shownNew =
      value === null
        ? null
        : field in refs
          ? refs[field as keyof typeof refs].get(value as number)!
          : field === 'brandRevenue'
            ? revenueText(value as number)
            : String(value);
    sets.push({ field, value });
    history.push({
      entity: field === 'hqCityId' ? 'LOCATION' : 'BRAND',
      field,
      fromValue: spec.shown ? spec.shown(current) : (old as string | null),
      toValue: shownNew,
    });
  }
  return { sets, history };
}

/** The marketing-office change (cities to add and remove, and its LOCATION history row), or null when the set is the same. */
async function diffOffices(tx: Tx, current: BrandProfile, cityIds: number[]) {
  const wanted = [...new Set(cityIds)];
  const names = await referenceNames(tx, 'cities', wanted, 'marketingOfficeCityIds');
  const have = new Set(current.offices.map((o) => o.id));
  const add = wanted.filter((id) => !have.has(id));
  const remove = [...have].filter((id) => !wanted.includes(id));
  if (!add.length && !remove.length) return null;
  const list = (labels: string[]) =>
    labels.length ? labels.sort((a, b) => a.localeCompare(b)).join('; ') : null;
  const history: HistoryRow = {
    entity: 'LOCATION',
    field: 'marketingOfficeCityIds',
    fromValue: list(current.offices.map(cityLabel)),
    toValue: list(wanted.map((id) => names.get(id)!)),
  };
  return { add, remove, history };
}

/**
 * GET /api/brand/additional/info (spec 001 §7: brandInfoCompletion.completionPercentage; §3 Brand
 * completion): the completion with its four sections, the editable values that /brand/info does not
 * carry (category, HQ city, marketing offices, notification flag) and the caller's permissions.
 */
export async function additionalInfo({
  db,
  actor,
  brandId,
}: {
  db: Db;
  actor: Actor;
  brandId: number;
}): Promise<BrandAdditionalInfo> {
  const access = await brandAccess(db, actor, brandId);
  const [profile, completion] = await Promise.all([
    readProfile(db, brandId),
    brandCompletion(db, brandId),
  ]);
  if (!profile) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  return {
    brandInfoCompletion: completion,
    profile: toProfileExtras(profile),
    permissions: permissionsOf(access),
  };
}

/**
 * GET /api/brand/additional/info/consensus?brandId (spec 001 §7): the brand's completion alone
 * (percentage and sections), the same for every reader; 404 BRAND_NOT_FOUND for an unknown brand.
 */
export async function completionConsensus({
  db,
  brandId,
}: {
  db: Db;
  brandId: number;
}): Promise<{ brandInfoCompletion: BrandInfoCompletion }> {
  await assertBrandExists(db, brandId);
  return { brandInfoCompletion: await brandCompletion(db, brandId) };
}
