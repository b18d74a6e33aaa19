import type { BrandInfo, BrandListResult, BrandListRequest } from '@crm/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { brandDetails, brandExists, brandListPage, brandsScope, pocPage } from './queries.js';

/**
 * The brand list (POST /api/brand, spec 000 §2.1 /brands): MY_BRANDS holds the caller's own brands,
 * ALL_BRANDS every brand; search on the name (contains, case-insensitive), the brand filter of
 * spec 001 §5 (its sortBy, when given, overrides the request's), sort, 25 a page.
 */
export async function listBrands({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: z.infer<typeof BrandListRequest>;
}): Promise<BrandListResult> {
  const { brands, total } = await brandListPage(db, actor, q);
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/** The POCs of a brand, primary first (GET /api/brand/poc, 100 a page). 404 for an unknown brand. */
export async function listPocs({
  db,
  q,
}: {
  db: Db;
  q: { brandId: number; pageNo: number; count: number };
}) {
  await assertBrandExists(db, q.brandId);
  const { pocs, total } = await pocPage(db, q);
  return { poc: pocs, ...pageInfo(q.pageNo, q.count, total) };
}

/** Throws 404 'Brand not found' unless the brand exists. */
export async function assertBrandExists(db: Db, brandId: number): Promise<void> {
  if (!(await brandExists(db, brandId))) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
}

/** 403 unless every brand in `brandIds` is within `scope` (every brand, or those owned by these users); 404 if one does not exist. */
export async function assertBrandsInScope(
  db: Tx,
  scope: 'all' | number[],
  brandIds: number[],
): Promise<void> {
  if (!brandIds.length) return;
  const rows = await brandsScope(db, scope, brandIds);
  if (rows.length < new Set(brandIds).size) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  if (rows.some((r) => !r.inScope))
    throw forbidden('You can only work on brands you or your team own', 'BRAND_NOT_IN_SCOPE');
}

/** Brand details for /brandInfo/{id} (spec 001 §3), with the brand's POCs. 404 for an unknown brand. */
export async function brandInfo({ db, brandId }: { db: Db; brandId: number }): Promise<BrandInfo> {
  const details = await brandDetails(db, brandId);
  if (!details) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  const { poc } = await listPocs({ db, q: { brandId, pageNo: 1, count: 100 } });
  return { ...details, pocs: poc };
}
