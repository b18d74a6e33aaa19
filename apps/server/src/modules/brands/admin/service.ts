import {
  BrandExportRequest,
  type AdminBrandCsvRequest,
  type AdminBrandListRequest,
  type AdminBrandRow,
  type AdminOffloadedBrandRow,
  type BrandEditRequest,
  type BrandEditResult,
  type PageInfo,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client.js';
import { assertAdmin, type Actor } from '../../../auth/actor.js';
import { pageInfo } from '../../../lib/paging.js';
import { editBrand } from '../profile/service.js';
import { exportBrands } from '../filter/export.js';
import {
  adminBrandsWhere,
  assignCountsSql,
  currentBrandPage,
  offloadedBrandPage,
} from './queries.js';

type ListReq = z.infer<typeof AdminBrandListRequest>;
type Page<R> = PageInfo & { brands: R[] };

const requireAdmin = (actor: Actor) =>
  assertAdmin(actor, 'Only an admin can do this', 'ADMIN_ONLY');

/**
 * POST /api/admin/brands/v2 (ADMIN only, spec 001 §7): one page of every current (not offloaded)
 * brand with the brand list's search, spec 001 §5 filter, sort and paging, each row with its assign
 * counts by role — its ASSIGNED pairings counted by the roles of the users who assigned them (ADMIN
 * role or admin flag, PO, BO, TO; a user with two roles counts under both), computed in SQL for the
 * page's rows only. 403 for others.
 */
export async function adminCurrentBrands({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: ListReq;
}): Promise<Page<AdminBrandRow>> {
  requireAdmin(actor);
  const { brands, total } = await currentBrandPage(db, actor, q);
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/** POST /api/admin/brands/offloaded (ADMIN only, spec 001 §7): the offloaded brands, as the current ones, with offload reason, time and user. 403 for others. */
export async function adminOffloadedBrands({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: ListReq;
}): Promise<Page<AdminOffloadedBrandRow>> {
  requireAdmin(actor);
  const { brands, total } = await offloadedBrandPage(db, actor, q);
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/brand/offloaded (spec 001 §9 'my offloaded brands', any signed-in user): one page of the
 * caller's offloaded brands — offloaded by them and not owned again, or offloaded and still theirs — with
 * the admin list's search, filter, sort and paging, and the offload reason, time and user.
 */
export async function myOffloadedBrands({
  db,
  actor,
  q,
}: {
  db: Db;
  actor: Actor;
  q: ListReq;
}): Promise<Page<AdminOffloadedBrandRow>> {
  const { brands, total } = await offloadedBrandPage(db, actor, q, actor.userId);
  return { brands, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * POST /api/admin/brands/v2/csv and /offloaded/csv (ADMIN only, spec 001 §7): every brand of the
 * admin list (same search, filter and sort) as a streamed CSV through the brand export (formula-looking
 * cells neutralised); the current list's default columns carry the assign counts by role. 403 for
 * others, 400 for an unknown column.
 */
export async function adminBrandsCsv({
  db,
  actor,
  q,
  offloaded,
}: {
  db: Db;
  actor: Actor;
  q: z.infer<typeof AdminBrandCsvRequest>;
  offloaded: boolean;
}): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  requireAdmin(actor);
  return exportBrands({
    db,
    actor,
    q: BrandExportRequest.parse({ ...q, format: 'csv' }),
    list: {
      where: adminBrandsWhere(actor, q, offloaded),
      preset: offloaded ? 'allBrandsOffloaded' : 'adminBrandsCurrent',
      counts: offloaded ? undefined : assignCountsSql,
    },
  });
}

/**
 * PATCH /api/admin/brands/v2 (ADMIN only, spec 001 §7): an admin edits any brand, offloaded ones
 * too, through the brand update (PATCH /api/brand): the same validation, name uniqueness (409) and
 * brand history. 403 for others.
 */
export async function adminEditBrand({
  db,
  actor,
  req,
}: {
  db: Db;
  actor: Actor;
  req: z.infer<typeof BrandEditRequest>;
}): Promise<BrandEditResult> {
  requireAdmin(actor);
  return editBrand({ db, actor, req, audited: true });
}
