/**
 * The endpoints `npm run bench` loads, in its table's order: the brand list and filter, the events list, the
 * pairing tabs and the pipeline board, the task lists and counts (scripts/benchTasks.ts), global search, the
 * reports and event timeline, and a stage update, on the bench data's fixtures (scripts/benchData.ts).
 */
import type { Db } from '../apps/server/src/db/client.js';
import { boardPageEnd, type BenchFixtures } from './benchData.js';
import { taskEndpoints } from './benchTasks.js';

/** One endpoint: its name in the table, the demo user who calls it, the request, and whether it reads or writes. */
export type BenchEndpoint = {
  name: string;
  user: string;
  path: string;
  body?: object;
  get?: boolean;
  kind: 'list' | 'update';
};

/** Every endpoint of the bench, on the fixtures `f` (the board column's next page starts after its first page's end). */
export async function benchEndpoints(db: Db, f: BenchFixtures): Promise<BenchEndpoint[]> {
  const columnEnd = await boardPageEnd(db, f.ei, 'IN_PROGRESS');
  return [
    ...brandEndpoints(f),
    ...eventEndpoints(),
    ...pairingEndpoints(f, columnEnd),
    ...(await taskEndpoints(db)),
    ...searchEndpoints(),
    ...reportEndpoints(f),
    ...updateEndpoints(f),
  ];
}

/** The pairing tabs' filters: none but those given. */
const filters = (f: object) => ({
  searchFor: '',
  industryIds: [],
  brandOwnerIds: [],
  stages: [],
  ...f,
});

/** The brand list: pages, a search, a BO's own brands, and the brand filter of spec 001 §5. */
function brandEndpoints(f: BenchFixtures): BenchEndpoint[] {
  return [
    {
      name: 'brand list (all, by name, page 3)',
      user: 'po',
      path: '/api/brand',
      body: { pageNo: 3, mainTab: 'ALL_BRANDS' },
      kind: 'list',
    },
    {
      name: 'brand list (search "tata")',
      user: 'po',
      path: '/api/brand',
      body: { searchFor: 'tata', mainTab: 'ALL_BRANDS' },
      kind: 'list',
    },
    {
      name: 'brand list (BO, your brands, by revenue)',
      user: 'bo',
      path: '/api/brand',
      body: { mainTab: 'MY_BRANDS', sortBy: { field: 'brandRevenue', order: 'DESC' } },
      kind: 'list',
    },
    // The brand filter of spec 001 §5 (revenue in rupees: crore × 10,000,000).
    {
      name: 'brands: industry EXCLUDE + revenue 100–5000 Cr',
      user: 'po',
      path: '/api/brand',
      body: {
        mainTab: 'ALL_BRANDS',
        filters: {
          industries: { ids: [f.industry], selectionType: 'EXCLUDE' },
          revenues: { lb: 100 * 1e7, ub: 5000 * 1e7 },
        },
      },
      kind: 'list',
    },
    {
      name: 'brands: region West HQ + owner type MULTI',
      user: 'po',
      path: '/api/brand',
      body: {
        mainTab: 'ALL_BRANDS',
        filters: {
          regions: { ids: [f.region], selectionType: 'INCLUDE' },
          applySelectionTo: 'HQ',
          brandOwnerType: 'MULTI',
        },
      },
      kind: 'list',
    },
    {
      name: 'brands: bucket INV_1_TO_5 + POC exists',
      user: 'po',
      path: '/api/brand',
      body: {
        mainTab: 'ALL_BRANDS',
        filters: { brandAssignedInventoryCount: ['INV_1_TO_5'], pocExists: 'YES' },
      },
      kind: 'list',
    },
  ];
}

/** The Events page over 5,000 events. */
function eventEndpoints(): BenchEndpoint[] {
  return [
    // The Events page over 5,000 events (spec 001 §7 /event/list/v3): the first page, and a search.
    {
      name: 'event list (upcoming, page 1)',
      user: 'bo',
      path: '/api/event/list/v3',
      body: { phase: 'UPCOMING' },
      kind: 'list',
    },
    {
      name: 'event list (search "pune music")',
      user: 'bo',
      path: '/api/event/list/v3',
      body: { searchFor: 'pune music' },
      kind: 'list',
    },
  ];
}

