import { z } from 'zod';
import { defineRoute } from './routes.js';
import { PageInfo } from './common.js';
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
