import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BlockedIndustriesQuery,
  BlockedIndustriesRequest,
  BlockedIndustriesResult,
  CaseStudyAddRequest,
  CaseStudyAddResult,
  CaseStudyIdRequest,
  CaseStudyListQuery,
  CaseStudyListResult,
  CaseStudyRequestRequest,
  DeckIdsRequest,
  DeckListQuery,
  DeckListResult,
  DeckSaveRequest,
  DeckSaveResult,
  DeckViewStatusResult,
  EiSmeQuery,
  EiSmeRequest,
  EiSmeResult,
  envelope,
  EventSmeQuery,
  EventSmeRequest,
  InventoryDetailsRequest,
  InventoryEventsAddRequest,
  InventoryEventsAddResult,
  InventoryListQuery,
  InventoryListResult,
  InventorySmeQuery,
  InventorySmeRequest,
  MessageResult,
  PendingNotifyRequest,
  PendingNotifyResult,
  SmeListResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  addCaseStudy,
  listCaseStudies,
  requestCaseStudy,
  setCaseStudyRemoved,
} from './caseStudies.js';
import { deckViewStatus, listDecks, markDecksViewed, saveDeck } from './decks.js';
import { addInventoryToEvents, adminInventories, updateInventoryDetails } from './details.js';
import { notifyPending } from './pending.js';
import {
  blockedIndustries,
  eiSmes,
  eventSmes,
  inventorySmes,
  setBlockedIndustries,
  setEiSmes,
  setEventSmes,
  setInventorySmes,
} from './smes.js';

/**
 * Inventories admin (spec 001 §7 Event and Inventory API): inventory details and events,
 * SMEs, blocked industries, decks, case studies and the pending reminders. Admin-only routes answer 403 to others.
 */
export async function inventoryAdminRoutes(
  app: FastifyInstance,
  { db, notifications: notes }: AppContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventories admin'];
  const message = (m: string) => ({ data: { message: m } });
  const ok = { 200: envelope(MessageResult) };

  r.get('/admin/inventories', {
    schema: {
      tags,
      querystring: InventoryListQuery,
      response: { 200: envelope(InventoryListResult) },
    },
    handler: async (req) => ({ data: await adminInventories(db, req.actor, req.query) }),
  });
  r.patch('/admin/inventories/details', {
    schema: { tags, body: InventoryDetailsRequest, response: ok },
    handler: async (req) => message(await updateInventoryDetails(db, req.actor, req.body)),
  });
  r.post('/admin/inventory/events', {
    schema: {
      tags,
      body: InventoryEventsAddRequest,
      response: { 200: envelope(InventoryEventsAddResult) },
    },
    handler: async (req) => ({ data: await addInventoryToEvents(db, req.actor, req.body) }),
  });

  r.get('/inventory/sme', {
    schema: { tags, querystring: InventorySmeQuery, response: { 200: envelope(SmeListResult) } },
    handler: async (req) => ({ data: await inventorySmes(db, req.query.inventoryId) }),
  });
  r.patch('/admin/inventory/sme', {
    schema: { tags, body: InventorySmeRequest, response: ok },
    handler: async (req) => message(await setInventorySmes(db, req.actor, req.body)),
  });
  r.get('/event/sme', {
    schema: { tags, querystring: EventSmeQuery, response: { 200: envelope(SmeListResult) } },
    handler: async (req) => ({ data: await eventSmes(db, req.query.eventId) }),
  });
  r.patch('/admin/event/sme', {
    schema: { tags, body: EventSmeRequest, response: ok },
    handler: async (req) => message(await setEventSmes(db, req.actor, req.body)),
  });
  r.get('/event/inventory/sme', {
    schema: { tags, querystring: EiSmeQuery, response: { 200: envelope(EiSmeResult) } },
    handler: async (req) => ({ data: await eiSmes(db, req.query.eiId) }),
  });
  r.patch('/admin/event/inventory/sme', {
    schema: { tags, body: EiSmeRequest, response: ok },
    handler: async (req) => message(await setEiSmes(db, req.actor, req.body)),
  });

  r.get('/event/inventory/blocked-industries', {
    schema: {
      tags,
      querystring: BlockedIndustriesQuery,
      response: { 200: envelope(BlockedIndustriesResult) },
    },
    handler: async (req) => ({ data: await blockedIndustries(db, req.query.eiId) }),
  });
  r.patch('/event/inventory/blocked-industries', {
    schema: { tags, body: BlockedIndustriesRequest, response: ok },
    handler: async (req) => message(await setBlockedIndustries(db, req.actor, req.body)),
  });

  r.get('/event/inventory/deck', {
    schema: { tags, querystring: DeckListQuery, response: { 200: envelope(DeckListResult) } },
    handler: async (req) => ({ data: await listDecks(db, req.actor, req.query.eiId) }),
  });
  r.post('/event/inventory/deck', {
    schema: { tags, body: DeckSaveRequest, response: { 200: envelope(DeckSaveResult) } },
    handler: async (req) => ({ data: await saveDeck(db, notes, req.actor, req.body) }),
  });
  r.post('/event/inventory/deck/view-status', {
    schema: { tags, body: DeckIdsRequest, response: { 200: envelope(DeckViewStatusResult) } },
    handler: async (req) => ({ data: await deckViewStatus(db, req.actor, req.body.deckIds) }),
  });
  r.post('/event/inventory/deck/view', {
    schema: { tags, body: DeckIdsRequest, response: { 200: envelope(DeckViewStatusResult) } },
    handler: async (req) => ({ data: await markDecksViewed(db, req.actor, req.body.deckIds) }),
  });

  r.get('/inventory/case-study', {
    schema: {
      tags,
      querystring: CaseStudyListQuery,
      response: { 200: envelope(CaseStudyListResult) },
    },
    handler: async (req) => ({ data: await listCaseStudies(db, req.actor, req.query) }),
  });
  r.post('/admin/inventory/case-study', {
    config: { idempotent: true },
    schema: { tags, body: CaseStudyAddRequest, response: { 200: envelope(CaseStudyAddResult) } },
    handler: async (req) => ({ data: await addCaseStudy(db, req.actor, req.body) }),
  });
  r.post('/admin/inventory/case-study/removal', {
    schema: { tags, body: CaseStudyIdRequest, response: ok },
    handler: async (req) => message(await setCaseStudyRemoved(db, req.actor, req.body.id, true)),
  });
  r.post('/admin/inventory/case-study/restoration', {
    schema: { tags, body: CaseStudyIdRequest, response: ok },
    handler: async (req) => message(await setCaseStudyRemoved(db, req.actor, req.body.id, false)),
  });
  r.post('/inventory/case-study/request', {
    schema: { tags, body: CaseStudyRequestRequest, response: ok },
    handler: async (req) => message(await requestCaseStudy(db, notes, req.actor, req.body.id)),
  });

  r.post('/admin/inventory/brand-assignment-pending/notify', {
    schema: { tags, body: PendingNotifyRequest, response: { 200: envelope(PendingNotifyResult) } },
    handler: async (req) => ({
      data: await notifyPending(db, notes, req.actor, 'BRAND_ASSIGNMENT_PENDING', req.body.eiId),
    }),
  });
  r.post('/admin/inventory/deck-upload-pending/notify', {
    schema: { tags, body: PendingNotifyRequest, response: { 200: envelope(PendingNotifyResult) } },
    handler: async (req) => ({
      data: await notifyPending(db, notes, req.actor, 'DECK_UPLOAD_PENDING', req.body.eiId),
    }),
  });
}
