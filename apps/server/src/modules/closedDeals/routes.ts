import type { FastifyInstance } from 'fastify';
import { closedDealRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { sendAttachment, XLSX_TYPE } from '../../lib/download.js';
import { rawRoute, route } from '../../lib/route.js';
import { manualClosureWorkbook } from './download.js';
import {
  brandClosedDeals,
  manualClosureReport,
  recordClosedDeal,
  setClosedDealRemoved,
} from './service.js';

/** Closed deals on a brand (spec 001 §7 /brand/closed-deals) and the manual-closure report with its xlsx download. */
export async function closedDealsPlugin(
  app: FastifyInstance,
  { db, pairingsMoved: moved }: AppContext,
) {
  route(app, closedDealRoutes.list, (req) =>
    brandClosedDeals({ db, actor: req.actor, q: req.query }),
  );
  route(app, closedDealRoutes.create, (req) =>
    recordClosedDeal({ db, moved, actor: req.actor, req: req.body }),
  );
  route(app, closedDealRoutes.remove, (req) =>
    setClosedDealRemoved({
      db,
      moved,
      actor: req.actor,
      closedDealId: req.body.closedDealId,
      removed: true,
    }),
  );
  route(app, closedDealRoutes.restore, (req) =>
    setClosedDealRemoved({
      db,
      moved,
      actor: req.actor,
      closedDealId: req.body.closedDealId,
      removed: false,
    }),
  );
  route(app, closedDealRoutes.manualClosures, (req) =>
    manualClosureReport({ db, actor: req.actor, q: req.body }),
  );
  rawRoute(app, closedDealRoutes.manualClosuresDownload, async (req, reply) => {
    const { stream, fileName } = await manualClosureWorkbook({
      db,
      actor: req.actor,
      req: req.body,
    });
    return sendAttachment(reply, { body: stream, fileName, contentType: XLSX_TYPE });
  });
}
