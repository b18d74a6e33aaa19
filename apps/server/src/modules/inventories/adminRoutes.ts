import type { FastifyInstance } from 'fastify';
import { inventoryAdminRoutes as defs } from '@crm/contracts';
import { route } from '../../lib/route.js';
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
  const message = async (m: Promise<string>) => ({ message: await m });

  route(app, defs.list, (req) => adminInventories({ db, actor: req.actor, q: req.query }));
  route(app, defs.updateDetails, (req) =>
    message(updateInventoryDetails({ db, actor: req.actor, req: req.body })),
  );
  route(app, defs.addEvents, (req) =>
    addInventoryToEvents({ db, actor: req.actor, req: req.body }),
  );

  route(app, defs.inventorySmes, (req) => inventorySmes(db, req.query.inventoryId));
  route(app, defs.setInventorySmes, (req) =>
    message(setInventorySmes({ db, actor: req.actor, req: req.body })),
  );
  route(app, defs.eventSmes, (req) => eventSmes(db, req.query.eventId));
  route(app, defs.setEventSmes, (req) =>
    message(setEventSmes({ db, actor: req.actor, req: req.body })),
  );
  route(app, defs.eiSmes, (req) => eiSmes(db, req.query.eiId));
  route(app, defs.setEiSmes, (req) => message(setEiSmes({ db, actor: req.actor, req: req.body })));

  route(app, defs.blockedIndustries, (req) => blockedIndustries(db, req.query.eiId));
  route(app, defs.setBlockedIndustries, (req) =>
    message(setBlockedIndustries({ db, actor: req.actor, req: req.body })),
  );

  route(app, defs.decks, (req) => listDecks({ db, actor: req.actor, eiId: req.query.eiId }));
  route(app, defs.saveDeck, (req) => saveDeck({ db, notes, actor: req.actor, req: req.body }));
  route(app, defs.deckViewStatus, (req) =>
    deckViewStatus({ db, actor: req.actor, deckIds: req.body.deckIds }),
  );
  route(app, defs.viewDecks, (req) =>
    markDecksViewed({ db, actor: req.actor, deckIds: req.body.deckIds }),
  );

  route(app, defs.caseStudies, (req) => listCaseStudies({ db, actor: req.actor, q: req.query }));
  route(app, defs.addCaseStudy, (req) => addCaseStudy({ db, actor: req.actor, req: req.body }));
  route(app, defs.removeCaseStudy, (req) =>
    message(setCaseStudyRemoved({ db, actor: req.actor, id: req.body.id, removed: true })),
  );
  route(app, defs.restoreCaseStudy, (req) =>
    message(setCaseStudyRemoved({ db, actor: req.actor, id: req.body.id, removed: false })),
  );
  route(app, defs.requestCaseStudies, (req) =>
    message(requestCaseStudy({ db, notes, actor: req.actor, inventoryId: req.body.id })),
  );

  route(app, defs.notifyBrandAssignmentPending, (req) =>
    notifyPending({
      db,
      notes,
      actor: req.actor,
      kind: 'BRAND_ASSIGNMENT_PENDING',
      eiId: req.body.eiId,
    }),
  );
  route(app, defs.notifyDeckUploadPending, (req) =>
    notifyPending({
      db,
      notes,
      actor: req.actor,
      kind: 'DECK_UPLOAD_PENDING',
      eiId: req.body.eiId,
    }),
  );
}
