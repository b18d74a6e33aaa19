import type { Tx } from '../../db/client.js';
import { companyIdsCreating } from '../admin/index.js';
import {
  addOwnerBulk,
  createBrandsBulk,
  recordHistoryBulk,
  updateBrandsBulk,
} from '../brands/index.js';
import { createPocsBulk, updatePocsBulk } from '../pocs/index.js';
import type { BatchPlan } from './plan.js';
import type { BrandValues } from './rows.js';

/** Companies the batch names (creates and updates), by lower-case name, with the brand's industry. */
function companiesWanted(plan: BatchPlan): Map<string, { name: string; industryId?: number }> {
  const wanted = new Map<string, { name: string; industryId?: number }>();
  for (const g of plan.creates)
    if (g.values.company)
      wanted.set(g.values.company.toLowerCase(), {
        name: g.values.company,
        industryId: g.values.industryId,
      });
  for (const u of plan.updates)
    if (u.set.company)
      wanted.set(u.set.company.toLowerCase(), {
        name: u.set.company,
        industryId: u.set.industryId,
      });
  return wanted;
}

/** A brand's planned values as the bulk writes take them (missing: null), the company by its id. */
const brandValues = (v: BrandValues, companyOf: (name?: string) => number | null) => ({
  description: v.description ?? null,
  companyId: companyOf(v.company),
  industryId: v.industryId ?? null,
  revenue: v.revenue ?? null,
  website: v.website ?? null,
  linkedin: v.linkedin ?? null,
  hqCityId: v.hqCityId ?? null,
  engagement: v.engagement ?? null,
});

/**
 * Writes one planned batch with set-based statements (a fixed number per batch, never one per row),
 * through the owners' bulk functions: companies (admin), new brands (+ the importer as brand owner
 * when `ownerUserId`) and brand updates of the changed fields only (brands), new and changed POCs
 * (pocs), and a brand_history row per changed field (brands).
 */
export async function applyBatch(
  tx: Tx,
  { plan, userId, ownerUserId }: { plan: BatchPlan; userId: number; ownerUserId: number | null },
): Promise<void> {
  const companies = await companyIdsCreating(tx, companiesWanted(plan));
  const companyOf = (name?: string) => (name ? (companies.get(name.toLowerCase()) ?? null) : null);

  const created = new Map<string, number>();
  if (plan.creates.length) {
    const keyOf = new Map(plan.creates.map((g) => [g.name, g.key]));
    const ids = await createBrandsBulk(
      tx,
      plan.creates.map(({ name, values }) => ({ name, ...brandValues(values, companyOf) })),
    );
    for (const r of ids) created.set(keyOf.get(r.name)!, r.id);
    if (ownerUserId)
      await addOwnerBulk(tx, { brandIds: [...created.values()], ownerUserId, byUserId: userId });
  }

  if (plan.updates.length)
    await updateBrandsBulk(
      tx,
      plan.updates.map(({ id, set }) => ({ id, ...brandValues(set, companyOf) })),
    );

  if (plan.pocCreates.length)
    await createPocsBulk(
      tx,
      plan.pocCreates.map(({ brandId, brandKey, poc: { values: v } }) => ({
        brandId: brandId ?? created.get(brandKey)!,
        name: v.name ?? null,
        role: v.role ?? null,
        email: v.email ?? null,
        phoneNumbers: v.phone ? [{ ...v.phone, type: 'MOBILE' }] : [],
        linkedinUrl: v.linkedin ?? null,
        isPrimary: v.isPrimary ?? false,
      })),
    );

  if (plan.pocUpdates.length)
    await updatePocsBulk(
      tx,
      plan.pocUpdates.map(({ id, set: v }) => ({
        id,
        name: v.name ?? null,
        role: v.role ?? null,
        email: v.email ?? null,
        phoneNumbers: v.phoneNumbers ?? null,
        linkedinUrl: v.linkedin ?? null,
        isPrimary: v.isPrimary ?? null,
      })),
    );

  await recordHistoryBulk(tx, userId, [
    ...plan.updates.map((u) => ({
      brandId: u.id,
      entity: 'BRAND' as const,
      entityId: u.id,
      changes: u.changes,
    })),
    ...plan.pocUpdates.map((u) => ({
      brandId: u.brandId,
      entity: 'POC' as const,
      entityId: u.id,
      changes: u.changes,
    })),
  ]);
}
