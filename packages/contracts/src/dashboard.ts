import { z } from 'zod';
import { EventInventoryItem, StageCounts } from './events.js';
import { NewsItem } from './news.js';
import { defineRoute } from './routes.js';

/** How many latest news items the dashboard shows. */
export const DASHBOARD_NEWS_COUNT = 5;
/** How many months the won-value chart covers, this one included. */
export const DASHBOARD_WON_MONTHS = 6;

/**
 * GET /api/dashboard (/home for TO, Admin and MG; spec 001 §2): counts per stage over the
 * pairings the caller may see, the won value (closed value, crore) by month of winning (IST) over the
 * last six months and in this quarter (Indian financial quarters: Apr–Jun, Jul–Sep, Oct–Dec, Jan–Mar) —
 * for a caller who may not read deal values none by month and a null quarter, and null won values on the
 * inventories — the latest news, the caller's own brands (`userBrands`: how many, and the 10 latest given to them),
 * the caller's PO or BO inventories and the all-inventories list of 10.
 */
export const DashboardResult = z.object({
  stageCounts: StageCounts,
  /** Oldest month first; `month` like 'Jun 2026'; `value` in crore; `deals` how many were won. */
  wonByMonth: z.array(z.object({ month: z.string(), value: z.number(), deals: z.number() })),
  /** Crore; null for a caller who may not read deal values (mayReadDealValues). */
  wonThisQuarter: z.number().nullable(),
  news: z.array(NewsItem),
  /** The caller's own brands (spec 001 §7 'GET dashboard (news, userBrands)'): the latest given to them first. */
  userBrands: z.object({
    total: z.number(),
    brands: z.array(
      z.object({ brandId: z.number(), brandName: z.string(), assignedAt: z.string() }),
    ),
  }),
  poInventories: z.array(EventInventoryItem),
  boInventories: z.array(EventInventoryItem),
  allInventories: z.array(EventInventoryItem),
});
export type DashboardResult = z.infer<typeof DashboardResult>;

/** The /home page's data (spec 001 §2). */
export const dashboardRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    response: DashboardResult,
    summary: 'The home page: stage counts, won value, news and inventories',
    tags: ['dashboard'],
    cacheKey: () => ['dashboard'],
  }),
};
