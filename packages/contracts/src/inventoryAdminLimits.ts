/** The inventories admin's page sizes, file types, limits and texts (spec 001 §8, §9). */

import { z } from 'zod';
import { Id } from './common.js';

/** Case studies page size (spec 001 §9: case studies 50). */
export const CASE_STUDIES_PAGE_SIZE = 50;

/** Deck file types: PDF and PowerPoint (a subset of the spec's file list, 001 §9). */
export const DECK_EXTENSIONS = ['pdf', 'ppt', 'pptx'] as const;

/** Most users in one SME list, industries in one blocked list, events in one add. */
export const INVENTORY_ADMIN_LIMITS = {
  smes: 50,
  blockedIndustries: 200,
  events: 100,
  title: 200,
  description: 2000,
  deckName: 200,
} as const;

/** Toast and error texts (spec 001 §8 deck upload, inventory, admin notified; the rest ours in the same voice). */
export const INVENTORY_ADMIN_MESSAGES = {
  deckUploaded: 'Deck Uploaded Successfully',
  deckInfoUpdated: 'Deck Info Updated Successfully',
  serverIssue: "We're experiencing a server-side issue. Please try again later.",
  deckNotAllowed: 'Only the project owners of this event inventory or an admin can upload its deck',
  deckType: 'A deck must be a PDF or PowerPoint file (pdf, ppt, pptx)',
  deckFileUsed: 'This file is already a deck',
  deckNotFound: 'Deck not found',
  inventoryUpdated: 'Inventory updated successfully',
  eventsAdded: 'Inventory added to the events successfully',
  alreadyOnEvent: 'The inventory is already on one of these events',
  eventNotFound: 'Event not found',
  smesUpdated: 'SMEs updated successfully',
  userNotActive: 'lists a user who does not exist or is not active',
  blockedUpdated: 'Blocked industries updated successfully',
  blockedNotAllowed:
    'Only the project owners of this event inventory or an admin can change its blocked industries',
  industryUnknown: 'lists an industry that does not exist',
  posNotified: 'Project owners notified successfully',
  noProjectOwners: 'This event inventory has no project owners to notify',
  deckAlreadyUploaded: 'A deck is already uploaded for this event inventory',
  caseStudyAdded: 'Case study added successfully',
  caseStudyRemoved: 'Case study removed successfully',
  caseStudyRestored: 'Case study restored',
  caseStudyNotFound: 'Case study not found',
  caseStudyFileOrLink: 'Add a file or a link to the case study',
  /** Ours: the Add to event and Add case study dialogs' empty required fields. */
  pickEvent: 'Pick the event',
  caseStudyTitle: 'Enter the title',
  adminNotified: 'Notified the Admin successfully',
  hasCaseStudies: 'This inventory already has case studies',
} as const;

/** A list of at most `max` ids, each kept once. */
export const IdList = (max: number) =>
  z
    .array(Id)
    .max(max)
    .transform((ids) => [...new Set(ids)]);
