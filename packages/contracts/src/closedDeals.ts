import { z } from 'zod';
import {
  Crore,
  DateOnly,
  Id,
  MessageResult,
  PageInfo,
  pageFields,
  SearchFor,
  TimeZone,
} from './common.js';
import { defineRoute } from './routes.js';

/**
 * Closed deals (spec 001 §7 /brand/closed-deals, §9 presets 'closed deals on brand info' and 'deals closed
 * manually', and the manual-closure reports). A deal is closed either in the pipeline (the pairing
 * reached WON: source PIPELINE) or manually (recorded on the brand: source MANUAL). Money in crore; dates
 * are IST calendar dates `YYYY-MM-DD`; the financial year runs April to March ('2025-26').
 */

/** Why a closure without an event inventory is refused (the validation sentence is 'Title ' + this + '.'). */
const TITLE_REQUIRED = 'is required when no event inventory is chosen';

export const CLOSED_DEAL_MESSAGES = {
  recorded: 'Deal closure recorded successfully',
  removed: 'Previous closure removed successfully',
  restored: 'Closed deal restored successfully',
  future: 'Deal closed date cannot be in the future',
  titleRequired: `Title ${TITLE_REQUIRED}.`,
  alreadyWon: 'This deal is already won in the pipeline',
  duplicate: 'A closed deal for this brand and event inventory is already recorded',
  notFound: 'Closed deal not found',
  reportForbidden: 'Only Admin, Management and Team Owners can see manual closure reports',
  /**
   * A stage update that would take a pairing closed manually out of Won (409 PAIRING_CLOSED_MANUALLY): the
   * spec is silent, so the closure holds the pairing at Won until it is removed; a move to WON is a pipeline win.
   */
  closedManually: 'This deal was closed manually. Remove the closure to move it.',
} as const;

/** The financial year (April–March) of an IST calendar date: '2026-04-01' → '2026-27', '2026-03-31' → '2025-26'. */
export function financialYearOf(date: string): string {
  const y = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A financial year written 'YYYY-YY' (the second part the following year; starting 1900–2998, as dates are). */
const FinancialYear = z
  .string()
  .refine(
    (s) =>
      /^\d{4}-\d{2}$/.test(s) &&
      Number(s.slice(0, 4)) >= 1900 &&
      Number(s.slice(0, 4)) <= 2998 &&
      (Number(s.slice(0, 4)) + 1) % 100 === Number(s.slice(5)),
    'must be a financial year like 2025-26',
  );

/**
 * PUT /api/brand/closed-deals: record a deal closed manually on `brandId` — for event inventory `eiId`, or
 * (eiId null) for something sold directly, described by `title`. Closed value in crore (≥ 0.01); the date may
 * not be after today in IST. Who may edit the brand may record (403 otherwise); 404 unknown brand or eiId;
 * 409 when the pairing is already WON in the pipeline or a live closure of the pairing exists.
 */
export const ClosedDealCreateRequest = z
  .object({
    brandId: Id,
    eiId: Id.nullable().default(null),
    title: z.string().trim().max(200).nullable().default(null),
    closedValue: Crore.refine(
      (v) => v >= 0.01,
      'must be at least 0.01 (crore, two decimals are kept)',
    ),
    dealClosedDate: DateOnly,
    note: z.string().trim().max(2000).nullable().default(null),
  })
  .refine((b) => b.eiId !== null || !!b.title, { message: TITLE_REQUIRED, path: ['title'] });
export type ClosedDealCreateRequest = z.input<typeof ClosedDealCreateRequest>;

/** POST /api/brand/closed-deals/removal and /restore {closedDealId}: soft removal and its undo (the recorder, PO or ADMIN). */
const ClosedDealRef = z.object({ closedDealId: Id });

/** One closed deal as listed (brand info and the manual-closure report). `closedDealId` is null for a pipeline deal. */
export const ClosedDeal = z.object({
  closedDealId: z.number().nullable(),
  source: z.enum(['PIPELINE', 'MANUAL']),
  brandId: z.number(),
  brandName: z.string(),
  eiId: z.number().nullable(),
  eventId: z.number().nullable(),
  eventName: z.string().nullable(),
  inventoryName: z.string().nullable(),
  title: z.string().nullable(),
  closedValue: z.number().nullable(),
  dealClosedDate: z.string(),
  financialYear: z.string(),
  note: z.string().nullable(),
  closedBy: z.object({ userId: z.number(), userName: z.string() }).nullable(),
  canRemove: z.boolean(),
});
export type ClosedDeal = z.infer<typeof ClosedDeal>;

/** GET /api/brand/closed-deals {brandId, pageNo, count 10}: the brand's closed deals, pipeline and manual, the latest first (PIPELINE read area). */
const BrandClosedDealsQuery = z.object({ brandId: Id, ...pageFields(10) });
export const ClosedDealList = PageInfo.extend({ deals: z.array(ClosedDeal) });
export type ClosedDealList = z.infer<typeof ClosedDealList>;

/**
 * POST /api/user/stats/manual-closures {pageNo, count 25, financialYear?, searchFor?}: the deals closed
 * manually (Admin and MG: all; TO: recorded by them or their team; 403 for others), the latest first,
 * with the count and value of all that match and the financial years that have any.
 */
const ManualClosureQuery = z.object({
  ...pageFields(25),
  financialYear: FinancialYear.nullable().default(null),
  searchFor: SearchFor,
});
export const ManualClosureReport = ClosedDealList.extend({
  totalValue: z.number(),
  financialYears: z.array(z.string()),
});
export type ManualClosureReport = z.infer<typeof ManualClosureReport>;

/** POST /api/user/stats/manual-closures/download {financialYear?, searchFor?, timeZone}: the same rows, all pages, as xlsx. */
const ManualClosureDownloadRequest = z.object({
  financialYear: FinancialYear.nullable().default(null),
  searchFor: SearchFor,
  timeZone: TimeZone,
});

/** Closed deals on a brand (spec 001 §7 /brand/closed-deals) and the manual-closure report with its xlsx download. */
export const closedDealRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/brand/closed-deals',
    query: BrandClosedDealsQuery,
    response: ClosedDealList,
    summary: 'One page of a brand’s closed deals',
    tags: ['closed deals'],
    cacheKey: ['closedDeals', 'brand'],
  }),
  create: defineRoute({
    method: 'PUT',
    path: '/brand/closed-deals',
    body: ClosedDealCreateRequest,
    response: MessageResult.extend({ closedDealId: z.number() }),
    idempotent: true,
    summary: 'Record a deal closed outside the pipeline',
    tags: ['closed deals'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/brand/closed-deals/removal',
    body: ClosedDealRef,
    response: MessageResult,
    summary: 'Remove a closed deal',
    tags: ['closed deals'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/brand/closed-deals/restore',
    body: ClosedDealRef,
    response: MessageResult,
    summary: 'Restore a removed closed deal',
    tags: ['closed deals'],
  }),
  manualClosures: defineRoute({
    method: 'POST',
    path: '/user/stats/manual-closures',
    body: ManualClosureQuery,
    response: ManualClosureReport,
    summary: 'One page of the deals closed manually',
    tags: ['closed deals'],
    cacheKey: ['closedDeals', 'report'],
  }),
  manualClosuresDownload: defineRoute({
    method: 'POST',
    path: '/user/stats/manual-closures/download',
    body: ManualClosureDownloadRequest,
    response: 'file',
    export: true,
    summary: 'The manual-closure report as an XLSX file',
    tags: ['closed deals'],
  }),
};
