import type { FastifyInstance } from 'fastify';
import { inventoryAdminRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import {
  addCaseStudy,
  listCaseStudies,
  requestCaseStudy,
  setCaseStudyRemoved,
} from './caseStudies/caseStudies.js';
import { deckViewStatus, listDecks, markDecksViewed, saveDeck } from './decks/decks.js';
import { addInventoryToEvents, adminInventories, updateInventoryDetails } from './admin/details.js';
import { notifyPending } from './admin/pending.js';
import {
  blockedIndustries,
  eiSmes,
  eventSmes,
  inventorySmes,
  setBlockedIndustries,
  setEiSmes,
  setEventSmes,
  setInventorySmes,
} from './smes/smes.js';

/**
 * Inventories admin (spec 001 §7 Event and Inventory API): inventory details and events,
 * SMEs, blocked industries, decks, case studies and the pending reminders. Admin-only routes answer 403 to others.
 */
export async function inventoriesAdminPlugin(
  app: FastifyInstance,
  { db, notifications: notes }: AppContext,
) {
  const message = async (m: Promise<string>) => ({ message: await m });

  route(app, inventoryAdminRoutes.list, (req) =>
    adminInventories({ db, actor: req.actor, q: req.query }),
  );
  route(app, inventoryAdminRoutes.updateDetails, (req) =>
    message(updateInventoryDetails({ db, actor: req.actor, req: req.body })),
  );
  route(app, inventoryAdminRoutes.addEvents, (req) =>
    addInventoryToEvents({ db, actor: req.actor, req: req.body }),
  );

  route(app, inventoryAdminRoutes.inventorySmes, (req) => inventorySmes(db, req.query.inventoryId));
  route(app, inventoryAdminRoutes.setInventorySmes, (req) =>
    message(setInventorySmes({ db, actor: req.actor, req: req.body })),
  );
  route(app, inventoryAdminRoutes.eventSmes, (req) => eventSmes(db, req.query.eventId));
  route(app, inventoryAdminRoutes.setEventSmes, (req) =>
    message(setEventSmes({ db, actor: req.actor, req: req.body })),
  );
  route(app, inventoryAdminRoutes.eiSmes, (req) => eiSmes(db, req.query.eiId));
  route(app, inventoryAdminRoutes.setEiSmes, (req) =>
    message(setEiSmes({ db, actor: req.actor, req: req.body })),
  );

  route(app, inventoryAdminRoutes.blockedIndustries, (req) =>
    blockedIndustries(db, req.query.eiId),
  );
  route(app, inventoryAdminRoutes.setBlockedIndustries, (req) =>
    message(setBlockedIndustries({ db, actor: req.actor, req: req.body })),
  );

  route(app, inventoryAdminRoutes.decks, (req) =>
    listDecks({ db, actor: req.actor, eiId: req.query.eiId }),
  );
  route(app, inventoryAdminRoutes.saveDeck, (req) =>
    saveDeck({ db, notes, actor: req.actor, req: req.body }),
  );
  route(app, inventoryAdminRoutes.deckViewStatus, (req) =>
    deckViewStatus({ db, actor: req.actor, deckIds: req.body.deckIds }),
  );
  route(app, inventoryAdminRoutes.viewDecks, (req) =>
    markDecksViewed({ db, actor: req.actor, deckIds: req.body.deckIds }),
  );

  route(app, inventoryAdminRoutes.caseStudies, (req) =>
    listCaseStudies({ db, actor: req.actor, q: req.query }),
  );
  route(app, inventoryAdminRoutes.addCaseStudy, (req) =>
    addCaseStudy({ db, actor: req.actor, req: req.body }),
  );
  route(app, inventoryAdminRoutes.removeCaseStudy, (req) =>
    message(setCaseStudyRemoved({ db, actor: req.actor, id: req.body.id, removed: true })),
  );
  route(app, inventoryAdminRoutes.restoreCaseStudy, (req) =>
    message(setCaseStudyRemoved({ db, actor: req.actor, id: req.body.id, removed: false })),
  );
  route(app, inventoryAdminRoutes.requestCaseStudies, (req) =>
    message(requestCaseStudy({ db, notes, actor: req.actor, inventoryId: req.body.id })),
  );

  route(app, inventoryAdminRoutes.notifyBrandAssignmentPending, (req) =>
    notifyPending({
      db,
      notes,
      actor: req.actor,
      kind: 'BRAND_ASSIGNMENT_PENDING',
      eiId: req.body.eiId,
    }),
  );
  route(app, inventoryAdminRoutes.notifyDeckUploadPending, (req) =>
    notifyPending({
      db,
      notes,
      actor: req.actor,
      kind: 'DECK_UPLOAD_PENDING',
      eiId: req.body.eiId,
    }),
  );
}
