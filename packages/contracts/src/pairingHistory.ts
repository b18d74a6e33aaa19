/** A pairing's history: stage changes, call notes (interactions) and a brand's timeline (spec 001 §4, §7). */

import { z } from 'zod';
import { INTERACTION_TYPES, PAGE_SIZES, TIMELINE_TYPES } from './constants.js';
import { Id, PageInfo, pageFields } from './common.js';

/** An interaction on a brand's timeline. */
const Interaction = z.object({
  id: z.number(),
  brandId: z.number(),
  type: z.enum(INTERACTION_TYPES),
  note: z.string(),
  pocId: z.number().nullable(),
  pocName: z.string().nullable(),
  user: z.object({ userId: z.number(), userName: z.string() }),
  createdAt: z.string(),
});

/** A history row: who moved which pairing from what to what, and when. */
export const StageHistoryEntry = z.object({
  id: z.number(),
  eiId: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  eventName: z.string(),
  inventoryName: z.string(),
  action: z.enum(['ASSIGN', 'DISCARD', 'RESTORE', 'STAGE']),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  changedBy: z.object({ userId: z.number(), userName: z.string() }),
  changedOn: z.string(),
});
export type StageHistoryEntry = z.infer<typeof StageHistoryEntry>;

/** GET /api/event/inventory/history?eiId or GET /api/brand/stage-history?brandId (15 a page). */
export const EiHistoryQuery = z.object({ eiId: Id, ...pageFields(PAGE_SIZES.stageHistory) });
export const BrandHistoryQuery = z.object({ brandId: Id, ...pageFields(PAGE_SIZES.stageHistory) });
export const StageHistoryResult = PageInfo.extend({ history: z.array(StageHistoryEntry) });
export type StageHistoryResult = z.infer<typeof StageHistoryResult>;

/** GET /api/brand/interactions?brandId&pageNo&count. */
export const InteractionListQuery = z.object({
  brandId: Id,
  ...pageFields(PAGE_SIZES.stageHistory),
});
export const InteractionListResult = PageInfo.extend({ interactions: z.array(Interaction) });

/** An entry of a brand's interactions timeline: a call note or an event from the brand's history. */
const TimelineItem = z.object({
  id: z.string(),
  type: z.enum(TIMELINE_TYPES),
  text: z.string(),
  pocName: z.string().nullable(),
  user: z.object({ userId: z.number(), userName: z.string() }),
  createdAt: z.string(),
});

/** GET /api/brand/interactions/timeline?brandId&pageNo&count (15 a page), newest first. */
export const TimelineQuery = z.object({ brandId: Id, ...pageFields(PAGE_SIZES.stageHistory) });
export const TimelineResult = PageInfo.extend({ items: z.array(TimelineItem) });
export type TimelineResult = z.infer<typeof TimelineResult>;
