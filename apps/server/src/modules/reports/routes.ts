import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportRoutes as routes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { sendAttachment, XLSX_TYPE } from '../../lib/download.js';
import { rawRoute, route, type RouteRequest } from '../../lib/route.js';
import { reportWorkbook } from './download.js';
import {
  completionReport,
  dropoffReport,
  leadTagReport,
  lostReasonReport,
  stageMovementReport,
  turnaroundReport,
} from './service.js';

/** Reports (spec 001 §7 Reports under /user/stats/...): one POST per report with the filter body, and the xlsx download. */
export async function reportRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, routes.leadTags, (req) => leadTagReport({ db, actor: req.actor, filter: req.body }));
  route(app, routes.stages, (req) =>
    stageMovementReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, routes.lostReasons, (req) =>
    lostReasonReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, routes.dropoffs, (req) => dropoffReport({ db, actor: req.actor, filter: req.body }));
  route(app, routes.turnaround, (req) =>
    turnaroundReport({ db, actor: req.actor, filter: req.body }),
  );
  route(app, routes.completion, (req) =>
    completionReport({ db, actor: req.actor, filter: req.body }),
  );
  const workbook = async (req: RouteRequest<typeof routes.download>, reply: FastifyReply) =>
    sendAttachment(reply, {
      ...(await reportWorkbook({ db, actor: req.actor, req: req.body })),
      contentType: XLSX_TYPE,
    });
  rawRoute(app, routes.download, workbook);
  rawRoute(app, routes.eventInventory, (req, reply) => workbook(req, reply));
}
