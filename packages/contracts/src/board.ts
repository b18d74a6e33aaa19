import { z } from 'zod';
import { STAGES } from './constants.js';
import { DateOnly, Id } from './common.js';
import { BrandOwner } from './brands.js';
import { INVITE_STATUSES } from './collaboration.js';
import { AssignFilters, PairingStageValues } from './pairings.js';
import { defineRoute } from './routes.js';

/** Cards a column shows at first, and each further page of it adds (issue 24 §1: long columns load as they scroll). */
export const BOARD_PAGE_SIZE = 50;

/** Most cards one column of one request returns (a board reloaded live keeps the cards already loaded, up to this). */
export const BOARD_COLUMN_MAX = 2_000;

/**
 * POST /api/pipeline/board (issue 24 §1): the pipeline board of one event inventory (`eiId`), or without
 * `eiId` of every pairing the caller owns (a BO's board across event inventories). The same filters and
 * scope as the Assigned tab of the list view (spec 001 §4): pipeline scope plus pairings shared with the
 * caller; `sharedWithMe` keeps only the shared ones.
 */
export const BoardRequest = z.object({
  eiId: Id.optional(),
  filters: AssignFilters.default({ searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] }),
  sharedWithMe: z.boolean().default(false),
  /** Cards per column (default BOARD_PAGE_SIZE): a reload asks for as many as the user has scrolled through. */
  limits: z
    .partialRecord(z.enum(STAGES), z.number().int().min(1).max(BOARD_COLUMN_MAX))
    .default({}),
});
export type BoardRequest = z.input<typeof BoardRequest>;

/**
 * A card of the board: one ASSIGNED pairing with every stage field, so a move to Won or Not Interested
 * opens the stage form from the card alone (a collaborator may work a pairing without reading the
 * brand's pipeline). Values in crore; dates YYYY-MM-DD (IST).
 */
export const BoardCard = z.object({
  eiId: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  /** The event and inventory names (shown on the cross-inventory board). */
  eventName: z.string(),
  inventoryName: z.string(),
  ...PairingStageValues.shape,
  brandOwners: z.array(BrandOwner),
  updatedAt: z.string(),
  /** The caller's latest collaboration invitation on this pairing; with brandOwners, the input of mayWorkPairing. */
  myInviteStatus: z.enum(INVITE_STATUSES).nullable(),
});
export type BoardCard = z.infer<typeof BoardCard>;

/**
 * A column: its count and value total (crore: closed values for WON, proposed values for the others) over
 * every matching pairing — a pairing closed manually stands in WON at its closure's value, its card's
 * `stage` WON and `closedValue` that value — and its first cards in the board's order — soonest follow-up first, those
 * without one last, then by brand id and event inventory id; `hasMore` when further cards follow (POST
 * /api/pipeline/board/column reads them).
 */
export const BoardColumn = z.object({
  stage: z.enum(STAGES),
  count: z.number(),
  valueTotal: z.number(),
  cards: z.array(BoardCard),
  hasMore: z.boolean(),
});
export type BoardColumn = z.infer<typeof BoardColumn>;

/** The board: the four Stage V2 columns in order. */
export const BoardResult = z.object({ columns: z.array(BoardColumn) });
export type BoardResult = z.infer<typeof BoardResult>;

/**
 * POST /api/pipeline/board/column: the next cards of one column of the board `BoardRequest` describes,
 * after the column's last loaded card (`after`: its follow-up date, brand and event inventory ids: the
 * keyset of the board's order), at most BOARD_PAGE_SIZE.
 */
export const BoardColumnRequest = BoardRequest.omit({ limits: true }).extend({
  stage: z.enum(STAGES),
  after: z.object({ followUpDate: DateOnly.nullable(), brandId: Id, eiId: Id }),
});
export type BoardColumnRequest = z.input<typeof BoardColumnRequest>;

/** The keyset of card `c` in the board's order: the `after` of the page that follows it. */
export const boardKeyOf = (c: BoardCard): BoardColumnRequest['after'] => ({
  followUpDate: c.followUpDate,
  brandId: c.brandId,
  eiId: c.eiId,
});

/** A page of a column's cards; `hasMore` when further cards follow the last one. */
export const BoardColumnPage = z.object({ cards: z.array(BoardCard), hasMore: z.boolean() });
export type BoardColumnPage = z.infer<typeof BoardColumnPage>;

/**
 * Realtime `pairing-stage` on `/notifications` (issue 24 §1 live moves): a pairing's stage fields changed
 * (stage update, call notes, bulk actions); sent to the users who may see that pairing, ids only. When more
 * than LIVE_PAIRINGS_MAX pairings change at once (a bulk action), one event per event inventory without
 * `brandId` and `stage`, to everyone who may see one of them: reload that board.
 */
export type PairingStageEvent = {
  eiId: number;
  brandId?: number;
  stage?: (typeof STAGES)[number];
};

/** Most pairings one change pushes one by one; a larger change pushes one event per event inventory. */
export const LIVE_PAIRINGS_MAX = 20;

export const boardRoutes = {
  board: defineRoute({
    method: 'POST',
    path: '/pipeline/board',
    body: BoardRequest,
    response: BoardResult,
    summary: 'The pipeline board: pairings by stage with counts and value totals',
    tags: ['pairings'],
    /** Under its event inventory (null: the board across inventories), so a live event refetches that board alone. */
    cacheKey: ({ eiId, ...req }: BoardRequest) => ['board', eiId ?? null, req],
  }),
  column: defineRoute({
    method: 'POST',
    path: '/pipeline/board/column',
    body: BoardColumnRequest,
    response: BoardColumnPage,
    summary: 'The next cards of one column of the pipeline board',
    tags: ['pairings'],
  }),
};
