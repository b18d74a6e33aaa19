import { z } from 'zod';
import { defineRoute } from './routes.js';
import { Id, PageInfo, SearchFor, pageFields } from './common.js';
import { PAGE_SIZES, STAGES } from './constants.js';
import { PairingBrand } from './pairings.js';

/**
 * Blocked-category brands (spec 001 §7 Event API): the brands of an industry blocked on an event
 * inventory, which its UNASSIGNED tab leaves out — still unassigned there, or assigned before the block.
 * 50 a page (spec 001 §9). Scoped like the assign page (spec 001 §6): a BO's own brands, a TO's team's,
 * everyone's for a PO; `brandOwnerUserIds` and `forTeam` + `teamId` narrow it further.
 */
export const BlockedBrandsRequest = z.object({
  eiId: Id,
  ...pageFields(PAGE_SIZES.inventories),
  searchFor: SearchFor,
  /** Always true: the spec's flag, kept so the call reads as the spec writes it. */
  isFromBlockedIndustry: z.literal(true).default(true),
  /** UNASSIGNED (no pairing there) or ASSIGNED (an ASSIGNED pairing there); either case is accepted. */
  eventAssignStatus: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['UNASSIGNED', 'ASSIGNED']))
    .default('UNASSIGNED'),
  brandOwnerUserIds: z.array(Id).max(100).default([]),
  forTeam: z.boolean().default(false),
  teamId: Id.optional(),
});
export type BlockedBrandsRequest = z.input<typeof BlockedBrandsRequest>;

/** A blocked-category brand: the brand row of the assign tabs, and its stage there when assigned. */
export const BlockedBrand = PairingBrand.extend({ stage: z.enum(STAGES).nullable() });
export type BlockedBrand = z.infer<typeof BlockedBrand>;

/** Blocked-category brands route (spec 001 §7 Event API). */
export const blockedBrandRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/event/inventory/brand/blocked',
    body: BlockedBrandsRequest,
    response: PageInfo.extend({ brands: z.array(BlockedBrand), blockedIndustryCount: z.number() }),
    summary: 'One page of the brands of industries blocked on an event inventory',
    tags: ['pairings'],
    cacheKey: ({ eiId, ...q }: z.input<typeof BlockedBrandsRequest>) => [
      'eventInventory',
      eiId,
      'blocked-brands',
      q,
    ],
  }),
};
