import type { FastifyInstance } from 'fastify';
import { closedDealRoutes as defs } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { sendXlsx } from '../../lib/download.js';
import { rawRoute, route } from '../../lib/route.js';
import { manualClosureWorkbook } from './download.js';
import {
  brandClosedDeals,
  manualClosureReport,
  recordClosedDeal,
  setClosedDealRemoved,
} from './service.js';

/** Closed deals on a brand (spec 001 §7 /brand/closed-deals) and the manual-closure report with its xlsx download. */
export async function closedDealRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, defs.list, (req) => brandClosedDeals(db, req.actor, req.query));
  route(app, defs.create, (req) => recordClosedDeal(db, req.actor, req.body));
  route(app, defs.remove, (req) =>
    setClosedDealRemoved(db, req.actor, req.body.closedDealId, true),
  );
  route(app, defs.restore, (req) =>
    setClosedDealRemoved(db, req.actor, req.body.closedDealId, false),
  );
  route(app, defs.manualClosures, (req) => manualClosureReport(db, req.actor, req.body));
  rawRoute(app, defs.manualClosuresDownload, async (req, reply) =>
    sendXlsx(reply, await manualClosureWorkbook(db, req.actor, req.body)),
  );
}