/** The pairing tabs of the busiest event inventory, and its pipeline board. */
function pairingEndpoints(
  f: BenchFixtures,
  columnEnd: Awaited<ReturnType<typeof boardPageEnd>>,
): BenchEndpoint[] {
  return [
    {
      name: 'UNASSIGNED tab (industry filter, revenue sort)',
      user: 'po',
      path: '/api/event/brand/v2',
      body: {
        eiId: f.ei,
        selectionType: 'UNASSIGNED',
        filters: filters({ industryIds: [f.industry] }),
        sortBy: { field: 'brandRevenue', order: 'DESC' },
      },
      kind: 'list',
    },
    {
      name: 'ASSIGNED tab (stage filter, updated sort)',
      user: 'po',
      path: '/api/event/inventory/brand/stage/v2',
      body: {
        eiId: f.ei,
        filters: filters({ stages: ['IN_PROGRESS', 'WON'] }),
        sortBy: { field: 'updatedAt', order: 'DESC' },
      },
      kind: 'list',
    },
    {
      name: 'DISCARDED tab (name sort)',
      user: 'po',
      path: '/api/event/brand/v2',
      body: { eiId: f.ei, selectionType: 'DISCARDED' },
      kind: 'list',
    },
    // The pipeline board of the busiest event inventory (issue 24 §1): the column totals and each column's
    // first page, then a column's next page as it scrolls (after its 50th card)
    {
      name: 'pipeline board (2,000 pairings)',
      user: 'po',
      path: '/api/pipeline/board',
      body: { eiId: f.ei },
      kind: 'list',
    },
    {
      name: 'pipeline board, a column’s next page',
      user: 'po',
      path: '/api/pipeline/board/column',
      body: { eiId: f.ei, stage: 'IN_PROGRESS', after: columnEnd },
      kind: 'list',
    },
  ];
}

/** Global search as one types and its results pages. */
function searchEndpoints(): BenchEndpoint[] {
  return [
    // Global search: suggestions as one types and a results page, a prefix and a typo
    {
      name: 'search suggestions (prefix "reli")',
      user: 'bo',
      path: '/api/user/global-search/suggestions?searchFor=reli',
      get: true,
      kind: 'list',
    },
    {
      name: 'search suggestions (typo "relaince")',
      user: 'bo',
      path: '/api/user/global-search/suggestions?searchFor=relaince',
      get: true,
      kind: 'list',
    },
    {
      name: 'search results (typo "relaince", all types)',
      user: 'bo',
      path: '/api/user/global-search?searchFor=relaince',
      get: true,
      kind: 'list',
    },
    {
      name: 'search results (person "priya sharma", people page 2)',
      user: 'bo',
      path: '/api/user/global-search?searchFor=priya%20sharma&searchSpace=USER&pageNo=2',
      get: true,
      kind: 'list',
    },
  ];
}

/** The reports of the busiest event inventory and its event's timeline. */
function reportEndpoints(f: BenchFixtures): BenchEndpoint[] {
  return [
    // Reports of the busiest event inventory, from its pairings and stage history
    {
      name: 'report: by stages',
      user: 'po',
      path: '/api/user/stats/brand-movements/by-stages',
      body: { filterType: 'INVENTORY', filterValue: f.ei },
      kind: 'list',
    },
    {
      name: 'report: drop-offs',
      user: 'po',
      path: '/api/user/stats/dropoffs-by-stages',
      body: { filterType: 'INVENTORY', filterValue: f.ei },
      kind: 'list',
    },
    {
      name: 'report: turnaround',
      user: 'po',
      path: '/api/user/stats/stage-wise-turnaround-time',
      body: { filterType: 'INVENTORY', filterValue: f.ei },
      kind: 'list',
    },
    {
      name: 'report: brand data completion',
      user: 'po',
      path: '/api/user/stats/brand-data-completion',
      body: { filterType: 'INVENTORY', filterValue: f.ei },
      kind: 'list',
    },
    {
      name: 'event timeline (100,000 entries, first page)',
      user: 'po',
      path: `/api/event/timeline?eventId=${f.timeline.eventId}`,
      get: true,
      kind: 'list',
    },
    {
      name: 'event timeline (100,000 entries, page 50,000 deep by cursor)',
      user: 'po',
      path: `/api/event/timeline?eventId=${f.timeline.eventId}&before=${f.timeline.deep}`,
      get: true,
      kind: 'list',
    },
  ];
}

/** A write: a stage update of one assigned pairing. */
function updateEndpoints(f: BenchFixtures): BenchEndpoint[] {
  return [
    {
      name: 'stage update',
      user: 'po',
      path: '/api/event/inventory/brand/stage/update',
      body: { eiId: f.ei, brandId: f.pair, stage: 'IN_PROGRESS', tag: 'WARM', proposedValue: 12.5 },
      kind: 'update',
    },
  ];
}
