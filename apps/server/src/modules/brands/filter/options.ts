import {
  ASSIGNED_BY_OPTIONS,
  BRAND_OWNER_TYPES,
  ENGAGEMENTS,
  INVENTORY_BUCKET_LABELS,
  INVENTORY_BUCKETS,
  LOCATION_SCOPE_LABELS,
  LOCATION_SCOPES,
  REVENUE_RANGE_CRORE,
  type BrandFilterOptions,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { pipelineScope, type Actor } from '../../../auth/actor.js';
import {
  assigningUsers,
  brandOwnerUsers,
  referenceOptions,
  teamOwnerUsers,
  userOption,
} from './queries.js';

/**
 * GET /api/brand/filters (spec 001 §5 'Brand filter options', §7): reference lists, the 200 companies
 * with most brands, the brand owners and team owners the caller may pick (all for PO/ADMIN, the team
 * for a TO, self for a BO, none otherwise) and the fixed option lists.
 */
export async function brandFilterOptions({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<BrandFilterOptions> {
  const scope = pipelineScope(actor);
  const [reference, brandOwners, teamOwners, assignedByUsers] = await Promise.all([
    referenceOptions(db),
    scope ? brandOwnerUsers(db, scope) : [],
    scope === 'all'
      ? teamOwnerUsers(db)
      : actor.roles.includes('TO')
        ? userOption(db, actor.userId)
        : [],
    assigningUsers(db),
  ]);
  return {
    ...reference,
    brandOwners,
    teamOwners,
    assignedByUsers,
    engagement: [...ENGAGEMENTS],
    inventoryBuckets: INVENTORY_BUCKETS.map((id) => ({ id, name: INVENTORY_BUCKET_LABELS[id] })),
    assignedByUser: [...ASSIGNED_BY_OPTIONS],
    brandOwnerType: [...BRAND_OWNER_TYPES],
    locationScopes: LOCATION_SCOPES.map((id) => ({ id, name: LOCATION_SCOPE_LABELS[id] })),
    revenueRangeCrore: { ...REVENUE_RANGE_CRORE },
  };
}
