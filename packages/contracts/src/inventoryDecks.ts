/** Decks (versions and per-user view status) and case studies of inventories (spec 001 §3 Deck, case study; §7). */

import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor } from './common.js';
import { UrlField } from './brandProfile.js';
import {
  CASE_STUDIES_PAGE_SIZE,
  INVENTORY_ADMIN_LIMITS,
  INVENTORY_ADMIN_MESSAGES,
} from './inventoryAdminLimits.js';

/**
 * A deck version (spec 001 §3 Deck): size in bytes, dates ISO UTC, `deckUrl` its download path; `viewed`
 * whether the caller has opened this version; `isLatest` for the newest version of its event inventory.
 */
export const Deck = z.object({
  deckId: z.number(),
  eiId: z.number(),
  deckName: z.string(),
  deckSize: z.number(),
  deckUrl: z.string(),
  /** The file's extension: pdf, ppt or pptx. */
  deckFileType: z.string(),
  deckVersion: z.number(),
  deckUploadedBy: z.string(),
  deckUploaderUserId: z.number(),
  deckUploadedOn: z.string(),
  deckFirstUploadedOn: z.string(),
  viewed: z.boolean(),
  viewedOn: z.string().nullable(),
  isLatest: z.boolean(),
});
export type Deck = z.infer<typeof Deck>;

/** GET /api/event/inventory/deck?eiId: every version, newest first. */
export const DeckListQuery = z.object({ eiId: Id });
export const DeckListResult = z.object({ decks: z.array(Deck) });
export type DeckListResult = z.infer<typeof DeckListResult>;

/**
 * POST /api/event/inventory/deck (deck upload and inventory details): with `fileId` (the caller's DECK
 * upload) a new version, 'Deck Uploaded Successfully'; with `deckId` and `deckName` a rename, 'Deck Info Updated Successfully'.
 */
export const DeckSaveRequest = z
  .object({
    eiId: Id,
    fileId: Id.optional(),
    deckId: Id.optional(),
    deckName: z.string().trim().min(1).max(INVENTORY_ADMIN_LIMITS.deckName).optional(),
  })
  .refine((r) => !!r.fileId !== !!r.deckId, {
    message: 'must be sent with either fileId (a new version) or deckId (an update)',
    path: ['fileId'],
  })
  .refine((r) => !r.deckId || !!r.deckName, {
    message: 'is required to update a deck',
    path: ['deckName'],
  });
export type DeckSaveRequest = z.input<typeof DeckSaveRequest>;
/** The saved deck version and the toast text. */
export const DeckSaveResult = z.object({ deck: Deck, message: z.string() });
export type DeckSaveResult = z.infer<typeof DeckSaveResult>;

/** POST /api/event/inventory/deck/view-status and /deck/view {deckIds}: the caller's view status, or mark viewed. */
export const DeckIdsRequest = z.object({ deckIds: z.array(Id).min(1).max(100) });
export const DeckViewStatusResult = z.object({
  decks: z.array(
    z.object({ deckId: z.number(), viewed: z.boolean(), viewedOn: z.string().nullable() }),
  ),
});
export type DeckViewStatusResult = z.infer<typeof DeckViewStatusResult>;

/** A case study of an inventory: a file (`url` its download path) or a `link`. */
export const CaseStudy = z.object({
  id: z.number(),
  inventoryId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  link: z.string().nullable(),
  createdBy: z.object({ userId: z.number(), userName: z.string() }),
  createdOn: z.string(),
});
export type CaseStudy = z.infer<typeof CaseStudy>;

/** GET /api/inventory/case-study?id&pageNo&count&searchFor (id = inventory id; 50 a page, newest first). `notified`: the caller asked for some. */
export const CaseStudyListQuery = z.object({
  id: Id,
  ...pageFields(CASE_STUDIES_PAGE_SIZE),
  searchFor: SearchFor,
});
export const CaseStudyListResult = PageInfo.extend({
  caseStudies: z.array(CaseStudy),
  notified: z.boolean(),
});
export type CaseStudyListResult = z.infer<typeof CaseStudyListResult>;

/** POST /api/admin/inventory/case-study: add one (admin), with the admin's CASE_STUDY upload or an http(s) link. */
export const CaseStudyAddRequest = z
  .object({
    inventoryId: Id,
    title: z.string().trim().min(1).max(INVENTORY_ADMIN_LIMITS.title),
    description: z.string().trim().max(INVENTORY_ADMIN_LIMITS.description).optional(),
    fileId: Id.optional(),
    link: UrlField.optional(),
  })
  .refine((r) => !!r.fileId || !!r.link, {
    message: INVENTORY_ADMIN_MESSAGES.caseStudyFileOrLink,
    path: ['fileId'],
  });
export type CaseStudyAddRequest = z.input<typeof CaseStudyAddRequest>;
/** The added case study and the toast text. */
export const CaseStudyAddResult = z.object({ caseStudy: CaseStudy, message: z.string() });

/** POST /api/admin/inventory/case-study/removal {id} and /restoration {id} (the removal's undo). */
export const CaseStudyIdRequest = z.object({ id: Id });

/** POST /api/inventory/case-study/request {id}: ask the admins for case studies of inventory `id` ('Notified the Admin successfully'). */
export const CaseStudyRequestRequest = z.object({ id: Id });
