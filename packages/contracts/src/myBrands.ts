import { z } from 'zod';
import { defineRoute } from './routes.js';
import { PageInfo } from './common.js';
import { MY_BRANDS_VIEWS } from './constants.js';
import { AdminBrandListRequest, AdminOffloadedBrandRow } from './adminBrands.js';

/**
 * POST /api/brand/offloaded (spec 001 §9 'my offloaded brands'): one page of the caller's offloaded
 * brands — those they offloaded themselves (and do not own again) and the offloaded brands they still
 * own — with the brand list's search, spec 001 §5 filter, sort and paging. Each row carries the offload
 * reason, when (ISO UTC) and by whom: the caller's own offload where they made one, else the brand's.
 */
export const myBrandRoutes = {
  offloaded: defineRoute({
    method: 'POST',
    path: '/brand/offloaded',
    body: AdminBrandListRequest,
    response: PageInfo.extend({ brands: z.array(AdminOffloadedBrandRow) }),
    summary: 'One page of the brands the caller offloaded',
    tags: ['brands'],
    cacheKey: ['brands', 'mine', 'offloaded'],
  }),
};

type MyBrandsView = (typeof MY_BRANDS_VIEWS)[number];

/** The words of the Your Brands views. */
export const MY_BRANDS_TEXTS = {
  views: { CURRENT: 'Current', OFFLOADED: 'Offloaded' } satisfies Record<MyBrandsView, string>,
  noOffloaded: 'You have offloaded no brands',
  noOffloadedMatch: 'No offloaded brands match your search',
};

/** The Your Brands view a URL's `myBrands` value names: OFFLOADED, else CURRENT. */
export const myBrandsView = (v: string | null): MyBrandsView =>
  v === 'OFFLOADED' ? 'OFFLOADED' : 'CURRENT';
